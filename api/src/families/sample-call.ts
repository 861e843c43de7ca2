import { collectAudio, type Voice } from '../calls/pipeline/ports/voice.js';
import { parseWav, pcmToWav, resample } from '../lib/audio-codec.js';
import { AppError } from '../lib/errors.js';
import { buildCallPlan } from '../calls/pipeline/conversation/call-plan.js';
import { emptyProfile } from '@fondly/contract/profile';
import { CompanionSession } from '../providers/brain/local.js';
import type { SampleCallInfo } from '@fondly/contract/onboarding';

/** The spec's sample: 30 seconds (the /sample-call page's timer). */
export const SAMPLE_SECONDS = 30;
const GAP_SECONDS = 0.45;

/** What Walter says in the sample. */
const WALTER = ['Not bad at all, thank you.', 'Nearly! My granddaughter is coming on Sunday.'];

/**
 * What a call sounds like, short enough for 30 seconds: the real opening (the AI
 * disclosure, the recording, his name), an open thread from his memory profile, a
 * follow-up on what he said. The companion's lines are not written for the demo: they are what the
 * embedded companion answers to Walter, so the sample never sounds better than a call.
 */
/** Walter's call plan: his memory profile holds one open thread, his tomatoes. */
export function samplePlan() {
  return buildCallPlan({
    callId: 'sample',
    recipientName: 'Walter Brooks',
    subscriberName: 'Sarah',
    agentType: 'loneliness',
    voice: 'female',
    topics: ['Hobbies and interests'],
    specialInstructions: '',
    memory: {
      summaries: [],
      askedQuestions: [],
      profile: { ...emptyProfile(), likes: ['gardening'], openThreads: [{ text: 'tomatoes nearly ripe', question: 'Are your tomatoes ripe yet?', source: 'family', since: '2026-01-01T00:00:00Z' }] },
    },
    nextCallLine: "I'll call you again tomorrow morning.",
    callNumber: 1,
  });
}

function sampleScript(): Array<{ speaker: 'companion' | 'recipient'; text: string }> {
  const plan = samplePlan();
  const session = new CompanionSession(plan);
  const lines: Array<{ speaker: 'companion' | 'recipient'; text: string; at: string }> = [{ speaker: 'companion', text: plan.opening, at: '' }];
  for (const said of WALTER) {
    lines.push({ speaker: 'recipient', text: said, at: '' });
    lines.push({ speaker: 'companion', text: session.respond({ transcript: lines, phase: 'conversation', elapsedMs: 60_000 }), at: '' });
  }
  return lines.map(({ speaker, text }) => ({ speaker, text }));
}

let script: ReadonlyArray<{ speaker: 'companion' | 'recipient'; text: string }> | null = null;

/** The sample call's words, made by the companion itself on first use (not at import: the companion lives in the calls domain). */
export function sampleCallScript(): ReadonlyArray<{ speaker: 'companion' | 'recipient'; text: string }> {
  script ??= sampleScript();
  return script;
}

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
    sampleCallScript().map(async (line) => parseWav(await collectAudio(voice.synthesize({ text: line.text, voice: line.speaker === 'companion' ? 'female' : 'male', format: 'wav' })))),
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
    if (offset >= total) break;
    out.set(samples.subarray(0, total - offset), offset);
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
    transcript: sampleCallScript().map((l) => ({ ...l })),
  };
}
