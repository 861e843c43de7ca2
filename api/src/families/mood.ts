/**
 * A rough mood score (1 low .. 5 bright) from the words the recipient used when asked how
 * they feel (the call summary's wellness note). It only reads words that were said; no
 * note means no score, never a guess. The dashboard charts it beside the calls.
 */
const BRIGHT = /\b(happy|happier|cheerful|glad|great|wonderful|good|fine|well|content|lovely|excited|better|fantastic|grand|chipper)\b/gi;
const LOW = /\b(sad|lonely|down|low|blue|bad|grumpy|tired|worried|anxious|bored|awful|terrible|miserable|upset|unwell|sick|poorly|not (?:so |too |very )?(?:good|great|well|fine))\b/gi;

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
