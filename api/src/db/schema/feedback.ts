import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What families tell us after a call (spec section 3, Feedback). `callId` is kept without a
 * foreign key on purpose: feedback must be accepted even for a call deleted since (a family's
 * privacy deletion), and the demo form sends none.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    callId: uuid('call_id'),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    recommend: boolean('recommend').notNull(),
    recommendReason: text('recommend_reason').notNull().default(''),
    /** When the person pressed submit, as their browser said (spec's `timestamp`). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('feedback_rating_range', sql`${t.rating} between 1 and 5`), index('feedback_created_idx').on(t.createdAt)],
);
