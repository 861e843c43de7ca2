import type { StreamOptions, Transcriber, TranscriptionStream } from '../../calls/pipeline/ports/transcriber.js';

/** Words a line attached to its own audio, placed on the line's clock (ms of line audio). */
export interface AttachedSpan {
  text: string;
  startMs: number;
  endMs: number;
}

/**
 * The embedded transcriber (docs/decisions/082): on the simulated phone, whoever speaks
 * knows their words (a scripted recipient its script, the operator's browser its own speech
 * recognition) and attaches them to the audio they send, placed on the line's clock. The
 * audio itself still goes through the listening front end (Silero, the turn policy) like a
 * real call's; a flush answers with the attached words that fall inside the audio it was sent.
 * Words are spread evenly over their span, so a flush mid-sentence gets the words so far.
 */
export class AttachedWords implements Transcriber {
  readonly kind = 'attached' as const;
  private words: Array<{ word: string; atMs: number }> = [];
  private waiters = new Set<() => void>();

  constructor(private readonly opts: { waitMs?: number } = {}) {}

  /** The line says these words were spoken over this stretch of its audio. */
  attach(span: AttachedSpan) {
    const parts = span.text.trim().split(/\s+/).filter(Boolean);
    const step = (span.endMs - span.startMs) / Math.max(1, parts.length);
    parts.forEach((word, i) => this.words.push({ word, atMs: span.startMs + step * (i + 0.5) }));
    for (const w of this.waiters) w();
  }

  open(_opts: StreamOptions): TranscriptionStream {
    let from: number | null = null;
    let to = 0;
    const take = () => {
      if (from === null) return '';
      const lo = from;
      const hi = to;
      const mine = this.words.filter((w) => w.atMs >= lo && w.atMs <= hi);
      this.words = this.words.filter((w) => !mine.includes(w));
      return mine.map((w) => w.word).join(' ');
    };
    return {
      send: (pcm, atMs) => {
        if (atMs === undefined) return;
        const start = atMs - (pcm.length / _opts.rate) * 1000;
        from = from === null ? start : Math.min(from, start);
        to = Math.max(to, atMs);
      },
      flush: async () => {
        let text = take();
        // Words from a browser's recognition may come a moment after the audio: wait a little for them.
        if (!text && from !== null && this.opts.waitMs) {
          const lo = from;
          const hi = to;
          await new Promise<void>((resolve) => {
            const done = () => {
              this.waiters.delete(check);
              clearTimeout(timer);
              resolve();
            };
            const check = () => {
              if (this.words.some((w) => w.atMs >= lo && w.atMs <= hi)) done();
            };
            const timer = setTimeout(done, this.opts.waitMs);
            this.waiters.add(check);
          });
          text = take();
        }
        from = null;
        to = 0;
        return text;
      },
      close: () => {
        this.words = [];
      },
    };
  }
}
