import { describe, expect, it } from 'vitest';
import { mayMeasureOnCall, monthIn } from './when-to-ask.js';

const call = {
  enabled: true,
  origin: 'planner',
  consentCall: false,
  afterAlert: false,
  measuredMonths: [] as string[],
  timeZone: 'America/Chicago',
  now: new Date('2026-11-24T16:00:00Z'),
};

describe('when a call may ask the loneliness questions', () => {
  it('takes a baseline on the first call after her consent call', () => {
    expect(mayMeasureOnCall(call)).toBe(true);
  });

  it('never on her consent call, nor on the call after an alert (a concern still open)', () => {
    expect(mayMeasureOnCall({ ...call, consentCall: true })).toBe(false);
    expect(mayMeasureOnCall({ ...call, afterAlert: true })).toBe(false);
  });

  it('never when the family turned the questions off', () => {
    expect(mayMeasureOnCall({ ...call, enabled: false })).toBe(false);
  });

  it('never on a test call or a call-back she made', () => {
    expect(mayMeasureOnCall({ ...call, origin: 'test' })).toBe(false);
    expect(mayMeasureOnCall({ ...call, origin: 'inbound' })).toBe(false);
    expect(mayMeasureOnCall({ ...call, origin: 'call-now' })).toBe(true);
  });

  it('at most once a calendar month in her zone, answered, declined or cut short alike', () => {
    expect(mayMeasureOnCall({ ...call, measuredMonths: ['2026-11'] })).toBe(false);
    expect(mayMeasureOnCall({ ...call, measuredMonths: ['2026-10'] })).toBe(true);
    // 1 December 03:00 UTC is still 30 November, 9 PM in Chicago: November's measure holds.
    const lateNovember = new Date('2026-12-01T03:00:00Z');
    expect(monthIn('America/Chicago', lateNovember)).toBe('2026-11');
    expect(mayMeasureOnCall({ ...call, now: lateNovember, measuredMonths: ['2026-11'] })).toBe(false);
    expect(mayMeasureOnCall({ ...call, now: new Date('2026-12-01T15:00:00Z'), measuredMonths: ['2026-11'] })).toBe(true);
  });
});
