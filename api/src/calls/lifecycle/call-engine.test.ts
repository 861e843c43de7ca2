import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callMemories, calls, notificationEvents, recipients, schedules } from '../../db/schema/index.js';
import { getCallEngine } from './call-engine.js';
import { planCalls } from '../scheduling/planner.js';
import { makeCall, makeRecipient, settleCall } from './test-fixtures.js';
import { useSimulatedDialer } from '../../testing/simulated-dialer.js';

// Tuesday 2026-11-24, 10:00 in New York: inside every US calling window rule.
let clock = new Date('2026-11-24T15:00:00Z');
const ctx = useSimulatedDialer(() => clock);

const settle = (callId: string, ms = 25_000) => settleCall(ctx.deps, callId, ms);

const eventsFor = async (callId: string) =>
  (await ctx.db.select().from(notificationEvents)).filter((e) => (e.payload as { callId?: string }).callId === callId).map((e) => e.type);

describe('a call through the simulated phone', () => {
  it('is placed, conducted and completed: transcript stored, family summary queued, and the next call remembers', async () => {
    const { recipient } = await makeRecipient(ctx.db, { phone: '+12125550103' });
    const call = await makeCall(ctx.db, recipient.id, { dueAt: clock });
    const done = await settle(call.id);
    expect(done.state).toBe('completed');
    expect(done.steps.map((s) => s.state)).toEqual(['scheduled', 'dialing', 'ringing', 'in_progress', 'completed']);
    expect(done.answeredAt).not.toBeNull();
    const companion = done.transcript.filter((l) => l.speaker === 'companion').map((l) => l.text);
    expect(companion[0]).toContain('this is Fondly, an AI companion calling on behalf of Sarah');
    expect(done.transcript.some((l) => l.speaker === 'recipient' && l.text.includes('Emma'))).toBe(true);
    // In time order, each line with its moment.
    const times = done.transcript.map((l) => l.at);
    expect([...times].sort()).toEqual(times);
    expect(await eventsFor(call.id)).toEqual(['call-summary']);

    const memory = await ctx.db.select().from(callMemories).where(eq(callMemories.recipientId, recipient.id));
    expect(memory.some((m) => m.kind === 'fact' && m.text.includes('granddaughter Emma'))).toBe(true);
    const asked = memory.filter((m) => m.kind === 'question').map((m) => m.text);
    expect(asked.length).toBeGreaterThan(0);

    const { plan } = (await getCallEngine(ctx.deps).planFor(call.id))!;
    // Her profile learned her granddaughter's name, and the next call's plan carries it.
    expect(plan.profile.people).toEqual(expect.arrayContaining([expect.objectContaining({ relationship: 'granddaughter', name: 'Emma' })]));
    expect(plan.recipientName).not.toContain(' ');
    for (const q of plan.topicQuestions) expect(asked).not.toContain(q);
  });

  it('alerts the family at once on distress, tells the recipient to call 911, and logs it on the call', async () => {
    const { recipient } = await makeRecipient(ctx.db, { phone: '+12125550104' });
    const call = await makeCall(ctx.db, recipient.id, { dueAt: clock });
    const done = await settle(call.id);
    expect(done.flags).toMatchObject([{ kind: 'distress', category: 'fall' }]);
    expect(done.transcript.some((l) => l.speaker === 'companion' && l.text.includes('call 911'))).toBe(true);
    expect(await eventsFor(call.id)).toEqual(expect.arrayContaining(['distress-alert', 'call-summary']));
  });

  it('pauses the schedule and tells the family when the recipient asks us to stop calling', async () => {
    const { recipient } = await makeRecipient(ctx.db, { phone: '+12125550105' });
    await planCalls(ctx.db, recipient.id, clock);
    const call = await makeCall(ctx.db, recipient.id, { dueAt: clock, origin: 'call-now' });
    const done = await settle(call.id);
    expect(done.flags).toMatchObject([{ kind: 'opt-out' }]);
    const [schedule] = await ctx.db.select().from(schedules).where(eq(schedules.recipientId, recipient.id));
    expect(schedule!.pausedAt).not.toBeNull();
    expect(schedule!.pauseReason).toBe('opt-out');
    const upcoming = await ctx.db.select().from(calls).where(and(eq(calls.recipientId, recipient.id), eq(calls.state, 'scheduled')));
    expect(upcoming).toHaveLength(0);
    expect(await eventsFor(call.id)).toContain('opt-out');
  });

  it('retries no answer twice, 20 minutes apart, then tells the family about the missed call', async () => {
    const { recipient } = await makeRecipient(ctx.db, { phone: '+12125550100' });
    const first = await makeCall(ctx.db, recipient.id, { dueAt: clock });
    expect((await settle(first.id)).state).toBe('no_answer');
    expect(await eventsFor(first.id)).toEqual([]);
    let tries = await ctx.db.select().from(calls).where(eq(calls.recipientId, recipient.id)).orderBy(asc(calls.attempt));
    expect(tries.map((t) => t.attempt)).toEqual([1, 2]);
    expect(tries[1]!.dueAt.getTime() - clock.getTime()).toBe(20 * 60_000);

    clock = new Date(clock.getTime() + 20 * 60_000);
    expect((await settle(tries[1]!.id)).state).toBe('no_answer');
    tries = await ctx.db.select().from(calls).where(eq(calls.recipientId, recipient.id)).orderBy(asc(calls.attempt));
    clock = new Date(clock.getTime() + 20 * 60_000);
    const last = await settle(tries[2]!.id);
    expect(last.attempt).toBe(3);
    expect(await eventsFor(last.id)).toEqual(['missed-call']);
    expect(await ctx.db.select().from(calls).where(eq(calls.recipientId, recipient.id))).toHaveLength(3);
  });

  it('leaves a short warm voicemail on an answering machine and does not retry that day', async () => {
    const { recipient } = await makeRecipient(ctx.db, { phone: '+12125550102' });
    const call = await makeCall(ctx.db, recipient.id, { dueAt: clock });
    const done = await settle(call.id);
    expect(done.state).toBe('voicemail');
    expect(done.answeredBy).toBe('machine');
    expect(await ctx.db.select().from(calls).where(eq(calls.recipientId, recipient.id))).toHaveLength(1);
    expect(await eventsFor(call.id)).toEqual([]);
  });

  it('does not dial a call whose schedule was paused, whose plan has lapsed, or whose recipient has no consent on record', async () => {
    const paused = await makeRecipient(ctx.db, { phone: '+12125550103', paused: true });
    const lapsed = await makeRecipient(ctx.db, { phone: '+12125550103', status: 'incomplete' });
    const unconfirmed = await makeRecipient(ctx.db, { phone: '+12125550103', consent: false });
    const a = await makeCall(ctx.db, paused.recipient.id, { dueAt: clock });
    const b = await makeCall(ctx.db, lapsed.recipient.id, { dueAt: clock });
    const c = await makeCall(ctx.db, unconfirmed.recipient.id, { dueAt: clock });
    expect(await settle(a.id)).toMatchObject({ state: 'canceled', cancelReason: 'paused', providerCallId: null });
    expect(await settle(b.id)).toMatchObject({ state: 'canceled', cancelReason: 'not-entitled', providerCallId: null });
    const refused = await settle(c.id);
    expect(refused).toMatchObject({ state: 'canceled', cancelReason: 'no-consent', providerCallId: null, answeredAt: null });
    expect(refused.steps.map((s) => s.state)).toEqual(['scheduled', 'dialing', 'canceled']);
  });

  it('keeps dialing a past-due plan for a week while the card is sorted out, and not after', async () => {
    const within = await makeRecipient(ctx.db, { phone: '+12125550103', status: 'past_due', pastDueSince: new Date(clock.getTime() - 6 * 86_400_000) });
    const beyond = await makeRecipient(ctx.db, { phone: '+12125550103', status: 'past_due', pastDueSince: new Date(clock.getTime() - 8 * 86_400_000) });
    const a = await makeCall(ctx.db, within.recipient.id, { dueAt: clock });
    const b = await makeCall(ctx.db, beyond.recipient.id, { dueAt: clock });
    const rang = await settle(a.id);
    expect(rang.providerCallId).not.toBeNull();
    expect(rang.state).not.toBe('canceled');
    expect(await settle(b.id)).toMatchObject({ state: 'canceled', cancelReason: 'not-entitled', providerCallId: null });
  });

  it('moves a call claimed after calling hours to the next allowed time instead of ringing late', async () => {
    const { recipient } = await makeRecipient(ctx.db, { phone: '+12125550103' });
    const saved = clock;
    clock = new Date('2026-11-25T02:30:00Z'); // 9:30 PM in New York
    const call = await makeCall(ctx.db, recipient.id, { dueAt: new Date('2026-11-24T20:00:00Z') });
    const end = Date.now() + 25_000;
    let row;
    do {
      [row] = await ctx.db.select().from(calls).where(eq(calls.id, call.id));
      await new Promise((r) => setTimeout(r, 25));
    } while (row!.steps.length < 3 && Date.now() < end);
    clock = saved;
    expect(row!.state).toBe('scheduled');
    expect(row!.providerCallId).toBeNull();
    expect(row!.dueAt.toISOString()).toBe(new Date('2026-11-25T14:00:00Z').toISOString()); // 9:00 AM, the start of the morning window
  });
});

