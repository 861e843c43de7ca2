import type { TranscriptLine } from '../db/schema/index.js';
import { normaliseForComparison } from './faithful.js';
import { analyse } from '../calls/pipeline/understanding/listen.js';
import type { CallSummary, Summarizer, SummaryInput } from './port.js';
import { fieldOf, isHers, kindsByWords, MOMENT_LIMITS } from './moment-fields.js';

/**
 * The local default: a faithful, extractive summary. Every sentence about the recipient is
 * either a plain fact of the call (its length) or the recipient's own words, quoted; it
 * never paraphrases, guesses a mood or invents a detail.
 */
export function createExtractiveSummarizer(): Summarizer {
  return { kind: 'extractive', summarize: async (input) => summarizeExtractively(input) };
}

interface Sentence {
  text: string;
  /** Position in the call, to keep the recipient's order. */
  order: number;
  /** What the companion had just asked, to file short answers under the right wellness note. */
  prompt: string;
  words: number;
  /** Which of her turns it was said in. */
  turn: number;
}

const WELLNESS = {
  mood: /\b(feel|feeling|felt|mood|happy|happier|sad|lonely|cheerful|down|low|spirits|good day|bad day|bored|blue|content|grumpy|glad)\b/i,
  sleep: /\b(sleep|slept|sleeping|nap|napped|insomnia|woke|awake|bed|tired|rested|night)\b/i,
  appetite: /\b(eat|ate|eaten|eating|appetite|hungry|breakfast|lunch|dinner|supper|meal|meals|soup|food|cooked|cooking|snack)\b/i,
};

const ABBREVIATION = /\b(Mr|Mrs|Ms|Dr|St|Mt|Jr|Sr|Rev|Prof)\.$/;
const FILLER = /^(yes|yeah|no|oh|well|hello|hi|bye|goodbye|thank you|thanks|okay|ok|mm+|hmm+|right|sure|of course|that's nice|lovely)\b[\s,.!?]*$/i;
const GREETING = /\b(hello|goodbye|bye now|talk to you|speak to you|nice to hear from you|thank you for calling|who is this|is that you)\b/i;
const VIVID = /\b(remember|used to|when i was|years ago|my (mother|father|mum|mom|dad|husband|wife|sister|brother|son|daughter|grandmother|grandfather)|we (had|went|used|lived|danced|met)|first|garden|married|wedding|war|school|born|loved|love|proud|laugh|laughed|miss|favourite|favorite|best)\b/i;
const EMOTION = /\b(love|loved|proud|happy|happiest|laugh|laughed|miss|missed|wonderful|beautiful|joy|cried|smile)\b/i;

function splitSentences(transcript: TranscriptLine[]): Sentence[] {
  const out: Sentence[] = [];
  const seen = new Set<string>();
  let prompt = '';
  let order = 0;
  let turn = 0;
  for (const line of transcript) {
    if (line.speaker === 'companion') {
      prompt = line.text;
      continue;
    }
    const parts: string[] = [];
    for (const piece of line.text.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z“"'(])/)) {
      // "St. Mary's", "Dr. Lee": an abbreviation does not end a sentence.
      if (parts.length && ABBREVIATION.test(parts[parts.length - 1]!)) parts[parts.length - 1] += ` ${piece}`;
      else parts.push(piece);
    }
    for (const text of parts.map((p) => p.trim()).filter(Boolean)) {
      // People repeat themselves; each sentence is kept once, where it was first said.
      const key = normaliseForComparison(text);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ text, order: order++, prompt, words: text.split(/\s+/).length, turn });
    }
    turn++;
    prompt = '';
  }
  return out;
}

function isSmallTalk(s: Sentence): boolean {
  return FILLER.test(s.text) || (GREETING.test(s.text) && s.words < 12);
}

