import type { TranscriptLine } from '../../db/schema/index.js';
import type { CallPlan } from '../../calls/pipeline/conversation/call-plan.js';
import type { Brain, BrainSession, CallMemoryNotes, TurnInput } from '../../calls/pipeline/ports/brain.js';
import { CircuitBreaker, failureReason, firstWithin, within, type ProviderHealthRegistry } from '../../lib/circuit-breaker.js';

export interface BrainDeadlines {
  /** The model's first token of a reply (and any later token: a stalled stream counts too). */
  firstTokenMs: number;
  /** A transcript of one utterance from the batch transcriber. */
  transcriptMs: number;
  /** The safety model's reading of one utterance. */
  classifyMs: number;
}

export const DEFAULT_BRAIN_DEADLINES: BrainDeadlines = { firstTokenMs: 1500, transcriptMs: 4000, classifyMs: 4000 };

/** A sentence is complete at . ! ? or … (optionally closed by a quote or bracket) followed by space. */
const SENTENCE_END = /^(.*?[.!?…]["')\]]?\s+)(.*)$/s;

/**
 * The model with its fallback ladder: each reply must show its first token within the
 * deadline, and no token may stall longer than that; a miss or an error gives the turn to
 * the embedded companion (it follows the same plan). Only whole sentences of the model
 * are passed on, so a reply cut off mid-stream never speaks half a sentence: what was
 * complete is said, then the embedded line. A model that keeps failing is skipped for a
 * while (circuit breaker), so later turns do not wait out the deadline.
 */
export class ResilientBrain implements Brain {
  readonly kind: Brain['kind'];
  readonly breaker: CircuitBreaker;
  readonly transcriber: CircuitBreaker;
  private readonly deadlines: BrainDeadlines;

  constructor(
    private readonly primary: Brain,
    private readonly fallback: Brain,
    opts: { registry?: ProviderHealthRegistry; deadlines?: Partial<BrainDeadlines>; onFallback?: (what: string, err: unknown) => void } = {},
  ) {
    this.kind = primary.kind;
    this.deadlines = { ...DEFAULT_BRAIN_DEADLINES, ...opts.deadlines };
    this.breaker = new CircuitBreaker('model', primary.kind);
    this.transcriber = new CircuitBreaker('transcriber', primary.kind);
    opts.registry?.add(this.breaker);
    if (primary.transcribe) opts.registry?.add(this.transcriber);
    this.onFallback = opts.onFallback ?? (() => {});
  }

  private readonly onFallback: (what: string, err: unknown) => void;

  startSession(plan: CallPlan): BrainSession {
    return new ResilientSession(this.primary.startSession(plan), this.fallback.startSession(plan), this.breaker, this.deadlines.firstTokenMs, this.onFallback);
  }

  async remember(plan: CallPlan, transcript: TranscriptLine[]): Promise<CallMemoryNotes> {
    // The memory of the call is never lost to a model outage: the embedded notes stand in.
    try {
      return await this.primary.remember(plan, transcript);
    } catch (err) {
      this.onFallback('memory', err);
      return this.fallback.remember(plan, transcript);
    }
  }

  /** The safety reading gets its own deadline; a failure or a late answer is no reading (the rules stay the floor). */
  get classify(): Brain['classify'] {
    if (!this.primary.classify) return undefined;
    return async (utterance, recent, signal) => {
      const ctl = new AbortController();
      signal?.addEventListener('abort', () => ctl.abort(), { once: true });
      try {
        return await within(this.primary.classify!(utterance, recent, ctl.signal), this.deadlines.classifyMs, 'safety reading', () => ctl.abort());
      } catch (err) {
        this.onFallback('safety reading', err);
        return null;
      }
    };
  }

  get transcribe(): Brain['transcribe'] {
    if (!this.primary.transcribe) return undefined;
    return async (wav, signal, hints) => {
      if (!this.transcriber.allows()) {
        this.transcriber.fellBack();
        throw new Error('the transcriber is degraded');
      }
      const ctl = new AbortController();
      const onAbort = () => ctl.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        const text = await within(this.primary.transcribe!(wav, ctl.signal, hints), this.deadlines.transcriptMs, 'transcript', () => ctl.abort());
        this.transcriber.success();
        return text;
      } catch (err) {
        if (!signal?.aborted) {
          this.transcriber.failure(failureReason(err));
          this.transcriber.fellBack();
        }
        throw err;
      } finally {
        signal?.removeEventListener('abort', onAbort);
      }
    };
  }
}

class ResilientSession implements BrainSession {
  constructor(
    private readonly primary: BrainSession,
    private readonly fallback: BrainSession,
    private readonly breaker: CircuitBreaker,
    private readonly deadlineMs: number,
    private readonly onFallback: (what: string, err: unknown) => void,
  ) {}

  get finished() {
    return this.primary.finished || this.fallback.finished;
  }

  get askedQuestions() {
    return [...this.primary.askedQuestions, ...this.fallback.askedQuestions];
  }

  get threadsAsked() {
    return [...(this.primary.threadsAsked ?? []), ...(this.fallback.threadsAsked ?? [])];
  }

  get notes() {
    return this.primary.notes ?? [];
  }

  onEvent(listener: Parameters<NonNullable<BrainSession['onEvent']>>[0]) {
    this.primary.onEvent?.(listener);
    this.fallback.onEvent?.(listener);
  }

  async *reply(input: TurnInput): AsyncIterable<string> {
    if (!this.breaker.allows()) {
      this.breaker.fellBack();
      yield* this.fallback.reply(input);
      return;
    }
    const ctl = new AbortController();
    const onAbort = () => ctl.abort();
    input.signal?.addEventListener('abort', onAbort, { once: true });
    let held = '';
    let spoke = false;
    try {
      const stream = this.primary.reply({ ...input, signal: ctl.signal });
      let { first, rest } = await firstWithin(stream, this.deadlineMs, 'first token', () => ctl.abort());
      let step = first;
      while (!step.done) {
        held += step.value;
        for (let m = SENTENCE_END.exec(held); m; m = SENTENCE_END.exec(held)) {
          spoke = true;
          yield m[1]!;
          held = m[2]!;
        }
        ({ first: step, rest } = await firstWithin({ [Symbol.asyncIterator]: () => rest }, this.deadlineMs, 'next token', () => ctl.abort()));
      }
      if (held.trim()) yield held;
      this.breaker.success();
    } catch (err) {
      if (input.signal?.aborted) return;
      this.breaker.failure(failureReason(err));
      this.breaker.fellBack();
      this.onFallback(spoke ? 'model (mid-reply)' : 'model', err);
      // Half a sentence is never spoken; the embedded companion carries the turn on.
      yield* this.fallback.reply(input);
    } finally {
      input.signal?.removeEventListener('abort', onAbort);
    }
  }
}
