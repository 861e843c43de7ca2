import type { Dashboard } from '../account.js';
import type { BookArrangement, StoryBookPlan, StoryDetail, StoryList } from '../stories.js';
import { put, read, link } from './route.js';

export const storiesApi = {
  dashboard: read('/api/dashboard')<Dashboard>(),
  list: read('/api/stories')<StoryList>(),
  get: read('/api/stories/:id')<StoryDetail>(),
  book: link('/api/keepsakes/book/:recipientId'),
  bookPlan: read('/api/story-books/:recipientId')<StoryBookPlan>(),
  arrangeBook: put('/api/story-books/:recipientId')<StoryBookPlan, BookArrangement>(),
  sampleKeepsake: link('/api/keepsakes/sample'),
};
