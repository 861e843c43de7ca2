import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { calls } from './calls.js';
import { recipients } from './families.js';

/**
 * Loneliness measured (decision 156): the 3-item UCLA Loneliness Scale asked on a call, at most
 * once a calendar month in her zone (the unique month below). `complete`: all three answered,
 * `total` 3-9; `partial`: an answer stayed unclear or the call turned elsewhere (items kept, no
 * total, never scored); `declined`: she said she would rather not (not asked again that month).
 */
export const lonelinessMeasures = pgTable(
  'loneliness_measures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => recipients.id, { onDelete: 'cascade' }),
    callId: uuid('call_id').references(() => calls.id, { onDelete: 'set null' }),
    /** The calendar month in her zone, 'YYYY-MM'. */
    month: text('month').notNull(),
    status: text('status', { enum: ['complete', 'partial', 'declined'] }).notNull(),
    /** Her three answers, 1 hardly ever, 2 some of the time, 3 often; null where none was given. */
    items: jsonb('items').$type<Array<1 | 2 | 3 | null>>().notNull(),
    total: integer('total'),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('loneliness_measures_month_idx').on(t.recipientId, t.month),
    index('loneliness_measures_month_all_idx').on(t.month),
    check('loneliness_measures_total_range', sql`${t.total} is null or (${t.total} between 3 and 9)`),
    check('loneliness_measures_complete_scored', sql`(${t.status} = 'complete') = (${t.total} is not null)`),
  ],
);
