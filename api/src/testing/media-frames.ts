import { linearToMulaw } from '../lib/audio-codec.js';
import { makeFixture } from './audio-fixtures.js';

/**
 * Caller audio as Twilio sends it: 20 ms frames of 8 kHz mu-law, base64. Real speech (the
 * offline espeak voice through the mu-law codec, see audio-fixtures.ts), or silence.
 */
export function mediaFrames(n: number, voiced: boolean): string[] {
  if (voiced) return SPOKEN.frames.slice(0, n);
  return Array.from({ length: n }, () => Buffer.alloc(160, linearToMulaw(0)).toString('base64'));
}

/** What the caller says in `utteranceFrames`. */
export const SPOKEN_TEXT = 'I had soup for lunch.';
const SPOKEN = await makeFixture([{ say: SPOKEN_TEXT }]);

/**
 * One utterance, then enough quiet after it for her turn to end, as a live line keeps sending:
 * "I had soup for lunch." may open a story, so her turn waits 2 s for more (decision 160).
 */
export function utteranceFrames(silenceMs = 2800): string[] {
  return [...SPOKEN.frames, ...mediaFrames(Math.ceil(silenceMs / 20), false)];
}
