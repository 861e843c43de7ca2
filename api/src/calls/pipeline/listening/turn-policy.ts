import { BARGE_IN } from './nods.js';

export { contentWords, isBargeIn } from './nods.js';
export { isCompleteThought } from './clause.js';

/**
 * How Fondly takes turns with a person in her 80s or 90s (docs/decisions/080-listening.md).
 * Every number the listening path uses is here. Times are in milliseconds of *audio*: a
 * phone line sends 20 ms frames all the time, silence included, so quiet is counted in the
 * audio itself, not on a wall clock, and the same recording always gets the same decisions.
 *
 * - She holds the floor while the voice detector hears her: the companion never starts to
 *   speak while her turn is open.
 * - Her turn ends after a quiet that follows her words, her voice and her habits
 *   (end-of-turn.ts: a complete thought said with a falling voice gets the short wait; an
 *   unfinished one, "and then my father…", "I was thinking", waits for her own rhythm); the
 *   reply may be prepared meanwhile but is never played before her turn is over. The audio
 *   before her onset reaches the transcriber (preroll.ts).
 * - During such a long pause, one soft "mm-hm" (`backchannelAfterMs`), never a reply.
 * - While the companion speaks, only `bargeInSpeechMs` of her speech holding `bargeInWords`
 *   words that are not nods ("mm", "yes", "oh really") stop it. A nod or a cough never does.
 * - One utterance never holds the line longer than `utteranceCapMs`, and speech in which no
 *   words are found for `backgroundAfterMs` is background (a television): it lets go of the
 *   floor, and from then on only speech `aboveBackgroundDb` louder than it counts as hers.
 */
export const TURN_POLICY = {
  /** Silero probability at which a window counts as speech… */
  speechStartProbability: 0.5,
  /** …and below which it counts as quiet (hysteresis keeps soft syllables inside speech). */
  speechStopProbability: 0.35,
  /** Speech this long opens her turn (a click or a breath is shorter). */
  minSpeechMs: 64,
  /** Quiet this long closes a stretch of speech (a segment); her turn may go on after it. */
  segmentQuietMs: 256,
  /**
   * She goes on this soon after her turn was judged over (audio ms), with the companion's reply
   * begun: it stops at once, her turn was not over (a false end). The reply's first audio comes
   * within a few hundred ms of that judgement, so this is its first few hundred ms.
   */
  resumeWindowMs: 600,
  /** A soft "mm-hm" once a pause has lasted this long after an incomplete thought. */
  backchannelAfterMs: 1400,
  /** Speech while the companion talks must last this long, with words that are not nods, to be an interruption (listening/nods.ts). */
  bargeInSpeechMs: BARGE_IN.speechMs,
  /** No single utterance holds the line longer than this. */
  utteranceCapMs: 30_000,
  /** Speech this long that a transcriber finds no words in is background (a television), not her. */
  backgroundAfterMs: 3000,
  /** Once background was heard, her speech must be this much louder than it (dB). */
  aboveBackgroundDb: 8,
  /** A stretch whose loudest window is below this (dBov) is near silence: a recogniser's stock phrase from it is not believed… */
  nearSilentDb: -52,
  /** …nor from a stretch the detector was unsure of (mean speech probability of its voiced windows): a murmur, a breath, hiss. Clear speech scores above 0.9. */
  clearSpeechProbability: 0.8,
} as const;

/**
 * What recognisers are known to "hear" in near silence, breath or line hiss (Whisper's
 * "Thank you." and "you", subtitle credits): believed only when the audio was loud enough to
 * hold words. She may well say "Thank you." — at a level a voice has.
 */
const STOCK_PHRASES = /^(thank you( (so much|very much|for watching|for listening))?|thanks( for watching)?|you|bye|okay|so|oh|hmm|uh|um|\.+|subtitles by .*|transcribed by .*|please subscribe.*)[.!?]*$/i;

export function isNoiseHallucination(text: string, stretch: { loudestDb: number; meanProbability: number }): boolean {
  const unclear = stretch.loudestDb < TURN_POLICY.nearSilentDb || stretch.meanProbability < TURN_POLICY.clearSpeechProbability;
  return unclear && STOCK_PHRASES.test(text.trim());
}

/** "Pardon?", "What did you say?", "Sorry, I didn't catch that": she wants the last line again. */
export function isPardon(text: string): boolean {
  const sentences = text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .split(/[.!?]+/)
    .map((x) => x.replace(/[^a-z' ]/g, ' ').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return sentences.length > 0 && sentences.every((t) => PARDON.test(t));
}

const PARDON =
  /^(sorry |i'm sorry |excuse me |oh )?(pardon( me)?|what|eh|huh|sorry|come again|say (that|it) again( please)?|(can|could|would) you (say|repeat) (that|it)( again)?( please)?|what (did|was) (you|that|it) (say|said)|what did you say|what was that|i (didn't|did not|couldn't|could not) (catch|hear|get) (that|you|it|what you said)|i can't hear you|speak up( please)?)( dear| please)?$/;
