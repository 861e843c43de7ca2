import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CallState } from '../../db/schema/index.js';
import { jurisdictionOf } from '../../lib/phone.js';
import { callableAt, numberZonesOf, RETRY_DELAY_MS, retryTime, type Callee, type OtherCall } from './callable.js';
import { dayKey, isAllowedAt, localDayOf, type WindowSpec } from './calling-hours.js';
import { planSchedule, type Cadence } from './plan-schedule.js';

// The rule's promises, over any zone, window, number, moment and day of other calls.
const ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'America/Toronto', 'America/Halifax', 'America/St_Johns', 'America/Regina'];
// US and Canadian numbers (Canada's hours differ on weekends).
const PHONES = ['+12125550103', '+13055550142', '+14155550100', '+14165550100', '+16045550100', '+19025550100'];
const WINDOWS: WindowSpec[] = ['morning', 'afternoon', 'evening', { start: 13 * 60, end: 15 * 60 }, { start: 17 * 60, end: 19 * 60 }, { start: 9 * 60, end: 11 * 60 }];
const STATES: CallState[] = ['scheduled', 'dialing', 'ringing', 'in_progress', 'completed', 'no_answer', 'busy', 'voicemail', 'failed', 'canceled'];
const DAY = 86_400_000;

const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) });

const callee = fc.record({ zone: fc.constantFrom(...ZONES), window: fc.constantFrom(...WINDOWS), phone: fc.constantFrom(...PHONES) }).map(
  ({ zone, window, phone }): Callee => ({
    consent: true,
    emailConfirmed: true,
    entitlement: { planId: 'daily', callsPerMonth: 30, callsPerWeek: null, untilMs: null, billingAnchorMs: Date.UTC(2025, 11, 1) },
    schedule: { paused: false, pauseReason: null, zone, window },
    phone,
  }),
);

/** Her other calls within a day of the miss: any state; only an answered, non-voicemail one reached her. */
const othersNear = (missMs: number) =>
  fc.array(
    fc.record({ offset: fc.integer({ min: -DAY, max: DAY }), state: fc.constantFrom(...STATES), answered: fc.boolean() }).map(
      ({ offset, state, answered }): OtherCall => ({ dueAtMs: missMs + offset, state, reachedHer: answered && ['in_progress', 'completed', 'failed'].includes(state) }),
    ),
    { maxLength: 4 },
  );

const missed = fc.tuple(callee, instant).chain(([c, missMs]) => othersNear(missMs).map((others) => ({ callee: c, missMs, others })));

const windowOfCallee = (c: Callee) => c.schedule!.window;
const sameDay = (a: number, b: number, zone: string) => dayKey(localDayOf(a, zone)) === dayKey(localDayOf(b, zone));

describe('a retry (issue 30: a completed call rung again 19 minutes later, outside his window)', () => {
  it("comes at least 20 minutes after the miss, the same day, inside her window and the law's hours, and the dialer agrees to ring it", () => {
    fc.assert(
      fc.property(missed, ({ callee: c, missMs, others }) => {
        const retry = retryTime(c, missMs, others);
        if (!('atMs' in retry)) return;
        const zone = c.schedule!.zone;
        const jurisdiction = jurisdictionOf(c.phone);
        expect(retry.atMs).toBeGreaterThanOrEqual(missMs + RETRY_DELAY_MS);
        expect(sameDay(retry.atMs, missMs, zone)).toBe(true);
        expect(isAllowedAt(retry.atMs, zone, jurisdiction, windowOfCallee(c))).toBe(true);
        expect(isAllowedAt(retry.atMs, zone, jurisdiction, null)).toBe(true);
        expect(callableAt(c, 'retry', retry.atMs, { others, retryOfMs: missMs })).toEqual({ callable: true });
      }),
      { numRuns: 3000 },
    );
  });

  it('never follows a day on which she talked with us, whatever the order of the calls', () => {
    fc.assert(
      fc.property(missed, ({ callee: c, missMs, others }) => {
        const zone = c.schedule!.zone;
        const talked = others.some((o) => o.reachedHer && sameDay(o.dueAtMs, missMs, zone));
        const retry = retryTime(c, missMs, others);
        if (!talked) return;
        expect(retry).toEqual({ reason: 'called today' });
        // The dialer refuses it too: a retry set before she talked never rings after.
        expect(callableAt(c, 'retry', missMs + RETRY_DELAY_MS, { others, retryOfMs: missMs })).toMatchObject({ callable: false, reason: 'called today', nextAtMs: null });
      }),
      { numRuns: 3000 },
    );
  });

  it('is not set while she is on a call with us, nor for a paused schedule', () => {
    fc.assert(
      fc.property(missed, fc.constantFrom<CallState>('dialing', 'ringing', 'in_progress'), ({ callee: c, missMs, others }, live) => {
        expect(retryTime(c, missMs, [...others, { dueAtMs: missMs, state: live, reachedHer: false }])).toHaveProperty('reason');
        expect(retryTime({ ...c, schedule: { ...c.schedule!, paused: true } }, missMs, others)).toEqual({ reason: 'paused' });
      }),
      { numRuns: 500 },
    );
  });

  it('of a miss at 9:01 AM for an evening window (5-7 PM) comes at 5 PM, not at 9:21 AM', () => {
    const c: Callee = {
      consent: true,
      emailConfirmed: true,
      entitlement: { planId: 'daily', callsPerMonth: 30, callsPerWeek: null, untilMs: null, billingAnchorMs: Date.UTC(2026, 10, 1) },
      schedule: { paused: false, pauseReason: null, zone: 'America/New_York', window: { start: 17 * 60, end: 19 * 60 } },
      phone: '+12125550103',
    };
    // Tuesday 24 November 2026, 9:01 AM in New York.
    expect(retryTime(c, Date.parse('2026-11-24T14:01:00Z'), [])).toEqual({ atMs: Date.parse('2026-11-24T22:00:00Z') });
    // A miss at 6:50 PM leaves no time in the window that day: reported, not retried tomorrow.
    expect(retryTime(c, Date.parse('2026-11-24T23:50:00Z'), [])).toEqual({ reason: 'outside calling hours' });
  });
});

describe('the planner and the dialer', () => {
  it('agree: every call the planner writes is one the dialer would ring at its time, inside her window but for the first call', () => {
    fc.assert(
      fc.property(callee, instant, fc.constantFrom<Cadence>('daily', 'weekly', 'plan'), (c, nowMs, cadence) => {
        const window = windowOfCallee(c);
        const jurisdiction = jurisdictionOf(c.phone);
        const { calls } = planSchedule({
          recipientId: 'r',
          zone: c.schedule!.zone,
          jurisdiction,
          numberZones: numberZonesOf(c.phone, c.schedule!.zone),
          window,
          cadence,
          entitlement: c.entitlement!,
          existing: [],
          firstEver: true,
          nowMs,
          horizonEndMs: nowMs + 7 * DAY,
        });
        for (const p of calls) {
          expect(callableAt(c, p.firstCall ? 'first-call' : 'planned', p.dueAtMs)).toEqual({ callable: true });
          if (!p.firstCall) expect(isAllowedAt(p.dueAtMs, c.schedule!.zone, jurisdiction, window)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
