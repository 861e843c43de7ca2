import { createRoute, z } from '@hono/zod-openapi';
import { bookArrangementSchema, STORY_MESSAGES, storyBookPlanSchema } from '@fondly/contract/stories';
import type { AppDeps } from '../../context.js';
import { requireSession } from '../../auth/index.js';
import { AppError } from '../../lib/errors.js';
import { createRouter, errorResponses, jsonContent, notFoundWhenInvalid } from '../../lib/openapi.js';
import { arrangeStoryBook, storyBookPlan } from '../story-book.js';

const params = z.object({ recipientId: z.uuid(STORY_MESSAGES.recipientNotFound) });

/** The family arranges a loved one's story book before it is made (issue 31): the chapters' order, and stories taken out. */
export function storyBookRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/story-books/*', requireSession(deps, 'subscriber'));
  router.openapi(
    createRoute({
      method: 'get',
      path: '/story-books/{recipientId}',
      tags: ['stories'],
      summary: "A loved one's story book as the family arranged it: chapters in their order, each story in or out",
      request: { params },
      responses: { 200: jsonContent(storyBookPlanSchema, 'The arrangement'), ...errorResponses },
    }),
    async (c) => {
      const plan = await storyBookPlan(deps, c.var.session!.subjectId, c.req.valid('param').recipientId);
      if (!plan) throw new AppError(404, 'not_found', STORY_MESSAGES.recipientNotFound);
      c.header('Cache-Control', 'no-store');
      return c.json(plan, 200);
    },
    notFoundWhenInvalid(STORY_MESSAGES.recipientNotFound),
  );
  router.openapi(
    createRoute({
      method: 'put',
      path: '/story-books/{recipientId}',
      tags: ['stories'],
      summary: "Saves the order of the book's chapters and the stories taken out of it (the yearly book and the book on demand follow it)",
      request: { params, body: { content: { 'application/json': { schema: bookArrangementSchema } }, required: true } },
      responses: { 200: jsonContent(storyBookPlanSchema, 'Saved'), ...errorResponses },
    }),
    async (c) => {
      const plan = await arrangeStoryBook(deps, c.var.session!.subjectId, c.req.valid('param').recipientId, c.req.valid('json'));
      if (!plan) throw new AppError(404, 'not_found', STORY_MESSAGES.recipientNotFound);
      return c.json(plan, 200);
    },
    notFoundWhenInvalid(STORY_MESSAGES.recipientNotFound),
  );
  return router;
}
