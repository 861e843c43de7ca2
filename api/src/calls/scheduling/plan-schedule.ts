import type { PlanMemory } from '../../db/schema/index.js';
import type { Jurisdiction } from '../../lib/phone.js';
import { addDays, addMonths, dayDiff, dayKey, localDayOf, weekdayOf, windowKey, type LocalDay, type WindowSpec } from './calling-hours.js';
import { callingInterval, entitledAt, nextCallingTime, type CallingClock } from './callable.js';
import { billingMonthIndex, billingMonthStart, type Entitlement } from './entitlement.js';

/**
 * The planner's pure part (docs/decisions/010-call-planning.md): from a schedule, what she has
 * paid for and the calls on the books, the times of the calls to write. Property-tested; the
 * database side is planner.ts. Each day's hours come from the one rule (callable.ts:
 * `callingInterval`), so a planned call is one the dialer will ring.
 */
export type Cadence = 'daily' | 'weekly' | 'monthly' | 'plan';

export const FIRST_CALL_PROMISE_MS = 24 * 3600_000;
/** Planned calls start at least this long after planning, so nobody is rung by surprise. */
export const PLANNING_LEAD_MS = 10 * 60_000;
/**
 * How far ahead calls are written as rows: a rolling week, topped up by the planner worker
 * (every 15 minutes, so each day is added as it comes into reach) and on every schedule
 * change. The month's allowance is enforced from counts (the calls of the billing month so
 * far), so a shorter horizon changes no call's time, only when its row is written
 * (docs/decisions/111-a-rolling-planning-horizon.md).
 */
export const DEFAULT_HORIZON_DAYS = 7;

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
  /** The zones of her number's area code other than `zone` (callable.ts `numberZonesOf`): the law's hours hold there too. */
  numberZones?: readonly string[];
  window: WindowSpec;
  cadence: Cadence;
  entitlement: Entitlement;
  /** Calls on the books from the start of the current billing month on, plus the latest before. */
  existing: ExistingCall[];
  /**
   * What the planner remembered of this schedule when it last planned it (planMemory), used in
   * place of `existing` when given: valid while nothing planning reads changed, which the
   * planning cursor guarantees (decision 117).
   */
  memory?: PlanMemory | null;
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

/** Days between calls for the cadence, or 'month' (same day next month). */
function stepOf(cadence: Cadence, ent: Entitlement): number | 'month' {
  switch (cadence) {
    case 'daily':
      return 1;
    case 'weekly':
      return 7;
    case 'monthly':
      return 'month';
    case 'plan':
      // As often as the plan allows: every other day for 3 a week (capped weekly), every 3 days for 8 a month.
      return ent.callsPerWeek ? Math.max(1, Math.floor(7 / ent.callsPerWeek)) : Math.max(1, Math.floor(30 / ent.callsPerMonth));
  }
}

const stepFrom = (d: LocalDay, step: number | 'month') => (step === 'month' ? addMonths(d, 1) : addDays(d, step));

const mondayOf = (d: LocalDay) => addDays(d, 1 - weekdayOf(d));
const before = (a: LocalDay, b: LocalDay) => dayDiff(a, b) > 0;

/** The first call: inside the window if that is within 24 hours, otherwise the nearest time the policy allows. */
export function firstCallTime(input: Pick<PlannerInput, 'zone' | 'jurisdiction' | 'window' | 'numberZones' | 'nowMs'> & { recipientId?: string }): { ms: number; inWindow: boolean } | null {
  const earliest = input.nowMs + PLANNING_LEAD_MS;
  const clock = clockOfInput(input, 'planned');
  const inWindow = nextCallingTime(earliest, clock, 3);
  if (inWindow !== null && inWindow - input.nowMs <= FIRST_CALL_PROMISE_MS) {
    // Her routine time that day when it is still to come: the first call is at the time every
    // later one keeps, not at the window's opening minute ("1:00 PM", then "1:30 PM" ever after; decision 167).
    if (input.recipientId !== undefined) {
      const routine = routineTimeOn(localDayOf(inWindow, input.zone), clock, spreadOf(input.recipientId));
      if (routine !== null && routine >= inWindow && routine - input.nowMs <= FIRST_CALL_PROMISE_MS) return { ms: routine, inWindow: true };
    }
    return { ms: ceilMinute(inWindow), inWindow: true };
  }
  const anyTime = nextCallingTime(earliest, clockOfInput(input, 'first-call'), 3);
  return anyTime === null ? null : { ms: ceilMinute(anyTime), inWindow: false };
}

