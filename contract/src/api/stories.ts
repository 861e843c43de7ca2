import type { Dashboard } from '../account.js';
import type { StoryDetail, StoryList } from '../stories.js';
import { read, link } from './route.js';

export const storiesApi = {
  dashboard: read('/api/dashboard')<Dashboard>(),
  list: read('/api/stories')<StoryList>(),
  get: read('/api/stories/:id')<StoryDetail>(),
  book: link('/api/keepsakes/book/:recipientId'),
  sampleKeepsake: link('/api/keepsakes/sample'),
};
