import { createApp } from '../app.js';
import type { AppDeps } from '../context.js';
import { loadConfig, type Config } from '../env.js';
import { createLogger } from '../lib/logger.js';
import { createProviders, type Providers } from '../providers/index.js';
import { seedRegistry } from '../registry/registry.js';
import { createTestDatabase } from './test-database.js';

export const TEST_OPERATOR_TOKEN = 'test-operator-token-0123456789abcdef';
export const TEST_ORIGIN = 'http://localhost:3000';

/** Each test app's deps, for helpers handed only the app (signUp pays a trial's checkout without the page's rate limit). */
export const depsOfTestApp = new WeakMap<object, AppDeps>();

/** The real app on a fresh database, for `app.request(...)` tests without a network. */
export async function createTestContext(
  overrides: { env?: Record<string, string>; now?: () => Date; providers?: Partial<Providers> } = {},
) {
  const config: Config = loadConfig({ NODE_ENV: 'test', OPERATOR_TOKEN: TEST_OPERATOR_TOKEN, LOG_LEVEL: 'silent', SIMULATED_PHONE_SPEECH: 'text', ...overrides.env });
  const database = await createTestDatabase();
  const logger = createLogger({ level: 'silent' });
  const deps: AppDeps = {
    config,
    database,
    logger,
    providers: { ...(await createProviders(config, logger)), ...overrides.providers },
    now: overrides.now ?? (() => new Date()),
  };
  await seedRegistry(database.db, config.remotes);
  const { app } = createApp(deps);
  depsOfTestApp.set(app, deps);
  return { app, deps, db: database.db, close: () => database.close() };
}

/** JSON request helpers that behave like the browser (same-origin writes). */
export function jsonInit(method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { origin: TEST_ORIGIN, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  };
}

export const operatorHeaders = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
