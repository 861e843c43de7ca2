import { and, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { checkouts, localSubscriptions } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { getPlan } from '../plans/index.js';
import { type Plan } from '@fondly/contract/plans';
import { findPlan, resolvePlanId } from '@fondly/contract/plan-catalogue';
import { CHANGE_PLAN_MESSAGES, type LocalCheckoutPayment } from '@fondly/contract/payments';
import type { InvoiceState, LocalPayments, PaymentEvent, ProviderEventEnvelope, SubscriptionState } from './port.js';
import { recordProviderEvent, type RecordedEvent } from './events.js';
import { followUpProviderEvent } from './follow-up.js';
import { applyPendingRewards } from './rewards.js';
import { addInterval } from './subscriptions.js';

/**
 * The local payment processor: the embedded default when no Stripe key is set. It keeps
 * what Stripe would keep (local_subscriptions) and runs Stripe's billing clock (trial end,
 * renewals, failed cards, cancellation at period end), announcing every change as the
 * same events Stripe's webhooks bring, through the same handler.
 */

type LocalSubscription = typeof localSubscriptions.$inferSelect;

export const LOCAL_BILLING_MESSAGES = {
  onlyLocal: 'This works only with the local checkout; payments here go through Stripe.',
  checkoutNotFound: 'This checkout could not be found.',
  alreadyPaid: 'This checkout is already paid.',
  subscriptionNotFound: 'There is no subscription to change.',
  ended: 'This subscription has ended.',
} as const;

/** Stripe tells a customer 3 days before the trial ends. */
const TRIAL_WILL_END_NOTICE_MS = 3 * 86_400_000;
/** A failing card is retried daily; after two weeks past due the subscription ends. */
const RETRY_EVERY_MS = 86_400_000;
const GIVE_UP_AFTER_MS = 14 * 86_400_000;

export function requireLocalPayments(deps: Pick<AppDeps, 'providers'>): LocalPayments {
  const payments = deps.providers.payments;
  if (payments.kind !== 'local') throw new AppError(409, 'conflict', LOCAL_BILLING_MESSAGES.onlyLocal);
  return payments;
}

function envelope(payments: LocalPayments, type: string, objectId: string, now: Date, events: PaymentEvent[]): ProviderEventEnvelope {
  return { id: payments.newId('evt'), provider: 'local', type, objectId, createdAt: now, events };
}

function stateOf(row: LocalSubscription): SubscriptionState {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status,
    plan: row.plan,
    checkoutRef: row.checkoutId,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    trialEnd: row.trialEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    canceledAt: row.canceledAt,
  };
}

/** One invoice per billing period, so a retried charge pays the same invoice. */
function invoiceIdFor(row: Pick<LocalSubscription, 'id' | 'invoiceCount'>) {
  return `${row.id.replace(/^sub_/, 'in_')}_${row.invoiceCount + 1}`;
}

function invoiceOf(
  row: Pick<LocalSubscription, 'id' | 'customerId' | 'checkoutId' | 'plan' | 'invoiceCount'>,
  amounts: { paid: number; due: number },
  period: { start: Date; end: Date },
  billingReason: string,
  paidAt: Date | null,
): InvoiceState {
  return {
    id: invoiceIdFor(row),
    customerId: row.customerId,
    subscriptionId: row.id,
    checkoutRef: row.checkoutId,
    plan: row.plan,
    amountPaidCents: amounts.paid,
    amountDueCents: amounts.due,
    currency: 'usd',
    billingReason,
    periodStart: period.start,
    periodEnd: period.end,
    paidAt,
  };
}

/**
 * The local checkout page's "Pay": checks the test card, then completes the checkout the
 * way Stripe would (customer, subscription in its trial, the trial's $0 invoice). A
 * declined card changes nothing.
 */
