import { callApi } from '@fondly/design-system/client';
import { outboxApi, type OutboxStatusView } from '@fondly/contract';

/** One page of mails, newest first, optionally of one status (operators). */
export function getOutbox(query: { status?: OutboxStatusView; before?: number }) {
  return callApi(outboxApi.list, { query: { status: query.status || undefined, before: query.before || undefined } });
}
