import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { issueOperatorSignInLink } from '../../auth/operators.js';
import { LIVE_LOG_CONNECTED, logMessageSchema, type LogEntry } from '@fondly/contract/logs';
import { openDatabase } from '../../db/client.js';
import { createLogger } from '../../lib/logger.js';
import { CLIENT_QUEUE_LIMIT, logHubFor } from '../log-hub.js';
import { LogPublisher } from '../log-publisher.js';
import { startTestServer } from '../../testing/test-server.js';
import { testDatabaseKind } from '../../testing/test-database.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
let operatorCookie: string;
const open: WebSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const link = await issueOperatorSignInLink(server.deps.database.db, server.url, new Date());
  const res = await fetch(link, { redirect: 'manual' });
  operatorCookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
});
afterAll(async () => {
  for (const ws of open) ws.terminate();
  await server?.close();
});

const wsUrl = () => server.url.replace(/^http/, 'ws') + '/ws';

/** Opens /ws and collects every entry that arrives. */
async function connect(headers: Record<string, string> = { cookie: operatorCookie }) {
  const ws = new WebSocket(wsUrl(), { headers });
  open.push(ws);
  const entries: LogEntry[] = [];
  ws.on('message', (data) => entries.push(...logMessageSchema.parse(JSON.parse(String(data)))));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    ws.once('error', reject);
  });
  await eventually(() => entries.some((e) => e.message === LIVE_LOG_CONNECTED), 'the stream says it is live');
  return { ws, entries };
}

async function eventually(check: () => boolean, what: string, limitMs = 20_000) {
  const deadline = Date.now() + limitMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('who may open the live log', () => {
  it('refuses a visitor without an operator session', async () => {
    await expect(connect({})).rejects.toThrow('refused with 401');
  });

  it('refuses a made-up session cookie', async () => {
    await expect(connect({ cookie: 'fondly_operator=made-up' })).rejects.toThrow('refused with 401');
  });

  it("refuses an operator's cookie sent from another site's page", async () => {
    await expect(connect({ cookie: operatorCookie, origin: 'https://evil.example' })).rejects.toThrow('refused with 403');
  });

  it('lets a signed-in operator in, from our own page', async () => {
    const { ws } = await connect({ cookie: operatorCookie, origin: server.url });
    expect(ws.readyState).toBe(WebSocket.OPEN);
    ws.close();
  });
});

describe('what the live log shows', () => {
  it("streams the API's own log lines as they happen, without secrets or full phone numbers", async () => {
    const { ws, entries } = await connect();
    server.deps.logger.child({ service: 'calls' }).info(
      { callSid: 'CA0123456789abcdef0123456789abcdef', to: '+12125550123', authToken: 'twilio-auth-token-value', outcome: 'success' },
      'Call answered by +12125550123',
    );
    server.deps.logger.warn({ card: '4242 4242 4242 4242', headers: { authorization: 'Bearer op-token' } }, 'payment retried');
    await eventually(() => entries.some((e) => e.message === 'payment retried'), 'the warning arrives');
    const answered = entries.find((e) => e.message.startsWith('Call answered'))!;
    expect(answered).toMatchObject({ level: 'success', service: 'calls', data: { callSid: 'CA0123456789abcdef0123456789abcdef', authToken: '[redacted]' } });
    expect(JSON.stringify(entries)).not.toMatch(/5550123|twilio-auth-token-value|4242 4242 4242 4242|op-token/);
    expect(entries.find((e) => e.message === 'payment retried')).toMatchObject({ level: 'warn', data: { card: '•••• 4242' } });
    ws.close();
  });

  it('shows a new viewer the recent lines first', async () => {
    server.deps.logger.info({ marker: 'history' }, 'line from before the viewer opened');
    const first = await connect();
    await eventually(() => first.entries.some((e) => e.data.marker === 'history'), 'the first viewer hears it');
    const later = await connect();
    await eventually(() => later.entries.some((e) => e.data.marker === 'history'), 'the later viewer is shown it');
    first.ws.close();
    later.ws.close();
  });

  it('shows failed requests, e.g. a refused sign-in', async () => {
    const { ws, entries } = await connect();
    await fetch(`${server.url}/api/operator/sign-in?token=not-a-real-token`);
    await eventually(() => entries.some((e) => e.message.includes('sign-in link refused')), 'the refusal is shown');
    expect(JSON.stringify(entries)).not.toContain('not-a-real-token');
    ws.close();
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('several processes, one live log', () => {
  it("delivers a worker process's lines to a viewer connected to the API process", async () => {
    const { ws, entries } = await connect();
    // A second process: its own connection pool to the same database, its own logger and publisher.
    const url = (server.deps.database as unknown as { url: string }).url;
    const workerDb = await openDatabase({ kind: 'postgres', url }, { max: 2 });
    const publisher = new LogPublisher();
    const workerLog = createLogger({ level: 'silent', service: 'worker', sinks: [publisher] });
    workerLog.level = 'info';
    publisher.attach(workerDb);
    try {
      workerLog.info({ phone: '+14165550199' }, 'worker claimed a due call');
      await eventually(() => entries.some((e) => e.message === 'worker claimed a due call'), "the worker's line arrives");
      expect(entries.find((e) => e.message === 'worker claimed a due call')).toMatchObject({ service: 'worker', level: 'info' });
      expect(JSON.stringify(entries)).not.toContain('5550199');
    } finally {
      await publisher.close();
      await workerDb.close();
      ws.close();
    }
  });
});

describe('a slow viewer', () => {
  it('cannot hold back a fast viewer or the API, and is told how much it missed', async () => {
    const fast = await connect();
    const slow = await connect();
    // The slow browser stops reading: its socket buffers fill, then its queue.
    (slow.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket.pause();
    const filler = 'x'.repeat(1800);
    const total = 4000;
    for (let i = 0; i < total; i += 100) {
      for (let j = i; j < i + 100; j++) server.deps.logger.info({ n: j, a: filler, b: filler, c: filler }, 'bulk line');
      await eventually(() => fast.entries.filter((e) => e.message === 'bulk line').length >= i + 100, `the fast viewer gets line ${i + 99}`);
    }
    expect(fast.entries.filter((e) => e.message === 'bulk line').map((e) => e.data.n)).toEqual(Array.from({ length: total }, (_, i) => i));

    const slowState = logHubFor(server.deps.database).stats().viewers.find((v) => v.droppedTotal > 0);
    expect(slowState, 'the slow viewer dropped its oldest lines').toBeDefined();
    expect(slowState!.queued).toBeLessThanOrEqual(CLIENT_QUEUE_LIMIT);

    (slow.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    await eventually(() => slow.entries.some((e) => e.message === 'bulk line' && e.data.n === total - 1), 'the slow viewer catches up to the newest line');
    const notice = slow.entries.find((e) => e.service === 'logs' && e.level === 'warn');
    expect(notice?.message).toMatch(/^\d+ log lines were skipped because this viewer could not keep up\.$/);
    expect(slow.entries.filter((e) => e.message === 'bulk line').length).toBeLessThan(total);
    fast.ws.close();
    slow.ws.close();
  }, 120_000);
});
