/**
 * One rule for nods (issue 26), shared by the listener (which hears their sound and length) and
 * the dialogue (which only has words on a text line). A nod is "mm-hm", "uh-huh", "yeah",
 * "right", "oh really": however a transcriber spells it, it is folded to the same words here.
 * While the companion speaks, a short voiced burst is a nod whatever its transcript says; longer
 * speech is a nod unless it holds `BARGE_IN.words` words that are not nods.
 */
export const BARGE_IN = {
  /** Speech while the companion talks must last this long to be an interruption… */
  speechMs: 700,
  /** …and hold this many words that are not nods. */
  words: 2,
} as const;

const NOD_WORDS = new Set(
  'mm mhm hm uh huh um er erm ah oh aha yes yeah yep yup ya ok okay right sure really true alright lovely nice good well see go on course indeed exactly thank thanks you i of all'.split(' '),
);
/** Phrases whose words are only nods together ("i see", "go on", "of course", "all right", "thank you"). */
const NOD_PHRASES = /\b(i see|go on|of course|all right|thank you)\b/g;

/** Her words, lower case, each spelling of a murmur folded to one ("mm-hm", "mmhmm", "m-hm" → "mhm"). */
export function foldedWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/\b(m+)[- ]?(h+)[- ]?(m+)\b/g, 'mhm')
    .replace(/\b(u+h+|a+h+)[- ]?(h+u+h+)\b/g, 'uh huh')
    .split(/[^a-z']+/)
    .filter(Boolean)
    .map((w) => (/^m+$/.test(w) ? 'mm' : /^h+m+$/.test(w) ? 'hm' : /^(o+h+|o+)$/.test(w) ? 'oh' : /^a+h+$/.test(w) ? 'ah' : /^u+h+$/.test(w) ? 'uh' : /^u+m+$/.test(w) ? 'um' : /^y(e+a+h*|ea+)$/.test(w) ? 'yeah' : w));
}

/** Words that are not nods: "oh yes, really" has none; "wait, I wanted to ask" has four. */
export function contentWords(text: string): number {
  const words = foldedWords(text).join(' ').replace(NOD_PHRASES, ' ').split(' ').filter(Boolean);
  return words.filter((w) => !NOD_WORDS.has(w) || w === 'i' || w === 'of' || w === 'all' || w === 'see' || w === 'go' || w === 'on' || w === 'you').length;
}

/** Only nods in these words ("Mm-hm.", "uh huh, yeah", "right, right"): never a turn of her own while the companion speaks. */
export function isBackchannel(text: string): boolean {
  return contentWords(text) === 0;
}

/** While the companion speaks: this much of her speech with these words is a nod (or a cough), not an interruption. */
export function isNod(speechMs: number, words: string): boolean {
  return speechMs < BARGE_IN.speechMs || contentWords(words) < BARGE_IN.words;
}

/** While the companion speaks: is this a real interruption (not a nod, a cough or "yes, yes")? */
export function isBargeIn(speechMs: number, words: string): boolean {
  return !isNod(speechMs, words);
}
