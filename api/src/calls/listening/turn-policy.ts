/**
 * How Fondly takes turns with a person in her 80s or 90s (docs/decisions/080-listening.md).
 * Every number the listening path uses is here. Times are in milliseconds of *audio*: a
 * phone line sends 20 ms frames all the time, silence included, so quiet is counted in the
 * audio itself, not on a wall clock, and the same recording always gets the same decisions.
 *
 * - She holds the floor while the voice detector hears her: the companion never starts to
 *   speak while her turn is open.
 * - Her turn ends after `completeQuietMs` of quiet when her words so far form a complete
 *   thought; when they do not ("and then my father...", "I was going to say"), it waits
 *   longer: `ceilingQuietMs` until it knows her rhythm, then `pauseFactor` × the longest pause
 *   she went on from (her own history, kept from call to call), between `incompleteQuietMs`
 *   and `ceilingQuietMs`.
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
  /** Audio kept before the detector fired, so the first syllable reaches the transcriber. */
  prerollMs: 320,
  /** Quiet that ends her turn after a complete thought. */
  completeQuietMs: 600,
  /** The least quiet that ends her turn when her thought is not complete (once her rhythm is known). */
  incompleteQuietMs: 2000,
  /** The most the companion ever waits for her to go on; also the wait until her rhythm is known. */
  ceilingQuietMs: 3200,
  /** Pauses she went on from, needed before the wait follows her own rhythm. */
  pausesToAdapt: 2,
  /** The wait after an incomplete thought is this many times her longest pause so far. */
  pauseFactor: 1.3,
  /** A soft "mm-hm" once a pause has lasted this long after an incomplete thought. */
  backchannelAfterMs: 1400,
  /** Speech while the companion talks must last this long to be an interruption… */
  bargeInSpeechMs: 700,
  /** …and hold this many words that are not nods. */
  bargeInWords: 2,
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

const FILLER_END =
  /\b(and|but|or|so|because|cause|'cause|then|when|while|if|that|which|who|the|a|an|my|his|her|their|our|your|to|of|in|on|at|for|with|from|about|um+|uh+|er+|erm|like|was|were|is|i'?m|i|we|he|she|they|it's|just|very|really|going to|gonna|i mean|you know|well)$/;
const TRAILING_OPEN = /(\.\.\.|…|,|;|:|-|—)\s*$/;
const STARTED_NOT_FINISHED = /\b(i was going to say|what was i saying|let me think|where was i|how do you say|what's the word|oh what'?s (it|his|her) name)\b[.?!]*$/;

/** Her words so far make a complete thought: a reply may follow a short quiet. */
export function isCompleteThought(text: string): boolean {
  const t = text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (!t) return false;
  if (TRAILING_OPEN.test(t)) return false;
  if (STARTED_NOT_FINISHED.test(t)) return false;
  const bare = t.replace(/[.!?"')\]]+$/, '').trim();
  if (FILLER_END.test(bare)) return false;
  return true;
}

/**
 * How much quiet ends her turn, given her words so far and the pauses she has already taken
 * inside her turns (in audio ms). Complete thought: the short wait. Otherwise: long enough
 * for her own rhythm, within the floor and the ceiling.
 */
export function quietToEndTurn(text: string, ownPausesMs: readonly number[] = []): number {
  if (isCompleteThought(text)) return TURN_POLICY.completeQuietMs;
  if (ownPausesMs.length < TURN_POLICY.pausesToAdapt) return TURN_POLICY.ceilingQuietMs;
  const longest = Math.max(...ownPausesMs);
  return Math.min(TURN_POLICY.ceilingQuietMs, Math.max(TURN_POLICY.incompleteQuietMs, Math.round(longest * TURN_POLICY.pauseFactor)));
}

const NODS = new Set(
  'mm mmm mmhm mhm hmm hm uh huh uhhuh um er erm yes yeah yep yup ok okay right sure oh ah aha really true alright lovely nice good well no nope i see go on of course indeed exactly thank thanks you'.split(' '),
);

/** Words that are not nods: "oh yes, really" has none; "wait, I wanted to ask" has four. */
export function contentWords(text: string): number {
  return text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .split(/[^a-z']+/)
    .filter((w) => w && !NODS.has(w) && !/^(m+|h+m+|a+h+|o+h+|u+h+)$/.test(w)).length;
}

/** While the companion speaks: is this a real interruption (not a nod, a cough or "yes, yes")? */
export function isBargeIn(speechMs: number, words: string): boolean {
  return speechMs >= TURN_POLICY.bargeInSpeechMs && contentWords(words) >= TURN_POLICY.bargeInWords;
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
