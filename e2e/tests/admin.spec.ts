import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { E2E, operatorHeaders } from '../support/env';
import { ROOT } from '../support/global-setup';
import { readRegistry, switchRemote } from '../support/registry';
import { signInOperator } from '../support/fixtures';

/** Every operator page of the admin-tools remote (mfe-admin-tools/src/config/operator-views.ts). */
const OPERATOR_ROUTES = [
  '/api-test',
  '/admin',
  '/admin/phone',
  '/admin/calls-board',
  '/admin/outbox',
  '/admin/stripe-events',
  '/admin/payouts',
  '/admin/registry',
  '/admin/experiments',
  '/admin/feedback',
  '/admin/support',
];

/** A number the simulated phone does not answer by itself: it rings on /admin/phone. */
const RINGS_ON_THE_PHONE_PAGE = '+12125551234';

/** Signs the browser in as an operator through a one-time link minted with the operator token. */
/** Opens a WebSocket to /ws from the page, as the live log viewer does; answers how it went. */
function tryLiveLog(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(`ws://${location.host}/ws`);
        ws.onmessage = () => {
          ws.close();
          resolve('streaming');
        };
        ws.onclose = (event) => resolve(`closed ${event.code}`);
      }),
  );
}

test.describe('operator access', () => {
  test('a visitor without a session is refused on every operator page, endpoint and on /ws', async ({ page, request }) => {
    for (const route of OPERATOR_ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { name: 'Operator sign-in required' }), route).toBeVisible();
      await expect(page.locator('[data-page="operator"]'), route).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Test full call flow' })).toHaveCount(0);
    }
    const refused = [
      request.get('/api/operator/me'),
      request.get('/api/feedback'),
      request.get('/api/registry/marketing/builds'),
      request.get('/api/registry/marketing/history'),
      request.put('/api/registry/marketing', { data: { version: '1.0.0' } }),
      request.post('/api/registry/marketing/rollback'),
      request.post('/api/test/elevenlabs', { data: { text: 'hi', voice: 'female' } }),
      request.post('/api/test/twilio', { data: { phoneNumber: RINGS_ON_THE_PHONE_PAGE } }),
      request.post('/api/test/outbound-call', { data: { phoneNumber: RINGS_ON_THE_PHONE_PAGE } }),
      request.post('/api/test/full-call-flow', { data: { phoneNumber: RINGS_ON_THE_PHONE_PAGE, recipientName: 'Rose', topic: 'Family traditions' } }),
      request.post('/api/operator/sign-in-links'),
    ];
    for (const res of await Promise.all(refused)) expect(res.status(), res.url()).toBe(401);
    expect(await tryLiveLog(page)).toBe('closed 1006');
  });

  test('a signed-in operator gets the tools and the live log, and a spent link explains itself', async ({ page }) => {
    const res = await page.request.post('/api/operator/sign-in-links', { headers: operatorHeaders, data: { next: '/admin/feedback' } });
    const { url } = (await res.json()) as { url: string };
    await page.goto(url);
    await expect(page).toHaveURL(/\/admin\/feedback$/);
    await expect(page.getByRole('heading', { name: 'Feedback received' })).toBeVisible();
    expect(await tryLiveLog(page)).toBe('streaming');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Operator sign-in required' })).toBeVisible();
    expect(await tryLiveLog(page)).toBe('closed 1006');

    await page.goto(url);
    await expect(page).toHaveURL(/\/admin\?sign-in=spent$/);
    await expect(page.getByRole('alert')).toContainText('This sign-in link has expired or was already used.');
  });
});

