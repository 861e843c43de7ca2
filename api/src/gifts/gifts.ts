import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context.js';
import type { Tx } from '../db/client.js';
import { checkouts, gifts } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { clientIp, countInWindow, hit } from '../lib/rate-limit.js';
import { getPlan } from '../plans/index.js';
import {
  GIFT_CODE_ALPHABET,
  GIFT_CODE_MESSAGES,
  giftCardPath,
  giftRedeemPath,
  giftTerm,
  type GiftCard,
  type GiftPlanId,
  type GiftPurchase,
} from '@fondly/contract/gift';
import { attachCheckoutToSubscriber, confirmCheckout, startCheckout } from '../payments/index.js';

type Gift = typeof gifts.$inferSelect;

/** A new code: FOND- and two groups of four from an alphabet without look-alikes (31^8, about 8.5e11). */
export function newGiftCode(): string {
  const pick = () => Array.from({ length: 4 }, () => GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)]).join('');
  return `FOND-${pick()}-${pick()}`;
}

/**
 * Buying a gift (decision 151): the gift's details are kept, and the plan's one-time checkout
 * (Stripe, or the local checkout) is opened with the card page as its return address. Nothing
 * counts as paid here: the checkout's completion (webhook or local processor) does.
 */
export async function buyGift(deps: AppDeps, input: GiftPurchase, referralCode: string | null): Promise<{ url: string; code: string; sessionId: string }> {
  const code = newGiftCode();
  const { url, sessionId, checkoutRef } = await startCheckout(deps, {
    plan: input.plan,
    email: input.buyerEmail,
    referralCode,
    successPath: giftCardPath(code),
  });
  await deps.database.db.insert(gifts).values({
    code,
    checkoutId: checkoutRef,
    plan: input.plan,
    buyerName: input.buyerName,
    buyerEmail: input.buyerEmail,
    recipientFirstName: input.recipientFirstName,
    message: input.message,
    deliveryDate: input.deliveryDate,
    timeZone: input.timeZone,
    deliverToEmail: input.deliverToEmail || null,
    createdAt: deps.now(),
  });
  return { url, code, sessionId };
}

/** Wrong codes an address may try in this window before it must wait. */
export const GIFT_GUESS_LIMIT = 10;
const GIFT_GUESS_WINDOW_MS = 15 * 60_000;

/**
 * Code guessing is limited by misses: a family reloading its own card never runs out, while an
 * address that tries `GIFT_GUESS_LIMIT` wrong codes waits out the window.
 */
async function findGiftGuarded(deps: AppDeps, c: Context<AppEnv>, code: string) {
  const key = `gift-miss:${clientIp(c, deps.config.trustedProxyHops)}`;
  const now = deps.now();
  const windowStart = new Date(Math.floor(now.getTime() / GIFT_GUESS_WINDOW_MS) * GIFT_GUESS_WINDOW_MS);
  if ((await countInWindow(deps.database.db, key, windowStart)) >= GIFT_GUESS_LIMIT) {
    c.header('Retry-After', String(GIFT_GUESS_WINDOW_MS / 1000));
    throw new AppError(429, 'rate_limited', GIFT_CODE_MESSAGES.tooManyTries);
  }
  const [row] = await deps.database.db
    .select({ gift: gifts, checkout: checkouts })
    .from(gifts)
    .innerJoin(checkouts, eq(checkouts.id, gifts.checkoutId))
    .where(eq(gifts.code, code))
    .limit(1);
  if (!row) {
    await hit(deps.database.db, key, GIFT_GUESS_WINDOW_MS, now);
    throw new AppError(404, 'not_found', GIFT_CODE_MESSAGES.notFound, { code: GIFT_CODE_MESSAGES.notFound });
  }
  return row;
}

function cardOf(deps: AppDeps, gift: Gift, paid: boolean): GiftCard {
  const plan = getPlan(gift.plan);
  return {
    code: gift.code,
    status: gift.redeemedAt ? 'redeemed' : paid ? 'paid' : 'awaiting-payment',
    planId: plan.id as GiftPlanId,
    planName: plan.name,
    term: giftTerm(plan.termMonths),
    buyerName: gift.buyerName,
    recipientFirstName: gift.recipientFirstName,
    message: gift.message,
    deliveryDate: gift.deliveryDate,
    redeemUrl: `${deps.config.publicUrl}${giftRedeemPath(gift.code)}`,
  };
}

/**
 * The card by its code. A Stripe checkout the webhook has not reached yet is asked about
 * directly (as /onboarding does), so a buyer back from Stripe sees the card at once.
 */
export async function giftCard(deps: AppDeps, c: Context<AppEnv>, code: string): Promise<GiftCard> {
  let { gift, checkout } = await findGiftGuarded(deps, c, code);
  if (checkout.status !== 'completed') {
    await confirmCheckout(deps, checkout.providerSessionId);
    ({ gift, checkout } = await findGiftGuarded(deps, c, code));
  }
  return cardOf(deps, gift, checkout.status === 'completed');
}

/**
 * Checks a code can be redeemed and answers what the new account's subscription is linked by:
 * the gift's paid checkout. Wrong, unpaid and used codes each get their own message.
 */
export async function redeemableGift(deps: AppDeps, c: Context<AppEnv>, code: string) {
  const { gift, checkout } = await findGiftGuarded(deps, c, code);
  if (gift.redeemedAt) throw new AppError(409, 'conflict', GIFT_CODE_MESSAGES.alreadyRedeemed, { code: GIFT_CODE_MESSAGES.alreadyRedeemed });
  if (checkout.status !== 'completed') throw new AppError(409, 'conflict', GIFT_CODE_MESSAGES.notPaid, { code: GIFT_CODE_MESSAGES.notPaid });
  return { gift, transactionId: checkout.providerSessionId, plan: getPlan(gift.plan) };
}

/**
 * Inside the new account's transaction: the code is spent (once, even when two forms race: only
 * one update finds it unspent) and the gift's prepaid term joins the account from today.
 */
export async function claimGift(tx: Tx, giftId: string, transactionId: string, subscriberId: string, now: Date) {
  const [claimed] = await tx
    .update(gifts)
    .set({ redeemedAt: now, redeemedBySubscriberId: subscriberId })
    .where(and(eq(gifts.id, giftId), isNull(gifts.redeemedAt)))
    .returning({ id: gifts.id });
  if (!claimed) throw new AppError(409, 'conflict', GIFT_CODE_MESSAGES.alreadyRedeemed, { code: GIFT_CODE_MESSAGES.alreadyRedeemed });
  return attachCheckoutToSubscriber(tx, transactionId, subscriberId, { giftRedeemedAt: now });
}
