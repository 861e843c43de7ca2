import { z } from 'zod';
import type { Logger } from '../lib/logger.js';

/**
 * A remote renders some of its pages to HTML at build time and publishes them
 * beside its JavaScript (scripts/prerender.mjs, run by the marketing, onboarding and
 * affiliates builds):
 *   <version base>/prerender/manifest.json   { version, pages: { "/faq": "faq.json" } }
 *   <version base>/prerender/<name>.json      { route, title, description, html, css }
 * This module fetches them for whichever version the registry points at, so a switched or
 * rolled-back version serves its own pages. A version's files never change, so each is
 * fetched once; a failure is retried after a short pause and never holds a page up for long.
 */
const pageSchema = z.object({
  route: z.string(),
  title: z.string().min(1).max(200),
  description: z.string().max(500),
  html: z.string().max(1_000_000),
  css: z.string().max(500_000),
});
export type PrerenderedPage = z.infer<typeof pageSchema>;

const manifestSchema = z.object({
  version: z.string(),
  pages: z.record(z.string(), z.string().regex(/^[\w-]+\.json$/)),
});

export interface PrerenderedPagesOptions {
  logger: Logger;
  fetch?: typeof fetch;
  /** How long a page request may wait for the CDN before the plain shell is served. */
  timeoutMs?: number;
  /** How long a failed fetch is remembered before it is tried again. */
  retryAfterMs?: number;
  now?: () => number;
}

type Cached<T> = { value: Promise<T>; failedAt: number | null };

/** The folder of one build: ".../1.2.0/mf-manifest.json" -> ".../1.2.0/". */
export function versionBaseOf(manifestUrl: string): string {
  return new URL('.', manifestUrl).toString();
}

export function createPrerenderedPages(opts: PrerenderedPagesOptions) {
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 1500;
  const retryAfterMs = opts.retryAfterMs ?? 30_000;
  const now = opts.now ?? Date.now;
  const cache = new Map<string, Cached<unknown>>();
  // Old versions are rarely asked for again; keep the cache small.
  const MAX_ENTRIES = 64;

  async function getJson(url: string): Promise<unknown> {
    const res = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return res.json();
  }

  function cached<T>(url: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(url) as Cached<T> | undefined;
    if (hit && (hit.failedAt === null || now() - hit.failedAt < retryAfterMs)) return hit.value;
    const entry: Cached<T> = { value: load(), failedAt: null };
    entry.value.catch((err: unknown) => {
      entry.failedAt = now();
      opts.logger.warn({ url, err: err instanceof Error ? err.message : String(err) }, 'prerendered page unavailable; serving the plain shell');
    });
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(url, entry);
    return entry.value;
  }

  return {
    /** The prerendered page for `path` in the build at `manifestUrl`, or null (never throws). */
    async pageFor(manifestUrl: string, path: string): Promise<PrerenderedPage | null> {
      try {
        const base = versionBaseOf(manifestUrl);
        const manifest = await cached(`${base}prerender/manifest.json`, async () => manifestSchema.parse(await getJson(`${base}prerender/manifest.json`)));
        const file = manifest.pages[path];
        if (!file) return null;
        return await cached(`${base}prerender/${file}`, async () => {
          const page = pageSchema.parse(await getJson(`${base}prerender/${file}`));
          // Inlined into our own origin's HTML: plain markup only, never a script.
          if (/<script/i.test(page.html) || /<\/style/i.test(page.css)) throw new Error(`${file} contains a script or a closing style tag`);
          return page;
        });
      } catch {
        return null;
      }
    },
  };
}
export type PrerenderedPages = ReturnType<typeof createPrerenderedPages>;
