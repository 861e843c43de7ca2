// The live log's cost and speed (docs/decisions/060-live-log-stream.md), on the real PostgreSQL.
// Baselines: (1) the same pino logger without the live-log sink; (2) API request latency with
// no viewer connected. Run: pnpm bench log-stream
import WebSocket from 'ws';
import { loadConfig } from '../src/env.js';
import { createLogger } from '../src/lib/logger.js';
import { openDatabase } from '../src/db/client.js';
import { LogPublisher } from '../src/logs/log-publisher.js';
import { startServer } from '../src/server.js';
import { freePort } from '../src/testing/test-server.js';
import { benchDatabase, percentile, writeResult } from './bench-kit.js';

const TOKEN = 'bench-operator-token-0123456789abcdef';
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

/** A typical request line, with a phone number and a token for the redactor to find. */
const sampleLine = (i: number) => [{ method: 'POST', path: '/api/test/twilio', status: 200, ms: 12, i, to: '+12125550123', requestId: 'a1b2c3', headers: { authorization: 'Bearer x' } }, 'request'] as const;

function costPerLine(withSink: boolean, lines: number) {
  const publisher = new LogPublisher();
  const log = createLogger({ level: 'silent', service: 'api', sinks: withSink ? [publisher] : [] });
  log.level = 'info';
  // Not attached: measures the work done inside log.info(), which is what the caller waits for.
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < lines; i++) log.info(...sampleLine(i));
  return Number(process.hrtime.bigint() - t0) / 1e3 / lines; // µs per line
}

async function main() {
  // 1. What a log line costs the code that logs it.
  costPerLine(true, 5_000); // warm up
  costPerLine(false, 5_000);
  const baseUs = costPerLine(false, 50_000);
  const sinkUs = costPerLine(true, 50_000);

  // 2. Latency from a log line in another process to a viewer, and 3. request latency with a stuck viewer.
  const database = await benchDatabase(10);
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    OPERATOR_TOKEN: TOKEN,
    LOG_LEVEL: 'silent',
    WORKERS_IN_PROCESS: 'false',
  });
  const server = await startServer(config, { database });
  const workerDb = await openDatabase({ kind: 'postgres', url: database.url }, { max: 2 });
  const publisher = new LogPublisher();
  const workerLog = createLogger({ level: 'silent', service: 'worker', sinks: [publisher] });
  workerLog.level = 'info';
  publisher.attach(workerDb);

  const connect = async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { authorization: `Bearer ${TOKEN}` } });
    // The hub's first message ends with its "connected" line: from then on nothing is missed.
    await new Promise((r, j) => (ws.once('message', r), ws.once('error', j)));
    return ws;
  };

  const viewer = await connect();
  const arrivals = new Map<number, number>();
  viewer.on('message', (data) => {
    const now = performance.now();
    for (const e of JSON.parse(String(data)) as Array<{ data: { seq?: number } }>) if (typeof e.data.seq === 'number') arrivals.set(e.data.seq, now);
  });
  const sentAt: number[] = [];
  const N = 2000;
  for (let seq = 0; seq < N; seq++) {
    sentAt[seq] = performance.now();
    workerLog.info({ seq }, 'latency probe');
    if (seq % 20 === 19) await new Promise((r) => setTimeout(r, 10)); // ~2,000 lines/s
  }
  const deadline = Date.now() + 20_000;
  while (arrivals.size < N && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const latencies = sorted([...arrivals].map(([seq, at]) => at - sentAt[seq]!));
  viewer.close();

  const requestLatencies = async (count: number) => {
    const out: number[] = [];
    for (let i = 0; i < count; i++) {
      const t0 = performance.now();
      await fetch(`http://127.0.0.1:${port}/api/plans`, { method: 'GET' }).then((r) => r.arrayBuffer());
      out.push(performance.now() - t0);
      // Background noise: the API logs while it serves (100 info lines per request).
      for (let j = 0; j < 100; j++) server.deps.logger.info({ j, filler: 'x'.repeat(500) }, 'noise');
    }
    return sorted(out);
  };
  await requestLatencies(100); // warm up
  const quiet = await requestLatencies(500);
  const stuck = await connect();
  (stuck as unknown as { _socket: { pause(): void } })._socket.pause();
  const withStuck = await requestLatencies(500);
  stuck.terminate();
  // The baseline again, so the ratio is not just the process warming up or slowing down.
  const quietAgain = await requestLatencies(500);

  await publisher.close();
  await workerDb.close();
  await server.close();

  const baselineP95 = (percentile(quiet, 95) + percentile(quietAgain, 95)) / 2;
  const p95ratio = percentile(withStuck, 95) / baselineP95;
  writeResult('log-stream', {
    costPerLineUs: { baseline: baseUs, withLiveLog: sinkUs },
    deliveryMs: { delivered: arrivals.size, of: N, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) },
    requestMs: {
      noViewer: { p50: percentile(quiet, 50), p95: percentile(quiet, 95) },
      noViewerAfter: { p50: percentile(quietAgain, 50), p95: percentile(quietAgain, 95) },
      stuckViewer: { p50: percentile(withStuck, 50), p95: percentile(withStuck, 95) },
    },
    summary: [
      `cost of one info line: ${sinkUs.toFixed(1)} µs with the live log vs ${baseUs.toFixed(1)} µs without (${(sinkUs / baseUs).toFixed(2)}x the baseline)`,
      `worker line -> viewer on the API process: ${arrivals.size}/${N} delivered, p50 ${fmt(percentile(latencies, 50))}, p95 ${fmt(percentile(latencies, 95))}, p99 ${fmt(percentile(latencies, 99))}`,
      `request p95 with a stuck viewer: ${fmt(percentile(withStuck, 95))} vs ${fmt(percentile(quiet, 95))} / ${fmt(percentile(quietAgain, 95))} with none before / after (${p95ratio.toFixed(2)}x the baseline)`,
    ],
  });
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
