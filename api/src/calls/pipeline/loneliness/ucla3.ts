/**
 * The 3-item UCLA Loneliness Scale (Hughes, Waite, Hawkley & Cacioppo, Research on Aging 2004),
 * asked on a call in its validated wording and answer scale (decision 156): three items, each
 * answered hardly ever (1), some of the time (2) or often (3); the total runs 3 to 9.
 */
export const UCLA3_ITEMS = [
  'How often do you feel that you lack companionship?',
  'How often do you feel left out?',
  'How often do you feel isolated from others?',
] as const;

/** The answer scale, said after each item as validated. */
export const UCLA3_OPTIONS = 'Would you say hardly ever, some of the time, or often?';

export type Ucla3Answer = 1 | 2 | 3;

/** A complete measure's score, 3-9; null when any item is unanswered (a partial measure is never scored). */
export function ucla3Total(items: ReadonlyArray<Ucla3Answer | null>): number | null {
  if (items.length !== UCLA3_ITEMS.length || items.some((a) => a === null)) return null;
  return (items as Ucla3Answer[]).reduce((sum, a) => sum + a, 0);
}

/**
 * What one answer of hers means: a point of the scale, her wish not to answer ('declined'), or
 * 'unclear' (nothing that says how often, or words for two different points).
 */
export type AnswerReading = Ucla3Answer | 'declined' | 'unclear';

// Her wish not to answer these questions, in the ways people say it.
const DECLINES = /\b(rather not|prefer not|(don'?t|do not|dont) (want|wish|care) to|not (now|today)|no thank(s| you)|skip (it|this|that|them|these)|let'?s not|leave (it|that|those|them)|mind your own|none of your|i won'?t answer|not answering|stop asking)\b/;
// Not knowing is no answer ("I don't know" is not "I don't").
const UNSURE = /\b(i )?(don'?t|do not) know\b|\bnot sure\b|\bhard to say\b|\bcan'?t say\b/g;
// "Not often", "not very often": hardly ever, read before the word "often" counts for 3.
const NOT_OFTEN = /\bnot (very |that |so |too |all that |terribly )?often\b|\bnot (very )?much\b|\bnot a lot\b/g;
// "Not all the time", "not always": some of the time.
const NOT_ALWAYS = /\bnot (all the time|always|constantly|every day)\b/g;

// The scale's own middle words come first, so "some of the time" is not taken for "time" or "often".
const POINTS: Array<[Ucla3Answer, RegExp]> = [
  [2, /\b(some of the time|sometimes|some times|now and (then|again)|a (little )?bit|a little|occasionally|once in a while|from time to time|at times|every (now and then|so often)|on and off|off and on|here and there|somewhat|a few times|some days)\b/g],
  [3, /\b(often|all the time|always|a lot|lots|most of the time|very much|constantly|every day|all day|quite a bit|a great deal|frequently|too much|so much)\b/g],
  [1, /\b(hardly( ever)?|never|rarely|seldom|not really|not at all|barely|scarcely|almost never|no(pe)?|not me|i don'?t|not usually|not particularly|not lonely)\b/g],
];

/** Finds the pattern in the words and blanks it out, so no phrase is read twice. */
function take(words: { rest: string }, pattern: RegExp): boolean {
  const before = words.rest;
  words.rest = before.replace(pattern, ' ');
  return words.rest !== before;
}

/**
 * Reads her answer by kind: "hardly ever", "never", "not really", "no" count 1; "sometimes",
 * "now and then", "a bit" count 2; "often", "all the time", "yes, a lot" count 3. "Not often" is
 * hardly ever; "not always" is some of the time. A bare "yes", or "I don't know", says nothing of
 * how often; nor do words for two different points.
 */
export function readUcla3Answer(text: string): AnswerReading {
  const said = text.toLowerCase().replace(/[’‘]/g, "'");
  if (DECLINES.test(said)) return 'declined';
  const words = { rest: said };
  take(words, UNSURE);
  const found = new Set<Ucla3Answer>();
  if (take(words, NOT_OFTEN)) found.add(1);
  if (take(words, NOT_ALWAYS)) found.add(2);
  for (const [point, pattern] of POINTS) if (take(words, pattern)) found.add(point);
  if (found.size === 1) return [...found][0]!;
  // "No, only sometimes": how often, said outright, wins over the bare no before it.
  if (found.size === 2 && found.has(1) && /^\s*(oh,? )?(no|nope|well,? no)\b/.test(said) && !/\b(never|hardly|rarely|seldom|not often|not really)\b/.test(said)) {
    return found.has(2) ? 2 : 3;
  }
  return 'unclear';
}
