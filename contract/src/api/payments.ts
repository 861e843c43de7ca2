import type { MarkPayoutPaidInput, OperatorPayoutsResponse } from '../affiliates.js';
import type { InvoicesResponse, PaymentEventsResponse, RefundRequestInput, RefundResult } from '../payments.js';
import type { Ok } from '../platform.js';
import { read, post } from './route.js';

export const paymentsApi = {
  events: read('/api/payments/events')<PaymentEventsResponse, { type?: string; limit?: number }>(),
  invoices: read('/api/payments/invoices')<InvoicesResponse, { search?: string }>(),
  refund: post('/api/payments/invoices/:id/refund')<RefundResult, RefundRequestInput>(),
  payouts: read('/api/payouts')<OperatorPayoutsResponse>(),
  approvePayout: post('/api/payouts/:id/approve')<Ok>(),
  rejectPayout: post('/api/payouts/:id/reject')<Ok>(),
  markPayoutPaid: post('/api/payouts/:id/mark-paid')<Ok, MarkPayoutPaidInput>(),
};
