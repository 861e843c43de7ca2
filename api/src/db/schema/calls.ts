import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CALL_STATE_VALUES } from '@fondly/contract/calls';
import { recipients } from './families.js';
import type { RecipientProfile } from '@fondly/contract/profile';

/** The call state machine's states; the list lives once, in the contract. */
export const CALL_STATES = CALL_STATE_VALUES;
export type CallState = (typeof CALL_STATES)[number];
/** A call someone is on or that is reaching her. */
export const LIVE_STATES: CallState[] = ['dialing', 'ringing', 'in_progress'];
/** A call that is over, whatever the outcome. */
export const TERMINAL_STATES: CallState[] = ['completed', 'no_answer', 'busy', 'voicemail', 'failed', 'canceled'];

/** One line of a call's transcript: who said what, when. */
export interface TranscriptLine {
  speaker: 'companion' | 'recipient';
  text: string;
  /** ISO timestamp. */
  at: string;
  /** A reply on a line that listens: where the time went, in ms after the end of her speech. */
  latency?: TurnLatency;
}

/**
 * A part of a call she asked to keep from her family (docs/decisions/155-her-say.md): every line
 * stamped from `from` to `to` (ISO, inclusive), and the companion's reply just after `to`.
 */
export interface KeptPrivatePart {
  from: string;
  to: string;
}

/** Milestones of one turn, ms after her speech ended in the audio (docs/decisions/080, 082). */
export interface TurnLatency {
  /** Her final words came back from the transcriber. */
  transcript: number;
  /** The turn policy decided her turn was over (the deliberate pause is in here). */
  decided: number;
  /** The model's first words. */
  firstToken: number | null;
  /** The first audio of the reply left for the line. */
  firstAudio: number | null;
  /** The reply's first sentence had played to the end (the line's mark). */
  firstSentencePlayed: number | null;
}

/** A finding on a call: distress (family alerted) or an opt-out (schedule paused). */
export interface CallFlag {
  /**
   * distress: urgent, the family alerted; opt-out: confirmed, the schedule paused; note: a worry
   * for the family's summary, no alarm; consent: she said she is happy to be called;
   * recording-consent: her answer to whether her voice may be kept (category given, declined or
   * unclear; only given keeps any, docs/recordings.md).
   */
  kind: 'distress' | 'opt-out' | 'note' | 'consent' | 'recording-consent';
  category: string;
  utterance: string;
  at: string;
}

/** One step of a call's life, kept in order: the state it entered and when. */
export interface CallStep {
  state: CallState;
  at: string;
  note?: string;
}

/**
 * One planned or placed phone call. The planner writes rows in state 'scheduled';
 * workers claim due rows with FOR UPDATE SKIP LOCKED and drive the state machine.
 */
