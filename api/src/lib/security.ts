import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.js';
import { AppError, forbidden } from './errors.js';

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

/**
 * The policy for every HTML answer that sets none of its own (the API docs, the unsubscribe
 * pages, anything added later): no scripts at all, styles inline, forms and connections to
 * this site only, never framed. The shell's pages set a fuller policy of their own.
 */
export const PLAIN_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/** Every HTML answer carries a Content-Security-Policy: its own, or PLAIN_PAGE_POLICY. */
export function policyOnEveryPage() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if ((c.res.headers.get('content-type') ?? '').includes('text/html') && !c.res.headers.has('content-security-policy')) {
      c.res.headers.set('Content-Security-Policy', PLAIN_PAGE_POLICY);
    }
  });
}

/**
 * A browser always sends Origin on a WebSocket handshake, and cookies ride along even from
 * other sites' pages, so a foreign Origin is refused (cross-site WebSocket hijacking).
 * Scripts send none and must authenticate like anyone else.
 */
export function sameOriginUpgrade(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && origin !== allowed) throw forbidden('This connection came from another site and was refused.');
    return next();
  });
}
