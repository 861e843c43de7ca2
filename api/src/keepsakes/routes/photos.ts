import { createRoute, z } from '@hono/zod-openapi';
import { familyPhotoListSchema, familyPhotoSchema, newPhotoSchema, PHOTO_MESSAGES } from '@fondly/contract/photos';
import type { AppDeps } from '../../context.js';
import { requireSession } from '../../auth/index.js';
import { AppError } from '../../lib/errors.js';
import { createRouter, errorResponses, jsonContent, notFoundWhenInvalid } from '../../lib/openapi.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { addPhoto, listPhotos, photoImage, removePhoto } from '../photos.js';

const idParam = z.object({ id: z.uuid(PHOTO_MESSAGES.notFound) });

/** The family's photos (issue 31): added on the dashboard, the newest printed on the Moment's keepsake page. */
export function photoRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/family-photos', requireSession(deps, 'subscriber'));
  router.use('/family-photos/*', requireSession(deps, 'subscriber'));
  // Each upload is megabytes written to the store: a family adds a few, not hundreds.
  const uploads = rateLimit(deps, { name: 'photo-upload', limit: 20, windowMs: 3600_000, key: (c) => c.var.session?.subjectId ?? 'anonymous' });
  router.use('/family-photos', (c, next) => (c.req.method === 'POST' ? uploads(c, next) : next()));
  const me = (c: { var: { session: { subjectId: string } | null } }) => c.var.session!.subjectId;

  router.openapi(
    createRoute({
      method: 'get',
      path: '/family-photos',
      tags: ['stories'],
      summary: "The signed-in family's photos, newest first",
      responses: { 200: jsonContent(familyPhotoListSchema, 'Photos'), ...errorResponses },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ photos: await listPhotos(deps.database.db, me(c)) }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/family-photos',
      tags: ['stories'],
      summary: 'Add a photo of a loved one (JPEG or PNG, under 5 MB, as a data URL), with an optional caption',
      request: { body: { content: { 'application/json': { schema: newPhotoSchema } }, required: true } },
      responses: { 201: jsonContent(familyPhotoSchema, 'Added'), ...errorResponses },
    }),
    async (c) => c.json(await addPhoto(deps, me(c), c.req.valid('json')), 201),
  );
  router.openapi(
    createRoute({
      method: 'delete',
      path: '/family-photos/{id}',
      tags: ['stories'],
      summary: 'Remove a photo (its file too)',
      request: { params: idParam },
      responses: { 200: jsonContent(z.object({ ok: z.literal(true) }), 'Removed'), ...errorResponses },
    }),
    async (c) => {
      if (!(await removePhoto(deps, me(c), c.req.valid('param').id))) throw new AppError(404, 'not_found', PHOTO_MESSAGES.notFound);
      return c.json({ ok: true as const }, 200);
    },
    notFoundWhenInvalid(PHOTO_MESSAGES.notFound),
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/family-photos/{id}/image',
      tags: ['stories'],
      summary: 'The image of one of the family’s photos',
      request: { params: idParam },
      responses: {
        200: { content: { 'image/jpeg': { schema: z.string().meta({ format: 'binary' }) }, 'image/png': { schema: z.string().meta({ format: 'binary' }) } }, description: 'The photo' },
        ...errorResponses,
      },
    }),
    async (c) => {
      const image = await photoImage(deps, me(c), c.req.valid('param').id);
      if (!image) throw new AppError(404, 'not_found', PHOTO_MESSAGES.notFound);
      return c.body(new Uint8Array(image.bytes), 200, {
        'Content-Type': image.contentType,
        'Cache-Control': 'private, max-age=3600',
        'Content-Length': String(image.bytes.length),
        'X-Content-Type-Options': 'nosniff',
      });
    },
    notFoundWhenInvalid(PHOTO_MESSAGES.notFound),
  );
  return router;
}
