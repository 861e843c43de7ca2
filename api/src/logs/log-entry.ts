import type { LogEntry, LogLevel } from '@fondly/contract/logs';
import { redactText, redactValue } from './redact.js';

/** The PostgreSQL channel every API and worker process publishes its log lines on. */
export const LOG_CHANNEL = 'fondly_logs';

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (default build). A little
 * headroom covers the array brackets and commas of a batch.
 */
export const MAX_PAYLOAD_BYTES = 7900;
const MAX_ENTRY_BYTES = MAX_PAYLOAD_BYTES - 2;

/**
 * How code marks a happy ending for the live log's "success" level, e.g.
 * `log.info({ outcome: 'success', callId }, 'Call completed')`.
 */
export const SUCCESS = { outcome: 'success' } as const;

const PINO_LEVELS: Record<string, LogLevel | null> = {
  trace: null,
  debug: null,
  info: 'info',
  warn: 'warn',
  error: 'error',
  fatal: 'error',
};

/**
 * A pino line (already JSON-parsed) as a live log entry, redacted; or null for lines the
 * viewer should not get. Successful GET requests are skipped: the board and the viewer poll
 * and read, and those lines would drown the ones an operator is looking for.
 */
export function toLogEntry(line: Record<string, unknown>): LogEntry | null {
  const { level, time, msg, service, pid: _pid, hostname: _hostname, outcome, ...rest } = line;
  const mapped = PINO_LEVELS[String(level)];
  if (!mapped) return null;
  if (msg === 'request' && rest.method === 'GET' && typeof rest.status === 'number' && rest.status < 400) return null;
  return {
    timestamp: typeof time === 'string' ? time : new Date(typeof time === 'number' ? time : Date.now()).toISOString(),
    level: mapped === 'info' && outcome === 'success' ? 'success' : mapped,
    service: typeof service === 'string' ? service.slice(0, 40) : 'api',
    message: redactText(typeof msg === 'string' ? msg : ''),
    data: redactValue(rest) as Record<string, unknown>,
  };
}

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/**
 * One entry as JSON that always fits in a NOTIFY. An oversized entry keeps its message and
 * a shortened preview of its data, and says so, rather than being lost.
 */
export function encodeEntry(entry: LogEntry): string {
  const whole = JSON.stringify(entry);
  if (bytes(whole) <= MAX_ENTRY_BYTES) return whole;
  const dataJson = JSON.stringify(entry.data);
  let message = entry.message.slice(0, 1000);
  let previewChars = Math.min(dataJson.length, MAX_ENTRY_BYTES);
  for (;;) {
    const shrunk = JSON.stringify({
      ...entry,
      message,
      data: { truncated: true, originalBytes: bytes(whole), preview: dataJson.slice(0, previewChars) },
    });
    if (bytes(shrunk) <= MAX_ENTRY_BYTES) return shrunk;
    if (previewChars > 0) previewChars = Math.floor(previewChars / 2);
    else message = message.slice(0, Math.floor(message.length / 2));
  }
}

/** Takes encoded entries off the front of `queue` while they fit in one NOTIFY payload. */
export function takeBatch(queue: string[]): string {
  const parts: string[] = [];
  let size = 2;
  while (queue.length > 0) {
    const next = queue[0]!;
    const added = bytes(next) + (parts.length > 0 ? 1 : 0);
    if (parts.length > 0 && size + added > MAX_PAYLOAD_BYTES) break;
    parts.push(next);
    size += added;
    queue.shift();
  }
  return `[${parts.join(',')}]`;
}
