/**
 * The conversation's wall clock and timers, handed in so a test can drive them (real timers by
 * default). Only the conversation's own waits use it (the reply pause, the silence re-prompt,
 * the time limits); the listening front end counts quiet in audio time (listening/turn-policy.ts).
 */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** One named wait (the reply pause, the silence clock): setting it again replaces the last. */
export class Timer {
  private handle: unknown = null;
  constructor(private readonly clock: Clock) {}

  set(ms: number, fn: () => void) {
    this.clear();
    const handle = this.clock.setTimeout(() => {
      if (this.handle === handle) this.handle = null;
      fn();
    }, ms);
    this.handle = handle;
  }

  clear() {
    if (this.handle !== null) this.clock.clearTimeout(this.handle);
    this.handle = null;
  }

  get armed(): boolean {
    return this.handle !== null;
  }
}

/** Waits that all stop together when the call ends (the time limits, the stay with her). */
export class Deadlines {
  private readonly handles = new Set<unknown>();
  constructor(private readonly clock: Clock) {}

  after(ms: number, fn: () => void) {
    const handle = this.clock.setTimeout(() => {
      this.handles.delete(handle);
      fn();
    }, ms);
    this.handles.add(handle);
  }

  clearAll() {
    for (const h of this.handles) this.clock.clearTimeout(h);
    this.handles.clear();
  }
}
