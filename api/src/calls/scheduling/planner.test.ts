import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { allowedInterval, isAllowedAt, localDayOf, dayKey, type CallWindow } from './calling-hours.js';
import { billingMonthIndex, billingMonthStart, entitlementOf, type Entitlement } from './entitlement.js';
import { FIRST_CALL_PROMISE_MS, PLANNING_LEAD_MS, planCallTimes, planSchedule, type Cadence, type PlannerInput } from './plan-schedule.js';

const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Toronto',
  'America/Vancouver',
  'America/Halifax',
  'America/St_Johns',
  'America/Regina',
  'America/Winnipeg',
  'Europe/London',
  'Australia/Lord_Howe',
  'America/Havana',
  'America/Santiago',
  'Asia/Kolkata',
];
const WINDOWS: CallWindow[] = ['morning', 'afternoon', 'evening'];
const CADENCES: Cadence[] = ['daily', 'weekly', 'monthly', 'plan'];
const ALLOWANCES: Array<Pick<Entitlement, 'planId' | 'callsPerMonth' | 'callsPerWeek'>> = [
  { planId: 'free', callsPerMonth: 1, callsPerWeek: null },
  { planId: 'starter', callsPerMonth: 13, callsPerWeek: 3 },
  { planId: 'connected', callsPerMonth: 8, callsPerWeek: null },
  { planId: 'daily', callsPerMonth: 30, callsPerWeek: null },
];

// Instants from 2026 to 2028, half of them within days of a DST change (March and November).
const instant = fc.oneof(
  fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 11, 31) }),
  fc
    .tuple(fc.integer({ min: 2026, max: 2028 }), fc.constantFrom(2, 9, 10, 3), fc.integer({ min: 0, max: 20 * 86_400_000 }))
    .map(([y, m, off]) => Date.UTC(y, m, 1) + off),
);

const plannerInput = fc
  .record({
    recipientId: fc.uuid(),
    zone: fc.constantFrom(...ZONES),
    jurisdiction: fc.constantFrom('US' as const, 'CA' as const),
    window: fc.constantFrom(...WINDOWS),
    cadence: fc.constantFrom(...CADENCES),
    allowance: fc.constantFrom(...ALLOWANCES),
    nowMs: instant,
    anchorBackDays: fc.integer({ min: 0, max: 40 }),
    untilDays: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
    pastCalls: fc.array(fc.integer({ min: 1, max: 40 * 86_400_000 }), { maxLength: 6 }),
  })
  .map((r): PlannerInput => ({
    recipientId: r.recipientId,
    zone: r.zone,
    jurisdiction: r.jurisdiction,
    window: r.window,
    cadence: r.cadence,
    entitlement: {
      ...r.allowance,
      billingAnchorMs: r.nowMs - r.anchorBackDays * 86_400_000,
      untilMs: r.untilDays === null ? null : r.nowMs + r.untilDays * 86_400_000,
    },
    existing: r.pastCalls.map((back) => ({ dueAtMs: r.nowMs - back, slot: dayKey(localDayOf(r.nowMs - back, r.zone)), counts: true })),
    firstEver: r.pastCalls.length === 0,
    nowMs: r.nowMs,
    horizonEndMs: r.nowMs + 31 * 86_400_000,
  }));

