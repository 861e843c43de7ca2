import { okSchema } from '@fondly/contract/platform';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../../context.js';
import { createSession, endSession, requireOperator, requireSession, setSessionCookie } from '../../auth/index.js';
import {
  AFFILIATE_MESSAGES,
  affiliateConfirmSchema,
  affiliateKeyRequestSchema,
  affiliateMeSchema,
  affiliateSessionSchema,
  affiliateSignupAcceptedSchema,
  affiliateSignupResultSchema,
  affiliateSignupSchema,
  affiliateStatsSchema,
  affiliateVerifySchema,
  commissionsResponseSchema,
  markPayoutPaidSchema,
  operatorPayoutsResponseSchema,
  payoutIdParamSchema,
  payoutRequestResultSchema,
  referralCodeParamSchema,
} from '@fondly/contract/affiliates';
import { AppError, forbidden, unauthorized } from '../../lib/errors.js';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { affiliateByKey, affiliateById, confirmAffiliateSignup, publicAffiliate, referralCodeExists, requestAffiliateKey, requestAffiliateSignup, type AffiliateRow } from '../accounts.js';
import { approvePayout, listPayouts, markPayoutPaid, rejectPayout, requestPayout } from '../payouts.js';
import { affiliateStats, listCommissions } from '../stats.js';

type AffiliateEnv = AppEnv & { Variables: AppEnv['Variables'] & { affiliate: AffiliateRow } };

/**
 * The signed-in affiliate may only read their own code's data: 401 without the session,
 * 403 for anyone else's code (the code is public, so it never opens anything by itself).
 */
function ownCodeOnly(deps: AppDeps) {
  return createMiddleware<AffiliateEnv>(async (c, next) => {
    const affiliate = await affiliateById(deps.database.db, c.var.session!.subjectId);
    if (!affiliate) throw unauthorized();
    if (c.req.param('code')?.toUpperCase() !== affiliate.referralCode) throw forbidden(AFFILIATE_MESSAGES.notYourCode);
    c.set('affiliate', affiliate);
    return next();
  });
}

const currentAffiliate = (c: Context) => (c as Context<AffiliateEnv>).var.affiliate;

