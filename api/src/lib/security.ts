import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.js';
import { AppError } from './errors.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for cookie-authenticated writes: a browser always sends Origin on a
 * cross-site write, so any write whose Origin is not ours is refused. Requests with
 * no Origin come from servers and scripts, which carry no victim's cookies.
 * Webhooks are signed instead and are exempt.
 */
export function sameOriginWrites(publicUrl: string, exemptPrefixes: string[]) {
  const allowed = new URL(publicUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!UNSAFE.has(c.req.method) || exemptPrefixes.some((p) => c.req.path.startsWith(p))) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    if ((origin && origin !== allowed && origin !== 'null') || origin === 'null' || fetchSite === 'cross-site') {
      throw new AppError(403, 'forbidden', 'This request came from another site and was refused.');
    }
    return next();
  });
}
