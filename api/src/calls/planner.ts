import { and, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { calls, recipients, schedules, subscriptions } from '../db/schema/index.js';
import { jurisdictionOf, type Jurisdiction } from '../lib/phone.js';
import {
  addDays,
  addMonths,
  allowedInterval,
  dayDiff,
  dayKey,
  localDayOf,
  nextAllowedTime,
  weekdayOf,
  type CallWindow,
  type LocalDay,
} from './calling-hours.js';
import { billingMonthIndex, billingMonthStart, entitlementOf, type Entitlement } from './entitlement.js';

/**
 * The planner turns schedules into call rows (docs/decisions/010-call-planning.md).
 * `planCallTimes` is pure (property-tested); `planCalls` / `planAllCalls` read the
 * database, call it, and insert the rows. Planning is idempotent: a recipient's local
 * day can hold one planner call (a unique index), so planners may run side by side.
 */
export type Cadence = 'daily' | 'weekly' | 'monthly' | 'plan';

export const FIRST_CALL_PROMISE_MS = 24 * 3600_000;
/** Planned calls start at least this long after planning, so nobody is rung by surprise. */
export const PLANNING_LEAD_MS = 10 * 60_000;
export const DEFAULT_HORIZON_DAYS = 31;

export interface ExistingCall {
  dueAtMs: number;
  slot: string | null;
  /** Counts toward the plan's allowance (placed or to be placed, first attempts only). */
  counts: boolean;
}

export interface PlannerInput {
  recipientId: string;
  zone: string;
  jurisdiction: Jurisdiction;
  window: CallWindow;
  cadence: Cadence;
  entitlement: Entitlement;
  /** Calls on the books from the start of the current billing month on, plus the latest before. */
  existing: ExistingCall[];
  /** True when this recipient has never had a call planned: the first call comes within 24 h. */
  firstEver: boolean;
  nowMs: number;
  horizonEndMs: number;
}

export interface PlannedCall {
  dueAtMs: number;
  /** The recipient's local day, YYYY-MM-DD. */
  slot: string;
  /** The first call, kept within 24 h of signup even when that means leaving the window. */
  firstCall: boolean;
}

/** A stable fraction in [0, 1) per recipient: the same time of day every call, a routine. */
export function spreadOf(recipientId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < recipientId.length; i++) {
    h ^= recipientId.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h / 0x1_0000_0000;
}

function stepOf(cadence: Cadence, ent: Entitlement): (d: LocalDay) => LocalDay {
  switch (cadence) {
    case 'daily':
      return (d) => addDays(d, 1);
    case 'weekly':
      return (d) => addDays(d, 7);
    case 'monthly':
      return (d) => addMonths(d, 1);
    case 'plan': {
      // As often as the plan allows: every other day for 3 a week (capped weekly), every 3 days for 8 a month.
      const every = ent.callsPerWeek ? Math.max(1, Math.floor(7 / ent.callsPerWeek)) : Math.max(1, Math.floor(30 / ent.callsPerMonth));
      return (d) => addDays(d, every);
    }
  }
}

const mondayOf = (d: LocalDay) => addDays(d, 1 - weekdayOf(d));
const before = (a: LocalDay, b: LocalDay) => dayDiff(a, b) > 0;

/** The first call: inside the window if that is within 24 hours, otherwise the nearest time the policy allows. */
export function firstCallTime(input: Pick<PlannerInput, 'zone' | 'jurisdiction' | 'window' | 'nowMs'>): { ms: number; inWindow: boolean } | null {
  const earliest = input.nowMs + PLANNING_LEAD_MS;
  const inWindow = nextAllowedTime(earliest, input.zone, input.jurisdiction, input.window, 3);
  if (inWindow !== null && inWindow - input.nowMs <= FIRST_CALL_PROMISE_MS) return { ms: ceilMinute(inWindow), inWindow: true };
  const anyTime = nextAllowedTime(earliest, input.zone, input.jurisdiction, null, 3);
  return anyTime === null ? null : { ms: ceilMinute(anyTime), inWindow: false };
}

const ceilMinute = (ms: number) => Math.ceil(ms / 60_000) * 60_000;

export function planCallTimes(input: PlannerInput): PlannedCall[] {
  const { zone, jurisdiction, window, entitlement: ent, nowMs } = input;
  const earliest = nowMs + PLANNING_LEAD_MS;
  const step = stepOf(input.cadence, ent);
  const spread = spreadOf(input.recipientId);
  const taken = new Set<string>();
  const perMonth = new Map<number, number>();
  const perWeek = new Map<string, number>();
  let latest: number | null = null;
  const count = (ms: number, day: LocalDay) => {
    const m = billingMonthIndex(ent.billingAnchorMs, ms);
    perMonth.set(m, (perMonth.get(m) ?? 0) + 1);
    const w = dayKey(mondayOf(day));
    perWeek.set(w, (perWeek.get(w) ?? 0) + 1);
  };
  for (const c of input.existing) {
    if (c.slot) taken.add(c.slot);
    if (c.counts) count(c.dueAtMs, localDayOf(c.dueAtMs, zone));
    if (latest === null || c.dueAtMs > latest) latest = c.dueAtMs;
  }
  const withinAllowance = (ms: number, day: LocalDay) =>
    (perMonth.get(billingMonthIndex(ent.billingAnchorMs, ms)) ?? 0) < ent.callsPerMonth &&
    (ent.callsPerWeek === null || (perWeek.get(dayKey(mondayOf(day))) ?? 0) < ent.callsPerWeek);
  const entitledAt = (ms: number) => ent.untilMs === null || ms < ent.untilMs;

  const planned: PlannedCall[] = [];
  const today = localDayOf(nowMs, zone);
  let next: LocalDay;
  if (input.firstEver && input.existing.length === 0) {
    const first = firstCallTime(input);
    if (!first) return planned;
    const day = localDayOf(first.ms, zone);
    if (first.ms <= input.horizonEndMs && entitledAt(first.ms) && withinAllowance(first.ms, day)) {
      planned.push({ dueAtMs: first.ms, slot: dayKey(day), firstCall: true });
      count(first.ms, day);
      taken.add(dayKey(day));
    }
    next = step(day);
  } else {
    next = latest === null ? today : step(localDayOf(latest, zone));
  }
  if (before(next, today)) next = today;

  for (let guard = 0; guard < 800; guard++) {
    const interval = allowedInterval(next, zone, jurisdiction, window);
    if (!interval) {
      // No allowed time that day (e.g. a US Sunday morning): the nearest allowed day after it.
      next = addDays(next, 1);
      continue;
    }
    if (interval.startMs > input.horizonEndMs) break;
    let t = interval.startMs + Math.floor((spread * (interval.endMs - interval.startMs)) / 60_000) * 60_000;
    if (t < earliest) {
      if (interval.endMs < earliest) {
        next = addDays(next, 1);
        continue;
      }
      t = Math.min(interval.endMs, ceilMinute(earliest));
    }
    if (t > input.horizonEndMs || !entitledAt(t)) break;
    const slot = dayKey(next);
    if (taken.has(slot)) {
      next = step(next);
      continue;
    }
    const monthIdx = billingMonthIndex(ent.billingAnchorMs, t);
    if ((perMonth.get(monthIdx) ?? 0) >= ent.callsPerMonth) {
      // This billing month is used up: carry on from the next one.
      const nextMonthDay = localDayOf(billingMonthStart(ent.billingAnchorMs, monthIdx + 1), zone);
      next = before(next, nextMonthDay) ? nextMonthDay : addDays(next, 1);
      continue;
    }
    if (ent.callsPerWeek !== null && (perWeek.get(dayKey(mondayOf(next))) ?? 0) >= ent.callsPerWeek) {
      next = addDays(mondayOf(next), 7);
      continue;
    }
    planned.push({ dueAtMs: t, slot, firstCall: false });
    count(t, next);
    taken.add(slot);
    next = step(next);
  }
  return planned;
}

// ---------------------------------------------------------------------------------------
// The database side.

/** Calls that use up the allowance: first attempts that were not canceled or failed on our side. */
const COUNTED = sql`${calls.state} not in ('canceled', 'failed') and ${calls.attempt} = 1 and ${calls.origin} in ('planner', 'call-now')`;

interface PlanningRow {
  recipientId: string;
  subscriberId: string;
  phone: string;
  kind: 'loneliness' | 'stories';
  recipientCreatedAt: Date;
  cadence: Cadence;
  window: CallWindow;
  timeZone: string;
  pausedAt: Date | null;
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The subscription that governs a subscriber's calls: the newest one. */
async function latestSubscriptions(db: DbOrTx, subscriberIds: string[]): Promise<Map<string, SubscriptionRow>> {
  const out = new Map<string, SubscriptionRow>();
  if (!subscriberIds.length) return out;
  const rows = await db
    .select()
    .from(subscriptions)
    .where(inArray(subscriptions.subscriberId, subscriberIds))
    .orderBy(desc(subscriptions.createdAt));
  for (const r of rows) if (!out.has(r.subscriberId)) out.set(r.subscriberId, r);
  return out;
}

export async function governingSubscription(db: DbOrTx, subscriberId: string) {
  return (await latestSubscriptions(db, [subscriberId])).get(subscriberId) ?? null;
}

async function planBatch(db: DbOrTx, rows: PlanningRow[], now: Date, horizonDays: number): Promise<number> {
  const active = rows.filter((r) => !r.pausedAt);
  if (!active.length) return 0;
  const nowMs = now.getTime();
  const subs = await latestSubscriptions(db, [...new Set(active.map((r) => r.subscriberId))]);
  // Enough history for the current billing month and the cadence's last call.
  const since = new Date(nowMs - 62 * 86_400_000);
  const history = await db
    .select({ recipientId: calls.recipientId, dueAt: calls.dueAt, slot: calls.plannedSlot, counts: sql<boolean>`${COUNTED}` })
    .from(calls)
    .where(and(inArray(calls.recipientId, active.map((r) => r.recipientId)), gte(calls.dueAt, since), sql`${calls.origin} <> 'test'`));
  const byRecipient = new Map<string, ExistingCall[]>();
  for (const h of history) {
    const list = byRecipient.get(h.recipientId) ?? [];
    list.push({ dueAtMs: h.dueAt.getTime(), slot: h.slot, counts: Boolean(h.counts) });
    byRecipient.set(h.recipientId, list);
  }
  const values: Array<typeof calls.$inferInsert> = [];
  for (const r of active) {
    const ent = entitlementOf(subs.get(r.subscriberId) ?? null, r.recipientCreatedAt, now);
    if (!ent) continue;
    const existing = byRecipient.get(r.recipientId) ?? [];
    const plannedTimes = planCallTimes({
      recipientId: r.recipientId,
      zone: r.timeZone,
      jurisdiction: jurisdictionOf(r.phone),
      window: r.window,
      cadence: r.cadence,
      entitlement: ent,
      existing,
      // A recipient with no call in two months but an older account is not new: no 24-hour promise.
      firstEver: existing.length === 0 && r.recipientCreatedAt.getTime() > since.getTime(),
      nowMs,
      horizonEndMs: nowMs + horizonDays * 86_400_000,
    });
    const at = now.toISOString();
    for (const p of plannedTimes) {
      values.push({
        recipientId: r.recipientId,
        kind: r.kind,
        dueAt: new Date(p.dueAtMs),
        origin: 'planner',
        plannedSlot: p.slot,
        steps: [{ state: 'scheduled', at, ...(p.firstCall ? { note: 'first call' } : {}) }],
      });
    }
  }
  // One JSON parameter per chunk: thousands of bound parameters per statement made the
  // drivers, not the database, the bottleneck (see api/bench/calls-planning.bench.ts).
  let inserted = 0;
  for (let i = 0; i < values.length; i += 5000) {
    const chunk = values.slice(i, i + 5000).map((v) => ({
      recipient_id: v.recipientId,
      kind: v.kind,
      due_at: (v.dueAt as Date).toISOString(),
      planned_slot: v.plannedSlot,
      steps: v.steps,
    }));
    const res = await db.execute(sql`
      insert into calls (recipient_id, kind, due_at, origin, planned_slot, steps)
      select r.recipient_id, r.kind, r.due_at, 'planner', r.planned_slot, r.steps
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as r(recipient_id uuid, kind text, due_at timestamptz, planned_slot text, steps jsonb)
      on conflict do nothing
      returning id`);
    inserted += Array.isArray(res) ? res.length : ((res as { rows?: unknown[] }).rows?.length ?? 0);
  }
  return inserted;
}

const planningColumns = {
  recipientId: recipients.id,
  subscriberId: recipients.subscriberId,
  phone: recipients.phone,
  kind: recipients.agentType,
  recipientCreatedAt: recipients.createdAt,
  cadence: schedules.cadence,
  window: schedules.window,
  timeZone: schedules.timeZone,
  pausedAt: schedules.pausedAt,
};

/** Plans the coming month of calls for one recipient (first call within 24 h of signup). Returns how many were added. */
export async function planCalls(db: DbOrTx, recipientId: string, now: Date, opts: { horizonDays?: number } = {}): Promise<number> {
  const rows = await db
    .select(planningColumns)
    .from(recipients)
    .innerJoin(schedules, eq(schedules.recipientId, recipients.id))
    .where(eq(recipients.id, recipientId));
  return planBatch(db, rows, now, opts.horizonDays ?? DEFAULT_HORIZON_DAYS);
}

/**
 * Plans every unpaused schedule, a page of recipients at a time (the planner worker and
 * the 100,000-recipient benchmark). Returns how many calls were added.
 */
export async function planAllCalls(db: DbOrTx, now: Date, opts: { horizonDays?: number; pageSize?: number } = {}): Promise<number> {
  const pageSize = opts.pageSize ?? 2000;
  let after: string | null = null;
  let total = 0;
  for (;;) {
    const rows: PlanningRow[] = await db
      .select(planningColumns)
      .from(recipients)
      .innerJoin(schedules, eq(schedules.recipientId, recipients.id))
      .where(and(isNull(schedules.pausedAt), after ? gt(recipients.id, after) : undefined))
      .orderBy(recipients.id)
      .limit(pageSize);
    if (!rows.length) break;
    total += await planBatch(db, rows, now, opts.horizonDays ?? DEFAULT_HORIZON_DAYS);
    after = rows[rows.length - 1]!.recipientId;
    if (rows.length < pageSize) break;
  }
  return total;
}

/**
 * After a schedule changes (window, cadence, zone), calls not yet placed are planned again:
 * the planner's future rows are removed and the month planned afresh.
 */
export async function replanCalls(db: DbOrTx, recipientId: string, now: Date): Promise<number> {
  await db
    .delete(calls)
    .where(and(eq(calls.recipientId, recipientId), eq(calls.state, 'scheduled'), eq(calls.origin, 'planner'), gt(calls.dueAt, now)));
  return planCalls(db, recipientId, now);
}
