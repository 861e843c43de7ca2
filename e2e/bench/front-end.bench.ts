// `pnpm bench front-end` (issue 2): for / and one route of each remote, the JavaScript a
// first visit downloads (gzip bytes, counted from the network in Chromium) and the time to
// first render (first contentful paint), each next to a static HTML page of the same content
// (the rendered page saved without its scripts) served by the same server in the same run.
// Loads are throttled alike (4x slower CPU, 9 Mbit/s with 40 ms latency); medians of RUNS.
import './bench-port';
import type { Page } from '@playwright/test';
import { writeResult } from '../../api/bench/bench-kit';
import { kb, launchChromium, median, snapshotRenderedPage, startBenchSite } from './bench-site';
import { measurePageLoad, type PageLoad } from './page-load';

const RUNS = Number(process.env.FRONT_END_RUNS ?? 5);
const ROUTES: Array<{ path: string; remote: string }> = [
  { path: '/', remote: 'marketing' },
  { path: '/faq', remote: 'marketing' },
  { path: '/simple-onboarding', remote: 'onboarding' },
  { path: '/affiliates', remote: 'affiliates' },
  { path: '/logo-showcase', remote: 'admin-tools' },
];

/** A visitor's first move: it starts the app on a prerendered page (shell/index.html). */
const startUsing = async (page: Page) => {
  await page.mouse.move(10, 10);
};

const site = await startBenchSite();
const browser = await launchChromium();
try {
  const rows: Array<Record<string, unknown>> = [];
  const summary: string[] = [];
  for (const { path, remote } of ROUTES) {
    const shot = await browser.newPage();
    const html = await snapshotRenderedPage(shot, `${site.baseUrl}${path}`, async (p) => {
      await startUsing(p);
      await p.locator(`[data-remote="${remote}"]`).first().waitFor();
    });
    await shot.close();
    const staticUrl = site.addStaticPage(html);

    const real: Array<PageLoad & { afterLoad?: { jsGzipBytes: number; longTaskMs: number } }> = [];
    const still: PageLoad[] = [];
    for (let i = 0; i < RUNS; i++) {
      const order = i % 2 === 0 ? ['real', 'static'] : ['static', 'real'];
      for (const which of order) {
        if (which === 'real') {
          real.push(
            await measurePageLoad(browser, `${site.baseUrl}${path}`, {
              afterLoad: async (p) => {
                await startUsing(p);
                await p.locator(`[data-remote="${remote}"]`).first().waitFor();
              },
            }),
          );
        } else {
          still.push(await measurePageLoad(browser, staticUrl));
        }
      }
    }
    const m = (loads: PageLoad[], key: 'fcp' | 'lcp' | 'jsGzipBytes' | 'totalGzipBytes') => median(loads.map((l) => l[key]));
    const appJs = median(real.map((l) => l.afterLoad?.jsGzipBytes ?? NaN));
    const appLongTasks = median(real.map((l) => l.afterLoad?.longTaskMs ?? NaN));
    const row = {
      path,
      remote,
      fcpMs: m(real, 'fcp'),
      staticFcpMs: m(still, 'fcp'),
      fcpRatio: m(real, 'fcp') / m(still, 'fcp'),
      lcpMs: m(real, 'lcp'),
      staticLcpMs: m(still, 'lcp'),
      firstLoadJsGzipBytes: m(real, 'jsGzipBytes'),
      pageWeightGzipBytes: m(real, 'totalGzipBytes'),
      staticPageWeightGzipBytes: m(still, 'totalGzipBytes'),
      weightRatio: m(real, 'totalGzipBytes') / m(still, 'totalGzipBytes'),
      jsOnceInUseGzipBytes: appJs,
      longTasksOnceInUseMs: appLongTasks,
    };
    rows.push(row);
    summary.push(
      `${path.padEnd(19)} first render ${row.fcpMs.toFixed(0)} ms vs static ${row.staticFcpMs.toFixed(0)} ms (${row.fcpRatio.toFixed(2)}x); ` +
        `first-load JS ${kb(row.firstLoadJsGzipBytes)}, page weight ${kb(row.pageWeightGzipBytes)} vs static ${kb(row.staticPageWeightGzipBytes)} (${row.weightRatio.toFixed(2)}x); ` +
        `JS once in use ${kb(appJs)}, long tasks ${appLongTasks.toFixed(0)} ms`,
    );
  }
  writeResult('front-end', { summary, runs: RUNS, throttling: '4x CPU, 9 Mbit/s, 40 ms', rows });
} finally {
  await browser.close();
  await site.stop();
}
