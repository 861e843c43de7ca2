import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E } from './env';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The environment `pnpm start` gives the API, pointed at this run's ports. */
export function productionApiEnv(port = E2E.port): Record<string, string> {
  return {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    SHELL_DIST: path.join(ROOT, 'shell', 'dist'),
    OPERATOR_TOKEN: E2E.operatorToken,
    // The whole suite signs up far more families from 127.0.0.1 than one address may in an hour.
    SIGNUP_RATE_LIMIT: '10000',
    // And redeems more sign-in links from it in fifteen minutes than one address may.
    SIGN_IN_RATE_LIMIT: '10000',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // Calls still under way when the suite ends get a short goodbye, not a minute's grace: the
    // API then exits before its data folder is removed.
    CALL_SHUTDOWN_GRACE_SECONDS: '2',
    MFE_MARKETING_URL: `http://localhost:${E2E.remotes.marketing.port}`,
    MFE_ONBOARDING_URL: `http://localhost:${E2E.remotes.onboarding.port}`,
    MFE_AFFILIATES_URL: `http://localhost:${E2E.remotes.affiliates.port}`,
    MFE_ADMIN_TOOLS_URL: `http://localhost:${E2E.remotes['admin-tools'].port}`,
  };
}

export interface ApiProcess {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * Runs the API (src/server.ts) with `env` and waits until /api/health answers. Without
 * DATABASE_URL it gets a fresh PGlite folder, removed again by stop().
 */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  let dataDir: string | null = null;
  if (!env.DATABASE_URL) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fondly-e2e-'));
    env = { ...env, DATA_DIR: dataDir };
  }
  const baseUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const api: ChildProcess = spawn('pnpm', ['exec', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => api.once('exit', resolve));
  const cleanUp = () => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('wait'), 300))]);
    if (code !== 'wait') {
      cleanUp();
      throw new Error(`the API exited with ${String(code)} before it was ready`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      api.kill('SIGTERM');
      cleanUp();
      throw new Error('the API did not become healthy within 90 s');
    }
  }
  return {
    baseUrl,
    stop: async () => {
      api.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      cleanUp();
    },
  };
}