describe('a worker that dies mid-call', () => {
  it('is reconciled: a call the provider has no record of, with a conversation, is completed and summarised; without one, failed', async () => {
    const { recipient } = await makeRecipient(ctx.db, { phone: '+12125550103' });
    const past = new Date(clock.getTime() - 20 * 60_000);
    const talked = await makeCall(ctx.db, recipient.id, {
      dueAt: past,
      state: 'in_progress',
      providerCallId: 'SIMgone1',
      lockedBy: 'dead-worker',
      answeredAt: past,
      deadlineAt: new Date(clock.getTime() - 1000),
      transcript: [
        { speaker: 'companion', text: 'Hello, this is Fondly.', at: past.toISOString() },
        { speaker: 'recipient', text: 'Hello dear.', at: past.toISOString() },
      ],
    });
    const silent = await makeCall(ctx.db, recipient.id, { dueAt: past, state: 'dialing', providerCallId: 'SIMgone2', lockedBy: 'dead-worker', deadlineAt: new Date(clock.getTime() - 1000) });
    await getCallEngine(ctx.deps).reconcileStuckCalls('rescuer');
    const [a] = await ctx.db.select().from(calls).where(eq(calls.id, talked.id));
    const [b] = await ctx.db.select().from(calls).where(eq(calls.id, silent.id));
    expect(a!.state).toBe('completed');
    expect(a!.durationSeconds).toBe(20 * 60);
    expect(a!.steps.at(-1)!.note).toContain('reconciled');
    expect(await eventsFor(talked.id)).toEqual(['call-summary']);
    expect(b!.state).toBe('failed');
    expect(b!.failureReason).toContain('lost');
    // Reconciling again changes nothing.
    expect(await getCallEngine(ctx.deps).reconcileStuckCalls('rescuer')).toBe(0);
  });
});

