import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { familyMembers, subscribers } from './families.js';
import { calls } from './calls.js';

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

/**
 * Text messages of an urgent alert, one per (event, family member with a mobile), ever:
 * written with the alert's mails, sent at once by the notification worker and retried
 * while pending (api/src/notifications/alert-texts.ts).
 */
export const alertTexts = pgTable(
  'alert_texts',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => notificationEvents.id, { onDelete: 'cascade' }),
    familyMemberId: uuid('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    toPhone: text('to_phone').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    providerId: text('provider_id'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('alert_texts_event_member_idx').on(t.eventId, t.familyMemberId), index('alert_texts_pending_idx').on(t.id).where(sql`status = 'pending'`)],
);

/** A family member marked a call's alert resolved, with a note on what happened (dashboard). */
export const alertResolutions = pgTable('alert_resolutions', {
  callId: uuid('call_id')
    .primaryKey()
    .references(() => calls.id, { onDelete: 'cascade' }),
  subscriberId: uuid('subscriber_id')
    .notNull()
    .references(() => subscribers.id, { onDelete: 'cascade' }),
  resolvedBy: text('resolved_by').notNull(),
  note: text('note').notNull(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }).notNull().defaultNow(),
});
