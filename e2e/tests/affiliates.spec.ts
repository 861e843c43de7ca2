import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { E2E, operatorHeaders } from '../support/env';

/**
 * The affiliate programme end to end: join, keep the private key, open the dashboard,
 * share a link, a visitor subscribes through it on the local checkout, each paid invoice
 * shows as a commission, and a payout can be requested from $50.
 */

const area = (page: Page) => page.locator('[data-remote="affiliates"]');
let n = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}.${++n}@example.com`;

/** The link in the newest confirmation mail to `email`, read from the outbox (operators' API). */
async function confirmationLink(page: Page, email: string) {
  let found: { id: number } | undefined;
  await expect
    .poll(async () => {
      const list = (await (await page.request.get('/api/outbox?limit=100', { headers: operatorHeaders })).json()) as {
        mails: Array<{ id: number; toEmail: string; template: string }>;
      };
      found = list.mails.find((m) => m.toEmail === email && m.template === 'affiliate-confirm');
      return Boolean(found);
    }, { timeout: 20_000 })
    .toBe(true);
  const { text } = (await (await page.request.get(`/api/outbox/${found!.id}`, { headers: operatorHeaders })).json()) as { text: string };
  const link = new URL(/https?:\/\/\S+\/affiliates\?confirm=[\w-]+/.exec(text)![0]);
  return link.pathname + link.search;
}

/** The form, the "check your email" answer, then the emailed link: the code and the key, shown once. */
async function join(page: Page, name = 'Alex Partner', email = uniqueEmail('alex')) {
  await page.goto('/affiliates');
  await area(page).getByLabel('Full Name').fill(name);
  await area(page).getByLabel('Email Address').fill(email);
  await area(page).getByRole('button', { name: 'Join Affiliate Program' }).click();
  await expect(area(page).getByTestId('affiliate-check-email')).toContainText(email);
  await page.goto(await confirmationLink(page, email));
  await expect(page.getByText('Welcome to the program!').first()).toBeVisible();
  // The one-time link leaves the address bar as soon as it is used.
  await expect(page).toHaveURL(/\/affiliates$/);
  const code = (await area(page).getByTestId('referral-code').textContent())!.trim();
  return { code, email };
}

/** The same through the API, for tests about what comes after joining. */
async function joinByApi(page: Page, name: string, email: string) {
  expect((await page.request.post('/api/affiliates', { data: { name, email } })).status()).toBe(202);
  const link = await confirmationLink(page, email);
  const confirmed = await page.request.post('/api/affiliates/confirm', { data: { token: new URLSearchParams(link.split('?')[1]).get('confirm') } });
  expect(confirmed.status()).toBe(201);
  return (await confirmed.json()) as { affiliate: { referralCode: string }; dashboardKey: string };
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.describe('/affiliates', () => {
  test('shows what affiliates earn, from the plan catalogue', async ({ page }) => {
    await page.goto('/affiliates');
    await expect(area(page).getByRole('heading', { name: 'Earn $8.70-$17.70 a month per referral' })).toBeVisible();
    await expect(area(page).getByRole('heading', { name: '30% recurring commission' })).toBeVisible();
    await expect(area(page).getByText('Starter plan · $29/month')).toBeVisible();
    await expect(area(page).getByText('$8.70', { exact: true })).toBeVisible();
    await expect(area(page).getByText('Premium plan · $59/month')).toBeVisible();
    await expect(area(page).getByText('$17.70', { exact: true })).toBeVisible();
    await expect(area(page).getByText('Legacy Bundle plan · $449/year')).toBeVisible();
    await expect(area(page).getByText('$134.70', { exact: true })).toBeVisible();
  });

  test('checks the form with the spec’s messages, and Sign Up Another Affiliate starts afresh', async ({ page }) => {
    await page.goto('/affiliates');
    await area(page).getByRole('button', { name: 'Join Affiliate Program' }).click();
    await expect(area(page).getByText('Name is required')).toBeVisible();
    await expect(area(page).getByText('Valid email required')).toBeVisible();
    await area(page).getByLabel('Email Address').fill('not-an-email');
    await area(page).getByRole('button', { name: 'Join Affiliate Program' }).click();
    await expect(area(page).getByText('Valid email required')).toBeVisible();

    const { email } = await join(page, 'Sam Lee');
    await area(page).getByRole('button', { name: 'Sign Up Another Affiliate' }).click();
    await expect(area(page).getByLabel('Full Name')).toHaveValue('');
    // The same email again: the same answer as for any email (the mail says the account exists).
    await area(page).getByLabel('Full Name').fill('Sam Lee');
    await area(page).getByLabel('Email Address').fill(email);
    await area(page).getByRole('button', { name: 'Join Affiliate Program' }).click();
    await expect(area(page).getByTestId('affiliate-check-email')).toContainText(email);
    await expect(area(page).getByTestId('dashboard-key')).toHaveCount(0);
    // A spent link says so and offers the form again.
    await page.goto('/affiliates?confirm=' + 'x'.repeat(43));
    await expect(area(page).getByRole('alert')).toContainText('This confirmation link has expired or was already used.');
    await expect(area(page).getByRole('button', { name: 'Join Affiliate Program' })).toBeVisible();
  });
});

test.describe('/affiliate-dashboard', () => {
  test('ignores a blank key, refuses a wrong one and never opens on the public referral code', async ({ page }) => {
    const { code } = await join(page);
    await page.goto(`/affiliate-dashboard?code=${code}`);
    await expect(area(page).getByRole('heading', { name: 'Access Affiliate Dashboard' })).toBeVisible();
    await expect(area(page).getByText(code)).toBeVisible();
    const sent: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/affiliates/session') && sent.push(r.method()));
    await area(page).getByRole('button', { name: 'Access Dashboard' }).click();
    await page.waitForTimeout(300);
    expect(sent).toEqual([]);
    await area(page).getByLabel('Dashboard key').fill(code);
    await area(page).getByRole('button', { name: 'Access Dashboard' }).click();
    await expect(page.getByText('Invalid affiliate code')).toBeVisible();
    await expect(area(page).getByRole('heading', { name: 'Access Affiliate Dashboard' })).toBeVisible();
  });

  test('the journey: join → copy the key → dashboard → referral link → a visitor subscribes → commissions → payout from $50', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const { code } = await join(page, 'Alex Partner');
    await area(page).getByRole('button', { name: 'Copy dashboard key' }).click();
    await expect(page.getByText('Copied!')).toBeVisible();
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key).toBe((await area(page).getByTestId('dashboard-key').textContent())!.trim());

    await area(page).getByRole('link', { name: 'Open your dashboard' }).click();
    await expect(page).toHaveURL(new RegExp(`/affiliate-dashboard\\?code=${code}`));
    await area(page).getByLabel('Dashboard key').fill(key);
    await area(page).getByRole('button', { name: 'Access Dashboard' }).click();
    await expect(page.getByText('Successfully logged into affiliate dashboard')).toBeVisible();
    await expect(area(page).getByRole('heading', { name: 'Welcome back, Alex' })).toBeVisible();
    await expect(area(page).getByTestId('stat-total-earnings')).toContainText('$0');
    await expect(area(page).getByTestId('stat-commission-rate')).toContainText('30%');
    await expect(area(page).getByRole('button', { name: 'Request Payout' })).toBeDisabled();

    await area(page).getByRole('tab', { name: 'Commissions' }).click();
    await expect(area(page).getByText('No commissions yet. Start sharing your referral links!')).toBeVisible();
    await area(page).getByRole('tab', { name: 'Referral Links' }).click();
    const general = (await area(page).getByTestId('general-link').textContent())!.trim();
    expect(general).toBe(`${E2E.baseUrl}/?ref=${code}`);
    await area(page).getByRole('button', { name: 'Copy general link' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(general);

    // A visitor in another browser follows the link and subscribes to Premium on the local checkout.
    const visitorContext = await browser.newContext({ baseURL: E2E.baseUrl });
    const visitor = await visitorContext.newPage();
    await visitor.goto(general);
    const site = visitor.locator('[data-remote="marketing"]');
    await site.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Pricing' }).click();
    await site.getByRole('button', { name: 'Choose Premium' }).click();
    await expect(visitor).toHaveURL(/\/checkout\/cs_local_/);
    const checkout = visitor.locator('[data-remote="onboarding"]');
    const visitorEmail = uniqueEmail('jane');
    await checkout.getByLabel('Email').fill(visitorEmail);
    await checkout.getByLabel('Name on card').fill('Jane Doe');
    await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
    await checkout.getByLabel('Expiry date').fill('12 / 39');
    await checkout.getByLabel('Security code').fill('123');
    await checkout.getByRole('button', { name: 'Start free trial' }).click();
    await expect(visitor).toHaveURL(/\/onboarding$/);
    await visitorContext.close();

    // On her free trial: a referral, nothing earned yet, and the dashboard says why.
    await page.reload();
    await expect(area(page).getByTestId('stat-total-referrals')).toContainText('1');
    await area(page).getByRole('tab', { name: 'Commissions' }).click();
    await expect(area(page).getByText('No commissions yet: 1 family you referred has started a free trial.', { exact: false })).toBeVisible();
    await expect(area(page).getByText('Available for payout: $0')).toBeVisible();
    expect((await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    // The trial converts and Premium renews twice: three paid invoices of $59 through the same event handler.
    const invoices = (await (await page.request.get(`/api/payments/invoices?search=${encodeURIComponent(visitorEmail)}`, { headers: operatorHeaders })).json()) as {
      invoices: Array<{ providerSubscriptionId: string }>;
    };
    const subscriptionId = invoices.invoices[0]!.providerSubscriptionId;
    const renew = () => page.request.post(`/api/payments/local/subscriptions/${subscriptionId}/advance`, { headers: operatorHeaders });

    expect((await renew()).status()).toBe(200);
    await page.reload();
    await expect(area(page).getByTestId('stat-total-referrals')).toContainText('1');
    await expect(area(page).getByTestId('stat-total-earnings')).toContainText('$17.70');
    await area(page).getByRole('tab', { name: 'Commissions' }).click();
    const row = area(page).getByRole('row', { name: /Jane D\./ });
    await expect(row).toContainText('Premium');
    await expect(row).toContainText('$17.70');
    // Earned and not yet paid out: exactly what "Available for payout" adds up.
    await expect(row).toContainText('Earned');
    await expect(row).not.toContainText('Pending');
    await expect(area(page).getByText('Available for payout: $17.70')).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect((await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(area(page).getByRole('button', { name: 'Request Payout' })).toBeDisabled();
    await expect(area(page).getByText('Payouts start at $50.')).toBeVisible();

    expect((await renew()).status()).toBe(200);
    expect((await renew()).status()).toBe(200);
    await page.reload();
    await expect(area(page).getByTestId('stat-total-earnings')).toContainText('$53.10');
    await expect(area(page).getByText('Available for payout: $53.10')).toBeVisible();
    await area(page).getByRole('button', { name: 'Request Payout' }).click();
    await expect(page.getByText('Payout request submitted successfully')).toBeVisible();
    await expect(area(page).getByText(/Payout of \$53\.10 requested on .*: waiting for approval\./)).toBeVisible();
    await expect(area(page).getByRole('button', { name: 'Request Payout' })).toBeDisabled();

    // Signing out closes the dashboard again.
    await area(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(area(page).getByRole('heading', { name: 'Access Affiliate Dashboard' })).toBeVisible();
    expect((await page.request.get(`/api/affiliates/${code}/stats`)).status()).toBe(401);
  });

  test('fits a 375 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/affiliates');
    await expect(area(page).getByRole('button', { name: 'Join Affiliate Program' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const email = uniqueEmail('pat');
    await area(page).getByLabel('Full Name').fill('Pat Phone');
    await area(page).getByLabel('Email Address').fill(email);
    await area(page).getByRole('button', { name: 'Join Affiliate Program' }).click();
    await expect(area(page).getByTestId('affiliate-check-email')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.goto(await confirmationLink(page, email));
    const key = (await area(page).getByTestId('dashboard-key').textContent())!.trim();
    await page.goto('/affiliate-dashboard');
    await area(page).getByLabel('Dashboard key').fill(key);
    await area(page).getByRole('button', { name: 'Access Dashboard' }).click();
    await expect(area(page).getByRole('heading', { name: 'Welcome back, Pat' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('operators', () => {
  test('approve a payout request and mark it paid', async ({ page, browser }) => {
    // An affiliate with $134.70 from one Legacy Bundle renewal asks to be paid (through the API).
    const { affiliate, dashboardKey } = await joinByApi(page, 'Olive Operatorfriend', uniqueEmail('olive'));
    await page.goto(`/?ref=${affiliate.referralCode}`);
    const { url } = (await (await page.request.get('/api/checkout/legacy')).json()) as { url: string };
    const email = uniqueEmail('lena');
    const paid = await page.request.post(`/api/checkout/sessions/${url.split('/').at(-1)}/pay`, {
      data: { email, name: 'Lena Lovegood', cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' },
    });
    expect(paid.status()).toBe(200);
    const invoices = (await (await page.request.get(`/api/payments/invoices?search=${encodeURIComponent(email)}`, { headers: operatorHeaders })).json()) as {
      invoices: Array<{ providerSubscriptionId: string }>;
    };
    await page.request.post(`/api/payments/local/subscriptions/${invoices.invoices[0]!.providerSubscriptionId}/advance`, { headers: operatorHeaders });
    await page.request.post('/api/affiliates/session', { data: { key: dashboardKey } });
    expect((await page.request.post(`/api/affiliates/${affiliate.referralCode}/payout`)).status()).toBe(201);

    const operator = await browser.newPage({ baseURL: E2E.baseUrl });
    const link = await operator.request.post('/api/operator/sign-in-links', { headers: operatorHeaders, data: { next: '/admin/payouts' } });
    await operator.goto(((await link.json()) as { url: string }).url);
    const admin = operator.locator('[data-remote="admin-tools"]');
    const row = admin.getByRole('row', { name: /Olive Operatorfriend/ });
    await expect(row).toContainText('$134.70');
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(row).toContainText('Approved');
    await row.getByRole('button', { name: 'Mark paid' }).click();
    const dialog = operator.getByRole('dialog');
    await dialog.getByLabel('Transfer reference').fill('PAYPAL-7781');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(row).toContainText('Paid · PAYPAL-7781');
    await operator.close();

    const commissions = (await (await page.request.get(`/api/affiliates/${affiliate.referralCode}/commissions`)).json()) as { commissions: Array<{ status: string }> };
    expect(commissions.commissions.map((c) => c.status)).toEqual(['paid']);
  });
});
