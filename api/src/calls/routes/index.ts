import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv, RouteKit } from '../../context.js';
import { callRoutes } from './calls.js';
import { telephonyRoutes } from './telephony.js';
import { testEndpointRoutes } from './test-endpoints.js';

/**
 * Every endpoint of the call engine, mounted under /api: the operators' test buttons, the live
 * board, and every telephony provider's endpoints (the simulated phone's handset, Twilio's webhooks
 * and media streams...).
 */
export function callsRoutes(deps: AppDeps, kit: RouteKit) {
  return new OpenAPIHono<AppEnv>()
    .route('/', testEndpointRoutes(deps))
    .route('/', callRoutes(deps))
    .route('/', telephonyRoutes(deps, kit));
}