test.describe('the feedback modal', () => {
  test('sends only with a rating and a recommend answer, thanks, then closes and starts afresh', async ({ page, request }) => {
    await page.goto('/demo-feedback');
    const dialog = page.getByRole('dialog', { name: 'How was your call?' });
    await expect(dialog).toBeVisible();
    const send = dialog.getByRole('button', { name: 'Send feedback' });
    await expect(send).toBeDisabled();

    await dialog.getByRole('radio', { name: /^4 stars/ }).check();
    await expect(send).toBeDisabled();
    const comment = `  Mum loved it ${Date.now().toString(36)}  `;
    await dialog.getByLabel('Anything you would like to tell us? (optional)').fill(comment);
    await dialog.getByText('Yes', { exact: true }).click();
    await expect(send).toBeEnabled();
    await dialog.getByLabel('What is the main reason for your answer? (optional)').fill('  She laughed a lot ');

    const posted = page.waitForResponse((r) => r.url().endsWith('/api/feedback') && r.request().method() === 'POST');
    await send.click();
    expect((await posted).status()).toBe(201);
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 5_000 });

    // Stored as typed, trimmed.
    const stored = (await (await request.get('/api/feedback', { headers: operatorHeaders })).json()) as {
      items: Array<{ comment: string; rating: number; recommend: boolean; recommendReason: string }>;
    };
    expect(stored.items.find((i) => i.comment === comment.trim())).toMatchObject({ rating: 4, recommend: true, recommendReason: 'She laughed a lot' });

    // Opened again, it starts afresh.
    await page.getByRole('button', { name: 'Open the feedback form' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /^4 stars/ })).not.toBeChecked();
    await expect(dialog.getByLabel('Anything you would like to tell us? (optional)')).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Send feedback' })).toBeDisabled();
  });

  test('a failure to send is only logged: the person is still thanked', async ({ page }) => {
    await page.route('**/api/feedback', (route) => route.fulfill({ status: 503, body: 'down for maintenance' }));
    await page.goto('/demo-feedback');
    const dialog = page.getByRole('dialog', { name: 'How was your call?' });
    await dialog.getByRole('radio', { name: /^2 stars/ }).check();
    await dialog.getByText('No', { exact: true }).click();
    const reported = page.waitForRequest((r) => r.url().endsWith('/api/client-errors') && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    expect((await reported).postDataJSON()).toMatchObject({ remote: 'admin-tools', message: expect.stringContaining('feedback could not be sent: 503') });
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the modal fits and works on a phone', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto('/demo-feedback');
    const dialog = page.getByRole('dialog', { name: 'How was your call?' });
    await dialog.getByRole('radio', { name: /^5 stars/ }).check();
    await dialog.getByText('Yes', { exact: true }).click();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    await context.close();
  });
});

