import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.js';
import { logMessageSchema } from '@fondly/contract/logs';
import { LogPublisher, PUBLISH_QUEUE_LIMIT, type NotifyTarget } from './log-publisher.js';

describe('publishing log lines', () => {
  it('keeps logging when the database stops answering, holding only the newest lines', () => {
    // The database side of the network: a NOTIFY that never comes back.
    const stuck: NotifyTarget = { notify: () => new Promise(() => {}) };
    const publisher = new LogPublisher();
    const log = createLogger({ level: 'silent', sinks: [publisher] });
    log.level = 'info';
    publisher.attach(stuck);
    for (let i = 0; i < PUBLISH_QUEUE_LIMIT * 3; i++) log.info({ i }, 'busy');
    expect(publisher.queued).toBeLessThanOrEqual(PUBLISH_QUEUE_LIMIT);
    expect(publisher.dropped).toBeGreaterThan(PUBLISH_QUEUE_LIMIT);
  });

  it('sends what was logged before the database opened, in order, once attached', async () => {
    const payloads: string[] = [];
    const publisher = new LogPublisher();
    const log = createLogger({ level: 'silent', sinks: [publisher] });
    log.level = 'info';
    log.info('starting');
    log.warn('config looks odd');
    publisher.attach({ notify: async (_channel, payload) => void payloads.push(payload) });
    log.info('listening');
    await publisher.close();
    const messages = payloads.flatMap((p) => logMessageSchema.parse(JSON.parse(p))).map((e) => e.message);
    expect(messages).toEqual(['starting', 'config looks odd', 'listening']);
  });

  it('drops a batch the database refuses and carries on with the next', async () => {
    let calls = 0;
    const delivered: string[] = [];
    const publisher = new LogPublisher();
    const log = createLogger({ level: 'silent', sinks: [publisher] });
    log.level = 'info';
    const stderr = process.stderr.write;
    process.stderr.write = (() => true) as typeof process.stderr.write;
    try {
      publisher.attach({
        notify: async (_c, payload) => {
          if (calls++ === 0) throw new Error('connection reset');
          delivered.push(payload);
        },
      });
      log.info('lost');
      await publisher.close();
      log.info('kept');
      publisher.attach({ notify: async (_c, payload) => void delivered.push(payload) });
      await publisher.close();
    } finally {
      process.stderr.write = stderr;
    }
    expect(publisher.failedBatches).toBe(1);
    expect(delivered.flatMap((p) => logMessageSchema.parse(JSON.parse(p))).map((e) => e.message)).toEqual(['kept']);
  });
});
