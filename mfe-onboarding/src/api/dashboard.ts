import { apiPath, callApi } from '@fondly/design-system/client';
import { storiesApi, type BookArrangement } from '@fondly/contract';

export const getDashboard = () => callApi(storiesApi.dashboard);
export const listStories = () => callApi(storiesApi.list).then((r) => r.stories);
export const getStory = (id: string) => callApi(storiesApi.get, { params: { id } });
/** The keepsake book of one loved one's stories, as a PDF download. */
export const storyBookUrl = (recipientId: string) => apiPath(storiesApi.book, { params: { recipientId } });
/** "Test Sample PDF": a sample keepsake. */
export const SAMPLE_KEEPSAKE_URL = apiPath(storiesApi.sampleKeepsake);
/** A loved one's story book as the family arranged it, and saving a new arrangement. */
export const getBookPlan = (recipientId: string) => callApi(storiesApi.bookPlan, { params: { recipientId } });
export const saveBookPlan = (recipientId: string, body: BookArrangement) => callApi(storiesApi.arrangeBook, { params: { recipientId }, body });