export function affiliateRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const secure = deps.config.publicUrl.startsWith('https:');
  const router = createRouter();
  // Guessing codes or keys in bulk is throttled per address.
  router.use('/affiliates/:code/verify', rateLimit(deps, { name: 'affiliate-verify', limit: 30, windowMs: 15 * 60_000 }));
  router.use('/affiliates/session', async (c, next) =>
    c.req.method === 'POST' ? rateLimit(deps, { name: 'affiliate-sign-in', limit: 10, windowMs: 15 * 60_000 })(c, next) : next(),
  );
  router.use('/affiliates', async (c, next) =>
    c.req.method === 'POST' ? rateLimit(deps, { name: 'affiliate-signup', limit: 10, windowMs: 3600_000 })(c, next) : next(),
  );
  router.use('/affiliates/key-request', rateLimit(deps, { name: 'affiliate-key-request', limit: 10, windowMs: 3600_000 }));
  router.use('/affiliates/confirm', rateLimit(deps, { name: 'affiliate-confirm', limit: 20, windowMs: 15 * 60_000 }));
  router.use('/affiliates/me', requireSession(deps, 'affiliate'));
  for (const path of ['/affiliates/:code/stats', '/affiliates/:code/commissions', '/affiliates/:code/payout']) {
    router.use(path, requireSession(deps, 'affiliate'));
    router.use(path, ownCodeOnly(deps));
  }
  router.use('/payouts/*', requireOperator(deps));
  router.use('/payouts', requireOperator(deps));

  return router
    .openapi(
      createRoute({
        method: 'post',
        path: '/affiliates',
        tags: ['affiliates'],
        summary: 'Ask to join the affiliate programme: a link goes to the email, and nothing is issued until it is opened',
        description: 'The answer is the same whether or not the email already has an account; the email says what to do (join, or get a new key).',
        request: { body: { content: { 'application/json': { schema: affiliateSignupSchema } }, required: true } },
        responses: { 202: jsonContent(affiliateSignupAcceptedSchema, 'A link is on its way'), ...errorResponses },
      }),
      async (c) => {
        const input = c.req.valid('json');
        await requestAffiliateSignup(deps, input);
        c.header('Cache-Control', 'no-store');
        return c.json({ email: input.email, message: AFFILIATE_MESSAGES.checkEmail }, 202);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/affiliates/key-request',
        tags: ['affiliates'],
        summary: '"Email me my key": a link for a new dashboard key goes to the email, if it has an affiliate account',
        description: 'The answer is the same for every valid email, so nobody learns who is an affiliate. Opening the link gives the account a new key (the old one stops working).',
        request: { body: { content: { 'application/json': { schema: affiliateKeyRequestSchema } }, required: true } },
        responses: { 202: jsonContent(affiliateSignupAcceptedSchema, 'A link is on its way if the email has an account'), ...errorResponses },
      }),
      async (c) => {
        const { email } = c.req.valid('json');
        await requestAffiliateKey(deps, email);
        c.header('Cache-Control', 'no-store');
        return c.json({ email, message: AFFILIATE_MESSAGES.keyEmailSent }, 202);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/affiliates/confirm',
        tags: ['affiliates'],
        summary: 'Open the emailed link: the referral code and the private dashboard key (shown once, emailed)',
        request: { body: { content: { 'application/json': { schema: affiliateConfirmSchema } }, required: true } },
        responses: { 201: jsonContent(affiliateSignupResultSchema, 'Confirmed'), ...errorResponses },
      }),
      async (c) => {
        const { affiliate, dashboardKey, renewed } = await confirmAffiliateSignup(deps, c.req.valid('json').token);
        c.var.log.info({ affiliateId: affiliate.id, renewed }, renewed ? 'affiliate dashboard key renewed' : 'affiliate joined');
        c.header('Cache-Control', 'no-store');
        return c.json({ affiliate: publicAffiliate(affiliate), dashboardKey }, 201);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/affiliates/{code}/verify',
        tags: ['affiliates'],
        summary: 'Whether a referral code exists (public, rate-limited); it opens nothing',
        request: { params: referralCodeParamSchema },
        responses: { 200: jsonContent(affiliateVerifySchema, 'The code exists'), ...errorResponses },
      }),
      async (c) => {
        if (!(await referralCodeExists(db, c.req.valid('param').code))) throw new AppError(404, 'not_found', AFFILIATE_MESSAGES.loginFailed);
        return c.json({ valid: true as const }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/affiliates/session',
        tags: ['affiliates'],
        summary: 'Open the affiliate dashboard with the private key: sets an httpOnly session cookie',
        request: { body: { content: { 'application/json': { schema: affiliateSessionSchema } }, required: true } },
        responses: { 200: jsonContent(affiliateMeSchema, 'Signed in'), ...errorResponses },
      }),
      async (c) => {
        const affiliate = await affiliateByKey(db, c.req.valid('json').key);
        if (!affiliate) throw unauthorized(AFFILIATE_MESSAGES.loginFailed);
        const session = await createSession(db, 'affiliate', affiliate.id, deps.now());
        setSessionCookie(c, 'affiliate', session.token, session.expiresAt, secure);
        return c.json({ affiliate: publicAffiliate(affiliate) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/affiliates/session',
        tags: ['affiliates'],
        summary: 'Sign out of the affiliate dashboard',
        responses: { 200: jsonContent(okSchema, 'Signed out') },
      }),
      async (c) => {
        await endSession(db, c, 'affiliate');
        return c.json({ ok: true as const }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/affiliates/me',
        tags: ['affiliates'],
        summary: 'The signed-in affiliate',
        responses: { 200: jsonContent(affiliateMeSchema, 'Signed in'), ...errorResponses },
      }),
      async (c) => {
        const affiliate = await affiliateById(db, c.var.session!.subjectId);
        if (!affiliate) throw unauthorized();
        c.header('Cache-Control', 'no-store');
        return c.json({ affiliate: publicAffiliate(affiliate) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/affiliates/{code}/stats',
        tags: ['affiliates'],
        summary: 'Earnings, referrals, conversion and commission rate, payout balance and earnings by month',
        request: { params: referralCodeParamSchema },
        responses: { 200: jsonContent(affiliateStatsSchema, 'Stats'), ...errorResponses },
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await affiliateStats(db, currentAffiliate(c), deps.now()), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/affiliates/{code}/commissions',
        tags: ['affiliates'],
        summary: 'Commissions, newest first (customer first name and initial only)',
        request: { params: referralCodeParamSchema },
        responses: { 200: jsonContent(commissionsResponseSchema, 'Commissions'), ...errorResponses },
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ commissions: await listCommissions(db, currentAffiliate(c).id) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/affiliates/{code}/payout',
        tags: ['affiliates'],
        summary: 'Ask to be paid what has been earned so far (from $50, one open request at a time)',
        request: { params: referralCodeParamSchema },
        responses: { 201: jsonContent(payoutRequestResultSchema, 'Requested'), 409: { description: 'Below $50, or a request is already open' }, ...errorResponses },
      }),
      async (c) => {
        const payout = await requestPayout(deps, currentAffiliate(c).id);
        return c.json({ payout, message: AFFILIATE_MESSAGES.payoutSuccess }, 201);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/payouts',
        tags: ['operators'],
        summary: 'Affiliate payout requests, newest first',
        responses: { 200: jsonContent(operatorPayoutsResponseSchema, 'Payout requests'), ...errorResponses },
      }),
      async (c) => c.json({ payouts: await listPayouts(deps) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/payouts/{id}/approve',
        tags: ['operators'],
        summary: 'Approve a payout request',
        request: { params: payoutIdParamSchema },
        responses: { 200: jsonContent(okSchema, 'Approved'), 409: { description: 'Not in a state to approve' }, ...errorResponses },
      }),
      async (c) => {
        await approvePayout(deps, c.req.valid('param').id);
        return c.json({ ok: true as const }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/payouts/{id}/mark-paid',
        tags: ['operators'],
        summary: 'Record that an approved payout was sent; its commissions become paid',
        request: { params: payoutIdParamSchema, body: { content: { 'application/json': { schema: markPayoutPaidSchema } }, required: true } },
        responses: { 200: jsonContent(okSchema, 'Paid'), 409: { description: 'Not approved yet' }, ...errorResponses },
      }),
      async (c) => {
        await markPayoutPaid(deps, c.req.valid('param').id, c.req.valid('json').reference);
        return c.json({ ok: true as const }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/payouts/{id}/reject',
        tags: ['operators'],
        summary: 'Refuse a payout request; its commissions return to the affiliate’s balance',
        request: { params: payoutIdParamSchema },
        responses: { 200: jsonContent(okSchema, 'Rejected'), ...errorResponses },
      }),
      async (c) => {
        await rejectPayout(deps, c.req.valid('param').id);
        return c.json({ ok: true as const }, 200);
      },
    );
}
