import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { checkouts, gifts, invoices, referralRewards, subscriptions, type SubscriptionSnapshot } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { getPlan } from '../plans/index.js';
import { recordReferrer } from '../families/referral.js';
import type { Plan } from '@fondly/contract/plans';
import { addMonths, subscriptionColumns, type Subscription } from './subscriptions.js';

export const CHECKOUT_LINK_MESSAGES = {
  notFound: 'This checkout could not be found.',
  alreadyLinked: 'This payment is already linked to an account. Please sign in instead.',
  isGift: 'This payment is a gift: it is redeemed with the code on its card, at /redeem.',
} as const;

export interface CompletedCheckout {
  /** The provider's session id: what /onboarding receives as transaction_id. */
  transactionId: string;
  checkoutId: string;
  provider: 'stripe' | 'local';
  plan: Plan;
  email: string | null;
  customerName: string | null;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  /** The affiliate or refer-a-friend code the buyer arrived with. */
  referralCode: string | null;
  affiliateId: string | null;
  referrerSubscriberId: string | null;
  /** Set once an account has claimed this checkout. */
  subscriberId: string | null;
  completedAt: Date;
}

const MAX_TRANSACTION_ID = 255;

/**
 * A checkout that really completed (the provider said so), or null: an unknown id, an
 * abandoned or expired checkout, or a made-up transaction_id all answer null.
 */
export async function getCompletedCheckout(db: DbOrTx, transactionId: string): Promise<CompletedCheckout | null> {
  if (!transactionId || transactionId.length > MAX_TRANSACTION_ID) return null;
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.providerSessionId, transactionId), eq(checkouts.status, 'completed')))
    .limit(1);
  if (!row || !row.completedAt) return null;
  return {
    transactionId: row.providerSessionId,
    checkoutId: row.id,
    provider: row.provider,
    plan: getPlan(row.plan),
    email: row.email,
    customerName: row.customerName,
    providerCustomerId: row.providerCustomerId,
    providerSubscriptionId: row.providerSubscriptionId,
    referralCode: row.referralCode,
    affiliateId: row.affiliateId,
    referrerSubscriberId: row.referrerSubscriberId,
    subscriberId: row.subscriberId,
    completedAt: row.completedAt,
  };
}

/**
 * What the subscription looks like before Stripe's own subscription event has arrived:
 * Checkout only completes once the subscription exists, so it is in its trial (or paid).
 */
function provisionalSnapshot(plan: Plan, completedAt: Date): SubscriptionSnapshot {
  const trialEnd = plan.trialDays > 0 ? new Date(completedAt.getTime() + plan.trialDays * 86_400_000) : null;
  return {
    status: trialEnd ? 'trialing' : 'active',
    plan: plan.id,
    currentPeriodStart: completedAt.toISOString(),
    currentPeriodEnd: trialEnd?.toISOString() ?? null,
    trialEnd: trialEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    // The epoch: any real event from the provider replaces this guess.
    providerUpdatedAt: new Date(0).toISOString(),
  };
}

/**
 * A redeemed gift: active for its whole term from the day it is redeemed, or, in an account that
 * already has time that does not renew (a gift still running, a trial without a card), from the
 * end of that time (`termFrom`, decision 157).
 */
function giftSnapshot(plan: Plan, from: Date, termFrom: Date = from): SubscriptionSnapshot {
  return {
    status: 'active',
    plan: plan.id,
    currentPeriodStart: from.toISOString(),
    currentPeriodEnd: addMonths(termFrom, plan.termMonths ?? 1).toISOString(),
    trialEnd: null,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    providerUpdatedAt: from.toISOString(),
  };
}

/**
 * Links a completed checkout to the account being created, inside the caller's signup
 * transaction: the paid subscription becomes this subscriber's, exactly once. A second
 * attempt (another tab, a replayed form, someone else's transaction id) fails with 409.
 */
