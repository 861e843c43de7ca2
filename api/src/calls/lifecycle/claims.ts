import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { calls } from '../../db/schema/index.js';
import { DEADLINES_MS, LIVE_STATES, type CallRow } from './state-machine.js';

/**
 * Claims up to `limit` due calls for one worker: each moves from scheduled to dialing in
 * the same statement that locks it, and rows another worker holds are skipped (FOR UPDATE
 * SKIP LOCKED). Any number of workers in any number of processes can run this at once and
 * no call is claimed twice: that is what keeps anyone from being dialled twice.
 */
export async function claimDueCalls(db: DbOrTx, workerId: string, now: Date, limit: number): Promise<CallRow[]> {
  const due = db
    .select({ id: calls.id })
    .from(calls)
    .where(and(eq(calls.state, 'scheduled'), lte(calls.dueAt, now)))
    .orderBy(asc(calls.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const at = now.toISOString();
  return db
    .update(calls)
    .set({
      state: 'dialing',
      lockedBy: workerId,
      dialedAt: now,
      deadlineAt: new Date(now.getTime() + DEADLINES_MS.dialing),
      updatedAt: now,
      steps: sql`${calls.steps} || ${JSON.stringify([{ state: 'dialing', at, note: `claimed by ${workerId}` }])}::jsonb`,
    })
    // The state check again: a row skipped by the subquery's snapshot is never taken over.
    .where(and(inArray(calls.id, due), eq(calls.state, 'scheduled')))
    .returning();
}

/**
 * Live calls whose deadline passed (their worker or process died, or a provider event was
 * lost), claimed for reconciliation the same way: the deadline moves on so that only one
 * reconciler looks at each, and a reconciler that dies too lets the next one try.
 */
export async function claimStuckCalls(db: DbOrTx, workerId: string, now: Date, limit: number): Promise<CallRow[]> {
  const stuck = db
    .select({ id: calls.id })
    .from(calls)
    .where(and(inArray(calls.state, LIVE_STATES), lte(calls.deadlineAt, now)))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(calls)
    .set({ lockedBy: workerId, deadlineAt: new Date(now.getTime() + 60_000) })
    .where(and(inArray(calls.id, stuck), inArray(calls.state, LIVE_STATES), lte(calls.deadlineAt, now)))
    .returning();
}
