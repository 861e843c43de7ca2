import type { CallState } from '../../db/schema/index.js';
import { zonesOfAreaCode } from '../../lib/area-code-zones.js';
import { jurisdictionOf, type Jurisdiction } from '../../lib/phone.js';
import { addDays, allowedInterval, dayKey, isAllowedAt, localDayOf, type LocalDay, type WindowSpec } from './calling-hours.js';
import type { Entitlement } from './entitlement.js';

/**
 * "May she be called now, or when next?": the one rule (docs/engineering.md, "May she be called
 * now?"). The planner asks it a day at a time (`callingInterval`), everything else at an instant
 * (`callableAt`): the dialer before it rings, Call Now, call-backs, and the state machine when it
 * sets a retry. Pure: callers read what it needs (`loadCallee` in callee.ts) and act on its verdict.
 *
 * Gates, in the order a family is told about them: the family's word that she agreed (consent),
 * an email shown to be theirs (decision 105), her schedule not paused, a plan that pays for calls
 * at that instant (entitlement, decision 110), the calling hours of her jurisdiction (and, for a
 * retry, her window), and her other calls of the day.
 */
export type CallPurpose =
  /** A call the planner wrote: her window when planned; at the dial, the law's hours (a late claim still rings inside them). */
  | 'planned'
  /** The first call ever, kept within 24 hours of signup even outside her window (decision 010). */
  | 'first-call'
  /** A second or third try after a miss: inside her window and the law's hours, the same day. */
  | 'retry'
  /** The family pressed Call Now: the law's hours; an extra call, so other calls do not stand in its way. */
  | 'call-now'
  /** She rang us: the law's hours; her schedule's pause is ours, not hers. */
  | 'call-back';

/** Why not: the words stored as a call's cancel reason (contract NOT_PLACED_REASONS). */
export type NotCallableReason =
  | 'no-consent'
  | 'email not confirmed'
  | 'paused'
  | 'opt-out'
  | 'not-entitled'
  | 'outside calling hours'
  /** A call of hers is ringing or under way. */
  | 'on a call'
  /** A retry after she has talked with us that day: the call it would make up for happened. */
  | 'called today';

/** When and how her calls may ring: her zone and window, and the law that applies to her number. */
export interface CallingClock {
  zone: string;
  jurisdiction: Jurisdiction;
  /** The hours the family chose; null where only the law's hours apply. */
  window: WindowSpec | null;
  /**
   * The zones of her number's area code other than hers (decision 127): the law's hours must hold
   * on the number's own clock too, so a family's zone can never ring a New York number at 7 AM.
   */
  numberZones: readonly string[];
}

/** What the rule needs to know about her, as `loadCallee` reads it. */
export interface Callee {
  /** The family confirmed she agreed to be called. */
  consent: boolean;
  /** Someone opened a link sent to the account's email. */
  emailConfirmed: boolean;
  /** Null when the family's subscription pays for no calls (incomplete, ended). */
  entitlement: Entitlement | null;
  /** Null: no schedule yet (the law's hours in New York's zone, as every call without one). */
  schedule: { paused: boolean; pauseReason: string | null; zone: string; window: WindowSpec } | null;
  phone: string;
}

/** One of her other calls, as far as the rule cares. */
export interface OtherCall {
  dueAtMs: number;
  state: CallState;
  /** She (not a machine) picked up: answered and not a voicemail. */
  reachedHer: boolean;
}

export type Verdict =
  | { callable: true }
  | {
      callable: false;
      reason: NotCallableReason;
      /** The earliest instant the same call may ring instead; null when waiting cannot help. */
      nextAtMs: number | null;
    };

/** Where no schedule says otherwise. */
export const DEFAULT_ZONE = 'America/New_York';

const LIVE: readonly CallState[] = ['dialing', 'ringing', 'in_progress'];

/** Whether the plan pays for a call at this instant (a lapsed or unpaid plan pays for none). */
export const entitledAt = (ent: Entitlement | null, ms: number): boolean => !!ent && (ent.untilMs === null || ms < ent.untilMs);

