import path from 'node:path';
import postgres from 'postgres';
import { serveStatic } from '../../scripts/static-server.mjs';
import { productionApiEnv, ROOT, startApi } from './api-process';
import { E2E } from './env';

export { ROOT };

/**
 * Starts the production build the way `pnpm start` does: the API serving the shell,
 * and each remote from its own origin. On the real PostgreSQL when TEST_DATABASE_URL
 * is set (a fresh database, dropped afterwards), on PGlite otherwise.
 */
export default async function globalSetup() {
  const servers = await Promise.all(
    Object.values(E2E.remotes).map((r) => serveStatic({ dir: path.join(ROOT, r.dir, 'dist'), port: r.port })),
  );

  const env = productionApiEnv();
  let dropDatabase = async () => {};
  if (process.env.TEST_DATABASE_URL) {
    const name = `fondly_e2e_${Date.now().toString(36)}`;
    const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    const u = new URL(process.env.TEST_DATABASE_URL);
    u.pathname = `/${name}`;
    env.DATABASE_URL = u.toString();
    // For a journey that needs a row no page can write (an older schedule): read by the workers.
    process.env.E2E_DATABASE_URL = env.DATABASE_URL;
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    };
  }

  const api = await startApi(env);

  return async () => {
    await api.stop();
    for (const s of servers) s.close();
    await dropDatabase();
  };
}
