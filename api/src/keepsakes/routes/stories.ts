import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../context.js';
import { requireSession } from '../../auth/index.js';
import { STORY_MESSAGES, storyDetailSchema, storyListQuerySchema, storyListSchema } from '@fondly/contract/stories';
import { getStory, getStoryPdf, listStories } from '../story-library.js';
import { AppError } from '../../lib/errors.js';
import { voicesOfStories } from '../../recordings/index.js';
import { createRouter, errorResponses, jsonContent, notFoundWhenInvalid, pdfResponse, sendPdf } from '../../lib/openapi.js';

const idParam = z.object({ id: z.uuid(STORY_MESSAGES.notFound) });

/** The Story Library: the signed-in family's Moments and stories, and their PDFs. */
export function storyRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('/stories', requireSession(deps, 'subscriber'));
  router.use('/stories/*', requireSession(deps, 'subscriber'));
  router.openapi(
    createRoute({
      method: 'get',
      path: '/stories',
      tags: ['stories'],
      summary: "The signed-in family's Moments and stories, newest first",
      request: { query: storyListQuerySchema },
      responses: { 200: jsonContent(storyListSchema, 'Story Library'), ...errorResponses },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const subscriberId = c.var.session!.subjectId;
      const list = await listStories(db, subscriberId, c.req.valid('query'));
      // Her voice for the newest ones (the dashboard plays the latest; the library opens one at a time).
      const voices = await voicesOfStories(deps, subscriberId, list.slice(0, 20).map((s) => s.id));
      return c.json({ stories: list.map((s) => ({ ...s, ...(voices.has(s.id) ? { voice: voices.get(s.id) } : {}) })) }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/stories/{id}',
      tags: ['stories'],
      summary: 'One Moment or story',
      request: { params: idParam },
      responses: { 200: jsonContent(storyDetailSchema, 'The Moment or story'), ...errorResponses },
    }),
    async (c) => {
      const story = await getStory(db, c.var.session!.subjectId, c.req.valid('param').id);
      if (!story) throw new AppError(404, 'not_found', STORY_MESSAGES.notFound);
      c.header('Cache-Control', 'no-store');
      const voice = (await voicesOfStories(deps, c.var.session!.subjectId, [story.id])).get(story.id);
      return c.json({ ...story, ...(voice ? { voice } : {}) }, 200);
    },
    notFoundWhenInvalid(STORY_MESSAGES.notFound),
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/stories/{id}/pdf',
      tags: ['stories'],
      summary: 'Download the PDF keepsake of one Moment or story',
      request: { params: idParam },
      responses: { 200: pdfResponse, ...errorResponses },
    }),
    async (c) => {
      const found = await getStoryPdf(db, c.var.session!.subjectId, c.req.valid('param').id);
      if (!found) throw new AppError(404, 'not_found', STORY_MESSAGES.notFound);
      return sendPdf(c, found.pdf, found.filename);
    },
    notFoundWhenInvalid(STORY_MESSAGES.notFound),
  );
  return router;
}
