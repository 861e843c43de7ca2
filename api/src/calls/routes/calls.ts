import { createRoute } from '@hono/zod-openapi';
import { requireOperator } from '../../auth/index.js';
import { callsBoard } from '../lifecycle/board.js';
import type { AppDeps } from '../../context.js';
import { callsBoardSchema, providerHealthSchema } from '@fondly/contract/calls';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';

/**
 * GET /api/calls/board: the operator's live calls board (operator-only: it shows personal data).
 * GET /api/calls/provider-health: which real providers are degraded (circuit breakers).
 */
export function callRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/calls/*', requireOperator(deps));
  router.openapi(
    createRoute({
      method: 'get',
      path: '/calls/provider-health',
      tags: ['calls'],
      summary: 'The real providers (model, voice, transcriber): healthy or degraded, with failures and fallbacks',
      responses: { 200: jsonContent(providerHealthSchema, 'Provider health'), ...errorResponses },
    }),
    (c) => c.json({ providers: deps.providers.health?.list() ?? [], embedded: { brain: deps.providers.brain.kind, voice: deps.providers.voice.kind } }, 200),
  );
  return router.openapi(
    createRoute({
      method: 'get',
      path: '/calls/board',
      tags: ['calls'],
      summary: 'Live calls and the most recent finished ones, with counts by state today',
      responses: { 200: jsonContent(callsBoardSchema, 'The board'), ...errorResponses },
    }),
    async (c) => {
      const { live, recent, counts } = await callsBoard(deps.database.db, deps.now());
      return c.json(
        {
          live,
          recent,
          counts,
          telephony: deps.providers.telephony.kind,
        },
        200,
      );
    },
  );
}