export async function payLocalCheckout(deps: AppDeps, sessionId: string, input: LocalCheckoutPayment) {
  const payments = requireLocalPayments(deps);
  const card = payments.chargeTestCard(input.cardNumber);
  const [found] = await deps.database.db.select().from(checkouts).where(eq(checkouts.providerSessionId, sessionId)).limit(1);
  if (!found || found.provider !== 'local') throw new AppError(404, 'not_found', LOCAL_BILLING_MESSAGES.checkoutNotFound);
  if (found.status === 'completed') throw new AppError(409, 'conflict', LOCAL_BILLING_MESSAGES.alreadyPaid);
  if (!card.ok) throw new AppError(402, 'bad_request', card.message, { cardNumber: card.message });

  const now = deps.now();
  const plan = getPlan(found.plan);
  const recorded: RecordedEvent[] = [];
  const record = async (tx: DbOrTx, event: ProviderEventEnvelope) => void recorded.push(await recordProviderEvent(tx, event, now));
  await deps.database.db.transaction(async (tx) => {
    const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, found.id)).for('update');
    if (checkout!.status === 'completed') throw new AppError(409, 'conflict', LOCAL_BILLING_MESSAGES.alreadyPaid);
    const customerId = payments.newId('cus');
    const completed = (subscriptionId: string | null, paymentStatus: string) =>
      envelope(payments, 'checkout.session.completed', sessionId, now, [
        {
          type: 'checkout.completed',
          checkout: { sessionId, checkoutRef: checkout!.id, customerId, subscriptionId, email: input.email, name: input.name, paymentStatus },
        },
      ]);

    if (checkout!.mode === 'payment') {
      const invoice: InvoiceState = {
        id: payments.newId('in'),
        customerId,
        subscriptionId: null,
        checkoutRef: checkout!.id,
        plan: plan.id,
        amountPaidCents: plan.priceCents,
        amountDueCents: plan.priceCents,
        currency: plan.currency,
        billingReason: 'manual',
        periodStart: now,
        periodEnd: addInterval(now, 'month', plan.termMonths ?? 1),
        paidAt: now,
      };
      await record(tx, completed(null, 'paid'));
      await record(tx, envelope(payments, 'invoice.paid', invoice.id, now, [{ type: 'invoice.paid', invoice }]));
      return;
    }

    const trialEnd = plan.trialDays > 0 ? new Date(now.getTime() + plan.trialDays * 86_400_000) : null;
    const [sub] = await tx
      .insert(localSubscriptions)
      .values({
        id: payments.newId('sub'),
        customerId,
        checkoutId: checkout!.id,
        plan: plan.id,
        status: trialEnd ? 'trialing' : 'active',
        currentPeriodStart: now,
        currentPeriodEnd: trialEnd ?? addInterval(now, plan.interval),
        trialEnd,
        cardBrand: card.brand,
        cardLast4: card.last4,
        cardFailsRenewals: card.failsRenewals,
        invoiceCount: 1,
        updatedAt: now,
      })
      .returning();
    const firstPaid = trialEnd ? 0 : plan.priceCents;
    const first = invoiceOf({ ...sub!, invoiceCount: 0 }, { paid: firstPaid, due: firstPaid }, { start: now, end: sub!.currentPeriodEnd }, 'subscription_create', now);
    await record(tx, envelope(payments, 'customer.subscription.created', sub!.id, now, [{ type: 'subscription.changed', subscription: stateOf(sub!) }]));
    await record(tx, envelope(payments, 'invoice.paid', first.id, now, [{ type: 'invoice.paid', invoice: first }]));
    await record(tx, completed(sub!.id, trialEnd ? 'no_payment_required' : 'paid'));
  });
  // As after Stripe's webhooks: a friend's month free, and the calls of a plan that joined its account.
  const replanFor = new Set<string>();
  for (const result of recorded) for (const id of await followUpProviderEvent(deps, result)) replanFor.add(id);
  return { checkoutId: found.id, plan, replanFor: [...replanFor], successPath: found.successPath };
}

/** A renewal charge: credit first (one month free), then the card. */
function renewalAmounts(plan: Plan, creditCents: number) {
  const due = plan.priceCents;
  const fromCredit = Math.min(creditCents, due);
  return { due, fromCredit, toCharge: due - fromCredit };
}

/**
 * Moves one local subscription to its next billing event, as Stripe's clock would at the
 * period end: the trial converts, a period renews (invoice paid or failed), or a
 * subscription set to cancel ends. `early` lets an operator (and the e2e suite) run the
 * renewal now instead of waiting for the period end.
 */
