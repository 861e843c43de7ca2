/**
 * A rough mood score (1 low .. 5 bright) from the words the recipient used when asked how
 * they feel (the call summary's wellness note). It only reads words that were said; no
 * note means no score, never a guess. The dashboard charts it beside the calls.
 */
const BRIGHT = /\b(happy|happier|cheerful|glad|great|wonderful|good|fine|well|content|lovely|excited|better|fantastic|grand|chipper)\b/gi;
const LOW = /\b(sad|lonely|down|low|blue|bad|grumpy|tired|worried|anxious|bored|awful|terrible|miserable|upset|unwell|sick|poorly|scared|frightened|afraid|fell|fallen|hurt|hurting|pain|confused|not (?:so |too |very )?(?:good|great|well|fine))\b/gi;

export function moodScore(note: string | null | undefined): number | null {
  if (!note || !note.trim()) return null;
  const low = note.match(LOW)?.length ?? 0;
  // "not good" counts as low, so its "good" must not also count as bright.
  const negatedBright = note.match(/\bnot (?:so |too |very )?(?:good|great|well|fine)\b/gi)?.length ?? 0;
  const bright = (note.match(BRIGHT)?.length ?? 0) - negatedBright;
  if (!low && !bright) return 3;
  const score = 3 + 2 * ((bright - low) / (bright + low));
  return Math.round(score * 10) / 10;
}

/** A call on which something urgent was said (a fall, fear) counts as the lowest mood, whatever else its notes say. */
export const DISTRESS_MOOD = 1;
/** The most a week with an urgent alert can chart: "low", never "steady" or "bright" (issue 30, item 7). */
export const DISTRESS_WEEK_MOOD_AT_MOST = 2;

/** A week's mood from its calls' scores; a week with an alert is never charted above low. */
export function weekMood(moods: number[], alerts: number): number | null {
  const all = [...moods, ...Array<number>(alerts).fill(DISTRESS_MOOD)];
  if (!all.length) return null;
  const average = Math.round((all.reduce((a, m) => a + m, 0) / all.length) * 10) / 10;
  return alerts > 0 ? Math.min(average, DISTRESS_WEEK_MOOD_AT_MOST) : average;
}
