import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../context.js';
import { okSchema } from '@fondly/contract/platform';
import { supportStatusUpdateSchema } from '@fondly/contract/account';
import { adminNumberAccessListSchema, NUMBER_ACCESS_MESSAGES, numberAccessRequestSchema, numberAccessSentSchema } from '@fondly/contract/onboarding';
import { readSession, requireOperator } from '../../auth/index.js';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { askForNumberAccess, listNumberAccessRequests, setNumberAccessRequestStatus } from '../numbers.js';

const json = <T>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

/** One family per number (decision 126): asking for access to a number another family holds, and the operators' queue. */
export function numberRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  // Anyone may ask (a refused signup has no account yet), so few a client address.
  router.on('POST', '/number-access-requests', rateLimit(deps, { name: 'number-access-request', limit: 5, windowMs: 3600_000 }));
  router.use('/admin/number-access-requests', requireOperator(deps));
  router.use('/admin/number-access-requests/*', requireOperator(deps));

  return router
    .openapi(
      createRoute({
        method: 'post',
        path: '/number-access-requests',
        tags: ['families'],
        summary: 'Ask for access to a loved one whose number another family holds (the operators check with that family)',
        request: json(numberAccessRequestSchema),
        responses: { 201: jsonContent(numberAccessSentSchema, 'Passed to the operators'), ...errorResponses },
      }),
      async (c) => {
        const session = await readSession(db, c, 'subscriber', deps.now());
        await askForNumberAccess(deps, c.req.valid('json'), session?.subjectId ?? null);
        return c.json({ message: NUMBER_ACCESS_MESSAGES.sent }, 201);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/admin/number-access-requests',
        tags: ['operators'],
        summary: 'Requests for access to a number another family holds: open first, oldest first, with the holding family',
        responses: { 200: jsonContent(adminNumberAccessListSchema, 'Queue'), ...errorResponses },
      }),
      async (c) => c.json({ requests: await listNumberAccessRequests(db) }, 200),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/admin/number-access-requests/{id}',
        tags: ['operators'],
        summary: 'Mark a request for access resolved (or open again)',
        request: { params: z.object({ id: z.uuid('We could not find that request.') }), ...json(supportStatusUpdateSchema) },
        responses: { 200: jsonContent(okSchema, 'Saved'), ...errorResponses },
      }),
      async (c) => {
        await setNumberAccessRequestStatus(db, c.req.valid('param').id, c.req.valid('json').status, deps.now());
        return c.json({ ok: true as const }, 200);
      },
    );
}
