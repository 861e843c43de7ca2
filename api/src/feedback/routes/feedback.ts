import { createRoute } from '@hono/zod-openapi';
import { feedbackListSchema, feedbackReceiptSchema, feedbackSchema } from '@fondly/contract/feedback';
import type { AppDeps } from '../../context.js';
import { requireOperator } from '../../auth/index.js';
import { recordFeedback, listFeedback } from '../feedback.js';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { SUCCESS } from '../../logs/index.js';

export function feedbackRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/feedback',
        tags: ['feedback'],
        summary: 'A family rates a call and says whether they would recommend Fondly',
        // Public (the form needs no account), so a flood from one address is cut off.
        middleware: [rateLimit(deps, { name: 'feedback', limit: 10, windowMs: 10 * 60_000 })] as const,
        request: { body: { content: { 'application/json': { schema: feedbackSchema } }, required: true } },
        responses: { 201: jsonContent(feedbackReceiptSchema, 'Stored'), ...errorResponses },
      }),
      async (c) => {
        const input = c.req.valid('json');
        const receipt = await recordFeedback(db, input);
        c.var.log.info({ ...SUCCESS, feedbackId: receipt.id, rating: input.rating, recommend: input.recommend, callId: input.callId ?? null }, 'feedback received');
        return c.json(receipt, 201);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/feedback',
        tags: ['feedback'],
        summary: 'Feedback received, newest first, with totals (operators)',
        middleware: [requireOperator(deps)] as const,
        responses: { 200: jsonContent(feedbackListSchema, 'The newest 200 answers and totals over all'), ...errorResponses },
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await listFeedback(db), 200);
      },
    );
}
