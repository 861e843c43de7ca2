import type { CheckoutSession, CheckoutUrl, LocalCheckoutPaymentInput, LocalCheckoutResult, WaitingCheckout } from '../payments.js';
import { read, post } from './route.js';

export const checkoutApi = {
  url: read('/api/checkout/:plan')<CheckoutUrl, { email?: string }>(),
  /** Registered before `url`: the newest paid plan this browser bought whose setup is not finished. */
  waiting: read('/api/checkout/waiting')<WaitingCheckout>(),
  session: read('/api/checkout/sessions/:id')<CheckoutSession>(),
  pay: post('/api/checkout/sessions/:id/pay')<LocalCheckoutResult, LocalCheckoutPaymentInput>(),
};
