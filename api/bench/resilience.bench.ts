// Issue 15: calls that survive the real world. Part 1: each provider fault injected in turn
// over 50 simulated calls (real openai and ElevenLabs SDKs against local stand-ins that fail
// on cue, the production deadlines and fallbacks, Twilio's media channel fed caller audio):
// calls completed and seconds of dead air per turn (p95; target under 2 s). Part 2: a rolling
// restart of two call processes sharing one PostgreSQL database while calls are live: calls
// lost (target 0) and memory written. Part 3 (issue 29): a worker killed with N live calls, no
// drain (worker-killed.ts): calls resumed or called back, families told, seconds to reconcile.
import { eq, inArray, sql } from 'drizzle-orm';
import { getCallEngine, drainCalls } from '../src/calls/lifecycle/call-engine.js';
import { startCallDialer } from '../src/calls/lifecycle/call-worker.js';
import { buildCallPlan } from '../src/calls/pipeline/conversation/call-plan.js';
import { Conversation, type EndReason } from '../src/calls/pipeline/conversation/engine.js';
import { TERMINAL_STATES } from '../src/calls/lifecycle/state-machine.js';
import { makeRecipient } from '../src/calls/lifecycle/test-fixtures.js';
import { callMemories, calls } from '../src/db/schema/index.js';
import { createLogger } from '../src/lib/logger.js';
import { LocalBrain } from '../src/providers/brain/local.js';
import { OpenAiBrain } from '../src/providers/brain/real.js';
import { ProviderHealthRegistry } from '../src/lib/circuit-breaker.js';
import { ResilientBrain } from '../src/providers/resilience/brain.js';
import { ResilientVoice } from '../src/providers/resilience/voice.js';
import { SimulatedTelephony } from '../src/providers/telephony/simulated/telephony.js';
import { TwilioMediaChannel } from '../src/providers/telephony/twilio/media.js';
import { transcriberOf } from '../src/providers/transcriber/index.js';
import { LocalVoice } from '../src/providers/voice/local.js';
import { ElevenLabsVoice } from '../src/providers/voice/real.js';
import { utteranceFrames } from '../src/testing/media-frames.js';
import { startProviderStandIns, type ModelFault, type TranscriberFault, type VoiceFault } from '../src/testing/provider-stand-ins.js';
import { stopWorkers } from '../src/workers.js';
import { benchCallDeps, benchClock, benchDatabase, percentile, writeResult } from './bench-kit.js';
import { workerKilled, workerKilledLine, type WorkerKilledResult } from './worker-killed.js';

const CALLS = Number(process.env.RESILIENCE_CALLS ?? 50);
const AT_ONCE = 5;
const TURNS = 3;
/** Phone audio is "played" this many times faster than real time; provider latencies stay real. */
const PLAYBACK_SPEEDUP = 20;
const REPLY_DELAY_MS = 100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const stand = await startProviderStandIns();
const offline = new LocalVoice();
await offline.warm();

interface Fault {
  label: string;
  model?: ModelFault;
  voice?: VoiceFault | 'second-sentence';
  transcriber?: TranscriberFault;
}
const FAULTS: Fault[] = [
  { label: 'no fault' },
  { label: 'model: no answer (timeout)', model: 'hang' },
  { label: 'model: error', model: 'error' },
  { label: 'model: error mid-stream', model: 'error-mid-stream' },
  { label: 'model: slow first token (3 s)', model: 'slow-first-token' },
  { label: 'voice: error on the second sentence', voice: 'second-sentence' },
  { label: 'voice: slow first audio (3 s)', voice: 'slow-first-audio' },
  { label: 'voice: no answer', voice: 'hang' },
  { label: 'transcriber: error', transcriber: 'error' },
];

