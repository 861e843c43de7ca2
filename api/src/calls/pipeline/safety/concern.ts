/** What the safety net finds: a kind of trouble, how much it matters now, and the words that raised it. */
export type SafetyCategory =
  | 'fall'
  | 'chest-pain'
  | 'breathing'
  | 'stroke'
  | 'confusion'
  | 'self-harm'
  | 'intruder'
  | 'abuse'
  | 'scam'
  | 'bleeding'
  | 'medication'
  | 'fainting'
  | 'gas'
  | 'fire'
  | 'cold'
  | 'food'
  | 'emergency'
  | 'wellbeing';

export type Urgency = 'urgent' | 'check' | 'note';

/** Every category, in one list (the model's structured output and the flags use it). */
export const SAFETY_CATEGORIES = ['fall', 'chest-pain', 'breathing', 'stroke', 'confusion', 'self-harm', 'intruder', 'abuse', 'scam', 'bleeding', 'medication', 'fainting', 'gas', 'fire', 'cold', 'food', 'emergency', 'wellbeing'] as const satisfies readonly SafetyCategory[];

export interface Concern {
  category: SafetyCategory;
  urgency: Urgency;
  /** The words that raised it. */
  quote: string;
}

export type Rule = [RegExp, Urgency];
/** The rules for one kind of trouble. */
export type KindRules = [SafetyCategory, Rule[]];

/** Urgencies in rising order. */
export const ORDER: Record<Urgency, number> = { note: 0, check: 1, urgent: 2 };

/** The stronger of two readings (the first when equal). */
export function stronger(a: Concern | null, b: Concern | null): Concern | null {
  if (!b) return a;
  if (!a) return b;
  return ORDER[b.urgency] > ORDER[a.urgency] ? b : a;
}

export function lower(u: Urgency, to: Urgency): Urgency {
  return ORDER[u] > ORDER[to] ? to : u;
}
