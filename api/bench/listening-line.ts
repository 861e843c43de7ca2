// A phone line as Twilio drives it, for `pnpm bench listening` (issue 26): a media WebSocket in
// real time (20 ms mu-law frames both ways, marks echoed once their audio has played, `clear`
// obeyed), the real TwilioMediaChannel and Conversation behind it, and the real @deepgram/sdk
// against a stand-in that answers the words of the audio actually forwarded to it (so every
// failure is the pipeline's, not a recogniser's). Deepgram is the only transcriber, as in the
// issue's trial. Scenes (listening-scenes.ts) say what she says, how and when.
import { pacedBrain } from '../src/testing/paced-brain.js';
import { WebSocketServer, WebSocket } from 'ws';
import { buildCallPlan } from '../src/calls/pipeline/conversation/call-plan.js';
import { Conversation } from '../src/calls/pipeline/conversation/engine.js';
import { BACKCHANNEL } from '../src/calls/pipeline/conversation/fixed-lines.js';
import type { Brain } from '../src/calls/pipeline/ports/brain.js';
import type { Transcriber } from '../src/calls/pipeline/ports/transcriber.js';
import type { Voice } from '../src/calls/pipeline/ports/voice.js';
import { linearToMulaw, mulawToLinear } from '../src/lib/audio-codec.js';
import { TwilioMediaChannel } from '../src/providers/telephony/twilio/media.js';
import { DeepgramTranscriber, FallbackTranscriber } from '../src/providers/transcriber/index.js';
import { babble, makeFixture, pink, wordsIn, type Part } from '../src/testing/audio-fixtures.js';
import { startTranscriberStandIn, type TranscriberStandIn } from '../src/testing/transcriber-stand-ins.js';
import { percentile } from './bench-kit.js';
import type { Scene, SceneTurn } from './listening-scenes.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const RATE = 8000;
const FRAME = 160;
const SILENCE = linearToMulaw(0);
/** The fake voice's bytes: a murmur ("Mm-hm.") is told apart from a reply by its filler byte. */
const MURMUR_BYTE = 0x7e;
const SPEECH_BYTE = 0xfe;

export interface TurnResult {
  scene: string;
  kind: string;
  level: number;
  during: boolean;
  expect: 'turn' | 'nod';
  stalled: boolean;
  /** End of her speech -> first reply audio (ms), or null when no reply came within 8 s. */
  latencyMs: number | null;
  /** The companion began a reply while her turn was still going on (her speech not yet over). */
  talkedOver: boolean;
  /** A soft "mm-hm" while she paused (not a reply). */
  murmurs: number;
  /** A `clear` came while (or just after) she nodded. */
  cleared: boolean;
  /** ms of the start of her speech that never reached the transcriber (per stretch after a quiet, the worst). */
  onsetClippedMs: number;
}

/** A brain that answers every turn with `reply` after 350 ms to its first token. */
export function brainThatSays(reply: string): Brain {
  return pacedBrain(reply, { firstTokenMs: 350, perWordMs: 0 });
}

/** 120 ms to the first audio; about 65 ms of audio a character, as a calm voice speaks. */
const voice: Voice = {
  kind: 'elevenlabs',
  async *synthesize(req) {
    await sleep(120);
    const ms = Math.max(300, req.text.length * 65);
    yield new Uint8Array((ms * RATE) / 1000).fill(req.text === BACKCHANNEL ? MURMUR_BYTE : SPEECH_BYTE);
  },
};

