import type { KeptPrivatePart, TranscriptLine } from '../../../db/schema/index.js';
import { KEPT_PRIVATE_NOTICE } from '@fondly/contract/account';
import { assess } from '../safety/index.js';

export { KEPT_PRIVATE_NOTICE, KEPT_PRIVATE_WORDS } from '@fondly/contract/account';
import { contentWords } from './listen.js';

/**
 * Her say over what the family reads (docs/decisions/155-her-say.md): a request to keep part of
 * the call from the family, recognised by kind, and which of her turns it covers; a wish to hear
 * this call's note before it goes, and her no to it.
 */

/** How she asked: that the family not be told, that it stay between us, that it is private, that it be left out. */
export type KeepPrivateKind = 'not-the-family' | 'between-us' | 'private' | 'leave-it-out';

export interface KeepPrivate {
  kind: KeepPrivateKind;
  /** 'before': it covers what she has just said; 'after': she announced it, so it covers what she says next. */
  covers: 'before' | 'after';
}

/** A name ("Don't tell Susan"): the patterns are read without case, so a plain word ("you don't want *to* hear") is kept out by hand. */
const NAME = String.raw`(?!(?:to|too|the|a|an|about|it|that|this|me|you|him|her|them|us|any|anything|something|all|what|how|hear|know|be|go|get|have|see|listen|bother|worry|trouble|fuss|hear|talk|think)\b)[A-Z][a-z]+`;

/** Whom she might not want told: her family, by relationship, or a name after "my". */
const WHO = String.raw`(?:my|our|the|her|his) (?:\w+[- ])?(?:family|kids|children|son|sons|daughter|daughters|boys|girls|grandson|granddaughter|grandchildren|grandkids|husband|wife|sister|brother|niece|nephew|son-in-law|daughter-in-law|lot|folks|people)|(?:my|our) [A-Z]\w+|anyone|anybody|nobody|no one|them|him|her|${NAME}`;
const WHAT = String.raw`(?:that|this|it|about (?:that|this|it|the \w+|my \w+)|any of (?:that|this|it))`;

