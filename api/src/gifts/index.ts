// The gifts domain's public surface (decisions 151, 157): buying a gift, its card, redeeming its code into a new account or an existing one.
export { addGiftToAccount, buyGift, claimGift, giftCard, newGiftCode, redeemableGift, GIFT_GUESS_LIMIT } from './gifts.js';
