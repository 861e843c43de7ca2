import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps } from '../../context.js';
import { recipients, stories } from '../../db/schema/index.js';
import { createRouter, errorResponses } from '../../lib/openapi.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { readListenToken } from '../links.js';
import { passageAudio, voiceOfCall } from '../keep.js';
import { LISTEN_PAGE_POLICY, listenGonePage, listenPage } from '../listen-page.js';

const htmlResponse = { content: { 'text/html': { schema: z.string() } }, description: 'A page for the reader' };
const audioResponse = { content: { 'audio/mpeg': { schema: z.string().meta({ format: 'binary' }) } }, description: 'Her voice (MP3)' };
const token = z.string().max(200);

/** A page behind a signed link: its own policy (her audio may play), never cached, never a referrer. */
function privateListen(c: Context) {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Content-Security-Policy', LISTEN_PAGE_POLICY);
}

/**
 * /listen/<token>: her voice of one Moment or story, for whoever holds the signed link (the
 * Moment mail, the dashboard, the keepsake PDF's QR code), without signing in (docs/recordings.md).
 */
export function listenRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('/listen/*', rateLimit(deps, { name: 'listen', limit: 120, windowMs: 15 * 60_000 }));
  router.openapi(
    createRoute({ method: 'get', path: '/listen/{token}', tags: ['stories'], summary: 'Her voice of one Moment (signed, expiring link)', request: { params: z.object({ token }) }, responses: { 200: htmlResponse, ...errorResponses } }),
    async (c) => {
      privateListen(c);
      const raw = c.req.valid('param').token;
      const opened = await readListenToken(deps, raw);
      if (opened === null) return c.html(listenGonePage('unknown'), 404);
      if (opened === 'expired') return c.html(listenGonePage('expired'), 410);
      const [row] = await db
        .select({ title: stories.title, recipientId: stories.recipientId, name: recipients.name })
        .from(stories)
        .innerJoin(recipients, eq(recipients.id, stories.recipientId))
        .where(eq(stories.callId, opened.callId));
      const voice = row ? await voiceOfCall(deps, opened.callId, row.recipientId) : null;
      if (!row || voice?.state !== 'kept') return c.html(listenGonePage('deleted'), 410);
      const passages = voice.passages.map((p) => ({ quote: p.quote, audioUrl: `/listen/${raw}/${p.id}.mp3` }));
      return c.html(listenPage({ recipientName: row.name, title: row.title, passages }), 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/listen/{token}/{clip}',
      tags: ['stories'],
      summary: 'One passage of her voice (MP3), by the same signed link',
      request: { params: z.object({ token, clip: z.string().regex(/^[0-9a-f-]{36}\.mp3$/i) }) },
      responses: { 200: audioResponse, ...errorResponses },
    }),
    async (c) => {
      const { token: raw, clip } = c.req.valid('param');
      const opened = await readListenToken(deps, raw);
      c.header('Cache-Control', 'no-store');
      if (opened === null) return c.json({ error: { code: 'not_found', message: 'This recording link is not valid.' } }, 404);
      if (opened === 'expired') return c.json({ error: { code: 'gone', message: 'This recording link has expired.' } }, 410);
      const audio = await passageAudio(deps, opened.callId, clip.slice(0, 36).toLowerCase());
      if (!audio) return c.json({ error: { code: 'gone', message: 'This recording is no longer kept.' } }, 410);
      return c.body(new Uint8Array(audio.bytes), 200, { 'Content-Type': audio.mime, 'Content-Length': String(audio.bytes.byteLength), 'Accept-Ranges': 'none' });
    },
  );
  return router;
}
