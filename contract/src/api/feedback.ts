import type { FeedbackInput, FeedbackList, FeedbackReceipt } from '../feedback.js';
import { read, post } from './route.js';

export const feedbackApi = {
  list: read('/api/feedback')<FeedbackList>(),
  send: post('/api/feedback')<FeedbackReceipt, FeedbackInput>(),
};
