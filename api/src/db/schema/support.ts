import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscribers } from './accounts.js';

/**
 * Help & Support: a family's question to the operators. Legacy plan subscribers are
 * flagged priority when they write (the plan promises priority support).
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The plan at the time of writing promised priority support. */
    priority: boolean('priority').notNull().default(false),
    status: text('status', { enum: ['open', 'resolved'] }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('support_requests_queue_idx').on(t.priority, t.createdAt).where(sql`status = 'open'`),
    index('support_requests_subscriber_idx').on(t.subscriberId),
  ],
);