export async function advanceLocalSubscription(deps: AppDeps, subscriptionId: string, opts: { early?: boolean } = {}) {
  const payments = requireLocalPayments(deps);
  const now = deps.now();
  const result = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(localSubscriptions).where(eq(localSubscriptions.id, subscriptionId)).for('update');
    if (!row) throw new AppError(404, 'not_found', LOCAL_BILLING_MESSAGES.subscriptionNotFound);
    if (row.status === 'canceled') throw new AppError(409, 'conflict', LOCAL_BILLING_MESSAGES.ended);
    if (!opts.early && row.currentPeriodEnd > now && row.status !== 'past_due') return { outcome: 'not due yet', subscription: row };
    return advanceRow(tx, payments, row, now);
  });
  // A renewal may have earned a referrer their month free.
  await applyPendingRewards(deps);
  return result;
}

/**
 * The time to stamp a change to this subscription with: never the same instant as its
 * last change, so the event handler always sees local events in the order they happened.
 */
function stampAfter(row: Pick<LocalSubscription, 'updatedAt'>, now: Date): Date {
  return new Date(Math.max(now.getTime(), row.updatedAt.getTime() + 1));
}

async function advanceRow(tx: DbOrTx, payments: LocalPayments, row: LocalSubscription, clockNow: Date) {
  const now = stampAfter(row, clockNow);
  const plan = getPlan(row.plan);
  const emit = (type: string, objectId: string, events: PaymentEvent[]) =>
    recordProviderEvent(tx, envelope(payments, type, objectId, now, events), now);

  if (row.cancelAtPeriodEnd) {
    const [ended] = await tx
      .update(localSubscriptions)
      .set({ status: 'canceled', canceledAt: now, cancelAtPeriodEnd: false, updatedAt: now })
      .where(eq(localSubscriptions.id, row.id))
      .returning();
    await emit('customer.subscription.deleted', row.id, [{ type: 'subscription.changed', subscription: stateOf(ended!) }]);
    return { outcome: 'ended at period end', subscription: ended! };
  }

  const { due, fromCredit, toCharge } = renewalAmounts(plan, row.creditCents);
  // A renewal that comes early starts its period now; a due one continues from the old end.
  const start = row.status === 'past_due' || row.currentPeriodEnd > now ? now : row.currentPeriodEnd;
  const end = addInterval(start, plan.interval);
  if (toCharge > 0 && row.cardFailsRenewals) {
    const pastDueSince = row.pastDueSince ?? now;
    if (now.getTime() - pastDueSince.getTime() >= GIVE_UP_AFTER_MS) {
      const [ended] = await tx
        .update(localSubscriptions)
        .set({ status: 'canceled', canceledAt: now, updatedAt: now })
        .where(eq(localSubscriptions.id, row.id))
        .returning();
      await emit('customer.subscription.deleted', row.id, [{ type: 'subscription.changed', subscription: stateOf(ended!) }]);
      return { outcome: 'ended after two weeks of failed payments', subscription: ended! };
    }
    const [pastDue] = await tx
      .update(localSubscriptions)
      .set({ status: 'past_due', pastDueSince, updatedAt: now })
      .where(eq(localSubscriptions.id, row.id))
      .returning();
    const failed = invoiceOf(row, { paid: 0, due }, { start, end }, 'subscription_cycle', null);
    await emit('invoice.payment_failed', failed.id, [{ type: 'invoice.payment_failed', invoice: failed }]);
    await emit('customer.subscription.updated', row.id, [{ type: 'subscription.changed', subscription: stateOf(pastDue!) }]);
    return { outcome: 'payment failed', subscription: pastDue! };
  }

  const paid = invoiceOf(row, { paid: toCharge, due }, { start, end }, 'subscription_cycle', now);
  const [renewed] = await tx
    .update(localSubscriptions)
    .set({
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: end,
      pastDueSince: null,
      creditCents: row.creditCents - fromCredit,
      invoiceCount: row.invoiceCount + 1,
      updatedAt: now,
    })
    .where(eq(localSubscriptions.id, row.id))
    .returning();
  await emit('invoice.paid', paid.id, [{ type: 'invoice.paid', invoice: paid }]);
  await emit('customer.subscription.updated', row.id, [{ type: 'subscription.changed', subscription: stateOf(renewed!) }]);
  return { outcome: `renewed: ${toCharge} cents charged`, subscription: renewed! };
}

