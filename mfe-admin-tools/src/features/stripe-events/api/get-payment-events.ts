import { callApi } from '@fondly/design-system/client';
import { paymentsApi } from '@fondly/contract';

/** Provider events received, newest first (operators). */
export function getPaymentEvents(query: { type?: string; limit?: number } = {}) {
  return callApi(paymentsApi.events, { query: { type: query.type || undefined, limit: query.limit ?? 200 } });
}
