import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls, notificationEvents, recipients, schedules } from '../../db/schema/index.js';
import { makeCall, makeRecipient, settleCall } from './test-fixtures.js';
import { useSimulatedDialer } from '../../testing/simulated-dialer.js';

// Issue 30, item 1: "a 9:01 AM call completed, another rang at 9:20 AM; his window was 5-7 PM;
// he asked whether it had just called." A retry makes up for a call that did not happen, inside
// his window and the law's hours, the same day, and never once he has talked with us that day.

// Tuesday 2026-11-24, 9:01 AM in New York.
const NINE_OH_ONE = new Date('2026-11-24T14:01:00Z');
let clock = NINE_OH_ONE;
const ctx = useSimulatedDialer(() => clock);

// The simulated phone's scripted numbers: 555-0100 never answers, 555-0103 answers and talks.
const NEVER_ANSWERS = '+12125550100';
const ANSWERS = '+12125550103';

const callsOf = (recipientId: string) => ctx.db.select().from(calls).where(eq(calls.recipientId, recipientId)).orderBy(asc(calls.attempt), asc(calls.dueAt));
const eventsFor = async (callId: string) =>
  (await ctx.db.select().from(notificationEvents)).filter((e) => (e.payload as { callId?: string }).callId === callId).map((e) => e.type);

describe('a missed call tried again', () => {
  it('inside his 5-7 PM window, at 5 PM, not 20 minutes after a 9:01 AM miss', async () => {
    clock = NINE_OH_ONE;
    const { recipient } = await makeRecipient(ctx.db, { name: 'Walter', phone: NEVER_ANSWERS, window: 'evening' });
    await ctx.db.update(schedules).set({ windowStartMinute: 17 * 60, windowEndMinute: 19 * 60 }).where(eq(schedules.recipientId, recipient.id));
    const first = await makeCall(ctx.db, recipient.id, { dueAt: clock });
    expect((await settleCall(ctx.deps, first.id)).state).toBe('no_answer');
    const [, retry] = await callsOf(recipient.id);
    expect(retry).toMatchObject({ origin: 'retry', attempt: 2, state: 'scheduled' });
    expect(retry!.dueAt.toISOString()).toBe('2026-11-24T22:00:00.000Z'); // 5:00 PM in New York
    expect(await eventsFor(first.id)).toEqual([]);
  });

  it('is called off once she has talked with us that day, and never rings; the family hears of no missed call', async () => {
    clock = NINE_OH_ONE;
    const { recipient } = await makeRecipient(ctx.db, { name: 'Walter', phone: NEVER_ANSWERS, window: 'morning' });
    const missed = await makeCall(ctx.db, recipient.id, { dueAt: clock });
    expect((await settleCall(ctx.deps, missed.id)).state).toBe('no_answer');
    const [, retry] = await callsOf(recipient.id);
    expect(retry!.dueAt.getTime() - clock.getTime()).toBe(20 * 60_000);

    // Two minutes later the family presses Call Now, and this time he picks up and talks.
    clock = new Date(NINE_OH_ONE.getTime() + 2 * 60_000);
    await ctx.db.update(recipients).set({ phone: ANSWERS }).where(eq(recipients.id, recipient.id));
    const talked = await makeCall(ctx.db, recipient.id, { dueAt: clock, origin: 'call-now' });
    expect((await settleCall(ctx.deps, talked.id)).state).toBe('completed');

    const [calledOff] = await ctx.db.select().from(calls).where(eq(calls.id, retry!.id));
    // Canceled before its time: the dialer only ever claims scheduled calls, so it never rings.
    expect(calledOff).toMatchObject({ state: 'canceled', cancelReason: 'called today', providerCallId: null, dialedAt: null });
    expect(await eventsFor(missed.id)).toEqual([]);
  });

  it('is not dialed when a call of that day already reached her, whenever the retry was set', async () => {
    clock = NINE_OH_ONE;
    const { recipient } = await makeRecipient(ctx.db, { name: 'Walter', phone: ANSWERS });
    const earlier = new Date(NINE_OH_ONE.getTime() - 10 * 60_000);
    // A call that completed at 8:51 (a call-back of hers), and a retry of an older miss that comes due now.
    await makeCall(ctx.db, recipient.id, { dueAt: earlier, origin: 'inbound', state: 'completed', answeredAt: earlier, endedAt: NINE_OH_ONE });
    const retry = await makeCall(ctx.db, recipient.id, { dueAt: clock, origin: 'retry', attempt: 2 });
    const refused = await settleCall(ctx.deps, retry.id);
    expect(refused).toMatchObject({ state: 'canceled', cancelReason: 'called today', providerCallId: null, answeredAt: null });
  });
});
