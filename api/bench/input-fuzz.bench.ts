// Input fuzz (issue #18): every write endpoint and every path id and query parameter of the
// API, each sent FUZZ_PER_INPUT (default 300) hostile strings from the whole Unicode range,
// against the real app on PostgreSQL (where the NUL findings were made) and on PGlite.
// Figures: payloads tried, answers of 5xx, rows written for input holding a character the
// contract refuses. The target is 0 and 0. No timing is asserted.
import { createApp } from '../src/app.js';
import type { AppDeps } from '../src/context.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { loadConfig } from '../src/env.js';
import { createLogger } from '../src/lib/logger.js';
import { createProviders } from '../src/providers/index.js';
import { seedRegistry } from '../src/registry/registry.js';
import { TEST_OPERATOR_TOKEN } from '../src/testing/test-app.js';
import { buildFuzzWorld, describeFindings, installWriteCounter, runInputFuzz, summariseFuzz, type FuzzReport } from '../src/testing/input-fuzz.js';
import { benchDatabase, writeResult } from './bench-kit.js';

const PER_INPUT = Number(process.env.FUZZ_PER_INPUT ?? 300);

async function fuzzOn(database: DatabaseHandle): Promise<FuzzReport> {
  const config = loadConfig({ NODE_ENV: 'test', OPERATOR_TOKEN: TEST_OPERATOR_TOKEN, LOG_LEVEL: 'silent', WORKERS_IN_PROCESS: 'false' });
  const logger = createLogger({ level: 'silent' });
  const deps: AppDeps = { config, database, logger, providers: await createProviders(config, logger), now: () => new Date() };
  await seedRegistry(database.db, config.remotes);
  const { app } = createApp(deps);
  const ctx = { app: app as never, db: database.db };
  const world = await buildFuzzWorld(ctx);
  await installWriteCounter(database.db);
  return runInputFuzz(ctx, world, { perTarget: PER_INPUT });
}

const summary: string[] = [];
const reports: Record<string, FuzzReport> = {};
const postgres = await benchDatabase(5);
try {
  reports.postgres = await fuzzOn(postgres);
} finally {
  await postgres.close();
}
const pglite = await openDatabase({ kind: 'pglite', dataDir: null });
try {
  reports.pglite = await fuzzOn(pglite);
} finally {
  await pglite.close();
}
let failed = false;
for (const [kind, r] of Object.entries(reports)) {
  summary.push(`${kind}: tried ${r.tried} / 5xx ${r.serverErrors.length} / rows written for refused input ${r.rowsWrittenForRefused} (target 0 and 0)`);
  summary.push(`${kind}: ${summariseFuzz(r)}`);
  for (const line of describeFindings([...r.serverErrors, ...r.reachedDatabase, ...r.acceptedRefused, ...r.writesForRefused])) summary.push(`${kind}: FINDING ${line}`);
  if (r.serverErrors.length || r.rowsWrittenForRefused || r.reachedDatabase.length || r.acceptedRefused.length) failed = true;
}
writeResult('input-fuzz', {
  summary,
  perInput: PER_INPUT,
  results: Object.fromEntries(
    Object.entries(reports).map(([k, r]) => [k, { tried: r.tried, refusedTried: r.refusedTried, serverErrors: r.serverErrors.length, rowsWrittenForRefused: r.rowsWrittenForRefused, reachedDatabase: r.reachedDatabase.length, acceptedRefused: r.acceptedRefused.length, perInput: r.perInput }]),
  ),
});
process.exit(failed ? 1 : 0);
