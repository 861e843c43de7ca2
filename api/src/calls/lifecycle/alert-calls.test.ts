/**
 * The family phone ladder on the simulated phone (issue 13): after an urgent alert, the
 * first family member with a mobile is rung; one who does not answer within a minute is left
 * and the next is rung; pressing 1 joins her call, the companion saying who is joining.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertCalls, alertTexts, calls, familyMembers, outboxMails } from '../../db/schema/index.js';
import { expandPendingEvents } from '../../notifications/notification-worker.js';
import { advanceAlertCalls, RING_FOR_MS } from './alert-calls.js';
import { listOpenAlerts } from '../../families/alerts.js';
import { makeCall, makeRecipient, settleCall } from './test-fixtures.js';
import { useSimulatedDialer } from '../../testing/simulated-dialer.js';

let clock = new Date('2026-11-24T15:00:00Z');
const ctx = useSimulatedDialer(() => clock, { timing: { replyDelayMs: 20, silenceMs: 400 } });
const { telephony } = ctx;

async function until<T>(read: () => Promise<T | undefined | null | false> | T | undefined | null | false, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const ladder = () => ctx.db.select().from(alertCalls).orderBy(asc(alertCalls.position));

describe('the family phone ladder', () => {
  it('rings the first family member, moves on after a minute without an answer, and the one who presses 1 joins her call', async () => {
    const { subscriber, recipient } = await makeRecipient(ctx.db, { name: 'Rose Alvarez', phone: '+12125550109' });
    const member = (name: string, mobile: string, isOwner: boolean, alertByCall = true) => ({
      subscriberId: subscriber.id,
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}.${Date.now()}@example.com`,
      isOwner,
      mobile,
      mobileVerifiedAt: new Date(),
      alertByCall,
      unsubscribeToken: randomBytes(24).toString('base64url'),
    });
    // The owner's phone rings out; Ben answers and presses 1; Cleo asked for texts only.
    await ctx.db.insert(familyMembers).values([member('Sarah Miller', '+13035550151', true), member('Ben Alvarez', '+13035550150', false), member('Cleo Alvarez', '+13035550152', false, false)]);

    const call = await makeCall(ctx.db, recipient.id, { dueAt: clock });
    // She falls; the alert is raised while she is still on the line.
    await until(async () => (await ctx.db.select().from(calls).where(eq(calls.id, call.id)))[0]!.flags.some((f) => f.kind === 'distress'));
    await expandPendingEvents(ctx.deps, { lane: 'urgent' });
    // Texts to all three; the phone ladder holds the two who take calls, the owner first, ringing now.
    expect(telephony.sentSms.map((s) => s.to)).toEqual(expect.arrayContaining(['+13035550151', '+13035550150', '+13035550152']));
    let rows = await ladder();
    expect(rows.map((r) => [r.memberName, r.status])).toEqual([
      ['Sarah Miller', 'ringing'],
      ['Ben Alvarez', 'waiting'],
    ]);
    expect(rows[0]!.message).toContain('On the call just now, Rose said: "I\'ve fallen on the kitchen floor and I can\'t get up."');

    // Not yet a minute: nothing moves.
    clock = new Date(clock.getTime() + RING_FOR_MS - 5_000);
    await advanceAlertCalls(ctx.deps);
    expect((await ladder()).map((r) => r.status)).toEqual(['ringing', 'waiting']);
    // A minute without an answer: the next one is rung; Ben answers and presses 1.
    clock = new Date(clock.getTime() + 10_000);
    await advanceAlertCalls(ctx.deps);
    rows = await until(async () => {
      const r = await ladder();
      return r[1]!.status === 'joined' && r;
    });
    expect(rows.map((r) => r.status)).toEqual(['no-answer', 'joined']);

    // The companion said who is joining, and left the line to them.
    const done = await settleCall(ctx.deps, call.id);
    const last = done.transcript.filter((l) => l.speaker === 'companion').at(-1)!;
    expect(last.text).toBe("Ben is joining the call now. I'll let you two talk. Take care, Rose.");
    expect(done.steps.at(-1)).toMatchObject({ state: 'completed', note: 'family-joined' });
    // The dashboard's open alert says who was phoned and what came of it.
    const [open] = await listOpenAlerts(ctx.db, subscriber.id, clock);
    expect(open!.phoned).toEqual([
      { name: 'Sarah Miller', outcome: 'no answer' },
      { name: 'Ben Alvarez', outcome: 'joined the call' },
    ]);
  });

  it("follows the call's state (issue 30, item 7): no 'call her now' while she is on our line, and the report names the phone call that reached someone", async () => {
    clock = new Date('2026-11-24T15:30:00Z');
    const { subscriber, recipient } = await makeRecipient(ctx.db, { name: 'Rose Alvarez', phone: '+12125550109' });
    await ctx.db.insert(familyMembers).values({
      subscriberId: subscriber.id,
      name: 'Ben Alvarez',
      email: `ben.${Date.now()}@example.com`,
      isOwner: false,
      // The simulated phone's number that answers and presses 1.
      mobile: '+13035550150',
      mobileVerifiedAt: new Date(),
      alertByCall: true,
      unsubscribeToken: randomBytes(24).toString('base64url'),
    });
    const call = await makeCall(ctx.db, recipient.id, { dueAt: clock });
    await until(async () => (await ctx.db.select().from(calls).where(eq(calls.id, call.id)))[0]!.flags.some((f) => f.kind === 'distress'));
    await expandPendingEvents(ctx.deps, { lane: 'urgent' });
    // The text goes while she is still on the line with the companion: ringing her would find her line busy.
    const text = (await ctx.db.select().from(alertTexts).where(eq(alertTexts.toPhone, '+13035550150')).orderBy(asc(alertTexts.id))).at(-1);
    expect(text!.body).not.toContain('Please call Rose now');
    expect(text!.body).toContain('Rose is still on the line with the Fondly companion, who is staying with Rose. When the call ends, please call Rose at +12125550109.');
    // Ben answers the alert call and presses 1; the call ends with him on it.
    await until(async () => (await ctx.db.select().from(alertCalls).where(eq(alertCalls.callId, call.id)))[0]?.status === 'joined');
    await settleCall(ctx.deps, call.id);
    await expandPendingEvents(ctx.deps, { lane: 'bulk' });
    const report = (await ctx.db.select().from(outboxMails).where(eq(outboxMails.template, 'incident-report')).orderBy(asc(outboxMails.id))).at(-1)!;
    expect(report.text).toMatch(/Phone calls: Ben Alvarez \(answered and joined Rose's call \w+day/);
    expect(report.text).toContain("Ben Alvarez was reached by phone and joined Rose's call. Please check with Ben before calling Rose again.");
    expect(report.text).not.toContain('If nobody has reached Rose yet');
  });
});