/** The server side: our media route's wiring (the channel, its transcriber, the conversation), without the database. */
export async function startMediaRoute(stand: TranscriberStandIn) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  const transcriber: Transcriber = new FallbackTranscriber(new DeepgramTranscriber({ apiKey: 'dg-bench', baseUrl: stand.url, model: 'nova-3' }), null, {});
  wss.on('connection', (ws) => {
    let channel: TwilioMediaChannel | null = null;
    let conversation: Conversation | null = null;
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data)) as { event: string; start?: { streamSid: string; customParameters?: Record<string, string> }; media?: { payload: string }; mark?: { name: string } };
      if (msg.event === 'start' && msg.start) {
        const forward = recorderFor(msg.start.customParameters?.scene ?? '');
        channel = new TwilioMediaChannel({ send: (d) => ws.readyState === ws.OPEN && ws.send(d), close: () => ws.close() }, { transcriber: forward(transcriber), hangup: async () => {} });
        channel.start(msg.start.streamSid);
        const plan = buildCallPlan({ callId: 'bench', recipientName: 'Margaret', subscriberName: 'Sarah', agentType: 'loneliness', voice: 'female', topics: [], specialInstructions: '', memory: { summaries: [], askedQuestions: [] }, nextCallLine: 'Bye.', callNumber: 0 });
        conversation = new Conversation({ plan, brain: brainThatSays('That sounds lovely, it really does. Tell me more about it, what happened next?'), voice, channel, hooks: { onLine() {}, onFlag: async () => {}, onEnd() {} } });
        conversation.start();
      } else if (msg.event === 'media' && msg.media) channel?.media(msg.media.payload);
      else if (msg.event === 'mark' && msg.mark) channel?.mark(msg.mark.name);
      else if (msg.event === 'stop') {
        conversation?.stop('completed');
        channel?.stopped();
      }
    });
  });
  await new Promise<void>((r) => wss.once('listening', () => r()));
  return { url: `ws://127.0.0.1:${(wss.address() as { port: number }).port}`, close: () => new Promise<void>((r) => wss.close(() => r())) };
}

/** What each scene's call forwarded to the transcriber, in line ms (the port's own clock: `atMs`). */
const forwarded = new Map<string, Array<[number, number]>>();
function recorderFor(scene: string) {
  const spans: Array<[number, number]> = [];
  forwarded.set(scene, spans);
  return (t: Transcriber): Transcriber => ({
    kind: t.kind,
    open(opts) {
      const s = t.open(opts);
      return {
        send: (pcm, atMs) => {
          if (atMs !== undefined) spans.push([atMs - (pcm.length / RATE) * 1000, atMs]);
          s.send(pcm, atMs);
        },
        flush: () => s.flush(),
        close: () => s.close(),
      };
    },
  });
}

/** Everything one call sent on the line so far, with her words placed on it (the stand-in's answer key). */
class LineTrack {
  readonly pcm: Int16Array;
  readonly spans: Array<{ text: string; startMs: number; endMs: number }> = [];
  at = 0;
  constructor(seconds: number) {
    this.pcm = new Int16Array(seconds * RATE);
  }
  get ms() {
    return (this.at / RATE) * 1000;
  }
  wordsIn(stretch: Int16Array) {
    return wordsIn({ pcm: this.pcm.subarray(0, this.at), spans: this.spans, frames: [], durationMs: this.ms }, stretch);
  }
}

