import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { SIGNUP_MESSAGES } from '@fondly/contract/onboarding';
import { calls, recipients, schedules, subscriptions } from '../../db/schema/index.js';
import { createTestDatabase, testDatabaseKind } from '../../testing/test-database.js';
import { FIRST_CALL_PROMISE_MS } from './plan-schedule.js';
import { newPlanningStats, planAllCalls, planCalls } from './planner.js';
import { callNow, skipCall } from './schedule-actions.js';
import { makeRecipient } from '../lifecycle/test-fixtures.js';

// Tuesday 2026-11-24, 10:00 in New York.
const clock = new Date('2026-11-24T15:00:00Z');

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase({ max: 4 });
});
afterAll(async () => {
  await db.close();
});

/** The planner's rows for these recipients, as a family would see them: who, when, which day, and the first-call note. */
async function plannedRows(recipientIds: string[]) {
  const rows = await db.db
    .select()
    .from(calls)
    .where(and(inArray(calls.recipientId, recipientIds), eq(calls.origin, 'planner')))
    .orderBy(asc(calls.recipientId), asc(calls.dueAt));
  return rows.map((c) => `${c.recipientId} ${c.dueAt.toISOString()} ${c.plannedSlot} ${c.state} ${c.steps[0]?.note ?? ''}`);
}

describe('planning calls in the database', () => {
  const families: Array<{ id: string; label: string }> = [];

  beforeAll(async () => {
    const mix = [
      { label: 'daily plan, New York mornings', over: { zone: 'America/New_York', window: 'morning', cadence: 'daily', plan: 'daily' } },
      { label: 'weekly, Los Angeles evenings', over: { zone: 'America/Los_Angeles', window: 'evening', cadence: 'weekly', plan: 'connected' } },
      { label: 'Starter as often as allowed, Toronto', over: { zone: 'America/Toronto', phone: '+14165550123', window: 'afternoon', cadence: 'plan', plan: 'starter' } },
      { label: 'free plan, monthly', over: { zone: 'America/Chicago', cadence: 'monthly', plan: 'free', status: 'free' } },
      { label: 'no subscription at all (free)', over: { zone: 'America/Phoenix', cadence: 'daily', withSubscription: false } },
      { label: 'paused', over: { zone: 'America/Denver', cadence: 'plan', plan: 'connected', paused: true } },
      { label: 'checkout never completed', over: { zone: 'America/New_York', cadence: 'daily', plan: 'daily', status: 'incomplete' } },
    ] as const;
    for (const f of mix) {
      const { recipient } = await makeRecipient(db.db, { ...f.over, createdAt: clock });
      families.push({ id: recipient.id, label: f.label });
    }
  });

  it('plans many recipients in batches exactly as it plans each one alone', async () => {
    const ids = families.map((f) => f.id);
    // Batches of two: several pages, each read, planned and written as a set.
    const added = await planAllCalls(db.db, clock, { batchSize: 2 });
    const batched = await plannedRows(ids);
    expect(batched).toHaveLength(added);

    await db.db.delete(calls).where(inArray(calls.recipientId, ids));
    let one = 0;
    for (const id of ids) one += await planCalls(db.db, id, clock);
    expect(one).toBe(added);
    expect(await plannedRows(ids)).toEqual(batched);

    const count = (label: string) => batched.filter((r) => r.startsWith(families.find((f) => f.label === label)!.id)).length;
    // A rolling week of mornings, less the Sunday morning the US policy leaves out.
    expect(count('daily plan, New York mornings')).toBeGreaterThanOrEqual(6);
    expect(count('weekly, Los Angeles evenings')).toBeGreaterThanOrEqual(1);
    expect(count('free plan, monthly')).toBeGreaterThanOrEqual(1);
    expect(count('no subscription at all (free)')).toBeGreaterThanOrEqual(1);
    expect(count('paused')).toBe(0);
    expect(count('checkout never completed')).toBe(0);
  });

  it('gives a new recipient a first call within 24 hours, noted as the first call', async () => {
    const [first] = await db.db
      .select()
      .from(calls)
      .where(eq(calls.recipientId, families[0]!.id))
      .orderBy(asc(calls.dueAt))
      .limit(1);
    expect(first!.steps[0]).toMatchObject({ state: 'scheduled', note: 'first call' });
    expect(first!.dueAt.getTime() - clock.getTime()).toBeLessThanOrEqual(FIRST_CALL_PROMISE_MS);
  });

  it('adds nothing when planned again, and a skipped day stays skipped', async () => {
    const ids = families.map((f) => f.id);
    const before = await plannedRows(ids);
    const [next] = await db.db
      .select()
      .from(calls)
      .where(eq(calls.recipientId, families[1]!.id))
      .orderBy(asc(calls.dueAt))
      .limit(1);
    await skipCall(db.db, next!.id, clock);
    expect(await planAllCalls(db.db, clock)).toBe(0);
    const after = await plannedRows(ids);
    expect(after).toHaveLength(before.length);
    expect(after.filter((r) => r.includes(' canceled '))).toEqual([`${next!.recipientId} ${next!.dueAt.toISOString()} ${next!.plannedSlot} canceled ${next!.steps[0]?.note ?? ''}`]);
  });
});

