import { createServer } from 'node:net';
import { loadConfig } from '../env.js';
import type { Providers } from '../providers/index.js';
import { startServer } from '../server.js';
import { TEST_OPERATOR_TOKEN } from './test-app.js';
import { createTestDatabase } from './test-database.js';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/**
 * The real server (HTTP and WebSockets, workers when asked) on a free port and a fresh
 * database, for tests that need the network paths: webhooks, media streams, /ws.
 */
export async function startTestServer(opts: { env?: Record<string, string>; providers?: Partial<Providers>; workers?: boolean } = {}) {
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    OPERATOR_TOKEN: TEST_OPERATOR_TOKEN,
    LOG_LEVEL: 'silent',
    WORKERS_IN_PROCESS: opts.workers ? 'true' : 'false',
    // Closing the server drains live calls; a test does not wait a minute for one it left open.
    CALL_SHUTDOWN_GRACE_SECONDS: '2',
    SIMULATED_PHONE_SPEECH: 'text',
    ...opts.env,
  });
  const database = await createTestDatabase();
  const started = await startServer(config, { database, providers: opts.providers });
  return { ...started, url: config.publicUrl, config };
}
