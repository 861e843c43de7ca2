import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { checkouts, gifts, subscribers } from '../db/schema/index.js';
import { newSecret } from '../auth/index.js';
import { AppError } from '../lib/errors.js';
import { getPlan } from '../plans/index.js';
import { referralMonthText, type CheckoutSession } from '@fondly/contract/payments';
import { formatCents } from '@fondly/contract/plan-catalogue';
import { resolveReferralCode, type Referrer } from '../referrals/index.js';
import { recordProviderEvent } from './events.js';
import { followUpProviderEvent } from './follow-up.js';

export const CHECKOUT_ERRORS = {
  notPurchasable: (name: string) => `The ${name} plan needs no payment: start it from the signup page.`,
  notFound: 'This checkout could not be found.',
} as const;

/** Where Stripe sends the browser back: the landing page passes it on to /onboarding. */
function successUrl(publicUrl: string, sessionIdPlaceholder: string, email: string | null) {
  // Stripe fills {CHECKOUT_SESSION_ID} in itself, so it must stay unencoded.
  return `${publicUrl}/?transaction_id=${sessionIdPlaceholder}&email=${encodeURIComponent(email ?? '')}`;
}

/**
 * Starts a checkout for one plan: Stripe Checkout (a subscription with the plan's 7-day
 * trial, or a one-time payment for gifts), or our local checkout page. The referral code
 * the browser kept travels in the metadata, so every later invoice knows its affiliate.
 */
export async function startCheckout(
  deps: AppDeps,
  input: {
    plan: string;
    email: string | null;
    referralCode: string | null;
    subscriberId?: string | null;
    /** Where the browser goes once paid, instead of the landing page (a gift's card page: /gift/card/<code>). */
    successPath?: string;
  },
): Promise<{ url: string; sessionId: string; checkoutRef: string }> {
  const plan = getPlan(input.plan);
  if (!plan.purchasable) throw new AppError(400, 'bad_request', CHECKOUT_ERRORS.notPurchasable(plan.name));
  const referrer = await referrerFor(deps, input.referralCode, input.subscriberId ?? null);
  const checkoutRef = `chk_${newSecret(12)}`;
  const email = input.email?.toLowerCase() ?? (await accountEmail(deps, input.subscriberId ?? null));
  const { sessionId, url } = await deps.providers.payments.createCheckout({
    checkoutRef,
    plan,
    email,
    metadata: referrer ? { referralCode: referrer.code, referralKind: referrer.kind } : {},
    successUrl: input.successPath ? `${deps.config.publicUrl}${input.successPath}` : successUrl(deps.config.publicUrl, '{CHECKOUT_SESSION_ID}', email),
    cancelUrl: `${deps.config.publicUrl}/#pricing`,
  });
  await deps.database.db.insert(checkouts).values({
    id: checkoutRef,
    provider: deps.providers.payments.kind,
    providerSessionId: sessionId,
    plan: plan.id,
    mode: plan.interval === 'once' ? 'payment' : 'subscription',
    amountCents: plan.priceCents,
    currency: plan.currency,
    email,
    referralCode: referrer?.code ?? null,
    affiliateId: referrer?.kind === 'affiliate' ? referrer.affiliateId : null,
    referrerSubscriberId: referrer?.kind === 'friend' ? referrer.subscriberId : null,
    // A signed-in family buying its own plan: the payment joins the account the moment it is
    // confirmed. A gift is for someone else's account, so it never does.
    buyerSubscriberId: plan.interval === 'once' ? null : (input.subscriberId ?? null),
    successPath: input.successPath ?? null,
    createdAt: deps.now(),
  });
  return { url, sessionId, checkoutRef };
}

/** A signed-in family's own email, so its checkout needs no typing. */
async function accountEmail(deps: AppDeps, subscriberId: string | null): Promise<string | null> {
  if (!subscriberId) return null;
  const [account] = await deps.database.db.select({ email: subscribers.email }).from(subscribers).where(eq(subscribers.id, subscriberId)).limit(1);
  return account?.email ?? null;
}

/**
 * Who gets credit for this purchase: the link the browser came through, or else, for a
 * family already signed in (a free plan moving to a paid one), whoever referred them at
 * signup. Nobody earns from their own refer-a-friend code.
 */
async function referrerFor(deps: AppDeps, referralCode: string | null, subscriberId: string | null): Promise<Referrer | null> {
  const db = deps.database.db;
  let referrer = await resolveReferralCode(db, referralCode);
  if (!referrer && subscriberId) {
    const [account] = await db.select().from(subscribers).where(eq(subscribers.id, subscriberId)).limit(1);
    if (account?.referredByAffiliateCode) referrer = await resolveReferralCode(db, account.referredByAffiliateCode);
    else if (account?.referredBySubscriberId) {
      const [friend] = await db.select({ code: subscribers.referralCode }).from(subscribers).where(eq(subscribers.id, account.referredBySubscriberId)).limit(1);
      referrer = await resolveReferralCode(db, friend?.code);
    }
  }
  if (referrer?.kind === 'friend' && referrer.subscriberId === subscriberId) return null;
  return referrer;
}

