import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import { operators } from '../db/schema/index.js';
import { consumeSignInToken, createSession, endSession, requireOperator, setSessionCookie } from '../auth/sessions.js';
import { createRouter, errorResponses, jsonContent } from '../lib/openapi.js';
import { rateLimit } from '../lib/rate-limit.js';
import { AppError } from '../lib/errors.js';

const operatorSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });

export function operatorRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const secure = deps.config.publicUrl.startsWith('https:');
  const router = createRouter();
  router.use('/operator/sign-in', rateLimit(deps, { name: 'operator-sign-in', limit: 10, windowMs: 15 * 60_000 }));
  router.openapi(
    createRoute({
      method: 'get',
      path: '/operator/sign-in',
      tags: ['operators'],
      summary: 'Spend a one-time operator sign-in link and open the admin tools',
      request: { query: z.object({ token: z.string().min(1).max(200), next: z.string().optional() }) },
      responses: { 302: { description: 'Signed in; on to the admin tools' }, ...errorResponses },
    }),
    async (c) => {
      const { token, next } = c.req.valid('query');
      const operatorId = await consumeSignInToken(db, 'operator', token, deps.now());
      if (!operatorId) throw new AppError(401, 'unauthorized', 'This sign-in link has expired or was already used.');
      const session = await createSession(db, 'operator', operatorId, deps.now());
      setSessionCookie(c, 'operator', session.token, session.expiresAt, secure);
      c.var.log.info({ operatorId }, 'operator signed in');
      // Only same-site paths, never an open redirect.
      const target = next && /^\/[a-z0-9/-]*$/i.test(next) ? next : '/api-test';
      return c.redirect(target, 302);
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
      const id = c.var.session!.subjectId;
      if (id === 'token') return c.json({ id, email: 'token', name: 'Operator (token)' }, 200);
      const [op] = await db.select().from(operators).where(eq(operators.id, id));
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
      responses: { 200: jsonContent(z.object({ ok: z.literal(true) }), 'Signed out') },
    }),
    async (c) => {
      await endSession(db, c, 'operator');
      return c.json({ ok: true as const }, 200);
    },
  );
  return router;
}
