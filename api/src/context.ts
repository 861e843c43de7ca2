import type { UpgradeWebSocket } from 'hono/ws';
import type { Config } from './env.js';
import type { DatabaseHandle } from './db/client.js';
import type { Logger } from './lib/logger.js';
import type { Providers } from './providers/index.js';

/** Everything a route or a worker needs, built once at start and passed down. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  providers: Providers;
  /** The clock, so tests and the planner can move time without sleeping. */
  now: () => Date;
}

export interface SessionInfo {
  kind: 'subscriber' | 'affiliate' | 'operator';
  subjectId: string;
  tokenHash: string;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    session: SessionInfo | null;
  };
}

/** What route factories may need besides deps: WebSocket upgrades are bound to the app (app.ts). */
export interface RouteKit {
  upgradeWebSocket: UpgradeWebSocket;
}

/** A background loop started by workers.ts: each domain's worker answers one. */
export interface Worker {
  name: string;
  stop(): Promise<void>;
}
