import { apiGet } from '@fondly/design-system/client';
import type { FeedbackList } from '@fondly/api/contract';

/** GET /api/feedback: the newest answers and totals (operators). */
export const getFeedback = () => apiGet<FeedbackList>('/api/feedback');