/** Twilio's side of one call: her audio in real time, the companion's audio "played" at its real length. */
export async function runScene(route: string, stand: TranscriberStandIn, scene: Scene, tracks: Map<string, LineTrack>): Promise<TurnResult[]> {
  const maxSeconds = 240;
  const track = new LineTrack(maxSeconds);
  tracks.set(scene.name, track);
  const noise = scene.noise ? await noiseTrack(scene.noise, maxSeconds) : null;
  const ws = new WebSocket(route);
  await new Promise((r) => ws.once('open', r));
  const streamSid = `MZ${scene.name}`;
  // Companion playback: audio queued (ms of line time when it will have played) and its marks.
  let playedUntil = 0;
  let marks: Array<{ name: string; at: number }> = [];
  /** Wall times at which a stretch of companion audio began (after quiet), with what it was. */
  const starts: Array<{ at: number; murmur: boolean }> = [];
  let lastMediaAt = -1e9;
  let clears = 0;
  const t0 = performance.now();
  const lineNow = () => performance.now() - t0;
  ws.on('message', (d) => {
    const msg = JSON.parse(String(d)) as { event: string; media?: { payload: string }; mark?: { name: string } };
    if (msg.event === 'media' && msg.media) {
      const bytes = Buffer.from(msg.media.payload, 'base64');
      const now = lineNow();
      if (now > playedUntil + 300 && now - lastMediaAt > 300) starts.push({ at: now, murmur: bytes[0] === MURMUR_BYTE });
      lastMediaAt = now;
      playedUntil = Math.max(playedUntil, now) + (bytes.length / RATE) * 1000;
    } else if (msg.event === 'mark' && msg.mark) marks.push({ name: msg.mark.name, at: Math.max(playedUntil, lineNow()) });
    else if (msg.event === 'clear') {
      clears++;
      playedUntil = lineNow();
      marks = [];
    }
  });
  ws.send(JSON.stringify({ event: 'start', start: { streamSid, callSid: `CA${scene.name}`, customParameters: { scene: scene.name } } }));

  // Her audio, queued sample by sample; the ticker sends one 20 ms frame each 20 ms, silence when nothing is queued.
  let queue: Int16Array[] = [];
  let queuedOffset = 0;
  let stopped = false;
  const ticker = (async () => {
    for (let i = 0; !stopped; i++) {
      const due = t0 + i * 20 - performance.now();
      if (due > 0) await sleep(due);
      const frame = new Uint8Array(FRAME);
      for (let k = 0; k < FRAME; k++) {
        let s = 0;
        if (queue.length) {
          s = queue[0]![queuedOffset++]!;
          if (queuedOffset >= queue[0]!.length) {
            queue.shift();
            queuedOffset = 0;
          }
        }
        if (noise) s += noise[track.at % noise.length]!;
        const v = Math.max(-32768, Math.min(32767, Math.round(s)));
        frame[k] = noise || s ? linearToMulaw(v) : SILENCE;
        track.pcm[track.at++] = mulawToLinear(frame[k]!);
      }
      if (track.at + FRAME >= track.pcm.length) stopped = true;
      ws.send(JSON.stringify({ event: 'media', streamSid, media: { track: 'inbound', payload: Buffer.from(frame).toString('base64') } }));
      for (const m of marks.filter((m) => m.at <= lineNow())) ws.send(JSON.stringify({ event: 'mark', streamSid, mark: { name: m.name } }));
      marks = marks.filter((m) => m.at > lineNow());
    }
  })();
  const companionQuiet = () => lineNow() >= playedUntil && marks.length === 0;
  const until = async (check: () => boolean, ms: number) => {
    const end = performance.now() + ms;
    while (!check() && performance.now() < end) await sleep(10);
    return check();
  };

  /** Queues her parts; resolves when they have all gone out, with where her speech sat on the line. */
  async function speak(turn: SceneTurn): Promise<{ speechFrom: number; speechTo: number; onsets: number[] }> {
    const fixture = await makeFixture(turn.parts as Part[], { levelDbov: turn.levelDbov ?? scene.levelDbov ?? -26 });
    const startAt = track.ms + queuedMs();
    const texts = turn.parts.filter((p): p is { say: string; transcript?: string } => 'say' in p);
    fixture.spans.forEach((span, i) => track.spans.push({ text: texts[i]?.transcript ?? span.text, startMs: startAt + span.startMs, endMs: startAt + span.endMs }));
    queue.push(Int16Array.from(fixture.pcm));
    const spans = fixture.spans.map((s) => ({ from: startAt + s.startMs, to: startAt + s.endMs }));
    // A stretch after a quiet of 300 ms or more is an onset.
    const onsets = spans.filter((s, i) => i === 0 || s.from - spans[i - 1]!.to >= 300).map((s) => s.from);
    const speechTo = spans.at(-1)?.to ?? startAt;
    await until(() => track.ms >= speechTo, 120_000);
    return { speechFrom: spans[0]?.from ?? startAt, speechTo, onsets };
  }
  function queuedMs() {
    return ((queue.reduce((n, q) => n + q.length, 0) - queuedOffset) / RATE) * 1000;
  }

  const results: TurnResult[] = [];
  // The opening plays first.
  await until(() => starts.length > 0, 10_000);
  await until(companionQuiet, 30_000);
  for (const turn of scene.turns) {
    const during = !!turn.during;
    if (during) {
      // A nod while the companion speaks: after the start of its reply (which the previous turn asked for).
      await until(() => !companionQuiet(), 10_000);
      await sleep(turn.atMs ?? 1000);
    } else {
      await until(companionQuiet, 30_000);
      await sleep(turn.afterMs ?? 500);
    }
    const startsBefore = starts.length;
    const clearsBefore = clears;
    if (turn.stall) stand.fault = stallOnce(stand);
    const { speechFrom, speechTo, onsets } = await speak(turn);
    const speechEndWall = speechTo;
    await until(() => starts.slice(startsBefore).some((s) => !s.murmur && s.at > speechEndWall), during ? 1500 : 8000);
    const mine = starts.slice(startsBefore);
    const reply = mine.find((s) => !s.murmur && s.at > speechEndWall);
    const sent = forwarded.get(scene.name) ?? [];
    const onsetClippedMs = Math.max(0, ...onsets.map((o) => clipped(sent, o)));
    results.push({
      scene: scene.name,
      kind: turn.kind ?? scene.kind ?? (during ? 'nod' : 'answer'),
      level: turn.levelDbov ?? scene.levelDbov ?? -26,
      during,
      expect: turn.expect ?? (during ? 'nod' : 'turn'),
      stalled: !!turn.stall,
      latencyMs: reply ? reply.at - speechEndWall : null,
      talkedOver: !during && mine.some((s) => !s.murmur && s.at > speechFrom && s.at < speechEndWall),
      murmurs: mine.filter((s) => s.murmur && s.at < speechEndWall).length,
      cleared: clears > clearsBefore,
      onsetClippedMs,
    });
    if (turn.stall) stand.fault = () => 'none';
  }
  await until(companionQuiet, 15_000);
  stopped = true;
  await ticker;
  ws.send(JSON.stringify({ event: 'stop', streamSid }));
  ws.close();
  return results;
}

