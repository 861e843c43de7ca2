import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../context.js';
import { requireOperator } from '../../auth/index.js';
import { outboxListQuerySchema, outboxListSchema, outboxMailDetailSchema } from '@fondly/contract/stories';
import { AppError } from '../../lib/errors.js';
import { createRouter, errorResponses, jsonContent, pdfResponse, sendPdf } from '../../lib/openapi.js';
import { loadAttachment } from '../outbox.js';
import { getOutboxMail, listOutbox, outboxDetail, outboxHtml, retryOutboxMail } from '../outbox-view.js';

// serial ids are int4: anything larger is simply not found, never a database error.
const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const NOT_FOUND = 'There is no such mail in the outbox.';

/** The mail outbox for operators (/admin/outbox): every mail Fondly wrote, its state, its HTML and PDF. */
export function outboxRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const transport = deps.providers.mail.kind;
  const router = createRouter();
  // Mails hold family names, addresses and what was said on calls: operators only.
  router.use('/outbox', requireOperator(deps));
  router.use('/outbox/*', requireOperator(deps));
  router.openapi(
    createRoute({
      method: 'get',
      path: '/outbox',
      tags: ['operators'],
      summary: 'Mails in the outbox, newest first',
      request: { query: outboxListQuerySchema },
      responses: { 200: jsonContent(outboxListSchema, 'A page of mails'), ...errorResponses },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ ...(await listOutbox(db, c.req.valid('query'))), transport }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/outbox/{id}',
      tags: ['operators'],
      summary: 'One mail: its text, headers and delivery state',
      request: { params: idParam },
      responses: { 200: jsonContent(outboxMailDetailSchema, 'The mail'), ...errorResponses },
    }),
    async (c) => {
      const mail = await getOutboxMail(db, c.req.valid('param').id);
      if (!mail) throw new AppError(404, 'not_found', NOT_FOUND);
      c.header('Cache-Control', 'no-store');
      return c.json(outboxDetail(mail, transport), 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/outbox/{id}/html',
      tags: ['operators'],
      summary: "The mail's HTML as the family sees it (sandboxed)",
      request: { params: idParam },
      responses: { 200: { content: { 'text/html': { schema: z.string() } }, description: 'HTML' }, ...errorResponses },
    }),
    async (c) => {
      const mail = await getOutboxMail(db, c.req.valid('param').id);
      if (!mail) throw new AppError(404, 'not_found', NOT_FOUND);
      // Shown in an iframe of the admin tools: no scripts, no forms, nothing fetched but images.
      return c.body(outboxHtml(mail, transport), 200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': "sandbox; default-src 'none'; img-src data: https:; style-src 'unsafe-inline'",
        'X-Frame-Options': 'SAMEORIGIN',
        'Cache-Control': 'no-store',
      });
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/outbox/{id}/attachment',
      tags: ['operators'],
      summary: "The mail's PDF keepsake",
      request: { params: idParam },
      responses: { 200: pdfResponse, ...errorResponses },
    }),
    async (c) => {
      const mail = await getOutboxMail(db, c.req.valid('param').id);
      const attachment = mail ? await loadAttachment(db, mail) : null;
      if (!attachment) throw new AppError(404, 'not_found', 'This mail has no attachment.');
      return sendPdf(c, attachment.content, attachment.filename);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/outbox/{id}/retry',
      tags: ['operators'],
      summary: 'Try a failed mail again now',
      request: { params: idParam },
      responses: { 200: jsonContent(outboxMailDetailSchema, 'Queued again'), ...errorResponses },
    }),
    async (c) => {
      const mail = await retryOutboxMail(db, c.req.valid('param').id, deps.now());
      if (!mail) throw new AppError(409, 'conflict', 'Only a failed mail can be tried again.');
      return c.json(outboxDetail(mail, transport), 200);
    },
  );
  return router;
}
