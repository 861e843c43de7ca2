import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonesOfAreaCode } from '../../lib/area-code-zones.js';
import { jurisdictionOf } from '../../lib/phone.js';
import { AppError } from '../../lib/errors.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { makeRecipient } from '../lifecycle/test-fixtures.js';
import { callableAt, numberZonesOf, retryTime, type Callee } from './callable.js';
import { isAllowedAt, type WindowSpec } from './calling-hours.js';
import { planSchedule } from './plan-schedule.js';
import { callNow } from './schedule-actions.js';

// Issue 29, item 6: calling hours used only the zone the family picked, any zone accepted: Call
// Now rang a New York number at 7:12 AM its time, and a first call was set for 4:00 AM New York
// time. The law's hours now hold on the number's own clock too (decision 127).

// Tuesday 2026-11-24, 7:12 AM in New York, 12:12 PM in London.
const SEVEN_TWELVE_IN_NEW_YORK = Date.parse('2026-11-24T12:12:00Z');
const NEW_YORK_NUMBER = '+12125550103';

const callee = (zone: string, phone = NEW_YORK_NUMBER, window: WindowSpec = 'morning'): Callee => ({
  consent: true,
  emailConfirmed: true,
  entitlement: { planId: 'daily', callsPerMonth: 30, callsPerWeek: null, untilMs: null, billingAnchorMs: Date.UTC(2026, 10, 1) },
  schedule: { paused: false, pauseReason: null, zone, window },
  phone,
});

describe("calling hours on the number's own clock", () => {
  it('refuse Call Now to a New York number at 7:12 AM its time, whatever zone the family chose, and say when it may ring', () => {
    expect(callableAt(callee('Europe/London'), 'call-now', SEVEN_TWELVE_IN_NEW_YORK)).toEqual({
      callable: false,
      reason: 'outside calling hours',
      nextAtMs: Date.parse('2026-11-24T14:00:00Z'), // 9:00 AM in New York
    });
    // A Toronto family with a Toronto number at 7:12 AM: refused, as before.
    expect(callableAt(callee('America/Toronto', '+14165550123'), 'call-now', SEVEN_TWELVE_IN_NEW_YORK)).toMatchObject({ callable: false });
  });

  it("never plan a call, first or later, nor a retry, outside the law's hours where the number is", { timeout: 120_000 }, () => {
    const PHONES = ['+12125550103', '+12085550100', '+19075550100', '+18675550100', '+14165550123', '+16045550100', '+13055550142'];
    const ZONES = ['America/New_York', 'America/Los_Angeles', 'Europe/London', 'Asia/Kolkata', 'Pacific/Honolulu', 'America/St_Johns', 'America/Denver'];
    fc.assert(
      fc.property(
        fc.constantFrom(...PHONES),
        fc.constantFrom(...ZONES),
        fc.constantFrom<WindowSpec>('morning', 'afternoon', 'evening'),
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) }),
        (phone, zone, window, nowMs) => {
          const jurisdiction = jurisdictionOf(phone);
          const { calls } = planSchedule({
            recipientId: 'r',
            zone,
            jurisdiction,
            numberZones: numberZonesOf(phone, zone),
            window,
            cadence: 'daily',
            entitlement: callee(zone).entitlement!,
            existing: [],
            firstEver: true,
            nowMs,
            horizonEndMs: nowMs + 7 * 86_400_000,
          });
          for (const p of calls) {
            for (const z of zonesOfAreaCode(phone)) expect(isAllowedAt(p.dueAtMs, z, jurisdiction, null)).toBe(true);
            expect(callableAt(callee(zone, phone, window), p.firstCall ? 'first-call' : 'planned', p.dueAtMs)).toEqual({ callable: true });
          }
          const retry = retryTime(callee(zone, phone, window), nowMs, []);
          if ('atMs' in retry) for (const z of zonesOfAreaCode(phone)) expect(isAllowedAt(retry.atMs, z, jurisdiction, null)).toBe(true);
        },
      ),
      { numRuns: 120 },
    );
  });
});

describe('Call Now outside the hours of the number', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase({ max: 2 });
  });
  afterAll(async () => db?.close());

  it("tells the family the real time where the number is, and when the call can come", async () => {
    const { recipient } = await makeRecipient(db.db, { name: 'Rosa', phone: NEW_YORK_NUMBER, zone: 'Europe/London' });
    const refused = await callNow(db.db, recipient.id, new Date(SEVEN_TWELVE_IN_NEW_YORK)).then(
      () => null,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(AppError);
    const { message } = refused as AppError;
    expect(message).toContain("It's outside calling hours for Rosa right now");
    expect(message).toContain("it's 7:12 AM ET where their number is");
    expect(message).toMatch(/The earliest we can call is Tuesday, November 24 at 2:00 PM (GMT|United Kingdom Time|UK Time)\.$/);
  });
});
