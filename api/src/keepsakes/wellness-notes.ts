import type { WellnessNotes } from '../db/schema/index.js';

/**
 * A Moment's wellness notes as the family reads them (mail, PDF): only what she spoke of, each in
 * her words. A note nobody mentioned is left out rather than filled with "not mentioned" or
 * "nothing came up" (issue 31: she had mentioned a stiff back).
 */
export function wellnessItems(w: WellnessNotes | null | undefined): Array<{ label: string; value: string }> {
  if (!w) return [];
  const items: Array<{ label: string; value: string | null }> = [
    { label: 'Mood', value: w.mood },
    { label: 'Sleep', value: w.sleep },
    { label: 'Appetite', value: w.appetite },
    { label: 'Anything worrying', value: w.worries.length ? w.worries.join(' ') : null },
  ];
  return items.filter((i): i is { label: string; value: string } => Boolean(i.value?.trim()));
}
