import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.js';
import { billingRoutes } from './billing.js';
import { checkoutRoutes } from './checkout.js';
import { stripeWebhookRoutes } from './stripe-webhooks.js';

/** Every endpoint of the payments domain (checkout, Stripe's webhooks, a family's billing), mounted under /api. */
export function paymentsRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>()
    .route('/', checkoutRoutes(deps))
    .route('/', stripeWebhookRoutes(deps))
    .route('/', billingRoutes(deps));
}
