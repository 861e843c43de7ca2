import { expect, test, type Page, type Request } from '@playwright/test';
import { productionApiEnv, startApi, type ApiProcess } from '../support/api-process';
import { axeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { readPlans } from '../support/fixtures';

/** The public site: every page, with the h1 a visitor sees first. */
const PUBLIC_PAGES: Array<{ path: string; heading: RegExp }> = [
  { path: '/', heading: /Ending loneliness, one friendly phone call at a time/ },
  { path: '/faq', heading: /Frequently Asked Questions/ },
  { path: '/about', heading: /About Fondly/ },
  { path: '/privacy', heading: /Privacy Policy/ },
  { path: '/terms', heading: /Terms of Service/ },
  { path: '/assisted-living', heading: /Fondly for Assisted Living Communities/ },
  { path: '/gift', heading: /Give Fondly as a Gift/ },
];

/** The page's own live content (the shell swaps any prerendered copy for it). */
const live = (page: Page) => page.locator('[data-remote="marketing"]');

/** Opens a page as a visitor does: it arrives prerendered, and moving the mouse starts the app. */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.mouse.move(1, 1);
  await expect(live(page).locator('main')).toBeVisible();
}

/** Requests to our API made while `action` runs. */
async function apiRequestsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const onRequest = (r: Request) => {
    if (r.url().includes('/api/')) seen.push(`${r.method()} ${new URL(r.url()).pathname}`);
  };
  page.on('request', onRequest);
  try {
    await action();
    // Anything the action set off has had time to leave.
    await page.waitForTimeout(500);
  } finally {
    page.off('request', onRequest);
  }
  return seen;
}

