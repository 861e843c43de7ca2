import { describe, expect, it } from 'vitest';
import { logEntrySchema, logMessageSchema } from '@fondly/contract/logs';
import { encodeEntry, MAX_PAYLOAD_BYTES, takeBatch, toLogEntry } from './log-entry.js';

const line = (extra: Record<string, unknown>) => ({ level: 'info', time: '2026-11-21T10:00:00.000Z', service: 'api', pid: 1, hostname: 'h', msg: 'hello', ...extra });

describe('pino lines as live log entries', () => {
  it('maps the levels the viewer knows, with success for lines marked as a happy ending', () => {
    expect(toLogEntry(line({}))?.level).toBe('info');
    expect(toLogEntry(line({ outcome: 'success' }))?.level).toBe('success');
    expect(toLogEntry(line({ level: 'warn' }))?.level).toBe('warn');
    expect(toLogEntry(line({ level: 'fatal' }))?.level).toBe('error');
    expect(toLogEntry(line({ level: 'debug' }))).toBeNull();
  });

  it('keeps the fields of spec section 3 and moves the rest into data', () => {
    const entry = toLogEntry(line({ callId: 'c1', requestId: 'r1' }));
    expect(logEntrySchema.parse(entry)).toEqual({
      timestamp: '2026-11-21T10:00:00.000Z',
      level: 'info',
      service: 'api',
      message: 'hello',
      data: { callId: 'c1', requestId: 'r1' },
    });
  });

  it('skips successful reads, keeps failed ones and every write', () => {
    expect(toLogEntry(line({ msg: 'request', method: 'GET', path: '/api/registry', status: 200 }))).toBeNull();
    expect(toLogEntry(line({ msg: 'request', method: 'GET', path: '/api/operator/me', status: 401 }))).not.toBeNull();
    expect(toLogEntry(line({ msg: 'request', method: 'POST', path: '/api/test/twilio', status: 200 }))).not.toBeNull();
  });

  it('redacts the message and the data', () => {
    const entry = toLogEntry(line({ msg: 'calling +12125550123', to: '+12125550123', authToken: 'secret' }))!;
    expect(JSON.stringify(entry)).not.toContain('5550123');
    expect(entry.data.authToken).toBe('[redacted]');
  });
});

describe('NOTIFY payloads', () => {
  it('shrinks an oversized entry below the PostgreSQL limit and says it did', () => {
    const transcript = Array.from({ length: 10 }, () => 'é'.repeat(1500));
    const entry = toLogEntry(line({ transcript, msg: 'm'.repeat(3000) }))!;
    const encoded = encodeEntry(entry);
    expect(Buffer.byteLength(encoded)).toBeLessThan(MAX_PAYLOAD_BYTES);
    const parsed = logEntrySchema.parse(JSON.parse(encoded));
    expect(parsed.data).toMatchObject({ truncated: true });
    expect(parsed.message.length).toBeGreaterThan(0);
  });

  it('packs several entries per payload, never more than fit', () => {
    const queue = Array.from({ length: 50 }, (_, i) => encodeEntry(toLogEntry(line({ i, filler: 'x'.repeat(600) }))!));
    const payloads: string[] = [];
    while (queue.length > 0) payloads.push(takeBatch(queue));
    expect(payloads.length).toBeGreaterThan(1);
    expect(payloads.length).toBeLessThan(50);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const all = payloads.flatMap((p) => logMessageSchema.parse(JSON.parse(p)));
    expect(all.map((e) => e.data.i)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });
});
