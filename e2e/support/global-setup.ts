import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { serveStatic } from '../../scripts/static-server.mjs';
import { E2E } from './env';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the production build the way `pnpm start` does: the API serving the shell,
 * and each remote from its own origin. On the real PostgreSQL when TEST_DATABASE_URL
 * is set (a fresh database, dropped afterwards), on PGlite otherwise.
 */
export default async function globalSetup() {
  const servers = await Promise.all(
    Object.values(E2E.remotes).map((r) => serveStatic({ dir: path.join(ROOT, r.dir, 'dist'), port: r.port })),
  );

  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    PORT: String(E2E.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: E2E.baseUrl,
    SHELL_DIST: path.join(ROOT, 'shell', 'dist'),
    OPERATOR_TOKEN: E2E.operatorToken,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    MFE_MARKETING_URL: `http://localhost:${E2E.remotes.marketing.port}`,
    MFE_ONBOARDING_URL: `http://localhost:${E2E.remotes.onboarding.port}`,
    MFE_AFFILIATES_URL: `http://localhost:${E2E.remotes.affiliates.port}`,
    MFE_ADMIN_TOOLS_URL: `http://localhost:${E2E.remotes['admin-tools'].port}`,
  };
  let dropDatabase = async () => {};
  let dataDir: string | null = null;
  if (process.env.TEST_DATABASE_URL) {
    const name = `fondly_e2e_${Date.now().toString(36)}`;
    const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    const u = new URL(process.env.TEST_DATABASE_URL);
    u.pathname = `/${name}`;
    env.DATABASE_URL = u.toString();
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    };
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fondly-e2e-'));
    env.DATA_DIR = dataDir;
  }

  const api: ChildProcess = spawn('pnpm', ['exec', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => api.once('exit', resolve));
  const deadline = Date.now() + 90_000;
  for (;;) {
    const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('wait'), 300))]);
    if (code !== 'wait') throw new Error(`the API exited with ${String(code)} before it was ready`);
    try {
      const res = await fetch(`${E2E.baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the API did not become healthy within 90 s');
  }

  return async () => {
    api.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    for (const s of servers) s.close();
    await dropDatabase();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