/** Her calling clock for a purpose: the window counts when a call is planned or retried, not when the family or she asks. */
export function clockOf(callee: Pick<Callee, 'schedule' | 'phone'>, purpose: CallPurpose): CallingClock {
  const zone = callee.schedule?.zone ?? DEFAULT_ZONE;
  const window = purpose === 'planned' || purpose === 'retry' ? (callee.schedule?.window ?? null) : null;
  return { zone, jurisdiction: jurisdictionOf(callee.phone), window, numberZones: numberZonesOf(callee.phone, zone) };
}

/** The zones of a number's area code that differ from the zone the family chose. */
export const numberZonesOf = (phone: string, zone: string): readonly string[] => zonesOfAreaCode(phone).filter((z) => z !== zone);

/**
 * The interval of one of her local days in which a call may start (UTC ms, inclusive), or null:
 * the window (if the clock has one) inside the law's hours, early enough to end inside them.
 * The planner's question, asked once per day it considers.
 */
export function callingInterval(day: LocalDay, clock: CallingClock): Readonly<{ startMs: number; endMs: number }> | null {
  const base = allowedInterval(day, clock.zone, clock.jurisdiction, clock.window);
  if (!base || clock.numberZones.length === 0) return base;
  let { startMs, endMs } = base;
  for (const zone of clock.numberZones) {
    const law = lawAround(startMs, endMs, zone, clock.jurisdiction);
    if (!law) return null;
    startMs = Math.max(startMs, law.startMs);
    endMs = Math.min(endMs, law.endMs);
    if (endMs < startMs) return null;
  }
  return { startMs, endMs };
}

/**
 * The law's hours in `zone` that overlap [startMs, endMs], or null. The span lies within one of
 * her days, so it touches at most two days of that zone; the law's hours of two days are more than
 * twelve hours apart, longer than any span, so at most one overlaps it.
 */
function lawAround(startMs: number, endMs: number, zone: string, jurisdiction: Jurisdiction) {
  for (const ms of [startMs, endMs]) {
    const law = allowedInterval(localDayOf(ms, zone), zone, jurisdiction, null);
    if (law && law.endMs >= startMs && law.startMs <= endMs) return law;
  }
  return null;
}

/** The earliest instant at or after `fromMs` inside the clock's hours, looking `maxDays` of her days ahead. */
export function nextCallingTime(fromMs: number, clock: CallingClock, maxDays = 14): number | null {
  let day = localDayOf(fromMs, clock.zone);
  for (let i = 0; i <= maxDays; i++, day = addDays(day, 1)) {
    const interval = callingInterval(day, clock);
    if (interval && interval.endMs >= fromMs) return Math.max(interval.startMs, fromMs);
  }
  return null;
}

/** Whether `atMs` is inside the clock's hours, on her clock and her number's. */
export function inCallingHours(atMs: number, clock: CallingClock): boolean {
  return isAllowedAt(atMs, clock.zone, clock.jurisdiction, clock.window) && clock.numberZones.every((z) => isAllowedAt(atMs, z, clock.jurisdiction, null));
}

/**
 * May she be called at `atMs` for this purpose? When not, why, and (where only time stands in
 * the way) the earliest instant she may be.
 *
 * A retry needs `retryOfMs` (when the missed attempt ended: it stays on that local day) and her
 * `others` calls; Call Now needs `others` to see a call under way.
 */
