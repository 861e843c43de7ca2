/**
 * A simple circuit breaker per provider (docs/decisions/075-resilient-calls.md). Each
 * failure or missed deadline counts; after `threshold` in a row the provider is marked
 * degraded and the next calls go straight to the fallback (no waiting on a deadline that
 * will be missed) until `coolOffMs` has passed; then one try decides (half-open). Operators
 * see every breaker on /admin/providers (GET /api/operator/provider-health).
 */
export type ProviderRole = 'model' | 'voice' | 'transcriber';

export interface ProviderHealth {
  role: ProviderRole;
  provider: string;
  state: 'healthy' | 'degraded';
  consecutiveFailures: number;
  failures: number;
  fallbacks: number;
  successes: number;
  lastFailure: { at: string; reason: string } | null;
  degradedSince: string | null;
}

export interface BreakerOptions {
  threshold?: number;
  coolOffMs?: number;
  now?: () => number;
}

export class CircuitBreaker {
  private consecutive = 0;
  private failures = 0;
  private fallbacks = 0;
  private successes = 0;
  private openedAt: number | null = null;
  /** When a stream last stalled mid-call (replaced, so the call went on): degraded for a cool-off. */
  private stalledAt: number | null = null;
  private lastFailure: { at: string; reason: string } | null = null;
  private readonly threshold: number;
  private readonly coolOffMs: number;
  private readonly now: () => number;

  constructor(
    readonly role: ProviderRole,
    readonly provider: string,
    opts: BreakerOptions = {},
  ) {
    this.threshold = opts.threshold ?? 3;
    this.coolOffMs = opts.coolOffMs ?? 60_000;
    this.now = opts.now ?? Date.now;
  }

  /** True when the provider should be tried for this turn (healthy, or cooled off: one try). */
  allows(): boolean {
    if (this.openedAt === null) return true;
    if (this.now() - this.openedAt >= this.coolOffMs) {
      // Half-open: this attempt decides; a failure re-opens for another cool-off.
      this.openedAt = this.now();
      return true;
    }
    return false;
  }

  success() {
    this.successes++;
    this.consecutive = 0;
    this.openedAt = null;
  }

  failure(reason: string) {
    this.failures++;
    this.consecutive++;
    this.lastFailure = { at: new Date(this.now()).toISOString(), reason: reason.slice(0, 200) };
    if (this.consecutive >= this.threshold && this.openedAt === null) this.openedAt = this.now();
    else if (this.openedAt !== null) this.openedAt = this.now();
  }

  /** A live stream stalled and was replaced: the operator sees the provider degraded for a cool-off, even if later turns succeed. */
  stalled() {
    this.stalledAt = this.now();
  }

  /** A turn was served by the fallback (after a failure, or because the provider is degraded). */
  fellBack() {
    this.fallbacks++;
  }

  get degraded(): boolean {
    return this.openedAt !== null || (this.stalledAt !== null && this.now() - this.stalledAt < this.coolOffMs);
  }

  health(): ProviderHealth {
    return {
      role: this.role,
      provider: this.provider,
      state: this.degraded ? 'degraded' : 'healthy',
      consecutiveFailures: this.consecutive,
      failures: this.failures,
      fallbacks: this.fallbacks,
      successes: this.successes,
      lastFailure: this.lastFailure,
      degradedSince: this.openedAt !== null ? new Date(this.openedAt).toISOString() : this.degraded && this.stalledAt !== null ? new Date(this.stalledAt).toISOString() : null,
    };
  }
}

/** The breakers of one process, for the operator view. */
export class ProviderHealthRegistry {
  private readonly breakers: CircuitBreaker[] = [];

  add(breaker: CircuitBreaker): CircuitBreaker {
    this.breakers.push(breaker);
    return breaker;
  }

  list(): ProviderHealth[] {
    return this.breakers.map((b) => b.health());
  }
}

/** Why an attempt failed, in a few words for the operator. */
export function failureReason(err: unknown): string {
  if (err instanceof DeadlineMissed) return err.message;
  if (err instanceof Error) return `${err.name}: ${err.message}`;
  return String(err);
}

export class DeadlineMissed extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not arrive within ${ms} ms`);
    this.name = 'DeadlineMissed';
  }
}

/**
 * The first item of a stream, or a DeadlineMissed after `ms`. Returns the iterator so the
 * caller can go on reading from it; on a miss the stream is aborted through `abort`.
 */
export async function firstWithin<T>(
  source: AsyncIterable<T>,
  ms: number,
  what: string,
  abort: () => void,
): Promise<{ first: IteratorResult<T>; rest: AsyncIterator<T> }> {
  const it = source[Symbol.asyncIterator]();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineMissed(what, ms)), ms);
  });
  const next = it.next();
  try {
    const first = await Promise.race([next, deadline]);
    return { first, rest: it };
  } catch (err) {
    abort();
    // The abandoned request may still reject later: nobody waits for it.
    next.catch(() => undefined);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

/** A promise with a deadline; `abort` is told on a miss. */
export async function within<T>(promise: Promise<T>, ms: number, what: string, abort: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineMissed(what, ms)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } catch (err) {
    abort();
    promise.catch(() => undefined);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
