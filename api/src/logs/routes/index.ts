import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv, RouteKit } from '../../context.js';
import { clientErrorRoutes } from './client-errors.js';
import { liveLogRoutes } from './live-log.js';

/** The logs domain's endpoints, mounted at the root: reported front-end failures under /api, the live log's WebSocket at /ws. */
export function logsRoutes(deps: AppDeps, kit: RouteKit) {
  return new OpenAPIHono<AppEnv>().route('/api', clientErrorRoutes(deps)).route('/', liveLogRoutes(deps, kit));
}
