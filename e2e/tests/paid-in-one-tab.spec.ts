import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/env';
import { mailTo, remote, signUpByApi, tick, toastWith, uniqueEmail, uniquePhone } from '../support/fixtures';

/**
 * A family pays in one tab and opens the dashboard in another tab of the same browser (leftover
 * of issue 30's blind walk): the second tab is not a bare sign-in page. It says the payment went
 * through and how to finish; once the setup is finished in the first tab, the second one is
 * signed in by itself, without a reload.
 */
const area = (page: Page) => remote(page, 'onboarding');

/** Pricing section, not signed in: the checkout started by this browser (its cookie), paid with the 4242 test card. */
async function payAsAVisitor(page: Page, email: string) {
  const start = await page.request.get(`/api/checkout/premium?email=${encodeURIComponent(email)}`);
  expect(start.status()).toBe(200);
  const transactionId = new URL(((await start.json()) as { url: string }).url, E2E.baseUrl).pathname.split('/').at(-1)!;
  const pay = await page.request.post(`/api/checkout/sessions/${transactionId}/pay`, {
    data: { email, name: 'Priya Shah', cardNumber: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123' },
  });
  expect(pay.status()).toBe(200);
  return transactionId;
}

test('paid in one tab: the dashboard in another tab says so, and is signed in once the setup is finished', async ({ page, context }) => {
  const email = uniqueEmail('two-tabs');
  const transactionId = await payAsAVisitor(page, email);

  // The second tab, opened after paying and before the setup is finished.
  const other = await context.newPage();
  await other.goto('/dashboard');
  const waiting = area(other).getByTestId('waiting-payment');
  await expect(waiting).toContainText('Your payment went through');
  await expect(waiting.getByRole('link', { name: 'Continue setup' })).toHaveAttribute('href', `/onboarding?transaction_id=${transactionId}`);

  // The first tab finishes the setup.
  await page.goto(`/onboarding?transaction_id=${transactionId}&email=${encodeURIComponent(email)}`);
  const a = area(page);
  await a.getByLabel("Recipient's Name").fill('Anand Shah');
  await a.getByLabel("Recipient's Phone").fill(uniquePhone('CA'));
  await tick(a, 'Childhood memories');
  await tick(a, /agreed to receive these calls/);
  await a.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(toastWith(page, 'Setup completed!')).toBeVisible();
  await expect(page).toHaveURL(/\/success$/);

  // The second tab follows, with no reload: signed in, the dashboard and the person just added.
  await expect(area(other).getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(area(other).getByText('Signed in as Priya Shah')).toBeVisible();
  await expect(area(other).getByTestId('waiting-payment')).toHaveCount(0);
  await expect(area(other).getByText('Anand Shah').first()).toBeVisible();
});

test('a tab left on the sign-in page is signed in when a sign-in link is opened in another tab', async ({ page, context }) => {
  const { email } = await signUpByApi(page, { frequency: 'free' });
  await context.clearCookies();
  await page.goto('/dashboard');
  await expect(area(page).getByLabel('Your Email')).toBeVisible();

  const tab = await context.newPage();
  await tab.request.post('/api/account/sign-in-link', { data: { email } });
  const mail = await mailTo(tab, email, /^Your Fondly sign-in link$/);
  const link = new URL(/https?:\/\/\S+\/sign-in\?token=[\w-]+/.exec(mail.text)![0]);
  await tab.goto(link.pathname + link.search);
  await expect(tab).toHaveURL(/\/dashboard$/);

  await expect(area(page).getByRole('heading', { name: 'Welcome' })).toBeVisible();
});
