import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { AppError, validationError } from './errors.js';
import { errorBodySchema } from '@fondly/contract/errors';

/**
 * One Hono router per domain. Validation failures become our error shape with the
 * schema's own messages, so the server says exactly what the form says.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error.issues);
    },
  });
}

export type Router = ReturnType<typeof createRouter>;

const errorBody = (description: string) => ({ content: { 'application/json': { schema: errorBodySchema } }, description });

/** The error answers every endpoint may give, each with the one error body (the contract's errorBodySchema). */
export const errorResponses = {
  400: errorBody('The input is not valid; `error.fields` names each bad field.'),
  401: errorBody('Not signed in.'),
  403: errorBody('Signed in, but not allowed.'),
  404: errorBody('Not found.'),
  429: errorBody('Too many attempts; try again later.'),
} as const;

export const jsonContent = <T>(schema: T, description = '') => ({
  content: { 'application/json': { schema } },
  description,
});

/**
 * A route hook for ids in the path: an id that cannot be one of ours is simply not found
 * (404 with the resource's own words), as an unknown one is.
 */
export const notFoundWhenInvalid =
  (message: string) =>
  (result: { success: boolean; target?: string; error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }): undefined => {
    if (result.success) return undefined;
    if (result.target === 'param') throw new AppError(404, 'not_found', message);
    throw validationError(result.error?.issues ?? []);
  };

/**
 * Documents a route whose handler cannot be an `openapi()` route (a WebSocket upgrade, a
 * provider's form-encoded webhook answered with TwiML), so openapi.json still lists every
 * endpoint the API serves.
 */
export function documentRoute(
  router: Router,
  route: { method: 'get' | 'post'; path: string; tags: string[]; summary: string; description?: string; responses: Record<number, { description: string; contentType?: string }> },
) {
  router.openAPIRegistry.registerPath({
    method: route.method,
    path: route.path,
    tags: route.tags,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    responses: Object.fromEntries(
      Object.entries(route.responses).map(([status, r]) => [
        status,
        r.contentType ? { description: r.description, content: { [r.contentType]: { schema: { type: 'string' } } } } : { description: r.description },
      ]),
    ),
  });
}

export const pdfResponse = { content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } }, description: 'The PDF keepsake' };

/** A PDF answer: private, never cached by proxies, downloaded under a friendly name. */
export function sendPdf(c: Context, pdf: Buffer, filename: string) {
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'private, no-store',
    'Content-Length': String(pdf.length),
  });
}
