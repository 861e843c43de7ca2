/**
 * How her voice ends (issue 26): pitch and energy at the end of the last voiced stretch. A
 * statement's end falls (pitch drops, the voice fades); a thought that goes on stays level or
 * rises. Pitch is found per 32 ms window by normalised autocorrelation (70-400 Hz, a telephone
 * band voice); nothing here needs a model.
 */
export type Contour = 'falling' | 'level' | 'unknown';

export interface VoicedWindow {
  /** Fundamental frequency (Hz), or null for an unvoiced window. */
  f0: number | null;
  /** Level, dBov. */
  db: number;
}

const MIN_F0 = 70;
const MAX_F0 = 400;
/** Normalised autocorrelation a window needs to count as voiced. */
const VOICING = 0.5;

/** The pitch of one window of samples in [-1, 1] at `rate`, or null when it is not voiced. */
export function pitchOf(x: Float32Array, rate: number): number | null {
  const minLag = Math.floor(rate / MAX_F0);
  const maxLag = Math.min(Math.ceil(rate / MIN_F0), Math.floor(x.length / 2));
  let mean = 0;
  for (const v of x) mean += v;
  mean /= x.length;
  const r = new Float32Array(maxLag + 1);
  let best = 0;
  for (let lag = minLag; lag <= maxLag; lag++) {
    let num = 0;
    let e1 = 0;
    let e2 = 0;
    for (let i = 0; i + lag < x.length; i++) {
      const a = x[i]! - mean;
      const b = x[i + lag]! - mean;
      num += a * b;
      e1 += a * a;
      e2 += b * b;
    }
    r[lag] = num / Math.sqrt(e1 * e2 + 1e-12);
    best = Math.max(best, r[lag]!);
  }
  if (best < VOICING) return null;
  // The shortest lag that is nearly as good (a peak at twice the period is the same voice an octave down).
  for (let lag = minLag + 1; lag < maxLag; lag++) {
    if (r[lag]! >= 0.85 * best && r[lag]! >= r[lag - 1]! && r[lag]! >= r[lag + 1]!) return rate / lag;
  }
  return null;
}

const semitones = (a: number, b: number) => 12 * Math.log2(a / b);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? -120;
};

/**
 * The end of a stretch: its last voiced windows (about 0.3 s) against the voiced windows of the
 * second before. Falling: pitch down a semitone or more to the very end. A rise at the very end
 * (a continuation, "and then…,") or a pitch that holds is level.
 */
export function endContour(windows: readonly VoicedWindow[], tailWindows = 9, bodyWindows = 30): Contour {
  // Windows far below her voice's level are the fading tail or the line, not her pitch.
  const loud = median(windows.map((w) => w.db)) - 15;
  const voiced = windows.filter((w) => w.f0 !== null && w.db >= loud);
  if (voiced.length < tailWindows + 4) return 'unknown';
  // Octave slips of the tracker are folded back towards the stretch's own median.
  const centre = median(voiced.map((w) => w.f0!));
  const fold = (f: number) => (f < centre / 1.6 ? f * 2 : f > centre * 1.6 ? f / 2 : f);
  const tail = voiced.slice(-tailWindows).map((w) => fold(w.f0!));
  const body = voiced.slice(-(tailWindows + bodyWindows), -tailWindows).map((w) => fold(w.f0!));
  const end = median(tail.slice(-4));
  const lowest = Math.min(...tail.slice(0, -2));
  if (semitones(end, lowest) >= 1.5) return 'level';
  return semitones(median(body), end) >= 1 ? 'falling' : 'level';
}
