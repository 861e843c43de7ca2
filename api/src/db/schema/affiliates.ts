import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { invoices } from './payments.js';

/**
 * People who earn 30 % of every paid invoice of the customers they refer. The referral
 * code is public (it is in every link); the dashboard key is private and stored hashed.
 */
export const affiliates = pgTable(
  'affiliates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased; one affiliate account per email. */
    email: text('email').notNull(),
    referralCode: text('referral_code').notNull().unique(),
    /** SHA-256 of the private dashboard key; the key itself is shown once and emailed. */
    dashboardKeyHash: text('dashboard_key_hash').notNull().unique(),
    /** Basis points: 3000 = 30 %. Kept per affiliate so a later change does not rewrite history. */
    commissionRateBps: integer('commission_rate_bps').notNull().default(3000),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('affiliates_email_idx').on(t.email)],
);

/**
 * Someone asked to join (or, for an email that already has an account, for a new dashboard
 * key). Nothing is issued until the link emailed to that address is opened: whoever types
 * an email never gets its account. Only the link's hash is kept.
 */
export const affiliateSignups = pgTable(
  'affiliate_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Set when the email already had an account: confirming then replaces its dashboard key. */
    affiliateId: uuid('affiliate_id').references(() => affiliates.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('affiliate_signups_email_idx').on(t.email, t.createdAt)],
);

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['requested', 'approved', 'paid', 'rejected'] }).notNull().default('requested'),
    /** The operator's note when paying: e.g. the PayPal or bank transfer reference. */
    reference: text('reference'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
  },
  (t) => [
    // One open request per affiliate at a time, enforced by the database itself.
    uniqueIndex('payouts_one_open_idx').on(t.affiliateId).where(sql`status in ('requested', 'approved')`),
  ],
);

/**
 * 30 % of one paid invoice of a referred customer. A refund reverses it; when it was
 * already paid out, a negative 'clawback' row takes it back from the next payout.
 */
export const commissions = pgTable(
  'commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['earned', 'clawback'] }).notNull().default('earned'),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** "Jane D.": enough for the affiliate to recognise a referral, no more. */
    customerName: text('customer_name').notNull(),
    plan: text('plan').notNull(),
    /** What the customer paid, and the commission on it (negative for a clawback). */
    baseAmountCents: integer('base_amount_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'reversed'] }).notNull().default('pending'),
    payoutId: uuid('payout_id').references(() => payouts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    // One commission and at most one clawback per invoice, however often events replay.
    uniqueIndex('commissions_invoice_kind_idx').on(t.invoiceId, t.kind),
    index('commissions_affiliate_idx').on(t.affiliateId, t.createdAt),
  ],
);
