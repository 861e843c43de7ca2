import type { CheckoutSession, CheckoutUrl, LocalCheckoutPaymentInput, LocalCheckoutResult } from '../payments.js';
import { read, post } from './route.js';

export const checkoutApi = {
  url: read('/api/checkout/:plan')<CheckoutUrl, { email?: string }>(),
  session: read('/api/checkout/sessions/:id')<CheckoutSession>(),
  pay: post('/api/checkout/sessions/:id/pay')<LocalCheckoutResult, LocalCheckoutPaymentInput>(),
};
