import type { TranscriptionStream } from '../../calls/pipeline/ports/transcriber.js';

interface Waiter {
  resolve: (text: string) => void;
  reject: (err: Error) => void;
}

/**
 * What the streaming adapters share: a socket that opens after the stream is made (audio and
 * flushes wait for it), flushes answered in order, and one failure that fails every flush
 * waiting and every one after (the fallback then takes over for the call).
 */
export abstract class SocketStream<W extends Waiter = Waiter> implements TranscriptionStream {
  protected open = false;
  protected failed: Error | null = null;
  protected closed = false;
  protected waiters: W[] = [];

  abstract send(pcm: Int16Array, atMs?: number): void;
  abstract flush(): Promise<string>;
  protected abstract shutdown(): void;

  protected fail(err: Error) {
    if (this.failed || this.closed) return;
    this.failed = err;
    this.open = false;
    this.onFailed();
    for (const w of this.waiters.splice(0)) w.reject(err);
  }

  /**
   * Sends on the socket; a socket that closed under it (its close event may come after the send)
   * fails the stream, its flushes rejected, instead of throwing into the call: the fallback takes over.
   */
  protected guard(send: () => void) {
    try {
      send();
    } catch (err) {
      this.fail(err instanceof Error ? err : new Error(String(err)));
    }
  }

  /** Extra clean-up when the socket failed (timers). */
  protected onFailed() {}

  /** Resolves once the socket is open; rejects if it failed first. */
  protected async whenOpen() {
    while (!this.open) {
      if (this.failed) throw this.failed;
      if (this.closed) return;
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.open = false;
    for (const w of this.waiters.splice(0)) w.resolve('');
    try {
      this.shutdown();
    } catch {
      // already gone
    }
  }
}
