// `pnpm bench front-end` (issues 2 and 19): for the public pages, the signup funnel and one
// route of each other remote, the JavaScript a first visit downloads (gzip bytes, counted
// from the network in Chromium) and the time to first render (first contentful paint), each
// next to a static HTML page of the same content (the rendered page saved without its
// scripts) served by the same server in the same run; then what the app costs once the
// visitor starts using the page: its JavaScript and the main thread's long tasks. The build's
// own count per route and its budget (scripts/js-budget.mjs) are printed beside.
// Loads are throttled alike (4x slower CPU, 9 Mbit/s with 40 ms latency); medians of RUNS.
import './bench-port';
import type { Page } from '@playwright/test';
import { writeResult } from '../../api/bench/bench-kit';
import { kb, launchChromium, median, snapshotRenderedPage, startBenchSite } from './bench-site';
import { measurePageLoad, type PageLoad } from './page-load';
import { BUDGET, measureRoutes } from '../../scripts/js-budget.mjs';

const RUNS = Number(process.env.FRONT_END_RUNS ?? 5);
const ALL_ROUTES: Array<{ path: string; remote: string }> = [
  { path: '/', remote: 'marketing' },
  { path: '/faq', remote: 'marketing' },
  { path: '/gift', remote: 'marketing' },
  { path: '/simple-onboarding', remote: 'onboarding' },
  // Back from a checkout (here an unknown one: the page says so once it has asked).
  { path: '/onboarding?transaction_id=bench-unknown', remote: 'onboarding' },
  { path: '/schedule-call', remote: 'onboarding' },
  { path: '/sample-call', remote: 'onboarding' },
  { path: '/affiliates', remote: 'affiliates' },
  { path: '/logo-showcase', remote: 'admin-tools' },
  { path: '/sign-in', remote: 'onboarding' },
];
const only = process.env.FRONT_END_ROUTES?.split(',');
const ROUTES = only ? ALL_ROUTES.filter((r) => only.includes(r.path)) : ALL_ROUTES;
/** The build's count of each route's JavaScript, and its budget. */
const built = new Map(
  (() => {
    try {
      return measureRoutes().map((r) => [r.route, r] as const);
    } catch {
      return []; // a build from before the budget (no chunk-map.json)
    }
  })(),
);

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
    console.log(`measuring ${path}`);
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
    const build = built.get(path.split('?')[0]!);
    const kind = build?.funnel ? 'funnel' : 'any';
    Object.assign(row, { buildFirstLoadBytes: build?.firstLoad, buildAppJsBytes: build?.appJs, budget: { firstLoad: BUDGET.firstLoad[kind], appJs: BUDGET.appJs[kind] } });
    rows.push(row);
    summary.push(
      `${path.padEnd(19)} first render ${row.fcpMs.toFixed(0)} ms vs static ${row.staticFcpMs.toFixed(0)} ms (${row.fcpRatio.toFixed(2)}x, target <= 1.2x); ` +
        `first-load JS ${kb(row.firstLoadJsGzipBytes)} (budget ${BUDGET.firstLoad[kind].target} KB), page weight ${kb(row.pageWeightGzipBytes)} vs static ${kb(row.staticPageWeightGzipBytes)} (${row.weightRatio.toFixed(2)}x); ` +
        `once in use JS ${kb(appJs)} (build's count ${build ? kb(build.appJs) : '?'}, target ${BUDGET.appJs[kind].target} KB), long tasks ${appLongTasks.toFixed(0)} ms (target < 50)`,
    );
  }
  writeResult('front-end', { summary, runs: RUNS, throttling: '4x CPU, 9 Mbit/s, 40 ms', rows });
} finally {
  await browser.close();
  await site.stop();
}