describe('a rolling week of rows', () => {
  const DAY = 86_400_000;
  const mix = [
    { zone: 'America/New_York', window: 'morning', cadence: 'daily', plan: 'premium' },
    { zone: 'America/Los_Angeles', window: 'evening', cadence: 'weekly', plan: 'premium' },
    { zone: 'America/Toronto', phone: '+14165550123', window: 'afternoon', cadence: 'plan', plan: 'starter' },
    { zone: 'America/Chicago', cadence: 'monthly', plan: 'free', status: 'free' },
    { zone: 'America/Denver', window: 'afternoon', cadence: 'plan', plan: 'premium' },
  ] as const;

  it('plans the same calls, day by day, as planning the whole month at once', async () => {
    const ids: string[] = [];
    for (const over of mix) ids.push((await makeRecipient(db.db, { ...over, createdAt: clock, periodStart: clock })).recipient.id);
    for (const id of ids) await planCalls(db.db, id, clock, { horizonDays: 31 });
    const end = clock.getTime() + 30 * DAY;
    const month = (await plannedRows(ids)).filter((r) => Date.parse(r.split(' ')[1]!) < end);
    expect(month.length).toBeGreaterThan(40);

    await db.db.delete(calls).where(inArray(calls.recipientId, ids));
    // The planner worker tops the week up as each day comes into reach.
    for (let d = 0; d <= 30; d++) for (const id of ids) await planCalls(db.db, id, new Date(clock.getTime() + d * DAY));
    const rolled = (await plannedRows(ids)).filter((r) => Date.parse(r.split(' ')[1]!) < end);
    expect(rolled).toEqual(month);
  });

  it('the planner worker, every six hours for a month, plans the same calls, and reads only the schedules it can add to', async () => {
    const ids: string[] = [];
    for (const over of mix) ids.push((await makeRecipient(db.db, { ...over, createdAt: clock, periodStart: clock })).recipient.id);
    for (const id of ids) await planCalls(db.db, id, clock, { horizonDays: 31 });
    const end = clock.getTime() + 30 * DAY;
    const month = (await plannedRows(ids)).filter((r) => Date.parse(r.split(' ')[1]!) < end);
    await db.db.delete(calls).where(inArray(calls.recipientId, ids));

    let unread = 0;
    let histories = 0;
    for (let h = 0; h <= 30 * 24; h += 6) {
      const at = new Date(clock.getTime() + h * 3600_000);
      const run = newPlanningStats();
      await planAllCalls(db.db, at, { stats: run });
      // After the first run the planner plans from its memory of each schedule, not her calls.
      if (h > 0) histories += run.historyRead;
      // Straight after a run, nobody's next call is in reach yet: the run reads no schedule.
      const again = newPlanningStats();
      await planAllCalls(db.db, at, { stats: again });
      unread += again.recipients;
    }
    expect(unread).toBe(0);
    expect(histories).toBe(0);
    const rolled = (await plannedRows(ids)).filter((r) => Date.parse(r.split(' ')[1]!) < end);
    expect(rolled).toEqual(month);
  });

  it('reads her calls again once one is canceled behind the planner\'s back, then plans from memory again', async () => {
    const { recipient } = await makeRecipient(db.db, { zone: 'America/New_York', window: 'afternoon', cadence: 'daily', plan: 'starter', createdAt: clock, periodStart: clock });
    await planAllCalls(db.db, clock);
    const planned = await db.db.select().from(calls).where(eq(calls.recipientId, recipient.id)).orderBy(asc(calls.dueAt));
    expect(planned.length).toBeGreaterThanOrEqual(3);
    // Planning her the next day goes from memory: her calls are not read.
    const tomorrow = new Date(clock.getTime() + DAY);
    const quiet = newPlanningStats();
    await planCalls(db.db, recipient.id, tomorrow, { stats: quiet });
    expect(quiet.recipients).toBe(1);
    expect(quiet.historyRead).toBe(0);
    // The family cancels a call (any path: the trigger sees the row change), so the memory no longer holds:
    // the next run reads her calls, and plans exactly what planning from them gives.
    await db.db.update(calls).set({ state: 'canceled' }).where(eq(calls.id, planned.at(-1)!.id));
    const after = newPlanningStats();
    await planAllCalls(db.db, tomorrow, { stats: after });
    expect(after.historyRead).toBe(1);
    const again = newPlanningStats();
    await planCalls(db.db, recipient.id, new Date(tomorrow.getTime() + DAY), { stats: again });
    expect(again.recipients).toBe(1);
    expect(again.historyRead).toBe(0);
  });

  it('plans under the plan it remembered until the family\'s subscription changes, and never remembers a grace counted from today (decision 118)', async () => {
    const { recipient, subscriber } = await makeRecipient(db.db, { zone: 'America/New_York', window: 'afternoon', cadence: 'daily', plan: 'premium', createdAt: clock, periodStart: clock });
    await planCalls(db.db, recipient.id, clock);
    // The next days are planned from memory: neither her calls nor her family's subscription are read.
    const quiet = newPlanningStats();
    await planCalls(db.db, recipient.id, new Date(clock.getTime() + DAY), { stats: quiet });
    expect([quiet.recipients, quiet.historyRead, quiet.subscriptionsRead]).toEqual([1, 0, 0]);
    expect(await plannedRows([recipient.id])).toHaveLength(8);
    // The family moves to Starter (three calls a week): the next run reads the subscription and keeps to it.
    await db.db.update(subscriptions).set({ plan: 'starter' }).where(eq(subscriptions.subscriberId, subscriber.id));
    await db.db.delete(calls).where(and(eq(calls.recipientId, recipient.id), gt(calls.dueAt, new Date(clock.getTime() + DAY))));
    const switched = newPlanningStats();
    await planCalls(db.db, recipient.id, new Date(clock.getTime() + DAY), { stats: switched });
    expect(switched.subscriptionsRead).toBe(1);
    const weekOfNov30 = (await plannedRows([recipient.id])).filter((r) => r.split(' ')[2]! >= '2026-11-30' && r.split(' ')[2]! <= '2026-12-06');
    expect(weekOfNov30.length).toBeLessThanOrEqual(3);
    // A payment that failed on a day nobody recorded: its grace is counted from each run, so it is read each time.
    const pastDue = await makeRecipient(db.db, { zone: 'America/New_York', window: 'afternoon', cadence: 'daily', plan: 'premium', status: 'past_due', createdAt: clock, periodStart: clock });
    await db.db.update(subscriptions).set({ pastDueSince: null }).where(eq(subscriptions.subscriberId, pastDue.subscriber.id));
    await planCalls(db.db, pastDue.recipient.id, clock);
    const grace = newPlanningStats();
    await planCalls(db.db, pastDue.recipient.id, new Date(clock.getTime() + DAY), { stats: grace });
    expect([grace.historyRead, grace.subscriptionsRead]).toEqual([0, 1]);
  });

  it('plans at once when the family\'s payment goes through, however it arrived (a Stripe webhook writes the subscription)', async () => {
    const { recipient, subscriber } = await makeRecipient(db.db, { zone: 'America/New_York', window: 'morning', cadence: 'daily', plan: 'premium', status: 'incomplete', createdAt: clock, periodStart: clock });
    await planAllCalls(db.db, clock);
    expect(await plannedRows([recipient.id])).toEqual([]);
    // The webhook marks the subscription paid: no planner call of its own.
    await db.db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.subscriberId, subscriber.id));
    await planAllCalls(db.db, clock);
    expect((await plannedRows([recipient.id])).length).toBeGreaterThanOrEqual(6);
  });

  it('writes only a week ahead, and "call now" still counts the whole month\'s plan', async () => {
    // Premium as often as allowed: thirty afternoons fill the billing month that starts today.
    const { recipient } = await makeRecipient(db.db, { zone: 'America/New_York', window: 'afternoon', cadence: 'plan', plan: 'premium', createdAt: clock, periodStart: clock });
    await planCalls(db.db, recipient.id, clock);
    const written = await plannedRows([recipient.id]);
    expect(written.length).toBeGreaterThanOrEqual(6);
    expect(written.every((r) => Date.parse(r.split(' ')[1]!) <= clock.getTime() + 7 * DAY)).toBe(true);

    // The month is fully planned, so "call now" may only bring the next call forward.
    await expect(callNow(db.db, recipient.id, clock)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/^Your plan's 30 calls this month are all used or planned\./) });
    const counted = await db.db
      .select()
      .from(calls)
      .where(and(eq(calls.recipientId, recipient.id), inArray(calls.origin, ['planner', 'call-now'])));
    expect(counted.filter((c) => c.dueAt.getTime() < clock.getTime() + 30 * DAY)).toHaveLength(30);
  });
});

