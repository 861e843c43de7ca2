import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { calls, LIVE_STATES, TERMINAL_STATES, type CallState, type CallStep } from '../../db/schema/index.js';
import { enqueueNotification } from '../../notifications/events.js';
import { callableAt, INTERRUPTED_CALL_BACK_MS, NOT_CALLABLE_NOTES, retryTime } from '../scheduling/callable.js';
import { calleeOf, callsAround, readCalleeRow } from '../scheduling/callee.js';

/**
 * The life of a call (docs/decisions/011-call-lifecycle.md). Every change goes through
 * `transitionCall`, a conditional UPDATE that only moves forward: a duplicate or late
 * provider event finds the call already past that state and changes nothing, which is
 * what makes Twilio's status callbacks idempotent.
 */
export type CallRow = typeof calls.$inferSelect;

export { LIVE_STATES, TERMINAL_STATES };

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
      Object.assign(set, { endedAt: opts.at, deadlineAt: null, lockedBy: null, leaseOwner: null, leaseUntil: null });
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
 * What an ended call sets off. No answer, busy or a failed dial: up to two retries 20 minutes
 * apart, when the rule (calls/scheduling/callable.ts) allows a retry: inside her window and the
 * law's hours of the same day, and only while she has not talked with us that day; after the last
 * miss (or when no retry is possible) the family gets a missed-call notice. A completed call
 * with a transcript: the family's summary, and the retries left that day are called off.
 * Voicemail: the message was left, no retry that day.
 */
async function afterCallEnded(tx: DbOrTx, call: CallRow, at: Date) {
  if (call.origin === 'test') return;
  if (call.state === 'completed') {
    if (call.transcript.length > 0) await enqueueNotification(tx, { type: 'call-summary', callId: call.id });
    await callOffRetries(tx, call, at);
    return;
  }
  if (call.state === 'failed' && call.answeredAt && call.failureReason?.startsWith('interrupted')) return callBackAfterInterruption(tx, call, at);
  const missed = call.state === 'no_answer' || call.state === 'busy' || (call.state === 'failed' && !call.answeredAt);
  if (!missed) return;
  if (call.attempt < MAX_ATTEMPTS) {
    const target = await readCalleeRow(tx, call.recipientId);
    if (target?.schedule) {
      const others = await callsAround(tx, call.recipientId, at.getTime(), call.id);
      const retry = retryTime(await calleeOf(tx, target, at), at.getTime(), others);
      if ('atMs' in retry) {
        await tx.insert(calls).values({
          recipientId: call.recipientId,
          kind: call.kind,
          dueAt: new Date(retry.atMs),
          attempt: call.attempt + 1,
          retryOfCallId: call.id,
          origin: 'retry',
          steps: [{ state: 'scheduled', at: at.toISOString(), note: `retry ${call.attempt} after ${call.state.replace('_', ' ')}` }],
        });
        return;
      }
      // She talks or talked with us today: nothing was missed.
      if (retry.reason === 'called today' || retry.reason === 'on a call') return;
    }
  }
  await enqueueNotification(tx, { type: 'missed-call', callId: call.id });
}

/**
 * A conversation cut off because the process running it died and her line went with it
 * (leases.ts): she is called back soon, inside her window and the law's hours that same day, as the
 * rule allows a retry; the family is told plainly what happened and when she will be called.
 */
async function callBackAfterInterruption(tx: DbOrTx, call: CallRow, at: Date) {
  const target = await readCalleeRow(tx, call.recipientId);
  let callBackAt: Date | null = null;
  if (target) {
    const others = await callsAround(tx, call.recipientId, at.getTime(), call.id);
    const retry = retryTime(await calleeOf(tx, target, at), at.getTime(), others, INTERRUPTED_CALL_BACK_MS);
    if ('atMs' in retry) {
      callBackAt = new Date(retry.atMs);
      await tx.insert(calls).values({
        recipientId: call.recipientId,
        kind: call.kind,
        dueAt: callBackAt,
        attempt: call.attempt + 1,
        retryOfCallId: call.id,
        origin: 'retry',
        steps: [{ state: 'scheduled', at: at.toISOString(), note: 'call-back after an interrupted call' }],
      });
    }
  }
  await enqueueNotification(tx, { type: 'call-interrupted', callId: call.id, callBackAt: callBackAt?.toISOString() ?? null });
}

/** She talked with us: the retries still waiting that day are called off, as the rule says. */
async function callOffRetries(tx: DbOrTx, call: CallRow, at: Date) {
  const waiting = await tx
    .select({ id: calls.id, dueAt: calls.dueAt })
    .from(calls)
    .where(and(eq(calls.recipientId, call.recipientId), eq(calls.state, 'scheduled'), eq(calls.origin, 'retry')));
  if (!waiting.length) return;
  const target = await readCalleeRow(tx, call.recipientId);
  if (!target) return;
  const callee = await calleeOf(tx, target, at);
  for (const retry of waiting) {
    const others = await callsAround(tx, call.recipientId, retry.dueAt.getTime(), retry.id);
    const verdict = callableAt(callee, 'retry', retry.dueAt.getTime(), { others, retryOfMs: retry.dueAt.getTime() });
    if (verdict.callable || verdict.reason !== 'called today') continue;
    const step: CallStep = { state: 'canceled', at: at.toISOString(), note: NOT_CALLABLE_NOTES['called today']! };
    await tx
      .update(calls)
      .set({ state: 'canceled', canceledAt: at, endedAt: at, updatedAt: at, cancelReason: 'called today', steps: sql`${calls.steps} || ${JSON.stringify([step])}::jsonb` })
      .where(and(eq(calls.id, retry.id), eq(calls.state, 'scheduled')));
  }
}