/**
 * One tick of the local billing clock: trials about to end are announced, and every
 * period that has ended is renewed (or the subscription ends). Rows are claimed with
 * SKIP LOCKED so several processes can run the clock side by side.
 */
export async function runLocalBillingClock(deps: AppDeps, limit = 50): Promise<number> {
  const payments = requireLocalPayments(deps);
  const now = deps.now();
  let handled = 0;
  const warnBefore = new Date(now.getTime() + TRIAL_WILL_END_NOTICE_MS);
  await deps.database.db.transaction(async (tx) => {
    const ending = await tx
      .select()
      .from(localSubscriptions)
      .where(
        and(
          eq(localSubscriptions.status, 'trialing'),
          lte(localSubscriptions.trialEnd, warnBefore),
          sql`${localSubscriptions.trialWillEndSentAt} is null`,
          eq(localSubscriptions.cancelAtPeriodEnd, false),
        ),
      )
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const row of ending) {
      await tx.update(localSubscriptions).set({ trialWillEndSentAt: now }).where(eq(localSubscriptions.id, row.id));
      await recordProviderEvent(
        tx,
        envelope(payments, 'customer.subscription.trial_will_end', row.id, now, [{ type: 'subscription.trial_will_end', subscriptionId: row.id }]),
        now,
      );
      handled++;
    }
  });
  const retryBefore = new Date(now.getTime() - RETRY_EVERY_MS);
  await deps.database.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(localSubscriptions)
      .where(
        and(
          ne(localSubscriptions.status, 'canceled'),
          or(
            and(inArray(localSubscriptions.status, ['trialing', 'active']), lte(localSubscriptions.currentPeriodEnd, now)),
            and(eq(localSubscriptions.status, 'past_due'), lte(localSubscriptions.updatedAt, retryBefore)),
          ),
        ),
      )
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const row of due) {
      await advanceRow(tx, payments, row, now);
      handled++;
    }
  });
  if (handled) await applyPendingRewards(deps);
  return handled;
}

async function lockSubscriptionOf(tx: DbOrTx, providerSubscriptionId: string) {
  const [row] = await tx.select().from(localSubscriptions).where(eq(localSubscriptions.id, providerSubscriptionId)).for('update');
  if (!row) throw new AppError(404, 'not_found', LOCAL_BILLING_MESSAGES.subscriptionNotFound);
  return row;
}

/** Cancel at the end of the period (or of the trial): the plan stays until then. */
export async function setLocalCancelAtPeriodEnd(deps: AppDeps, providerSubscriptionId: string, cancel: boolean) {
  const payments = requireLocalPayments(deps);
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const row = await lockSubscriptionOf(tx, providerSubscriptionId);
    if (row.status === 'canceled') throw new AppError(409, 'conflict', LOCAL_BILLING_MESSAGES.ended);
    return changeSubscription(tx, payments, row, { cancelAtPeriodEnd: cancel }, now);
  });
}

/** A new card; a past-due subscription is charged again at once, as Stripe does. */
export async function updateLocalCard(deps: AppDeps, providerSubscriptionId: string, cardNumber: string) {
  const payments = requireLocalPayments(deps);
  const card = payments.chargeTestCard(cardNumber);
  if (!card.ok) throw new AppError(402, 'bad_request', card.message, { cardNumber: card.message });
  const now = deps.now();
  const result = await deps.database.db.transaction(async (tx) => {
    const row = await lockSubscriptionOf(tx, providerSubscriptionId);
    if (row.status === 'canceled') throw new AppError(409, 'conflict', LOCAL_BILLING_MESSAGES.ended);
    const [updated] = await tx
      .update(localSubscriptions)
      .set({ cardBrand: card.brand, cardLast4: card.last4, cardFailsRenewals: card.failsRenewals, updatedAt: stampAfter(row, now) })
      .where(eq(localSubscriptions.id, row.id))
      .returning();
    if (updated!.status === 'past_due') return (await advanceRow(tx, payments, updated!, now)).subscription;
    return updated!;
  });
  await applyPendingRewards(deps);
  return result;
}

