import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../context.js';
import { paidOnboardingSchema, signupResultSchema, simpleSignupSchema } from '../contract/onboarding.js';
import { setSessionCookie } from '../auth/sessions.js';
import { readVisitorId, SIGNUP_VISITOR_COOKIE } from '../accounts/experiment.js';
import { paidOnboardingDraft, simpleSignupDraft, signupResult } from '../accounts/funnel.js';
import { readReferral } from '../accounts/referral.js';
import { createAccount } from '../accounts/signup.js';
import { createRouter, errorResponses, jsonContent } from '../lib/openapi.js';
import { rateLimit } from '../lib/rate-limit.js';
import { conflict, notFound } from '../lib/errors.js';
import { attachCheckoutToSubscriber, CHECKOUT_LINK_MESSAGES, confirmCheckout, getCompletedCheckout } from '../payments/index.js';

/** Signup rate limit: per address per hour, configurable (SIGNUP_RATE_LIMIT; 0 = off for benchmarks). */
export function signupRateLimit(deps: AppDeps) {
  const limit = deps.config.families.signupRateLimitPerHour;
  return limit > 0 ? rateLimit(deps, { name: 'signup', limit, windowMs: 3600_000 }) : null;
}

/** The signup funnels: /simple-onboarding (both readings) and /onboarding after checkout. */
export function onboardingRoutes(deps: AppDeps) {
  const router = createRouter();
  const limiter = signupRateLimit(deps);
  if (limiter) {
    router.use('/onboard-simple', limiter);
    router.use('/onboarding', limiter);
  }

  return router.openapi(
    createRoute({
      method: 'post',
      path: '/onboard-simple',
      tags: ['families'],
      summary: 'Create a family account from /simple-onboarding (Reading A wizard or Reading B single form)',
      description:
        'Creates subscriber, recipient, schedule and subscription (free, or a 7-day trial) in one transaction and signs the browser in. ' +
        'The same email twice answers 409.',
      request: { body: { content: { 'application/json': { schema: simpleSignupSchema } }, required: true } },
      responses: {
        201: jsonContent(signupResultSchema, 'Account created; the session cookie is set'),
        409: { description: 'An account with this email already exists' },
        ...errorResponses,
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const created = await createAccount(deps, simpleSignupDraft(input, await funnelContext(deps, c)));
      signIn(deps, c, created.session);
      return c.json(await signupResult(deps, created), 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/onboarding',
      tags: ['families'],
      summary: 'Create the account for a completed paid checkout (/onboarding) and link the subscription to it',
      description: 'Only a checkout that really completed is accepted, exactly once. Everything is created in one transaction.',
      request: { body: { content: { 'application/json': { schema: paidOnboardingSchema } }, required: true } },
      responses: {
        201: jsonContent(signupResultSchema, 'Account created and linked; the session cookie is set'),
        409: { description: 'The email has an account, or the checkout is already linked' },
        ...errorResponses,
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      await confirmCheckout(deps, input.transactionId);
      const checkout = await getCompletedCheckout(deps.database.db, input.transactionId);
      if (!checkout) throw notFound(CHECKOUT_LINK_MESSAGES.notFound);
      if (checkout.subscriberId) throw conflict(CHECKOUT_LINK_MESSAGES.alreadyLinked);
      const draft = paidOnboardingDraft(input, checkout.plan.id, await funnelContext(deps, c));
      draft.linkSubscription = async (tx, subscriberId) => {
        await attachCheckoutToSubscriber(tx, input.transactionId, subscriberId);
      };
      const created = await createAccount(deps, draft);
      signIn(deps, c, created.session);
      return c.json(await signupResult(deps, created), 201);
    },
  );
}

/** What a signup request carries besides its form: the referral and the experiment cookie. */
export async function funnelContext(deps: AppDeps, c: Context<AppEnv>) {
  return { referral: await readReferral(deps.database.db, c), visitorId: readVisitorId(getCookie(c, SIGNUP_VISITOR_COOKIE)) };
}

/** The browser that signs up is signed in (httpOnly, SameSite=Lax, Secure on https). */
export function signIn(deps: AppDeps, c: Context<AppEnv>, session: { token: string; expiresAt: Date }) {
  setSessionCookie(c, 'subscriber', session.token, session.expiresAt, deps.config.publicUrl.startsWith('https:'));
}
