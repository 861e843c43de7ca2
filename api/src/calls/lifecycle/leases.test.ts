import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../context.js';
import { callMemories, calls, familyMembers, notificationEvents, outboxMails } from '../../db/schema/index.js';
import { createLogger } from '../../lib/logger.js';
import { expandPendingEvents } from '../../notifications/notification-worker.js';
import { SimulatedTelephony } from '../../providers/telephony/simulated/telephony.js';
import { useSimulatedDialer } from '../../testing/simulated-dialer.js';
import { testDatabaseKind } from '../../testing/test-database.js';
import { stopWorkers } from '../../workers.js';
import { getCallEngine, type CallEngine } from './call-engine.js';
import { startCallDialer } from './call-worker.js';
import { INTERRUPTED } from './leases.js';
import { makeCall, makeRecipient, settleCall } from './test-fixtures.js';

/**
 * Crash-safe calls (issue 29, item 7; decision 132): a worker killed mid-call used to leave her
 * call cut off, its row in_progress for 18 minutes, then failed, with no retry and no word to the
 * family. Now the process running a call renews a lease on it; when the lease lapses another
 * process asks the provider: her line still up, the conversation carries on there; gone, the call
 * ends as interrupted, she is called back inside her window and the family is told.
 *
 * `halt()` is what `kill -9` leaves of an engine: no goodbye, no hang-up, no write, no renewal.
 */
// Tuesday 10:00 in New York, inside her morning window.
const clock = new Date('2026-11-24T15:00:00Z');
const timing = { bargeInMs: 150, replyDelayMs: 20, silenceMs: 2000, maxReprompts: 1 };
// Real-time scripted recipients (sped up 3 times): a call is still under way when its process dies.
const lineOptions = { scriptedRingMs: 5, playbackRate: 3 };
const ctx = useSimulatedDialer(() => clock, { dialer: false, timing, line: lineOptions, env: { CALL_LEASE_SECONDS: '0.4', CALL_STREAM_RESUME_SECONDS: '1' } });
const line = ctx.telephony;
const newLine = () => new SimulatedTelephony({ logger: createLogger({ level: 'silent' }), scriptedAudio: false, ...lineOptions });

const rowOf = async (id: string) => (await ctx.db.select().from(calls).where(eq(calls.id, id)))[0]!;