describe('the planner (property tests)', () => {
  it('never plans a call outside the calling-hours policy, and outside the window only for a first call that could not otherwise come within 24 hours', () => {
    fc.assert(
      fc.property(plannerInput, (input) => {
        for (const call of planCallTimes(input)) {
          expect(isAllowedAt(call.dueAtMs, input.zone, input.jurisdiction, null)).toBe(true);
          if (!call.firstCall) {
            expect(isAllowedAt(call.dueAtMs, input.zone, input.jurisdiction, input.window)).toBe(true);
          } else if (!isAllowedAt(call.dueAtMs, input.zone, input.jurisdiction, input.window)) {
            // Left the window only because the window had nothing within 24 hours.
            const inWindowSoon = [0, 1, 2].some((d) => {
              const day = localDayOf(input.nowMs + d * 86_400_000, input.zone);
              const iv = allowedInterval(day, input.zone, input.jurisdiction, input.window);
              return iv !== null && iv.endMs >= input.nowMs + PLANNING_LEAD_MS && Math.max(iv.startMs, input.nowMs + PLANNING_LEAD_MS) - input.nowMs <= FIRST_CALL_PROMISE_MS;
            });
            expect(inWindowSoon).toBe(false);
          }
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('plans every routine call on a quarter hour of her clock ("1:30 PM", never "1:31 PM"), the same time each day (decision 167)', () => {
    fc.assert(
      fc.property(plannerInput, (input) => {
        const routine = planCallTimes(input).filter((c) => !c.firstCall);
        for (const call of routine) {
          const local = DateTime.fromMillis(call.dueAtMs, { zone: input.zone });
          expect(local.minute % 15).toBe(0);
          expect(local.second).toBe(0);
        }
      }),
      { numRuns: 800 },
    );
  });

  it('places a first call in her window on a quarter hour (her routine time), unless it is the earliest moment she may be called (decision 167)', () => {
    fc.assert(
      fc.property(plannerInput, (input) => {
        const first = planCallTimes(input).find((c) => c.firstCall);
        fc.pre(!!first && isAllowedAt(first.dueAtMs, input.zone, input.jurisdiction, input.window));
        const onQuarter = DateTime.fromMillis(first!.dueAtMs, { zone: input.zone }).minute % 15 === 0;
        const asSoonAsAllowed = first!.dueAtMs - (input.nowMs + PLANNING_LEAD_MS) < 60_000;
        expect(onQuarter || asSoonAsAllowed).toBe(true);
      }),
      { numRuns: 800 },
    );
  });

  it("gives a first call in the morning window the time of day her later calls keep, not the window's first minute (decision 167)", () => {
    // Signed up at 7 AM on a Monday in Chicago, mornings, every day: Monday's call and Tuesday's read the same.
    const input: PlannerInput = {
      recipientId: '3f1c6d2e-9a7b-4c1d-8e2f-5a6b7c8d9e0f',
      zone: 'America/Chicago',
      jurisdiction: 'US',
      window: 'morning',
      cadence: 'daily',
      entitlement: { planId: 'premium', callsPerMonth: 30, callsPerWeek: null, billingAnchorMs: Date.UTC(2026, 2, 2, 13), untilMs: null },
      existing: [],
      firstEver: true,
      nowMs: Date.UTC(2026, 2, 2, 13),
      horizonEndMs: Date.UTC(2026, 2, 9),
    };
    const [first, second] = planCallTimes(input);
    const local = (ms: number) => DateTime.fromMillis(ms, { zone: 'America/Chicago' });
    expect(first!.firstCall).toBe(true);
    expect(local(first!.dueAtMs).weekday).toBe(1);
    expect(local(second!.dueAtMs).weekday).toBe(2);
    expect(local(first!.dueAtMs).toFormat('h:mm a')).toBe(local(second!.dueAtMs).toFormat('h:mm a'));
    expect(local(first!.dueAtMs).minute % 15).toBe(0);
  });

  it('places the first call within 24 hours of signup', () => {
    fc.assert(
      fc.property(plannerInput, (input) => {
        fc.pre(input.firstEver && input.entitlement.untilMs === null);
        const [first] = planCallTimes(input);
        expect(first?.firstCall).toBe(true);
        expect(first!.dueAtMs - input.nowMs).toBeLessThanOrEqual(FIRST_CALL_PROMISE_MS);
        expect(first!.dueAtMs).toBeGreaterThanOrEqual(input.nowMs + PLANNING_LEAD_MS);
      }),
      { numRuns: 800 },
    );
  });

  it('never plans more per billing month or week than the plan allows, nor two calls on one day, nor after the paid period', () => {
    fc.assert(
      fc.property(plannerInput, (input) => {
        const planned = planCallTimes(input);
        const ent = input.entitlement;
        const perMonth = new Map<number, number>();
        const perWeek = new Map<string, number>();
        const days = new Set(input.existing.map((e) => e.slot));
        const all = [...input.existing.filter((e) => e.counts).map((e) => e.dueAtMs), ...planned.map((p) => p.dueAtMs)];
        for (const ms of all) {
          const m = billingMonthIndex(ent.billingAnchorMs, ms);
          perMonth.set(m, (perMonth.get(m) ?? 0) + 1);
          const local = DateTime.fromMillis(ms, { zone: input.zone });
          const wk = `${local.weekYear}-${local.weekNumber}`;
          perWeek.set(wk, (perWeek.get(wk) ?? 0) + 1);
        }
        for (const p of planned) {
          const m = billingMonthIndex(ent.billingAnchorMs, p.dueAtMs);
          expect(perMonth.get(m)).toBeLessThanOrEqual(Math.max(ent.callsPerMonth, input.existing.filter((e) => e.counts && billingMonthIndex(ent.billingAnchorMs, e.dueAtMs) === m).length));
          if (ent.callsPerWeek !== null) {
            const local = DateTime.fromMillis(p.dueAtMs, { zone: input.zone });
            const pastThatWeek = input.existing.filter((e) => {
              const l = DateTime.fromMillis(e.dueAtMs, { zone: input.zone });
              return l.weekYear === local.weekYear && l.weekNumber === local.weekNumber;
            }).length;
            expect(perWeek.get(`${local.weekYear}-${local.weekNumber}`)).toBeLessThanOrEqual(Math.max(ent.callsPerWeek, pastThatWeek));
          }
          expect(days.has(p.slot)).toBe(false);
          days.add(p.slot);
          if (ent.untilMs !== null) expect(p.dueAtMs).toBeLessThan(ent.untilMs);
          expect(p.dueAtMs).toBeLessThanOrEqual(input.horizonEndMs);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('plans from its memory of a schedule exactly as from the calls themselves, at any later run (decision 117)', () => {
    const later = fc.tuple(
      plannerInput,
      // The next run: within the hour, the next day, or days later (the worker was down).
      fc.oneof(fc.integer({ min: 60_000, max: 3_600_000 }), fc.integer({ min: 3_600_000, max: 10 * 86_400_000 })),
      // Some earlier calls that do not count (canceled, a retry), and some without a day (a call back).
      fc.array(fc.constantFrom('counts', 'not counted', 'no day'), { maxLength: 6 }),
    );
    let compared = 0;
    fc.assert(
      fc.property(later, ([base, delta, kinds]) => {
        const week = 7 * 86_400_000;
        const existing = base.existing.map((c, i) => ({
          ...c,
          counts: (kinds[i] ?? 'counts') === 'counts',
          slot: kinds[i] === 'no day' ? null : c.slot,
        }));
        const first = planSchedule({ ...base, existing, horizonEndMs: base.nowMs + week });
        if (!first.memory || first.planAgainAtMs === null) return;
        compared++;
        const nowMs = base.nowMs + delta;
        const next = { ...base, nowMs, horizonEndMs: nowMs + week, firstEver: false };
        const fromCalls = planSchedule({
          ...next,
          existing: [...existing, ...first.calls.map((c) => ({ dueAtMs: c.dueAtMs, slot: c.slot, counts: true }))],
        });
        const fromMemory = planSchedule({ ...next, existing: [], memory: first.memory });
        expect(fromMemory.calls).toEqual(fromCalls.calls);
        expect(fromMemory.planAgainAtMs).toEqual(fromCalls.planAgainAtMs);
        // And the memory it leaves is what a third run would build from the calls.
        expect(fromMemory.memory).toEqual(fromCalls.memory);
      }),
      { numRuns: 1500 },
    );
    expect(compared).toBeGreaterThan(500);
  });

  it('keeps its cursor: a run whose horizon ends before it adds no call, and a run that reaches it is due (decision 117)', () => {
    const later = fc.tuple(plannerInput, fc.integer({ min: 60_000, max: 3 * 86_400_000 }), fc.integer({ min: 1, max: 7 }));
    let reached = 0;
    fc.assert(
      fc.property(later, ([base, delta, days]) => {
        const horizon = days * 86_400_000;
        const first = planSchedule({ ...base, horizonEndMs: base.nowMs + horizon });
        if (first.planAgainAtMs === null) return;
        const nowMs = base.nowMs + delta;
        const next = {
          ...base,
          nowMs,
          horizonEndMs: nowMs + horizon,
          firstEver: false,
          existing: [...base.existing, ...first.calls.map((c) => ({ dueAtMs: c.dueAtMs, slot: c.slot, counts: true }))],
        };
        const again = planSchedule(next);
        if (next.horizonEndMs < first.planAgainAtMs) {
          // Not read at this run: nothing it would have added may be missed.
          expect(again.calls).toEqual([]);
        } else if (first.planAgainAtMs < Date.UTC(9999, 0, 1) && nowMs + PLANNING_LEAD_MS <= first.planAgainAtMs) {
          // Not merely early: a run that reaches the cursor, before it is past, adds her call at the cursor.
          reached++;
          expect(again.calls[0]?.dueAtMs).toBe(first.planAgainAtMs);
        }
      }),
      { numRuns: 1500 },
    );
    expect(reached).toBeGreaterThan(200);
  });

  it('is deterministic: planning twice gives the same calls', () => {
    fc.assert(
      fc.property(plannerInput, (input) => {
        expect(planCallTimes(input)).toEqual(planCallTimes(input));
      }),
      { numRuns: 200 },
    );
  });
});

describe('time arithmetic the planner relies on (property tests)', () => {
  it('finds the same local calendar day as luxon, in every zone and around daylight-saving changes', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 3_600_000 }), fc.constantFrom(...ZONES), (ms, jitter, zone) => {
        const t = DateTime.fromMillis(ms + jitter, { zone });
        expect(localDayOf(ms + jitter, zone)).toEqual({ year: t.year, month: t.month, day: t.day });
      }),
      { numRuns: 3000 },
    );
  });

  it('puts every instant in the billing month that starts on the anchor day, clamped to short months', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 400 * 86_400_000 }), (anchor, later) => {
        const ms = anchor + later;
        const n = billingMonthIndex(anchor, ms);
        const start = billingMonthStart(anchor, n);
        expect(start).toBeLessThanOrEqual(ms);
        expect(billingMonthStart(anchor, n + 1)).toBeGreaterThan(ms);
        const a = new Date(anchor);
        const s = new Date(start);
        const lastDay = new Date(Date.UTC(s.getUTCFullYear(), s.getUTCMonth() + 1, 0)).getUTCDate();
        expect(s.getUTCDate()).toBe(Math.min(a.getUTCDate(), lastDay));
        expect(start % 86_400_000).toBe(anchor % 86_400_000);
      }),
      { numRuns: 2000 },
    );
  });
});

const base = (over: Partial<PlannerInput>): PlannerInput => ({
  recipientId: '6f1c2b7e-3a52-4c1e-9d7f-2b1c0e9a8d11',
  zone: 'America/New_York',
  jurisdiction: 'US',
  window: 'morning',
  cadence: 'weekly',
  entitlement: { planId: 'connected', callsPerMonth: 8, callsPerWeek: null, untilMs: null, billingAnchorMs: Date.UTC(2026, 10, 1) },
  existing: [],
  firstEver: false,
  nowMs: Date.UTC(2026, 10, 21, 15),
  horizonEndMs: Date.UTC(2026, 10, 21, 15) + 31 * 86_400_000,
  ...over,
});

const local = (ms: number, zone: string) => DateTime.fromMillis(ms, { zone });

describe('the planner (examples)', () => {
  it('moves a US Sunday-morning call to Monday morning, since the policy allows Sunday calls only from noon', () => {
    // Saturday 2026-11-21, 2 PM in New York: the next morning is a Sunday.
    const [first, second] = planCallTimes(base({ cadence: 'daily', nowMs: Date.UTC(2026, 10, 21, 19) }));
    expect(local(first!.dueAtMs, 'America/New_York').weekday).toBe(1);
    expect(local(first!.dueAtMs, 'America/New_York').hour).toBeGreaterThanOrEqual(9);
    expect(local(second!.dueAtMs, 'America/New_York').weekday).toBe(2);
  });

  it('keeps a first call within 24 hours by leaving the window when the window has nothing sooner', () => {
    // Saturday 2 PM New York, morning window: Sunday morning is not allowed, Monday is 43 h away.
    const [first] = planCallTimes(base({ firstEver: true, nowMs: Date.UTC(2026, 10, 21, 19) }));
    const t = local(first!.dueAtMs, 'America/New_York');
    expect(first!.firstCall).toBe(true);
    expect(first!.dueAtMs - Date.UTC(2026, 10, 21, 19)).toBeLessThanOrEqual(FIRST_CALL_PROMISE_MS);
    expect(isAllowedAt(first!.dueAtMs, 'America/New_York', 'US', null)).toBe(true);
    expect(t.hour).toBeLessThan(20);
  });

  it('keeps calls at the same local time of day across the change from daylight saving time', () => {
    // Daily calls through 2026-11-01, when New York falls back an hour.
    const planned = planCallTimes(base({ cadence: 'daily', nowMs: Date.UTC(2026, 9, 28, 12), entitlement: { planId: 'daily', callsPerMonth: 30, callsPerWeek: null, untilMs: null, billingAnchorMs: Date.UTC(2026, 9, 1) } }));
    const times = planned.filter((p) => local(p.dueAtMs, 'America/New_York').weekday !== 7).map((p) => local(p.dueAtMs, 'America/New_York').toFormat('HH:mm'));
    expect(new Set(times).size).toBe(1);
    const utcHours = new Set(planned.map((p) => new Date(p.dueAtMs).getUTCHours()));
    expect(utcHours.size).toBeGreaterThan(1);
  });

  it('uses Canadian weekend hours (10 AM to 6 PM) for a Toronto number', () => {
    const planned = planCallTimes(base({ zone: 'America/Toronto', jurisdiction: 'CA', cadence: 'daily', window: 'evening', entitlement: { planId: 'daily', callsPerMonth: 30, callsPerWeek: null, untilMs: null, billingAnchorMs: Date.UTC(2026, 10, 1) } }));
    for (const p of planned) {
      const t = local(p.dueAtMs, 'America/Toronto');
      if (t.weekday >= 6) expect(t.hour * 60 + t.minute).toBeLessThanOrEqual(18 * 60 - 15);
      expect(t.hour).toBeGreaterThanOrEqual(17);
    }
    expect(planned.length).toBeGreaterThan(25);
  });

  it('gives the free plan one call a month and Starter at most three a week', () => {
    const free = planCallTimes(base({ cadence: 'daily', entitlement: { planId: 'free', callsPerMonth: 1, callsPerWeek: null, untilMs: null, billingAnchorMs: Date.UTC(2026, 10, 10) } }));
    // Billing months run from the 10th: one call before December 10, the next after it.
    expect(free).toHaveLength(2);
    expect(free[0]!.dueAtMs).toBeLessThan(Date.UTC(2026, 11, 10));
    expect(free[1]!.dueAtMs).toBeGreaterThanOrEqual(Date.UTC(2026, 11, 10));
    const starter = planCallTimes(base({ cadence: 'plan', entitlement: { planId: 'starter', callsPerMonth: 13, callsPerWeek: 3, untilMs: null, billingAnchorMs: Date.UTC(2026, 10, 21) } }));
    expect(starter.length).toBeGreaterThanOrEqual(12);
    const weeks = new Map<string, number>();
    for (const p of starter) {
      const t = local(p.dueAtMs, 'America/New_York');
      weeks.set(`${t.weekYear}-${t.weekNumber}`, (weeks.get(`${t.weekYear}-${t.weekNumber}`) ?? 0) + 1);
    }
    expect(Math.max(...weeks.values())).toBe(3);
  });
});

describe('what a subscription pays for', () => {
  const now = new Date(Date.UTC(2026, 10, 21));
  const sub = (over: Partial<Parameters<typeof entitlementOf>[0] & object>) => ({
    plan: 'connected',
    status: 'active' as const,
    currentPeriodStart: new Date(Date.UTC(2026, 10, 5)),
    currentPeriodEnd: new Date(Date.UTC(2026, 11, 5)),
    cancelAtPeriodEnd: false,
    pastDueSince: null,
    canceledAt: null,
    createdAt: new Date(Date.UTC(2026, 9, 5)),
    ...over,
  });

  it('keeps calling a past-due subscription for a 7-day grace period', () => {
    const e = entitlementOf(sub({ status: 'past_due', pastDueSince: new Date(Date.UTC(2026, 10, 20)) }), now, now);
    expect(e?.untilMs).toBe(Date.UTC(2026, 10, 27));
  });

  it('stops a canceled subscription at the end of its paid period, and has nothing after it', () => {
    expect(entitlementOf(sub({ status: 'canceled' }), now, now)?.untilMs).toBe(Date.UTC(2026, 11, 5));
    expect(entitlementOf(sub({ status: 'canceled', currentPeriodEnd: new Date(Date.UTC(2026, 10, 1)) }), now, now)).toBeNull();
  });

  it('treats no subscription as the free plan, and an incomplete checkout as nothing', () => {
    expect(entitlementOf(null, now, now)).toMatchObject({ planId: 'free', callsPerMonth: 1 });
    expect(entitlementOf(sub({ status: 'incomplete' }), now, now)).toBeNull();
  });
});
