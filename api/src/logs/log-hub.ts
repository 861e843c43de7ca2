import { LIVE_LOG_CONNECTED, type LogEntry } from '@fondly/contract/logs';
import type { DatabaseHandle } from '../db/client.js';
import { LOG_CHANNEL } from './log-entry.js';

/** The part of a WebSocket the hub needs (the `ws` package's socket has all of it). */
export interface LogSocket {
  send(data: string): void;
  /** Bytes accepted by send() but not yet handed to the network. */
  readonly bufferedAmount: number;
  close(code?: number, reason?: string): void;
}

/** Per viewer: entries waiting while its connection is busy. Past this, the oldest go. */
export const CLIENT_QUEUE_LIMIT = 1000;
/** Stop handing a socket more once this much is waiting in its send buffer. */
export const CLIENT_HIGH_WATER_BYTES = 256 * 1024;
/** The last entries a newly opened viewer is shown. */
export const RECENT_LIMIT = 200;
const RETRY_MS = 100;

interface Batch {
  text: string;
  count: number;
}

/**
 * One open log viewer. The hub hands it batches and never waits for it: a viewer on a slow
 * connection gets a bounded queue that drops its oldest entries (and is told how many), and
 * cannot hold back the API or any other viewer.
 */
export class LogViewer {
  private readonly queue: Batch[] = [];
  private queuedEntries = 0;
  private skipped = 0;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;
  /** Entries this viewer never got because it fell behind, since it connected. */
  droppedTotal = 0;

  constructor(private readonly socket: LogSocket) {}

  get queued(): number {
    return this.queuedEntries;
  }

  enqueue(batch: Batch) {
    if (this.closed) return;
    this.queue.push(batch);
    this.queuedEntries += batch.count;
    while (this.queuedEntries > CLIENT_QUEUE_LIMIT && this.queue.length > 1) {
      const oldest = this.queue.shift()!;
      this.queuedEntries -= oldest.count;
      this.skipped += oldest.count;
      this.droppedTotal += oldest.count;
    }
    this.flush();
  }

  close(reason?: { code: number; text: string }) {
    if (reason && !this.closed) {
      try {
        this.socket.close(reason.code, reason.text);
      } catch {
        // already closing
      }
    }
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.queue.length = 0;
    this.queuedEntries = 0;
  }

  private flush() {
    if (this.closed) return;
    try {
      while (this.queue.length > 0 && this.socket.bufferedAmount < CLIENT_HIGH_WATER_BYTES) {
        if (this.skipped > 0) {
          this.socket.send(JSON.stringify([skippedNotice(this.skipped)]));
          this.skipped = 0;
        }
        const batch = this.queue.shift()!;
        this.queuedEntries -= batch.count;
        this.socket.send(batch.text);
      }
    } catch {
      // The socket is closing; its close handler removes this viewer.
      return;
    }
    if (this.queue.length > 0 && !this.retry) {
      this.retry = setTimeout(() => {
        this.retry = null;
        this.flush();
      }, RETRY_MS);
      this.retry.unref();
    }
  }
}

function connectedNotice(): LogEntry {
  return { timestamp: new Date().toISOString(), level: 'info', service: 'logs', message: LIVE_LOG_CONNECTED, data: {} };
}

function skippedNotice(count: number): LogEntry {
  return {
    timestamp: new Date().toISOString(),
    level: 'warn',
    service: 'logs',
    message: `${count} log ${count === 1 ? 'line was' : 'lines were'} skipped because this viewer could not keep up.`,
    data: { skipped: count },
  };
}

/**
 * The /ws side of the live log in one process: it LISTENs on the log channel (so it hears
 * every API and worker process) once the first viewer connects, and fans each batch out to
 * the viewers connected here.
 */
export class LogHub {
  private readonly viewers = new Set<LogViewer>();
  private readonly recent: string[] = [];
  private subscription: Promise<() => Promise<void>> | null = null;

  constructor(private readonly database: Pick<DatabaseHandle, 'listen'>) {}

  /**
   * Adds a viewer once this process is listening, first showing it the recent entries this
   * process has heard and then a "connected" line: from that line on, nothing is missed.
   */
  async connect(socket: LogSocket): Promise<LogViewer> {
    await this.subscribe();
    const viewer = new LogViewer(socket);
    const greeting = [...this.recent, JSON.stringify(connectedNotice())];
    viewer.enqueue({ text: `[${greeting.join(',')}]`, count: greeting.length });
    this.viewers.add(viewer);
    return viewer;
  }

  disconnect(viewer: LogViewer) {
    viewer.close();
    this.viewers.delete(viewer);
  }

  stats() {
    return { viewers: [...this.viewers].map((v) => ({ queued: v.queued, droppedTotal: v.droppedTotal })) };
  }

  /** Closes every viewer's connection and stops listening (shutdown); the next viewer subscribes again. */
  async close() {
    for (const viewer of this.viewers) viewer.close({ code: 1001, text: 'The server is restarting' });
    this.viewers.clear();
    const sub = this.subscription;
    this.subscription = null;
    if (sub) await (await sub.catch(() => async () => {}))();
  }

  private subscribe() {
    this.subscription ??= this.database.listen(LOG_CHANNEL, (payload) => this.receive(payload)).catch((err: unknown) => {
      this.subscription = null;
      throw err;
    });
    return this.subscription;
  }

  private receive(payload: string) {
    let entries: unknown[];
    try {
      entries = JSON.parse(payload) as unknown[];
    } catch {
      return;
    }
    if (!Array.isArray(entries) || entries.length === 0) return;
    const encoded = entries.map((e) => JSON.stringify(e));
    this.recent.push(...encoded);
    if (this.recent.length > RECENT_LIMIT) this.recent.splice(0, this.recent.length - RECENT_LIMIT);
    const batch = { text: payload, count: entries.length };
    for (const viewer of this.viewers) viewer.enqueue(batch);
  }
}

const hubs = new WeakMap<object, LogHub>();

/** The one hub per open database in this process. */
export function logHubFor(database: Pick<DatabaseHandle, 'listen'>): LogHub {
  let hub = hubs.get(database);
  if (!hub) {
    hub = new LogHub(database);
    hubs.set(database, hub);
  }
  return hub;
}