async function until(check: () => Promise<boolean>, what: string, ms = 20_000) {
  for (const end = Date.now() + ms; !(await check()); ) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A process of its own on the same database: its engine (named `name`) and dialer on `telephony`. */
function callProcess(deps: AppDeps, name: string) {
  const engine = getCallEngine(deps, { timing, leaseOwner: name });
  const dialer = startCallDialer(deps, { pollMs: 25, reconcileEveryMs: 600_000, leaseCheckEveryMs: 50, workerId: name });
  return { engine, dialer };
}

/** A planned call to the cheerful scripted recipient, placed by `engine` and under way with her words in it. */
async function liveCall(engine: CallEngine) {
  const { recipient, subscriber } = await makeRecipient(ctx.db, { phone: '+12125550103', name: 'Margaret' });
  await ctx.db.insert(familyMembers).values({ subscriberId: subscriber.id, name: 'Sarah Miller', email: subscriber.email, unsubscribeToken: `u-${recipient.id}` });
  const call = await makeCall(ctx.db, recipient.id, { dueAt: clock });
  await until(async () => (await rowOf(call.id)).transcript.some((l) => l.speaker === 'recipient') && engine.live.has(call.id), 'the call is under way');
  const taken = await rowOf(call.id);
  expect(taken.leaseOwner).toBe(engine.leaseOwner);
  // The lease is renewed while the call lasts.
  await until(async () => (await rowOf(call.id)).leaseUntil! > taken.leaseUntil!, 'the lease is renewed');
  return call;
}

describe('a worker killed mid-call', () => {
  it('her line still up: the next worker carries the conversation on from where it was, and it ends with her memory written', async () => {
    const a = callProcess(ctx.deps, 'worker-a');
    const call = await liveCall(a.engine);
    const before = (await rowOf(call.id)).transcript.length;

    a.engine.halt();
    await stopWorkers([a.dialer]);
    const b = callProcess(ctx.deps, 'worker-b');
    try {
      await until(async () => b.engine.live.has(call.id), 'the next worker runs the call');
      const done = await settleCall(ctx.deps, call.id);
      expect(done.state).toBe('completed');
      expect(done.steps.some((s) => s.note?.startsWith('resumed'))).toBe(true);
      const resumedAt = done.transcript.findIndex((l, i) => i >= before && l.text.startsWith('Sorry, I lost you for a moment.'));
      expect(resumedAt).toBeGreaterThanOrEqual(before);
      // What she said before the crash is still in the call, and the call's memory was written.
      expect(done.transcript.slice(0, before).some((l) => l.speaker === 'recipient')).toBe(true);
      expect((await ctx.db.select().from(callMemories).where(eq(callMemories.callId, call.id))).some((m) => m.kind === 'summary')).toBe(true);
      expect(await ctx.db.select().from(calls).where(eq(calls.retryOfCallId, call.id))).toEqual([]);
    } finally {
      await stopWorkers([b.dialer]);
      b.engine.halt();
    }
  });

  it('her line gone with it: the call ends as interrupted within the lease, she is called back in her window and the family gets a plain notice', async () => {
    const a = callProcess(ctx.deps, 'worker-c');
    const call = await liveCall(a.engine);
    a.engine.halt();
    await stopWorkers([a.dialer]);
    // The line went down with the process: the provider keeps no record of the call.
    line.forget(call.id);
    const b = callProcess(ctx.deps, 'worker-d');
    try {
      await until(async () => (await rowOf(call.id)).state !== 'in_progress', 'the call is no longer in progress');
      const ended = await rowOf(call.id);
      expect(ended).toMatchObject({ state: 'failed', failureReason: INTERRUPTED, leaseOwner: null });
      const [callBack] = await ctx.db.select().from(calls).where(eq(calls.retryOfCallId, call.id));
      expect(callBack).toMatchObject({ origin: 'retry', state: 'scheduled' });
      // Two minutes on: inside her morning window, the same day.
      expect(callBack!.dueAt.toISOString()).toBe(new Date(clock.getTime() + 2 * 60_000).toISOString());
      const events = (await ctx.db.select().from(notificationEvents)).filter((e) => (e.payload as { callId?: string }).callId === call.id);
      expect(events.map((e) => e.type)).toEqual(['call-interrupted']);
      await expandPendingEvents(ctx.deps);
      const [mail] = await ctx.db.select().from(outboxMails).where(and(eq(outboxMails.template, 'call-interrupted'), eq(outboxMails.eventId, events[0]!.id)));
      expect(mail!.subject).toBe("Today's call with Margaret was cut off");
      expect(mail!.text).toContain('Hello Sarah,');
      expect(mail!.text).toContain('was cut off by a fault on our side, not by anything Margaret did');
      expect(mail!.text).toContain('We will call Margaret back on Tuesday, November 24 at 10:02 AM ET.');
    } finally {
      await stopWorkers([b.dialer]);
      b.engine.halt();
    }
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('two worker processes on one database', () => {
  it('a killed process’s live calls are each settled once by the survivors: one call-back and one notice each, none left in progress', async () => {
    // Process A runs three calls on its own line; when it dies, its line dies with it.
    const lineA = newLine();
    const depsA: AppDeps = { ...ctx.deps, providers: { ...ctx.deps.providers, telephony: lineA } };
    const a = callProcess(depsA, 'process-a');
    const ids: string[] = [];
    for (const phone of ['+12125550103', '+14165550103', '+13125550103']) {
      const { recipient } = await makeRecipient(ctx.db, { phone });
      ids.push((await makeCall(ctx.db, recipient.id, { dueAt: clock })).id);
    }
    await until(async () => ids.every((id) => a.engine.live.has(id)), 'all three calls under way in A');
    a.engine.halt();
    await stopWorkers([a.dialer]);
    // Two survivors, each with its own line, race to reconcile.
    const survivors = ['process-b', 'process-c'].map((name) => callProcess({ ...ctx.deps, providers: { ...ctx.deps.providers, telephony: newLine() } }, name));
    try {
      await until(async () => (await ctx.db.select().from(calls).where(sql`${calls.id} in ${ids} and ${calls.state} = 'in_progress'`)).length === 0, 'none in progress');
      for (const id of ids) {
        expect(await rowOf(id)).toMatchObject({ state: 'failed', failureReason: INTERRUPTED });
        expect(await ctx.db.select().from(calls).where(eq(calls.retryOfCallId, id))).toHaveLength(1);
        const events = (await ctx.db.select().from(notificationEvents)).filter((e) => (e.payload as { callId?: string }).callId === id);
        expect(events.map((e) => e.type)).toEqual(['call-interrupted']);
      }
    } finally {
      await stopWorkers(survivors.map((s) => s.dialer));
    }
  });
});
