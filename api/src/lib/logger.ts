import pino, { type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/**
 * Paths that must never reach a log line or the live log stream. Phone numbers and
 * card data are masked where they are logged (see `maskPhone`), secrets by key here.
 */
export const REDACT_PATHS = [
  'password',
  'token',
  'secret',
  'apiKey',
  'authorization',
  'cookie',
  '*.password',
  '*.token',
  '*.secret',
  '*.apiKey',
  '*.authToken',
  '*.authorization',
  '*.cookie',
  'req.headers.cookie',
  'req.headers.authorization',
];

export interface LogSink {
  write(entry: Record<string, unknown>): void;
}

export function createLogger(opts: { level: LoggerOptions['level']; service?: string; sinks?: LogSink[] }): Logger {
  const sinks = opts.sinks ?? [];
  const streams: pino.StreamEntry[] = [{ stream: process.stdout, level: opts.level as pino.Level }];
  if (sinks.length > 0) {
    streams.push({
      level: 'info',
      stream: {
        write(line: string) {
          let entry: Record<string, unknown>;
          try {
            entry = JSON.parse(line) as Record<string, unknown>;
          } catch {
            return;
          }
          for (const sink of sinks) sink.write(entry);
        },
      },
    });
  }
  return pino(
    {
      level: opts.level ?? 'info',
      base: { service: opts.service ?? 'api', pid: process.pid },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    pino.multistream(streams),
  );
}

/** "+15551234567" -> "+1555•••4567": enough to tell calls apart, not enough to dial. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  if (phone.length <= 7) return '•••';
  return `${phone.slice(0, 5)}•••${phone.slice(-4)}`;
}
