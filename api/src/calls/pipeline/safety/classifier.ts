import { z } from 'zod';
import type { TranscriptLine } from '../../../db/schema/index.js';
import { SAFETY_CATEGORIES, type SafetyCategory } from './concern.js';

/**
 * The second tier of the safety net (docs/decisions/081-safety-net-rules.md): when a language
 * model is configured, every utterance is also read by it, in parallel with the reply, as a
 * structured answer. The rules stay the floor: the model can add an alert they did not raise,
 * never silence one.
 */
export const MODEL_URGENT_CONFIDENCE = 0.7;

export const classificationSchema = z.object({
  category: z.enum([...SAFETY_CATEGORIES, 'none'] as [SafetyCategory | 'none', ...Array<SafetyCategory | 'none'>]),
  /** now: she may need help right now; soon: a worry for the family; none: nothing. */
  urgency: z.enum(['now', 'soon', 'none']),
  confidence: z.number().min(0).max(1),
  /** Her words that raised it. */
  quote: z.string(),
});
export type Classification = z.infer<typeof classificationSchema>;

/** JSON Schema for the model's structured output (strict). */
export const CLASSIFICATION_JSON_SCHEMA = {
  type: 'object',
  properties: {
    category: { type: 'string', enum: [...SAFETY_CATEGORIES, 'none'] },
    urgency: { type: 'string', enum: ['now', 'soon', 'none'] },
    confidence: { type: 'number' },
    quote: { type: 'string' },
  },
  required: ['category', 'urgency', 'confidence', 'quote'],
  additionalProperties: false,
} as const;

export const CLASSIFIER_PROMPT = [
  'You watch over a phone call between an AI companion and an older person, for her safety. Read her last words, in the context of the call.',
  'Answer urgency "now" only when she may need help right now: a fall she cannot get up from, chest pain, trouble breathing, signs of a stroke (face, arm, speech), thoughts of ending her life or not wanting to be here, someone hurting or threatening her, an intruder, gas, smoke or fire, heavy bleeding, a medication overdose or mistake, no heat in the cold, no food, or a scam happening now.',
  'Answer "soon" for a worry the family should hear about but not an emergency: a past fall she is fine after, new forgetfulness, poor sleep, low mood, loneliness, pain that is not new.',
  'Answer "none" when nothing is wrong, when she speaks of the past and is fine, of someone else, of television or a story, or in a figure of speech ("I nearly died laughing").',
  'category is the closest of the listed ones ("none" with urgency "none"); confidence is how sure you are (0 to 1); quote is her words that show it ("" for none).',
].join('\n');

/** The message the model reads: the last lines of the call, then her words. */
export function classifierInput(utterance: string, recent: TranscriptLine[]): string {
  const context = recent
    .slice(-6)
    .map((l) => `${l.speaker === 'companion' ? 'Companion' : 'Her'}: ${l.text}`)
    .join('\n');
  return `${context ? `The call so far:\n${context}\n\n` : ''}Her last words: "${utterance}"`;
}
