import { enqueueNotification } from '../notifications/events.js';
import { and, desc, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { DbOrTx } from '../db/client.js';
import { arrayLiteral } from '../db/array-literal.js';
import { checkouts, subscriptions, type SubscriptionSnapshot } from '../db/schema/index.js';
import type { SubscriptionState } from './port.js';
import type { Plan } from '@fondly/contract/plans';
import { includesPremiumFeatures, resolvePlanId } from '@fondly/contract/plan-catalogue';

export type Subscription = typeof subscriptions.$inferSelect;

/** Whether a row is a live plan (it outranks an ended one stamped at the same instant). */
const LIVE_FIRST = sql`case when ${subscriptions.status} in ('free', 'trialing', 'active', 'past_due') then 0 else 1 end`;

/**
 * The subscription that decides each subscriber's plan and calls: the newest row (a paid
 * plan supersedes the free or trial one it replaced; a cancelled plan that is the newest
 * still decides, so cancelling stops the calls at the end of the paid period), a live one
 * first when two share an instant. The one query every domain uses (decision 110).
 */
export async function currentSubscriptions(db: DbOrTx, subscriberIds: string[]): Promise<Map<string, Subscription>> {
  const out = new Map<string, Subscription>();
  if (!subscriberIds.length) return out;
  const rows = await db
    .selectDistinctOn([subscriptions.subscriberId])
    .from(subscriptions)
    // One array parameter, not one per id: the planner asks for thousands at a time.
    .where(sql`${subscriptions.subscriberId} = any(${arrayLiteral(subscriberIds)}::text::uuid[])`)
    .orderBy(subscriptions.subscriberId, desc(subscriptions.createdAt), LIVE_FIRST, desc(subscriptions.id));
  for (const r of rows) out.set(r.subscriberId, r);
  return out;
}

/** One subscriber's current subscription (see currentSubscriptions). */
export async function currentSubscription(db: DbOrTx, subscriberId: string): Promise<Subscription | null> {
  return (await currentSubscriptions(db, [subscriberId])).get(subscriberId) ?? null;
}

/**
 * Whether the family's plan, while it runs, includes Premium's features (decision 166): the one
 * rule asked when a feature is set up (families) and when an alert is texted or rung (decision 177).
 */
export async function hasPremiumFeatures(db: DbOrTx, subscriberId: string): Promise<boolean> {
  const sub = await currentSubscription(db, subscriberId);
  return !!sub && ['trialing', 'active', 'past_due'].includes(sub.status) && includesPremiumFeatures(sub.plan);
}

/** Lifecycle order, to settle two states stamped with the same second: the later stage wins. */
const STAGE: Record<SubscriptionSnapshot['status'], number> = { incomplete: 0, trialing: 1, active: 2, past_due: 3, canceled: 4 };

/**
 * Whether a state observed at `observedAt` replaces the stored one. Two states stamped with
 * the same time (Stripe stamps whole seconds) are a tie: the later lifecycle stage is kept
 * for now and the caller re-reads the subscription from the provider to be sure.
 */
export function compareObserved(
  observedAt: Date,
  status: SubscriptionSnapshot['status'],
  stored: { at: Date | null; status: string | null },
): { apply: boolean; tie: boolean } {
  if (!stored.at || observedAt.getTime() !== stored.at.getTime()) return { apply: !stored.at || observedAt > stored.at, tie: false };
  return { apply: STAGE[status] >= (STAGE[stored.status as SubscriptionSnapshot['status']] ?? 0), tie: true };
}

export interface AppliedState {
  outcome: string;
  /** Same timestamp as the stored state: re-read the subscription from the provider. */
  tie: boolean;
  /** The account whose plan this changed (a switch in Stripe's portal): its calls are planned again. */
  planChangedFor?: string;
}

export function snapshotOf(state: SubscriptionState, observedAt: Date, fallbackPlan: string): SubscriptionSnapshot {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    status: state.status,
    plan: state.plan || fallbackPlan,
    currentPeriodStart: iso(state.currentPeriodStart),
    currentPeriodEnd: iso(state.currentPeriodEnd),
    trialEnd: iso(state.trialEnd),
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    canceledAt: iso(state.canceledAt),
    providerUpdatedAt: observedAt.toISOString(),
  };
}

/** The columns of a subscriptions row that a snapshot sets; past due remembers when it began. */
export function subscriptionColumns(snap: SubscriptionSnapshot, previousPastDueSince: Date | null, now: Date) {
  const date = (s: string | null) => (s ? new Date(s) : null);
  return {
    plan: snap.plan,
    status: snap.status,
    currentPeriodStart: date(snap.currentPeriodStart),
    currentPeriodEnd: date(snap.currentPeriodEnd),
    trialEnd: date(snap.trialEnd),
    cancelAtPeriodEnd: snap.cancelAtPeriodEnd,
    canceledAt: date(snap.canceledAt),
    pastDueSince: snap.status === 'past_due' ? (previousPastDueSince ?? now) : null,
    providerUpdatedAt: new Date(snap.providerUpdatedAt),
    updatedAt: now,
  };
}

