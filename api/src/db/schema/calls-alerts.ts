import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { familyMembers } from './families.js';
import { notificationEvents } from './notifications.js';

/**
 * The family phone ladder of an urgent alert (docs/safety-net.md): one row per family member
 * with a mobile who takes alert calls, in order. The first is rung at once; one that does not
 * answer within a minute is left and the next is rung; whoever presses 1 joins her call
 * (api/src/calls/alert-calls.ts).
 */
export const alertCalls = pgTable(
  'alert_calls',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => notificationEvents.id, { onDelete: 'cascade' }),
    /** Her call the alert came from (the one a family member joins). */
    callId: uuid('call_id').notNull(),
    familyMemberId: uuid('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    memberName: text('member_name').notNull(),
    toPhone: text('to_phone').notNull(),
    /** What the call says before "Press 1 to be connected to her now." */
    message: text('message').notNull(),
    position: integer('position').notNull(),
    status: text('status', { enum: ['waiting', 'ringing', 'answered', 'joined', 'heard', 'no-answer', 'failed', 'cancelled'] })
      .notNull()
      .default('waiting'),
    providerCallId: text('provider_call_id'),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('alert_calls_event_member_idx').on(t.eventId, t.familyMemberId), index('alert_calls_open_idx').on(t.eventId).where(sql`status in ('waiting', 'ringing', 'answered')`)],
);