export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => recipients.id, { onDelete: 'cascade' }),
    state: text('state', { enum: CALL_STATES }).notNull().default('scheduled'),
    /** companionship (loneliness) or story call. */
    kind: text('kind', { enum: ['loneliness', 'stories'] }).notNull().default('loneliness'),
    /** When the call should be placed (UTC), always inside the recipient's allowed local hours. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** 1 for the first try; retries after no answer / busy are new rows with attempt 2, 3. */
    attempt: integer('attempt').notNull().default(1),
    retryOfCallId: uuid('retry_of_call_id'),
    /** 'planner', 'call-now', 'retry', 'test' */
    origin: text('origin').notNull().default('planner'),
    /**
     * The recipient's local calendar day a planner call belongs to (YYYY-MM-DD). Unique per
     * recipient, so two planners running at once never plan the same day twice, and a
     * skipped (canceled) day is not planned again.
     */
    plannedSlot: text('planned_slot'),
    /** Why a call was canceled: 'skipped', 'paused', 'opt-out', 'not-entitled', 'operator'. */
    cancelReason: text('cancel_reason'),
    /** Answering-machine detection: 'human', 'machine' or null when unknown. */
    answeredBy: text('answered_by'),
    /** The provider's last raw status (Twilio's CallStatus), for reconciliation and support. */
    providerStatus: text('provider_status'),
    /** Every state the call entered, with its time: the timestamps for each step. */
    steps: jsonb('steps').$type<CallStep[]>().notNull().default([]),
    /** Provider's id for the call (Twilio CallSid, or the simulated phone's id). */
    providerCallId: text('provider_call_id'),
    /** Which worker holds the call and until when (a dead worker's calls are reconciled). */
    lockedBy: text('locked_by'),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    /**
     * The process that runs the live call (its conversation, or the ringing it placed) renews this
     * lease every few seconds; a lease that lapses means that process died, and the reconciler
     * asks the provider whether she is still on the line (lifecycle/leases.ts, decision 132).
     */
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /**
     * A call she placed: the carrier's caller verification (Twilio's StirVerstat, e.g.
     * 'TN-Validation-Passed-A'); null when the carrier sent none. Only full attestation (A) is
     * believed: otherwise the companion says nothing of her until she is recognised (decision 131).
     */
    callerVerification: text('caller_verification'),
    dialedAt: timestamp('dialed_at', { withTimezone: true }),
    ringingAt: timestamp('ringing_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    failureReason: text('failure_reason'),
    transcript: jsonb('transcript').$type<TranscriptLine[]>().notNull().default([]),
    /** Distress and opt-out findings, logged on the call. */
    flags: jsonb('flags').$type<CallFlag[]>().notNull().default([]),
    /** The parts she asked to keep from her family: left out of every Moment, story, summary, profile and alert text (decision 155). */
    keptPrivate: jsonb('kept_private').$type<KeptPrivatePart[]>().notNull().default([]),
    /** She heard this call's note read and asked that it not be sent (decision 155). */
    noteDeclinedAt: timestamp('note_declined_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calls_due_idx').on(t.dueAt).where(sql`state = 'scheduled'`),
    index('calls_recipient_idx').on(t.recipientId, t.dueAt),
    uniqueIndex('calls_planned_slot_idx').on(t.recipientId, t.plannedSlot),
    // Unique where set: a planned call has no provider id yet, and needs no index entry for it (decision 118).
    uniqueIndex('calls_provider_call_id_unique').on(t.providerCallId).where(sql`provider_call_id is not null`),
    // The reconciler looks for live calls whose deadline passed (a worker died).
    index('calls_live_deadline_idx').on(t.deadlineAt).where(sql`state in ('dialing', 'ringing', 'in_progress')`),
    // The reconciler looks for live calls whose owner stopped renewing the lease.
    index('calls_live_lease_idx').on(t.leaseUntil).where(sql`state in ('ringing', 'in_progress')`),
  ],
);

/**
 * What the companion remembers about a recipient between calls: facts they shared
 * ("has a cat called Max"), a short summary of each call, and the questions already
 * asked, so the next call builds on the last and never asks the same thing twice.
 */
export const callMemories = pgTable(
  'call_memories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => recipients.id, { onDelete: 'cascade' }),
    callId: uuid('call_id').references(() => calls.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['fact', 'summary', 'question'] }).notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('call_memories_recipient_idx').on(t.recipientId, t.createdAt)],
);

/**
 * The structured memory of one recipient (docs/decisions/071-memory-profile.md): people,
 * places, pets, health notes, likes and open threads, updated after each call and edited
 * by the family. One row per recipient, the whole profile as one validated document.
 */
export const recipientProfiles = pgTable('recipient_profiles', {
  recipientId: uuid('recipient_id')
    .primaryKey()
    .references(() => recipients.id, { onDelete: 'cascade' }),
  profile: jsonb('profile').$type<RecipientProfile>().notNull(),
  /** Who changed it last: a call or the family. */
  updatedBy: text('updated_by', { enum: ['call', 'family', 'alert'] }).notNull().default('call'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
