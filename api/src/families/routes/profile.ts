import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../context.js';
import { recipientProfileResponseSchema, recipientProfileSchema } from '@fondly/contract/profile';
import { requireSession } from '../../auth/index.js';
import { profileForFamily, updateProfileForFamily } from '../../calls/pipeline/memory/index.js';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';

const params = z.object({ id: z.uuid({ error: 'We could not find that person.' }) });

/**
 * What the companion remembers about a loved one (the dashboard's memory card): the
 * family reads it and corrects it. Scoped to the signed-in family.
 */
export function profileRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('/recipients/:id/profile', requireSession(deps, 'subscriber'));
  const me = (c: { var: { session: { subjectId: string } | null } }) => c.var.session!.subjectId;
  return router
    .openapi(
      createRoute({
        method: 'get',
        path: '/recipients/{id}/profile',
        tags: ['families'],
        summary: 'What the companion remembers: preferred name, people, places, pets, health notes, likes, open threads',
        request: { params },
        responses: { 200: jsonContent(recipientProfileResponseSchema, 'The profile'), ...errorResponses },
      }),
      async (c) => c.json(await profileForFamily(db, me(c), c.req.valid('param').id), 200),
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/recipients/{id}/profile',
        tags: ['families'],
        summary: 'The family corrects what the companion remembers',
        request: { params, body: { content: { 'application/json': { schema: recipientProfileSchema } }, required: true } },
        responses: { 200: jsonContent(recipientProfileResponseSchema, 'Saved'), ...errorResponses },
      }),
      async (c) => c.json(await updateProfileForFamily(db, me(c), c.req.valid('param').id, c.req.valid('json'), deps.now()), 200),
    );
}
