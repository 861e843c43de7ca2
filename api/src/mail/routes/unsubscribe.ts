import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../context.js';
import { unsubscribeListSchema, type UnsubscribeList } from '@fondly/contract/stories';
import { createRouter, errorResponses } from '../../lib/openapi.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { familyConfirmedPage, familyConfirmPage, unknownLinkPage, unsubscribeConfirmPage, unsubscribedPage } from '../unsubscribe.js';
import { confirmFamilyMember, memberByUnsubscribeToken, unsubscribe } from '../../families/index.js';
import { idToken, lineText } from '@fondly/contract/text';

const request = {
  params: z.object({ token: idToken('This unsubscribe link is not valid.', 200) }),
  // A mangled list name still unsubscribes (from everything) rather than failing the reader.
  query: z.object({ list: lineText().max(40).optional() }),
};
const listFrom = (raw: string | undefined): UnsubscribeList => unsubscribeListSchema.safeParse(raw).data ?? 'all';
const htmlResponse = { content: { 'text/html': { schema: z.string() } }, description: 'A page for the reader' };

/**
 * The unsubscribe link in every family email (public, keyed by the member's secret token).
 * GET shows a one-button page; POST unsubscribes, both from that page and from mail apps'
 * own Unsubscribe button (RFC 8058 one-click, List-Unsubscribe-Post).
 */
export function unsubscribeRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('/unsubscribe/*', rateLimit(deps, { name: 'unsubscribe', limit: 30, windowMs: 15 * 60_000 }));
  // A person clicked this link: a token that cannot be one of ours gets the same page as an unknown one.
  const unknownLink = (result: { success: boolean }, c: Context) => (result.success ? undefined : c.html(unknownLinkPage(), 404));
  router.openapi(
    createRoute({ method: 'get', path: '/unsubscribe/{token}', tags: ['stories'], summary: 'The unsubscribe page of an email link', request, responses: { 200: htmlResponse, ...errorResponses } }),
    async (c) => {
      const { token } = c.req.valid('param');
      const list = listFrom(c.req.valid('query').list);
      privateLinkPage(c);
      const found = await memberByUnsubscribeToken(db, token);
      if (!found) return c.html(unknownLinkPage(), 404);
      const action = `/api/unsubscribe/${encodeURIComponent(token)}?list=${list}`;
      return c.html(unsubscribeConfirmPage(found.member.email, found.lovedOnes, list, action), 200);
    },
    unknownLink,
  );
  router.openapi(
    createRoute({ method: 'post', path: '/unsubscribe/{token}', tags: ['stories'], summary: 'Unsubscribe (one click)', request, responses: { 200: htmlResponse, ...errorResponses } }),
    async (c) => {
      const { token } = c.req.valid('param');
      let list = listFrom(c.req.valid('query').list);
      privateLinkPage(c);
      // The page's own form may ask to stop everything; a mail app's one-click POST sends List-Unsubscribe=One-Click.
      const type = c.req.header('content-type') ?? '';
      if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
        const form = await c.req.parseBody();
        if (form.everything === '1') list = 'all';
      }
      const found = await memberByUnsubscribeToken(db, token);
      if (!found || !(await unsubscribe(db, token, list))) return c.html(unknownLinkPage(), 404);
      c.var.log.info({ familyMemberId: found.member.id, list }, 'family member unsubscribed');
      return c.html(unsubscribedPage(found.member.email, list), 200);
    },
    unknownLink,
  );
  // The link mailed to someone added to the family list (issue 30, item 8): GET shows one button, POST confirms.
  router.use('/family-list/*', rateLimit(deps, { name: 'family-list', limit: 30, windowMs: 15 * 60_000 }));
  const confirmRequest = { params: z.object({ token: idToken('This link is not valid.', 200) }) };
  router.openapi(
    createRoute({ method: 'get', path: '/family-list/{token}', tags: ['stories'], summary: 'The page of the link that confirms a person added to the family list', request: confirmRequest, responses: { 200: htmlResponse, ...errorResponses } }),
    async (c) => {
      const { token } = c.req.valid('param');
      privateLinkPage(c);
      const found = await memberByUnsubscribeToken(db, token);
      if (!found) return c.html(unknownLinkPage(), 404);
      if (!found.member.awaitingConfirmation) return c.html(familyConfirmedPage(found.member.email), 200);
      return c.html(familyConfirmPage(found.member.email, found.lovedOnes, `/api/family-list/${encodeURIComponent(token)}`), 200);
    },
    unknownLink,
  );
  router.openapi(
    createRoute({ method: 'post', path: '/family-list/{token}', tags: ['stories'], summary: 'Confirm a person added to the family list: from now on what was chosen for them reaches them', request: confirmRequest, responses: { 200: htmlResponse, ...errorResponses } }),
    async (c) => {
      const { token } = c.req.valid('param');
      privateLinkPage(c);
      const found = await memberByUnsubscribeToken(db, token);
      if (!found || !(await confirmFamilyMember(db, token, deps.now()))) return c.html(unknownLinkPage(), 404);
      c.var.log.info({ familyMemberId: found.member.id }, 'family member confirmed by the link');
      return c.html(familyConfirmedPage(found.member.email), 200);
    },
    unknownLink,
  );
  return router;
}

/** A page behind a secret link: never cached, and the link never sent on as a referrer. */
function privateLinkPage(c: Context) {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
}
