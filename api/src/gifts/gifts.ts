import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context.js';
import type { Tx } from '../db/client.js';
import { checkouts, gifts, invoices, recipients } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { clientIp, countInWindow, hit } from '../lib/rate-limit.js';
import { getPlan } from '../plans/index.js';
import {
  GIFT_CODE_ALPHABET,
  GIFT_CODE_MESSAGES,
  GIFT_FOR_SOMEONE_NEW,
  GIFT_TO_ACCOUNT_MESSAGES,
  giftCardPath,
  giftRedeemPath,
  giftTerm,
  type GiftAdded,
  type GiftCard,
  type GiftPlanId,
  type GiftPurchase,
  type GiftToAccountInput,
} from '@fondly/contract/gift';
import {
  addGiftMonths,
  attachCheckoutToSubscriber,
  attachGiftPayment,
  confirmCheckout,
  currentSubscription,
  detachGiftPayment,
  renewsAtProvider,
  startCheckout,
  type Subscription,
} from '../payments/index.js';
import { enqueueNotification } from '../notifications/events.js';
import { replanFamilyCalls } from '../calls/scheduling/planner.js';

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
    .select({ gift: gifts, checkout: checkouts, refundedInvoice: invoices.id })
    .from(gifts)
    .innerJoin(checkouts, eq(checkouts.id, gifts.checkoutId))
    .leftJoin(invoices, and(eq(invoices.checkoutId, gifts.checkoutId), eq(invoices.status, 'refunded')))
    .where(eq(gifts.code, code))
    .limit(1);
  if (!row) {
    await hit(deps.database.db, key, GIFT_GUESS_WINDOW_MS, now);
    throw new AppError(404, 'not_found', GIFT_CODE_MESSAGES.notFound, { code: GIFT_CODE_MESSAGES.notFound });
  }
  // Like paid, refunded is the payment's own state (decision 157): the gift's invoice went back to the buyer.
  return { gift: row.gift, checkout: row.checkout, refunded: row.refundedInvoice !== null };
}

function cardOf(deps: AppDeps, gift: Gift, paid: boolean, refunded: boolean): GiftCard {
  const plan = getPlan(gift.plan);
  return {
    code: gift.code,
    status: gift.redeemedAt ? 'redeemed' : refunded ? 'refunded' : paid ? 'paid' : 'awaiting-payment',
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
  let found = await findGiftGuarded(deps, c, code);
  if (found.checkout.status !== 'completed') {
    await confirmCheckout(deps, found.checkout.providerSessionId);
    found = await findGiftGuarded(deps, c, code);
  }
  return cardOf(deps, found.gift, found.checkout.status === 'completed', found.refunded);
}

/**
 * Checks a code can be redeemed and answers what the new account's subscription is linked by:
 * the gift's paid checkout. Wrong, unpaid and used codes each get their own message.
 */
export async function redeemableGift(deps: AppDeps, c: Context<AppEnv>, code: string) {
  const { gift, checkout, refunded } = await findGiftGuarded(deps, c, code);
  if (gift.redeemedAt) throw new AppError(409, 'conflict', GIFT_CODE_MESSAGES.alreadyRedeemed, { code: GIFT_CODE_MESSAGES.alreadyRedeemed });
  if (refunded) throw new AppError(409, 'conflict', GIFT_CODE_MESSAGES.refunded, { code: GIFT_CODE_MESSAGES.refunded });
  if (checkout.status !== 'completed') throw new AppError(409, 'conflict', GIFT_CODE_MESSAGES.notPaid, { code: GIFT_CODE_MESSAGES.notPaid });
  return { gift, transactionId: checkout.providerSessionId, plan: getPlan(gift.plan) };
}

/**
 * Inside the new account's transaction: the code is spent (once, even when two forms race: only
 * one update finds it unspent) and the gift's prepaid term joins the account from today.
 */
export async function claimGift(tx: Tx, giftId: string, transactionId: string, subscriberId: string, now: Date, termFrom?: Date) {
  await spendGift(tx, giftId, subscriberId, now);
  return attachCheckoutToSubscriber(tx, transactionId, subscriberId, { giftRedeemedAt: now, giftTermFrom: termFrom });
}

/**
 * Spends the code, once. The row lock taken here orders a redemption against a refund of the same
 * gift (payments/refund-records.ts locks it too): whichever comes second sees the first.
 */
async function spendGift(tx: Tx, giftId: string, subscriberId: string, now: Date) {
  const [claimed] = await tx
    .update(gifts)
    .set({ redeemedAt: now, redeemedBySubscriberId: subscriberId })
    .where(and(eq(gifts.id, giftId), isNull(gifts.redeemedAt)))
    .returning({ checkoutId: gifts.checkoutId });
  if (!claimed) throw new AppError(409, 'conflict', GIFT_CODE_MESSAGES.alreadyRedeemed, { code: GIFT_CODE_MESSAGES.alreadyRedeemed });
  const [refund] = await tx.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.checkoutId, claimed.checkoutId), eq(invoices.status, 'refunded'))).limit(1);
  if (refund) throw new AppError(409, 'conflict', GIFT_CODE_MESSAGES.refunded, { code: GIFT_CODE_MESSAGES.refunded });
}

