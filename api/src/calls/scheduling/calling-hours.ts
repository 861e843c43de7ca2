import { DateTime, IANAZone } from 'luxon';
import type { Jurisdiction } from '../../lib/phone.js';
import { CALLING_HOURS_TEXT } from '@fondly/contract/platform';
import { SCHEDULE_WINDOW_SPANS } from '@fondly/contract/call-times';

/**
 * When Fondly may phone someone, in their own local time (docs/decisions/010-call-planning.md).
 *
 * Two rules stack: the family's preferred window (morning 9-12, afternoon 12-17, evening
 * 17-20) and the calling-hours policy of the recipient's jurisdiction, read from the phone
 * number. A call is only ever placed where both allow it, and early enough that a full
 * 15-minute call still ends inside them.
 */
export type CallWindow = 'morning' | 'afternoon' | 'evening';
/**
 * A named window, or the exact hours the family chose (minutes after local midnight) and, when
 * not every day, the days she may be called (bits from Monday, 1, to Sunday, 64; decision 129).
 */
export type WindowSpec = CallWindow | { start: number; end: number; days?: number };

const EVERY_DAY_MASK = 127;

/** The schedule's window as the planner keeps it: the chosen start and end when stored, else the name's hours; and her days. */
export function windowOf(schedule: { window: CallWindow; windowStartMinute: number | null; windowEndMinute: number | null; callDays?: number | null }): WindowSpec {
  const { windowStartMinute: start, windowEndMinute: end } = schedule;
  const days = schedule.callDays ?? EVERY_DAY_MASK;
  const hours = start !== null && end !== null && end > start ? { start, end } : null;
  if ((days & EVERY_DAY_MASK) === EVERY_DAY_MASK) return hours ?? schedule.window;
  return { ...(hours ?? CALL_WINDOWS[schedule.window]), days };
}

/** Whether a window lets her be called on this weekday (Luxon's 1 = Monday ... 7 = Sunday). */
export const windowAllowsWeekday = (window: WindowSpec | null, weekday: number): boolean =>
  window === null || typeof window === 'string' || window.days === undefined || (window.days & (1 << (weekday - 1))) !== 0;

/** A short key of a window for caches: its hours and its days. */
export const windowKey = (window: WindowSpec | null): string =>
  window === null ? '' : typeof window === 'string' ? window : `${window.start}-${window.end}${window.days === undefined ? '' : `@${window.days}`}`;

/** Minutes after local midnight: [start, end). */
interface Span {
  start: number;
  end: number;
}

/** A named window's hours when none were chosen: the contract's, so planning and pages agree. */
export const CALL_WINDOWS: Record<CallWindow, Span> = SCHEDULE_WINDOW_SPANS;

/** Calls never last longer than this, so a call placed inside the hours also ends inside them. */
export const MAX_CALL_MINUTES = 15;

/** Luxon weekdays: 1 = Monday ... 7 = Sunday. */
const US_HOURS: Record<number, Span> = {
  1: { start: 540, end: 1200 },
  2: { start: 540, end: 1200 },
  3: { start: 540, end: 1200 },
  4: { start: 540, end: 1200 },
  5: { start: 540, end: 1200 },
  6: { start: 540, end: 1200 },
  7: { start: 720, end: 1200 },
};
const CA_HOURS: Record<number, Span> = {
  1: { start: 540, end: 1200 },
  2: { start: 540, end: 1200 },
  3: { start: 540, end: 1200 },
  4: { start: 540, end: 1200 },
  5: { start: 540, end: 1200 },
  6: { start: 600, end: 1080 },
  7: { start: 600, end: 1080 },
};
export const CALLING_HOURS: Record<Jurisdiction, Record<number, Span>> = { US: US_HOURS, CA: CA_HOURS };

/** A calendar day in the recipient's zone. */
export interface LocalDay {
  year: number;
  month: number;
  day: number;
}

