import { CircuitBreaker, failureReason, type ProviderHealthRegistry } from '../resilience/breaker.js';
import type { BatchStream, BatchTranscriber } from './batch.js';
import { within, type StreamOptions, type Transcriber, type TranscriptionStream } from './port.js';

export interface FallbackOptions {
  /** How long a flush may take before the fallback is asked (the stream has had her audio all along). */
  deadlineMs?: number;
  registry?: ProviderHealthRegistry;
  onFallback?: (err: unknown) => void;
}

/**
 * The streaming transcriber with batch transcription behind it (docs/decisions/082). Her
 * audio goes to both: the stream transcribes as she speaks, the batch side only keeps it.
 * When a flush of the stream fails or is late, the kept audio is sent as one file instead,
 * and the stream is not used again on this call; after repeated failures (the breaker) new
 * calls start on batch. With no batch side, a failure reaches the listener, and the
 * companion asks her to say it again.
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
    const primary = this.primary && this.breaker!.allows() ? this.primary.open(stream) : null;
    if (this.primary && !primary) this.breaker!.fellBack();
    const batch = this.batch ? this.batch.open(stream) : null;
    return new FallbackStream(primary, batch, this.breaker, this.opts);
  }
}

class FallbackStream implements TranscriptionStream {
  constructor(
    private primary: TranscriptionStream | null,
    private readonly batch: BatchStream | null,
    private readonly breaker: CircuitBreaker | null,
    private readonly opts: FallbackOptions,
  ) {}

  send(pcm: Int16Array, atMs?: number) {
    this.primary?.send(pcm, atMs);
    this.batch?.send(pcm, atMs);
  }

  async flush(): Promise<string> {
    if (this.primary) {
      try {
        const text = await within(this.primary.flush(), this.opts.deadlineMs ?? 2500, 'the streaming transcript');
        this.batch?.discard();
        this.breaker?.success();
        return text;
      } catch (err) {
        this.breaker?.failure(failureReason(err));
        this.opts.onFallback?.(err);
        // The stream's state is unknown now: the rest of this call is transcribed in batches.
        this.primary.close();
        this.primary = null;
        if (!this.batch) throw err;
        this.breaker?.fellBack();
      }
    }
    if (!this.batch) return '';
    return this.batch.flush();
  }

  close() {
    this.primary?.close();
    this.batch?.close();
  }
}
