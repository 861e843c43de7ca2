import { fileURLToPath } from 'node:url';
import type { AppDeps } from './context.js';
import { openDatabase } from './db/client.js';
import { ConfigError, loadConfig } from './env.js';
import { createProcessLogger } from './logs/process-logger.js';
import { createProviders } from './providers/index.js';
import { startWorkers, stopWorkers } from './workers.js';

/** `pnpm --filter ./api worker`: background work only, for scaling out beside the API. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const { logger, publisher } = createProcessLogger(config, 'worker');
  const database = await openDatabase(config.database);
  publisher.attach(database);
  const deps: AppDeps = { config, database, logger, providers: await createProviders(config, logger), now: () => new Date() };
  const workers = await startWorkers(deps);
  logger.info({ workers: workers.map((w) => w.name) }, 'Fondly worker started');
  const stop = async () => {
    await stopWorkers(workers);
    await publisher.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
