import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../context.js';
import { dashboardSchema } from '@fondly/contract/account';
import { requireSession } from '../../auth/index.js';
import { loadDashboard } from '../dashboard.js';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';

/** The dashboard's first paint: account and plan, loved ones and schedules, the weekly chart. */
export function dashboardRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/dashboard', requireSession(deps, 'subscriber'));
  return router.openapi(
    createRoute({
      method: 'get',
      path: '/dashboard',
      tags: ['families'],
      summary: "The signed-in family's dashboard",
      responses: { 200: jsonContent(dashboardSchema, 'Dashboard'), ...errorResponses },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await loadDashboard(deps.database.db, c.var.session!.subjectId, deps.now()), 200);
    },
  );
}
