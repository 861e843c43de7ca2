// Benchmark 3 (issue #3): 100 simultaneous simulated calls with the local (scripted) brain.
// Measures the server's own added time per turn (a scripted recipient's final words to the
// first audio of the reply, with the deliberate older-speaker pause set to 0) and memory per
// active call. Run once text-only and once with offline espeak audio.
import { sql } from 'drizzle-orm';
import { getCallEngine } from '../src/calls/call-engine.js';
import type { AppDeps } from '../src/context.js';
import { calls } from '../src/db/schema/index.js';
import { loadConfig } from '../src/env.js';
import { createLogger } from '../src/lib/logger.js';
import { LocalBrain } from '../src/providers/brain/local.js';
import { SimulatedTelephony } from '../src/providers/telephony/local.js';
import { LocalVoice, SilentVoice } from '../src/providers/voice/local.js';
import type { Voice } from '../src/providers/voice/port.js';
import { benchDatabase, percentile, writeResult } from './bench-kit.js';

const CALLS = Number(process.env.BENCH_CONCURRENT_CALLS ?? 100);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function round(label: string, voice: Voice, withAudio: boolean) {
  const db = await benchDatabase(20);
  const latencies: number[] = [];
  const logger = createLogger({ level: 'silent' });
  const telephony = new SimulatedTelephony({ logger, scriptedRingMs: 50, playbackRate: 4, scriptedAudio: withAudio, onTurnLatency: (ms) => latencies.push(ms) });
  const deps: AppDeps = {
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    database: db,
    logger,
    providers: { telephony, voice, brain: new LocalBrain() } as unknown as AppDeps['providers'],
    now: () => new Date('2026-11-24T15:00:00Z'),
  };
  const engine = getCallEngine(deps, { timing: { replyDelayMs: 0, silenceMs: 20_000 } });
  try {
    await db.db.execute(sql`insert into subscribers (id, name, email) select md5('s' || g)::uuid, 'Family', 'f' || g || '@example.com' from generate_series(1, ${CALLS}) g`);
    await db.db.execute(sql`insert into recipients (id, subscriber_id, name, phone) select md5('r' || g)::uuid, md5('s' || g)::uuid, 'Margaret', '+12125550103' from generate_series(1, ${CALLS}) g`);
    await db.db.execute(sql`insert into schedules (recipient_id, time_zone) select md5('r' || g)::uuid, 'America/New_York' from generate_series(1, ${CALLS}) g`);
    const rows = await db.db.execute(sql`insert into calls (recipient_id, due_at, state, origin) select md5('r' || g)::uuid, now(), 'dialing', 'call-now' from generate_series(1, ${CALLS}) g returning id`);
    const ids = (rows as unknown as Array<{ id: string }>).map((r) => r.id);
    global.gc?.();
    const baseHeap = process.memoryUsage().heapUsed;
    let peakLive = 0;
    let peakHeap = baseHeap;
    const t0 = performance.now();
    const callRows = await db.db.select().from(calls);
    await Promise.all(callRows.map((c) => engine.dial(c)));
    for (;;) {
      peakLive = Math.max(peakLive, engine.live.size);
      if (engine.live.size >= peakLive * 0.9) peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
      const [{ n }] = (await db.db.execute(sql`select count(*)::int as n from calls where state in ('dialing','ringing','in_progress')`)) as unknown as [{ n: number }];
      if (Number(n) === 0 && engine.live.size === 0) break;
      if (performance.now() - t0 > 240_000) throw new Error('calls did not finish in 4 minutes');
      await sleep(100);
    }
    const seconds = (performance.now() - t0) / 1000;
    const [{ completed }] = (await db.db.execute(sql`select count(*)::int as completed from calls where state = 'completed'`)) as unknown as [{ completed: number }];
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      label,
      calls: ids.length,
      completed: Number(completed),
      turns: latencies.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      peakLive,
      heapPerCallKb: peakLive ? (peakHeap - baseHeap) / peakLive / 1024 : NaN,
      seconds,
    };
  } finally {
    if (voice instanceof LocalVoice) await voice.close();
    await db.close();
  }
}

const text = await round('text only', new SilentVoice(), false);
const audio = await round('offline espeak audio', new LocalVoice(), true);
const line = (r: typeof text) =>
  `${r.label}: ${r.completed}/${r.calls} calls completed, ${r.turns} turns, server's added time per turn p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms; peak ${r.peakLive} live calls, ~${r.heapPerCallKb.toFixed(0)} KB heap per active call`;
writeResult('calls-concurrent', { text, audio, summary: [line(text), line(audio)] });
process.exit(0);
