import type { SignupResult } from '../onboarding.js';
import type { GiftCard, GiftCheckout, GiftPurchaseInput, GiftRedeemInput } from '../gift.js';
import { read, post } from './route.js';

/** Gifts bought online (decision 151): buy and pay, the printable card, and redeeming it into a new account. */
export const giftsApi = {
  buy: post('/api/gifts')<GiftCheckout, GiftPurchaseInput>(),
  card: read('/api/gifts/:code')<GiftCard>(),
  redeem: post('/api/gifts/:code/redeem')<SignupResult, GiftRedeemInput>(),
};
