import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { checkouts, gifts, invoices, paymentEvents, referralRewards, subscribers, subscriptions } from '../db/schema/index.js';
import { enqueueNotification } from '../notifications/events.js';
import { getPlan, monthlyValueCents } from '../plans/index.js';
import { formatCents } from '@fondly/contract/plan-catalogue';
import type { CheckoutCompletedState, InvoiceState, PaymentEvent, ProviderEventEnvelope } from './port.js';
import { recordCommission } from '../affiliates/index.js';
import { addMonths, applySubscriptionState } from './subscriptions.js';
import { attachCheckoutToSubscriber } from './checkout-link.js';
import { recordChargeRefunded } from './refund-records.js';

type Checkout = typeof checkouts.$inferSelect;

/** A payer is sent on to /onboarding at once: the mail with the way back waits this long, for those who did not finish. */
export const FINISH_SETUP_MAIL_DELAY_MS = 60 * 60_000;

export interface RecordedEvent {
  /** False when this event id was seen before: acknowledged, not applied again. */
  applied: boolean;
  outcome: string;
  /** Subscriptions whose state tied with the stored one: re-read them from the provider. */
  reread: string[];
  /** Accounts whose plan changed: their calls are planned again for the new allowance. */
  replanFor: string[];
}

/**
 * The one handler for provider events, Stripe's webhooks and the local checkout's alike.
 * Run it inside a transaction: the event id is stored with its effects, so a replay (or a
 * concurrent second delivery, which waits on the id's unique index) changes nothing.
 */
export async function recordProviderEvent(tx: DbOrTx, envelope: ProviderEventEnvelope, now: Date): Promise<RecordedEvent> {
  const [fresh] = await tx
    .insert(paymentEvents)
    .values({
      id: envelope.id,
      provider: envelope.provider,
      type: envelope.type,
      objectId: envelope.objectId,
      providerCreatedAt: envelope.createdAt,
      receivedAt: now,
      outcome: 'received',
    })
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  if (!fresh) return { applied: false, outcome: 'duplicate delivery, ignored', reread: [], replanFor: [] };

  const outcomes: string[] = [];
  const reread: string[] = [];
  const replanFor: string[] = [];
  for (const event of envelope.events) {
    if (event.type === 'subscription.changed') {
      const applied = await applySubscriptionState(tx, event.subscription, envelope.createdAt, now);
      outcomes.push(applied.outcome);
      if (applied.tie) reread.push(event.subscription.id);
      if (applied.planChangedFor) replanFor.push(applied.planChangedFor);
    } else if (event.type === 'checkout.completed') {
      const completed = await completeCheckout(tx, event.checkout, now);
      outcomes.push(completed.outcome);
      if (completed.attachedTo) replanFor.push(completed.attachedTo);
    } else {
      outcomes.push(await applyPaymentEvent(tx, event, now));
    }
  }
  const outcome = (outcomes.join('; ') || 'not used by Fondly, acknowledged').slice(0, 500);
  await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, envelope.id));
  return { applied: true, outcome, reread, replanFor };
}

async function applyPaymentEvent(tx: DbOrTx, event: Exclude<PaymentEvent, { type: 'subscription.changed' | 'checkout.completed' }>, now: Date): Promise<string> {
  switch (event.type) {
    case 'subscription.trial_will_end':
      return trialWillEnd(tx, event.subscriptionId);
    case 'invoice.paid':
      return invoicePaid(tx, event.invoice, now);
    case 'invoice.payment_failed':
      return invoiceFailed(tx, event.invoice, now);
    case 'charge.refunded':
      return recordChargeRefunded(tx, event.refund, now);
  }
}

/**
 * Records a finished checkout. One a signed-in family started for its own account joins that
 * account here, from the payment itself: the plan counts in every tab at once, whether the
 * browser ever comes back or not.
 */
