// What every spec needs, written once: who is signed in, where a remote's content is on the
// page, a unique email, ticking a labelled box, toasts, the plan catalogue and the mail outbox.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { RemoteName } from './env';
import { operatorHeaders } from './env';
import { paidOnboarding, phoneInZone, uniquePhone, wizardSignup } from '../../api/src/testing/signup-bodies';

export { paidOnboarding, uniquePhone, wizardSignup };

/** The content a remote renders into the shell ([data-remote="..."]). */
export const remote = (page: Page, name: RemoteName) => page.locator(`[data-remote="${name}"]`);

let n = 0;
/** An address nobody else in this run uses: `${tag}.<time>.<n>@example.com`. */
export const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}.${++n}@example.com`;

/** Ticks a checkbox or radio by its visible label, as a person clicks the label. */
export const tick = (scope: Locator, label: string | RegExp) => scope.locator('label').filter({ hasText: label }).first().click();

/** Steps 1 and 2 of the signup wizard, as a family fills them, up to the Continue that creates the account. */
export async function fillWizardSteps(scope: Locator, email: string, phone: string = uniquePhone()) {
  await scope.getByLabel('Your Name').fill('Dana Rivera');
  await scope.getByLabel('Your Email').fill(email);
  await scope.getByRole('button', { name: 'Continue' }).click();
  await scope.getByLabel("Recipient's Name").fill('Rosa Rivera');
  await scope.getByLabel("Recipient's Phone").fill(phone);
  await tick(scope, /agreed to receive these calls/);
}

/** A toast with this title (and, if given, this description). */
export const toastWith = (page: Page, title: string, description?: string) => {
  const t = page.locator('.fds-toast').filter({ hasText: title });
  return description ? t.filter({ hasText: description }) : t;
};

/** Signs the browser in as an operator through a one-time link, landing on `next`. */
export async function signInOperator(page: Page, next: string) {
  const res = await page.request.post('/api/operator/sign-in-links', { headers: operatorHeaders, data: { next } });
  expect(res.status()).toBe(201);
  const { url } = (await res.json()) as { url: string };
  await page.goto(url);
  await expect(page.getByTestId('operator-sign-in-required')).toHaveCount(0);
}

/** A plan as /api/plans answers it (the contract's Plan). */
export interface CataloguePlan {
  id: string;
  name: string;
  priceCents: number;
  interval: string;
  callsPerMonth: number;
  callsPerWeek: number | null;
  allowanceText: string;
  mostPopular: boolean;
  gift: boolean;
}

/** The one price list, as /api/plans answers it. */
export async function readPlans(page: Page): Promise<CataloguePlan[]> {
  const res = await page.request.get('/api/plans');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { plans: CataloguePlan[] }).plans;
}

export interface OutboxMail {
  id: number;
  toEmail: string;
  subject: string;
  template: string;
}

/**
 * Waits for the newest mail to `email` whose subject matches (or that `match` accepts), read
 * from the outbox (operators' API), and answers it whole, with its text.
 */
export async function mailTo(page: Page, email: string, match: RegExp | ((m: OutboxMail) => boolean)): Promise<OutboxMail & { text: string }> {
  const accepts = typeof match === 'function' ? match : (m: OutboxMail) => match.test(m.subject);
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await page.request.get('/api/outbox?limit=100', { headers: operatorHeaders })).json()) as { mails: OutboxMail[] };
        found = list.mails.find((m) => m.toEmail === email && accepts(m));
        return Boolean(found);
      },
      // A loaded machine (the whole suite on two cores) may take a while to send a mail.
      { timeout: 45_000 },
    )
    .toBe(true);
  return (await (await page.request.get(`/api/outbox/${found!.id}`, { headers: operatorHeaders })).json()) as OutboxMail & { text: string };
}

/** A mail's HTML as the family's mail program shows it (the outbox serves it apart from the text). */
export async function mailHtml(page: Page, mail: OutboxMail): Promise<string> {
  const res = await page.request.get(`/api/outbox/${mail.id}/html`, { headers: operatorHeaders });
  expect(res.status()).toBe(200);
  return res.text();
}

/** Opens the welcome mail's "Confirm your email" link in this browser, as the family does (decision 105). */
export async function confirmEmailFromWelcome(page: Page, email: string) {
  const mail = await mailTo(page, email, /^Welcome to Fondly/);
  const link = /https?:\/\/\S+\/sign-in\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, 'the welcome mail has a confirmation link').toBeTruthy();
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Signs this browser up through the API with the wizard's body (the same factory the API tests
 * use), so the session cookie lands in the page's context.
 */
export async function signUpByApi(page: Page, overrides: Parameters<typeof wizardSignup>[0] = {}) {
  const body = wizardSignup({ subscriberEmail: uniqueEmail('family'), ...overrides });
  const res = await page.request.post('/api/onboard-simple', { data: body });
  expect(res.status()).toBe(201);
  const created = (await res.json()) as { subscriberId: string; recipientId: string; checkoutUrl: string | null };
  // A paid plan's trial starts with a card: paid with Stripe's test card, as the checkout page does.
  if (created.checkoutUrl) await payCheckoutByApi(page, created.checkoutUrl, body.subscriberEmail);
  return { email: body.subscriberEmail, ...created };
}

/** Pays a local checkout (its address, /checkout/cs_local_…) with the 4242 test card through the API. */
export async function payCheckoutByApi(page: Page, checkoutUrl: string, email: string) {
  const sessionId = checkoutUrl.split('/').at(-1)!;
  const pay = await page.request.post(`/api/checkout/sessions/${sessionId}/pay`, {
    data: { email, name: 'Dana Rivera', cardNumber: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123' },
  });
  expect(pay.status()).toBe(200);
}

/** The local checkout page on screen: paid with the 4242 test card, as a family types it. */
export async function payOnCheckoutPage(page: Page, name = 'Dana Rivera') {
  const a = remote(page, 'onboarding');
  await expect(page).toHaveURL(/\/checkout\/cs_local_[\w-]+$/);
  await a.getByLabel('Name on card').fill(name);
  await a.getByLabel('Card number').fill('4242 4242 4242 4242');
  await a.getByLabel('Expiry date').fill('12 / 39');
  await a.getByLabel('Security code').fill('123');
  await a.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/success$/);
}

/**
 * A US zone where it is calling hours right now with an hour to spare (9 AM-7 PM, noon on a
 * Sunday), so "Call now" rings at once. The law's hours follow her number's clock (decision 127)
 * and a signup body's number lies in its zone (`wizardSignup`), so only zones our numbers can be
 * in: from Hawaii to New York. Between about 5 and 2 PM UTC no US number may be rung at all, and
 * a test that needs a call now is skipped then, saying why.
 */
export function zoneInCallingHours(): string {
  const zones = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Pacific/Honolulu'];
  const now = new Date();
  const found = zones.find((timeZone) => {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23', weekday: 'short' }).formatToParts(now);
    const hour = Number(parts.find((p) => p.type === 'hour')!.value);
    const sunday = parts.find((p) => p.type === 'weekday')!.value === 'Sun';
    return hour >= (sunday ? 12 : 9) && hour < 19;
  });
  test.skip(!found, `no US number may be rung at ${now.toISOString()} (the law's calling hours, decision 127)`);
  return found!;
}

let ringLine = Math.floor(Math.random() * 100);
/**
 * A number in `zone` that the simulated phone does not answer by itself: it rings on /admin/phone.
 * A fresh one each time (555-1200 to 555-1299, outside the scripted 555-01xx): a number is one
 * family's (decision 126), and two specs asking for the same zone in one run must not meet.
 */
export function ringsOnThePhonePage(zone: string): string {
  return `+1${phoneInZone(zone).slice(1, 4)}55512${String(ringLine++ % 100).padStart(2, '0')}`;
}
