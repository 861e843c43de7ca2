import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv, RouteKit } from '../../context.js';
import { callRoutes } from './calls.js';
import { phoneRoutes } from './phone.js';
import { testEndpointRoutes } from './test-endpoints.js';
import { twilioWebhookRoutes } from './twilio-webhooks.js';

/**
 * Every endpoint of the call engine, mounted under /api: the operators' test buttons, the live
 * board, the simulated phone (a WebSocket among them) and Twilio's webhooks and media streams.
 */
export function callsRoutes(deps: AppDeps, kit: RouteKit) {
  return new OpenAPIHono<AppEnv>()
    .route('/', testEndpointRoutes(deps))
    .route('/', callRoutes(deps))
    .route('/', phoneRoutes(deps, kit))
    .route('/', twilioWebhookRoutes(deps, kit));
}
