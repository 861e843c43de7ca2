import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
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
  waitingCheckoutSchema,
} from '@fondly/contract/payments';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { confirmCheckout, describeCheckout, startCheckout, waitingCheckout } from '../checkout.js';
import { replanFamiliesCalls } from '../../calls/scheduling/planner.js';
import { payLocalCheckout } from '../local-billing.js';
import { readReferralCookie } from '../../referrals/index.js';

/** The checkouts this browser started (their ids, dot-separated: ids are letters, digits, _ and -). */
const STARTED_COOKIE = 'fondly_checkouts';
const STARTED_KEPT = 5;
const startedHere = (c: Context) => (getCookie(c, STARTED_COOKIE) ?? '').split('.').filter((id) => /^[\w-]{1,200}$/.test(id));

/** This browser started the checkout: it alone reads the payer's details later (describeCheckout). Also for a gift's checkout (gifts/routes). */
export function rememberCheckoutStarted(deps: AppDeps, c: Context, sessionId: string) {
  const started = [...startedHere(c).filter((id) => id !== sessionId), sessionId].slice(-STARTED_KEPT);
  setCookie(c, STARTED_COOKIE, started.join('.'), { path: '/api/checkout', httpOnly: true, sameSite: 'Lax', secure: deps.config.publicUrl.startsWith('https:'), maxAge: 86_400 });
}

/** Buying a plan: the checkout address, what a checkout is for, and the local checkout's "Pay". */
export function checkoutRoutes(deps: AppDeps) {
  const router = createRouter();
  // Each start creates a session at Stripe; each lookup probes a secret id; each payment tries a card.
  // Local mode only (Stripe takes cards itself). Every paid signup pays its trial here, so an address
  // may pay as often as it may sign up.
  const payLimit = Math.max(20, deps.config.families.signupRateLimitPerHour);
  router.use('/checkout/sessions/:id/pay', rateLimit(deps, { name: 'checkout-pay', limit: payLimit, windowMs: 15 * 60_000 }));
  router.use('/checkout/sessions/:id', rateLimit(deps, { name: 'checkout-session', limit: 120, windowMs: 15 * 60_000 }));
  router.use('/checkout/:plan', rateLimit(deps, { name: 'checkout-start', limit: 30, windowMs: 15 * 60_000 }));

  return router
    .openapi(
      createRoute({
        method: 'get',
        path: '/checkout/waiting',
        tags: ['payments'],
        summary: 'A plan this browser paid for whose setup is not finished (for /onboarding opened in another tab)',
        description: 'Only checkouts this browser started (its own cookie) and no account has claimed yet; gifts never. `transactionId` is null when there is none.',
        responses: { 200: jsonContent(waitingCheckoutSchema, 'The payment to finish, or null'), ...errorResponses },
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ transactionId: await waitingCheckout(deps, startedHere(c)) }, 200);
      },
    )
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
        const { url, sessionId } = await startCheckout(deps, { plan, email: email ?? null, referralCode: readReferralCookie(c), subscriberId: session?.subjectId ?? null });
        rememberCheckoutStarted(deps, c, sessionId);
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
        const session = await readSession(deps.database.db, c, 'subscriber', deps.now());
        await replanFamiliesCalls(deps, await confirmCheckout(deps, c.req.valid('param').id));
        return c.json(await describeCheckout(deps, c.req.valid('param').id, { startedHere: startedHere(c), subscriberId: session?.subjectId ?? null }), 200);
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
        const paid = await payLocalCheckout(deps, id, input);
        await replanFamiliesCalls(deps, paid.replanFor);
        // A gift goes to its card page; everything else through the landing page on to /onboarding.
        const redirectUrl = paid.successPath ?? `/?transaction_id=${encodeURIComponent(id)}&email=${encodeURIComponent(input.email)}`;
        return c.json({ redirectUrl }, 200);
      },
    );
}
