import { collectAudio, type Voice } from '../providers/voice/port.js';
import { parseWav, pcmToWav, resample } from '../providers/voice/audio-codec.js';
import { AppError } from '../lib/errors.js';
import type { SampleCallInfo } from '../contract/onboarding.js';

/** The spec's sample: 30 seconds (the /sample-call page's timer). */
export const SAMPLE_SECONDS = 30;
const GAP_SECONDS = 0.45;

/**
 * What a first call sounds like, short enough for 30 seconds: the AI disclosure and
 * greeting, a wellness question, a memory from an earlier call, a warm follow-up.
 */
export const SAMPLE_SCRIPT: ReadonlyArray<{ speaker: 'companion' | 'recipient'; text: string }> = [
  { speaker: 'companion', text: "Good morning, Walter! It's Fondly, your AI companion. How are you feeling today?" },
  { speaker: 'recipient', text: 'Oh, not bad at all. The garden is coming along nicely.' },
  { speaker: 'companion', text: 'Lovely. Last time you told me about your tomatoes. Are they ripe yet?' },
  { speaker: 'recipient', text: 'Nearly! My granddaughter is coming on Sunday to help me pick them.' },
  { speaker: 'companion', text: 'How wonderful. What will you make with them?' },
];

/**
 * The sample as one WAV: each line spoken by the voice port (the companion warm and
 * female, Walter male), joined with short pauses and padded to exactly 30 seconds.
 * Made once per voice and kept: every visitor hears the same bytes.
 */
const cache = new WeakMap<Voice, Promise<Uint8Array>>();

export function sampleCallAudio(voice: Voice): Promise<Uint8Array> {
  let audio = cache.get(voice);
  if (!audio) {
    audio = synthesizeSample(voice);
    // A failure is not cached: the next visitor tries again.
    audio.catch(() => cache.delete(voice));
    cache.set(voice, audio);
  }
  return audio;
}

async function synthesizeSample(voice: Voice): Promise<Uint8Array> {
  const lines = await Promise.all(
    SAMPLE_SCRIPT.map(async (line) => parseWav(await collectAudio(voice.synthesize({ text: line.text, voice: line.speaker === 'companion' ? 'female' : 'male', format: 'wav' })))),
  );
  if (lines.some((l) => l.samples.length === 0)) {
    throw new AppError(503, 'unavailable', 'The sample call cannot be played right now. Please try again later.');
  }
  const rate = lines[0]!.sampleRate;
  const gap = Math.round(GAP_SECONDS * rate);
  const total = SAMPLE_SECONDS * rate;
  const out = new Int16Array(total);
  let offset = Math.round(0.3 * rate);
  for (const line of lines) {
    const samples = resample(line, rate).samples;
    // A longer synthesis (a slower voice) is cut at 30 seconds rather than overrun the page's timer.
    const room = Math.max(0, total - offset);
    out.set(samples.subarray(0, room), offset);
    offset += samples.length + gap;
  }
  return pcmToWav(out, rate);
}

/** "(800) 555-0123" for a +1 number. */
export function displayNorthAmericanNumber(e164: string): string {
  const d = e164.replace(/^\+1/, '');
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

export function sampleCallInfo(sampleCallNumber: string | null): SampleCallInfo {
  return {
    phoneNumber: sampleCallNumber,
    phoneDisplay: sampleCallNumber ? displayNorthAmericanNumber(sampleCallNumber) : null,
    audioUrl: '/api/sample-call/audio',
    durationSeconds: SAMPLE_SECONDS,
    transcript: SAMPLE_SCRIPT.map((l) => ({ ...l })),
  };
}
