/**
 * The audio before her speech onset (issue 26). A soft voice reaches the detector's threshold
 * late, so the first syllables sit in windows it was unsure of: the pre-roll reaches back over
 * those (any window the detector gave some chance of speech, or above the line's quiet level),
 * then `leadMs` more, so the transcriber always hears the start of her words.
 */
export const PREROLL = {
  /** Audio kept before the onset at most (ms). */
  keepMs: 2000,
  /** Always sent before the first window that sounded like her (ms). */
  leadMs: 500,
  /** A window with this speech probability may already be her voice… */
  softProbability: 0.12,
  /** …or one this far above the quiet of the line (dB). */
  aboveQuietDb: 9,
} as const;

interface Kept {
  pcm: Int16Array;
  probability: number;
  db: number;
}

export class Preroll {
  private kept: Kept[] = [];

  constructor(private readonly windowMs: number) {}

  push(pcm: Int16Array, probability: number, db: number) {
    this.kept.push({ pcm, probability, db });
    if (this.kept.length * this.windowMs > PREROLL.keepMs) this.kept.shift();
  }

  /** The audio to send at an onset whose last `onsetMs` were the detector's trigger; empties the store. */
  take(onsetMs: number): Int16Array {
    const kept = this.kept;
    this.kept = [];
    const quietDb = quantile(
      kept.map((k) => k.db),
      0.2,
    );
    const maybeHer = (k: Kept | undefined) => !!k && (k.probability >= PREROLL.softProbability || k.db >= quietDb + PREROLL.aboveQuietDb);
    let first = Math.max(0, kept.length - Math.round(onsetMs / this.windowMs));
    // A rising voice dips under the line now and then: one unsure window does not end the reach back.
    while (first > 0 && (maybeHer(kept[first - 1]) || maybeHer(kept[first - 2]))) first--;
    first = Math.max(0, first - Math.round(PREROLL.leadMs / this.windowMs));
    return join(kept.slice(first).map((k) => k.pcm));
  }

  clear() {
    this.kept = [];
  }
}

function quantile(xs: number[], q: number): number {
  if (!xs.length) return -120;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) * q)]!;
}

function join(frames: Int16Array[]): Int16Array {
  const out = new Int16Array(frames.reduce((n, f) => n + f.length, 0));
  let o = 0;
  for (const f of frames) {
    out.set(f, o);
    o += f.length;
  }
  return out;
}
