import { apiGet, apiPost, queryPath } from '@fondly/design-system/client';
import type { InvoiceRow, OperatorPayout, RefundRequestInput } from '@fondly/api/contract';

/** Affiliate payout requests and the operator's decisions on them. */
export const getPayouts = () => apiGet<{ payouts: OperatorPayout[] }>('/api/payouts');
export const approvePayout = (id: string) => apiPost(queryPath('/api/payouts', id, 'approve'));
export const rejectPayout = (id: string) => apiPost(queryPath('/api/payouts', id, 'reject'));
export const markPayoutPaid = (id: string, reference: string) => apiPost(queryPath('/api/payouts', id, 'mark-paid'), { reference });

/** Invoices for the 30-day money-back guarantee. */
export const getInvoices = (search?: string) =>
  apiGet<{ invoices: InvoiceRow[] }>(`/api/payments/invoices${search ? `?search=${encodeURIComponent(search)}` : ''}`);
export const refundInvoice = (id: string, input: RefundRequestInput) => apiPost(queryPath('/api/payments/invoices', id, 'refund'), input);