test.describe('the API test page', () => {
  test('the phone tests ask, on the page and without a native dialog, for a number that starts with a plus sign', async ({ page }) => {
    await signInOperator(page, '/api-test');
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const phone = page.getByLabel('Test phone number');
    await phone.fill('212 555 1234');
    await page.getByRole('button', { name: 'Test phone call' }).click();
    await expect(phone).toHaveAccessibleDescription(/starting with \+ followed by digits/);
    await expect(phone).toBeFocused();
    await expect(page.getByTestId('test-results')).toHaveCount(0);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect((await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical'), `${width} px`).toEqual([]);
    }
    await phone.fill('+12125551234');
    await expect(page.getByText('starting with + followed by digits')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('the live log does not bring back cleared lines when it reconnects', async ({ page }) => {
    await signInOperator(page, '/api-test');
    const log = page.getByTestId('live-log');
    await expect(log.getByRole('status')).toHaveText('Connected');
    await page.getByRole('button', { name: 'Test voice generation' }).click();
    await expect(page.getByTestId('test-results').locator('article').first()).toHaveAttribute('data-outcome', 'success', { timeout: 30_000 });
    const lines = log.getByRole('list', { name: 'Log lines, oldest first' }).locator('li');
    await expect.poll(() => lines.count()).toBeGreaterThan(1);
    const cleared = await lines.allTextContents();

    await log.getByRole('button', { name: 'Clear' }).click();
    await expect(lines).toHaveCount(0);
    await log.getByRole('button', { name: 'Disconnect' }).click();
    await log.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(log.getByRole('status')).toHaveText('Connected');
    // The new connection's own line shows; none of the cleared ones come back. (Lines show the time to the
    // second, so the new "Connected" line can read exactly like the cleared one: it is counted, not compared.)
    await expect(lines.filter({ hasText: 'Connected to the live log.' })).toHaveCount(1);
    const shown = await lines.allTextContents();
    const clearedOthers = cleared.filter((line) => !line.includes('Connected to the live log.'));
    expect(clearedOthers.length).toBeGreaterThan(0);
    expect(shown.filter((line) => clearedOthers.includes(line))).toEqual([]);
  });

  test('voice generation answers with audio the page can play', async ({ page }) => {
    await signInOperator(page, '/api-test');
    await page.getByRole('button', { name: 'Test voice generation' }).click();
    const card = page.getByTestId('test-results').locator('article').first();
    await expect(card).toHaveAttribute('data-outcome', 'success', { timeout: 30_000 });
    await expect(card.locator('audio')).toHaveAttribute('src', /^data:audio\//);
  });

  test('an operator runs the full call flow on the simulated phone and sees the steps and the log lines arrive live', async ({ browser }) => {
    test.setTimeout(150_000);
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const tests = await context.newPage();
    await signInOperator(tests, '/api-test');
    const handset = await context.newPage();
    await handset.goto('/admin/phone');
    await expect(handset.getByText('Handset connected')).toBeVisible();

    const log = tests.getByTestId('live-log');
    await expect(log.getByRole('status')).toHaveText('Connected');
    await tests.getByLabel('Test phone number').fill(RINGS_ON_THE_PHONE_PAGE);
    await tests.getByLabel('Recipient name').fill('Rose');
    await tests.getByLabel('Topic').selectOption('Family traditions');
    await tests.getByRole('button', { name: 'Test full call flow' }).click();
    const card = tests.getByTestId('test-results').locator('article').first();
    await expect(card).toHaveAttribute('data-outcome', 'running');

    // The call rings on the simulated phone; the operator answers as Rose.
    await handset.getByRole('button', { name: 'Answer' }).click();
    await expect(handset.getByRole('list', { name: 'Conversation' }).locator('li').first()).toBeVisible({ timeout: 30_000 });

    // While the call is still going, its log lines are already on the test page.
    await expect(log.getByRole('list', { name: 'Log lines, oldest first' })).toContainText('simulated phone: dialing', { timeout: 15_000 });
    await expect(log).toContainText('call placed');
    await expect(card).toHaveAttribute('data-outcome', 'running');
    // Phone numbers never reach the browser in full.
    await expect(log).not.toContainText('5551234');

    await handset.getByLabel('Say something as Rose').fill("I'm doing well, thank you. We always baked bread at Christmas.");
    await handset.getByRole('button', { name: 'Say it' }).click();
    await expect(handset.getByRole('list', { name: 'Conversation' }).locator('li[data-speaker="recipient"]')).toHaveCount(1);
    await handset.getByRole('button', { name: 'Hang up' }).click();

    // The full flow reports each step it went through.
    await expect(card).not.toHaveAttribute('data-outcome', 'running', { timeout: 60_000 });
    const steps = card.getByRole('list', { name: 'Full call flow steps' });
    for (const step of ['Recipient prepared', 'Call plan built', 'Opening synthesized', 'Call placed', 'Transcript saved']) {
      await expect(steps, step).toContainText(step);
    }
    await expect(card.locator('.adm-result__sid code')).not.toBeEmpty();
    await expect(log).toContainText('conversation ended');
    await context.close();
  });
});

test.describe('the phone simulator', () => {
  test('the Call button sits on the line of the number it calls, at 1280 and 375 px', async ({ page }) => {
    await signInOperator(page, '/admin/phone');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const field = await page.getByLabel('Phone number', { exact: true }).boundingBox();
      const button = await page.getByRole('button', { name: 'Call', exact: true }).boundingBox();
      expect(Math.abs(field!.y + field!.height - (button!.y + button!.height)), `${width} px`).toBeLessThanOrEqual(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect((await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical'), `${width} px`).toEqual([]);
    }
  });
});

test.describe('the remote registry view', () => {
  test("switching a remote's version there changes what the shell loads after a reload, and rolling back restores it", async ({ page, request }) => {
    test.setTimeout(180_000);
    const remoteDir = path.join(ROOT, 'mfe-admin-tools');
    const version = `e2e-registry-${Date.now().toString(36)}`;
    const before = (await readRegistry(request)).find((r) => r.name === 'admin-tools')!;
    const versionsFile = path.join(remoteDir, 'dist', 'versions.json');
    const versionsBefore = readFileSync(versionsFile, 'utf8');
    // A new build of the admin tools, from the same source, in its own version folder.
    execFileSync('pnpm', ['exec', 'rspack', 'build'], { cwd: remoteDir, env: { ...process.env, REMOTE_VERSION: version }, stdio: 'pipe' });
    try {
      await signInOperator(page, '/admin/registry');
      await expect(page.getByTestId('admin-build')).toHaveText(`Admin tools build ${before.version}`);
      const panel = page.locator('[data-remote-name="admin-tools"]');
      await panel.getByRole('button', { name: `Switch admin-tools to ${version}` }).click();
      const confirm = page.getByRole('dialog', { name: `Switch Admin tools to ${version}?` });
      await confirm.getByRole('button', { name: 'Switch' }).click();
      await expect(page.getByText(`Admin tools now serves ${version}`)).toBeVisible();

      const manifests: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('mf-manifest.json')) manifests.push(r.url());
      });
      await page.reload();
      await expect(page.getByTestId('admin-build')).toHaveText(`Admin tools build ${version}`);
      expect(manifests).toContain(`http://localhost:${E2E.remotes['admin-tools'].port}/${version}/mf-manifest.json`);

      await panel.getByRole('button', { name: 'Roll back' }).click();
      await page.getByRole('dialog', { name: 'Roll Admin tools back?' }).getByRole('button', { name: 'Roll back' }).click();
      await expect(page.getByText(`Admin tools now serves ${before.version}`)).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('admin-build')).toHaveText(`Admin tools build ${before.version}`);
    } finally {
      await switchRemote(request, 'admin-tools', { version: before.version, manifestUrl: before.manifestUrl });
      rmSync(path.join(remoteDir, 'dist', version), { recursive: true, force: true });
      writeFileSync(versionsFile, versionsBefore);
    }
  });
});
