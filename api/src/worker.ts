import type { AppDeps } from './context.js';
import { openDatabase } from './db/client.js';
import { loadConfigOrExit, runIfEntryPoint, stopOnSignals } from './lib/process.js';
import { createProcessLogger } from './logs/index.js';
import { createProviders } from './providers/index.js';
import { withFallbacks } from './providers/resilience/index.js';
import { drainCalls } from './calls/lifecycle/call-engine.js';
import { startWorkers, stopWorkers } from './workers.js';

/** `pnpm --filter ./api worker`: background work only, for scaling out beside the API. */
async function main() {
  const config = loadConfigOrExit();
  const { logger, publisher } = createProcessLogger(config, 'worker');
  const database = await openDatabase(config.database);
  publisher.attach(database);
  const deps: AppDeps = { config, database, logger, providers: withFallbacks(await createProviders(config, logger), logger), now: () => new Date() };
  const workers = await startWorkers(deps);
  logger.info({ workers: workers.map((w) => w.name) }, 'Fondly worker started');
  stopOnSignals(async () => {
    // No new calls are claimed; live calls finish, memory is written, then the process exits.
    await stopWorkers(workers);
    await drainCalls(deps);
    await publisher.close();
    await database.close();
  });
}

runIfEntryPoint(import.meta.url, main);
