import type { TranscriptLine } from '../db/schema/index.js';

/** Lower-case, straight quotes, single spaces: how two copies of one sentence are compared. */
export function normaliseForComparison(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A quote is kept only if the recipient really said it, word for word: the family must
 * never read words put in their parent's mouth.
 */
export function saidByRecipient(quote: string, transcript: TranscriptLine[]): boolean {
  const needle = normaliseForComparison(quote);
  if (needle.length < 3) return false;
  return transcript.some((l) => l.speaker === 'recipient' && normaliseForComparison(l.text).includes(needle));
}
