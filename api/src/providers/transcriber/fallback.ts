import { CircuitBreaker, failureReason, type ProviderHealthRegistry } from '../../lib/circuit-breaker.js';
import type { BatchStream, BatchTranscriber } from './batch.js';
import { within, type StreamOptions, type Transcriber, type TranscriptionStream } from '../../calls/pipeline/ports/transcriber.js';

export interface FallbackOptions {
  /** How long a flush may take before the stream is replaced (the next tier, or a new stream with her audio sent again). */
  deadlineMs?: number;
  registry?: ProviderHealthRegistry;
  onFallback?: (err: unknown) => void;
}

/** A flush later than this is a stalled stream: replaced, so she is never unheard for more than about 2 s. */
const STALL_MS = 1500;
/**
 * With no other tier, a flush not answered by then has a second stream opened beside it, sent
 * her audio from the gap; whichever gives her words first is kept. A real final transcript comes
 * in a few hundred milliseconds, so a slow stream costs her about this plus the second's flush,
 * not the whole stall deadline first (the held-out audio of 2026-11-26 measured 2.6 s deaf).
 */
const HEDGE_MS = 700;

/**
 * The streaming transcriber with what stands behind it (docs/decisions/082, issue 26). Her
 * audio goes to the stream as she speaks, and is kept until the stream has given its words.
 * When a flush fails or is late (`deadlineMs`), the stream is replaced at once: by batch
 * transcription of the kept audio when there is a batch tier (for the rest of the call), else
 * by a new stream of the same provider, sent her audio from the gap again. The breaker shows
 * the provider degraded from the first stall; after repeated failures new calls start on
 * batch. A single provider is never given up: every call, and every turn, gets a stream.
 */
export class FallbackTranscriber implements Transcriber {
  readonly kind = 'fallback' as const;
  readonly breaker: CircuitBreaker | null;

  constructor(
    private readonly primary: Transcriber | null,
    private readonly batch: BatchTranscriber | null,
    private readonly opts: FallbackOptions = {},
  ) {
    this.breaker = primary ? new CircuitBreaker('transcriber', primary.kind) : null;
    if (this.breaker) opts.registry?.add(this.breaker);
  }

  get primaryKind(): string | null {
    return this.primary?.kind ?? null;
  }

  open(stream: StreamOptions): TranscriptionStream {
    const provider = this.primary;
    // With nothing behind it, the provider is tried whatever its breaker says.
    const usePrimary = !!provider && (this.breaker!.allows() || !this.batch);
    if (provider && !usePrimary) this.breaker!.fellBack();
    const batch = this.batch ? this.batch.open(stream) : null;
    return new FallbackStream(provider && usePrimary ? () => provider.open(stream) : null, batch, this.breaker, this.opts);
  }
}

class FallbackStream implements TranscriptionStream {
  private primary: TranscriptionStream | null;
  /** Her audio the stream has not yet given words for: sent again to a stream that replaces it. */
  private gap: Array<{ pcm: Int16Array; atMs?: number }> = [];
  private closed = false;

  constructor(
    private readonly reopen: (() => TranscriptionStream) | null,
    private readonly batch: BatchStream | null,
    private readonly breaker: CircuitBreaker | null,
    private readonly opts: FallbackOptions,
  ) {
    this.primary = reopen ? reopen() : null;
  }

  send(pcm: Int16Array, atMs?: number) {
    if (this.closed) return;
    this.primary?.send(pcm, atMs);
    if (this.primary && !this.batch) this.gap.push({ pcm, atMs });
    this.batch?.send(pcm, atMs);
  }

  async flush(): Promise<string> {
    if (this.primary && !this.batch && this.reopen) return this.flushHedged(this.primary, this.reopen);
    if (this.primary) {
      const stream = this.primary;
      try {
        const text = await within(stream.flush(), this.opts.deadlineMs ?? STALL_MS, 'the streaming transcript');
        this.gap = [];
        this.batch?.discard();
        this.breaker?.success();
        return text;
      } catch (err) {
        this.breaker?.failure(failureReason(err));
        this.breaker?.stalled();
        this.opts.onFallback?.(err);
        // The stream's state is unknown now: the rest of this call is transcribed in batches.
        stream.close();
        this.primary = null;
        this.breaker?.fellBack();
      }
    }
    if (!this.batch) return '';
    return this.batch.flush();
  }

