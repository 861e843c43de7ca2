import { z } from 'zod';

/** The live log viewer's levels (spec section 2): pino's info lines marked `outcome: 'success'` become success. */
export const LOG_LEVELS = ['info', 'success', 'warn', 'error'] as const;
export const logLevelSchema = z.enum(LOG_LEVELS);
export type LogLevel = z.infer<typeof logLevelSchema>;

/** One line of the live log (spec section 3: timestamp, level, service, message, data). */
export const logEntrySchema = z.object({
  /** ISO 8601. */
  timestamp: z.string(),
  level: logLevelSchema,
  /** Which process wrote it: api, worker, or a domain's child logger (calls, mail...). */
  service: z.string(),
  message: z.string(),
  /** Everything else on the line, with secrets and full phone and card numbers removed. */
  data: z.record(z.string(), z.unknown()),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

/** Every WebSocket message on /ws is a JSON array of entries, oldest first. */
export const logMessageSchema = z.array(logEntrySchema);

/**
 * The hub's line that ends a viewer's first message, once the stream is really live: the
 * viewer shows "Connected" from then on (earlier lines would be missed, later ones are not).
 */
export const LIVE_LOG_CONNECTED = 'Connected to the live log.';
