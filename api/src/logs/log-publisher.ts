import type { LogSink } from '../lib/logger.js';
import { encodeEntry, LOG_CHANNEL, takeBatch, toLogEntry } from './log-entry.js';

/** Lines waiting for the database; beyond this the oldest go, so logging never piles up memory. */
export const PUBLISH_QUEUE_LIMIT = 2000;

export interface NotifyTarget {
  notify(channel: string, payload: string): Promise<void>;
}

/**
 * The pino sink that puts this process's log lines on PostgreSQL's NOTIFY channel, where
 * every API process's /ws hub hears them: one live log for any number of processes.
 *
 * `write` runs inside every `log.info(...)`, so it only redacts, encodes and queues; a
 * single pump sends batches in the background and is never awaited by the caller. When the
 * database is slow or down, the queue drops its oldest lines instead of growing.
 */
export class LogPublisher implements LogSink {
  private readonly queue: string[] = [];
  private target: NotifyTarget | null = null;
  private pumping: Promise<void> | null = null;
  private lastFailureReport = 0;
  /** Lines dropped because the queue was full, since start. */
  dropped = 0;
  /** Batches the database refused, since start. */
  failedBatches = 0;

  write(line: Record<string, unknown>): void {
    const entry = toLogEntry(line);
    if (!entry) return;
    if (this.queue.length >= PUBLISH_QUEUE_LIMIT) {
      this.queue.shift();
      this.dropped++;
    }
    this.queue.push(encodeEntry(entry));
    this.startPump();
  }

  /** Starts publishing (and sends what was logged before the database was open). */
  attach(target: NotifyTarget): void {
    this.target = target;
    this.startPump();
  }

  /** Sends what is queued (for at most `timeoutMs`), then stops: call before closing the database. */
  async close(timeoutMs = 2000): Promise<void> {
    if (this.pumping) await Promise.race([this.pumping, new Promise((r) => setTimeout(r, timeoutMs).unref())]);
    this.target = null;
  }

  get queued(): number {
    return this.queue.length;
  }

  private startPump() {
    if (this.pumping || !this.target || this.queue.length === 0) return;
    this.pumping = this.pump().finally(() => {
      this.pumping = null;
      // Lines logged while the last batch was in flight.
      this.startPump();
    });
  }

  private async pump() {
    while (this.target && this.queue.length > 0) {
      const batch = takeBatch(this.queue);
      try {
        await this.target.notify(LOG_CHANNEL, batch);
      } catch (err) {
        this.failedBatches++;
        this.reportFailure(err);
      }
    }
  }

  /**
   * Never through the logger: a failing NOTIFY would log a line that fails to NOTIFY...
   * Straight to stderr, at most once a minute.
   */
  private reportFailure(err: unknown) {
    const now = Date.now();
    if (now - this.lastFailureReport < 60_000) return;
    this.lastFailureReport = now;
    process.stderr.write(`[fondly] live log: could not publish to the database (${err instanceof Error ? err.message : String(err)})\n`);
  }
}
