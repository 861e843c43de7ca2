import { DateTime } from 'luxon';

/** The calendar month holding `at` in her zone, 'YYYY-MM' (a measure is asked at most once in it). */
export function monthIn(timeZone: string, at: Date): string {
  return DateTime.fromJSDate(at, { zone: timeZone }).toFormat('yyyy-MM');
}

/** Calls the family planned or asked for; never a test call, nor a call-back she made (she rang for a reason). */
const MEASURED_ORIGINS = new Set(['planner', 'call-now', 'retry']);

/**
 * Whether this call may offer the loneliness questions (decision 156). Never when the family
 * turned them off, on her consent call, on the call after an alert (it asks how she is after it:
 * a concern still open), or in a month (her zone) that already has a measure, answered, partial
 * or declined. So the baseline comes on the first call after the consent call that fits, then
 * once a calendar month at most. Whether the moment on the call fits is measure.ts's to judge.
 */
export function mayMeasureOnCall(input: {
  enabled: boolean;
  origin: string;
  consentCall: boolean;
  afterAlert: boolean;
  measuredMonths: readonly string[];
  timeZone: string;
  now: Date;
}): boolean {
  if (!input.enabled || input.consentCall || input.afterAlert || !MEASURED_ORIGINS.has(input.origin)) return false;
  return !input.measuredMonths.includes(monthIn(input.timeZone, input.now));
}
