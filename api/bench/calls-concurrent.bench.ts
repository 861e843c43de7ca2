// Benchmark 3 (issue #3): 100 concurrent simulated calls with the local (scripted) brain.
//
// What is measured:
// - The server's own added time per turn: from the moment a scripted recipient's final
//   words reach the engine to the moment the first audio of the companion's reply is handed
//   to the phone line. The older-speaker pause (replyDelayMs) is set to 0 and the providers
//   are instant (scripted brain; a voice that returns its audio at once), so what remains is
//   the engine: safety checks, transcript writes to PostgreSQL, the brain session, sentence
//   splitting, handing audio to the line, and waiting behind 99 other calls on one event loop.
//   Synthesis time is not part of it: offline espeak's own speed is in calls-turn-latency.
// - Memory per active call: retained heap (after a full GC) while every call is live, minus
//   the heap before the first dial, divided by the live calls.
// Each call is bounded: the cheerful scripted recipient answers 9 times, then falls silent;
// one silence later the companion says goodbye. Recipients hear speech 8x faster than real time.
//
// Two rounds: text only, and with audio (a WAV as long as the sentence would take to say at
// 135 words a minute, 22,050 Hz 16-bit mono like espeak's), so audio buffers count in memory.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { getCallEngine } from '../src/calls/lifecycle/call-engine.js';
import type { AppDeps } from '../src/context.js';
import { calls } from '../src/db/schema/index.js';
import { loadConfig } from '../src/env.js';
import { createLogger } from '../src/lib/logger.js';
import { LocalBrain } from '../src/providers/brain/local.js';
import { SimulatedTelephony } from '../src/providers/telephony/simulated/telephony.js';
import { pcmToWav } from '../src/lib/audio-codec.js';
import { SilentVoice } from '../src/providers/voice/local.js';
import type { SynthesisRequest, Voice } from '../src/calls/pipeline/ports/voice.js';
import { benchDatabase, percentile, writeResult } from './bench-kit.js';

const CALLS = Number(process.env.BENCH_CONCURRENT_CALLS ?? 100);
const PLAYBACK_RATE = 8;
const DEADLINE_MS = 180_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const retainedHeap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

/** A voice with no synthesis time: silence as long as the sentence would take to say. */
class InstantVoice implements Voice {
  readonly kind = 'local' as const;
  async *synthesize(req: SynthesisRequest): AsyncIterable<Uint8Array> {
    const words = req.text.split(/\s+/).length;
    yield pcmToWav(new Int16Array(Math.round((words / 135) * 60 * 22_050)), 22_050);
  }
}

async function round(label: string, voice: Voice, withAudio: boolean, count = CALLS) {
  const db = await benchDatabase(20);
  const latencies: number[] = [];
  const logger = createLogger({ level: 'silent' });
  const telephony = new SimulatedTelephony({ logger, scriptedRingMs: 50, playbackRate: PLAYBACK_RATE, scriptedAudio: withAudio, onTurnLatency: (ms) => latencies.push(ms) });
  const deps: AppDeps = {
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    database: db,
    logger,
    providers: { telephony, voice, brain: new LocalBrain() } as unknown as AppDeps['providers'],
    now: () => new Date('2026-11-24T15:00:00Z'),
  };
  // No reply pause (not the server's time); one silence of 3 s after the script runs out, then goodbye.
  const engine = getCallEngine(deps, { timing: { replyDelayMs: 0, silenceMs: 3000, maxReprompts: 0 } });
  try {
    await db.db.execute(sql`insert into subscribers (id, name, email, email_confirmed_at) select md5('s' || g)::uuid, 'Sarah Miller', 'f' || g || '@example.com', now() from generate_series(1, ${count}) g`);
    await db.db.execute(sql`insert into recipients (id, subscriber_id, name, phone, topics, consent_at) select md5('r' || g)::uuid, md5('s' || g)::uuid, 'Margaret', '+12125550103', '["Childhood memories","Cooking and recipes"]'::jsonb, now() from generate_series(1, ${count}) g`);
    await db.db.execute(sql`insert into schedules (recipient_id, time_zone) select md5('r' || g)::uuid, 'America/New_York' from generate_series(1, ${count}) g`);
    await db.db.execute(sql`insert into calls (recipient_id, due_at, state, origin) select md5('r' || g)::uuid, now(), 'dialing', 'call-now' from generate_series(1, ${count}) g`);
    const callRows = await db.db.select().from(calls);
    const baseHeap = retainedHeap();
    let peakLive = 0;
    let heapPerCall = NaN;
    const t0 = performance.now();
    await Promise.all(callRows.map((c) => engine.dial(c)));
    let samples = 0;
    for (;;) {
      const live = engine.live.size;
      // Retained memory while every call is in conversation; a full GC pauses every call,
      // so only a few samples, a second apart, and they show in the turn times' tail.
      if (live >= callRows.length * 0.95 && samples < 3 && performance.now() - t0 > 1000 * (samples + 1)) {
        samples++;
        const perCall = (retainedHeap() - baseHeap) / live;
        heapPerCall = Number.isNaN(heapPerCall) ? perCall : Math.max(heapPerCall, perCall);
      }
      peakLive = Math.max(peakLive, live);
      const [{ n }] = (await db.db.execute(sql`select count(*)::int as n from calls where state in ('dialing','ringing','in_progress')`)) as unknown as [{ n: number }];
      if (Number(n) === 0 && engine.live.size === 0) break;
      if (performance.now() - t0 > DEADLINE_MS) throw new Error(`${label}: calls did not finish in ${DEADLINE_MS / 1000} s`);
      await sleep(250);
    }
    const seconds = (performance.now() - t0) / 1000;
    const [{ completed }] = (await db.db.execute(sql`select count(*)::int as completed from calls where state = 'completed'`)) as unknown as [{ completed: number }];
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      label,
      calls: callRows.length,
      completed: Number(completed),
      turns: latencies.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted.at(-1) ?? NaN,
      peakLive,
      heapPerCallKb: heapPerCall / 1024,
      seconds,
    };
  } finally {
    await db.close();
  }
}

// A small unreported round first: one-time allocations (module state, prepared statements)
// would otherwise be counted as the first round's memory per call.
await round('warm-up', new SilentVoice(), false, 10);
const text = await round('text only', new SilentVoice(), false);
const audio = await round('with audio (instant voice)', new InstantVoice(), true);
const line = (r: typeof text) =>
  `${r.label}: ${r.completed}/${r.calls} calls completed in ${r.seconds.toFixed(0)} s, ${r.turns} turns; server's added time per turn p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (max ${r.max.toFixed(0)}); ${r.peakLive} calls live at once, ${r.heapPerCallKb.toFixed(0)} KB retained heap per active call`;
writeResult('calls-concurrent', {
  measured:
    "turn: recipient's final words reach the engine -> first audio of the reply handed to the line, providers instant, reply pause 0; memory: retained heap with all calls live minus before, per call",
  text,
  audio,
  summary: [line(text), line(audio)],
});
process.exit(0);
