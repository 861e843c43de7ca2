import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../context.js';
import { requireSession } from '../../auth/index.js';
import { STORY_MESSAGES, storyBookQuerySchema } from '@fondly/contract/stories';
import { samplePdf } from '../story-library.js';
import { storyBook } from '../story-book.js';
import { AppError } from '../../lib/errors.js';
import { createRouter, errorResponses, notFoundWhenInvalid, pdfResponse, sendPdf } from '../../lib/openapi.js';
import { rateLimit } from '../../lib/rate-limit.js';

/** Printable keepsakes made on demand: a loved one's book of stories, and the sample keepsake. */
export function keepsakeRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('/keepsakes/*', requireSession(deps, 'subscriber'));
  // Books are rendered on request; a loop of requests must not tie up the server.
  router.use(
    '/keepsakes/*',
    rateLimit(deps, { name: 'keepsake-render', limit: 30, windowMs: 10 * 60_000, key: (c) => c.var.session?.subjectId ?? 'anonymous' }),
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/keepsakes/book/{recipientId}',
      tags: ['stories'],
      summary: "Every story of one loved one (in one year, or all) as one print-ready PDF book (6 × 9 in with bleed), arranged as the family saved it",
      request: { params: z.object({ recipientId: z.uuid(STORY_MESSAGES.recipientNotFound) }), query: storyBookQuerySchema },
      responses: { 200: pdfResponse, ...errorResponses },
    }),
    async (c) => {
      const book = await storyBook(deps, c.var.session!.subjectId, c.req.valid('param').recipientId, c.req.valid('query').year);
      if (!book) throw new AppError(404, 'not_found', STORY_MESSAGES.recipientNotFound);
      if (!book.pdf) throw new AppError(404, 'not_found', STORY_MESSAGES.noStoriesForBook);
      return sendPdf(c, book.pdf, book.filename);
    },
    notFoundWhenInvalid(STORY_MESSAGES.recipientNotFound),
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/keepsakes/sample',
      tags: ['stories'],
      summary: 'A sample keepsake PDF ("Test Sample PDF" on the dashboard)',
      responses: { 200: pdfResponse, ...errorResponses },
    }),
    async (c) => {
      const sample = await samplePdf(db, c.var.session!.subjectId, deps.now());
      return sendPdf(c, sample.pdf, sample.filename);
    },
  );
  return router;
}
