import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../context.js';
import { listRemotes } from '../registry/registry.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wav': 'audio/wav',
};

/**
 * The shell is served beside the API so the browser sees one origin (cookies just
 * work). Any path that is not a file gets index.html: the shell's router decides
 * between a page and the 404.
 */
export function serveShell(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  const root = path.resolve(deps.config.shellDist!);
  // The remotes' origins may change at runtime (registry), so the CSP is built per page load.
  const csp = async () => {
    const remotes = await listRemotes(deps.database.db);
    const origins = [...new Set(remotes.map((r) => new URL(r.manifestUrl).origin))].join(' ');
    return [
      "default-src 'self'",
      `script-src 'self' ${origins}`,
      `style-src 'self' 'unsafe-inline' ${origins}`,
      `img-src 'self' data: blob: ${origins}`,
      `font-src 'self' data: ${origins}`,
      `media-src 'self' data: blob: ${origins}`,
      `connect-src 'self' ws: wss: ${origins}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self' mailto:",
    ].join('; ');
  };

  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/ws') return next();
    const rel = decodeURIComponent(c.req.path).replace(/^\/+/, '');
    const file = path.resolve(root, rel);
    if (file.startsWith(root + path.sep) && path.extname(file)) {
      try {
        const info = await stat(file);
        if (info.isFile()) {
          const ext = path.extname(file);
          c.header('Content-Type', TYPES[ext] ?? 'application/octet-stream');
          // Hashed assets never change; anything else is revalidated.
          c.header('Cache-Control', /\.[0-9a-f]{8,}\./.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
          return c.body(await readFile(file));
        }
      } catch {
        return c.notFound();
      }
      return c.notFound();
    }
    const html = await readFile(path.join(root, 'index.html'), 'utf8').catch(() => null);
    if (html === null) return c.text('The shell has not been built yet: run `pnpm build`.', 503);
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Security-Policy', await csp());
    return c.html(html);
  });
}