/** Ends a subscription at once (a money-back refund). */
export async function cancelLocalSubscriptionNow(tx: DbOrTx, payments: LocalPayments, providerSubscriptionId: string, now: Date) {
  const row = await lockSubscriptionOf(tx, providerSubscriptionId);
  if (row.status === 'canceled') return row;
  const at = stampAfter(row, now);
  const [ended] = await tx
    .update(localSubscriptions)
    .set({ status: 'canceled', canceledAt: at, cancelAtPeriodEnd: false, updatedAt: at })
    .where(eq(localSubscriptions.id, row.id))
    .returning();
  await recordProviderEvent(
    tx,
    envelope(payments, 'customer.subscription.deleted', row.id, at, [{ type: 'subscription.changed', subscription: stateOf(ended!) }]),
    now,
  );
  return ended!;
}

/**
 * The local checkout's plan change, as Stripe's Billing Portal does it without proration:
 * the new plan's calls start now, the period (or trial) keeps its end, and the next
 * payment is the new plan's price. Only the monthly and yearly plans can be switched to.
 */
export async function changeLocalPlan(deps: AppDeps, providerSubscriptionId: string, planId: string) {
  const payments = requireLocalPayments(deps);
  const plan = findPlan(planId);
  if (!plan || !plan.purchasable || plan.interval === 'once') throw new AppError(400, 'bad_request', CHANGE_PLAN_MESSAGES.notRecurring, { plan: CHANGE_PLAN_MESSAGES.notRecurring });
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const row = await lockSubscriptionOf(tx, providerSubscriptionId);
    if (row.status === 'canceled') throw new AppError(409, 'conflict', LOCAL_BILLING_MESSAGES.ended);
    if (resolvePlanId(row.plan) === plan.id) throw new AppError(409, 'conflict', CHANGE_PLAN_MESSAGES.samePlan);
    return changeSubscription(tx, payments, row, { plan: plan.id }, now);
  });
}

/** Changes a local subscription and announces it as Stripe would (customer.subscription.updated). */
async function changeSubscription(
  tx: DbOrTx,
  payments: LocalPayments,
  row: typeof localSubscriptions.$inferSelect,
  patch: Partial<Pick<typeof localSubscriptions.$inferInsert, 'cancelAtPeriodEnd' | 'plan' | 'status' | 'trialEnd' | 'currentPeriodStart' | 'currentPeriodEnd' | 'trialWillEndSentAt'>>,
  now: Date,
) {
  const at = stampAfter(row, now);
  const [updated] = await tx
    .update(localSubscriptions)
    .set({ ...patch, updatedAt: at })
    .where(eq(localSubscriptions.id, row.id))
    .returning();
  await recordProviderEvent(
    tx,
    envelope(payments, 'customer.subscription.updated', row.id, at, [{ type: 'subscription.changed', subscription: stateOf(updated!) }]),
    now,
  );
  return updated!;
}

/**
 * A gift's months on a local subscription (decision 157), as Stripe does it with trial_end: the
 * next payment moves to `to`, the time until then is a trial, and nothing is prorated. A
 * subscription set to cancel still ends, at the new date.
 */
export async function pushBackLocalPayment(deps: AppDeps, providerSubscriptionId: string, to: Date): Promise<SubscriptionState> {
  const payments = requireLocalPayments(deps);
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const row = await lockSubscriptionOf(tx, providerSubscriptionId);
    if (row.status === 'canceled') throw new AppError(409, 'conflict', LOCAL_BILLING_MESSAGES.ended);
    const updated = await changeSubscription(tx, payments, row, { status: 'trialing', trialEnd: to, currentPeriodStart: stampAfter(row, now), currentPeriodEnd: to, trialWillEndSentAt: null }, now);
    return stateOf(updated);
  });
}
