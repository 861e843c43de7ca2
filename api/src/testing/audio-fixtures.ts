import { LocalVoice } from '../providers/voice/local.js';
import { linearToMulaw, mulawToLinear, wavToMulaw8k } from '../lib/audio-codec.js';

/**
 * Telephone audio for tests, made here in code: espeak-ng speech (the offline voice) turned
 * into 8 kHz mu-law the way Twilio delivers a caller, at a chosen level, with pauses, nods,
 * a cough, a fan or a television underneath. Every fixture knows which words it holds and
 * when, so a stand-in transcriber can answer with the words of the audio it was sent.
 */
export const RATE = 8000;
const FRAME = 160; // 20 ms

export type Part =
  | { say: string; voice?: 'female' | 'male'; /** espeak words a minute (135 unless told; older speakers 110-150). */ rate?: number; /** A soft onset: the voice rises from 24 dB quieter over this long. */ fadeInMs?: number }
  | { quiet: number }
  | { cough: true }
  | { noiseOnly: number };

export interface FixtureOptions {
  /** Her speech level, dBov (0 = full scale): -26 is a normal phone voice, -40 a very quiet one. */
  levelDbov?: number;
  /** Steady fan noise under everything, dBov. */
  fanDbov?: number;
  /** A television under everything (other voices), dBov. */
  tvDbov?: number;
  /** Pink noise under everything, dBov. */
  pinkDbov?: number;
  /** Babble under everything (three voices talking at once), dBov. */
  babbleDbov?: number;
}

export interface SpokenSpan {
  text: string;
  startMs: number;
  endMs: number;
}

export interface AudioFixture {
  /** 16-bit samples at 8 kHz, as the line delivers them (after mu-law). */
  pcm: Int16Array;
  /** Base64 mu-law 20 ms frames, as Twilio's `media` messages carry them. */
  frames: string[];
  /** What she said, and when (the television's words are not hers). */
  spans: SpokenSpan[];
  durationMs: number;
}

let voice: LocalVoice | null = null;
const speechCache = new Map<string, Float32Array>();

/** espeak speech at 8 kHz, normalised to 0 dBov peak-RMS, silence trimmed from both ends. */
export async function speech(text: string, gender: 'female' | 'male' = 'female', rate = 135): Promise<Float32Array> {
  const key = `${gender}|${rate}|${text}`;
  const hit = speechCache.get(key);
  if (hit) return hit;
  voice ??= new LocalVoice();
  const bytes = wavToMulaw8k(await voice.wav(text, gender, rate));
  let samples = Float32Array.from(bytes, (b) => mulawToLinear(b) / 32768);
  let a = 0;
  let b = samples.length;
  while (a < b && Math.abs(samples[a]!) < 0.003) a++;
  while (b > a && Math.abs(samples[b - 1]!) < 0.003) b--;
  samples = samples.slice(a, b);
  const rms = Math.sqrt(samples.reduce((n, s) => n + s * s, 0) / Math.max(1, samples.length));
  const out = samples.map((s) => s / (rms || 1));
  speechCache.set(key, out);
  return out;
}

const dbToGain = (db: number) => 10 ** (db / 20);

/** A deterministic pseudo-random source, so fixtures are the same on every run. */
function rng(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return ((x >>> 0) / 4294967296) * 2 - 1;
  };
}

/** A fan: brown-ish noise with a 120 Hz motor hum, unit RMS. */
function fan(n: number): Float32Array {
  const r = rng(7);
  const out = new Float32Array(n);
  let last = 0;
  for (let i = 0; i < n; i++) {
    last = 0.98 * last + 0.2 * r();
    out[i] = last + 0.3 * Math.sin((2 * Math.PI * 120 * i) / RATE);
  }
  const rms = Math.sqrt(out.reduce((m, s) => m + s * s, 0) / n);
  return out.map((s) => s / rms);
}

const TV_LINES = [
  'And now the weather for the weekend, with showers moving in from the west by Saturday afternoon.',
  'Coming up after the break, the best gardening tips for the autumn season.',
  'The market closed higher today as investors welcomed the latest figures.',
];

/** A television in the room: other voices, talking on and on, unit RMS. */
async function tv(n: number): Promise<Float32Array> {
  const out = new Float32Array(n);
  let o = 0;
  for (let k = 0; o < n; k++) {
    const s = await speech(TV_LINES[k % TV_LINES.length]!, k % 2 ? 'male' : 'female');
    for (let i = 0; i < s.length && o < n; i++) out[o++] = s[i]!;
    o += 1600; // a short gap between lines
  }
  return out;
}

/** Pink noise (equal energy per octave; Paul Kellet's filter), unit RMS. */
export function pink(n: number, seed = 11): Float32Array {
  const r = rng(seed);
  const out = new Float32Array(n);
  let b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0, b6 = 0;
  for (let i = 0; i < n; i++) {
    const w = r();
    b0 = 0.99886 * b0 + w * 0.0555179;
    b1 = 0.99332 * b1 + w * 0.0750759;
    b2 = 0.969 * b2 + w * 0.153852;
    b3 = 0.8665 * b3 + w * 0.3104856;
    b4 = 0.55 * b4 + w * 0.5329522;
    b5 = -0.7616 * b5 - w * 0.016898;
    out[i] = b0 + b1 + b2 + b3 + b4 + b5 + b6 + w * 0.5362;
    b6 = w * 0.115926;
  }
  const rms = Math.sqrt(out.reduce((m, s) => m + s * s, 0) / Math.max(1, n));
  return out.map((s) => s / (rms || 1));
}

