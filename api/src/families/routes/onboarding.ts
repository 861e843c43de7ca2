import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../../context.js';
import { linkCheckoutSchema, sampleCallInfoSchema, paidOnboardingSchema, signupResultSchema, simpleSignupSchema } from '@fondly/contract/onboarding';
import { requireSession, setSessionCookie } from '../../auth/index.js';
import { readVisitorId, SIGNUP_VISITOR_COOKIE } from '../experiment.js';
import { linkCheckoutToAccount, paidOnboardingDraft, simpleSignupDraft, signupResult } from '../funnel.js';
import { getAccount } from '../account.js';
import { accountSchema } from '@fondly/contract/account';
import { readReferral } from '../referral.js';
import { createAccount } from '../signup.js';
import { sampleCallAudio, sampleCallInfo } from '../sample-call.js';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { conflict, notFound } from '../../lib/errors.js';
import { attachCheckoutToSubscriber, CHECKOUT_LINK_MESSAGES, confirmCheckout, getCompletedCheckout, startCheckout } from '../../payments/index.js';
import { readReferralCookie } from '../../referrals/index.js';
import { replanFamiliesCalls } from '../../calls/scheduling/planner.js';

/** Signup rate limit: per address per hour, configurable (SIGNUP_RATE_LIMIT; 0 = off for benchmarks). */
export function signupRateLimit(deps: AppDeps) {
  const limit = deps.config.families.signupRateLimitPerHour;
  return limit > 0 ? rateLimit(deps, { name: 'signup', limit, windowMs: 3600_000 }) : null;
}

/** The signup funnels: /simple-onboarding (both readings) and /onboarding after checkout. */
export function onboardingRoutes(deps: AppDeps) {
  const router = createRouter();
  const limiter = signupRateLimit(deps);
  router.use('/onboarding/link', requireSession(deps, 'subscriber'));
  // Making speech costs CPU (or ElevenLabs credit): cached, and still rate-limited.
  router.use('/sample-call/audio', rateLimit(deps, { name: 'sample-audio', limit: 30, windowMs: 15 * 60_000 }));
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
        'Creates subscriber, recipient, schedule and a Free subscription in one transaction and signs the browser in. ' +
        'For a paid plan it also starts that plan’s checkout (`checkoutUrl`): its 7-day free trial begins with the card, and the payment joins this account. ' +
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
      const draft = simpleSignupDraft(input, await funnelContext(deps, c));
      // A trial needs a card (decision 128): the account starts on Free and the chosen plan's checkout follows.
      const chosen = draft.plan;
      const created = await createAccount(deps, { ...draft, plan: 'free' });
      signIn(deps, c, created.session);
      const checkoutUrl = chosen === 'free' ? null : await checkoutForNewAccount(deps, c, chosen, input.subscriberEmail, created.subscriberId);
      return c.json({ ...signupResult(created), checkoutUrl }, 201);
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
      await replanFamiliesCalls(deps, await confirmCheckout(deps, input.transactionId));
      const checkout = await getCompletedCheckout(deps.database.db, input.transactionId);
      if (!checkout) throw notFound(CHECKOUT_LINK_MESSAGES.notFound);
      if (checkout.subscriberId) throw conflict(CHECKOUT_LINK_MESSAGES.alreadyLinked);
      const draft = paidOnboardingDraft(input, checkout.plan.id, await funnelContext(deps, c));
      draft.linkSubscription = (tx, subscriberId) => attachCheckoutToSubscriber(tx, input.transactionId, subscriberId);
      const created = await createAccount(deps, draft);
      signIn(deps, c, created.session);
      return c.json(signupResult(created), 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/onboarding/link',
      tags: ['families'],
      summary: 'A signed-in family who paid at checkout: add the paid plan to this account (no second account)',
      request: { body: { content: { 'application/json': { schema: linkCheckoutSchema } }, required: true } },
      responses: { 200: jsonContent(accountSchema, 'Linked; calls replanned for the new plan'), ...errorResponses },
    }),
    async (c) => {
      const subscriberId = c.var.session!.subjectId;
      await linkCheckoutToAccount(deps, subscriberId, c.req.valid('json').transactionId);
      return c.json(await getAccount(deps.database.db, subscriberId), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/sample-call',
      tags: ['families'],
      summary: 'The sample call: the line to dial, the 30-second audio and its words',
      responses: { 200: jsonContent(sampleCallInfoSchema, 'Sample call') },
    }),
    (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(sampleCallInfo(deps.config.families.sampleCallNumber), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/sample-call/audio',
      tags: ['families'],
      summary: 'The 30-second sample conversation as WAV, spoken by the voice port (made once, then cached)',
      responses: { 200: { description: 'audio/wav', content: { 'audio/wav': { schema: { type: 'string', format: 'binary' } } } }, ...errorResponses },
    }),
    async (c) => {
      const wav = await sampleCallAudio(deps.providers.voice);
      return c.body(wav.slice().buffer as ArrayBuffer, 200, {
        'Content-Type': 'audio/wav',
        'Content-Length': String(wav.byteLength),
        'Cache-Control': 'public, max-age=86400',
      });
    },
  );
}

/**
 * The checkout of the plan a new account chose. The account exists whatever happens here, so a
 * payment page that cannot be opened now is logged and offered again from the dashboard.
 */
async function checkoutForNewAccount(deps: AppDeps, c: Context<AppEnv>, plan: string, email: string, subscriberId: string): Promise<string | null> {
  try {
    return (await startCheckout(deps, { plan, email: email.trim(), referralCode: readReferralCookie(c), subscriberId })).url;
  } catch (err) {
    c.var.log.warn({ err, plan }, 'could not open the checkout for a new account; it stays on Free');
    return null;
  }
}

/** What a signup request carries besides its form: the referral and the experiment cookie. */
export async function funnelContext(deps: AppDeps, c: Context<AppEnv>) {
  return { referral: await readReferral(deps.database.db, c), visitorId: readVisitorId(getCookie(c, SIGNUP_VISITOR_COOKIE)) };
}

/** The browser that signs up is signed in (httpOnly, SameSite=Lax, Secure on https). */
export function signIn(deps: AppDeps, c: Context<AppEnv>, session: { token: string; expiresAt: Date }) {
  setSessionCookie(c, 'subscriber', session.token, session.expiresAt, deps.config.publicUrl.startsWith('https:'));
}
