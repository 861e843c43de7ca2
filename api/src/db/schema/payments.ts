import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { subscribers } from './families.js';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    /** A PlanId from the catalogue (api/src/plans/catalogue.ts). */
    plan: text('plan').notNull(),
    status: text('status', { enum: ['free', 'trialing', 'active', 'past_due', 'canceled', 'incomplete'] }).notNull(),
    provider: text('provider', { enum: ['none', 'stripe', 'local'] }).notNull().default('none'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** When past due began: calls continue for a short grace period. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /** The provider's timestamp of the state we hold; older events never overwrite newer state. */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_subscriber_idx').on(t.subscriberId)],
);

/** The provider's view of a subscription, kept on the checkout until an account claims it. */
export interface SubscriptionSnapshot {
  status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete';
  plan: string;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: string | null;
  /** ISO time of the provider event this state came from (older events never overwrite it). */
  providerUpdatedAt: string;
}

/**
 * One purchase attempt: created when a visitor asks for a checkout address, completed by
 * the provider's event (Stripe's checkout.session.completed, or the local checkout page).
 * Its `providerSessionId` is the `transaction_id` the browser brings to /onboarding, and
 * an account claims it exactly once (`subscriberId`).
 */
export const checkouts = pgTable(
  'checkouts',
  {
    /** Our reference, also sent to Stripe as client_reference_id and in metadata. */
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    /** Stripe's cs_… id, or the local cs_local_… id: long and random, so not guessable. */
    providerSessionId: text('provider_session_id').notNull().unique(),
    plan: text('plan').notNull(),
    mode: text('mode', { enum: ['subscription', 'payment'] }).notNull(),
    status: text('status', { enum: ['open', 'completed', 'expired'] }).notNull().default('open'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** Pre-filled at start, then what the buyer entered at checkout. Stored lower-cased. */
    email: text('email'),
    customerName: text('customer_name'),
    /** The ?ref= code the visitor arrived with, when it named an affiliate or a subscriber. */
    referralCode: text('referral_code'),
    affiliateId: uuid('affiliate_id'),
    referrerSubscriberId: uuid('referrer_subscriber_id'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    subscriptionSnapshot: jsonb('subscription_snapshot').$type<SubscriptionSnapshot>(),
    subscriberId: uuid('subscriber_id').references(() => subscribers.id, { onDelete: 'set null' }),
    /**
     * The signed-in account that started this checkout for itself (not a gift): the payment,
     * once the provider confirms it, joins this account at once, with no second step.
     */
    buyerSubscriberId: uuid('buyer_subscriber_id').references(() => subscribers.id, { onDelete: 'set null' }),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    /** Where the browser goes once paid (a gift's card page); null: the landing page, on to /onboarding. */
    successPath: text('success_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('checkouts_affiliate_idx').on(t.affiliateId, t.completedAt),
    index('checkouts_customer_idx').on(t.providerCustomerId),
  ],
);

/** Every invoice the provider told us about: paid (money in), failed, or refunded. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull().unique(),
    checkoutId: text('checkout_id').references(() => checkouts.id),
    subscriberId: uuid('subscriber_id').references(() => subscribers.id, { onDelete: 'set null' }),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    plan: text('plan').notNull(),
    status: text('status', { enum: ['paid', 'failed', 'refunded'] }).notNull(),
    amountPaidCents: integer('amount_paid_cents').notNull().default(0),
    amountDueCents: integer('amount_due_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    /** subscription_create (the trial's $0 invoice), subscription_cycle (a renewal), manual (one-time). */
    billingReason: text('billing_reason'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The subscriber is told once per failed invoice, not on every retry. */
    failureNotifiedAt: timestamp('failure_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_subscription_idx').on(t.providerSubscriptionId),
    index('invoices_paid_idx').on(t.paidAt),
  ],
);

/** Money given back (30-day money-back guarantee), by an operator. */
export const refunds = pgTable('refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  invoiceId: uuid('invoice_id')
    .notNull()
    .references(() => invoices.id),
  providerRefundId: text('provider_refund_id').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  reason: text('reason').notNull(),
  /** The operator who refunded, or 'token' for scripts. */
  operatorId: text('operator_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every provider event received, by the provider's id: a replayed delivery finds its id
 * here and is acknowledged without being applied twice. Local checkout events too.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    type: text('type').notNull(),
    /** The Stripe object the event is about (cs_…, sub_…, in_…). */
    objectId: text('object_id'),
    providerCreatedAt: timestamp('provider_created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** What applying it did, in a few words ("subscription now active", "older than stored state"). */
    outcome: text('outcome').notNull(),
  },
  (t) => [index('payment_events_received_idx').on(t.receivedAt)],
);

/**
 * The local payment processor's own records (the embedded default, no Stripe account):
 * what Stripe would hold for a subscription. Its billing clock turns these into the same
 * events Stripe sends (renewal invoices, failures, cancellation at period end).
 */
export const localSubscriptions = pgTable(
  'local_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    plan: text('plan').notNull(),
    status: text('status', { enum: ['trialing', 'active', 'past_due', 'canceled'] }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    trialWillEndSentAt: timestamp('trial_will_end_sent_at', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    /** Test card 4000 0000 0000 0341: accepted at checkout, declined on every renewal. */
    cardFailsRenewals: boolean('card_fails_renewals').notNull().default(false),
    /** Customer balance: credit (one month free) spent on the next invoices. */
    creditCents: integer('credit_cents').notNull().default(0),
    invoiceCount: integer('invoice_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('local_subscriptions_due_idx').on(t.currentPeriodEnd).where(sql`status <> 'canceled'`)],
);

/**
 * "Refer a friend: both get one month free." One row per side of each referral; a credit
 * of one month's price is put on the customer's balance at the provider.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['friend', 'referrer'] }).notNull(),
    /** The friend's checkout that earned this reward. */
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    beneficiarySubscriberId: uuid('beneficiary_subscriber_id'),
    providerCustomerId: text('provider_customer_id'),
    amountCents: integer('amount_cents').notNull(),
    /** pending: to be credited at the provider; applied: credited; waiting: the referrer has no paid plan yet. */
    status: text('status', { enum: ['pending', 'applied', 'waiting'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('referral_rewards_checkout_kind_idx').on(t.checkoutId, t.kind)],
);