/** Babble: three television voices at once, each from a different place in its lines, unit RMS. */
export async function babble(n: number): Promise<Float32Array> {
  const voices = await Promise.all([0, 1, 2].map(() => tv(n + 24_000)));
  const out = new Float32Array(n);
  voices.forEach((v, k) => {
    for (let i = 0; i < n; i++) out[i]! += v[i + k * 8000]!;
  });
  const rms = Math.sqrt(out.reduce((m, s) => m + s * s, 0) / Math.max(1, n));
  return out.map((s) => s / (rms || 1));
}

/** A dry cough: a burst of shaped noise, about 350 ms, unit RMS. */
function cough(): Float32Array {
  const r = rng(3);
  const n = Math.round(0.35 * RATE);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const env = Math.exp(-i / (0.08 * RATE)) * (1 - Math.exp(-i / 40));
    out[i] = r() * env * 3;
  }
  return out;
}

/** Builds the fixture: her parts in order, at her level, over the background asked for. */
export async function makeFixture(parts: Part[], opts: FixtureOptions = {}): Promise<AudioFixture> {
  const level = dbToGain(opts.levelDbov ?? -26);
  const pieces: Float32Array[] = [];
  const spans: SpokenSpan[] = [];
  let at = 0;
  for (const part of parts) {
    let piece: Float32Array;
    if ('say' in part) {
      const ramp = Math.round(((part.fadeInMs ?? 0) / 1000) * RATE);
      piece = (await speech(part.say, part.voice, part.rate)).map((s, i) => s * level * (i < ramp ? dbToGain(-24 * (1 - i / ramp)) : 1));
      spans.push({ text: part.say, startMs: (at / RATE) * 1000, endMs: ((at + piece.length) / RATE) * 1000 });
    } else if ('quiet' in part) piece = new Float32Array(Math.round((part.quiet / 1000) * RATE));
    else if ('noiseOnly' in part) piece = new Float32Array(Math.round((part.noiseOnly / 1000) * RATE));
    else piece = cough().map((s) => s * level);
    pieces.push(piece);
    at += piece.length;
  }
  const n = Math.ceil(at / FRAME) * FRAME;
  const mix = new Float32Array(n);
  let o = 0;
  for (const p of pieces) {
    mix.set(p, o);
    o += p.length;
  }
  if (opts.fanDbov !== undefined) {
    const g = dbToGain(opts.fanDbov);
    const f = fan(n);
    for (let i = 0; i < n; i++) mix[i]! += f[i]! * g;
  }
  if (opts.pinkDbov !== undefined) {
    const g = dbToGain(opts.pinkDbov);
    const f = pink(n);
    for (let i = 0; i < n; i++) mix[i]! += f[i]! * g;
  }
  if (opts.babbleDbov !== undefined) {
    const g = dbToGain(opts.babbleDbov);
    const b = await babble(n);
    for (let i = 0; i < n; i++) mix[i]! += b[i]! * g;
  }
  if (opts.tvDbov !== undefined) {
    const g = dbToGain(opts.tvDbov);
    const t = await tv(n);
    for (let i = 0; i < n; i++) mix[i]! += t[i]! * g;
  }
  const bytes = new Uint8Array(n);
  const pcm = new Int16Array(n);
  for (let i = 0; i < n; i++) {
    bytes[i] = linearToMulaw(Math.max(-32768, Math.min(32767, Math.round(mix[i]! * 32768))));
    pcm[i] = mulawToLinear(bytes[i]!);
  }
  const frames: string[] = [];
  for (let i = 0; i < n; i += FRAME) frames.push(Buffer.from(bytes.subarray(i, i + FRAME)).toString('base64'));
  return { pcm, frames, spans, durationMs: (n / RATE) * 1000 };
}

/**
 * What a transcriber would hear in a stretch of the fixture: finds where the stretch sits in
 * the fixture (the samples are the same, mu-law is exact) and answers the words she spoke
 * inside it, each word placed evenly along its phrase (a stretch cut mid-phrase, as a
 * transcriber hears while she is still talking, gets the words so far).
 */
export function wordsIn(fixture: AudioFixture, stretch: Int16Array): string {
  const offset = locate(fixture.pcm, stretch);
  if (offset === null) return '';
  const from = (offset / RATE) * 1000;
  const to = ((offset + stretch.length) / RATE) * 1000;
  const words: string[] = [];
  for (const span of fixture.spans) {
    const parts = span.text.split(/\s+/);
    const step = (span.endMs - span.startMs) / parts.length;
    parts.forEach((w, i) => {
      const mid = span.startMs + step * (i + 0.5);
      if (mid >= from && mid <= to) words.push(w);
    });
  }
  return words.join(' ');
}

function locate(haystack: Int16Array, needle: Int16Array): number | null {
  // Anchor on the loudest run of 48 samples in the needle (silence matches everywhere).
  const k = 48;
  if (needle.length < k) return null;
  let best = 0;
  let bestEnergy = -1;
  for (let i = 0; i + k <= needle.length; i += 16) {
    let e = 0;
    for (let j = 0; j < k; j++) e += Math.abs(needle[i + j]!);
    if (e > bestEnergy) {
      bestEnergy = e;
      best = i;
    }
  }
  // The stretch may begin before this fixture (quiet from the one before): the offset can be negative.
  outer: for (let h = 0; h + k <= haystack.length; h++) {
    for (let j = 0; j < k; j++) if (haystack[h + j] !== needle[best + j]) continue outer;
    return h - best;
  }
  return null;
}

/** Joins fixtures end to end (the same call, one part after another). */
export function concatFrames(...fixtures: AudioFixture[]): string[] {
  return fixtures.flatMap((f) => f.frames);
}
