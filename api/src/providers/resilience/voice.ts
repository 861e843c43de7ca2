import type { SynthesisRequest, Voice } from '../../calls/pipeline/ports/voice.js';
import { CircuitBreaker, failureReason, firstWithin, type ProviderHealthRegistry } from '../../lib/circuit-breaker.js';

export const DEFAULT_VOICE_FIRST_AUDIO_MS = 1500;

/**
 * The voice with its fallback: each sentence's first audio must come within the deadline;
 * a miss or an error (before or during the sentence) gives the sentence to the offline
 * voice, so the line never goes quiet. A voice that keeps failing is skipped for a while.
 */
export class ResilientVoice implements Voice {
  readonly kind: Voice['kind'];
  readonly breaker: CircuitBreaker;
  private readonly firstAudioMs: number;

  constructor(
    private readonly primary: Voice,
    private readonly fallback: Voice,
    opts: { registry?: ProviderHealthRegistry; firstAudioMs?: number; onFallback?: (err: unknown) => void } = {},
  ) {
    this.kind = primary.kind;
    this.firstAudioMs = opts.firstAudioMs ?? DEFAULT_VOICE_FIRST_AUDIO_MS;
    this.breaker = new CircuitBreaker('voice', primary.kind);
    opts.registry?.add(this.breaker);
    this.onFallback = opts.onFallback ?? (() => {});
  }

  private readonly onFallback: (err: unknown) => void;

  async warm() {
    // The offline voice must be ready before it is needed, not when the primary first fails.
    await Promise.all([this.primary.warm?.(), this.fallback.warm?.()]);
  }

  async *synthesize(req: SynthesisRequest): AsyncIterable<Uint8Array> {
    if (req.background && this.breaker.degraded) return;
    if (!this.breaker.allows()) {
      this.breaker.fellBack();
      yield* this.fallback.synthesize(req);
      return;
    }
    const ctl = new AbortController();
    const onAbort = () => ctl.abort();
    req.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const { first, rest } = await firstWithin(this.primary.synthesize({ ...req, signal: ctl.signal }), this.firstAudioMs, 'first audio', () => ctl.abort());
      if (!first.done) {
        yield first.value;
      }
      for (let step = await rest.next(); !step.done; step = await rest.next()) yield step.value;
      this.breaker.success();
    } catch (err) {
      if (req.signal?.aborted) return;
      this.breaker.failure(failureReason(err));
      this.breaker.fellBack();
      this.onFallback(err);
      if (req.background) return;
      // Cut off mid-sentence or never started: the whole sentence again, offline.
      yield* this.fallback.synthesize(req);
    } finally {
      req.signal?.removeEventListener('abort', onAbort);
    }
  }
}