async function completeCheckout(tx: DbOrTx, done: CheckoutCompletedState, now: Date): Promise<{ outcome: string; attachedTo?: string }> {
  const [checkout] = await tx
    .select()
    .from(checkouts)
    .where(done.checkoutRef ? eq(checkouts.id, done.checkoutRef) : eq(checkouts.providerSessionId, done.sessionId))
    .for('update')
    .limit(1);
  if (!checkout || checkout.providerSessionId !== done.sessionId) return { outcome: 'ignored: not a checkout Fondly started' };
  if (checkout.status === 'completed') return { outcome: 'checkout already completed' };

  const plan = getPlan(checkout.plan);
  // A one-time (gift) purchase is the whole subscription: paid now, for its term.
  const prepaid =
    checkout.mode === 'payment'
      ? {
          status: 'active' as const,
          plan: plan.id,
          currentPeriodStart: now.toISOString(),
          currentPeriodEnd: addMonths(now, plan.termMonths ?? 1).toISOString(),
          trialEnd: null,
          cancelAtPeriodEnd: false,
          canceledAt: null,
          providerUpdatedAt: now.toISOString(),
        }
      : null;
  await tx
    .update(checkouts)
    .set({
      status: 'completed',
      completedAt: now,
      email: done.email?.toLowerCase() ?? checkout.email,
      customerName: done.name ?? checkout.customerName,
      providerCustomerId: done.customerId ?? checkout.providerCustomerId,
      providerSubscriptionId: checkout.providerSubscriptionId ?? done.subscriptionId,
      ...(prepaid && !checkout.subscriptionSnapshot ? { subscriptionSnapshot: prepaid } : {}),
    })
    .where(eq(checkouts.id, checkout.id));

  // Refer a friend: the new customer's month free, credited once their subscription exists.
  if (checkout.referrerSubscriberId && checkout.mode === 'subscription') {
    await tx
      .insert(referralRewards)
      .values({
        kind: 'friend',
        checkoutId: checkout.id,
        providerCustomerId: done.customerId ?? checkout.providerCustomerId,
        amountCents: monthlyValueCents(plan),
        status: done.customerId ? 'pending' : 'waiting',
      })
      .onConflictDoNothing();
  }
  // A gift bought on /gift (decision 151): paid now, so its card is mailed, from this event and never from the browser's return.
  if (checkout.mode === 'payment') {
    const [gift] = await tx.select({ id: gifts.id }).from(gifts).where(eq(gifts.checkoutId, checkout.id)).limit(1);
    if (gift) {
      await enqueueNotification(tx, { type: 'gift-paid', giftId: gift.id });
      return { outcome: `checkout completed for ${plan.name}, a gift: its card is mailed` };
    }
  }
  if (checkout.buyerSubscriberId && checkout.mode === 'subscription' && !checkout.subscriberId) {
    await attachCheckoutToSubscriber(tx, checkout.providerSessionId, checkout.buyerSubscriberId, { now });
    return { outcome: `checkout completed for ${plan.name}, added to the buyer's account`, attachedTo: checkout.buyerSubscriberId };
  }
  // Paid by someone not signed in: the setup is finished on /onboarding, where this tab goes now,
  // but may never reach (closed, another tab, another device). The mail with the link to it waits
  // an hour, and goes only if the setup is still not done by then (decision 182).
  if (checkout.mode === 'subscription' && !checkout.subscriberId) {
    await enqueueNotification(tx, { type: 'finish-setup', checkoutId: checkout.id, why: 'paid', sendAfter: new Date(now.getTime() + FINISH_SETUP_MAIL_DELAY_MS).toISOString() });
    return { outcome: `checkout completed for ${plan.name}: the link to finish the setup is mailed in an hour if it is not finished by then` };
  }
  return { outcome: `checkout completed for ${plan.name}` };
}

async function trialWillEnd(tx: DbOrTx, providerSubscriptionId: string): Promise<string> {
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId)).limit(1);
  if (!sub) {
    // Paid but never set up: the first payment is near, so the link to finish the setup goes again.
    const [waiting] = await tx
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(and(eq(checkouts.providerSubscriptionId, providerSubscriptionId), isNull(checkouts.subscriberId)))
      .limit(1);
    if (!waiting) return 'ignored: no account holds this subscription';
    await enqueueNotification(tx, { type: 'finish-setup', checkoutId: waiting.id, why: 'trial-ending' });
    return 'trial ends soon, setup not finished: the link to finish it is mailed again';
  }
  await enqueueNotification(tx, { type: 'trial-ending', subscriptionId: sub.id });
  return 'trial ends soon: subscriber told';
}

/** The checkout an invoice belongs to: by our reference, the subscription, or the customer. */
async function checkoutForInvoice(tx: DbOrTx, inv: InvoiceState): Promise<Checkout | null> {
  const conditions = [
    inv.checkoutRef ? eq(checkouts.id, inv.checkoutRef) : undefined,
    inv.subscriptionId ? eq(checkouts.providerSubscriptionId, inv.subscriptionId) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length) {
    const [row] = await tx.select().from(checkouts).where(or(...conditions)).limit(1);
    if (row) return row;
  }
  if (inv.customerId) {
    const [row] = await tx
      .select()
      .from(checkouts)
      .where(eq(checkouts.providerCustomerId, inv.customerId))
      .orderBy(desc(checkouts.createdAt))
      .limit(1);
    if (row) return row;
  }
  return null;
}

async function subscriberFor(tx: DbOrTx, inv: InvoiceState, checkout: Checkout | null) {
  if (checkout?.subscriberId) return checkout.subscriberId;
  if (!inv.subscriptionId) return null;
  const [sub] = await tx
    .select({ subscriberId: subscriptions.subscriberId })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, inv.subscriptionId))
    .limit(1);
  return sub?.subscriberId ?? null;
}