const ceilMinute = (ms: number) => Math.ceil(ms / 60_000) * 60_000;
const QUARTER_HOUR_MS = 15 * 60_000;

/** Her call time in a day's calling interval: the same place in it every day, on a quarter hour (decision 167). */
const routineTimeIn = (interval: { startMs: number; endMs: number }, spread: number) =>
  interval.startMs + Math.floor((spread * (interval.endMs - interval.startMs)) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;

function routineTimeOn(day: LocalDay, clock: CallingClock, spread: number): number | null {
  const interval = callingInterval(day, clock);
  return interval ? routineTimeIn(interval, spread) : null;
}

/** The calls a schedule needs inside the horizon (see planSchedule). */
export function planCallTimes(input: PlannerInput): PlannedCall[] {
  return planSchedule(input).calls;
}

/** The calls counted per billing month and per week (Monday's day key; only where the plan counts weeks). */
interface Counts {
  perMonth: Map<number, number>;
  perWeek: Map<string, number>;
  anchorMs: number;
  weekly: boolean;
}

function count(c: Counts, ms: number, day: LocalDay) {
  const m = billingMonthIndex(c.anchorMs, ms);
  c.perMonth.set(m, (c.perMonth.get(m) ?? 0) + 1);
  if (!c.weekly) return;
  const w = dayKey(mondayOf(day));
  c.perWeek.set(w, (c.perWeek.get(w) ?? 0) + 1);
}

const withinAllowance = (c: Counts, ent: Entitlement, ms: number, day: LocalDay) =>
  (c.perMonth.get(billingMonthIndex(ent.billingAnchorMs, ms)) ?? 0) < ent.callsPerMonth &&
  (ent.callsPerWeek === null || (c.perWeek.get(dayKey(mondayOf(day))) ?? 0) < ent.callsPerWeek);

/** Whether no day of the 800 from `from` has a time her clock allows, remembered per clock and day. */
const neverCallableMemo = new Map<string, boolean>();
function neverCallable(clock: CallingClock, from: LocalDay): boolean {
  // Her window always meets the law's hours in her own zone: only her number's zones can rule out every day.
  if (clock.numberZones.length === 0) return false;
  const w = windowKey(clock.window);
  const key = `${clock.zone}|${clock.jurisdiction}|${w}|${clock.numberZones.join(',')}|${dayKey(from)}`;
  let never = neverCallableMemo.get(key);
  if (never === undefined) {
    never = true;
    for (let i = 0, day = from; i < 800 && never; i++, day = addDays(day, 1)) if (callingInterval(day, clock)) never = false;
    if (neverCallableMemo.size > 10_000) neverCallableMemo.clear();
    neverCallableMemo.set(key, never);
  }
  return never;
}

/** Her calling clock as planning input holds it: a planned call keeps her window; the first call only the law's hours. */
const clockOfInput = (input: Pick<PlannerInput, 'zone' | 'jurisdiction' | 'window' | 'numberZones'>, purpose: 'planned' | 'first-call'): CallingClock => ({
  zone: input.zone,
  jurisdiction: input.jurisdiction,
  window: purpose === 'planned' ? input.window : null,
  numberZones: input.numberZones ?? [],
});

/** Far enough: only a change (which clears the cursor) can bring such a schedule a call. */
export const NOT_BY_TIME_ALONE_MS = Date.UTC(9999, 0, 1);

/**
 * The calls a schedule needs inside the horizon, and the planning cursor: the earliest instant
 * a later horizon must reach before planning could add another call (null: not known, plan again
 * at the next run). Conservative: planning at the cursor may add nothing and move it on.
 */
export function planSchedule(input: PlannerInput): { calls: PlannedCall[]; planAgainAtMs: number | null; memory: PlanMemory | null } {
  const { zone, entitlement: ent, nowMs } = input;
  const clock = clockOfInput(input, 'planned');
  const earliest = nowMs + PLANNING_LEAD_MS;
  const step = stepOf(input.cadence, ent);
  const spread = spreadOf(input.recipientId);
  const counts: Counts = { perMonth: new Map(), perWeek: new Map(), anchorMs: ent.billingAnchorMs, weekly: ent.callsPerWeek !== null };
  const { perMonth, perWeek } = counts;
  const taken = new Set<string>();
  let latest: number | null = null;
  const memory = input.memory ?? null;
  if (memory) {
    for (const slot of memory.s) taken.add(slot);
    for (const [m, n] of memory.m) perMonth.set(m, n);
    for (const [w, n] of memory.w) perWeek.set(w, n);
    latest = memory.l;
  } else {
    for (const c of input.existing) {
      if (c.slot) taken.add(c.slot);
      if (c.counts) count(counts, c.dueAtMs, localDayOf(c.dueAtMs, zone));
      if (latest === null || c.dueAtMs > latest) latest = c.dueAtMs;
    }
  }

  const planned: PlannedCall[] = [];
  const today = localDayOf(nowMs, zone);
  let next: LocalDay;
  if (input.firstEver && input.existing.length === 0 && !memory) {
    const first = firstCallTime(input);
    if (!first) return { calls: planned, planAgainAtMs: null, memory: null };
    const day = localDayOf(first.ms, zone);
    if (first.ms <= input.horizonEndMs && entitledAt(ent, first.ms) && withinAllowance(counts, ent, first.ms, day)) {
      planned.push({ dueAtMs: first.ms, slot: dayKey(day), firstCall: true });
      count(counts, first.ms, day);
      taken.add(dayKey(day));
    }
    next = stepFrom(day, step);
  } else {
    next = latest === null ? today : stepFrom(localDayOf(latest, zone), step);
  }
  if (before(next, today)) next = today;

  let planAgainAtMs: number | null = null;
  let anyDayAllowed = false;
  for (let guard = neverCallable(clock, today) ? 800 : 0; guard < 800; guard++) {
    const interval = callingInterval(next, clock);
    if (interval) anyDayAllowed = true;
    if (!interval) {
      // No allowed time that day (e.g. a US Sunday morning): the nearest allowed day after it.
      next = addDays(next, 1);
      continue;
    }
    // The day's call time: the cursor, when the horizon does not reach it (not the window's
    // start), so a schedule is not read again before a run can add its call.
    // On a quarter hour ("1:30 PM", never "1:31 PM"): a routine time reads as one a family would set (decision 167).
    let t = routineTimeIn(interval, spread);
    if (t < earliest) {
      if (interval.endMs < earliest) {
        next = addDays(next, 1);
        continue;
      }
      t = Math.min(interval.endMs, Math.ceil(earliest / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
    }
    if (!entitledAt(ent, t)) {
      // Paid up to a date: only a change to the subscription (which clears the cursor) brings more calls.
      planAgainAtMs = NOT_BY_TIME_ALONE_MS;
      break;
    }
    const slot = dayKey(next);
    if (taken.has(slot)) {
      next = stepFrom(next, step);
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
    // A day the allowance or the calendar rules out was skipped above, whatever the horizon: the
    // cursor stops at a day that can take her call, so no run reads her only to add nothing.
    if (t > input.horizonEndMs) {
      planAgainAtMs = t;
      break;
    }
    planned.push({ dueAtMs: t, slot, firstCall: false });
    count(counts, t, next);
    taken.add(slot);
    next = stepFrom(next, step);
  }
  // Not one day with a time both her window and the law where her number is allow (an evening
  // window in Los Angeles for a New York number): only a change to her schedule or number helps.
  if (!anyDayAllowed) planAgainAtMs = NOT_BY_TIME_ALONE_MS;
  for (const p of planned) if (latest === null || p.dueAtMs > latest) latest = p.dueAtMs;
  if (latest === null) return { calls: planned, planAgainAtMs, memory: null };
  // What a later run can still use: this billing month on; this week on, where the plan counts
  // weeks (a plan switch clears the cursor, and the memory with it); and days after her latest
  // call's, since a later run starts after that day (one can be taken when her zone changed).
  const month = billingMonthIndex(ent.billingAnchorMs, nowMs);
  const week = dayKey(mondayOf(today));
  const lastDay = dayKey(localDayOf(latest, zone));
  const memo: PlanMemory = {
    l: latest,
    m: [...perMonth].filter(([m]) => m >= month).sort((a, b) => a[0] - b[0]),
    w: ent.callsPerWeek === null ? [] : [...perWeek].filter(([w]) => w >= week).sort((a, b) => (a[0] < b[0] ? -1 : 1)),
    s: [...taken].filter((d) => d > lastDay).sort(),
  };
  return { calls: planned, planAgainAtMs, memory: memo };
}