test.describe('the home page', () => {
  test("Start Free 7-Day Trial opens the signup on Starter, the plan whose trial it is (decision 128)", async ({ page }) => {
    await openPage(page, '/');
    await live(page).getByRole('link', { name: 'Start Free 7-Day Trial' }).first().click();
    await expect(page).toHaveURL(/\/simple-onboarding\?plan=starter$/);
    await expect(page.locator('[data-remote="onboarding"]').first()).toBeVisible();
  });

  test("the top bar's How It Works and Pricing links scroll to their sections", async ({ page }) => {
    await openPage(page, '/');
    const bar = live(page).getByRole('navigation', { name: 'Main', exact: true });
    await bar.getByRole('link', { name: 'How It Works' }).click();
    await expect(live(page).getByRole('heading', { name: 'How AI Companionship Works' })).toBeInViewport();
    await bar.getByRole('link', { name: 'Pricing' }).click();
    await expect(live(page).getByRole('heading', { name: 'Simple, honest pricing' })).toBeInViewport();
    await bar.getByRole('link', { name: 'Gift' }).click();
    await expect(page).toHaveURL(/\/gift$/);
  });

  test('on a phone the menu opens and closes from the keyboard, and its links work', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page, '/');
    const toggle = live(page).getByRole('button', { name: 'Menu' });
    const menu = live(page).getByRole('navigation', { name: 'Main menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(live(page).getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'How It Works' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Get Started' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(menu).toBeHidden();
    await expect(live(page).getByRole('heading', { name: 'Simple, honest pricing' })).toBeInViewport();
  });

  test('pricing shows Starter, Premium and Legacy Bundle with the prices of the plan catalogue', async ({ page }) => {
    const catalogue = await readPlans(page);
    await openPage(page, '/');
    await live(page).locator('#pricing').scrollIntoViewIfNeeded();
    for (const id of ['starter', 'premium', 'legacy']) {
      const plan = catalogue.find((p) => p.id === id)!;
      const card = live(page).getByRole('article', { name: plan.name });
      await expect(card).toBeVisible();
      await expect(card).toContainText(`$${plan.priceCents / 100}`);
      await expect(card).toContainText(plan.allowanceText);
      await expect(card.getByRole('button', { name: `Choose ${plan.name}` })).toBeVisible();
      if (plan.mostPopular) await expect(card).toContainText('Most Popular');
    }
    await expect(live(page).getByRole('heading', { name: 'Questions about pricing' })).toBeVisible();
  });

  test('choosing a plan sends the browser to the checkout address the API answers', async ({ page }) => {
    await openPage(page, '/');
    await live(page).locator('#pricing').scrollIntoViewIfNeeded();
    const asked = page.waitForRequest((r) => r.url().endsWith('/api/checkout/starter') && r.method() === 'GET');
    await live(page).getByRole('button', { name: 'Choose Starter' }).click();
    await asked;
    // Locally the API answers with its own checkout page, /checkout/<session id>.
    await page.waitForURL(/\/checkout\/[^/?#]+$/);
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    const session = await page.request.get(`${E2E.baseUrl}/api/checkout/sessions/${sessionId}`);
    expect(session.ok()).toBe(true);
    expect(((await session.json()) as { plan: { id: string } }).plan.id).toBe('starter');
  });

  test('coming back from checkout with a transaction id continues to onboarding, with or without an email', async ({ page }) => {
    // /onboarding takes the id (this one is no finished payment, so it says so rather than going home),
    // then the id and the email leave the address bar (#18).
    const onboarding = page.locator('[data-remote="onboarding"]');
    await page.goto('/?transaction_id=cs_test_123&email=ann%40example.com');
    await expect(onboarding.getByRole('heading', { name: 'We could not find a finished payment' })).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.goto('/?transaction_id=cs_test_456');
    await expect(onboarding.getByRole('heading', { name: 'We could not find a finished payment' })).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test('the contact section gives the support email and phone and promises a reply within 24 hours', async ({ page }) => {
    await openPage(page, '/');
    const contact = live(page).locator('#contact');
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(contact.getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(contact).toContainText('We reply within 24 hours.');
  });

  test('Try a Sample Call without a sample line says so, and Close returns to the button', async ({ page }) => {
    await openPage(page, '/');
    const button = live(page).getByRole('button', { name: 'Try a Sample Call' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Try a Sample Call' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/sample line is resting/)).toBeVisible();
    // It never asks to call a number it does not show.
    await expect(dialog.getByText(/Call this number/)).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'listen to a sample call in your browser' })).toHaveAttribute('href', '/sample-call');
    // Or right here: the sample call plays in the dialog.
    await expect(dialog.locator('audio[controls]')).toHaveAttribute('src', '/api/sample-call/audio');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('no ad-tracking request leaves the browser while tracking is not configured', async ({ page }) => {
    const outside: string[] = [];
    page.on('request', (r) => {
      const host = new URL(r.url()).hostname;
      if (host !== 'localhost' && host !== '127.0.0.1') outside.push(r.url());
    });
    await openPage(page, '/');
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
  });
});

test.describe('with a sample line configured', () => {
  const port = E2E.port + 60;
  const SAMPLE_LINE = '+18005550142';
  let api: ApiProcess;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    api = await startApi({ ...productionApiEnv(port), SAMPLE_CALL_NUMBER: SAMPLE_LINE });
  });
  test.afterAll(async () => {
    await api?.stop();
  });

  test('Copy Number puts the number on the clipboard, says Copied! and closes the dialog', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: api.baseUrl });
    await page.goto(`${api.baseUrl}/`);
    await live(page).getByRole('button', { name: 'Try a Sample Call' }).click();
    const dialog = page.getByRole('dialog', { name: 'Try a Sample Call' });
    await expect(dialog.getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute('href', `tel:${SAMPLE_LINE}`);
    await dialog.getByRole('button', { name: 'Copy Number' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SAMPLE_LINE);
  });

  test('on a phone the button dials the sample line', async ({ browser }) => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    try {
      await page.goto(`${api.baseUrl}/`);
      await expect(live(page).getByRole('link', { name: 'Try a Sample Call' })).toHaveAttribute('href', `tel:${SAMPLE_LINE}`);
    } finally {
      await phone.close();
    }
  });
});

test.describe('the footer', () => {
  test('Contact goes to the home page and scrolls to the contact section', async ({ page }) => {
    await openPage(page, '/faq');
    await live(page).getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(`${E2E.baseUrl}/`);
    await expect(live(page).getByRole('heading', { name: 'Questions? Talk to a real person' })).toBeInViewport();
  });

  test('Features scrolls to the features section of the home page', async ({ page }) => {
    await openPage(page, '/about');
    await live(page).getByRole('contentinfo').getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(`${E2E.baseUrl}/`);
    await expect(live(page).getByRole('heading', { name: 'Why families choose Fondly' })).toBeInViewport();
  });

  const ROUTE_LINKS: Array<[string, string]> = [
    ['FAQ', '/faq'],
    ['Give Fondly as a Gift', '/gift'],
    ['About Us', '/about'],
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
    ['Affiliate Program', '/affiliates'],
    ['For Assisted Living', '/assisted-living'],
  ];
  for (const [name, path] of ROUTE_LINKS) {
    test(`${name} opens ${path}`, async ({ page }) => {
      await openPage(page, '/');
      await live(page).getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(`${E2E.baseUrl}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    });
  }

  test('the affiliate dashboard link is there', async ({ page }) => {
    await openPage(page, '/');
    await expect(live(page).getByRole('contentinfo').getByRole('link', { name: /Affiliate Dashboard/ })).toHaveAttribute('href', /affiliate-dashboard|^https:/);
  });
});

test.describe('the gift page', () => {
  test('sending an empty form shows each error under its field and calls no server', async ({ page }) => {
    await openPage(page, '/gift');
    await expect(live(page).getByRole('form', { name: 'Gift details' }).getByRole('radio', { name: /1 year/ })).toBeVisible();
    const calls = await apiRequestsDuring(page, async () => {
      await live(page).getByRole('button', { name: 'Send Gift Request' }).click();
    });
    expect(calls).toEqual([]);
    const form = live(page).getByRole('form', { name: 'Gift details' });
    await expect(form.getByLabel('Your Name')).toHaveAccessibleDescription('Your name is required');
    await expect(form.getByLabel('Your Email')).toHaveAccessibleDescription('Your email is required');
    await expect(form.getByLabel("Recipient's Name")).toHaveAccessibleDescription("Recipient's name is required");
    await expect(form.getByLabel("Recipient's Phone")).toHaveAccessibleDescription(/Recipient's phone number is required/);
    await expect(form.getByText('Please choose a gift plan')).toBeVisible();
    await expect(form.getByLabel('Your Name')).toBeFocused();

    // Fixing a field clears its message at once; the others stay.
    await form.getByLabel('Your Name').fill('Ann Lee');
    await expect(form.getByText('Your name is required')).toHaveCount(0);
    await form.getByLabel('Your Email').fill('ann@');
    await expect(form.getByText('Please enter a valid email')).toBeVisible();
  });

  test('a complete form opens an email draft to support with the details, and calls no server', async ({ page }) => {
    const catalogue = await readPlans(page);
    const year = catalogue.find((p) => p.id === '1-year-499')!;
    await openPage(page, '/gift');
    const form = live(page).getByRole('form', { name: 'Gift details' });
    await form.getByLabel('Your Name').fill('Ann Lee');
    await form.getByLabel('Your Email').fill('ann@example.com');
    await form.getByLabel("Recipient's Name").fill('Grandpa Joe');
    await form.getByLabel("Recipient's Phone").fill('(555) 123-4567');
    await form.getByText(`1 year: $${year.priceCents / 100}`).click();
    await expect(form.getByRole('radio', { name: `1 year: $${year.priceCents / 100}` })).toBeChecked();
    await form.getByLabel('Personal Message (optional)').fill('Happy 80th birthday!');
    const calls = await apiRequestsDuring(page, async () => {
      await form.getByRole('button', { name: 'Send Gift Request' }).click();
      await expect(live(page).getByRole('heading', { name: 'Your gift email is ready' })).toBeVisible();
    });
    expect(calls).toEqual([]);

    const draft = live(page).getByRole('link', { name: /@/ });
    const mailto = new URL((await draft.getAttribute('href'))!);
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.searchParams.get('subject')).toBe('Gift request: 1 year of Fondly for Grandpa Joe');
    const body = mailto.searchParams.get('body')!;
    expect(body).toContain('From: Ann Lee (ann@example.com)');
    expect(body).toContain('Their phone: (555) 123-4567');
    expect(body).toContain(`Gift plan: 1 year: $${year.priceCents / 100}`);
    expect(body).toContain('Personal message: Happy 80th birthday!');
  });
});

test.describe('the information pages', () => {
  test('the privacy policy was last updated January 2025 and makes its four promises', async ({ page }) => {
    await openPage(page, '/privacy');
    const main = live(page).locator('main');
    await expect(main).toContainText('Last updated: January 2025');
    await expect(main).toContainText('Everything is encrypted.');
    await expect(main).toContainText('We never sell your data.');
    await expect(main).toContainText('We never train AI on your conversations.');
    await expect(main).toContainText('Access:');
    await expect(main).toContainText('Deletion:');
  });

  test('the terms were last updated January 2025 and state uptime, area, renewal, refund and notice', async ({ page }) => {
    await openPage(page, '/terms');
    const main = live(page).locator('main');
    await expect(main).toContainText('Last updated: January 2025');
    await expect(main).toContainText('99.9% uptime');
    await expect(main).toContainText('the United States and Canada');
    await expect(main).toContainText('Monthly plans renew automatically');
    await expect(main).toContainText('30-day money-back guarantee');
    await expect(main).toContainText('30 days’ notice');
  });

  test('the FAQ lists how often each plan calls, from the plan catalogue', async ({ page }) => {
    const catalogue = await readPlans(page);
    await openPage(page, '/faq');
    const answer = live(page).getByRole('heading', { name: 'How often will Fondly call?' }).locator('xpath=following-sibling::*[1]');
    for (const id of ['free', 'starter', 'premium']) {
      const plan = catalogue.find((p) => p.id === id)!;
      await expect(answer).toContainText(`${plan.name} ($${plan.priceCents / 100} a month): ${plan.allowanceText}`);
    }
    await expect(live(page).locator('main')).toContainText('There are no cancellation fees. Your plan stays active until the end of the billing period');
  });

  test('the about page has a button that phones us', async ({ page }) => {
    await openPage(page, '/about');
    await expect(live(page).getByRole('link', { name: /^Call Us/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  });

  test('the assisted-living page books a 15-minute demo by email and states HIPAA compliance', async ({ page }) => {
    await openPage(page, '/assisted-living');
    const demo = live(page).getByRole('link', { name: 'Request a 15-Minute Demo' }).first();
    const mailto = new URL((await demo.getAttribute('href'))!);
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.searchParams.get('subject')).toContain('15 minutes');
    await expect(live(page).getByRole('heading', { name: 'HIPAA-compliant by design' })).toBeVisible();
    await expect(live(page).getByRole('heading', { name: 'Questions from communities' })).toBeVisible();
    await expect(live(page).getByRole('heading', { name: 'What communities say' })).toBeVisible();
  });
});

test.describe('painted before any JavaScript runs', () => {
  test('every public page is readable with JavaScript turned off, with its own title and description', async ({ browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const page = await noScript.newPage();
    try {
      for (const { path, heading } of PUBLIC_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page).toHaveTitle(/\| Fondly$/);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
        // Links work as plain links until the app is live.
        await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
      }
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
      await expect(page).toHaveURL(`${E2E.baseUrl}/faq`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Frequently Asked Questions/);
    } finally {
      await noScript.close();
    }
  });

  test('a first visit downloads no JavaScript until the visitor uses the page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts).toEqual([]);

    await page.mouse.move(200, 200);
    await expect(live(page).locator('main')).toBeVisible();
    expect(scripts.some((u) => /\/main\.[0-9a-f]+\.js$/.test(u))).toBe(true);
    expect(scripts.some((u) => u.startsWith(`http://localhost:${E2E.remotes.marketing.port}/`))).toBe(true);
  });

  test('the live page takes over from the prerendered one without anything moving', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const before = await page.locator('#fondly-prerendered h1').boundingBox();
    await expect(live(page).locator('main')).toBeVisible();
    await expect(page.locator('#fondly-prerendered')).toHaveCount(0);
    const after = await live(page).locator('h1').boundingBox();
    expect(after).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
  });

  test('what a visitor types or presses before the app is live is kept', async ({ page }) => {
    // Hold the marketing remote's code at its "CDN" until the visitor has acted on the prerendered page.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`http://localhost:${E2E.remotes.marketing.port}/**/remoteEntry.js`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/gift');
    const staticForm = page.locator('#fondly-prerendered form[aria-label="Gift details"]');
    await staticForm.getByLabel('Your Name').fill('Ann Lee');
    await staticForm.getByLabel('Your Email').fill('ann@');
    await staticForm.getByRole('button', { name: 'Send Gift Request' }).click();
    expect(new URL(page.url()).search).toBe('');
    release();

    const form = live(page).getByRole('form', { name: 'Gift details' });
    await expect(form.getByLabel('Your Name')).toHaveValue('Ann Lee');
    await expect(form.getByLabel('Your Email')).toHaveValue('ann@');
    // The press of Send Gift Request counted: the form was checked.
    await expect(form.getByLabel('Your Email')).toHaveAccessibleDescription('Please enter a valid email');
    await expect(form.getByText("Recipient's name is required")).toBeVisible();
  });

  test('a button pressed on the home page before the app is live does its job once it is', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`http://localhost:${E2E.remotes.marketing.port}/**/remoteEntry.js`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.locator('#fondly-prerendered').getByRole('button', { name: 'Try a Sample Call' }).click();
    release();
    await expect(page.getByRole('dialog', { name: 'Try a Sample Call' })).toBeVisible();
  });
});

test.describe('made for every reader', () => {
  test('every public page has its own title and description', async ({ page }) => {
    const seen = new Map<string, string>();
    for (const { path, heading } of PUBLIC_PAGES) {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(title, path).toMatch(/\| Fondly$/);
      expect(description?.length ?? 0, path).toBeGreaterThan(50);
      for (const [other, text] of seen) {
        expect(text, `${path} and ${other} share a title or description`).not.toBe(`${title}|${description}`);
      }
      seen.set(path, `${title}|${description}`);
    }
  });

  test('the skip link takes keyboard users straight to the page content', async ({ page }) => {
    await openPage(page, '/faq');
    await page.keyboard.press('Tab');
    const skip = live(page).getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(live(page).locator('main')).toBeFocused();
  });

  for (const { path } of PUBLIC_PAGES) {
    test(`${path} passes axe-core on a desktop and on a phone`, async ({ page }) => {
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 375, height: 740 },
      ]) {
        await page.setViewportSize(viewport);
        await openPage(page, path);
        // Bring lazily loaded parts (the pricing plans) in, so they are checked too.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page), `${path} at ${viewport.width}px`).toEqual([]);
      }
    });
  }

  test('the open phone menu and the sample call dialog pass axe-core', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page, '/');
    await live(page).getByRole('button', { name: 'Menu' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await live(page).getByRole('button', { name: 'Try a Sample Call' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const viewport of [
    { name: 'a 375 px phone', width: 375, height: 740 },
    { name: '200 % zoom (640 px)', width: 640, height: 450 },
  ]) {
    test(`every public page fits ${viewport.name} without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const { path } of PUBLIC_PAGES) {
        await openPage(page, path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  }

  test('images on the home page are sized, and lazy below the fold', async ({ page }) => {
    await openPage(page, '/');
    const images = await page.locator('img').evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: (img as HTMLImageElement).src,
        sized: img.hasAttribute('width') && img.hasAttribute('height'),
        lazy: img.getAttribute('loading') === 'lazy',
        belowFold: img.getBoundingClientRect().top > window.innerHeight,
      })),
    );
    for (const img of images) {
      expect(img.sized, `${img.src} has width and height`).toBe(true);
      if (img.belowFold) expect(img.lazy, `${img.src} is below the fold`).toBe(true);
    }
  });
});
