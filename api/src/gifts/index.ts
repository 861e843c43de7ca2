// The gifts domain's public surface (decision 151): buying a gift, its card, redeeming its code.
export { buyGift, claimGift, giftCard, newGiftCode, redeemableGift, GIFT_GUESS_LIMIT } from './gifts.js';