/** The kinds, each with its phrasings. Order matters only for which kind is named. */
const KINDS: Array<[KeepPrivateKind, RegExp]> = [
  [
    'not-the-family',
    new RegExp(
      [
        // "Don't tell my daughter", "please don't say anything to my son", "don't go telling the family".
        String.raw`\b(?:do not|don'?t|dont|never|please don'?t|you mustn'?t|mustn'?t|you won'?t|you wouldn'?t|don'?t you|don'?t go|don'?t be) (?:go |be )?(?:tell|telling|say(?:ing)? (?:a word|anything|owt|nothing) to|mention(?:ing)? (?:it|that|this|anything)? ?to|breathe a word to|let on to|repeat (?:it|that|this) to|pass (?:it|that|this) on to|report (?:it|that|this) to)\s+(?:${WHO})\b`,
        // "Don't let my son know", "I don't want my daughter to know", "my son mustn't know", "I'd rather my daughter didn't know".
        String.raw`\b(?:do not|don'?t|dont|never) let (?:${WHO}) (?:know|find out|hear)\b`,
        String.raw`\b(?:i )?(?:don'?t|do not|wouldn'?t|would not) (?:want|like|wish) (?:${WHO}) (?:to )?(?:know|find out|hear|worry|worrying|to be told|told)\b`,
        String.raw`\b(?:${WHO}) (?:mustn'?t|must not|shouldn'?t|needn'?t|doesn'?t need to|don'?t need to|can'?t|cannot) (?:ever )?(?:know|find out|hear about|be told)\b`,
        String.raw`\bi'?d (?:rather|prefer) (?:${WHO}) (?:didn'?t|did not|never) (?:know|find out|hear)\b`,
        String.raw`\bkeep (?:${WHAT}|it|that|this) (?:from|away from) (?:${WHO})\b`,
        // "You won't tell my son, will you?"
        String.raw`\byou (?:won'?t|will not|wouldn'?t) (?:tell|say anything to|mention (?:it|that|this) to) (?:${WHO})\b`,
      ].join('|'),
      'i',
    ),
  ],
  [
    'between-us',
    /\b(?:(?:just|only|strictly) )?between (?:you and me|you and i|me and you|ourselves|the two of us|us two|us(?= *(?:[.,!?]|$|please|dear|love|now|mind|alright|all right|,? (?:will|won'?t|is|can|ok|okay|yes|right)))|you,? me and the (?:gatepost|bedpost|wall))\b/i,
  ],
  [
    'private',
    /\b(?:(?:that'?s|that is|this is|it'?s|it is|keep (?:it|that|this)|keep (?:it|that|this) all) (?:(?:very|rather|a bit|quite|just|strictly|between us and) )?(?:private|personal|confidential|a secret|our secret|our little secret|hush-hush|hush hush)|keep (?:it|that|this|a secret|that quiet|it quiet|this quiet|(?:it|that|this) to yourself|mum)|(?:can|could|will) you keep (?:a secret|something (?:to yourself|quiet|private))|off the record|in confidence|(?:that'?s|it'?s) not for (?:anyone|everyone|other) (?:else'?s )?ears|that'?s just for you)\b/i,
  ],
  [
    'leave-it-out',
    /\b(?:(?:do not|don'?t|please don'?t|don'?t you) (?:put|write|note|mention|repeat|pass on|include|say) (?:that|this|it|any of (?:that|this|it)|anything about (?:that|this|it))(?: (?:down|in|on|anywhere|in (?:the|your) (?:notes?|report|email|letter|summary|moment)|to anyone|to anybody))?|(?:leave|keep) (?:that|this|it) out(?: of)?|forget (?:i|that i) (?:said|told you|mentioned) (?:that|it|this|anything)|pretend i (?:never|didn'?t) (?:said|say|told|tell|mention) (?:that|it|this)|that'?s not for (?:the|your) (?:notes?|report|email|letter)|(?:not|don'?t) (?:a word|one word) (?:to anyone|to anybody|to my \w+|about (?:it|that|this)))\b/i,
  ],
];

/**
 * Looks like a request and is not one: she is telling of someone else's secret, of what she did
 * or did not do, a wall between us and the sea, a private in the army, a private school.
 */
const NOT_A_REQUEST = [
  // Someone else keeps things private, told a secret, kept it between them.
  /\b(?:she|he|they|my \w+|[A-Z][a-z]+) (?:keeps?|kept|was|were|is|are) (?:things?|it|that|everything|herself|himself|themselves)? ?(?:very |quite |so |rather )?(?:private|to (?:her|him|them)sel(?:f|ves))\b/,
  /\b(?:told|tell|tells|telling|kept|keeps|keeping|had|has) (?:me |us |her |him )?(?:a|his|her|their|the) secret\b/i,
  // Past tense, a story: "we kept it between us for years", "I never told my son".
  /\b(?:we|they|i) (?:kept|never told|didn'?t tell|did not tell|never said)\b/i,
  // "between us and the sea", "between us there was a wall": a place, not a confidence.
  /\bbetween us and\b|\bbetween us (?:there|was|were|lay|stood|ran|is a|we had)\b/i,
  // A private in the army, a private school, hospital, room, road, beach.
  /\b(?:a|the) private (?:in|school|hospital|room|road|beach|garden|clinic|jet|car|club|plane|lesson|lessons|matter between)\b|\bprivate (?:school|hospital|room|road|beach|clinic|first class|soldier)\b/i,
  // Surprise, not a request: "Don't tell me!", "don't tell me you forgot".
  /\bdon'?t tell me\b/i,
];

/** Said alone, a request in the form of a question about the future: "Can I tell you something?" */
const ANNOUNCES = /\b(?:can|could|may|shall) i (?:tell|say|share|ask) (?:you )?(?:something|a secret|summat|you something)|\bi (?:want|need|have|'?ve got|'?d like) (?:to )?(?:tell|share with) you (?:something|a secret)|\bcan you keep (?:a secret|something (?:to yourself|quiet|private))|\b(?:something|a secret)[^.?!]{0,20}(?:between (?:us|you and me|ourselves)|in confidence|off the record|private)|^(?:(?:now|well|oh|ok|okay|alright|listen|right),? )*(?:(?:just|strictly) )?(?:between (?:you and me|us|ourselves)|off the record|in confidence)[,.:…-]*\s*$|^(?:(?:now|well|oh|listen),? )*this is (?:just )?between (?:you and me|us|ourselves)[,.:…-]*\s*$/i;

/** A keep-it-private request in her words, or null (look-alikes are not requests). */
export function keepPrivateIn(text: string): KeepPrivate | null {
  const clean = text.replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
  // Each sentence alone: "She told me a secret once. Don't tell my son." is a request.
  const sentences = clean.split(/(?<=[.!?])\s+/);
  for (const sentence of sentences) {
    const kind = KINDS.find(([, re]) => re.test(sentence))?.[0];
    if (!kind) continue;
    if (NOT_A_REQUEST.some((re) => re.test(sentence)) && !strongRequest(sentence)) continue;
    return { kind, covers: ANNOUNCES.test(sentence) && !hasOwnContent(clean) ? 'after' : ANNOUNCES.test(sentence) && wordsBesides(clean) < 4 ? 'after' : 'before' };
  }
  return null;
}

/** A plain imperative addressed to the companion wins over any look-alike in the same sentence. */
function strongRequest(sentence: string): boolean {
  return /^(?:(?:oh|and|but|now|so|well|please|dear|love),? )*(?:please )?(?:don'?t|do not|keep|leave) (?!tell me)/i.test(sentence);
}

/** Words she said besides the request itself: what the turn holds of its own. */
function wordsBesides(text: string): number {
  let rest = text;
  for (const [, re] of KINDS) rest = rest.replace(new RegExp(re.source, 'gi'), ' ');
  rest = rest.replace(ANNOUNCES, ' ').replace(/\b(?:oh|well|and|but|so|please|dear|love|now|ok|okay|alright|will you|won'?t you|would you|right|mind|yes|no|just|though|anyway|i|you|it|that|this|a|the|of|to|can|could|tell|something)\b/gi, ' ');
  return rest.split(/[^A-Za-z']+/).filter((w) => w.length > 1).length;
}

function hasOwnContent(text: string): boolean {
  return wordsBesides(text) >= 6;
}

/** Of her turns before the request, how many may be covered at most (the subject rarely runs longer). */
const MAX_TURNS_BACK = 3;

/**
 * Which lines a request covers (the rule, docs/decisions/155-her-say.md), given the transcript
 * with the request as her last line:
 *  - announced ("Can I tell you something, just between us?"): her turn and her next one; the
 *    part's end is moved on when that turn comes (`extendPart`);
 *  - in a turn with words of its own ("I fell in the bathroom. Don't tell my daughter."): that turn,
 *    and before it her turns on the same subject (sharing a word that carries content);
 *  - said alone, or with little else ("Just a bruise. Don't tell my daughter."): her turn before it
 *    always, and the turns before that on the same subject; never more than three turns back.
 * The companion's lines in between are inside the part; so is its reply right after.
 */
export function partCovered(lines: readonly TranscriptLine[], request: KeepPrivate): KeptPrivatePart | null {
  const mine = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.speaker === 'recipient');
  const last = mine.at(-1);
  if (!last) return null;
  if (request.covers === 'after') return { from: last.l.at, to: last.l.at };
  const own = hasOwnContent(last.l.text);
  const subject = contentWords(last.l.text);
  let first = last;
  const earlier = mine.slice(0, -1).reverse().slice(0, MAX_TURNS_BACK);
  for (const [n, turn] of earlier.entries()) {
    const words = contentWords(turn.l.text);
    const same = [...words].some((w) => subject.has(w));
    // Said alone, the request points at what she just said: that turn is always covered.
    if (!(same || (!own && n === 0))) break;
    first = turn;
    for (const w of words) subject.add(w);
  }
  return { from: first.l.at, to: last.l.at };
}

/** An announced part runs to the end of her next turn. */
export function extendPart(part: KeptPrivatePart, at: string): KeptPrivatePart {
  return { from: part.from, to: at > part.to ? at : part.to };
}

/** Is this line inside one of the parts kept private? (The companion's reply right after a part is.) */
export function isKeptPrivate(lines: readonly TranscriptLine[], index: number, parts: readonly KeptPrivatePart[]): boolean {
  const line = lines[index];
  if (!line || !parts.length) return false;
  return parts.some((p) => {
    if (line.at >= p.from && line.at <= p.to) return true;
    if (line.speaker !== 'companion' || line.at < p.to) return false;
    // The companion's reply straight after the part may say her words back.
    const before = lines[index - 1];
    return !!before && before.at >= p.from && before.at <= p.to;
  });
}

/** What the family may read of a call's lines: the parts kept private left out (for summaries, stories, the profile). */
export function keptForFamily(lines: readonly TranscriptLine[], parts: readonly KeptPrivatePart[]): TranscriptLine[] {
  // Her asking to hear the note, the note read to her and her answer are not what the call was about.
  const aboutTheNote = (l: TranscriptLine) => (l.speaker === 'recipient' ? asksToReadNote(l.text) || declinesNote(l.text) : l.text.startsWith(NOTE_READ_OUT));
  return lines.filter((l, i) => !isKeptPrivate(lines, i, parts) && !aboutTheNote(l));
}

/** How the companion begins reading her the note (conversation/her-say.ts). */
export const NOTE_READ_OUT = "Here is what I'd send";



/** The call's lines as the family reads them: each part kept private one notice, never its words. */
export function transcriptForFamily(lines: readonly TranscriptLine[], parts: readonly KeptPrivatePart[]): Array<TranscriptLine & { keptPrivate?: true }> {
  const out: Array<TranscriptLine & { keptPrivate?: true }> = [];
  lines.forEach((line, i) => {
    if (!isKeptPrivate(lines, i, parts)) return void out.push({ speaker: line.speaker, text: line.text, at: line.at });
    if (out.at(-1)?.keptPrivate) return;
    out.push({ speaker: 'recipient', text: KEPT_PRIVATE_NOTICE, at: line.at, keptPrivate: true });
  });
  return out;
}

/** A finding whose words she said inside a part kept private: the family hears of the concern, never her words. */
export function flagKeptPrivate(flag: { at: string; utterance: string }, lines: readonly TranscriptLine[], parts: readonly KeptPrivatePart[]): boolean {
  if (!parts.length) return false;
  if (parts.some((p) => flag.at >= p.from && flag.at <= p.to)) return true;
  // An alert raised later (after "Are you hurt?") quotes the words that raised it.
  const said = fold(flag.utterance);
  return lines.some((l, i) => l.speaker === 'recipient' && isKeptPrivate(lines, i, parts) && fold(l.text).length > 2 && said.includes(fold(l.text)));
}

const fold = (s: string) => s.toLowerCase().replace(/[’‘]/g, "'").replace(/[^a-z0-9' ]+/g, ' ').replace(/\s+/g, ' ').trim();

/** A wish to hear this call's note before it goes: "What will you tell my daughter?", "Read me the Moment." */
const READ_NOTE = /\b(?:read|tell|say) (?:me|it to me|out)?\s*(?:back )?(?:what you(?:'re| are)? (?:going to |gonna )?(?:send|tell|write|say to|pass on to)|the (?:moment|note|summary|report|message|letter|email)|what(?:'s| is) in (?:the|your) (?:moment|note|summary|report|letter|email))|\bwhat (?:will|are|do|did) you (?:going to |gonna )?(?:tell|send|write to|say to|report to|pass on to) (?:my|our|the) (?:\w+[- ])?(?:family|kids|children|son|daughter|boys|girls|grandson|granddaughter|husband|wife|sister|brother|niece|nephew|lot|folks|[A-Z]\w+)|\bwhat(?:'s| is| are) you(?:'re)? (?:going to |gonna )?(?:send|sending|tell|telling|write|writing) (?:to )?(?:my|our|the) \w+|\bcan i (?:hear|see) (?:the|your|what you (?:send|write)) ?(?:moment|note|summary|report|message|letter|email)?\b/i;

/** "Don't send it", "no, don't send that", "I'd rather you didn't send it": her no to this call's note. */
const DECLINE_NOTE = /\b(?:do not|don'?t|dont|please don'?t|rather you didn'?t|rather not|prefer you didn'?t|i don'?t want you to) (?:send|post|email|pass on|share)(?: (?:it|that|this|the (?:note|moment|summary|email|letter)|anything|a note|them))?(?: (?:today|then|this time|to (?:my|our|the) \w+))?[\s,.!]*(?:please|dear|love|thank you|thanks)?[\s.!]*$|\b(?:no|not) (?:note|moment|summary|letter|email) (?:today|this time)\b|\bkeep (?:it|that|the note|the moment) back\b/i;

export const asksToReadNote = (text: string) => READ_NOTE.test(text.replace(/[’‘]/g, "'"));
export const declinesNote = (text: string) => DECLINE_NOTE.test(text.replace(/[’‘]/g, "'"));

/** Her plain no, heard as the answer to "Shall I send it?". */
export const isPlainNo = (text: string) => /^\s*(?:oh,? |well,? |hmm,? )?(?:no|nope|nah|no thanks?|no thank you|not really|not this time|rather not|i'?d rather not|best not|better not|please don'?t|don'?t)\b/i.test(text.replace(/[’‘]/g, "'"));

/**
 * The companion's kind answer to a request to keep something private. When the part holds a
 * safety concern, she is told gently that her family will still hear she may need a hand, never
 * her words (`safety` is then the concern's kind).
 */
export function keptPrivateReply(lines: readonly TranscriptLine[], request: KeepPrivate, family: string, name: string): { line: string; safety: string | null } {
  if (request.covers === 'after') return { line: `Of course, ${name}. Whatever you tell me now stays between us, and it won't go in the note to ${family}. Go on, I'm listening.`, safety: null };
  const part = partCovered(lines, request);
  const covered = part ? lines.filter((l) => l.speaker === 'recipient' && l.at >= part.from && l.at <= part.to) : [];
  const concern = covered.map((l) => assess(l.text)).find((c) => c && (c.urgency === 'urgent' || c.urgency === 'check') && c.category !== 'wellbeing');
  if (concern) {
    const because = TOLD_FOR_SAFETY[concern.category] ?? TOLD_FOR_SAFETY.emergency!;
    return {
      line: `I'll keep your words out of the note, ${name}, I promise. But ${because}, I do need to let ${family} know you may need a hand, so someone can check you're all right. I won't tell them what you said, only that.`,
      safety: concern.category,
    };
  }
  return { line: `Of course, ${name}. That stays between us, and it won't go in the note to ${family}.`, safety: null };
}

/** What the family is told of her: the safety concerns that will still reach them, by kind, in plain words to her. */
export const TOLD_FOR_SAFETY: Record<string, string> = {
  fall: 'because you had a fall',
  'chest-pain': 'because of the pain in your chest',
  breathing: 'because you are short of breath',
  stroke: 'because you are not feeling yourself',
  fainting: 'because you felt faint',
  bleeding: 'because you are hurt',
  'self-harm': 'because you sound so low',
  intruder: 'because something at home frightened you',
  abuse: 'because someone is not treating you well',
  medication: 'because of the mix-up with your medicine',
  gas: 'because you smelled gas',
  fire: 'because of the smoke',
  cold: 'because your home is so cold',
  food: 'because you have no food in',
  scam: 'because someone may be after your money',
  confusion: 'because you are feeling muddled',
  emergency: 'because you may need help',
};
