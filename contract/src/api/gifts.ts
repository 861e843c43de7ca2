import type { SignupResult } from '../onboarding.js';
import type { GiftAdded, GiftCard, GiftCheckout, GiftPurchaseInput, GiftRedeemInput, GiftToAccountInput } from '../gift.js';
import { read, post } from './route.js';

/** Gifts bought online (decision 151): buy and pay, the printable card, and redeeming it into a new account or an existing one. */
export const giftsApi = {
  buy: post('/api/gifts')<GiftCheckout, GiftPurchaseInput>(),
  card: read('/api/gifts/:code')<GiftCard>(),
  redeem: post('/api/gifts/:code/redeem')<SignupResult, GiftRedeemInput>(),
  /** A signed-in family adds the gift's months to its own plan (decision 157). */
  addToAccount: post('/api/gifts/:code/add-to-account')<GiftAdded, GiftToAccountInput>(),
};