/** One simulated call over Twilio's media channel: opening, then she speaks TURNS times. */
async function simulatedCall(brain: ResilientBrain, voice: ResilientVoice, n: number) {
  let lastMediaAt = 0;
  let playEnd = 0;
  let waitingSince: number | null = null;
  let turnDeadAir = 0;
  let gapFrom: number | null = null;
  const deadAir: number[] = [];
  let channel!: TwilioMediaChannel;
  const socket = {
    send(data: string) {
      const msg = JSON.parse(data) as { event: string; media?: { payload: string }; mark?: { name: string } };
      const now = performance.now();
      if (msg.event === 'media') {
        if (waitingSince !== null) {
          turnDeadAir += Math.max(0, now - waitingSince - REPLY_DELAY_MS);
          waitingSince = null;
        } else if (gapFrom !== null && now > gapFrom) turnDeadAir += now - gapFrom;
        gapFrom = null;
        lastMediaAt = now;
        const ms = (Buffer.from(msg.media!.payload, 'base64').length / 8) / PLAYBACK_SPEEDUP;
        playEnd = Math.max(playEnd, now) + ms;
      } else if (msg.event === 'mark') {
        const name = msg.mark!.name;
        setTimeout(() => {
          gapFrom = performance.now();
          channel.mark(name);
        }, Math.max(0, playEnd - now));
      } else if (msg.event === 'clear') playEnd = now;
    },
    close() {},
  };
  channel = new TwilioMediaChannel(socket, { transcriber: transcriberOf({ brain }), hangup: async () => {} });
  channel.start(`MZbench${n}`);
  let ended: EndReason | null = null;
  const plan = buildCallPlan({
    callId: `bench-${n}`, recipientName: 'Margaret', subscriberName: 'Sarah', agentType: 'loneliness', voice: 'female',
    topics: ['Cooking and recipes'], specialInstructions: '', memory: { summaries: [], askedQuestions: [] },
    nextCallLine: "I'll call you again tomorrow morning.", callNumber: n,
  });
  const conversation = new Conversation({
    plan, brain, voice, channel,
    timing: { replyDelayMs: REPLY_DELAY_MS, silenceMs: 8000, maxReprompts: 1 },
    hooks: { onLine() {}, async onFlag() {}, onEnd: ({ reason }) => void (ended = reason) },
  });
  conversation.start();
  let answered = 0;
  const quiet = async () => {
    // Wait until the companion has finished speaking (its audio played out) for a moment.
    const limit = performance.now() + 30_000;
    while (performance.now() < limit) {
      const now = performance.now();
      if (lastMediaAt > 0 && now > playEnd + 250 && now - lastMediaAt > 250 && waitingSince === null) return true;
      await sleep(25);
    }
    return false;
  };
  await quiet();
  for (let t = 0; t < TURNS && !ended; t++) {
    const before = lastMediaAt;
    turnDeadAir = 0;
    gapFrom = null;
    for (const f of utteranceFrames(700)) channel.media(f);
    waitingSince = performance.now();
    if ((await quiet()) && lastMediaAt > before) answered++;
    deadAir.push(turnDeadAir / 1000);
  }
  conversation.stop('completed');
  await conversation.done;
  return { completed: answered === TURNS && ended !== 'error', deadAir };
}

async function faultRound(fault: Fault) {
  stand.model.fault = () => fault.model ?? 'none';
  stand.transcriber.fault = () => fault.transcriber ?? 'none';
  stand.voice.fault = (text) =>
    fault.voice === 'second-sentence' ? (/^(This call is written down|How|What|Is|Are|Did|Do)\b/.test(text) ? 'error' : 'none') : (fault.voice ?? 'none');
  // One process's providers for the whole round: the breaker learns as real traffic would.
  const registry = new ProviderHealthRegistry();
  const brain = new ResilientBrain(new OpenAiBrain({ apiKey: 'sk-bench', baseUrl: `${stand.url}/v1`, model: 'gpt-bench', transcriptionModel: 'whisper-1' }), new LocalBrain(), { registry });
  const voice = new ResilientVoice(new ElevenLabsVoice({ apiKey: 'xi-bench', voices: { female: 'f', male: 'm' }, modelId: 'eleven_bench', baseUrl: stand.url }), offline, { registry });
  const results: Array<{ completed: boolean; deadAir: number[] }> = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < CALLS) results.push(await simulatedCall(brain, voice, next++));
    }),
  );
  const dead = results.flatMap((r) => r.deadAir).sort((a, b) => a - b);
  const degraded = registry.list().filter((h) => h.state === 'degraded').map((h) => h.role);
  return {
    label: fault.label,
    calls: results.length,
    completed: results.filter((r) => r.completed).length,
    turns: dead.length,
    deadAirP50: percentile(dead, 50),
    deadAirP95: percentile(dead, 95),
    deadAirMax: dead.at(-1) ?? NaN,
    degraded,
  };
}

const faults = [];
for (const fault of FAULTS) {
  const r = await faultRound(fault);
  console.log(`${r.label}: ${r.completed}/${r.calls} calls completed; dead air per turn p50 ${r.deadAirP50.toFixed(2)} s, p95 ${r.deadAirP95.toFixed(2)} s (target < 2 s), max ${r.deadAirMax.toFixed(2)} s${r.degraded.length ? `; marked degraded: ${r.degraded.join(', ')}` : ''}`);
  faults.push(r);
}
await stand.close();
await offline.close();

