import { desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { BoardCall } from '@fondly/contract/calls';
import { calls, recipients } from '../../db/schema/index.js';
import { maskPhone } from '../../lib/logger.js';
import { LIVE_STATES } from './state-machine.js';

/** The operator's live calls board: calls under way, the last day's finished ones, and counts by state. */
export async function callsBoard(db: DbOrTx, now: Date): Promise<{ live: BoardCall[]; recent: BoardCall[]; counts: Record<string, number> }> {
const columns = { call: calls, name: recipients.name, phone: recipients.phone };
const toBoard = (r: { call: typeof calls.$inferSelect; name: string; phone: string }): BoardCall => ({
  id: r.call.id,
  recipientName: r.name,
  phone: maskPhone(r.phone),
  state: r.call.state,
  origin: r.call.origin,
  attempt: r.call.attempt,
  dueAt: r.call.dueAt.toISOString(),
  answeredAt: r.call.answeredAt?.toISOString() ?? null,
  endedAt: r.call.endedAt?.toISOString() ?? null,
  durationSeconds: r.call.durationSeconds,
  failureReason: r.call.failureReason,
  answeredBy: r.call.answeredBy,
  flags: r.call.flags,
  steps: r.call.steps,
  transcript: r.call.transcript,
});
  const since = new Date(now.getTime() - 24 * 3600_000);
  const live = await db.select(columns).from(calls).innerJoin(recipients, eq(recipients.id, calls.recipientId)).where(inArray(calls.state, LIVE_STATES)).orderBy(desc(calls.dialedAt)).limit(100);
  const recent = await db
    .select(columns)
    .from(calls)
    .innerJoin(recipients, eq(recipients.id, calls.recipientId))
    .where(sql`${calls.state} in ('completed', 'no_answer', 'busy', 'voicemail', 'failed') and ${calls.endedAt} >= ${since.toISOString()}::timestamptz`)
    .orderBy(desc(calls.endedAt))
    .limit(20);
  const counts = await db
    .select({ state: calls.state, n: sql<number>`count(*)::int` })
    .from(calls)
    .where(gte(calls.updatedAt, since))
    .groupBy(calls.state);
  return { live: live.map(toBoard), recent: recent.map(toBoard), counts: Object.fromEntries(counts.map((r) => [r.state, Number(r.n)])) };
}
