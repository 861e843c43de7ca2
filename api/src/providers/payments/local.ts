import { createHash, randomBytes } from 'node:crypto';
import { CHECKOUT_MESSAGES } from '@fondly/contract/payments';
import type { LocalPayments, TestCardOutcome } from '../../payments/port.js';

/** Stripe's public test cards, so the same numbers work offline and in Stripe's test mode. */
const TEST_CARDS: Record<string, TestCardOutcome> = {
  '4242424242424242': { ok: true, brand: 'Visa', last4: '4242', failsRenewals: false },
  '5555555555554444': { ok: true, brand: 'Mastercard', last4: '4444', failsRenewals: false },
  '4000000000000341': { ok: true, brand: 'Visa', last4: '0341', failsRenewals: true },
  '4000000000000002': { ok: false, message: CHECKOUT_MESSAGES.declined },
  '4000000000009995': { ok: false, message: 'Your card has insufficient funds. Please try a different card.' },
};

/** The local checkout: payments taken by our own page, no account anywhere. */
export function createLocalPayments(): LocalPayments {
  const newId = (prefix: string) => `${prefix}_local_${randomBytes(18).toString('base64url')}`;
  return {
    kind: 'local',
    newId,
    async createCheckout() {
      const sessionId = newId('cs');
      return { sessionId, url: `/checkout/${sessionId}` };
    },
    chargeTestCard(cardNumber) {
      const digits = cardNumber.replace(/[\s-]/g, '');
      return TEST_CARDS[digits] ?? { ok: false, message: CHECKOUT_MESSAGES.notATestCard };
    },
    async refundInvoice({ idempotencyKey }) {
      // Same key, same refund id: a retried refund is recognised as the one already made.
      return { refundId: `re_local_${createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 24)}` };
    },
    async createPortalSession() {
      return { url: '/checkout/manage' };
    },
  };
}
