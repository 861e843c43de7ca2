import { createRoute } from '@hono/zod-openapi';
import { healthSchema } from '@fondly/contract/platform';
import type { AppDeps } from '../../context.js';
import { createRouter, jsonContent } from '../../lib/openapi.js';

const startedAt = Date.now();

export function healthRoutes(deps: AppDeps) {
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/health',
      tags: ['platform'],
      summary: 'Whether the API and its database answer',
      responses: { 200: jsonContent(healthSchema, 'Healthy'), 503: jsonContent(healthSchema, 'Database down') },
    }),
    async (c) => {
      const t0 = performance.now();
      let ok = true;
      try {
        await deps.database.ping();
      } catch (err) {
        ok = false;
        c.var.log.error({ err }, 'health check: database did not answer');
      }
      const body = {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: { kind: deps.database.kind, ok, latencyMs: Math.round((performance.now() - t0) * 100) / 100 },
        version: '1.0.0',
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
      return c.json(body, ok ? 200 : 503);
    },
  );
}