export const dayKey = (d: LocalDay) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** Calendar arithmetic needs no zone: a day is a day. */
export function addDays(d: LocalDay, n: number): LocalDay {
  // Within the month (every month has 28 days): no date object needed; the planner's usual step.
  if (n >= 0 && d.day + n <= 28) return { year: d.year, month: d.month, day: d.day + n };
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

export function addMonths(d: LocalDay, n: number): LocalDay {
  const first = new Date(Date.UTC(d.year, d.month - 1 + n, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1, day: Math.min(d.day, lastDay) };
}

/** 1 = Monday ... 7 = Sunday, as luxon counts. */
export function weekdayOf(d: LocalDay): number {
  // 1 January 1970 was a Thursday (4).
  const js = (((Date.UTC(d.year, d.month - 1, d.day) / 86_400_000 + 4) % 7) + 7) % 7;
  return js === 0 ? 7 : js;
}

export function dayDiff(a: LocalDay, b: LocalDay): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/**
 * A zone's UTC offset (minutes) for each UTC hour in which it does not change. Luxon asks
 * Intl for every instant, which was most of the planner's time; offsets change a few times
 * a year, so one lookup per zone and hour serves all of that hour's instants.
 */
const hourOffsetCache = new Map<string, Map<number, number>>();

function zoneOffsetMinutes(utcMs: number, zone: string): number {
  const hour = Math.floor(utcMs / 3_600_000);
  let hours = hourOffsetCache.get(zone);
  if (!hours) hourOffsetCache.set(zone, (hours = new Map()));
  let offset = hours.get(hour);
  if (offset === undefined) {
    const z = IANAZone.create(zone);
    const start = z.offset(hour * 3_600_000);
    // An hour holding a change (or an unknown zone, NaN) is not cached: asked per instant.
    offset = start === z.offset(hour * 3_600_000 + 3_599_999) ? start : NaN;
    if (hours.size > 100_000) hours.clear();
    hours.set(hour, offset);
  }
  return Number.isNaN(offset) ? IANAZone.create(zone).offset(utcMs) : offset;
}

export function localDayOf(utcMs: number, zone: string): LocalDay {
  const offset = zoneOffsetMinutes(utcMs, zone);
  if (Number.isNaN(offset)) {
    const t = DateTime.fromMillis(utcMs, { zone });
    return { year: t.year, month: t.month, day: t.day };
  }
  const local = new Date(utcMs + offset * 60_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** The allowed local minutes of one day: the window (if any) intersected with the policy. */
export function allowedSpan(day: LocalDay, jurisdiction: Jurisdiction, window: WindowSpec | null): Span | null {
  const weekday = weekdayOf(day);
  if (!windowAllowsWeekday(window, weekday)) return null;
  const policy = CALLING_HOURS[jurisdiction][weekday]!;
  const w = window === null ? policy : typeof window === 'string' ? CALL_WINDOWS[window] : window;
  const start = Math.max(policy.start, w.start);
  // The last moment a call may start so that it still ends inside the hours.
  const end = Math.min(policy.end, w.end) - MAX_CALL_MINUTES;
  return end > start ? { start, end } : null;
}

/** UTC milliseconds of a local wall-clock minute, or null when that minute does not exist (DST gap). Cached by allowedInterval. */
function localMinuteToUtc(day: LocalDay, minute: number, zone: string): number | null {
  const t = DateTime.fromObject(
    { year: day.year, month: day.month, day: day.day, hour: Math.floor(minute / 60), minute: minute % 60 },
    { zone },
  );
  // Luxon moves a nonexistent time forward; such a minute is not a valid call time.
  const exists = t.isValid && t.hour === Math.floor(minute / 60) && t.minute === minute % 60 && t.day === day.day;
  return exists ? t.toMillis() : null;
}

/** Computed intervals per zone, keyed by day and span as one number (the planner asks for the same few again and again). */
const intervalCache = new Map<string, Map<number, Readonly<{ startMs: number; endMs: number }> | null>>();

/** The allowed placement interval of a local day in UTC: [startMs, endMs], or null. Not to be modified. */
export function allowedInterval(
  day: LocalDay,
  zone: string,
  jurisdiction: Jurisdiction,
  window: WindowSpec | null,
): Readonly<{ startMs: number; endMs: number }> | null {
  const span = allowedSpan(day, jurisdiction, window);
  if (!span) return null;
  let byDay = intervalCache.get(zone);
  if (!byDay) intervalCache.set(zone, (byDay = new Map()));
  // Days since 1970 (< 2^22 for ten thousand years), then the span's minutes (< 2^11 each).
  const key = (Date.UTC(day.year, day.month - 1, day.day) / 86_400_000) * 4_194_304 + span.start * 2048 + span.end;
  let interval = byDay.get(key);
  if (interval === undefined) {
    const startMs = localMinuteToUtc(day, span.start, zone);
    const endMs = localMinuteToUtc(day, span.end, zone);
    // A DST change inside the span would bend it; the wall-clock length must match.
    const straight = startMs !== null && endMs !== null && endMs > startMs && endMs - startMs === (span.end - span.start) * 60_000;
    interval = straight ? { startMs, endMs } : null;
    if (byDay.size > 100_000) byDay.clear();
    byDay.set(key, interval);
  }
  return interval;
}

/** Whether a call may be placed at this instant (window optional: call-now only needs the policy). */
export function isAllowedAt(utcMs: number, zone: string, jurisdiction: Jurisdiction, window: WindowSpec | null): boolean {
  const t = DateTime.fromMillis(utcMs, { zone });
  const day = { year: t.year, month: t.month, day: t.day };
  const span = allowedSpan(day, jurisdiction, window);
  if (!span) return false;
  const minute = t.hour * 60 + t.minute + t.second / 60 + t.millisecond / 60_000;
  return minute >= span.start && minute <= span.end;
}

/**
 * The earliest instant at or after `fromMs` when a call may be placed: a call that would
 * fall outside moves to the nearest allowed time after it (never before, which could be past).
 */
export function nextAllowedTime(
  fromMs: number,
  zone: string,
  jurisdiction: Jurisdiction,
  window: WindowSpec | null,
  maxDays = 14,
): number | null {
  let day = localDayOf(fromMs, zone);
  for (let i = 0; i <= maxDays; i++, day = addDays(day, 1)) {
    const interval = allowedInterval(day, zone, jurisdiction, window);
    if (!interval || interval.endMs < fromMs) continue;
    return Math.max(interval.startMs, fromMs);
  }
  return null;
}

/** "9 AM to 8 PM Monday to Saturday, noon to 8 PM on Sunday": for messages to families. */
export function describeCallingHours(jurisdiction: Jurisdiction): string {
  return CALLING_HOURS_TEXT[jurisdiction];
}
