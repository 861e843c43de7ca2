import { apiGet } from '@fondly/design-system/client';
import type { Dashboard, StoryDetail, StoryList } from '@fondly/api/contract';

export const getDashboard = () => apiGet<Dashboard>('/api/dashboard');
export const listStories = () => apiGet<StoryList>('/api/stories').then((r) => r.stories);
export const getStory = (id: string) => apiGet<StoryDetail>(`/api/stories/${encodeURIComponent(id)}`);
/** The keepsake book of one loved one's stories, as a PDF download. */
export const storyBookUrl = (recipientId: string) => `/api/keepsakes/book/${encodeURIComponent(recipientId)}`;
/** "Test Sample PDF": a sample keepsake. */
export const SAMPLE_KEEPSAKE_URL = '/api/keepsakes/sample';
