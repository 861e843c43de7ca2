import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/env';
import { mailTo, remote, signInOperator, signUpByApi, tick, uniqueEmail, uniquePhone } from '../support/fixtures';

/**
 * A gift bought online in a minute (issue 30, item 9; decision 151), walked in Chromium: a
 * grandson pays for a gift with the test card, sees and prints its card, finds it in his mail,
 * and the family redeems the code into an account that shows the gifted plan.
 */

const marketing = (page: Page) => remote(page, 'marketing');
const onboarding = (page: Page) => remote(page, 'onboarding');
const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test('a grandson buys a gift with the test card, prints the card, and the family redeems it into an account on the gifted plan', async ({ page }) => {
  const buyerEmail = uniqueEmail('grandson');
  const familyEmail = uniqueEmail('family');

  await page.goto('/gift');
  const form = marketing(page).getByRole('form', { name: 'Buy a gift' });
  await form.getByText('3 months: $99').click();
  await expect(form.getByRole('radio', { name: '3 months: $99' })).toBeChecked();
  await form.getByLabel('Your full name').fill('Sam Rivera');
  await form.getByLabel('Your email address').fill(buyerEmail);
  await form.getByLabel('Their first name').fill('Rosa');
  await form.getByLabel('A short message (optional)').fill('Happy birthday, Grandma! Love, Sam');
  // The delivery date starts at today, the buyer's today.
  await expect(form.getByLabel('Send the card on')).not.toHaveValue('');
  await form.getByLabel("Their family's email (optional)").fill(familyEmail);
  await shot(page, 'gift-form');
  await form.getByRole('button', { name: 'Continue to payment' }).click();

  // The project's checkout, as a one-time payment of the gift plan.
  await expect(page).toHaveURL(/\/checkout\/cs_local_[\w-]+$/);
  const pay = onboarding(page);
  await expect(pay.getByLabel('Email')).toHaveValue(buyerEmail);
  await pay.getByLabel('Name on card').fill('Sam Rivera');
  await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.getByLabel('Expiry date').fill('12 / 39');
  await pay.getByLabel('Security code').fill('123');
  await pay.getByRole('button', { name: 'Pay $99' }).click();

  // The printable card, with the code and the link.
  await expect(page).toHaveURL(/\/gift\/card\/FOND-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const code = page.url().split('/').at(-1)!;
  const card = marketing(page).getByRole('article', { name: 'Gift card for Rosa' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('For Rosa');
  await expect(card).toContainText('3 months of Fondly');
  await expect(card).toContainText('Happy birthday, Grandma! Love, Sam');
  await expect(card).toContainText(code);
  await expect(card).toContainText(`/redeem/${code}`);
  // Decision 157: no end date.
  await expect(card).toContainText('This gift never expires.');
  await shot(page, 'gift-card');
  // Printed, the card is what is left on the page.
  await page.emulateMedia({ media: 'print' });
  await expect(card).toBeVisible();
  await expect(marketing(page).getByRole('button', { name: 'Print the card' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The card went to the buyer at once, from the payment.
  const mail = await mailTo(page, buyerEmail, /^Your Fondly gift card for Rosa$/);
  expect(mail.text).toContain(code);
  const link = new RegExp(`https?://\\S+/redeem/${code}`).exec(mail.text)?.[0];
  expect(link, 'the card mail has the redemption link').toBeTruthy();

  // The family opens the link in their own browser and sets up the calls; no card is asked for.
  const family = await page.context().browser()!.newContext();
  const fam = await family.newPage();
  try {
    await fam.goto(new URL(link!).pathname);
    const a = onboarding(fam);
    await expect(a.getByRole('heading', { name: 'A gift for Rosa' })).toBeVisible();
    await a.getByLabel('Your Name').fill('Dana Rivera');
    await a.getByLabel('Your Email').fill(familyEmail);
    await a.getByLabel("Recipient's Name").fill('Rosa Rivera');
    await a.getByLabel("Recipient's Phone").fill(uniquePhone());
    await tick(a, 'Childhood memories');
    await tick(a, /agreed to receive these calls/);
    await a.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(fam).toHaveURL(/\/success$/);
    await fam.goto('/dashboard');
    await expect(onboarding(fam).locator('[data-plan="3-month-99"]')).toContainText('Gift: 3 months');
    await expect(onboarding(fam).locator('[data-plan="3-month-99"]')).toContainText(/Paid by a gift until \w+ \d+, \d{4}; it does not renew/);

    // Billing says the same: no next payment, no card or plan to change, and never the giver's price (walk finding 4).
    await fam.goto('/checkout/manage');
    const billing = onboarding(fam);
    await expect(billing.getByTestId('plan-status')).toHaveText(/^Paid by a gift until \w+ \d+, \d{4}\. It does not renew, and nothing will be charged\.$/);
    await expect(billing.getByText('No invoices yet. Each payment will be listed here with its receipt.')).toBeVisible();
    await expect(billing.getByRole('heading', { name: 'Change plan' })).toHaveCount(0);
    await expect(billing.getByRole('heading', { name: 'Change card' })).toHaveCount(0);
    await expect(billing).not.toContainText('$99');
    await expect(billing).not.toContainText('Next payment');

    // A code redeems once: the second try is told so, in words.
    await fam.goto(`/redeem/${code}`);
    await expect(onboarding(fam).getByText('This gift has already been redeemed.')).toBeVisible();
  } finally {
    await family.close();
  }
});

test('a wrong code on /redeem gets a clear message and the code box again', async ({ page }) => {
  await page.goto('/redeem');
  const a = onboarding(page);
  await a.getByRole('textbox', { name: /Gift code/ }).fill('fond zzzz zzzz');
  await a.getByRole('button', { name: 'Redeem' }).click();
  await expect(page).toHaveURL(/\/redeem\/FOND-ZZZZ-ZZZZ$/);
  await expect(a.getByText('We could not find a gift with this code.')).toBeVisible();
  await expect(a.getByRole('textbox', { name: /Gift code/ })).toBeVisible();
});

/** A gift bought and paid with the test card through the API, as the /gift form and checkout do: its code. */
async function giftPaidByApi(page: Page, plan: '3-month-99' | '1-year-499', buyerEmail: string): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const res = await page.request.post('/api/gifts', {
    data: { plan, buyerName: 'Sam Rivera', buyerEmail, recipientFirstName: 'Rosa', message: 'Love, Sam', deliveryDate: today, timeZone: 'Pacific/Honolulu' },
  });
  expect(res.status()).toBe(201);
  const { url, code } = (await res.json()) as { url: string; code: string };
  const pay = await page.request.post(`/api/checkout/sessions/${url.split('/').at(-1)}/pay`, {
    data: { email: buyerEmail, name: 'Sam Rivera', cardNumber: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123' },
  });
  expect(pay.status()).toBe(200);
  return code;
}

test('an operator refunds a gift: its code no longer redeems, the card page says so, and the buyer is told by mail', async ({ page, browser }) => {
  const buyerEmail = uniqueEmail('grandson');
  const code = await giftPaidByApi(page, '3-month-99', buyerEmail);

  // The operator finds the gift's payment and refunds it (30-day money-back guarantee).
  const operator = await browser.newPage({ baseURL: E2E.baseUrl });
  try {
    await signInOperator(operator, '/admin/payouts');
    const admin = operator.locator('[data-remote="admin-tools"]');
    await admin.getByLabel('Find by email or invoice id').fill(buyerEmail);
    await admin.getByRole('button', { name: 'Search' }).click();
    await admin.getByRole('button', { name: 'Refund' }).first().click();
    const dialog = operator.getByRole('dialog');
    await dialog.getByLabel('Why is it refunded?').fill('The gift was bought twice');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(operator.getByText('$99 refunded')).toBeVisible();
  } finally {
    await operator.close();
  }

  // The family's link now says the gift was refunded, in plain words, with the code box again.
  await page.goto(`/redeem/${code}`);
  const a = onboarding(page);
  await expect(a.getByText('This gift was refunded to the person who bought it, so its code has been cancelled')).toBeVisible();
  await expect(a.getByRole('textbox', { name: /Gift code/ })).toBeVisible();
  // The printable card says it too.
  await page.goto(`/gift/card/${code}`);
  await expect(marketing(page).getByRole('heading', { name: 'This gift was refunded' })).toBeVisible();

  const mail = await mailTo(page, buyerEmail, /^Your Fondly gift for Rosa was refunded$/);
  expect(mail.text).toContain('we have refunded your payment of $99');
  expect(mail.text).toContain(`The gift's code ${code} is cancelled and no longer works`);
});

test('a family already signed in adds a gift to its plan: the plan stays, the next payment moves back a year, and the dashboard says so', async ({ page }) => {
  // Dana's Starter trial, with a card: the first payment is due in 7 days.
  const family = await signUpByApi(page);
  const code = await giftPaidByApi(page, '1-year-499', uniqueEmail('grandson'));

  await page.goto(`/redeem/${code}`);
  const a = onboarding(page);
  await expect(a.getByRole('heading', { name: 'A gift for Rosa' })).toBeVisible();
  await expect(a.getByText(`You are signed in as ${family.email}`)).toBeVisible();
  const form = a.getByRole('form', { name: 'Add the gift to your plan' });
  await expect(form.getByRole('radio', { name: /Rosa Rivera/ })).toBeChecked();
  await expect(form.getByRole('note')).toContainText('Your Starter plan carries on as it is, and your next payment moves back by 1 year.');
  await shot(page, 'gift-add-to-plan');
  await form.getByRole('button', { name: 'Add the Gift to My Plan' }).click();

  const done = a.getByRole('status').filter({ hasText: 'The gift is on your plan' });
  await expect(done).toContainText('Your Starter plan carries on, and your next payment moves to');
  await a.getByRole('link', { name: 'Go to Your Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(onboarding(page).locator('[data-plan="starter"]')).toContainText('Paid by a gift until');

  const mail = await mailTo(page, family.email, /^Sam Rivera's gift is on your Fondly plan$/);
  expect(mail.text).toContain('Your Starter plan carries on as before, and your next payment of $29 moves to');

  // The code is spent: opening it again says so.
  await page.goto(`/redeem/${code}`);
  await expect(onboarding(page).getByText('This gift has already been redeemed.')).toBeVisible();
});
