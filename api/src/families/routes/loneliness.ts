import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../context.js';
import { lonelinessDistributionSchema, lonelinessSettingSchema, lonelinessTrendSchema, lonelinessTrendsSchema } from '@fondly/contract/loneliness';
import { requireOperator, requireSession } from '../../auth/index.js';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';
import { lonelinessDistribution, lonelinessTrends, setLonelinessCheck } from '../loneliness.js';
import { RECIPIENT_NOT_FOUND } from '../recipients.js';

const params = z.object({ id: z.uuid({ error: RECIPIENT_NOT_FOUND }) });

/**
 * Loneliness measured (decision 156): the family's trend on the dashboard and their setting,
 * scoped to the signed-in family; the operators' anonymous month-by-month distribution.
 */
export function lonelinessRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('/dashboard/loneliness', requireSession(deps, 'subscriber'));
  router.use('/recipients/:id/loneliness', requireSession(deps, 'subscriber'));
  router.use('/admin/loneliness', requireOperator(deps));
  const me = (c: { var: { session: { subjectId: string } | null } }) => c.var.session!.subjectId;
  return router
    .openapi(
      createRoute({
        method: 'get',
        path: '/dashboard/loneliness',
        tags: ['families'],
        summary: 'Each loved one’s loneliness score (UCLA-3, 3-9) month by month since the first call, beside calls made and mood',
        responses: { 200: jsonContent(lonelinessTrendsSchema, 'The trends'), ...errorResponses },
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await lonelinessTrends(db, me(c), deps.now()), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/recipients/{id}/loneliness',
        tags: ['families'],
        summary: 'The family lets the companion ask the three loneliness questions once a month, or turns them off',
        request: { params, body: { content: { 'application/json': { schema: lonelinessSettingSchema } }, required: true } },
        responses: { 200: jsonContent(lonelinessTrendSchema, 'Saved; her trend'), ...errorResponses },
      }),
      async (c) => c.json(await setLonelinessCheck(db, me(c), c.req.valid('param').id, c.req.valid('json'), deps.now()), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/admin/loneliness',
        tags: ['operator'],
        summary: 'Loneliness scores across all recipients, month by month: counts per score band, no names',
        responses: { 200: jsonContent(lonelinessDistributionSchema, 'The distribution'), ...errorResponses },
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await lonelinessDistribution(db), 200);
      },
    );
}