export function callableAt(
  callee: Callee,
  purpose: CallPurpose,
  atMs: number,
  opts: { others?: readonly OtherCall[]; retryOfMs?: number } = {},
): Verdict {
  const no = (reason: NotCallableReason, nextAtMs: number | null = null): Verdict => ({ callable: false, reason, nextAtMs });
  if (!callee.consent) return no('no-consent');
  if (!callee.emailConfirmed) return no('email not confirmed');
  if (purpose !== 'call-back' && callee.schedule?.paused) return no(callee.schedule.pauseReason === 'opt-out' ? 'opt-out' : 'paused');
  if (!entitledAt(callee.entitlement, atMs)) return no('not-entitled');

  const others = opts.others ?? [];
  const clock = clockOf(callee, purpose);
  // A retry makes up for a call that did not happen: once she has talked with us that day, none.
  const day = purpose === 'retry' ? dayKey(localDayOf(opts.retryOfMs ?? atMs, clock.zone)) : null;
  if (day !== null && others.some((o) => o.reachedHer && dayKey(localDayOf(o.dueAtMs, clock.zone)) === day)) return no('called today');
  if ((purpose === 'call-now' || purpose === 'retry') && others.some((o) => LIVE.includes(o.state))) return no('on a call');
  if (day !== null) {
    if (inCallingHours(atMs, clock) && dayKey(localDayOf(atMs, clock.zone)) === day) return { callable: true };
    // Never on another day (decision 011): a miss that cannot be retried that day is reported instead.
    const next = nextCallingTime(atMs, clock, 1);
    return no('outside calling hours', next !== null && dayKey(localDayOf(next, clock.zone)) === day ? next : null);
  }
  // At the dial a planned call keeps to the law's hours; when it must move, it moves into her window.
  const law: CallingClock = { ...clock, window: null };
  if (inCallingHours(atMs, law)) return { callable: true };
  const next = (clock.window !== null ? nextCallingTime(atMs, clock) : null) ?? nextCallingTime(atMs, law);
  return no('outside calling hours', next);
}

/** A miss is tried again this long after it ended (decision 011). */
export const RETRY_DELAY_MS = 20 * 60_000;
/** A call cut off because the process running it died is called back this soon (decision 132), in her window. */
export const INTERRUPTED_CALL_BACK_MS = 2 * 60_000;

/**
 * When to try again after a miss that ended at `endedAtMs`: 20 minutes on (or `delayMs`), or the first moment
 * after that inside her window and the law's hours, that same day; or why not (she has talked
 * with us that day, she is on a call, her schedule was paused, no time is left that day...).
 */
export function retryTime(callee: Callee, endedAtMs: number, others: readonly OtherCall[], delayMs = RETRY_DELAY_MS): { atMs: number } | { reason: NotCallableReason } {
  const atMs = endedAtMs + delayMs;
  const verdict = callableAt(callee, 'retry', atMs, { others, retryOfMs: endedAtMs });
  if (verdict.callable) return { atMs };
  return verdict.nextAtMs !== null ? { atMs: verdict.nextAtMs } : { reason: verdict.reason };
}

/** The purpose a call row was made for, from its origin (planner and operator rows are planned calls). */
export function purposeOf(call: { origin: string }): CallPurpose {
  switch (call.origin) {
    case 'retry':
      return 'retry';
    case 'call-now':
      return 'call-now';
    case 'inbound':
      return 'call-back';
    default:
      return 'planned';
  }
}

/** The step note of a call the rule refused, for operators reading its steps. */
export const NOT_CALLABLE_NOTES: Record<NotCallableReason, string | undefined> = {
  'no-consent': 'no consent on record',
  'email not confirmed': "the family's email is not confirmed",
  paused: 'schedule paused',
  'opt-out': 'she asked us to stop calling',
  'not-entitled': 'plan not active',
  'outside calling hours': undefined,
  'on a call': 'she is on a call with us',
  'called today': 'she has talked with us today: no retry needed',
};

/**
 * Whether her planned calls can ring at all: some day of the next two weeks on which her window
 * and days meet the law's hours, on her clock and her number's (an evening window in Los Angeles
 * for a New York number never does). When not, only the first call (which keeps only the law's
 * hours) would ring, so the family is told instead (`scheduleWarningOf`).
 */
export function windowEverCallable(schedule: { zone: string; window: WindowSpec }, phone: string, fromMs: number): boolean {
  const clock = clockOf({ schedule: { paused: false, pauseReason: null, ...schedule }, phone }, 'planned');
  return nextCallingTime(fromMs, clock, 14) !== null;
}
