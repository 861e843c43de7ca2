import { date, index, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { affiliates } from './affiliates.js';

/** A visitor arrived through an affiliate's link (once per browser per code). */
export const referralClicks = pgTable(
  'referral_clicks',
  {
    id: serial('id').primaryKey(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    landingPath: text('landing_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The visitor's UTC day: a visitor counts once per affiliate per day. */
    day: date('day', { mode: 'string' }),
    /** sha256 of the day, the address and the user agent: the visitor, unlinkable across days. */
    visitorHash: text('visitor_hash'),
    /** sha256 of the day and the address: caps how many visitors one address can be in a day. */
    addressHash: text('address_hash'),
  },
  (t) => [
    index('referral_clicks_affiliate_idx').on(t.affiliateId, t.createdAt),
    uniqueIndex('referral_clicks_visitor_day_idx').on(t.affiliateId, t.day, t.visitorHash),
    index('referral_clicks_address_day_idx').on(t.affiliateId, t.day, t.addressHash),
  ],
);
