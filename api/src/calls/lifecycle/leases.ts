import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { calls, type CallStep } from '../../db/schema/index.js';
import type { ProviderCallStatus } from '../pipeline/ports/telephony.js';
import { transitionCall, type CallRow } from './state-machine.js';

/**
 * Crash-safe calls (decision 132). The process running a live call (the
 * conversation, or the ringing it placed) holds a lease on the call's row and renews it every
 * third of CALL_LEASE_SECONDS. A lease that lapses means that process died without a word: any
 * process's dialer finds the call here and asks the provider whether she is still on the line.
 * Still up: her line is connected to us again (Telephony.resumeCall, as the reconnect path does) and
 * the conversation carries on from its saved transcript with her memory. Gone: the call ends as
 * failed, 'interrupted', which sets off a call-back inside her window and a plain notice to the
 * family (state-machine.ts). Times are the database's clock, the one clock every process shares.
 */

/** The failure reason of an answered call whose process died and whose line went with it. */
export const INTERRUPTED = 'interrupted: the process running the call stopped';
/** The step note of a call connected to a new process. */
const RESUMED = 'resumed: the process running the call stopped';
/** A call whose line was reconnected this many times without a conversation taking its lease is given up. */
const MAX_RESUMES = 2;
const ENDED: ProviderCallStatus[] = ['completed', 'busy', 'no-answer', 'failed', 'canceled'];

/** A lease's end, `ms` from now on the database's clock. */
export const leaseUntil = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** This process runs the call now: the lease is its, for `ms`. */
export async function takeLease(db: DbOrTx, callId: string, owner: string, ms: number) {
  await db.update(calls).set({ leaseOwner: owner, leaseUntil: leaseUntil(ms) }).where(eq(calls.id, callId));
}

/**
 * Renews this process's leases: the calls whose conversation runs here, and the calls it placed
 * while they still ring. Returns the ids it still holds (a call answered elsewhere drops out).
 */
export async function renewLeases(db: DbOrTx, owner: string, ms: number, live: readonly string[], ringing: readonly string[]): Promise<Set<string>> {
  if (!live.length && !ringing.length) return new Set();
  const rows = await db
    .update(calls)
    .set({ leaseUntil: leaseUntil(ms) })
    .where(
      and(
        eq(calls.leaseOwner, owner),
        sql`(${live.length ? sql`(${inArray(calls.id, [...live])} and ${calls.state} = 'in_progress')` : sql`false`} or ${ringing.length ? sql`(${inArray(calls.id, [...ringing])} and ${inArray(calls.state, ['dialing', 'ringing'])})` : sql`false`})`,
      ),
    )
    .returning({ id: calls.id });
  return new Set(rows.map((r) => r.id));
}

/**
 * Ringing or answered calls whose lease lapsed, claimed by `owner` for a while so that one
 * reconciler looks at each (FOR UPDATE SKIP LOCKED; another may take over if this one dies too).
 */
async function claimLapsed(db: DbOrTx, owner: string, holdMs: number, limit: number): Promise<CallRow[]> {
  const lapsed = db
    .select({ id: calls.id })
    .from(calls)
    .where(and(inArray(calls.state, ['ringing', 'in_progress']), lt(calls.leaseUntil, sql`now()`)))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(calls)
    .set({ leaseOwner: owner, leaseUntil: leaseUntil(holdMs) })
    .where(and(inArray(calls.id, lapsed), inArray(calls.state, ['ringing', 'in_progress']), lt(calls.leaseUntil, sql`now()`)))
    .returning();
}

export interface LapsedOutcome {
  resumed: number;
  /** Ended (interrupted, or as the provider's record says). */
  ended: number;
  /** Still ringing at the provider: its events will carry it on. */
  ringing: number;
}

/**
 * Finds calls whose process died (their lease lapsed) and settles each from the provider's record.
 * `runsHere`: a conversation this process runs is alive, only late in renewing.
 */
export async function reconcileLapsedLeases(
  deps: AppDeps,
  opts: { owner: string; runsHere: (callId: string) => boolean; limit?: number },
): Promise<LapsedOutcome> {
  const db = deps.database.db;
  const leaseMs = deps.config.calls.leaseMs;
  const outcome: LapsedOutcome = { resumed: 0, ended: 0, ringing: 0 };
  // Held long enough for her line to come back and a conversation to take the lease.
  const lapsed = await claimLapsed(db, opts.owner, Math.max(3 * leaseMs, deps.config.calls.streamResumeMs), opts.limit ?? 50);
  for (const call of lapsed) {
    if (opts.runsHere(call.id)) continue;
    const line = deps.providers.telephony;
    const record = call.providerCallId ? await line.fetchCall(call.providerCallId).catch(() => undefined) : null;
    // The provider could not be asked: the next round asks again.
    if (record === undefined) continue;
    const at = deps.now();
    if (record && !ENDED.includes(record.status)) {
      if (call.state === 'ringing') {
        outcome.ringing++;
        continue;
      }
      const resumes = call.steps.filter((s) => s.note === RESUMED).length;
      const resumed = resumes < MAX_RESUMES && (await line.resumeCall({ callId: call.id, providerCallId: call.providerCallId!, publicUrl: deps.config.publicUrl, mediaToken: line.sign(`media:${call.id}`) }).catch(() => false));
      if (resumed) {
        const step: CallStep = { state: call.state, at: at.toISOString(), note: RESUMED };
        await db.update(calls).set({ steps: sql`${calls.steps} || ${JSON.stringify([step])}::jsonb` }).where(eq(calls.id, call.id));
        deps.logger.warn({ callId: call.id }, 'a live call lost its process: her line is connected again, the conversation carries on');
        outcome.resumed++;
        continue;
      }
      // Up at the provider, but no stream of ours will come back to it: she is not left on a dead line.
      await line.hangup(call.providerCallId!).catch(() => undefined);
    }
    outcome.ended++;
    await endLapsed(db, call, record?.status ?? null, at);
    deps.logger.warn({ callId: call.id, provider: record?.status ?? 'no record' }, 'a live call lost its process and its line: ended, her call-back and the family notice follow');
  }
  return outcome;
}

/** A call whose process and line are gone: an answered one was interrupted; a ringing one ends as its provider says. */
async function endLapsed(db: DbOrTx, call: CallRow, status: ProviderCallStatus | null, at: Date) {
  const note = 'reconciled: its process stopped';
  if (call.state === 'in_progress') {
    await transitionCall(db, call.id, 'failed', { at, note, patch: { failureReason: INTERRUPTED } });
    return;
  }
  if (status === 'busy') await transitionCall(db, call.id, 'busy', { at, note });
  else if (status === 'no-answer') await transitionCall(db, call.id, 'no_answer', { at, note });
  else await transitionCall(db, call.id, 'failed', { at, note, patch: { failureReason: status ? `provider: ${status}` : 'call lost (no provider record)' } });
}
