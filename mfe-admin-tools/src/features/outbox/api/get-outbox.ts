import { apiGet } from '@fondly/design-system/client';
import type { OutboxList, OutboxStatusView } from '@fondly/api/contract';

/** GET /api/outbox: one page of mails, newest first, optionally of one status (operators). */
export function getOutbox(query: { status?: OutboxStatusView; before?: number }) {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.before) params.set('before', String(query.before));
  const qs = params.toString();
  return apiGet<OutboxList>(`/api/outbox${qs ? `?${qs}` : ''}`);
}
