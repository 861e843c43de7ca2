import { apiPost, queryPath } from '@fondly/design-system/client';
import type { OutboxMailDetail } from '@fondly/api/contract';

/** POST /api/outbox/{id}/retry: try a failed mail again now. */
export const retryOutboxMail = (id: number) => apiPost<OutboxMailDetail>(queryPath('/api/outbox', id, 'retry'));