/**
 * Makes sure a checkout the browser says it finished is recorded as finished. Stripe's
 * redirect can arrive before its webhook; then Stripe is asked directly, and its answer
 * goes through the same event handler. Call it before getCompletedCheckout on /onboarding.
 * Answers the families whose calls are to be planned again (a payment that joined its account).
 */
export async function confirmCheckout(deps: AppDeps, transactionId: string): Promise<string[]> {
  const db = deps.database.db;
  const [row] = await db.select().from(checkouts).where(eq(checkouts.providerSessionId, transactionId)).limit(1);
  const payments = deps.providers.payments;
  if (!row || row.status !== 'open' || row.provider !== 'stripe' || payments.kind !== 'stripe') return [];
  const envelope = await payments.retrieveCompletedCheckout(transactionId);
  if (!envelope) return [];
  const result = await db.transaction((tx) => recordProviderEvent(tx, envelope, deps.now()));
  return followUpProviderEvent(deps, result);
}

/** How long after payment a browser that did not start the checkout (the buyer on another device) still sees the payer's details, while no account has claimed it. */
export const PAYER_DETAILS_AFTER_PAYMENT_MS = 30 * 60_000;

/**
 * Who is asking about a checkout: the checkout ids this browser started (its httpOnly cookie,
 * routes/checkout.ts) and the signed-in family, if any.
 */
export interface CheckoutViewer {
  startedHere: readonly string[];
  subscriberId: string | null;
}

/** What the local checkout page and /onboarding may show about a checkout (confirm it first: `confirmCheckout`). */
export async function describeCheckout(deps: AppDeps, sessionId: string, viewer: CheckoutViewer): Promise<CheckoutSession> {
  const [row] = await deps.database.db.select().from(checkouts).where(eq(checkouts.providerSessionId, sessionId)).limit(1);
  if (!row) throw new AppError(404, 'not_found', CHECKOUT_ERRORS.notFound);
  const plan = getPlan(row.plan);
  // The id alone travels (links, screens, logs): the payer's name and email go to the browser that
  // started the checkout, to the account it belongs to (or that started it, as the funnel does), or for a short while after payment until
  // an account claims it, so /onboarding on another device still starts filled in.
  const justPaid = row.completedAt !== null && row.subscriberId === null && deps.now().getTime() - row.completedAt.getTime() <= PAYER_DETAILS_AFTER_PAYMENT_MS;
  const ownAccount = viewer.subscriberId !== null && (row.subscriberId === viewer.subscriberId || row.buyerSubscriberId === viewer.subscriberId);
  const payerVisible = viewer.startedHere.includes(row.providerSessionId) || ownAccount || justPaid;
  return {
    id: row.providerSessionId,
    provider: row.provider,
    status: row.status,
    plan,
    amountCents: row.amountCents,
    currency: row.currency,
    trialDays: row.mode === 'subscription' ? plan.trialDays : 0,
    email: payerVisible ? row.email : null,
    customerName: payerVisible ? row.customerName : null,
    alreadyLinked: row.subscriberId !== null,
    linkedToYou: row.subscriberId !== null && row.subscriberId === viewer.subscriberId,
    // Refer a friend: the month free is credited when the payment completes (payments/events.ts); the friend reads it before paying.
    referralMonth:
      row.referrerSubscriberId && row.mode === 'subscription'
        ? referralMonthText(await friendFirstName(deps, row.referrerSubscriberId), plan.name, formatCents(plan.priceCents), plan.trialDays)
        : null,
  };
}

/** The first name of the family whose refer-a-friend link brought this checkout. */
async function friendFirstName(deps: AppDeps, subscriberId: string): Promise<string | null> {
  const [row] = await deps.database.db.select({ name: subscribers.name }).from(subscribers).where(eq(subscribers.id, subscriberId)).limit(1);
  return row?.name.trim().split(/\s+/)[0] || null;
}

/**
 * The newest plan paid for in a checkout this browser started whose setup is not finished (no
 * account has claimed it): /onboarding opened in another tab carries on with it. Gifts never.
 */
export async function waitingCheckout(deps: AppDeps, startedHere: readonly string[]): Promise<string | null> {
  if (!startedHere.length) return null;
  const [row] = await deps.database.db
    .select({ id: checkouts.providerSessionId })
    .from(checkouts)
    .where(and(inArray(checkouts.providerSessionId, [...startedHere]), eq(checkouts.status, 'completed'), eq(checkouts.mode, 'subscription'), isNull(checkouts.subscriberId)))
    .orderBy(desc(checkouts.completedAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The paid plans still waiting for their account that were paid with this email (not gifts): a
 * sign-in request for it sends the link that finishes the setup (walk finding 1).
 */
export async function unclaimedCheckoutsFor(db: DbOrTx, email: string): Promise<string[]> {
  const rows = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .leftJoin(gifts, eq(gifts.checkoutId, checkouts.id))
    .where(and(eq(checkouts.email, email.toLowerCase()), eq(checkouts.status, 'completed'), eq(checkouts.mode, 'subscription'), isNull(checkouts.subscriberId), isNull(gifts.id)))
    .orderBy(desc(checkouts.completedAt))
    .limit(3);
  return rows.map((r) => r.id);
}

export { successUrl as checkoutSuccessUrl };
