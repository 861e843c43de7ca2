import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { hashTree } from '../support/dist-tree';
import { E2E, operatorHeaders } from '../support/env';
import { ROOT } from '../support/global-setup';
import { readRegistry, switchRemote } from '../support/registry';

/**
 * docs/ship-a-marketing-change.md, end to end: the marketing team edits a page, builds only
 * mfe-marketing as a new version and points the registry at it. Visitors get the new page
 * (already in the HTML, before any JavaScript) and nothing else moves; a rollback brings the
 * old page back.
 */
test('a marketing change ships on its own: new version built and registered, shell and other remotes untouched, rollback restores it', async ({ page, request }) => {
  test.setTimeout(240_000);
  const remoteDir = path.join(ROOT, 'mfe-marketing');
  const source = path.join(remoteDir, 'src', 'pages', 'landing', 'sections', 'hero.tsx');
  const original = readFileSync(source, 'utf8');
  const oldLine = 'A caring voice for the people you love';
  expect(original, 'the hero still has the line this test changes').toContain(oldLine);
  const stamp = Date.now().toString(36);
  const newLine = `A caring voice for the people you love, every week (${stamp})`;
  const version = `e2e-${stamp}`;

  const untouched = ['shell/dist', 'mfe-onboarding/dist', 'mfe-affiliates/dist', 'mfe-admin-tools/dist'].map((d) => path.join(ROOT, d));
  const registryBefore = await readRegistry(request);
  const previous = registryBefore.find((r) => r.name === 'marketing')!;
  // The live version's own files stay online too, for rollback.
  const liveVersionDir = path.join(remoteDir, 'dist', previous.version);
  const hashesBefore = [...untouched, liveVersionDir].map(hashTree);

  try {
    writeFileSync(source, original.replace(oldLine, newLine));
    // Exactly what the doc tells the marketing team to run.
    execFileSync('pnpm', ['--filter', './mfe-marketing', 'build'], { cwd: ROOT, env: { ...process.env, REMOTE_VERSION: version }, stdio: 'pipe' });
  } finally {
    writeFileSync(source, original);
  }

  try {
    await page.goto('/');
    await expect(page.getByText(oldLine, { exact: true })).toBeVisible();

    await switchRemote(request, 'marketing', { version });

    // The served HTML already carries the new page: it is prerendered per version.
    const html = await (await request.get(`${E2E.baseUrl}/`)).text();
    expect(html).toContain(newLine);
    await page.goto('/');
    await expect(page.locator('#fondly-prerendered').getByText(newLine)).toBeVisible();
    await page.mouse.move(1, 1);
    await expect(page.locator('[data-remote="marketing"]').getByText(newLine)).toBeVisible();
    const manifests = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((u) => u.endsWith('mf-manifest.json')));
    expect(manifests).toContain(`http://localhost:${E2E.remotes.marketing.port}/${version}/mf-manifest.json`);

    // Nothing else was rebuilt or re-registered.
    expect([...untouched, liveVersionDir].map(hashTree)).toEqual(hashesBefore);
    const after = await readRegistry(request);
    for (const r of registryBefore.filter((x) => x.name !== 'marketing')) {
      expect(after.find((a) => a.name === r.name)).toMatchObject({ version: r.version, manifestUrl: r.manifestUrl });
    }

    // Rolling back brings the old page back, prerendered HTML included.
    const rolledBack = await request.post(`${E2E.baseUrl}/api/registry/marketing/rollback`, { headers: operatorHeaders });
    expect(rolledBack.ok()).toBe(true);
    expect(((await rolledBack.json()) as { version: string }).version).toBe(previous.version);
    expect(await (await request.get(`${E2E.baseUrl}/`)).text()).not.toContain(newLine);
    await page.goto('/');
    await expect(page.getByText(oldLine, { exact: true })).toBeVisible();
  } finally {
    await switchRemote(request, 'marketing', { version: previous.version, manifestUrl: previous.manifestUrl });
    rmSync(path.join(remoteDir, 'dist', version), { recursive: true, force: true });
  }
});
