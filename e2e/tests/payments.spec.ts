import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { E2E, operatorHeaders } from '../support/env';
import { paidOnboarding, uniquePhone } from '../support/fixtures';

/**
 * Paying for Fondly on the local checkout (the embedded default, no Stripe account): the
 * pricing section, the checkout page with Stripe's test cards, the way on to /onboarding,
 * managing the plan, and what operators see.
 */

const checkoutArea = (page: Page) => page.locator('[data-remote="onboarding"]');

/** The home page's pricing section, reached the way a visitor does: the top bar's Pricing link. */
async function openPricing(page: Page) {
  await page.goto('/');
  const site = page.locator('[data-remote="marketing"]');
  await site.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Pricing' }).click();
  return site;
}
let n = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}.${++n}@example.com`;

async function fillCard(page: Page, card: { email?: string; name?: string; number: string }) {
  const area = checkoutArea(page);
  if (card.email !== undefined) await area.getByLabel('Email').fill(card.email);
  if (card.name !== undefined) await area.getByLabel('Name on card').fill(card.name);
  await area.getByLabel('Card number').fill(card.number);
  await area.getByLabel('Expiry date').fill('12 / 39');
  await area.getByLabel('Security code').fill('123');
}

/** From the pricing section to a paid local checkout; answers the transaction id and email. */
async function buyFromPricing(page: Page, planName: string, email = uniqueEmail('buyer')) {
  await (await openPricing(page)).getByRole('button', { name: `Choose ${planName}` }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_local_[\w-]+$/);
  const transactionId = new URL(page.url()).pathname.split('/').at(-1)!;
  await fillCard(page, { email, name: 'Priya Shah', number: '4242 4242 4242 4242' });
  await checkoutArea(page).getByRole('button', { name: 'Start free trial' }).click();
  // The checkout's id and the buyer's email leave the address bar once /onboarding has them (#18).
  await expect(page).toHaveURL(/\/onboarding$/);
  return { transactionId, email };
}

test.describe('the local checkout', () => {
  test('pricing → checkout: the plan and price are shown, a declined card is explained, the test card pays and /onboarding follows', async ({ page }) => {
    const plans = (await (await page.request.get('/api/plans')).json()) as { plans: Array<{ id: string; name: string; priceCents: number }> };
    const premium = plans.plans.find((p) => p.id === 'premium')!;

    await (await openPricing(page)).getByRole('button', { name: 'Choose Premium' }).click();
    await expect(page).toHaveURL(/\/checkout\/cs_local_[\w-]+$/);
    const area = checkoutArea(page);
    await expect(area.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(area.getByText(premium.name, { exact: true })).toBeVisible();
    await expect(area.getByText(`$${premium.priceCents / 100}`, { exact: true }).first()).toBeVisible();
    await expect(area.getByText(/your 7-day free trial starts now/)).toBeVisible();

    // Every field is checked with the form's own messages before anything is sent.
    await area.getByRole('button', { name: 'Start free trial' }).click();
    await expect(area.getByText('Valid email required')).toBeVisible();
    await expect(area.getByText('Please enter your card number')).toBeVisible();

    const email = uniqueEmail('declined');
    await fillCard(page, { email, name: 'Priya Shah', number: '4000 0000 0000 0002' });
    await area.getByRole('button', { name: 'Start free trial' }).click();
    // Said once, under the card number.
    await expect(area.getByText('Your card was declined. Please try a different card.')).toHaveCount(1);
    await expect(area.getByLabel('Card number')).toHaveAccessibleDescription('Your card was declined. Please try a different card.');
    await expect(page).toHaveURL(/\/checkout\/cs_local_/);

    await fillCard(page, { number: '4242 4242 4242 4242' });
    await area.getByRole('button', { name: 'Start free trial' }).click();
    await expect(area.getByRole('heading', { name: 'Complete Your Setup' })).toBeVisible();
    await expect(area.getByLabel('Your Email')).toHaveValue(email);
    // Used, then out of the address bar and of this tab's history entry; a reload still finds the checkout.
    expect(page.url()).toMatch(/\/onboarding$/);
    await page.reload();
    await expect(area.getByRole('heading', { name: 'Complete Your Setup' })).toBeVisible();
    expect(page.url()).not.toContain('cs_local_');
    expect(page.url()).not.toContain(encodeURIComponent(email));
  });

  test('a paid checkout cannot be paid again and offers to continue the setup', async ({ page }) => {
    const { transactionId } = await buyFromPricing(page, 'Starter');
    await page.goto(`/checkout/${transactionId}`);
    const area = checkoutArea(page);
    await expect(area.getByRole('heading', { name: 'This checkout is already paid.' })).toBeVisible();
    await expect(area.getByRole('link', { name: 'Continue setup' })).toHaveAttribute('href', new RegExp(`transaction_id=${transactionId}`));
  });

  test('an unknown checkout says so and leads back to the plans', async ({ page }) => {
    await page.goto('/checkout/cs_local_this_checkout_does_not_exist');
    await expect(checkoutArea(page).getByRole('heading', { name: 'This checkout could not be found.' })).toBeVisible();
  });

  test('the full journey: pricing → checkout → /onboarding → /success → the dashboard shows the plan', async ({ page }) => {
    const { email } = await buyFromPricing(page, 'Premium');
    const area = checkoutArea(page);
    await expect(area.getByRole('heading', { name: 'Complete Your Setup' })).toBeVisible();
    await expect(area.getByText('Thank you for choosing Premium.')).toBeVisible();
    // The name on the card is carried into the form.
    await expect(area.getByLabel('Your Name')).toHaveValue('Priya Shah');
    await expect(area.getByLabel('Your Email')).toHaveValue(email);
    await area.getByLabel("Recipient's Name").fill('Anand Shah');
    await area.getByLabel("Recipient's Phone").fill(uniquePhone('CA'));
    await area.getByText('Childhood memories', { exact: true }).click();
    await area.getByText(/has agreed to receive these calls/).click();
    await area.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page).toHaveURL(/\/success$/);
    await page.goto('/dashboard');
    const plan = checkoutArea(page).getByText(/Free trial until/);
    await expect(plan).toContainText('Premium');
    // The dashboard's Manage Billing leads to the plan's own page (Stripe's Billing Portal when Stripe is set).
    await checkoutArea(page).getByRole('button', { name: 'Manage Billing' }).click();
    await expect(page).toHaveURL(/\/checkout\/manage$/);
    await expect(checkoutArea(page).getByTestId('plan-status')).toContainText('Free trial until');
  });
});

test.describe('managing the plan', () => {
  test('a signed-in family sees the trial, cancels at the end of the period, and keeps the plan again', async ({ page }) => {
    const { transactionId, email } = await buyFromPricing(page, 'Premium');
    // The account through the API (the /onboarding form is the families' page); it signs this browser in.
    const signup = await page.request.post('/api/onboarding', { data: paidOnboarding(transactionId, { customerEmail: email, topics: ['childhood'] }) });
    expect(signup.status()).toBe(201);

    await page.goto('/checkout/manage');
    const area = checkoutArea(page);
    await expect(area.getByRole('heading', { name: 'Manage your plan' })).toBeVisible();
    await expect(area.getByTestId('plan-status')).toContainText('Free trial until');
    await expect(area.getByText('Card on file: Visa ending in 4242')).toBeVisible();

    await area.getByRole('button', { name: 'Cancel plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your plan?' });
    await dialog.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(area.getByTestId('plan-status')).toContainText('Cancelled: calls continue until');

    await area.getByRole('button', { name: 'Keep my plan' }).click();
    await expect(area.getByTestId('plan-status')).toContainText('Free trial until');

    // A declined replacement card is refused with the card's message.
    await area.getByLabel('Card number').fill('4000 0000 0000 0002');
    await area.getByLabel('Expiry date').fill('11 / 38');
    await area.getByLabel('Security code').fill('321');
    await area.getByRole('button', { name: 'Save card' }).click();
    await expect(area.getByLabel('Card number')).toHaveAccessibleDescription('Your card was declined. Please try a different card.');
    await expect(page.getByText('Your card was declined. Please try a different card.')).toHaveCount(1);
  });

  test('without signing in, the page asks the family to sign in', async ({ page }) => {
    await page.goto('/checkout/manage');
    await expect(checkoutArea(page).getByRole('heading', { name: 'Please sign in to manage your plan' })).toBeVisible();
  });

  test('fits a 375 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const { transactionId } = await (async () => {
      const res = await page.request.get('/api/checkout/daily');
      const { url } = (await res.json()) as { url: string };
      return { transactionId: url.split('/').at(-1)! };
    })();
    await page.goto(`/checkout/${transactionId}`);
    await expect(checkoutArea(page).getByRole('button', { name: 'Start free trial' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

/** Pays for Premium on the local checkout and completes /onboarding, through the API; the answer signs this browser in. */
async function payingFamily(page: Page) {
  const email = uniqueEmail('family');
  const start = await page.request.get(`/api/checkout/premium?email=${encodeURIComponent(email)}`);
  const transactionId = ((await start.json()) as { url: string }).url.split('/').at(-1)!;
  const paid = await page.request.post(`/api/checkout/sessions/${transactionId}/pay`, {
    data: { email, name: 'Priya Shah', cardNumber: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123' },
  });
  expect(paid.status()).toBe(200);
  const signup = await page.request.post('/api/onboarding', { data: paidOnboarding(transactionId, { customerEmail: email, topics: ['childhood'] }) });
  expect(signup.status()).toBe(201);
  return { email };
}

const seriousAxe = async (page: Page) => (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');

test.describe('billing: change plan, invoices and receipts, with the way back', () => {
  test('the checkout and the plan page carry the site\'s top bar and lead back to the plans and to the dashboard', async ({ page }) => {
    const res = await page.request.get('/api/checkout/premium');
    await page.goto(((await res.json()) as { url: string }).url);
    const area = checkoutArea(page);
    await expect(area.getByRole('link', { name: 'Fondly home' })).toBeVisible();
    await area.getByRole('link', { name: 'Back to plans' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);

    await payingFamily(page);
    await page.goto('/checkout/manage');
    await expect(area.getByRole('heading', { name: 'Manage your plan', level: 1 })).toBeVisible();
    await area.getByRole('link', { name: 'Back to your dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(area.getByRole('heading', { name: 'Welcome', level: 1 })).toBeVisible();
  });

  test('Premium to Starter: the new calls start now and the next payment is Starter\'s; every invoice has its receipt', async ({ page }) => {
    const { email } = await payingFamily(page);
    // The trial ends and Premium is charged once.
    const invoices = (await (await page.request.get(`/api/payments/invoices?search=${encodeURIComponent(email)}`, { headers: operatorHeaders })).json()) as {
      invoices: Array<{ providerSubscriptionId: string }>;
    };
    const renewed = await page.request.post(`/api/payments/local/subscriptions/${invoices.invoices[0]!.providerSubscriptionId}/advance`, { headers: operatorHeaders });
    expect(await renewed.json()).toMatchObject({ status: 'active' });

    await page.goto('/checkout/manage');
    const area = checkoutArea(page);
    const change = area.getByRole('group', { name: 'Change plan' });
    await expect(area.getByRole('radio', { name: 'Premium: $59 / month' })).toBeChecked();
    await expect(area.getByRole('button', { name: 'Change plan' })).toBeDisabled();
    await area.getByText('Starter: $29 / month').click();
    await expect(change.getByRole('status')).toContainText("Starter's calls (3 calls / week) start today. Your next payment, on");
    await expect(change.getByRole('status')).toContainText('will be $29.');
    await area.getByRole('button', { name: 'Change plan' }).click();
    await expect(page.locator('.fds-toast').filter({ hasText: 'Your plan is now Starter' })).toBeVisible();
    await expect(area.getByRole('heading', { name: 'Starter', level: 2 })).toBeVisible();
    await expect(area.getByRole('radio', { name: 'Starter: $29 / month' })).toBeChecked();

    const list = area.getByRole('list', { name: 'Invoices, newest first' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText('Paid $59');
    await expect(list.getByRole('listitem').last()).toContainText('Free trial of Premium: nothing charged');
    expect(await seriousAxe(page)).toEqual([]);

    await list.getByRole('link', { name: /^Receipt for .*: Premium, / }).click();
    await expect(page).toHaveURL(/\/checkout\/manage\/receipts\/[\w-]+$/);
    await expect(area.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
    await expect(area.getByText('Paid $59', { exact: true })).toBeVisible();
    await expect(area.getByText(`Priya Shah (${email})`)).toBeVisible();
    await expect(area.getByRole('button', { name: 'Print receipt' })).toBeVisible();
    expect(await seriousAxe(page)).toEqual([]);
    await area.getByRole('link', { name: 'Back to your plan' }).click();
    await expect(page).toHaveURL(/\/checkout\/manage$/);

    // The dashboard shows the plan as it now is.
    await page.goto('/dashboard');
    await expect(area.getByText(/Starter/).first()).toBeVisible();
  });

  test('the plan page, a receipt and the checkout fit a 375 px phone and have no serious accessibility problems', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await payingFamily(page);
    const area = checkoutArea(page);
    await page.goto('/checkout/manage');
    await expect(area.getByRole('heading', { name: 'Invoices and receipts' })).toBeVisible();
    await expect(area.getByText('Loading', { exact: false })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAxe(page)).toEqual([]);

    await area.getByRole('link', { name: /^Receipt for / }).first().click();
    await expect(area.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const res = await page.request.get('/api/checkout/starter');
    await page.goto(((await res.json()) as { url: string }).url);
    await expect(area.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAxe(page)).toEqual([]);
  });

  test('someone else\'s receipt is not shown', async ({ page, browser }) => {
    await payingFamily(page);
    const { invoices } = (await (await page.request.get('/api/billing/invoices')).json()) as { invoices: Array<{ id: string }> };
    const other = await browser.newContext({ baseURL: E2E.baseUrl });
    const stranger = await other.newPage();
    await payingFamily(stranger);
    await stranger.goto(`/checkout/manage/receipts/${invoices[0]!.id}`);
    await expect(checkoutArea(stranger).getByRole('heading', { name: 'This receipt could not be found' })).toBeVisible();
    await other.close();
  });
});

test.describe('operators', () => {
  test('see the payment events and refund a renewal within 30 days', async ({ page, browser }) => {
    const { email } = await buyFromPricing(page, 'Premium');
    // The trial ends (the operator runs the billing clock for this subscription now).
    const invoices = (await (await page.request.get(`/api/payments/invoices?search=${encodeURIComponent(email)}`, { headers: operatorHeaders })).json()) as {
      invoices: Array<{ providerSubscriptionId: string }>;
    };
    const subscriptionId = invoices.invoices[0]!.providerSubscriptionId;
    const renewed = await page.request.post(`/api/payments/local/subscriptions/${subscriptionId}/advance`, { headers: operatorHeaders });
    expect(await renewed.json()).toMatchObject({ status: 'active' });

    const operator = await browser.newPage({ baseURL: E2E.baseUrl });
    const link = await operator.request.post('/api/operator/sign-in-links', { headers: operatorHeaders, data: { next: '/admin/stripe-events' } });
    await operator.goto(((await link.json()) as { url: string }).url);
    const admin = operator.locator('[data-remote="admin-tools"]');
    await expect(admin.getByRole('heading', { name: 'Stripe webhook events' })).toBeVisible();
    const events = admin.getByRole('table');
    await expect(events.getByText('invoice.paid').first()).toBeVisible();
    await expect(events.getByText(/invoice paid: \$59/).first()).toBeVisible();

    await operator.goto('/admin/payouts');
    await admin.getByLabel('Find by email or invoice id').fill(email);
    await admin.getByRole('button', { name: 'Search' }).click();
    await admin.getByRole('button', { name: 'Refund' }).first().click();
    const dialog = operator.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(dialog.getByText('Please say why this payment is refunded')).toBeVisible();
    await dialog.getByLabel('Why is it refunded?').fill('Money-back guarantee');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(operator.getByText('$59 refunded')).toBeVisible();
    await expect(admin.getByText('$59 back')).toBeVisible();
    await operator.close();
  });
});
