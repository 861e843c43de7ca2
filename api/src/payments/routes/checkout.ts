import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../context.js';
import { readSession } from '../../auth/index.js';
import {
  checkoutPlanParamSchema,
  checkoutQuerySchema,
  checkoutSessionIdSchema,
  checkoutSessionSchema,
  checkoutUrlSchema,
  localCheckoutPaymentSchema,
  localCheckoutResultSchema,
} from '../../contract/payments.js';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { describeCheckout, startCheckout } from '../checkout.js';
import { payLocalCheckout } from '../local-billing.js';
import { readReferralCookie } from '../../referrals/index.js';

/** Buying a plan: the checkout address, what a checkout is for, and the local checkout's "Pay". */
export function checkoutRoutes(deps: AppDeps) {
  const router = createRouter();
  // Each start creates a session at Stripe; each lookup probes a secret id; each payment tries a card.
  router.use('/checkout/sessions/:id/pay', rateLimit(deps, { name: 'checkout-pay', limit: 20, windowMs: 15 * 60_000 }));
  router.use('/checkout/sessions/:id', rateLimit(deps, { name: 'checkout-session', limit: 120, windowMs: 15 * 60_000 }));
  router.use('/checkout/:plan', rateLimit(deps, { name: 'checkout-start', limit: 30, windowMs: 15 * 60_000 }));

  return router
    .openapi(
      createRoute({
        method: 'get',
        path: '/checkout/{plan}',
        tags: ['payments'],
        summary: 'A checkout address for one plan: Stripe Checkout, or the local checkout page',
        description:
          'Every purchasable plan (starter, premium, legacy, and the gift plans as one-time payments); the aliases `weekly` and `connected` are Starter, `daily` is Premium. ' +
          'Subscriptions start with the plan’s 7-day trial. The referral code kept in the browser (?ref=) travels with the checkout. An unknown plan is a 404.',
        request: { params: checkoutPlanParamSchema, query: checkoutQuerySchema },
        responses: { 200: jsonContent(checkoutUrlSchema, 'Send the browser here'), ...errorResponses },
      }),
      async (c) => {
        const { plan } = c.req.valid('param');
        const { email } = c.req.valid('query');
        const session = await readSession(deps.database.db, c, 'subscriber', deps.now());
        const { url } = await startCheckout(deps, { plan, email: email ?? null, referralCode: readReferralCookie(c), subscriberId: session?.subjectId ?? null });
        c.header('Cache-Control', 'no-store');
        return c.json({ url }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/checkout/sessions/{id}',
        tags: ['payments'],
        summary: 'One checkout by its id (the transaction_id): plan, price, and whether it is paid',
        description: 'For a Stripe checkout that is still open, Stripe is asked directly, so a browser that beats the webhook still finds its payment.',
        request: { params: checkoutSessionIdSchema },
        responses: { 200: jsonContent(checkoutSessionSchema, 'The checkout'), ...errorResponses },
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await describeCheckout(deps, c.req.valid('param').id), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/checkout/sessions/{id}/pay',
        tags: ['payments'],
        summary: 'Pay a local checkout with a test card (local mode only)',
        description:
          '4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined (402, nothing changes); 4000 0000 0000 0341 pays now and fails on renewal. ' +
          'A payment produces the same events as Stripe’s webhooks, through the same handler.',
        request: {
          params: checkoutSessionIdSchema,
          body: { content: { 'application/json': { schema: localCheckoutPaymentSchema } }, required: true },
        },
        responses: {
          200: jsonContent(localCheckoutResultSchema, 'Paid: send the browser to redirectUrl'),
          402: { description: 'The card was declined; `error.fields.cardNumber` says why' },
          409: { description: 'Already paid, or payments go through Stripe here' },
          ...errorResponses,
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const input = c.req.valid('json');
        await payLocalCheckout(deps, id, input);
        const redirectUrl = `/?transaction_id=${encodeURIComponent(id)}&email=${encodeURIComponent(input.email)}`;
        return c.json({ redirectUrl }, 200);
      },
    );
}
