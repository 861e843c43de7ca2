import { pronounsOf } from '@fondly/contract/pronouns';
import { z } from 'zod';
import type { TranscriptLine } from '../db/schema/index.js';

export const wellnessNotesSchema = z.object({
  mood: z.string().nullable(),
  sleep: z.string().nullable(),
  appetite: z.string().nullable(),
  worries: z.array(z.string()),
});

/**
 * What a summary must contain, whoever writes it (the brain's structured output is parsed
 * with this schema). Moment: 2-3 sentences in `body` and wellness notes. Story: a title, a
 * short narrative in the recipient's own words, one or two quotes.
 */
export const callSummarySchema = z.object({
  title: z.string().trim().min(1).max(140),
  body: z.string().trim().min(1).max(8000),
  quotes: z.array(z.string().trim().min(1).max(600)).max(2),
  wellness: wellnessNotesSchema.nullable(),
});
export type CallSummary = z.infer<typeof callSummarySchema>;

export interface SummaryInput {
  /** loneliness: a Moment; stories: a story. */
  kind: 'loneliness' | 'stories';
  recipientName: string;
  /** The name she is called by (preferred, else first name), for sentences about her. */
  calledBy?: string;
  /** Her possessive pronoun when the family's relationship says it ("mom": her); else none is guessed. */
  pronoun?: 'her' | 'his' | null;
  transcript: TranscriptLine[];
  durationSeconds: number | null;
}

/** "mom" -> her, "grandpa" -> his; "parent", "spouse", "other": no pronoun is guessed (the one rule: contract pronouns.ts). */
export function pronounFromRelationship(relationship: string | null | undefined): 'her' | 'his' | null {
  return pronounsOf(relationship)?.possessive ?? null;
}

/** The `summarize` capability: the language model (real) or an extractive summary (local). */
export interface Summarizer {
  kind: 'brain' | 'extractive';
  summarize(input: SummaryInput): Promise<CallSummary>;
}
