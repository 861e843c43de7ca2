import { callApi } from '@fondly/design-system/client';
import { paymentsApi, type RefundRequestInput } from '@fondly/contract';

/** Affiliate payout requests and the operator's decisions on them. */
export const getPayouts = () => callApi(paymentsApi.payouts);
export const approvePayout = (id: string) => callApi(paymentsApi.approvePayout, { params: { id } });
export const rejectPayout = (id: string) => callApi(paymentsApi.rejectPayout, { params: { id } });
export const markPayoutPaid = (id: string, reference: string) => callApi(paymentsApi.markPayoutPaid, { params: { id }, body: { reference } });

/** Invoices for the 30-day money-back guarantee. */
export const getInvoices = (search?: string) => callApi(paymentsApi.invoices, { query: { search: search || undefined } });
export const refundInvoice = (id: string, input: RefundRequestInput) => callApi(paymentsApi.refund, { params: { id }, body: input });
