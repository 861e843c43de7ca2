import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscribers } from './families.js';
import { checkouts } from './payments.js';

/**
 * A gift bought on /gift (decision 151): what goes on the card, and the checkout that pays for
 * it. Paid means its checkout completed (the webhook or the local processor records that, never
 * the browser); the card mail is written from that same event. The code redeems once: the
 * account it made is kept here, and the checkout's prepaid term joins that account.
 */
export const gifts = pgTable(
  'gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** FOND-XXXX-XXXX: printed on the card; guessing is rate-limited. */
    code: text('code').notNull().unique(),
    checkoutId: text('checkout_id')
      .notNull()
      .unique()
      .references(() => checkouts.id, { onDelete: 'restrict' }),
    plan: text('plan').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    recipientFirstName: text('recipient_first_name').notNull(),
    message: text('message').notNull().default(''),
    /** The calendar day the card is mailed, in `time_zone` (the buyer's). */
    deliveryDate: text('delivery_date').notNull(),
    timeZone: text('time_zone').notNull(),
    /** The recipient family's address for that day; null: the card goes to the buyer to pass on. */
    deliverToEmail: text('deliver_to_email'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedBySubscriberId: uuid('redeemed_by_subscriber_id').references(() => subscribers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gifts_unredeemed_idx').on(t.createdAt).where(sql`redeemed_at is null`)],
);