/**
 * Applies the provider's view of a subscription. Once an account holds it, its
 * subscriptions row follows; before that, the checkout keeps a snapshot for the account
 * to start from. Older events never overwrite newer state. Answers what happened.
 */
export async function applySubscriptionState(
  tx: DbOrTx,
  state: SubscriptionState,
  observedAt: Date,
  now: Date,
  opts: { freshRead?: boolean } = {},
): Promise<AppliedState> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, state.id))
    .for('update')
    .limit(1);
  if (row) {
    // A state read from the provider just now is the truth, whatever the stored stamp says.
    if (opts.freshRead && row.providerUpdatedAt && row.providerUpdatedAt >= observedAt) {
      observedAt = new Date(row.providerUpdatedAt.getTime() + 1);
    }
    const { apply, tie } = compareObserved(observedAt, state.status, { at: row.providerUpdatedAt, status: row.status });
    if (!apply) return { outcome: `ignored: older than the stored state (${row.status})`, tie };
    const snap = snapshotOf(state, observedAt, row.plan);
    await tx
      .update(subscriptions)
      .set({ ...subscriptionColumns(snap, row.pastDueSince, now), providerCustomerId: state.customerId || row.providerCustomerId })
      .where(eq(subscriptions.id, row.id));
    const planChanged = resolvePlanId(snap.plan) !== resolvePlanId(row.plan);
    // Every change a family would want told gets a mail (issue 30, item 8), from the provider's own word, in the same transaction.
    const live = snap.status !== 'canceled';
    if (planChanged && live) await enqueueNotification(tx, { type: 'plan-changed', subscriptionId: row.id, change: 'plan', from: row.plan });
    if (live && snap.cancelAtPeriodEnd !== row.cancelAtPeriodEnd) await enqueueNotification(tx, { type: 'plan-changed', subscriptionId: row.id, change: snap.cancelAtPeriodEnd ? 'cancel' : 'resume' });
    return {
      outcome: `subscription ${snap.status}${snap.cancelAtPeriodEnd ? ', ends at period end' : ''}${planChanged ? `, plan ${snap.plan}` : ''}`,
      tie,
      ...(planChanged ? { planChangedFor: row.subscriberId } : {}),
    };
  }

  const match = state.checkoutRef
    ? eq(checkouts.id, state.checkoutRef)
    : eq(checkouts.providerSubscriptionId, state.id);
  const [checkout] = await tx.select().from(checkouts).where(match).for('update').limit(1);
  if (!checkout) return { outcome: 'ignored: not a subscription Fondly sold', tie: false };
  const stored = checkout.subscriptionSnapshot;
  const { apply, tie } = stored
    ? compareObserved(observedAt, state.status, { at: new Date(stored.providerUpdatedAt), status: stored.status })
    : { apply: true, tie: false };
  if (!apply) return { outcome: `ignored: older than the stored state (${stored!.status})`, tie };
  const snap = snapshotOf(state, observedAt, checkout.plan);
  await tx
    .update(checkouts)
    .set({
      subscriptionSnapshot: snap,
      providerSubscriptionId: state.id,
      providerCustomerId: checkout.providerCustomerId ?? (state.customerId || null),
    })
    .where(and(eq(checkouts.id, checkout.id)));
  return { outcome: `subscription ${snap.status} (waiting for its account)`, tie };
}

/** Adds one billing interval the way card statements do: Jan 31 + 1 month = Feb 28. */
export function addInterval(from: Date, interval: 'month' | 'year' | 'once', count = 1): Date {
  const dt = DateTime.fromJSDate(from, { zone: 'utc' });
  return (interval === 'year' ? dt.plus({ years: count }) : dt.plus({ months: count })).toJSDate();
}

export function addMonths(from: Date, months: number): Date {
  return DateTime.fromJSDate(from, { zone: 'utc' }).plus({ months }).toJSDate();
}

/**
 * A plan chosen at signup without a checkout: the free plan, or a paid plan's trial that runs
 * without a card and ends unless the family adds payment from the dashboard (decision 041).
 */
export async function startSubscriptionWithoutCard(tx: DbOrTx, subscriberId: string, plan: Pick<Plan, 'id' | 'trialDays'>, now: Date): Promise<Subscription> {
  if (plan.id === 'free') {
    const [free] = await tx.insert(subscriptions).values({ subscriberId, plan: plan.id, status: 'free', currentPeriodStart: now, createdAt: now }).returning();
    return free!;
  }
  const trialEnd = new Date(now.getTime() + plan.trialDays * 86_400_000);
  const [trial] = await tx
    .insert(subscriptions)
    .values({ subscriberId, plan: plan.id, status: 'trialing', provider: 'none', trialEnd, currentPeriodStart: now, currentPeriodEnd: trialEnd, cancelAtPeriodEnd: true, createdAt: now })
    .returning();
  return trial!;
}
