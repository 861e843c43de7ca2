import { createRoute } from '@hono/zod-openapi';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../../context.js';
import { signupAssignmentSchema, signupExperimentResultsSchema } from '@fondly/contract/experiments';
import { requireOperator } from '../../auth/index.js';
import {
  assignSignupVariant,
  newVisitorId,
  readVisitorId,
  SIGNUP_VISITOR_COOKIE,
  SIGNUP_VISITOR_TTL_MS,
  signupExperimentResults,
} from '../experiment.js';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';
import { rateLimit } from '../../lib/rate-limit.js';

/** The signup experiment: which form a browser sees, and (for operators) how each converts. */
export function experimentRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  // Each new browser writes a row: a generous limit still stops a script from flooding it.
  router.use('/experiments/signup', rateLimit(deps, { name: 'signup-experiment', limit: 120, windowMs: 15 * 60_000 }));
  router.use('/admin/experiments/*', requireOperator(deps));

  return router
    .openapi(
      createRoute({
        method: 'get',
        path: '/experiments/signup',
        tags: ['families'],
        summary: 'Which signup form this browser sees (sticky per browser; the split is SIGNUP_SPLIT_SINGLE_PERCENT)',
        responses: { 200: jsonContent(signupAssignmentSchema, 'The variant'), ...errorResponses },
      }),
      async (c) => {
        const known = readVisitorId(getCookie(c, SIGNUP_VISITOR_COOKIE));
        const visitorId = known ?? newVisitorId();
        const variant = await assignSignupVariant(db, visitorId, deps.config.families.signupSplitSinglePercent, deps.now());
        if (!known) {
          setCookie(c, SIGNUP_VISITOR_COOKIE, visitorId, {
            httpOnly: true,
            sameSite: 'Lax',
            secure: deps.config.publicUrl.startsWith('https:'),
            path: '/',
            maxAge: SIGNUP_VISITOR_TTL_MS / 1000,
          });
        }
        c.header('Cache-Control', 'no-store');
        return c.json({ variant }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/admin/experiments/signup',
        tags: ['operators'],
        summary: 'Visitors and conversions per signup form',
        responses: { 200: jsonContent(signupExperimentResultsSchema, 'Results'), ...errorResponses },
      }),
      async (c) => c.json(await signupExperimentResults(db, deps.config.families.signupSplitSinglePercent), 200),
    );
}
