import type { OutboxList, OutboxMailDetail, OutboxStatusView } from '../stories.js';
import { read, post, link } from './route.js';

export const outboxApi = {
  list: read('/api/outbox')<OutboxList, { status?: OutboxStatusView; before?: number; limit?: number }>(),
  mail: read('/api/outbox/:id')<OutboxMailDetail>(),
  retry: post('/api/outbox/:id/retry')<OutboxMailDetail>(),
  html: link('/api/outbox/:id/html'),
  attachment: link('/api/outbox/:id/attachment'),
};
