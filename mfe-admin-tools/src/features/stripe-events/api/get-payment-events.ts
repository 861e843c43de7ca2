import { apiGet } from '@fondly/design-system/client';
import type { PaymentEventsResponse } from '@fondly/api/contract';

/** GET /api/payments/events: provider events received, newest first (operators). */
export function getPaymentEvents(query: { type?: string; limit?: number } = {}) {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  params.set('limit', String(query.limit ?? 200));
  return apiGet<PaymentEventsResponse>(`/api/payments/events?${params.toString()}`);
}