describe('the call after an alert', () => {
  it('asks her kindly how she is after the fall, and the question is asked once', async () => {
    const { recipient } = await makeRecipient(ctx.db, { phone: '+12125550104' });
    const alerted = await makeCall(ctx.db, recipient.id, { dueAt: clock });
    expect((await settle(alerted.id)).flags).toMatchObject([{ kind: 'distress', category: 'fall' }]);
    // She answers her next call as on an ordinary day (the ordinary script's number).
    await ctx.db.update(recipients).set({ phone: '+12125550103' }).where(eq(recipients.id, recipient.id));
    const next = await makeCall(ctx.db, recipient.id, { dueAt: clock });
    const { plan } = (await getCallEngine(ctx.deps).planFor(next.id))!;
    expect(plan.openThreads).toMatchObject([{ text: 'had a fall on the last call', source: 'alert' }]);
    const done = await settle(next.id);
    const companion = done.transcript.filter((l) => l.speaker === 'companion').map((l) => l.text);
    expect(companion.some((t) => t.includes('Last time you had a fall. How are you feeling now'))).toBe(true);
    // Asked: the thread is closed, the call after does not ask again.
    const after = await makeCall(ctx.db, recipient.id, { dueAt: clock });
    expect((await getCallEngine(ctx.deps).planFor(after.id))!.plan.openThreads.map((t) => t.text)).not.toContain('had a fall on the last call');
  });
});
