import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMemories, calls } from '../../db/schema/index.js';
import { createLogger } from '../../lib/logger.js';
import { SimulatedTelephony } from '../../providers/telephony/simulated/telephony.js';
import { SilentVoice } from '../../providers/voice/local.js';
import { createTestContext } from '../../testing/test-app.js';
import { drainCalls, getCallEngine } from './call-engine.js';
import { startCallDialer } from './call-worker.js';
import { makeCall, makeRecipient } from './test-fixtures.js';
import { stopWorkers } from '../../workers.js';

/**
 * What SIGTERM does to a process running calls (server.ts and worker.ts run exactly this:
 * stopWorkers, then drainCalls): it stops claiming, lets live calls go on up to the grace,
 * says goodbye on those still live, and writes every call's transcript and memory.
 */
const clock = new Date('2026-11-24T15:00:00Z');
// Real-time scripted recipients: the calls are still under way when the signal comes.
const telephony = new SimulatedTelephony({ logger: createLogger({ level: 'silent' }), scriptedRingMs: 5, playbackRate: 3, scriptedAudio: false });
let ctx: Awaited<ReturnType<typeof createTestContext>>;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock, providers: { telephony, voice: new SilentVoice() } });
  getCallEngine(ctx.deps, { timing: { bargeInMs: 150, replyDelayMs: 20, silenceMs: 2000, maxReprompts: 1 } });
});
afterAll(() => ctx.close());

describe('shutting down with live calls (SIGTERM)', () => {
  it('loses none of three live calls: each ends with a goodbye, its transcript and its memory saved; due calls wait for another process', async () => {
    const dialer = startCallDialer(ctx.deps, { pollMs: 25, reconcileEveryMs: 60_000 });
    const ids: string[] = [];
    for (const phone of ['+12125550103', '+14165550103', '+13125550103']) {
      const { recipient } = await makeRecipient(ctx.db, { phone });
      ids.push((await makeCall(ctx.db, recipient.id, { dueAt: clock })).id);
    }
    const engine = getCallEngine(ctx.deps);
    // All three answered and talking.
    for (const end = Date.now() + 20_000; ; ) {
      const rows = await ctx.db.select().from(calls).where(inArray(calls.id, ids));
      if (rows.every((r) => r.state === 'in_progress' && r.transcript.some((l) => l.speaker === 'recipient'))) break;
      if (Date.now() > end) throw new Error('calls did not all start');
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(engine.live.size).toBe(3);

    // SIGTERM: stop claiming, then drain with a short grace.
    await stopWorkers([dialer]);
    const { recipient: later } = await makeRecipient(ctx.db, { phone: '+12125550103' });
    const due = await makeCall(ctx.db, later.id, { dueAt: clock });
    const result = await drainCalls(ctx.deps, 300);
    expect(result.wrappedUp + result.finished).toBe(3);

    expect(engine.live.size).toBe(0);
    const rows = await ctx.db.select().from(calls).where(inArray(calls.id, ids));
    for (const row of rows) {
      expect(row.state).toBe('completed');
      expect(row.transcript.some((l) => l.speaker === 'recipient')).toBe(true);
      if (row.steps.at(-1)!.note === 'shutdown') expect(row.transcript.at(-1)!.text).toContain('I have to go now');
      const memory = await ctx.db.select().from(callMemories).where(eq(callMemories.callId, row.id));
      expect(memory.some((m) => m.kind === 'summary')).toBe(true);
    }
    // The call that fell due during shutdown was never claimed here: it waits for the next process.
    expect((await ctx.db.select().from(calls).where(eq(calls.id, due.id)))[0]!.state).toBe('scheduled');
  });

  it('hands a call claimed just as the process stops back to the queue instead of dialing it', async () => {
    const engine = getCallEngine(ctx.deps);
    const { recipient } = await makeRecipient(ctx.db, { phone: '+12125550103' });
    const call = await makeCall(ctx.db, recipient.id, { dueAt: clock, state: 'dialing' });
    engine.draining = true;
    try {
      const row = await engine.dial(call);
      expect(row?.state).toBe('scheduled');
      expect(row?.providerCallId).toBeNull();
    } finally {
      engine.draining = false;
    }
  });
});
