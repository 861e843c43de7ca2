import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Something happened that people must be told about (a Moment is ready, a distress
 * alert, a missed call, a sign-in link...). Written in the same transaction as the
 * event itself; the notification worker expands each into mails per family member and
 * sends them through the outbox (api/src/notifications).
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    /** Alerts jump the queue: lower is sooner. */
    priority: integer('priority').notNull().default(5),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once the event has been expanded into outbox rows. */
    expandedAt: timestamp('expanded_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('notification_events_pending_idx').on(t.priority, t.id).where(sql`expanded_at is null`)],
);
