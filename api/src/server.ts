import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { issueOperatorSignInLink } from './auth/index.js';
import type { AppDeps } from './context.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import type { Config } from './env.js';
import { loadConfigOrExit, runIfEntryPoint, stopOnSignals } from './lib/process.js';
import { logHubFor } from './logs/index.js';
import { createProcessLogger } from './logs/index.js';
import { seedRegistry } from './registry/index.js';
import { createProviders, type Providers } from './providers/index.js';
import { withFallbacks } from './providers/resilience/index.js';
import { drainCalls } from './calls/lifecycle/call-engine.js';
import { startWorkers, stopWorkers } from './workers.js';

export async function startServer(config: Config, overrides: { database?: DatabaseHandle; providers?: Partial<Providers> } = {}) {
  const { logger, publisher } = createProcessLogger(config, 'api');
  const database = overrides.database ?? (await openDatabase(config.database));
  publisher.attach(database);
  const providers = withFallbacks({ ...(await createProviders(config, logger)), ...overrides.providers }, logger);
  const deps: AppDeps = { config, database, logger, providers, now: () => new Date() };
  await seedRegistry(database.db, config.remotes);
  const { app, injectWebSocket } = createApp(deps);
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port });
  injectWebSocket(server);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  logger.info({ url: config.publicUrl, database: database.kind }, 'Fondly API listening');
  const workers = config.workersInProcess ? await startWorkers(deps) : [];
  const close = async () => {
    // No new calls are claimed; live calls finish (webhooks and media still served), memory is written.
    await stopWorkers(workers);
    await drainCalls(deps);
    // Open live-log viewers would otherwise keep the server from closing.
    await logHubFor(database).close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await publisher.close();
    await database.close();
  };
  return { app, deps, server, close };
}

async function main() {
  const config = loadConfigOrExit();
  const { deps, close } = await startServer(config);
  if (config.env !== 'production') {
    const link = await issueOperatorSignInLink(deps.database.db, config.publicUrl, new Date());
    console.log(`\n  Fondly is running at ${config.publicUrl}\n  Operator sign-in (one-time link): ${link}\n`);
  }
  stopOnSignals(close);
}

runIfEntryPoint(import.meta.url, main);
