// Part 3 of `pnpm bench resilience` (issue 29, item 7): a worker killed with N live calls, without
// a drain (`halt()`: no goodbye, no hang-up, no write, no lease renewed). Two processes on one
// PostgreSQL database, the production lease (CALL_LEASE_SECONDS, 10 s) and lease checks:
//  - the line outlives the process (a carrier such as Twilio): the survivor connects her line
//    again and the conversation carries on;
//  - the line dies with the process (the embedded simulated phone): the survivor ends each call as
//    interrupted, calls her back inside her window and tells the family.
// Printed, never asserted: calls resumed or called back, families told, seconds from the kill to
// each call settled (target: 30 s), and calls lost silently (target 0).
import { eq, inArray } from 'drizzle-orm';
import { getCallEngine } from '../src/calls/lifecycle/call-engine.js';
import { startCallDialer } from '../src/calls/lifecycle/call-worker.js';
import { makeRecipient } from '../src/calls/lifecycle/test-fixtures.js';
import type { AppDeps, Worker } from '../src/context.js';
import { benchCallDeps, benchClock } from './bench-kit.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { callMemories, calls, notificationEvents } from '../src/db/schema/index.js';
import { createLogger } from '../src/lib/logger.js';
import { SimulatedTelephony } from '../src/providers/telephony/simulated/telephony.js';
import { stopWorkers } from '../src/workers.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const logger = createLogger({ level: 'silent' });
const clock = benchClock;

export interface WorkerKilledResult {
  lineOutlives: boolean;
  calls: number;
  resumed: number;
  /** Resumed calls that went on to end normally with her memory written. */
  resumedWithMemory: number;
  calledBack: number;
  familiesTold: number;
  lostSilently: number;
  /** Seconds from the kill until the last call was resumed or ended (null: some never were). */
  secondsToReconcile: number | null;
  leaseSeconds: number;
}

function callProcess(db: DatabaseHandle, telephony: SimulatedTelephony, name: string): { deps: AppDeps; dialer: Worker } {
  const deps = benchCallDeps(db, telephony, 20);
  getCallEngine(deps, { timing: { replyDelayMs: 50, silenceMs: 4000, maxReprompts: 1 }, leaseOwner: name });
  return { deps, dialer: startCallDialer(deps, { pollMs: 100, reconcileEveryMs: 600_000, workerId: name }) };
}

/** Kills a worker running `n` live calls and measures what the survivor makes of them. */
export async function workerKilled(db: DatabaseHandle, n: number, lineOutlives: boolean): Promise<WorkerKilledResult> {
  // Scripted recipients in real time, halved: the calls are still under way when the worker dies.
  const newLine = () => new SimulatedTelephony({ logger, scriptedRingMs: 50, playbackRate: 2, scriptedAudio: false });
  const lineA = newLine();
  const a = callProcess(db, lineA, lineOutlives ? 'killed-worker' : 'killed-worker-and-line');
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { recipient } = await makeRecipient(db.db, { phone: '+12125550103' });
    const [row] = await db.db.insert(calls).values({ recipientId: recipient.id, dueAt: clock(), origin: 'planner', steps: [{ state: 'scheduled', at: clock().toISOString() }] }).returning();
    ids.push(row!.id);
  }
  const engineA = getCallEngine(a.deps);
  for (const until = Date.now() + 60_000; Date.now() < until; await sleep(100)) {
    const rows = await db.db.select({ transcript: calls.transcript }).from(calls).where(inArray(calls.id, ids));
    if (engineA.live.size === n && rows.every((r) => r.transcript.some((l) => l.speaker === 'recipient'))) break;
  }
  // kill -9: the engine goes silent; with the embedded phone, its line and calls go too.
  const killedAt = Date.now();
  engineA.halt();
  await stopWorkers([a.dialer]);
  if (!lineOutlives) for (const id of ids) lineA.forget(id);
  // The survivor: the same line when it outlives the process, its own otherwise.
  const b = callProcess(db, lineOutlives ? lineA : newLine(), 'survivor');
  const engineB = getCallEngine(b.deps);
  const settledAt = new Map<string, number>();
  for (const until = Date.now() + 90_000; settledAt.size < n && Date.now() < until; await sleep(100)) {
    const rows = await db.db.select({ id: calls.id, state: calls.state }).from(calls).where(inArray(calls.id, ids));
    for (const r of rows) if (!settledAt.has(r.id) && (r.state !== 'in_progress' || engineB.live.has(r.id))) settledAt.set(r.id, Date.now());
  }
  // Resumed conversations run to their end.
  for (const until = Date.now() + 180_000; engineB.live.size > 0 && Date.now() < until; ) await sleep(200);
  await stopWorkers([b.dialer]);
  await engineB.shutdown(10_000);
  const rows = await db.db.select().from(calls).where(inArray(calls.id, ids));
  const events = (await db.db.select().from(notificationEvents).where(eq(notificationEvents.type, 'call-interrupted'))).map((e) => (e.payload as { callId: string }).callId);
  const callBacks = new Set((await db.db.select({ of: calls.retryOfCallId }).from(calls).where(inArray(calls.retryOfCallId, ids))).map((r) => r.of));
  let resumed = 0;
  let resumedWithMemory = 0;
  let lostSilently = 0;
  for (const r of rows) {
    const wasResumed = r.steps.some((s) => s.note?.startsWith('resumed'));
    if (wasResumed) resumed++;
    const memory = await db.db.select({ id: callMemories.id }).from(callMemories).where(eq(callMemories.callId, r.id));
    if (wasResumed && r.state === 'completed' && memory.length) resumedWithMemory++;
    const told = events.includes(r.id);
    // Lost silently: never settled, or ended with neither the conversation carried on nor a call-back or a word to the family.
    if (r.state === 'in_progress' || (!wasResumed && !callBacks.has(r.id) && !told)) lostSilently++;
  }
  const times = [...settledAt.values()].map((t) => (t - killedAt) / 1000);
  return {
    lineOutlives,
    calls: n,
    resumed,
    resumedWithMemory,
    calledBack: ids.filter((id) => callBacks.has(id)).length,
    familiesTold: ids.filter((id) => events.includes(id)).length,
    lostSilently,
    secondsToReconcile: settledAt.size === n ? Math.max(...times) : null,
    leaseSeconds: b.deps.config.calls.leaseMs / 1000,
  };
}

export function workerKilledLine(r: WorkerKilledResult): string {
  const how = r.lineOutlives ? 'her line outlives the worker (a carrier such as Twilio)' : 'her line dies with the worker (the embedded phone)';
  const settled = r.secondsToReconcile === null ? 'not all settled' : `all settled ${r.secondsToReconcile.toFixed(1)} s after the kill (target <= 30 s, lease ${r.leaseSeconds} s)`;
  return `worker killed with ${r.calls} live calls, ${how}: ${r.resumed} resumed (${r.resumedWithMemory} ended with her memory written), ${r.calledBack} called back, ${r.familiesTold} families told; ${settled}; ${r.lostSilently} lost silently (target 0)`;
}
