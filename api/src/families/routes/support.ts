import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../context.js';
import {
  adminSupportListSchema,
  SUPPORT_STATUSES,
  supportRequestInputSchema,
  supportContactSchema,
  supportRequestSchema,
  supportStatusUpdateSchema,
} from '@fondly/contract/account';
import { requireOperator, requireSession } from '../../auth/index.js';
import { createSupportRequest, listOwnSupportRequests, listSupportQueue, setSupportRequestStatus } from '../support.js';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';
import { rateLimit } from '../../lib/rate-limit.js';

const json = <T>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

/** Help & Support: families write in; operators see the queue (Legacy plan first). */
export function supportRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('/support-requests', requireSession(deps, 'subscriber'));
  router.on(
    'POST',
    '/support-requests',
    rateLimit(deps, { name: 'support-request', limit: 10, windowMs: 3600_000, key: (c) => c.var.session?.subjectId ?? 'anonymous' }),
  );
  router.use('/admin/support-requests', requireOperator(deps));
  router.use('/admin/support-requests/*', requireOperator(deps));

  return router
    .openapi(
      createRoute({
        method: 'get',
        path: '/support/contact',
        tags: ['families'],
        summary: 'Where families write to a person at Fondly (the Contact Support mail draft)',
        responses: { 200: jsonContent(supportContactSchema, 'Support address') },
      }),
      (c) => {
        c.header('Cache-Control', 'public, max-age=3600');
        return c.json({ email: deps.config.mail.supportEmail, replyWithinHours: 24 }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/support-requests',
        tags: ['families'],
        summary: 'Send a question to the Fondly team (reply by email within 24 hours)',
        request: json(supportRequestInputSchema),
        responses: { 201: jsonContent(supportRequestSchema, 'Received'), ...errorResponses },
      }),
      async (c) => c.json(await createSupportRequest(deps, c.var.session!.subjectId, c.req.valid('json')), 201),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/support-requests',
        tags: ['families'],
        summary: "The family's own support requests",
        responses: { 200: jsonContent(z.object({ requests: z.array(supportRequestSchema) }), 'Requests'), ...errorResponses },
      }),
      async (c) => c.json({ requests: await listOwnSupportRequests(db, c.var.session!.subjectId) }, 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/admin/support-requests',
        tags: ['operators'],
        summary: 'The support queue: open first, priority (Legacy plan) first, longest waiting first',
        request: { query: z.object({ status: z.enum(SUPPORT_STATUSES).optional() }) },
        responses: { 200: jsonContent(adminSupportListSchema, 'Queue'), ...errorResponses },
      }),
      async (c) => c.json({ requests: await listSupportQueue(db, { status: c.req.valid('query').status }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/admin/support-requests/{id}',
        tags: ['operators'],
        summary: 'Mark a support request resolved (or open again)',
        request: { params: z.object({ id: z.uuid('We could not find that support request.') }), ...json(supportStatusUpdateSchema) },
        responses: { 200: jsonContent(supportRequestSchema, 'Saved'), ...errorResponses },
      }),
      async (c) => c.json(await setSupportRequestStatus(db, c.req.valid('param').id, c.req.valid('json').status, deps.now()), 200),
    );
}
