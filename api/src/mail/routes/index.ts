import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.js';
import { outboxRoutes } from './outbox.js';
import { unsubscribeRoutes } from './unsubscribe.js';

/** Every endpoint of the mail domain (the outbox for operators, unsubscribe links), mounted under /api. */
export function mailRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>().route('/', outboxRoutes(deps)).route('/', unsubscribeRoutes(deps));
}
