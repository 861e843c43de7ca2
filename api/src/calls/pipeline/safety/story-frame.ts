import { DISTANT_PAST, NOW, RECENT_PAST, withoutResolution } from './context.js';
import { normalise } from './speech.js';

/**
 * Is trouble in her words told as a story? (the blind companion round of 2026-11-27: most of
 * the safety net's false alarms in conversation were stories: a childhood fall, a break-in at
 * the shop once, the winter the pipes froze; five calls went into the emergency script and
 * stayed there.) A sentence alone often cannot say ("I broke my arm falling out of the apple
 * tree"); the conversation around it can: the companion had asked about her past, she was
 * already telling a story, or the sentence carries the marks of one (her parents in the past
 * tense, "once", "I remember", "we used to").
 *
 * A story is never dismissed: the call asks once, gently, whether it was recent
 * (escalation.ts). Words of now ("still", "today", "right now", "this morning", "I can't get
 * up") always win: then it is not a story, whatever came before.
 */
export interface AroundHerWords {
  /** What the companion said last, before her words. */
  companion?: string;
  /** What she said before, in this call (her last turn). */
  herBefore?: string;
}

/** The marks of a story of long ago, in one sentence: it says when, or who was there then. */
const STORY_MARKS = new RegExp(
  [
    DISTANT_PAST.source,
    /\b((a )?long time ago|once upon|i (remember|recall|can still (see|hear|picture)|'ll never forget|will never forget|never forgot)|(we|i|they|he|she) used to|in those days|back then|in my day|as a (girl|boy|lad|lass|child|kid|youngster|teenager|young (woman|man|wife|mother|bride))|when (i|we) (was|were) (a |young|little|small|growing|courting|first|newly|at school|in)|growing up|the (war|blitz|depression|rationing|evacuation)|my (late )?(mother|father|mum|mam|mom|dad|grandmother|grandfather|gran|nan|nana|granny|grandad|grandpa|teacher|headmaster) (was|were|had|used|would|said|took|told|came|went|made|gave|got|ran|carried|found|sent)|(mother|father|mum|mam|mom|dad) (was|were) (furious|cross|livid|beside (herself|himself)|frantic|so worried|worried sick)|before (the war|i was married|we were married|i met)|the year (i|we) (was|were|got)|in (the )?(nineteen|'\d\d|\d\d's)|as (kids|children|youngsters))\b/.source,
  ].join('|'),
);
/** A story's softer marks: "once", "one time", "at the time" (it may have been last month). */
const MAYBE_STORY = /\b(once|one time|at the time)\b/;

/** The sentence bears the marks of a story of long ago ("once", "I remember", "as a girl", her parents in the past tense), and no words of now. */
export function bearsStoryMarks(text: string): boolean {
  const words = read(text);
  return STORY_MARKS.test(words) && !HERE_NOW.test(words);
}

/** The companion invited a memory: her answer is a story unless she says otherwise. */
const MEMORY_PROMPT = /\b(remember|when you were|as a (girl|boy|child|young)|growing up|used to|back then|in those days|years ago|what was (it|that|he|she|they) like|what happened (next|then|after)|and then what|tell me (more|about (your|when|the time|that))|your (first|childhood|mother|father|mum|dad|parents|wedding|school|young|early|old)|did you ever|how did you (meet|manage|cope|get)|who was|where did you (grow|live|work|meet))\b/;

/** Words of now: trouble here today is never a story. */
const HERE_NOW = new RegExp(
  `${NOW.source}|${RECENT_PAST.source}|\\b(today|tonight|this (week|afternoon|evening)|just (happened|now|had|fell|been)|a minute ago|an hour ago|(i've|i have) (just )?(fallen|had a fall|taken|cut|burnt|burned)|i('m| am) (on the floor|lying|stuck|bleeding|hurt|hurting|in (pain|agony))|i (can't|cannot) (get up|breathe|move|stand|feel)|(it|that) (hurts|is hurting|aches|is aching)|(is|are) (hurting|aching|bleeding|swollen)|(there's|there is) (smoke|a fire|a man|someone|somebody)|again)\\b`,
);

/**
 * How far `text` is told as a story of long ago: `long-ago` when the sentence says so (or
 * continues a story she was telling), `maybe` when only a softer mark or the companion's
 * question about her past suggests it, null when words of now are in it or nothing does.
 */
export type StoryFrame = 'long-ago' | 'maybe' | null;

export function storyFrame(text: string, around: AroundHerWords = {}): StoryFrame {
  const words = read(text);
  if (HERE_NOW.test(words)) return null;
  if (STORY_MARKS.test(words)) return 'long-ago';
  if (MAYBE_STORY.test(words)) return 'maybe';
  const before = around.herBefore ? read(around.herBefore) : '';
  if (before && STORY_MARKS.test(before) && !HERE_NOW.test(before)) return 'maybe';
  const asked = around.companion ? normalise(around.companion) : '';
  return asked && MEMORY_PROMPT.test(asked) && asked.includes('?') ? 'maybe' : null;
}

/** Her words as the rules read them, without "I'm fine now" and with "years ago now" as "years ago" (the "now" of a long time, not of an emergency). */
function read(text: string): string {
  return withoutResolution(normalise(text)).replace(/\b(ago|back|since),? now\b/g, '$1');
}

/** Her answer to "Was that recently, or a long time ago?". */
export function whenItWas(answer: string): 'long-ago' | 'recent' | 'unclear' {
  const words = read(answer);
  if (HERE_NOW.test(words) || RECENT.test(words)) return 'recent';
  if (STORY_MARKS.test(words) || LONG_AGO_ANSWER.test(words)) return 'long-ago';
  if (/\b(yes|yeah|yep|aye)\b/.test(words)) return 'recent';
  return 'unclear';
}

const RECENT = /\b(recent\w*(?<!not recent\w*)|days? ago|the other (day|night)|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this (morning|week|month)|last (night|week)|not long (ago|back)|only just)\b/;
const LONG_AGO_ANSWER = /^(no|nah|nope)\b|\b(long|ages|years|decades|a lifetime|donkey's|ancient history|(a|some) (good )?while (ago|back)|no,? not recently|not recent\w*|oh no|goodness no|heavens no|a girl|a boy|a child|a kid|young|school|the war|\d{4}|(last|a) year|months)\b/;

/** Said when trouble was told as a story: one gentle question, never the emergency script. */
export const WHEN_QUESTION = 'Oh my goodness. Was that recently, or a long time ago?';
