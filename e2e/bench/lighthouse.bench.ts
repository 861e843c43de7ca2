// `pnpm bench lighthouse` (issues 7 and 19): the home page and /simple-onboarding under
// Lighthouse's mobile settings (simulated slow 4G and a 4x slower CPU): performance and
// accessibility scores, and the Largest Contentful Paint next to a static HTML snapshot of the
// same rendered page served by the same server in the same run; plus the JavaScript a first
// visit downloads. Targets: performance >= 95, accessibility 100, LCP <= 1.2x the snapshot's,
// first-load JS < 150 KB gzip (100 KB for the funnel). LIGHTHOUSE_PATHS=/simple-onboarding
// measures one page.
import './bench-port';
import lighthouse from 'lighthouse';
import { percentile, writeResult } from '../../api/bench/bench-kit';
import { E2E } from '../support/env';
import { kb, launchChromium, launchChromiumForLighthouse, median, snapshotRenderedPage, startBenchSite } from './bench-site';
import { measurePageLoad } from './page-load';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const TARGETS = { performance: 95, accessibility: 100, lcpRatio: 1.2 };
const PAGES: Array<{ path: string; remote: string; jsKb: number }> = [
  { path: '/', remote: 'marketing', jsKb: 150 },
  { path: '/simple-onboarding', remote: 'onboarding', jsKb: 100 },
].filter((p) => !process.env.LIGHTHOUSE_PATHS || process.env.LIGHTHOUSE_PATHS.split(',').includes(p.path));

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
  const summary: string[] = [];
  const results: Record<string, unknown> = {};
  for (const { path, remote, jsKb: jsTarget } of PAGES) {
    const url = `${site.baseUrl}${path}`;
    // The same page, rendered, saved as plain HTML (no script) beside the real one.
    const snapshotPage = await browser.newPage();
    const html = await snapshotRenderedPage(snapshotPage, url, async (p) => {
      await p.mouse.move(1, 1); // the app starts when a visitor moves (shell/index.html)
      await p.locator(`[data-remote="${remote}"] main`).waitFor();
    });
    await snapshotPage.close();
    const staticUrl = site.addStaticPage(html);

    const real: Run[] = [];
    const snapshot: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Alternate the order so neither page always runs on a warmer machine.
      const pair = i % 2 === 0 ? [url, staticUrl] : [staticUrl, url];
      for (const u of pair) (u === staticUrl ? snapshot : real).push(await audit(u, chrome.port));
    }
    const load = await measurePageLoad(browser, url, {
      afterLoad: async (p) => {
        await p.mouse.move(10, 10);
        await p.locator(`[data-remote="${remote}"] main`).waitFor();
      },
    });

    const m = (runs: Run[], key: keyof Run) => median(runs.map((r) => r[key]));
    const lcpRatio = m(real, 'lcp') / m(snapshot, 'lcp');
    const jsKb = load.jsGzipBytes / 1024;
    const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');
    summary.push(
      `${path} Lighthouse mobile (median of ${RUNS}): performance ${m(real, 'performance')} (target >= ${TARGETS.performance}, ${verdict(m(real, 'performance') >= TARGETS.performance)}), accessibility ${m(real, 'accessibility')} (target ${TARGETS.accessibility}, ${verdict(m(real, 'accessibility') >= TARGETS.accessibility)})`,
      `${path} LCP ${m(real, 'lcp').toFixed(0)} ms vs static snapshot ${m(snapshot, 'lcp').toFixed(0)} ms: ratio ${lcpRatio.toFixed(2)}x (target <= ${TARGETS.lcpRatio}x, ${verdict(lcpRatio <= TARGETS.lcpRatio)})`,
      `${path} FCP ${m(real, 'fcp').toFixed(0)} ms (snapshot ${m(snapshot, 'fcp').toFixed(0)} ms), TBT ${m(real, 'tbt').toFixed(0)} ms, CLS ${m(real, 'cls').toFixed(3)}`,
      `${path} first-load JavaScript ${kb(load.jsGzipBytes)} gzip in ${load.scripts.length} files (target < ${jsTarget} KB, ${verdict(jsKb < jsTarget)}); ` +
        `once the visitor starts using the page (or after 3 s idle) the app follows: ${kb(load.afterLoad?.jsGzipBytes ?? NaN)} in all, ${(load.afterLoad?.longTaskMs ?? NaN).toFixed(0)} ms of long tasks at 4x CPU`,
    );
    results[path] = {
      real,
      snapshot,
      lcpRatio,
      lcpP90: { real: percentile([...real.map((r) => r.lcp)].sort((a, b) => a - b), 90), snapshot: percentile([...snapshot.map((r) => r.lcp)].sort((a, b) => a - b), 90) },
      firstLoad: { jsGzipBytes: load.jsGzipBytes, scripts: load.scripts },
      onceInUse: load.afterLoad,
    };
  }
  writeResult('lighthouse', { summary, runs: RUNS, pages: results });
} finally {
  await chrome.close();
  await browser.close();
  await site.stop();
}