/** The code is given back: the provider could not add the months it paid for. */
async function unspendGift(tx: Tx, giftId: string, subscriberId: string) {
  await tx.update(gifts).set({ redeemedAt: null, redeemedBySubscriberId: null }).where(and(eq(gifts.id, giftId), eq(gifts.redeemedBySubscriberId, subscriberId)));
}

/**
 * Where a gift's term starts in an account that has one already: after the time it already has
 * that does not renew (a gift still running, a trial without a card, a plan canceled but paid
 * until a later day), otherwise now.
 */
function giftTermStart(current: Subscription | null, now: Date): Date {
  if (!current || !['trialing', 'active', 'canceled'].includes(current.status)) return now;
  const end = current.currentPeriodEnd ?? current.trialEnd;
  return end && end > now ? end : now;
}

/**
 * A signed-in family redeems a gift into its own account (decision 157). The plan belongs to the
 * account and covers everyone it calls, so the gift's months go to it:
 *  - a plan that renews at the provider keeps its plan and its next payment moves back by the
 *    gift's months (a trial until then, nothing prorated);
 *  - otherwise (free, a trial without a card, a gift, an ended plan) the gift becomes the plan,
 *    its term starting after any time the account already has;
 *  - a payment already due (past due) is not covered by a gift: the family sorts the card first.
 * The person it is for is one of theirs, or someone new (the page then asks about them).
 */
export async function addGiftToAccount(deps: AppDeps, c: Context<AppEnv>, code: string, subscriberId: string, input: GiftToAccountInput): Promise<GiftAdded> {
  const db = deps.database.db;
  const forSomeoneNew = input.forWhom === GIFT_FOR_SOMEONE_NEW;
  if (!forSomeoneNew) await ownPerson(db, subscriberId, input.forWhom);
  const { gift, transactionId, plan } = await redeemableGift(deps, c, code);
  const current = await currentSubscription(db, subscriberId);
  if (current?.status === 'past_due') throw new AppError(409, 'conflict', GIFT_TO_ACCOUNT_MESSAGES.pastDue);
  const now = deps.now();
  const months = plan.termMonths ?? 1;

  let after: Subscription;
  if (renewsAtProvider(current)) {
    // The code is spent first, so two tabs cannot both add it; the provider is asked outside the transaction.
    await db.transaction(async (tx) => {
      await spendGift(tx, gift.id, subscriberId, now);
      await attachGiftPayment(tx, gift.checkoutId, subscriberId, now);
    });
    try {
      after = await addGiftMonths(deps, current, months, `gift-months-${gift.id}`);
    } catch (err) {
      c.var.log.error({ err, giftId: gift.id }, 'could not add a gift’s months at the payment provider; the code is given back');
      await db.transaction(async (tx) => {
        await detachGiftPayment(tx, gift.checkoutId, subscriberId);
        await unspendGift(tx, gift.id, subscriberId);
      });
      throw new AppError(503, 'unavailable', GIFT_TO_ACCOUNT_MESSAGES.couldNotAdd);
    }
    await enqueueNotification(db, { type: 'gift-added', giftId: gift.id });
  } else {
    after = await db.transaction(async (tx) => {
      const sub = await claimGift(tx, gift.id, transactionId, subscriberId, now, giftTermStart(current, now));
      await enqueueNotification(tx, { type: 'gift-added', giftId: gift.id });
      return sub;
    });
  }
  // A free family's calls now follow the gift's allowance.
  await replanFamilyCalls(deps, subscriberId);
  const renews = renewsAtProvider(after);
  const paidUntil = (renews ? (after.trialEnd ?? after.currentPeriodEnd) : after.currentPeriodEnd) ?? now;
  return {
    term: giftTerm(plan.termMonths),
    planName: getPlan(after.plan).name,
    paidUntil: paidUntil.toISOString(),
    nextPaymentAt: renews && !after.cancelAtPeriodEnd ? paidUntil.toISOString() : null,
    nextPath: forSomeoneNew ? '/schedule-call' : '/dashboard',
  };
}

/** One of the family's own people, or the same 404 as for a stranger's. */
async function ownPerson(db: AppDeps['database']['db'], subscriberId: string, recipientId: string) {
  const missing = () => new AppError(404, 'not_found', GIFT_TO_ACCOUNT_MESSAGES.personNotFound, { forWhom: GIFT_TO_ACCOUNT_MESSAGES.personNotFound });
  if (!z.uuid().safeParse(recipientId).success) throw missing();
  const [row] = await db.select({ id: recipients.id }).from(recipients).where(and(eq(recipients.id, recipientId), eq(recipients.subscriberId, subscriberId))).limit(1);
  if (!row) throw missing();
}