export async function attachCheckoutToSubscriber(
  tx: DbOrTx,
  transactionId: string,
  subscriberId: string,
  /** A gift being redeemed (gifts/redeem.ts): its prepaid term runs from this moment, not from the day it was bought. */
  opts: { giftRedeemedAt?: Date; giftTermFrom?: Date; now?: Date } = {},
): Promise<Subscription> {
  // The app's clock where the caller has it: the new row must be the newest, which decides the plan.
  const now = opts.now ?? opts.giftRedeemedAt ?? new Date();
  // A gift's payment is the card's: only its code redeems it (decision 151), never the buyer's transaction id.
  const [gift] = await tx
    .select({ id: gifts.id })
    .from(gifts)
    .innerJoin(checkouts, eq(checkouts.id, gifts.checkoutId))
    .where(eq(checkouts.providerSessionId, transactionId.slice(0, MAX_TRANSACTION_ID)))
    .limit(1);
  if (gift && !opts.giftRedeemedAt) throw new AppError(409, 'conflict', CHECKOUT_LINK_MESSAGES.isGift);
  const [claimed] = await tx
    .update(checkouts)
    .set({ subscriberId, attachedAt: now })
    .where(
      and(
        eq(checkouts.providerSessionId, transactionId.slice(0, MAX_TRANSACTION_ID)),
        eq(checkouts.status, 'completed'),
        isNull(checkouts.subscriberId),
      ),
    )
    .returning();
  if (!claimed) {
    const existing = await getCompletedCheckout(tx, transactionId);
    if (existing?.subscriberId) throw new AppError(409, 'conflict', CHECKOUT_LINK_MESSAGES.alreadyLinked);
    throw new AppError(404, 'not_found', CHECKOUT_LINK_MESSAGES.notFound);
  }

  const plan = getPlan(claimed.plan);
  const snap =
    opts.giftRedeemedAt && claimed.mode === 'payment'
      ? giftSnapshot(plan, opts.giftRedeemedAt, opts.giftTermFrom)
      : (claimed.subscriptionSnapshot ?? provisionalSnapshot(plan, claimed.completedAt ?? now));
  // A free or not-yet-paid plan the account had before is superseded by the paid one.
  await tx
    .update(subscriptions)
    .set({ status: 'canceled', canceledAt: now, updatedAt: now })
    .where(and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.provider, 'none'), ne(subscriptions.status, 'canceled')));
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      subscriberId,
      provider: claimed.provider,
      providerCustomerId: claimed.providerCustomerId,
      providerSubscriptionId: claimed.providerSubscriptionId,
      ...subscriptionColumns(snap, null, now),
      metadata: { checkoutId: claimed.id },
      createdAt: now,
    })
    .returning();

  await recordReferrer(tx, subscriberId, {
    affiliateCode: claimed.affiliateId ? claimed.referralCode : null,
    subscriberId: claimed.referrerSubscriberId ?? null,
  });
  await tx.update(invoices).set({ subscriberId }).where(and(eq(invoices.checkoutId, claimed.id), isNull(invoices.subscriberId)));
  await tx
    .update(referralRewards)
    .set({ beneficiarySubscriberId: subscriberId })
    .where(and(eq(referralRewards.checkoutId, claimed.id), eq(referralRewards.kind, 'friend')));
  return subscription!;
}

/**
 * A gift's payment joins an account whose own subscription takes the gift's months (decision
 * 157): the payment is the account's (its invoice shows among theirs), and no subscription row
 * is made of it. `detachGiftPayment` undoes it when the provider could not add the months.
 */
export async function attachGiftPayment(tx: DbOrTx, checkoutId: string, subscriberId: string, now: Date) {
  const [claimed] = await tx
    .update(checkouts)
    .set({ subscriberId, attachedAt: now })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'completed'), isNull(checkouts.subscriberId)))
    .returning({ id: checkouts.id });
  if (!claimed) throw new AppError(409, 'conflict', CHECKOUT_LINK_MESSAGES.alreadyLinked);
  await tx.update(invoices).set({ subscriberId }).where(and(eq(invoices.checkoutId, checkoutId), isNull(invoices.subscriberId)));
}

export async function detachGiftPayment(tx: DbOrTx, checkoutId: string, subscriberId: string) {
  await tx.update(checkouts).set({ subscriberId: null, attachedAt: null }).where(and(eq(checkouts.id, checkoutId), eq(checkouts.subscriberId, subscriberId)));
  await tx.update(invoices).set({ subscriberId: null }).where(and(eq(invoices.checkoutId, checkoutId), eq(invoices.subscriberId, subscriberId)));
}

/** Our copy of what a deleted account's buyer typed at checkout; the payment provider keeps its own records. */
export async function forgetCheckoutDetailsOf(tx: DbOrTx, subscriberId: string) {
  await tx.update(checkouts).set({ email: null, customerName: null }).where(eq(checkouts.subscriberId, subscriberId));
}
