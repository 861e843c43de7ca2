import { apiGet, apiPost, queryPath } from '@fondly/design-system/client';
import type { InvoicesResponse, MarkPayoutPaidInput, Ok, OperatorPayoutsResponse, RefundRequestInput, RefundResult } from '@fondly/api/contract';

/** Affiliate payout requests and the operator's decisions on them. */
export const getPayouts = () => apiGet<OperatorPayoutsResponse>('/api/payouts');
export const approvePayout = (id: string) => apiPost<Ok>(queryPath('/api/payouts', id, 'approve'));
export const rejectPayout = (id: string) => apiPost<Ok>(queryPath('/api/payouts', id, 'reject'));
export const markPayoutPaid = (id: string, reference: string) => apiPost<Ok>(queryPath('/api/payouts', id, 'mark-paid'), { reference } satisfies MarkPayoutPaidInput);

/** Invoices for the 30-day money-back guarantee. */
export const getInvoices = (search?: string) =>
  apiGet<InvoicesResponse>(`/api/payments/invoices${search ? `?search=${encodeURIComponent(search)}` : ''}`);
export const refundInvoice = (id: string, input: RefundRequestInput) => apiPost<RefundResult>(queryPath('/api/payments/invoices', id, 'refund'), input);