// --- Part 2: a rolling restart of two call processes -------------------------------------------
const RESTART_CALLS = 20;
/** The shutdown grace (production default 60 s): longer than these sped-up calls, as 60 s is not longer than a real one. */
const GRACE_MS = 20_000;
const clock = benchClock;
const db = await benchDatabase(20);
const logger = createLogger({ level: 'silent' });
function callProcess(name: string) {
  const telephony = new SimulatedTelephony({ logger, scriptedRingMs: 50, playbackRate: 6, scriptedAudio: false });
  const deps = benchCallDeps(db, telephony, 15);
  getCallEngine(deps, { timing: { replyDelayMs: 50, silenceMs: 2000, maxReprompts: 0 } });
  const dialer = startCallDialer(deps, { pollMs: 50, reconcileEveryMs: 600_000, workerId: name });
  return {
    name,
    /** SIGTERM: what server.ts and worker.ts do. */
    stop: async (graceMs: number) => {
      await stopWorkers([dialer]);
      return drainCalls(deps, graceMs);
    },
    live: () => getCallEngine(deps).live.size,
  };
}
let restart: { lost: number; notPlaced: number; withoutMemory: number; wrappedUp: number; finished: number; calls: number; seconds: number };
try {
  const ids: string[] = [];
  for (let i = 0; i < RESTART_CALLS; i++) {
    const { recipient } = await makeRecipient(db.db, { phone: '+12125550103' });
    const [row] = await db.db.insert(calls).values({ recipientId: recipient.id, dueAt: clock(), origin: 'planner', steps: [{ state: 'scheduled', at: clock().toISOString() }] }).returning();
    ids.push(row!.id);
  }
  const t0 = performance.now();
  let a = callProcess('A');
  let b = callProcess('B');
  // Both busy with live calls, then A restarts (its live calls finish within the grace, B and the new A take the rest), then B.
  while (a.live() + b.live() < 10) await sleep(50);
  let wrappedUp = 0;
  let finished = 0;
  const r1 = await a.stop(GRACE_MS);
  a = callProcess('A2');
  for (const until = performance.now() + 5000; b.live() + a.live() === 0 && performance.now() < until; ) await sleep(50);
  const r2 = await b.stop(GRACE_MS);
  b = callProcess('B2');
  wrappedUp += r1.wrappedUp + r2.wrappedUp;
  finished += r1.finished + r2.finished;
  // Everything left runs to its end on the new processes.
  const limit = performance.now() + 180_000;
  for (;;) {
    const rows = await db.db.select({ state: calls.state }).from(calls).where(inArray(calls.id, ids));
    if (rows.every((r) => TERMINAL_STATES.includes(r.state)) && a.live() + b.live() === 0) break;
    if (performance.now() > limit) break;
    await sleep(200);
  }
  await a.stop(60_000);
  await b.stop(60_000);
  const rows = await db.db.select().from(calls).where(inArray(calls.id, ids));
  const notPlaced = rows.filter((r) => !TERMINAL_STATES.includes(r.state)).length;
  let withoutMemory = 0;
  for (const r of rows.filter((r) => r.state === 'completed' && r.transcript.some((l) => l.speaker === 'recipient'))) {
    const memory = await db.db.select().from(callMemories).where(eq(callMemories.callId, r.id));
    if (!memory.length) withoutMemory++;
  }
  // Lost: never ended, ended as failed, or a conversation whose memory was not written.
  const lostCalls = rows.filter((r) => r.state === 'failed').length + withoutMemory;
  restart = { calls: rows.length, lost: lostCalls + notPlaced, notPlaced, withoutMemory, wrappedUp, finished, seconds: (performance.now() - t0) / 1000 };
  void sql;
} finally {
  await db.close();
}
// --- Part 3: a worker killed with live calls ----------------------------------------------------
const KILLED_CALLS = Number(process.env.RESILIENCE_KILLED_CALLS ?? 6);
const killed: WorkerKilledResult[] = [];
const killDb = await benchDatabase(20);
try {
  for (const lineOutlives of [true, false]) {
    const r = await workerKilled(killDb, KILLED_CALLS, lineOutlives);
    console.log(workerKilledLine(r));
    killed.push(r);
  }
} finally {
  await killDb.close();
}

const restartLine = `rolling restart of two processes with ${restart.calls} calls: ${restart.lost} calls lost (target 0), ${restart.withoutMemory} conversations without memory; on the restarts ${restart.finished} live calls finished within the grace and ${restart.wrappedUp} were wrapped up with a goodbye; ${restart.seconds.toFixed(0)} s`;
console.log(restartLine);
const worst = Math.max(...faults.map((f) => f.deadAirP95));
writeResult('resilience', {
  measured:
    "dead air: per turn, from the end of her utterance (last caller frame) to the reply's first audio sent to Twilio, minus the deliberate reply pause, plus every gap between sentences; phone playback sped up 20x, provider latencies real; production deadlines (model first token 1.5 s, voice first audio 1.5 s, transcript 4 s, safety reading 4 s), one process's breakers per fault round",
  calls: CALLS,
  faults,
  restart,
  workerKilled: killed,
  summary: [
    ...faults.map((r) => `${r.label}: ${r.completed}/${r.calls} completed, dead air p95 ${r.deadAirP95.toFixed(2)} s (${(r.deadAirP95 / 2).toFixed(2)}x the 2 s target), max ${r.deadAirMax.toFixed(2)} s`),
    `worst fault's dead-air p95: ${worst.toFixed(2)} s (${(worst / 2).toFixed(2)}x the 2 s target)`,
    restartLine,
    ...killed.map(workerKilledLine),
  ],
});
process.exit(0);