/** What an invoice of one of our checkouts records whether paid or failed (null: not one of ours). */
async function invoiceRow(tx: DbOrTx, inv: InvoiceState) {
  const checkout = await checkoutForInvoice(tx, inv);
  if (!checkout) return null;
  const row = {
    provider: checkout.provider,
    providerInvoiceId: inv.id,
    checkoutId: checkout.id,
    subscriberId: await subscriberFor(tx, inv, checkout),
    providerCustomerId: inv.customerId,
    providerSubscriptionId: inv.subscriptionId,
    plan: inv.plan || checkout.plan,
    amountDueCents: inv.amountDueCents,
    currency: inv.currency,
    billingReason: inv.billingReason,
    periodStart: inv.periodStart,
    periodEnd: inv.periodEnd,
  };
  return { checkout, row };
}

async function invoicePaid(tx: DbOrTx, inv: InvoiceState, now: Date): Promise<string> {
  const ours = await invoiceRow(tx, inv);
  if (!ours) return 'ignored: not an invoice of a Fondly checkout';
  const { checkout, row: base } = ours;
  const { subscriberId } = base;
  const values = { ...base, status: 'paid' as const, amountPaidCents: inv.amountPaidCents, paidAt: inv.paidAt ?? now };
  // An invoice that failed first and was paid on a retry becomes paid; a refunded one stays refunded.
  const [row] = await tx
    .insert(invoices)
    .values(values)
    .onConflictDoUpdate({
      target: invoices.providerInvoiceId,
      set: { status: 'paid', amountPaidCents: values.amountPaidCents, paidAt: values.paidAt, subscriberId },
      setWhere: eq(invoices.status, 'failed'),
    })
    .returning();
  if (!row) return 'invoice already recorded';

  const parts = [`invoice paid: ${formatCents(row.amountPaidCents)}`];
  if (checkout.affiliateId && row.amountPaidCents > 0) {
    const customerName = checkout.customerName ?? (await subscriberName(tx, subscriberId)) ?? checkout.email ?? 'Customer';
    const commission = await recordCommission(tx, { affiliateId: checkout.affiliateId, invoice: row, customerName, now });
    if (commission) parts.push(`commission ${formatCents(commission.amountCents)}`);
  }
  // Refer a friend: the referrer's month free once the friend has paid past the trial.
  if (checkout.referrerSubscriberId && inv.billingReason === 'subscription_cycle') {
    const reward = await rewardReferrer(tx, checkout);
    if (reward) parts.push(reward);
  }
  return parts.join(', ');
}

async function subscriberName(tx: DbOrTx, subscriberId: string | null) {
  if (!subscriberId) return null;
  const [s] = await tx.select({ name: subscribers.name }).from(subscribers).where(eq(subscribers.id, subscriberId)).limit(1);
  return s?.name ?? null;
}

async function rewardReferrer(tx: DbOrTx, checkout: Checkout): Promise<string | null> {
  const [referrerSub] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.subscriberId, checkout.referrerSubscriberId!),
        eq(subscriptions.provider, checkout.provider),
        or(eq(subscriptions.status, 'trialing'), eq(subscriptions.status, 'active'), eq(subscriptions.status, 'past_due')),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  const plan = getPlan(referrerSub?.plan ?? checkout.plan);
  const [inserted] = await tx
    .insert(referralRewards)
    .values({
      kind: 'referrer',
      checkoutId: checkout.id,
      beneficiarySubscriberId: checkout.referrerSubscriberId,
      providerCustomerId: referrerSub?.providerCustomerId ?? null,
      amountCents: monthlyValueCents(plan),
      // A referrer on the free plan has nothing to credit yet; the reward waits.
      status: referrerSub?.providerCustomerId ? 'pending' : 'waiting',
    })
    .onConflictDoNothing()
    .returning();
  return inserted ? `referrer earned a month free (${formatCents(inserted.amountCents)})` : null;
}

async function invoiceFailed(tx: DbOrTx, inv: InvoiceState, now: Date): Promise<string> {
  const ours = await invoiceRow(tx, inv);
  if (!ours) return 'ignored: not an invoice of a Fondly checkout';
  await tx
    .insert(invoices)
    .values({ ...ours.row, status: 'failed' })
    .onConflictDoNothing({ target: invoices.providerInvoiceId });
  if (!inv.subscriptionId) return 'payment failed';
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, inv.subscriptionId)).limit(1);
  if (!sub) return 'payment failed (no account yet to tell)';
  // Told once per invoice: Stripe retries a failing invoice several times.
  const [first] = await tx
    .update(invoices)
    .set({ failureNotifiedAt: now })
    .where(and(eq(invoices.providerInvoiceId, inv.id), eq(invoices.status, 'failed'), isNull(invoices.failureNotifiedAt)))
    .returning({ id: invoices.id });
  if (!first) return 'payment failed again (subscriber already told)';
  await enqueueNotification(tx, { type: 'payment-failed', subscriptionId: sub.id });
  return `payment of ${formatCents(inv.amountDueCents)} failed: subscriber told`;
}
