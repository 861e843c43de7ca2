import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { serveStatic } from '../../scripts/static-server.mjs';
import { CHROMIUM_FLAGS } from '../playwright.config';
import { productionApiEnv, ROOT, startApi } from '../support/api-process';
import { E2E } from '../support/env';

/**
 * The production build as `pnpm start` runs it (the API serving the shell, each remote from
 * its own origin, see e2e/support), with one difference: the shell's files are served from a
 * copy, so a benchmark can put a static snapshot of a page beside them and have the same
 * server answer both.
 */
export async function startBenchSite() {
  const shellDist = mkdtempSync(path.join(tmpdir(), 'fondly-bench-shell-'));
  cpSync(path.join(ROOT, 'shell', 'dist'), shellDist, { recursive: true });
  const servers: Server[] = await Promise.all(
    Object.values(E2E.remotes).map((r) => serveStatic({ dir: path.join(ROOT, r.dir, 'dist'), port: r.port })),
  );
  const api = await startApi({ ...productionApiEnv(), SHELL_DIST: shellDist, LOG_LEVEL: 'error' });
  let snapshots = 0;
  return {
    baseUrl: E2E.baseUrl,
    /** Serves `html` as a plain file from the same server; returns its URL. */
    addStaticPage(html: string): string {
      const name = `bench-static-${++snapshots}.html`;
      writeFileSync(path.join(shellDist, name), html);
      return `${E2E.baseUrl}/${name}`;
    },
    async stop() {
      await api.stop();
      for (const s of servers) s.close();
      rmSync(shellDist, { recursive: true, force: true });
    },
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

/**
 * The page as it stands once it has rendered, as a static HTML file: the same markup and
 * styles (inline), with every script and early-connection hint taken out.
 */
export async function snapshotRenderedPage(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<string> {
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  return page.evaluate(async () => {
    document.querySelectorAll('script, link[rel="preconnect"], link[rel="preload"], link[rel="modulepreload"]').forEach((el) => el.remove());
    // Stylesheets the app loaded as files (from the remotes' origins) go inline, as a
    // hand-written static page would carry them: a snapshot must not wait on other servers.
    for (const link of [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]) {
      const style = document.createElement('style');
      style.textContent = await fetch(link.href).then((r) => r.text());
      link.replaceWith(style);
    }
    return `<!doctype html>\n${document.documentElement.outerHTML}`;
  });
}

/** Chromium with a DevTools port, for Lighthouse (which drives the browser itself). */
export async function launchChromiumForLighthouse(port: number) {
  const profile = mkdtempSync(path.join(tmpdir(), 'fondly-lh-profile-'));
  const child = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    async close() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The median of the values measured (a run where the browser reported no paint is left out). */
export const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