function storyScore(s: Sentence): number {
  if (isSmallTalk(s) || s.words < 5) return -10;
  let score = 0;
  if (s.words >= 8 && s.words <= 35) score += 2;
  if (s.words > 45) score -= 2;
  if (/\b(i|my|we|our|me|us)\b/i.test(s.text)) score += 1;
  if (VIVID.test(s.text)) score += 2;
  if (EMOTION.test(s.text)) score += 1;
  // Names and places (capitalised words after the first) and years make a story concrete.
  if (/\s[A-Z][a-z]+/.test(s.text.slice(1))) score += 1;
  if (/\b(1[89]\d\d|20\d\d|\d+ years)\b/.test(s.text)) score += 1;
  // A question is never a highlight: it is what she asked, not what she told.
  if (s.text.trim().endsWith('?')) return -10;
  // Answers to the wellness check-in belong in the notes, not in a story.
  if (WELLNESS.mood.test(s.text) || WELLNESS.sleep.test(s.text) || WELLNESS.appetite.test(s.text)) score -= 2;
  return score;
}

function topBy<T>(items: T[], score: (t: T) => number, n: number): T[] {
  return items
    .map((item, i) => ({ item, s: score(item), i }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, n)
    .map((x) => x.item);
}


/**
 * What she asked to be passed on ("Could you tell my daughter to ring me?", "Ask Sarah to come
 * Sunday."): the companion cannot ring anyone, and says the family's note will carry it, so the
 * note quotes her words. The same reading of a request as the companion's (understanding/listen.ts).
 */
function messagesFrom(sentences: Sentence[]): Sentence[] {
  // Messages for someone, and her wish about when the calls come: the companion said the note would carry both.
  return sentences.filter((s) => ['call-someone', 'our-calls'].includes(analyse(s.text).limit ?? '')).slice(0, 2);
}

/**
 * A summary written by someone else (the language model) with her messages added when it left
 * them out: the companion told her the family's note would carry them (decision 149).
 */
export function withPassedOn(summary: CallSummary, input: SummaryInput): CallSummary {
  const missing = messagesFrom(splitSentences(input.transcript)).filter((m) => !summary.body.includes(m.text));
  if (!missing.length) return summary;
  const called = input.calledBy?.trim() || firstName(input.recipientName);
  const line = `${called} asked for this to be passed on: ${missing.map((s) => `“${s.text}”`).join(' ')}`;
  return { ...summary, body: `${summary.body.slice(0, 8000 - line.length - 2)}\n\n${line}` };
}

/**
 * The wellness notes, each from what she said about it and nothing else: a sentence goes in one
 * note at most (moment-fields.ts reads which); a note nobody spoke of stays empty and is left off
 * the Moment; every worry or ache she mentioned is listed.
 */
function wellnessFrom(sentences: Sentence[]): { wellness: NonNullable<CallSummary['wellness']>; used: Set<Sentence> } {
  const filed = sentences.map((s) => ({ s, field: fieldOf(s) }));
  // Sentences of one turn about one subject are one answer ("Not great. I'm up twice in the night."): quoted together.
  const answers: Array<{ field: string; parts: Sentence[] }> = [];
  for (const f of filed) {
    if (!f.field) continue;
    const last = answers.at(-1);
    if (last && last.field === f.field && last.parts.at(-1)!.turn === f.s.turn && last.parts.at(-1)!.order === f.s.order - 1) last.parts.push(f.s);
    else answers.push({ field: f.field, parts: [f.s] });
  }
  const used = new Set<Sentence>(filed.filter((f) => f.field).map((f) => f.s));
  const quote = (a: { parts: Sentence[] }) => `“${a.parts.map((p) => p.text).join(' ')}”`;
  // The answer that names its subject is worth more than a bare reply to the question.
  const pick = (field: 'mood' | 'sleep' | 'appetite') => {
    const mine = answers.filter((a) => a.field === field);
    const best = mine.find((a) => a.parts.some((p) => kindsByWords(p.text).includes(field))) ?? mine[0];
    return best ? quote(best) : null;
  };
  const worries = answers.filter((a) => a.field === 'worry').slice(0, MOMENT_LIMITS.worries).map(quote);
  return { wellness: { mood: pick('mood'), sleep: pick('sleep'), appetite: pick('appetite'), worries }, used };
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

function minutesOf(input: SummaryInput): number | null {
  if (input.durationSeconds && input.durationSeconds > 0) return Math.max(1, Math.round(input.durationSeconds / 60));
  const first = input.transcript[0]?.at;
  const last = input.transcript.at(-1)?.at;
  if (!first || !last) return null;
  const ms = Date.parse(last) - Date.parse(first);
  return Number.isFinite(ms) && ms > 0 ? Math.max(1, Math.round(ms / 60_000)) : null;
}

/** The first clause of a short sentence, for a story's title in the recipient's own words. */
function titleFrom(sentence: Sentence | undefined, name: string): string {
  if (!sentence) return `A story from ${name}`;
  if (sentence.text.trim().endsWith('?')) return `A story from ${name}`;
  const clause = sentence.text.split(/[,;:–—]/)[0]!.replace(/[.!?]+$/, '').trim();
  const words = clause.split(/\s+/);
  if (words.length >= 3 && words.length <= 12) return `“${clause}”`;
  return `A story from ${name}`;
}

export function summarizeExtractively(input: SummaryInput): CallSummary {
  const name = input.recipientName;
  const called = input.calledBy?.trim() || firstName(name);
  const sentences = splitSentences(input.transcript);
  const minutes = minutesOf(input);
  // "Rose had a 14-minute chat with her Fondly companion"; with no pronoun known, none is guessed.
  const companion = input.pronoun ? `${input.pronoun} Fondly companion` : 'the Fondly companion';
  const opening = minutes ? `${called} had a ${minutes}-minute chat with ${companion}.` : `${called} had a chat with ${companion}.`;

  const messages = messagesFrom(sentences);
  const passedOn = messages.length ? `${called} asked for this to be passed on: ${messages.map((s) => `“${s.text}”`).join(' ')}` : '';
  if (input.kind === 'loneliness') {
    const { wellness, used } = wellnessFrom(sentences);
    // Her own news, not the frame of the call, and no sentence already in a note: each quote once.
    const highlights = topBy(sentences.filter((s) => !messages.includes(s) && !used.has(s) && isHers(s)), storyScore, 2).sort((a, b) => a.order - b.order);
    const body = [
      opening,
      ...highlights.map((s, i) => (i === 0 ? `${called} said: “${s.text}”` : `And later: “${s.text}”`)),
      passedOn,
    ].filter(Boolean).join(' ');
    return {
      title: `A Moment with ${name}`,
      body: highlights.length
        ? body
        : [opening, used.size ? `What ${called} said about how things are is in the notes below.` : 'It was a quiet call, with little said this time.', passedOn]
            .filter(Boolean)
            .join(' '),
      quotes: highlights.map((s) => s.text),
      wellness,
    };
  }

  // Story: the recipient's best sentences, in the order they told them, about 300 words.
  const ranked = topBy(sentences.filter((s) => !messages.includes(s) && isHers(s)), (s) => (storyScore(s) >= 2 ? storyScore(s) : 0), 60);
  const chosen: Sentence[] = [];
  let words = 0;
  for (const s of ranked) {
    if (words + s.words > 320 && chosen.length >= 3) continue;
    chosen.push(s);
    words += s.words;
  }
  chosen.sort((a, b) => a.order - b.order);
  const paragraphs: string[] = [];
  for (let i = 0; i < chosen.length; i += 4) paragraphs.push(chosen.slice(i, i + 4).map((s) => s.text).join(' '));
  if (passedOn) paragraphs.push(passedOn);
  const quotes = topBy(chosen, (s) => storyScore(s) + (EMOTION.test(s.text) ? 3 : 0) - (s.words > 30 ? 3 : 0), 2).sort(
    (a, b) => a.order - b.order,
  );
  const titleSentence = topBy(chosen, (s) => storyScore(s) + (s.words <= 12 ? 2 : 0), 1)[0];
  return {
    title: titleFrom(titleSentence, name),
    body: chosen.length ? paragraphs.join('\n\n') : [`${opening} There was no story to write down this time.`, passedOn].filter(Boolean).join('\n\n'),
    quotes: quotes.map((s) => s.text),
    wellness: null,
  };
}
