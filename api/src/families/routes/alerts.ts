import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../context.js';
import { ALERT_MESSAGES, alertResolvedSchema, openAlertListSchema, resolveAlertSchema } from '@fondly/contract/account';
import { requireSession } from '../../auth/index.js';
import { listOpenAlerts, resolveAlert } from '../alerts.js';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';

const params = z.object({ callId: z.uuid({ error: ALERT_MESSAGES.notFound }) });

/** The dashboard's open alerts, and marking one resolved with a note. */
export function alertRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('/alerts', requireSession(deps, 'subscriber'));
  router.use('/alerts/*', requireSession(deps, 'subscriber'));
  const me = (c: { var: { session: { subjectId: string } | null } }) => c.var.session!.subjectId;

  return router
    .openapi(
      createRoute({
        method: 'get',
        path: '/alerts',
        tags: ['families'],
        summary: 'Urgent alerts nobody has marked resolved yet',
        responses: { 200: jsonContent(openAlertListSchema, 'Open alerts'), ...errorResponses },
      }),
      async (c) => c.json({ alerts: await listOpenAlerts(db, me(c), deps.now()) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/alerts/{callId}/resolve',
        tags: ['families'],
        summary: 'Mark an alert resolved, with a note on what happened',
        request: { params, body: { content: { 'application/json': { schema: resolveAlertSchema } }, required: true } },
        responses: { 200: jsonContent(alertResolvedSchema, 'Resolved'), ...errorResponses },
      }),
      async (c) => c.json(await resolveAlert(db, me(c), c.req.valid('param').callId, c.req.valid('json'), deps.now()), 200),
    );
}
