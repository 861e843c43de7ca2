import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * The one English reader of the call (wink-nlp with its small web model): parts of speech,
 * negation and entities for the companion's hearing (listen.ts) and the end of her turn
 * (listening/clause.ts). Loaded once: the model is some megabytes.
 */
export const nlp = winkNLP(model);
export const its = nlp.its;

/** Parts of speech of each word of `text` (Universal tags: NOUN, PROPN, NUM, ADJ, VERB…), punctuation left out. */
export function partsOfSpeech(text: string): string[] {
  return taggedWords(text).map(([, tag]) => tag);
}

/** Each word of `text` with its part of speech ("I'll" is two: I, 'll), punctuation left out. */
export function taggedWords(text: string): Array<[string, string]> {
  // The end of her turn asks of the same sentence several times in one judgement (its verbs, a noun to come, a comparison): read once.
  const known = tagged.get(text);
  if (known) return known;
  const out = readTagged(text);
  tagged.set(text, out);
  if (tagged.size > 64) tagged.delete(tagged.keys().next().value!);
  return out;
}
const tagged = new Map<string, Array<[string, string]>>();

function readTagged(text: string): Array<[string, string]> {
  const tokens = nlp.readDoc(text).tokens();
  const words = tokens.out() as string[];
  const tags = tokens.out(its.pos) as string[];
  return words.map((w, i): [string, string] => [w, tags[i]!]).filter(([, t]) => t !== 'PUNCT');
}
