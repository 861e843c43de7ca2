import { okSchema } from '@fondly/contract/platform';
import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../../context.js';
import {
  SIGN_IN_LINK_SPENT,
  sameSitePath,
  operatorSchema,
  operatorSignInLinkRequestSchema,
  operatorSignInLinkSchema,
} from '@fondly/contract/operator';
import { findOperator, issueOperatorSignInLink } from '../operators.js';
import { consumeSignInToken, createSession, endSession, requireOperator, setSessionCookie } from '../sessions.js';
import { safeEqual } from '../tokens.js';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';
import { clientIp, countInWindow, hit } from '../../lib/rate-limit.js';
import { AppError, unauthorized } from '../../lib/errors.js';
import { SUCCESS } from '../../logs/index.js';
import { idToken } from '@fondly/contract/text';

/** Failed sign-in attempts per address; successful ones never count, so a busy team is not locked out. */
const SIGN_IN_FAILURES = { limit: 10, windowMs: 15 * 60_000 };
/** Links minted for scripts are opened at once; a short life keeps a leaked one harmless. */
const SCRIPT_LINK_TTL_MS = 10 * 60_000;

/**
 * Only the OPERATOR_TOKEN itself (scripts, CI) may mint sign-in links. An operator's browser
 * session may not: a stolen 12-hour cookie must not be able to extend itself indefinitely.
 */
function requireOperatorToken(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const auth = c.req.header('authorization');
    const token = deps.config.operatorToken;
    if (!token || !auth?.startsWith('Bearer ') || !safeEqual(auth.slice(7), token)) {
      throw unauthorized('Operator sign-in required.');
    }
    return next();
  });
}

export function operatorRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const secure = deps.config.publicUrl.startsWith('https:');
  const router = createRouter();

  const failureWindow = (now: Date) =>
    new Date(Math.floor(now.getTime() / SIGN_IN_FAILURES.windowMs) * SIGN_IN_FAILURES.windowMs);
  const failuresSoFar = (key: string, now: Date) => countInWindow(db, key, failureWindow(now));

  router.openapi(
    createRoute({
      method: 'get',
      path: '/operator/sign-in',
      tags: ['operators'],
      summary: 'Spend a one-time operator sign-in link and open the admin tools',
      request: { query: z.object({ token: idToken(SIGN_IN_LINK_SPENT, 200), next: z.string().max(2000).optional() }) },
      responses: { 302: { description: 'Signed in; on to the admin tools' }, ...errorResponses },
    }),
    async (c) => {
      const { token, next } = c.req.valid('query');
      const now = deps.now();
      const failureKey = `operator-sign-in-failed:${clientIp(c, deps.config.trustedProxyHops)}`;
      // Checked before the token is looked at, so a guesser learns nothing once limited.
      if ((await failuresSoFar(failureKey, now)) >= SIGN_IN_FAILURES.limit) {
        c.header('Retry-After', String(SIGN_IN_FAILURES.windowMs / 1000));
        throw new AppError(429, 'rate_limited', 'Too many attempts. Please wait a few minutes and try again.');
      }
      const operatorId = await consumeSignInToken(db, 'operator', token, now);
      if (!operatorId) {
        await hit(db, failureKey, SIGN_IN_FAILURES.windowMs, now);
        c.var.log.warn('operator sign-in link refused (expired, used or unknown)');
        // A person who clicked an old link gets the admin page explaining what to do, not raw JSON.
        if (c.req.header('accept')?.includes('text/html')) return c.redirect('/admin?sign-in=spent', 302);
        throw new AppError(401, 'unauthorized', SIGN_IN_LINK_SPENT);
      }
      const session = await createSession(db, 'operator', operatorId, now);
      setSessionCookie(c, 'operator', session.token, session.expiresAt, secure);
      c.var.log.info({ ...SUCCESS, operatorId }, 'operator signed in');
      // A `next` that is not a path on this site is ignored, never followed.
      const target = sameSitePath(next) ?? '/api-test';
      return c.redirect(target, 302);
    },
  );

  router.use('/operator/sign-in-links', requireOperatorToken(deps));
  router.openapi(
    createRoute({
      method: 'post',
      path: '/operator/sign-in-links',
      tags: ['operators'],
      summary: 'Mint a one-time operator sign-in link (Authorization: Bearer OPERATOR_TOKEN only), for scripts and CI',
      request: { body: { content: { 'application/json': { schema: operatorSignInLinkRequestSchema } }, required: false } },
      responses: { 201: jsonContent(operatorSignInLinkSchema, 'A link that opens one browser session'), ...errorResponses },
    }),
    async (c) => {
      // The body is optional: a bare POST mints a link to the default page.
      const { next } = c.req.valid('json');
      const now = deps.now();
      let url = await issueOperatorSignInLink(db, deps.config.publicUrl, now, SCRIPT_LINK_TTL_MS);
      if (next) url += `&next=${encodeURIComponent(next)}`;
      c.var.log.info('operator sign-in link minted with the operator token');
      return c.json({ url, expiresAt: new Date(now.getTime() + SCRIPT_LINK_TTL_MS).toISOString() }, 201);
    },
  );

  router.use('/operator/me', requireOperator(deps));
  router.openapi(
    createRoute({
      method: 'get',
      path: '/operator/me',
      tags: ['operators'],
      summary: 'The signed-in operator',
      responses: { 200: jsonContent(operatorSchema, 'Signed in'), ...errorResponses },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const id = c.var.session!.subjectId;
      if (id === 'token') return c.json({ id, email: 'token', name: 'Operator (token)' }, 200);
      const op = await findOperator(db, id);
      if (!op) throw new AppError(401, 'unauthorized', 'Operator sign-in required.');
      return c.json({ id: op.id, email: op.email, name: op.name }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/operator/sign-out',
      tags: ['operators'],
      summary: 'End the operator session',
      responses: { 200: jsonContent(okSchema, 'Signed out') },
    }),
    async (c) => {
      await endSession(db, c, 'operator');
      return c.json({ ok: true as const }, 200);
    },
  );
  return router;
}
