import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stories, storyBooks } from './keepsakes.js';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Every email Fondly sends, written before it is sent (the durable outbox). A sender
 * claims due rows with FOR UPDATE SKIP LOCKED and a lease, so any number of workers can
 * run; `idempotency_key` (event + person) makes a second write of the same mail a no-op.
 * With no SMTP server configured this table is the local mailbox shown in the admin tools.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: serial('id').primaryKey(),
    /** e.g. "event:42:member:<uuid>": one mail per (event, family member), ever. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The notification event it came from, if any. */
    eventId: integer('event_id'),
    /** Which template wrote it: moment, story, distress-alert, welcome... */
    template: text('template').notNull(),
    /** Alerts first (0), then sign-in links, then the rest. */
    priority: integer('priority').notNull().default(5),
    toEmail: text('to_email').notNull(),
    toName: text('to_name').notNull().default(''),
    subscriberId: uuid('subscriber_id'),
    familyMemberId: uuid('family_member_id'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra headers, e.g. List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** The keepsake PDF attached to this mail. */
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'set null' }),
    /** Or the yearly book attached to it. */
    bookId: uuid('book_id').references(() => storyBooks.id, { onDelete: 'set null' }),
    attachmentName: text('attachment_name'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The worker holding the mail while it sends, and until when; an expired lease is taken over. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** 'smtp' or 'local' (kept in this outbox). */
    transport: text('transport'),
    /** The Message-ID we stamped; receivers deduplicate on it. */
    messageId: text('message_id'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_mails_due_idx').on(t.priority, t.nextAttemptAt).where(sql`status in ('pending', 'sending')`),
    index('outbox_mails_created_idx').on(t.createdAt),
    index('outbox_mails_event_idx').on(t.eventId),
  ],
);
