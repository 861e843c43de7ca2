import { createRoute } from '@hono/zod-openapi';
import { okSchema, clientErrorSchema } from '@fondly/contract/platform';
import type { AppDeps } from '../../context.js';
import { recordClientError } from '../client-errors.js';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';
import { rateLimit } from '../../lib/rate-limit.js';

export function clientErrorRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/client-errors', rateLimit(deps, { name: 'client-errors', limit: 30, windowMs: 60_000 }));
  return router.openapi(
    createRoute({
      method: 'post',
      path: '/client-errors',
      tags: ['platform'],
      summary: 'The shell reports a remote that failed to load or render',
      request: { body: { content: { 'application/json': { schema: clientErrorSchema } } } },
      responses: { 202: jsonContent(okSchema, 'Recorded'), ...errorResponses },
    }),
    async (c) => {
      const input = await recordClientError(deps.database.db, c.req.valid('json'), c.req.header('user-agent'));
      c.var.log.warn({ remote: input.remote, route: input.route, message: input.message }, 'front-end failure reported');
      return c.json({ ok: true as const }, 202);
    },
  );
}
