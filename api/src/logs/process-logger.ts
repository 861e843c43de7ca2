import type { Config } from '../env.js';
import { createLogger, type Logger } from '../lib/logger.js';
import { LogPublisher } from './log-publisher.js';

const PINO_ORDER = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/**
 * The logger of an API or worker process, created before the database so startup is
 * logged too. Its lines go to stdout at LOG_LEVEL and to the live log (info and above,
 * whatever LOG_LEVEL says: an operator watching a test call needs the info lines even when
 * the terminal is kept quiet). Call `publisher.attach(database)` once the database is open.
 */
export function createProcessLogger(config: Pick<Config, 'logLevel'>, service: 'api' | 'worker'): { logger: Logger; publisher: LogPublisher } {
  const publisher = new LogPublisher();
  const logger = createLogger({ level: config.logLevel, service, sinks: [publisher] });
  // stdout keeps its own threshold inside the multistream; the logger itself must let info through.
  if (PINO_ORDER.indexOf(config.logLevel) > PINO_ORDER.indexOf('info')) logger.level = 'info';
  return { logger, publisher };
}