  /** The stream's flush, with a second stream raced beside it once it is late (`HEDGE_MS`). */
  private async flushHedged(stream: TranscriptionStream, reopen: () => TranscriptionStream): Promise<string> {
    const first = stream.flush();
    const early = await settled(first, HEDGE_MS);
    if (early.state === 'ok') return this.heard(early.text);
    if (early.state === 'failed') return this.replaceAfter(stream, early.err);
    // Late: a second stream hears the gap again while the first may still answer.
    const gap = this.gap;
    this.gap = [];
    const second = reopen();
    for (const g of gap) second.send(g.pcm, g.atMs);
    const secondFlush = second.flush();
    const winner = await firstToAnswer([
      within(first, this.opts.deadlineMs ?? STALL_MS, 'the streaming transcript').then((text) => ({ text, from: stream })),
      within(secondFlush, this.opts.deadlineMs ?? STALL_MS, 'the replacement stream').then((text) => ({ text, from: second })),
    ]);
    if (winner.ok && winner.value.from === stream) {
      second.close();
      return this.heard(winner.value.text);
    }
    this.breaker?.failure(failureReason(winner.ok ? new Error(`the streaming transcript took longer than ${HEDGE_MS} ms`) : winner.err));
    this.breaker?.stalled();
    this.opts.onFallback?.(winner.ok ? new Error('the streaming transcript was late') : winner.err);
    stream.close();
    if (winner.ok) {
      // The second stream is the call's stream now; what she said since it opened is sent to it too.
      this.primary = second;
      for (const g of this.gap) second.send(g.pcm, g.atMs);
      this.breaker?.fellBack();
      return this.heard(winner.value.text);
    }
    second.close();
    this.primary = this.closed ? null : reopen();
    throw winner.err;
  }

  private heard(text: string): string {
    this.gap = [];
    this.breaker?.success();
    return text;
  }

  private replaceAfter(stream: TranscriptionStream, err: unknown): Promise<string> {
    this.breaker?.failure(failureReason(err));
    this.breaker?.stalled();
    this.opts.onFallback?.(err);
    stream.close();
    this.primary = null;
    return this.retry(err);
  }

  /** A new stream of the same provider, sent her audio from the gap again; if it fails too, her words are lost once, never the call. */
  private async retry(err: unknown): Promise<string> {
    if (this.closed || !this.reopen) throw err;
    const gap = this.gap;
    this.gap = [];
    const stream = (this.primary = this.reopen());
    for (const g of gap) stream.send(g.pcm, g.atMs);
    try {
      const text = await within(stream.flush(), this.opts.deadlineMs ?? STALL_MS, 'the replacement stream');
      this.breaker?.fellBack();
      return text;
    } catch (again) {
      this.breaker?.failure(failureReason(again));
      stream.close();
      this.primary = this.closed ? null : this.reopen();
      throw again;
    }
  }

  close() {
    this.closed = true;
    this.primary?.close();
    this.batch?.close();
  }
}

type Settled = { state: 'ok'; text: string } | { state: 'failed'; err: unknown } | { state: 'late' };

/** How a flush stands after `ms`: answered, failed, or still out. */
function settled(p: Promise<string>, ms: number): Promise<Settled> {
  let timer: NodeJS.Timeout;
  return Promise.race<Settled>([
    p.then((text) => ({ state: 'ok' as const, text }), (err: unknown) => ({ state: 'failed' as const, err })),
    new Promise<Settled>((resolve) => {
      timer = setTimeout(() => resolve({ state: 'late' }), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The first of the promises to resolve, or, when all fail, the replacement stream's failure. */
function firstToAnswer<T>(ps: Promise<T>[]): Promise<{ ok: true; value: T } | { ok: false; err: unknown }> {
  return Promise.any(ps).then(
    (value) => ({ ok: true as const, value }),
    (all: AggregateError) => ({ ok: false as const, err: all.errors.at(-1) }),
  );
}
