// `pnpm bench lighthouse` (issue 7): the home page under Lighthouse's mobile settings
// (simulated slow 4G and a 4x slower CPU): performance and accessibility scores, and its
// Largest Contentful Paint next to a static HTML snapshot of the same rendered page served
// by the same server in the same run; plus the JavaScript a first visit downloads.
// Targets: performance >= 95, accessibility 100, LCP <= 1.2x the snapshot's, JS < 150 KB gzip.
import './bench-port';
import lighthouse from 'lighthouse';
import { percentile, writeResult } from '../../api/bench/bench-kit';
import { E2E } from '../support/env';
import { kb, launchChromium, launchChromiumForLighthouse, median, snapshotRenderedPage, startBenchSite } from './bench-site';
import { measurePageLoad } from './page-load';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const TARGETS = { performance: 95, accessibility: 100, lcpRatio: 1.2, jsKb: 150 };

interface Run {
  performance: number;
  accessibility: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

const site = await startBenchSite();
const browser = await launchChromium();
const chrome = await launchChromiumForLighthouse(E2E.port + 70);
try {
  // The same page, rendered, saved as plain HTML (no script) beside the real one.
  const snapshotPage = await browser.newPage();
  const html = await snapshotRenderedPage(snapshotPage, `${site.baseUrl}/`, async (p) => {
    await p.mouse.move(1, 1); // the app starts when a visitor moves (shell/src/bootstrap.tsx)
    await p.locator('[data-remote="marketing"] main').waitFor();
  });
  await snapshotPage.close();
  const staticUrl = site.addStaticPage(html);

  const home: Run[] = [];
  const snapshot: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Alternate the order so neither page always runs on a warmer machine.
    const pair = i % 2 === 0 ? [`${site.baseUrl}/`, staticUrl] : [staticUrl, `${site.baseUrl}/`];
    for (const url of pair) (url === staticUrl ? snapshot : home).push(await audit(url, chrome.port));
  }
  const load = await measurePageLoad(browser, `${site.baseUrl}/`, {
    afterLoad: async (p) => {
      await p.mouse.move(10, 10);
      await p.locator('[data-remote="marketing"] main').waitFor();
    },
  });

  const m = (runs: Run[], key: keyof Run) => median(runs.map((r) => r[key]));
  const lcpRatio = m(home, 'lcp') / m(snapshot, 'lcp');
  const jsKb = load.jsGzipBytes / 1024;
  const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');
  const summary = [
    `/ Lighthouse mobile (median of ${RUNS}): performance ${m(home, 'performance')} (target >= ${TARGETS.performance}, ${verdict(m(home, 'performance') >= TARGETS.performance)}), accessibility ${m(home, 'accessibility')} (target ${TARGETS.accessibility}, ${verdict(m(home, 'accessibility') >= TARGETS.accessibility)})`,
    `/ LCP ${m(home, 'lcp').toFixed(0)} ms vs static snapshot ${m(snapshot, 'lcp').toFixed(0)} ms: ratio ${lcpRatio.toFixed(2)}x (target <= ${TARGETS.lcpRatio}x, ${verdict(lcpRatio <= TARGETS.lcpRatio)})`,
    `/ FCP ${m(home, 'fcp').toFixed(0)} ms (snapshot ${m(snapshot, 'fcp').toFixed(0)} ms), TBT ${m(home, 'tbt').toFixed(0)} ms, CLS ${m(home, 'cls').toFixed(3)}`,
    `/ first-load JavaScript ${kb(load.jsGzipBytes)} gzip in ${load.scripts.length} files (target < ${TARGETS.jsKb} KB, ${verdict(jsKb < TARGETS.jsKb)}); ` +
      `once the visitor starts using the page (or after 3 s idle) the app follows: ${kb(load.afterLoad?.jsGzipBytes ?? NaN)} in all, ${(load.afterLoad?.longTaskMs ?? NaN).toFixed(0)} ms of long tasks at 4x CPU`,
  ];
  writeResult('lighthouse', {
    summary,
    runs: RUNS,
    home,
    snapshot,
    lcpRatio,
    lcpP90: { home: percentile([...home.map((r) => r.lcp)].sort((a, b) => a - b), 90), snapshot: percentile([...snapshot.map((r) => r.lcp)].sort((a, b) => a - b), 90) },
    firstLoad: { jsGzipBytes: load.jsGzipBytes, scripts: load.scripts },
    onceInUse: load.afterLoad,
  });
} finally {
  await chrome.close();
  await browser.close();
  await site.stop();
}