describe('consent', () => {
  it('plans no calls for someone whose family has not confirmed they agreed to be called, and plans them once confirmed', async () => {
    const { recipient } = await makeRecipient(db.db, { consent: false, createdAt: clock });
    await planAllCalls(db.db, clock);
    expect(await planCalls(db.db, recipient.id, clock)).toBe(0);
    expect(await plannedRows([recipient.id])).toEqual([]);

    await db.db.update(recipients).set({ consentAt: clock }).where(eq(recipients.id, recipient.id));
    expect(await planCalls(db.db, recipient.id, clock)).toBeGreaterThan(0);
  });

  it('refuses "call now" without consent, in the words the family saw at signup', async () => {
    const { recipient } = await makeRecipient(db.db, { consent: false, createdAt: clock });
    await expect(callNow(db.db, recipient.id, clock)).rejects.toMatchObject({ status: 409, message: SIGNUP_MESSAGES.consentRequired });
    expect(await db.db.select().from(calls).where(eq(calls.recipientId, recipient.id))).toEqual([]);
  });
});

// Two planner processes at once: only meaningful with real concurrent connections.
describe.runIf(testDatabaseKind() === 'postgres')('two planners running at once on the real PostgreSQL', () => {
  const others: DatabaseHandle[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) others.push(await openDatabase({ kind: 'postgres', url: db.url! }, { max: 2 }));
  });
  afterAll(async () => {
    for (const o of others) await o.close();
  });

  it('never plan the same day twice for anyone', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push((await makeRecipient(db.db, { cadence: 'daily', plan: 'daily', createdAt: clock })).recipient.id);
    const [a, b] = await Promise.all(others.map((o) => planAllCalls(o.db, clock, { batchSize: 7 })));
    const rows = await db.db.select().from(calls).where(inArray(calls.recipientId, ids));
    expect(a! + b!).toBe(rows.length);
    const slots = rows.map((r) => `${r.recipientId} ${r.plannedSlot}`);
    expect(new Set(slots).size).toBe(slots.length);
    // Each recipient got the week a single planner gives: a first call and then one a day (but a Sunday morning).
    expect(rows.length).toBeGreaterThanOrEqual(40 * 6);
  });
});