/** How much of her speech from `onset` on went unsent before the first forwarded audio covering it. */
function clipped(sent: Array<[number, number]>, onset: number): number {
  // The transcriber's line clock counts 32 ms windows: allow one window of rounding.
  if (sent.some(([from, to]) => from <= onset + 32 && to > onset)) return 0;
  const later = sent.filter(([from]) => from > onset).map(([from]) => from);
  return later.length ? Math.min(...later) - onset : 0;
}

/** The next Finalize after she starts this turn hangs (the transcript never comes back on that stream). */
function stallOnce(stand: TranscriberStandIn) {
  const at = stand.seen.flushes + 1;
  return () => (stand.seen.flushes === at ? ('hang' as const) : ('none' as const));
}

async function noiseTrack(noise: NonNullable<Scene['noise']>, seconds: number): Promise<Float32Array> {
  const n = Math.min(seconds, 60) * RATE;
  const out = new Float32Array(n);
  const add = (src: Float32Array, dbov: number) => {
    const g = 10 ** (dbov / 20) * 32768;
    for (let i = 0; i < n; i++) out[i]! += src[i]! * g;
  };
  if (noise.pinkDbov !== undefined) add(pink(n), noise.pinkDbov);
  if (noise.babbleDbov !== undefined) add(await babble(n), noise.babbleDbov);
  return out;
}

/**
 * Runs every scene: three calls at a time (a phone line in real time needs the CPU when its
 * frames are due), and a scene with a stalled transcript alone (the stand-in's stall is the
 * next flush it is asked for, whichever call asks).
 */
export async function runScenes(scenes: Scene[]): Promise<TurnResult[]> {
  const stand = await startTranscriberStandIn();
  const tracks = new Map<string, LineTrack>();
  stand.wordsFor = (pcm) => [...tracks.values()].map((t) => t.wordsIn(pcm)).find(Boolean) ?? '';
  const route = await startMediaRoute(stand);
  const results: TurnResult[] = [];
  const calm = scenes.filter((s) => !s.turns.some((t) => t.stall));
  for (let i = 0; i < calm.length; i += 3) results.push(...(await Promise.all(calm.slice(i, i + 3).map((s) => runScene(route.url, stand, s, tracks)))).flat());
  for (const s of scenes.filter((x) => !calm.includes(x))) results.push(...(await runScene(route.url, stand, s, tracks)));
  await route.close();
  await stand.close();
  return results;
}

