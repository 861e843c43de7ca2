// Issue 19: the signup funnel and the affiliate page paint from the server's HTML, before any
// JavaScript, and the app takes over without moving anything or losing what was typed
// (decision 115). Timings are the benchmark's business (`pnpm bench front-end`), not these tests'.
import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/env';
import { readPlans, remote } from '../support/fixtures';

const FUNNEL_PAGES = [
  { path: '/simple-onboarding', heading: "Let's Get Started", title: 'Get started | Fondly' },
  { path: '/onboarding', text: 'Checking your payment…', title: 'Complete your setup | Fondly' },
  { path: '/schedule-call', heading: 'Schedule Your First Call', title: 'Schedule Your First Call | Fondly' },
  { path: '/sample-call', heading: 'Hear a Sample Call', title: 'Hear a Sample Call | Fondly' },
  { path: '/affiliates', heading: /^Earn \$[\d.]+-\$[\d.]+ a month per referral$/, title: 'Affiliate program | Fondly' },
  // Not the funnel, but public and painted the same way (decision 115).
  { path: '/logo-showcase', heading: 'Logo showcase', title: 'Logo showcase | Fondly' },
  { path: '/sign-in', heading: 'Sign in', title: 'Sign in | Fondly' },
];

/** Holds a remote's code at its "CDN" until released, so the visitor acts on the prerendered page. */
async function holdRemote(page: Page, name: keyof typeof E2E.remotes) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`http://localhost:${E2E.remotes[name].port}/**/remoteEntry.js`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('the funnel paints before any JavaScript runs', () => {
  test('with JavaScript turned off, every funnel page, the affiliate page and the logo showcase are there, with their titles', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      for (const p of FUNNEL_PAGES) {
        await page.goto(p.path);
        await expect(page.locator('#fondly-prerendered')).toBeVisible();
        if (p.heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading);
        if (p.text) await expect(page.getByText(p.text)).toBeVisible();
        await expect(page).toHaveTitle(p.title);
      }
      // Signed out, /schedule-call says what to do first.
      await page.goto('/schedule-call');
      await expect(page.getByText('Create your free account first')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('with JavaScript turned off, /simple-onboarding shows its form, and the single form names the plan and its price', async ({ browser, page }) => {
    const plans = new Map((await readPlans(page)).map((p) => [p.id, p]));
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    try {
      await noScript.goto('/simple-onboarding');
      await expect(noScript.getByText('Step 1 of 3 - Takes just 60 seconds')).toBeVisible();
      await expect(noScript.getByLabel('Your Name')).toBeVisible();
      await expect(noScript.getByLabel('Your Email')).toBeVisible();
      await expect(noScript.getByRole('button', { name: 'Continue' })).toBeVisible();
      await expect(noScript.getByText(/Loading/)).toHaveCount(0);

      const premium = plans.get('premium')!;
      await noScript.goto('/simple-onboarding?form=single&plan=premium');
      await expect(noScript.getByText(`${premium.name}: ${premium.allowanceText}, $${premium.priceCents / 100}`)).toBeVisible();
      await expect(noScript.getByLabel('Your Name')).toBeVisible();
      await expect(noScript.getByText(/Loading/)).toHaveCount(0);

      const starter = plans.get('starter')!;
      await noScript.goto('/simple-onboarding?form=single&plan=starter');
      await expect(noScript.getByText(`${starter.name}: ${starter.allowanceText}, $${starter.priceCents / 100}`)).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('a first visit to /simple-onboarding downloads no JavaScript until the visitor uses the page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/simple-onboarding');
    await expect(page.locator('#fondly-prerendered').getByLabel('Your Name')).toBeVisible();
    expect(scripts).toEqual([]);
    await page.locator('#fondly-prerendered').getByLabel('Your Name').focus();
    await expect(remote(page, 'onboarding').getByLabel('Your Name')).toBeVisible();
    expect(scripts.some((u) => u.startsWith(`http://localhost:${E2E.remotes.onboarding.port}/`))).toBe(true);
  });
});

test.describe('the app takes over', () => {
  test('what a visitor typed in the wizard before the app was live is kept, and the form checks it with the same messages', async ({ page }) => {
    const release = await holdRemote(page, 'onboarding');
    await page.goto('/simple-onboarding');
    const staticForm = page.locator('#fondly-prerendered form');
    await staticForm.getByLabel('Your Name').fill('Dana Rivera');
    await staticForm.getByLabel('Your Email').fill('dana@');
    await staticForm.getByRole('button', { name: 'Continue' }).click();
    // The prerendered form never submits the old way (the fields would land in the address).
    expect(new URL(page.url()).search).toBe('');
    release();

    const live = remote(page, 'onboarding');
    await expect(page.locator('#fondly-prerendered')).toHaveCount(0);
    await expect(live.getByLabel('Your Name')).toHaveValue('Dana Rivera');
    await expect(live.getByLabel('Your Email')).toHaveValue('dana@');
    // The press of Continue counted: the live form checked what was typed.
    await expect(live.getByText('Please enter a valid email')).toBeVisible();
    await live.getByLabel('Your Email').fill(`dana.${Date.now().toString(36)}@example.com`);
    await live.getByRole('button', { name: 'Continue' }).click();
    await expect(live.getByText('Step 2 of 3', { exact: false })).toBeVisible();
  });

  test('the single form keeps what was typed too', async ({ page }) => {
    const release = await holdRemote(page, 'onboarding');
    await page.goto('/simple-onboarding?form=single&plan=premium');
    const staticForm = page.locator('#fondly-prerendered form');
    await staticForm.getByLabel('Your Name').fill('Sam Ortiz');
    release();
    const live = remote(page, 'onboarding');
    await expect(page.locator('#fondly-prerendered')).toHaveCount(0);
    await expect(live.getByLabel('Your Name')).toHaveValue('Sam Ortiz');
  });

  test('the affiliate form keeps what was typed', async ({ page }) => {
    const release = await holdRemote(page, 'affiliates');
    await page.goto('/affiliates');
    const staticForm = page.locator('#fondly-prerendered form');
    const name = staticForm.getByLabel(/name/i).first();
    await name.fill('Robin Hale');
    release();
    await expect(page.locator('#fondly-prerendered')).toHaveCount(0);
    await expect(remote(page, 'affiliates').locator('form').getByLabel(/name/i).first()).toHaveValue('Robin Hale');
  });

  test('the sign-in form keeps the email typed before the app was live, and sends the link', async ({ page }) => {
    const release = await holdRemote(page, 'onboarding');
    await page.goto('/sign-in');
    await page.locator('#fondly-prerendered form').getByLabel('Your Email').fill('returning.family@example.com');
    release();
    const live = remote(page, 'onboarding');
    await expect(page.locator('#fondly-prerendered')).toHaveCount(0);
    await expect(live.getByLabel('Your Email')).toHaveValue('returning.family@example.com');
    await live.getByRole('button', { name: 'Email Me a Sign-In Link' }).click();
    await expect(live.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  });

  for (const path of ['/simple-onboarding', '/affiliates', '/schedule-call', '/sample-call', '/sign-in']) {
    test(`${path}: the live page replaces the prerendered one without anything moving`, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      const before = await page.locator('#fondly-prerendered h1').boundingBox();
      await page.mouse.move(1, 1);
      await expect(page.locator('#fondly-prerendered')).toHaveCount(0);
      const after = await page.locator('[data-remote] h1').boundingBox();
      expect(after).toEqual(before);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
    });
  }
});
