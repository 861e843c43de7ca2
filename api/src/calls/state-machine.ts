import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { calls, recipients, schedules, type CallState, type CallStep } from '../db/schema/index.js';
import { jurisdictionOf } from '../lib/phone.js';
import { enqueueNotification } from '../notifications/index.js';
import { localDayOf, dayKey, nextAllowedTime } from './calling-hours.js';

/**
 * The life of a call (docs/decisions/011-call-lifecycle.md). Every change goes through
 * `transitionCall`, a conditional UPDATE that only moves forward: a duplicate or late
 * provider event finds the call already past that state and changes nothing, which is
 * what makes Twilio's status callbacks idempotent.
 */
export type CallRow = typeof calls.$inferSelect;

export const LIVE_STATES: CallState[] = ['dialing', 'ringing', 'in_progress'];
export const TERMINAL_STATES: CallState[] = ['completed', 'no_answer', 'busy', 'voicemail', 'failed', 'canceled'];

const FROM: Record<CallState, CallState[]> = {
  scheduled: ['dialing'], // a claimed call deferred (outside calling hours by the time it was claimed)
  dialing: ['scheduled'],
  ringing: ['dialing'],
  in_progress: ['dialing', 'ringing'],
  completed: ['dialing', 'ringing', 'in_progress'],
  no_answer: ['dialing', 'ringing'],
  busy: ['dialing', 'ringing'],
  // Answering-machine detection may report after the call was connected.
  voicemail: ['dialing', 'ringing', 'in_progress'],
  failed: ['dialing', 'ringing', 'in_progress'],
  canceled: ['scheduled', 'dialing', 'ringing'],
};

export const MAX_ATTEMPTS = 3;
export const RETRY_DELAY_MS = 20 * 60_000;
/** How long each live state may last before the reconciler asks the provider what happened. */
export const DEADLINES_MS: Record<'dialing' | 'ringing' | 'in_progress', number> = {
  dialing: 2 * 60_000,
  ringing: 2 * 60_000,
  in_progress: 18 * 60_000,
};

export interface TransitionOptions {
  at: Date;
  note?: string;
  patch?: Partial<Pick<CallRow, 'providerCallId' | 'providerStatus' | 'answeredBy' | 'failureReason' | 'cancelReason' | 'durationSeconds' | 'dueAt'>>;
}

/**
 * Moves a call to `to` if it is in a state that may lead there; returns the updated row,
 * or null when nothing changed (already there, already past, or unknown). Follow-ups of
 * an ending call (retry, missed-call notice, summary) happen in the same transaction.
 */
export async function transitionCall(db: DbOrTx, callId: string, to: CallState, opts: TransitionOptions): Promise<CallRow | null> {
  return db.transaction(async (tx) => {
    const step: CallStep = { state: to, at: opts.at.toISOString(), ...(opts.note ? { note: opts.note } : {}) };
    const set: Record<string, unknown> = {
      state: to,
      updatedAt: opts.at,
      steps: sql`${calls.steps} || ${JSON.stringify([step])}::jsonb`,
      ...opts.patch,
    };
    if (to === 'dialing') set.dialedAt = opts.at;
    if (to === 'ringing') set.ringingAt = opts.at;
    if (to === 'in_progress') set.answeredAt = opts.at;
    if (to === 'scheduled') Object.assign(set, { lockedBy: null, deadlineAt: null, dialedAt: null });
    if (to in DEADLINES_MS) set.deadlineAt = new Date(opts.at.getTime() + DEADLINES_MS[to as keyof typeof DEADLINES_MS]);
    if (TERMINAL_STATES.includes(to)) {
      Object.assign(set, { endedAt: opts.at, deadlineAt: null, lockedBy: null });
      if (to === 'canceled') set.canceledAt = opts.at;
      if (opts.patch?.durationSeconds === undefined) {
        set.durationSeconds = sql`case when ${calls.answeredAt} is null then 0 else greatest(0, round(extract(epoch from (${opts.at.toISOString()}::timestamptz - ${calls.answeredAt}))))::int end`;
      }
    }
    const [row] = await tx
      .update(calls)
      .set(set)
      .where(and(eq(calls.id, callId), inArray(calls.state, FROM[to])))
      .returning();
    if (!row) return null;
    if (TERMINAL_STATES.includes(to)) await afterCallEnded(tx, row, opts.at);
    return row;
  });
}

/**
 * What an ended call sets off. No answer, busy or a failed dial: up to two retries 20
 * minutes apart, inside the allowed hours of the same day; after the last miss the family
 * gets a missed-call notice. A completed call with a transcript: the family's summary.
 * Voicemail: the message was left, no retry that day.
 */
async function afterCallEnded(tx: DbOrTx, call: CallRow, at: Date) {
  if (call.origin === 'test') return;
  if (call.state === 'completed') {
    if (call.transcript.length > 0) await enqueueNotification(tx, { type: 'call-summary', callId: call.id });
    return;
  }
  const missed = call.state === 'no_answer' || call.state === 'busy' || (call.state === 'failed' && !call.answeredAt);
  if (!missed) return;
  if (call.attempt < MAX_ATTEMPTS) {
    const [target] = await tx
      .select({ phone: recipients.phone, zone: schedules.timeZone, window: schedules.window, pausedAt: schedules.pausedAt })
      .from(recipients)
      .innerJoin(schedules, eq(schedules.recipientId, recipients.id))
      .where(eq(recipients.id, call.recipientId));
    if (target && !target.pausedAt) {
      const jurisdiction = jurisdictionOf(target.phone);
      // A retry keeps to the calling-hours policy; the preferred window is a preference.
      const retryAt = nextAllowedTime(at.getTime() + RETRY_DELAY_MS, target.zone, jurisdiction, null, 1);
      if (retryAt !== null && dayKey(localDayOf(retryAt, target.zone)) === dayKey(localDayOf(at.getTime(), target.zone))) {
        await tx.insert(calls).values({
          recipientId: call.recipientId,
          kind: call.kind,
          dueAt: new Date(retryAt),
          attempt: call.attempt + 1,
          retryOfCallId: call.id,
          origin: 'retry',
          steps: [{ state: 'scheduled', at: at.toISOString(), note: `retry ${call.attempt} after ${call.state.replace('_', ' ')}` }],
        });
        return;
      }
    }
  }
  await enqueueNotification(tx, { type: 'missed-call', callId: call.id });
}
