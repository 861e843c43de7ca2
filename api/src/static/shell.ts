import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../context.js';
import type { Config } from '../env.js';
import { isSitePath, MOVED_PAGES } from '@fondly/contract/platform';
import { listRemotes } from '../registry/index.js';
import { COMPRESSIBLE, createCompressionCache, negotiateEncoding } from './compression.js';
import { composeShellHtml, inlineScriptHashes } from './page-html.js';
import { choosePrerender } from './prerender-choice.js';
import { createPrerenderedPages, type PrerenderedPages } from './prerendered-pages.js';

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

/** What Google's tag needs when the conversion event is switched on (AD_TRACKING_GTAG_*). */
const GTAG_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.google.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.googletagmanager.com'],
  img: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googletagmanager.com'],
  frame: ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
};

/** This site's own origin for WebSockets (the live log, the simulated phone): ws: beside http:, wss: beside https:. */
export function ownWebSocketOrigin(publicUrl: string): string {
  const { protocol, host } = new URL(publicUrl);
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`;
}

/**
 * The remotes' origins may change at runtime (registry), so the policy is built per page.
 * Connections go to this site only: its own origin (and the same host over WebSocket), the
 * remotes the registry names (the site's own code: their manifests are fetched), and Google's
 * tag only when ad tracking is configured. Never `ws:`/`wss:` to any host.
 */
function contentSecurityPolicy(publicUrl: string, remoteOrigins: string, adTracking: Config['adTracking'], scriptHashes: string[]) {
  const gtag = adTracking.provider === 'gtag';
  const extra = (kind: keyof typeof GTAG_SOURCES) => (gtag ? ` ${GTAG_SOURCES[kind].join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes, remoteOrigins].join(' ')}${extra('script')}`,
    `style-src 'self' 'unsafe-inline' ${remoteOrigins}`,
    `img-src 'self' data: blob: ${remoteOrigins}${extra('img')}`,
    `font-src 'self' data: ${remoteOrigins}`,
    `media-src 'self' data: blob: ${remoteOrigins}`,
    `connect-src 'self' ${ownWebSocketOrigin(publicUrl)} ${remoteOrigins}${extra('connect')}`,
    ...(gtag ? [`frame-src${extra('frame')}`] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
  ].join('; ');
}

/**
 * The shell is served beside the API so the browser sees one origin (cookies just work).
 * Any path that is not a file gets index.html: the shell's router decides between a page
 * and the 404. For the public pages the HTML already contains the page, prerendered by the
 * marketing remote's build for the version the registry points at, so it paints before any
 * JavaScript runs. Text is compressed (brotli or gzip) once and remembered.
 */
export function serveShell(app: OpenAPIHono<AppEnv>, deps: AppDeps, prerendered: PrerenderedPages = createPrerenderedPages({ logger: deps.logger })) {
  const root = path.resolve(deps.config.shellDist!);
  const compressed = createCompressionCache();

  function send(c: Context<AppEnv>, key: string, body: Buffer | string, type: string) {
    c.header('Content-Type', type);
    c.header('Vary', 'Accept-Encoding');
    const encoding = COMPRESSIBLE.test(type) && body.length > 1024 ? negotiateEncoding(c.req.header('accept-encoding')) : null;
    if (!encoding) return c.body(typeof body === 'string' ? body : new Uint8Array(body));
    c.header('Content-Encoding', encoding);
    return c.body(new Uint8Array(compressed(key, body, encoding)));
  }

  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/ws') return next();
    const rel = decodeURIComponent(c.req.path).replace(/^\/+/, '');
    const file = path.resolve(root, rel);
    // The template is never sent as a plain file: every page goes through it below. Another
    // HTML file in the folder (a static page, e.g. a benchmark's snapshot) is sent as it is,
    // under the same policy with no inline script allowed.
    const isTemplate = file === path.join(root, 'index.html');
    if (file.startsWith(root + path.sep) && path.extname(file) && !isTemplate) {
      try {
        const info = await stat(file);
        if (!info.isFile()) return c.notFound();
        // Hashed assets never change; anything else is revalidated.
        c.header('Cache-Control', /\.[0-9a-f]{8,}\./.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
        const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
        if (type === TYPES['.html']) {
          const origins = [...new Set((await listRemotes(deps.database.db)).map((r) => new URL(r.manifestUrl).origin))].join(' ');
          c.header('Content-Security-Policy', contentSecurityPolicy(deps.config.publicUrl, origins, deps.config.adTracking, []));
        }
        return send(c, `${file}:${info.mtimeMs}:${info.size}`, await readFile(file), type);
      } catch {
        return c.notFound();
      }
    }

    const moved = Object.hasOwn(MOVED_PAGES, c.req.path) ? MOVED_PAGES[c.req.path] : undefined;
    if (moved) {
      // The query goes before a section's #fragment ('/pricing?ref=X' -> '/?ref=X#pricing').
      const [to, section] = moved.split('#');
      return c.redirect(`${to}${new URL(c.req.url).search}${section ? `#${section}` : ''}`, 301);
    }

    const template = await readFile(path.join(root, 'index.html'), 'utf8').catch(() => null);
    if (template === null) return c.text('The shell has not been built yet: run `pnpm build`.', 503);
    const remotes = await listRemotes(deps.database.db);
    // The page's own remote publishes its prerendered copies (prerender-choice.ts says which fits).
    const choice = await choosePrerender(c, deps);
    const owner = choice ? remotes.find((r) => r.name === choice.remote) : undefined;
    const page = choice && owner ? await prerendered.pageFor(owner.manifestUrl, choice.key) : null;
    const html = composeShellHtml(template, {
      prerendered: page,
      adTracking: deps.config.adTracking,
      preconnect: page && owner ? [new URL(owner.manifestUrl).origin] : [],
      publicUrl: deps.config.publicUrl,
    });
    const origins = [...new Set(remotes.map((r) => new URL(r.manifestUrl).origin))].join(' ');
    c.header('Cache-Control', 'no-cache');
    // Any other path still gets the shell (it shows the 404 page), but with the status a robot or a link checker reads.
    if (!isSitePath(c.req.path)) c.status(404);
    c.header('Content-Security-Policy', contentSecurityPolicy(deps.config.publicUrl, origins, deps.config.adTracking, inlineScriptHashes(template)));
    return send(c, createHash('sha1').update(html).digest('base64'), html, TYPES['.html']!);
  });
}