/** The measures over every turn of the phone line. */
export function summarisePhoneLine(line: TurnResult[], what: string) {
  const out: string[] = [];
  const heardTurns = line.filter((t) => t.expect === 'turn' && !t.during);
  const normal = heardTurns.filter((t) => !t.stalled && t.latencyMs !== null).map((t) => t.latencyMs!).sort((a, b) => a - b);
  const count = (xs: TurnResult[], f: (t: TurnResult) => boolean) => `${xs.filter(f).length} of ${xs.length}`;
  const storyTurns = heardTurns.filter((t) => t.kind === 'story');
  // Any kind named mid-…: 'mid-thought', or a writer's finer kinds ('mid-noun-phrase', 'mid-adverbial').
  const midThought = heardTurns.filter((t) => t.kind === 'mid-thought' || t.kind.startsWith('mid-'));
  const nodTurns = line.filter((t) => t.during && t.expect === 'nod');
  const quietTurns = heardTurns.filter((t) => t.level <= -40);
  const stalled = heardTurns.filter((t) => t.stalled);
  // Deaf: the stalled turn's extra wait beyond a normal reply; never heard again in that call is forever.
  const deaf = stalled.map((t) => {
    const after = heardTurns.filter((x) => x.scene === t.scene && heardTurns.indexOf(x) > heardTurns.indexOf(t));
    if (t.latencyMs === null || after.some((x) => x.latencyMs === null)) return Infinity;
    return Math.max(0, t.latencyMs - percentile(normal, 50)) / 1000;
  });
  const clippedMs = line.map((t) => t.onsetClippedMs).sort((a, b) => a - b);
  out.push(`on a phone line in real time (media WebSocket, Deepgram SDK only; ${what}):`);
  out.push(`  end of speech -> first audio: p50 ${percentile(normal, 50).toFixed(0)} ms, p95 ${percentile(normal, 95).toFixed(0)} ms (target p50 <= 1200 ms incl. the wait)`);
  out.push(`  talk-overs: ${count(heardTurns, (t) => t.talkedOver)} turns (target 0); mid-thought pauses after content words: ${count(midThought, (t) => t.talkedOver)}; soft mm-hms in her pauses: ${line.reduce((n, t) => n + t.murmurs, 0)}`);
  out.push(`  stories cut between sentences: ${count(storyTurns, (t) => t.talkedOver)} (target 0)`);
  out.push(`  false barge-ins on nods: ${count(nodTurns, (t) => t.cleared)} (target 0)`);
  out.push(`  turns missed at -40 dBov: ${count(quietTurns, (t) => t.latencyMs === null)} (target 0); all turns unanswered: ${count(heardTurns, (t) => t.latencyMs === null)}`);
  out.push(`  seconds deaf after a stalled transcript: ${deaf.length ? Math.max(...deaf).toFixed(1) : 'n/a'} s (target <= 2 s; ${stalled.length} stalled)`);
  out.push(`  onset clipped: p50 ${percentile(clippedMs, 50).toFixed(0)} ms, max ${Math.max(0, ...clippedMs).toFixed(0)} ms (target 0)`);
  const kinds = [...new Set(line.map((t) => t.kind))];
  for (const k of kinds) {
    const ts = line.filter((t) => t.kind === k);
    const lat = ts.filter((t) => t.latencyMs !== null && !t.during).map((t) => t.latencyMs!).sort((a, b) => a - b);
    out.push(`    ${k}: ${ts.length} turns; talked over ${ts.filter((t) => t.talkedOver).length}; cleared ${ts.filter((t) => t.during && t.cleared).length}; unanswered ${ts.filter((t) => !t.during && t.latencyMs === null).length}; first audio p50 ${lat.length ? percentile(lat, 50).toFixed(0) : '-'} ms`);
  }
  return {
    lines: out,
    figures: {
      latency: { p50: percentile(normal, 50), p95: percentile(normal, 95) },
      talkOvers: heardTurns.filter((t) => t.talkedOver).length,
      storiesCut: storyTurns.filter((t) => t.talkedOver).length,
      falseBargeIns: nodTurns.filter((t) => t.cleared).length,
      missedAtMinus40: quietTurns.filter((t) => t.latencyMs === null).length,
      deafSeconds: deaf.length ? Math.max(...deaf) : null,
      onsetClippedMaxMs: Math.max(0, ...clippedMs),
    },
  };
}
