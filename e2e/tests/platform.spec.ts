import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serveStatic } from '../../scripts/static-server.mjs';
import { hashTree } from '../support/dist-tree';
import { PAGE_MANIFESTS, REMOTE_NAMES } from '../../contract/src/pages/index';
import { E2E, type RemoteName } from '../support/env';
import { ROOT } from '../support/global-setup';
import { readRegistry, switchRemote } from '../support/registry';

/**
 * Every page of the remotes' manifests (contract/src/pages/) and the remote that must serve it,
 * opened where its manifest says (a pattern such as '/admin/*' names an address to open).
 */
const ROUTES: Array<[string, RemoteName]> = REMOTE_NAMES.flatMap((remote) =>
  PAGE_MANIFESTS[remote].map((p): [string, RemoteName] => {
    const visit = p.visit ?? p.path;
    if (visit.includes('*')) throw new Error(`contract/src/pages/${remote}.ts: ${p.path} needs a visit address`);
    return [visit, remote];
  }),
);

test.describe('the shell composes the remotes at runtime', () => {
  for (const [route, remote] of ROUTES) {
    test(`${route} renders through the ${remote} remote`, async ({ page }) => {
      const manifests: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('mf-manifest.json')) manifests.push(r.url());
      });
      await page.goto(route);
      await expect(page.locator(`[data-remote="${remote}"]`).first()).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      expect(manifests.some((u) => u.startsWith(`http://localhost:${E2E.remotes[remote].port}/`))).toBe(true);
    });
  }

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page-here');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test('moving between remotes in the same tab renders the new remote at once, with no error', async ({ page }) => {
  const reports: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/client-errors')) reports.push(r.postData() ?? '');
  });
  await page.goto('/faq');
  await expect(page.locator('[data-remote="marketing"]').first()).toBeVisible();
  for (const [path, remote] of [['/affiliates', 'affiliates'], ['/simple-onboarding', 'onboarding'], ['/about', 'marketing']] as const) {
    // A client-side navigation, as a router link makes it.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.locator(`[data-remote="${remote}"]`).first()).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  }
  expect(reports).toEqual([]);
});

test('a remote whose server is stopped shows its fallback while the other routes keep working', async ({ page, request }) => {
  // Each wait below has its own limit, so a slow step is named rather than timing the whole test out.
  test.setTimeout(120_000);
  const before = await readRegistry(request);
  const original = before.find((r) => r.name === 'affiliates')!;
  // A second copy of the affiliates remote on its own server, which we then stop.
  const port = E2E.port + 50;
  const server = await serveStatic({ dir: path.join(ROOT, 'mfe-affiliates', 'dist'), port });
  try {
    await switchRemote(request, 'affiliates', { version: original.version, manifestUrl: `http://localhost:${port}/${original.version}/mf-manifest.json` });
    // /affiliates arrives prerendered; the app starts when the visitor moves (decision 051).
    await page.goto('/affiliates');
    await page.mouse.move(1, 1);
    await expect(page.locator('[data-remote="affiliates"]').first()).toBeVisible();

    // Stop it as a crashed server stops: the browser's open (even idle or pre-opened) connections
    // are cut too, or close() would wait for them for as long as they stay open.
    const closed = new Promise<void>((r) => server.close(() => r()));
    server.closeAllConnections();
    await closed;
    const reported = page.waitForRequest((r) => r.url().endsWith('/api/client-errors') && r.method() === 'POST', { timeout: 30_000 });
    await page.goto('/affiliates');
    await page.mouse.move(2, 2);
    await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await reported;

    // Everything else still works, in the same tab.
    await page.goto('/faq');
    await expect(page.locator('[data-remote="marketing"]').first()).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.locator('[data-remote="onboarding"]').first()).toBeVisible();
  } finally {
    server.close();
    server.closeAllConnections();
    await switchRemote(request, 'affiliates', { version: original.version, manifestUrl: original.manifestUrl });
  }
});

test('a remote rebuilt with a changed text and re-registered shows the new text after a reload', async ({ page, request }) => {
  test.setTimeout(180_000);
  const remoteDir = path.join(ROOT, 'mfe-admin-tools');
  const source = path.join(remoteDir, 'src', 'pages', 'logo-showcase', 'logo-showcase-page.tsx');
  const original = readFileSync(source, 'utf8');
  const titleCall = /usePageTitle\('([^']+)'/.exec(original);
  expect(titleCall, 'the logo showcase page sets its title with usePageTitle').not.toBeNull();
  const newTitle = `${titleCall![1]} (rebuilt ${Date.now().toString(36)})`;
  const version = `e2e-${Date.now().toString(36)}`;
  const untouched = ['shell/dist', 'mfe-marketing/dist', 'mfe-onboarding/dist', 'mfe-affiliates/dist'].map((d) => path.join(ROOT, d));
  const hashesBefore = untouched.map(hashTree);
  const registryBefore = await readRegistry(request);
  const previous = registryBefore.find((r) => r.name === 'admin-tools')!;

  await page.goto('/logo-showcase');
  // The page arrives prerendered; the app starts when the visitor uses it.
  await page.mouse.move(20, 20);
  await expect(page.locator('[data-remote="admin-tools"]').first()).toBeVisible();
  expect(await page.title()).not.toContain('rebuilt');
  // The shell's own scripts (the federation runtime also adds script tags for remote chunks).
  const shellScriptsOf = async () =>
    (await page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src))).filter((src) =>
      src.startsWith(E2E.baseUrl),
    );
  const shellScripts = await shellScriptsOf();

  try {
    writeFileSync(source, original.replace(titleCall![0], `usePageTitle('${newTitle}'`));
    execFileSync('pnpm', ['exec', 'rspack', 'build'], { cwd: remoteDir, env: { ...process.env, REMOTE_VERSION: version }, stdio: 'pipe' });
  } finally {
    writeFileSync(source, original);
  }
  try {
    await switchRemote(request, 'admin-tools', { version });
    await page.reload();
    await expect(page.locator('[data-remote="admin-tools"]').first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(newTitle.replace(/[()]/g, '\\$&')));

    // The shell's and the other remotes' files did not change, nor did their registry entries.
    expect(untouched.map(hashTree)).toEqual(hashesBefore);
    const after = await readRegistry(request);
    for (const r of registryBefore.filter((x) => x.name !== 'admin-tools')) {
      expect(after.find((a) => a.name === r.name)).toMatchObject({ version: r.version, manifestUrl: r.manifestUrl });
    }
    expect(shellScripts.length).toBeGreaterThan(0);
    expect(await shellScriptsOf()).toEqual(shellScripts);
  } finally {
    await switchRemote(request, 'admin-tools', { version: previous.version, manifestUrl: previous.manifestUrl });
    rmSync(path.join(remoteDir, 'dist', version), { recursive: true, force: true });
  }
});
