import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';

/** A mid-range phone on a good mobile connection, the same for every page of a run. */
export const THROTTLING = { cpuSlowdown: 4, latencyMs: 40, downloadBytesPerSecond: (9 * 1024 * 1024) / 8, uploadBytesPerSecond: (1.5 * 1024 * 1024) / 8 };

export interface PageLoad {
  /** First contentful paint and largest contentful paint, ms from navigation. */
  fcp: number;
  lcp: number;
  /** JavaScript fetched before the page settled (no interaction), gzip-compressed bytes. */
  jsGzipBytes: number;
  /** Every response's body, gzip-compressed: what the visitor downloads. */
  totalGzipBytes: number;
  scripts: Array<{ url: string; gzipBytes: number }>;
}

/**
 * Loads `url` once in a fresh context, throttled, and reports what a first visit costs.
 * Bytes are counted from the network (each body gzip-compressed, as a CDN would send it),
 * until the network has been quiet for half a second.
 */
export async function measurePageLoad(
  browser: Browser,
  url: string,
  opts: { throttle?: boolean; afterLoad?: (page: Page) => Promise<void> } = {},
): Promise<PageLoad & { afterLoad?: { jsGzipBytes: number; longTaskMs: number } }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  try {
    if (opts.throttle !== false) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: THROTTLING.latencyMs,
        downloadThroughput: THROTTLING.downloadBytesPerSecond,
        uploadThroughput: THROTTLING.uploadBytesPerSecond,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    }
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number; __longTasks: Array<{ start: number; duration: number }> };
      w.__lcp = 0;
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const scripts: PageLoad['scripts'] = [];
    let totalGzipBytes = 0;
    const bodies: Promise<void>[] = [];
    page.on('response', (response) => {
      bodies.push(
        response.body().then(
          (body) => {
            const gzipBytes = gzipSync(body).length;
            totalGzipBytes += gzipBytes;
            if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), gzipBytes });
          },
          () => {},
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await Promise.all(bodies);
    const paint = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      lcp: (window as unknown as { __lcp: number }).__lcp,
    }));
    const firstLoad = { ...paint, jsGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0), totalGzipBytes, scripts: [...scripts] };
    if (!opts.afterLoad) return firstLoad;
    // What follows when the visitor starts using the page: the rest of the JavaScript, and
    // the main thread's long tasks (the app starting) from that moment on.
    // From the moment the visitor acts on a prerendered page (the app starts then); from the
    // navigation itself on a page the app paints (it started with the load).
    const since = await page.evaluate(() => (document.getElementById('fondly-prerendered') ? performance.now() : 0));
    await opts.afterLoad(page);
    await page.waitForLoadState('networkidle');
    await Promise.all(bodies);
    const longTaskMs = await page.evaluate(
      (from) => (window as unknown as { __longTasks: Array<{ start: number; duration: number }> }).__longTasks.filter((t) => t.start >= from).reduce((sum, t) => sum + t.duration, 0),
      since,
    );
    return { ...firstLoad, afterLoad: { jsGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0), longTaskMs } };
  } finally {
    await context.close();
  }
}
