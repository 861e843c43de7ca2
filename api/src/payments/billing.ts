import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { paymentEvents, recipients, schedules } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { getPlan } from '../plans/index.js';
import type { BillingSubscription, PaymentEventRow } from '@fondly/contract/payments';
import { getLocalSubscription } from './local-subscriptions.js';
import { currentSubscription, type Subscription } from './subscriptions.js';
import { GIFT_UNTIL_KEY } from './gift-months.js';

export const BILLING_MESSAGES = {
  noSubscription: 'There is no plan on this account yet.',
  nothingToManage: 'This plan has no card to manage: it was not bought through checkout.',
} as const;

/** The signed-in subscriber's current subscription; with `provider`, only one bought that way. */
export async function subscriptionToManage(deps: AppDeps, subscriberId: string, provider?: 'local' | 'stripe'): Promise<Subscription> {
  const sub = await currentSubscription(deps.database.db, subscriberId);
  if (!sub) throw new AppError(404, 'not_found', BILLING_MESSAGES.noSubscription);
  if (provider) {
    if (deps.providers.payments.kind !== provider) throw new AppError(409, 'conflict', 'Payments here go through Stripe: use its billing portal.');
    if (sub.provider !== provider || !sub.providerSubscriptionId) throw new AppError(409, 'conflict', BILLING_MESSAGES.nothingToManage);
  }
  return sub;
}

export async function describeBilling(deps: AppDeps, subscriberId: string): Promise<BillingSubscription> {
  const sub = await subscriptionToManage(deps, subscriberId);
  const plan = getPlan(sub.plan);
  const local = sub.provider === 'local' && sub.providerSubscriptionId ? await getLocalSubscription(deps.database.db, sub.providerSubscriptionId) : null;
  return {
    provider: sub.provider,
    plan: { id: plan.id, name: plan.name, priceCents: plan.priceCents, interval: plan.interval },
    status: sub.status,
    trialEnd: sub.trialEnd?.toISOString() ?? null,
    currentPeriodEnd: sub.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    card: local ? { brand: local.cardBrand, last4: local.cardLast4 } : null,
    creditCents: local?.creditCents ?? 0,
    giftUntil: giftUntilOf(sub, plan.interval, deps.now()),
  };
}

/** A gift plan's term, or the months a gift added to a renewing plan while they last (decision 157). */
function giftUntilOf(sub: Subscription, interval: string, now: Date): string | null {
  if (interval === 'once') return sub.currentPeriodEnd?.toISOString() ?? null;
  const added = sub.metadata?.[GIFT_UNTIL_KEY];
  return typeof added === 'string' && new Date(added) > now ? added : null;
}

export async function listPaymentEvents(db: DbOrTx, opts: { type?: string; limit: number }): Promise<PaymentEventRow[]> {
  const rows = await db
    .select()
    .from(paymentEvents)
    .where(opts.type ? eq(paymentEvents.type, opts.type) : undefined)
    .orderBy(desc(paymentEvents.receivedAt), desc(paymentEvents.id))
    .limit(opts.limit);
  return rows.map((r) => ({
    id: r.id,
    provider: r.provider,
    type: r.type,
    objectId: r.objectId,
    providerCreatedAt: r.providerCreatedAt.toISOString(),
    receivedAt: r.receivedAt.toISOString(),
    outcome: r.outcome,
  }));
}

