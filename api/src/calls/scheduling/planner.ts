import { and, eq, gt, gte, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { arrayLiteral } from '../../db/array-literal.js';
import { calls, recipients, schedules, subscriptions, type PlanMemory } from '../../db/schema/index.js';
import { jurisdictionOf } from '../../lib/phone.js';
import { windowOf } from './calling-hours.js';
import { numberZonesOf, type NotCallableReason } from './callable.js';
import { currentSubscriptions } from '../../payments/index.js';
import { entitlementOf, isLastingEntitlement, recallEntitlement, rememberEntitlement, type Entitlement } from './entitlement.js';
import { DEFAULT_HORIZON_DAYS, NOT_BY_TIME_ALONE_MS, planSchedule, type ExistingCall } from './plan-schedule.js';

/**
 * The planner turns schedules into call rows (docs/decisions/010-call-planning.md): it reads
 * the database, asks `planSchedule` (plan-schedule.ts, pure) for the times, and inserts the rows.
 * Planning is idempotent: a recipient's local day can hold one planner call (a unique index), so
 * planners may run side by side.
 *
 * The database side is set-based. A batch of recipients is read with their schedules in one
 * query, their subscriptions and their call history in one query each, planned in memory
 * by `planCallTimes`, and written with one INSERT ... ON CONFLICT per chunk. `planCalls` (one
 * recipient) is the same path with a batch of one (docs/decisions/016-batch-planning.md).
 */

/** Calls that use up the allowance: first attempts that were not canceled or failed on our side. */
const COUNTED = sql`${calls.state} not in ('canceled', 'failed') and ${calls.attempt} = 1 and ${calls.origin} in ('planner', 'call-now')`;

const EMAIL_NOT_CONFIRMED: NotCallableReason = 'email not confirmed';

/** Enough history for the current billing month and the cadence's last call. */
const HISTORY_DAYS = 62;
/** Recipients read and planned together by `planAllCalls`. */
export const PLANNING_BATCH_SIZE = 2000;
/** Rows per INSERT: large enough to amortise a round trip, small enough for one array parameter. */
const INSERT_CHUNK = 5000;

/** Empty PlanningStats, for a caller that wants the figures of a run. */
export const newPlanningStats = (): PlanningStats => ({ recipients: 0, historyRead: 0, subscriptionsRead: 0, planned: 0, readMs: 0, planMs: 0, writeMs: 0 });

/** Per-phase timings and counts, filled in when asked for (the planning benchmark, the tests). */
export interface PlanningStats {
  recipients: number;
  /** Recipients whose call history was read (the rest were planned from the planner's memory). */
  historyRead: number;
  /** Families whose subscription was read (the rest were planned under the entitlement remembered). */
  subscriptionsRead: number;
  planned: number;
  readMs: number;
  planMs: number;
  writeMs: number;
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Who may be planned, with their schedule: recipients whose family confirmed that they
 * agreed to be called (consent_at, set by every signup path), with a schedule that is not
 * paused. Read in recipient id order, so a batch is a contiguous range of ids.
 */
function planningPage(db: DbOrTx, filter: SQL) {
  return db
    .select({
      recipientId: recipients.id,
      subscriberId: recipients.subscriberId,
      phone: recipients.phone,
      kind: recipients.agentType,
      recipientCreatedAt: recipients.createdAt,
      cadence: schedules.cadence,
      window: schedules.window,
      windowStartMinute: schedules.windowStartMinute,
      windowEndMinute: schedules.windowEndMinute,
      callDays: schedules.callDays,
      timeZone: schedules.timeZone,
      planChanges: schedules.planChanges,
      // The memory is the planner's own only while the cursor stands (a change clears the cursor).
      planMemory: sql<PlanMemory | null>`case when ${schedules.planAgainAt} is not null then ${schedules.planMemory} end`,
    })
    .from(recipients)
    .innerJoin(schedules, eq(schedules.recipientId, recipients.id))
    .where(and(isNotNull(recipients.consentAt), isNull(schedules.pausedAt), filter))
    .orderBy(recipients.id);
}

type PlanningRow = Awaited<ReturnType<typeof planningPage>>[number];

/** [due at (epoch ms), planned slot, counts toward the allowance] per call. */
type HistoryTuple = [number, string | null, boolean];

/**
 * The recent calls of every recipient whose id lies in [firstId, lastId]: one range scan
 * of calls_recipient_idx for a whole batch, aggregated per recipient in the database.
 * Recipients in the range that are not being planned cost a few rows and are ignored.
 */
async function callHistory(db: DbOrTx, firstId: string, lastId: string, since: Date, only?: string[]): Promise<Map<string, ExistingCall[]>> {
  const rows = await db
    .select({
      recipientId: calls.recipientId,
      history: sql<HistoryTuple[] | string>`json_agg(json_build_array((extract(epoch from ${calls.dueAt}) * 1000)::float8, ${calls.plannedSlot}, ${COUNTED}))`,
    })
    .from(calls)
    .where(
      and(
        gte(calls.recipientId, firstId),
        lte(calls.recipientId, lastId),
        only ? sql`${calls.recipientId} = any(${arrayLiteral(only)}::text::uuid[])` : undefined,
        gte(calls.dueAt, since),
        ne(calls.origin, 'test'),
        // Calls that fell due before the family confirmed their email never rang and were let go
        // at the confirmation (their day cleared): they set no cadence and take no allowance.
        sql`not (${calls.state} = 'canceled' and ${calls.plannedSlot} is null and ${calls.cancelReason} is not distinct from ${EMAIL_NOT_CONFIRMED})`,
      ),
    )
    .groupBy(calls.recipientId);
  const out = new Map<string, ExistingCall[]>();
  for (const r of rows) {
    const tuples: HistoryTuple[] = typeof r.history === 'string' ? JSON.parse(r.history) : r.history;
    out.set(r.recipientId, tuples.map(([dueAtMs, slot, counts]) => ({ dueAtMs, slot, counts })));
  }
  return out;
}

interface CallToInsert {
  recipientId: string;
  kind: 'loneliness' | 'stories';
  dueAtMs: number;
  slot: string;
  firstCall: boolean;
}

/** One batch as read: her schedule, the entitlement her memory holds, and what was read for the rest. */
interface BatchRead {
  rows: PlanningRow[];
  /** The entitlement remembered per recipient (null: read from the subscription). */
  recalled: Map<string, Entitlement | null>;
  subs: Map<string, SubscriptionRow>;
  histories: Map<string, ExistingCall[]>;
  since: Date;
}

/** The pure part of a batch: entitlement and planned times for each recipient, no I/O. */
function planRows({ rows, recalled: recalledOf, subs, histories: history, since }: BatchRead, now: Date, horizonDays: number): { calls: CallToInsert[]; cursors: Cursor[] } {
  const nowMs = now.getTime();
  const out: CallToInsert[] = [];
  const cursors: Cursor[] = [];
  for (const r of rows) {
    // Remembered with her memory when time alone cannot change it (decision 118); else from the subscription.
    const recalled = recalledOf.get(r.recipientId) ?? null;
    const sub = recalled ? null : (subs.get(r.subscriberId) ?? null);
    const ent = recalled ?? entitlementOf(sub, r.recipientCreatedAt, now);
    const lasting = recalled !== null || isLastingEntitlement(sub);
    if (!ent) {
      // Nothing paid for (a checkout never completed, a plan ended): only a change to the subscription brings calls.
      cursors.push({ recipientId: r.recipientId, planAgainAtMs: NOT_BY_TIME_ALONE_MS, planChanges: r.planChanges, memory: null });
      continue;
    }
    const existing = history.get(r.recipientId) ?? [];
    const memory = r.planMemory;
    const { calls: planned, planAgainAtMs, memory: remembered } = planSchedule({
      recipientId: r.recipientId,
      zone: r.timeZone,
      jurisdiction: jurisdictionOf(r.phone),
      numberZones: numberZonesOf(r.phone, r.timeZone),
      window: windowOf(r),
      cadence: r.cadence,
      entitlement: ent,
      existing,
      memory,
      // A recipient with no call in two months but an older account is not new: no 24-hour promise.
      firstEver: existing.length === 0 && r.recipientCreatedAt.getTime() > since.getTime(),
      nowMs,
      horizonEndMs: nowMs + horizonDays * 86_400_000,
    });
    for (const p of planned) out.push({ recipientId: r.recipientId, kind: r.kind, dueAtMs: p.dueAtMs, slot: p.slot, firstCall: p.firstCall });
    // No cursor known: cleared, so the next run plans her again from her call history.
    cursors.push({
      recipientId: r.recipientId,
      planAgainAtMs,
      planChanges: r.planChanges,
      memory: planAgainAtMs === null || !remembered ? null : lasting ? { ...remembered, e: rememberEntitlement(ent) } : remembered,
    });
  }
  return { calls: out, cursors };
}

/** Where planning a schedule may resume, and the change count it was computed from. */
interface Cursor {
  recipientId: string;
  /** Null: plan at the next run. */
  planAgainAtMs: number | null;
  planChanges: number;
  /** What the next run needs of her calls instead of reading them (null: read them). */
  memory: PlanMemory | null;
}

/**
 * Stores the cursors of a planned batch. A cursor is written only if nothing changed since the
 * batch was read (the triggers count every change in plan_changes): a planner that read before
 * a call was canceled or a plan switched leaves the schedule to the next run.
 */
async function saveCursors(db: DbOrTx, cursors: Cursor[]) {
  for (let i = 0; i < cursors.length; i += INSERT_CHUNK) {
    const chunk = cursors.slice(i, i + INSERT_CHUNK);
    // The batch's id range too, so the database reads those schedules by index, not all of them.
    const ids = chunk.map((c) => c.recipientId).sort();
    // One JSON parameter: the memories hold commas and quotes, which an array literal cannot.
    const rows = JSON.stringify(
      chunk.map((c) => ({ r: c.recipientId, a: c.planAgainAtMs, n: c.planChanges, m: c.memory })),
    );
    // Times as epoch milliseconds: a number is cheaper to read than a date in text, for both sides.
    await db.execute(sql`
      update ${schedules} s set plan_again_at = to_timestamp(c.a / 1000.0), plan_memory = c.m
      from json_to_recordset(${rows}::text::json) as c(r uuid, a float8, n int, m json)
      where s.recipient_id = c.r and s.plan_changes = c.n
        and s.recipient_id between ${ids[0]}::uuid and ${ids.at(-1)}::uuid`);
  }
}

/**
 * Writes planned calls, one statement per chunk: the rows travel as a few array parameters
 * (a bound parameter per value made the drivers, not the database, the bottleneck), and a
 * day that already has a planner call (another planner got there first) is skipped by the
 * unique index on the planned slot. Returns how many rows were added.
 */
async function insertPlannedCalls(db: DbOrTx, planned: CallToInsert[], now: Date): Promise<number> {
  // Every row's first step is the same but for the first call's note: two values, not one built per row.
  const at = now.toISOString();
  const step = JSON.stringify([{ state: 'scheduled', at }]);
  const firstStep = JSON.stringify([{ state: 'scheduled', at, note: 'first call' }]);
  let inserted = 0;
  for (let i = 0; i < planned.length; i += INSERT_CHUNK) {
    const chunk = planned.slice(i, i + INSERT_CHUNK);
    const res = await db.execute(sql`
      with added as (
        insert into ${calls} (recipient_id, kind, due_at, origin, planned_slot, steps)
        select p.recipient_id, p.kind, to_timestamp(p.due_at / 1000.0), 'planner', p.planned_slot,
          case when p.first_call then ${firstStep}::text::jsonb else ${step}::text::jsonb end
        from unnest(
          ${arrayLiteral(chunk.map((c) => c.recipientId))}::text::uuid[],
          ${arrayLiteral(chunk.map((c) => c.kind))}::text::text[],
          ${arrayLiteral(chunk.map((c) => String(c.dueAtMs)))}::text::float8[],
          ${arrayLiteral(chunk.map((c) => c.slot))}::text::text[],
          ${arrayLiteral(chunk.map((c) => c.firstCall))}::text::boolean[]
        ) as p(recipient_id, kind, due_at, planned_slot, first_call)
        on conflict (recipient_id, planned_slot) do nothing
        returning 1
      )
      select count(*)::int as n from added`);
    const [row] = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as Array<{ n: number }>;
    inserted += Number(row?.n ?? 0);
  }
  return inserted;
}

/** Reads one batch of recipients (the rows of `planningPage`) with what planning needs of them. */
async function readBatch(db: DbOrTx, filter: SQL, now: Date, limit: number | null, stats?: PlanningStats, fromMemory = true): Promise<BatchRead> {
  const since = new Date(now.getTime() - HISTORY_DAYS * 86_400_000);
  const t = performance.now();
  const page = planningPage(db, filter);
  const rows = await (limit ? page.limit(limit) : page);
  if (!fromMemory) for (const r of rows) r.planMemory = null;
  // Her call history only where the planner has no memory of it (never planned, or changed since).
  const unknown = rows.filter((r) => !r.planMemory).map((r) => r.recipientId);
  const history =
    unknown.length === 0
      ? Promise.resolve(new Map<string, ExistingCall[]>())
      : callHistory(db, unknown[0]!, unknown.at(-1)!, since, unknown.length < rows.length ? unknown : undefined);
  // The entitlement her memory holds (decision 118); her family's subscription only where it holds none.
  const recalled = new Map(rows.map((r) => [r.recipientId, recallEntitlement(r.planMemory?.e)]));
  const subscribers = [...new Set(rows.filter((r) => !recalled.get(r.recipientId)).map((r) => r.subscriberId))];
  const [subs, histories] = await Promise.all([currentSubscriptions(db, subscribers), history]);
  if (stats) {
    stats.readMs += performance.now() - t;
    stats.recipients += rows.length;
    stats.historyRead += unknown.length;
    stats.subscriptionsRead += subscribers.length;
  }
  return { rows, recalled, subs, histories, since };
}

/** Plans a batch that was read, in memory: no I/O. */
function planBatch(read: BatchRead, now: Date, horizonDays: number, stats?: PlanningStats) {
  const t = performance.now();
  const { calls: planned, cursors } = planRows(read, now, horizonDays);
  if (stats) stats.planMs += performance.now() - t;
  return { planned, cursors };
}

async function writeBatch(db: DbOrTx, batch: { planned: CallToInsert[]; cursors: Cursor[] }, now: Date, stats?: PlanningStats) {
  const t = performance.now();
  // Together or not at all: a memory saved without its calls, or calls without their memory,
  // would make the next run count her month wrong.
  const added = await db.transaction(async (tx) => {
    const n = await insertPlannedCalls(tx, batch.planned, now);
    await saveCursors(tx, batch.cursors);
    return n;
  });
  if (stats) {
    stats.writeMs += performance.now() - t;
    stats.planned += added;
  }
  return added;
}

/** Plans the coming week of calls for one recipient (first call within 24 h of signup). Returns how many were added. */
export async function planCalls(db: DbOrTx, recipientId: string, now: Date, opts: { horizonDays?: number; stats?: PlanningStats } = {}): Promise<number> {
  const read = await readBatch(db, eq(recipients.id, recipientId), now, null, opts.stats);
  return writeBatch(db, planBatch(read, now, opts.horizonDays ?? DEFAULT_HORIZON_DAYS, opts.stats), now, opts.stats);
}

/** Batches written at once by `planAllCalls`: two, so the database writes on both cores while this process plans. */
const WRITES_IN_FLIGHT = 2;

/**
 * Plans every schedule that may be planned, a batch of recipients at a time in id order
 * (the planner worker and the 100,000-recipient benchmark). Returns how many calls were added.
 * A pipeline: the next batch is read while this one is planned, and up to two batches are
 * written while the next are read and planned. Batches hold different recipients, so they never
 * overlap; each batch's calls and cursors are written in one transaction of their own.
 */
export async function planAllCalls(
  db: DbOrTx,
  now: Date,
  /** fromMemory: false reads every schedule's calls, as before decision 117 (the benchmark compares the two). */
  opts: { horizonDays?: number; batchSize?: number; stats?: PlanningStats; fromMemory?: boolean } = {},
): Promise<number> {
  const batchSize = opts.batchSize ?? PLANNING_BATCH_SIZE;
  const horizonDays = opts.horizonDays ?? DEFAULT_HORIZON_DAYS;
  // Only schedules whose cursor the horizon has reached (or that changed, or were never planned).
  const horizonEnd = new Date(now.getTime() + horizonDays * 86_400_000);
  const due = or(isNull(schedules.planAgainAt), lte(schedules.planAgainAt, horizonEnd))!;
  const read = (after: string | null) => {
    // The key on both sides of the join, so each index scan starts at the page, not at the beginning.
    const page = after ? and(gt(recipients.id, after), gt(schedules.recipientId, after))! : sql`true`;
    return readBatch(db, and(page, due)!, now, batchSize, opts.stats, opts.fromMemory ?? true);
  };
  let total = 0;
  let reading: ReturnType<typeof read> | null = read(null);
  const writing: Array<Promise<number>> = [];
  try {
    while (reading) {
      const batch: BatchRead = await reading;
      const lastId = batch.rows.at(-1)?.recipientId;
      reading = batch.rows.length === batchSize && lastId ? read(lastId) : null;
      // Handled here so a failing read never counts as unhandled while this batch is planned; awaited above.
      reading?.catch(() => {});
      const planned = planBatch(batch, now, horizonDays, opts.stats);
      while (writing.length >= WRITES_IN_FLIGHT) total += await writing.shift()!;
      const write = writeBatch(db, planned, now, opts.stats);
      write.catch(() => {});
      writing.push(write);
    }
    for (const write of writing) total += await write;
    return total;
  } catch (err) {
    await Promise.allSettled([...writing, reading]);
    throw err;
  }
}

/**
 * After a schedule changes (window, cadence, zone), calls not yet placed are planned again:
 * the planner's future rows are removed and the horizon planned afresh.
 */
export async function replanCalls(db: DbOrTx, recipientId: string, now: Date): Promise<number> {
  await db
    .delete(calls)
    .where(and(eq(calls.recipientId, recipientId), eq(calls.state, 'scheduled'), eq(calls.origin, 'planner'), gt(calls.dueAt, now)));
  return planCalls(db, recipientId, now);
}

/** After a payment event changed their plans (payments' follow-up answers who): each family's calls planned again. */
export async function replanFamiliesCalls(deps: Pick<AppDeps, 'database' | 'now'>, subscriberIds: Iterable<string>): Promise<void> {
  for (const subscriberId of new Set(subscriberIds)) await replanFamilyCalls(deps, subscriberId);
}

/** After a plan change the family's calls are planned again for the new allowance (as after an upgrade at checkout). */
export async function replanFamilyCalls(deps: Pick<AppDeps, 'database' | 'now'>, subscriberId: string): Promise<void> {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const own = await tx
      .select({ id: recipients.id })
      .from(recipients)
      .innerJoin(schedules, eq(schedules.recipientId, recipients.id))
      .where(and(eq(recipients.subscriberId, subscriberId), isNull(schedules.pausedAt)));
    for (const r of own) await replanCalls(tx, r.id, now);
  });
}

/**
 * The welcome mail promises her first call within 24 hours, counted from the confirmation: calls
 * that fell due before it never rang, so they let go of their day (and the planner of them), and
 * her calls are planned again, the first within 24 hours inside the law's hours (a tester confirmed
 * 5 minutes after the first planned time and got Free's next call a month later).
 */
export async function planAfterEmailConfirmed(tx: DbOrTx, subscriberId: string, now: Date): Promise<void> {
  const own = await tx.select({ id: recipients.id }).from(recipients).where(eq(recipients.subscriberId, subscriberId));
  if (own.length === 0) return;
  const ids = own.map((r) => r.id);
  await tx
    .update(calls)
    .set({ plannedSlot: null })
    .where(and(inArray(calls.recipientId, ids), eq(calls.state, 'canceled'), eq(calls.cancelReason, EMAIL_NOT_CONFIRMED)));
  for (const id of ids) {
    // The planner's memory still holds those calls: cleared (as any change to her calls does), so it reads her calls again.
    await tx.execute(sql`select fondly_plan_again(${id}::uuid)`);
    await replanCalls(tx, id, now);
  }
}
