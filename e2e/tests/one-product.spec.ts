import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/env';
import { confirmEmailFromWelcome, readPlans, remote, signUpByApi, tick, uniqueEmail, uniquePhone, zoneInCallingHours, type CataloguePlan, fillWizardSteps } from '../support/fixtures';

/**
 * One coherent product for families (issue 16): one price list wherever a price is shown,
 * prerendered into the pages; and the journeys a paying family walks after signing up.
 */

const plansById = async (page: Page) => new Map((await readPlans(page)).map((p) => [p.id, p]));

const dollars = (plan: CataloguePlan) => `$${plan.priceCents / 100}`;

test.describe('one price list', () => {
  test('the API serves each plan once: daily calls cost $59, weekly is Starter at $29 for 3 calls a week', async ({ page }) => {
    const plans = await plansById(page);
    expect([...plans.keys()]).toEqual(['free', 'starter', 'premium', 'legacy', '3-month-99', '1-year-499']);
    expect(dollars(plans.get('starter')!)).toBe('$29');
    expect(plans.get('starter')!.allowanceText).toBe('3 calls / week');
    expect(dollars(plans.get('premium')!)).toBe('$59');
    expect(dollars(plans.get('legacy')!)).toBe('$449');
  });

  test('prices, the pricing FAQ and the gift plans are in the HTML, for a visitor without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      const plans = await plansById(page);
      await page.goto('/');
      for (const id of ['starter', 'premium', 'legacy']) {
        const plan = plans.get(id)!;
        const card = page.getByRole('article', { name: plan.name });
        await expect(card).toContainText(dollars(plan));
        await expect(card).toContainText(plan.allowanceText);
      }
      await expect(page.getByRole('heading', { name: 'Questions about pricing' })).toBeVisible();
      await expect(page.getByText(/Loading/)).toHaveCount(0);

      await page.goto('/faq');
      await expect(page.getByText(`Premium (${dollars(plans.get('premium')!)} a month): daily, up to 30 / month`)).toBeAttached();
      await expect(page.getByText(`Starter (${dollars(plans.get('starter')!)} a month): 3 calls / week`)).toBeAttached();
      await expect(page.getByText(/Loading/)).toHaveCount(0);

      await page.goto('/gift');
      const buy = page.getByRole('form', { name: 'Buy a gift' });
      await expect(buy.getByText('3 months: $99')).toBeVisible();
      // A year given costs what a year of the Legacy Bundle does, never more (walk finding 5).
      await expect(buy.getByText(`1 year: ${dollars(plans.get('legacy')!)}`)).toBeVisible();
      await expect(page.getByText(/Loading/)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('the wizard, the single form, its confirmation and the affiliate page show the same prices', async ({ page }) => {
    const plans = await plansById(page);
    const onboarding = page.locator('[data-remote="onboarding"]');

    await page.goto('/simple-onboarding?plan=daily');
    await onboarding.getByLabel('Your Name').fill('Dana Rivera');
    await onboarding.getByLabel('Your Email').fill(`prices.${Date.now().toString(36)}@example.com`);
    await onboarding.getByRole('button', { name: 'Continue' }).click();
    await expect(onboarding.getByText(`Starter - ${dollars(plans.get('starter')!)} / month`)).toBeVisible();
    await expect(onboarding.getByLabel(`Premium - ${dollars(plans.get('premium')!)} / month`)).toBeChecked();
    await expect(onboarding.getByText(`Legacy Bundle - ${dollars(plans.get('legacy')!)} / year`)).toBeVisible();
    await expect(onboarding.getByText('3 calls / week, 7-day free trial')).toBeVisible();
    await expect(onboarding.getByText('daily, up to 30 / month, 7-day free trial')).toHaveCount(2);

    await page.goto('/simple-onboarding?form=single&plan=daily');
    await expect(onboarding.getByRole('heading', { name: 'Set Up Premium' })).toBeVisible();
    await expect(onboarding.getByText('Premium: daily, up to 30 / month, $59 / month after a 7-day free trial.')).toBeVisible();

    await page.goto('/affiliates');
    const affiliates = page.locator('[data-remote="affiliates"]');
    await expect(affiliates.getByText(`Premium plan · ${dollars(plans.get('premium')!)}/month`)).toBeVisible();
    await expect(affiliates.getByText(`Starter plan · ${dollars(plans.get('starter')!)}/month`)).toBeVisible();
    await expect(affiliates.getByText(/\$99/)).toHaveCount(0);
  });
});

test.describe('the home page shows what families get', () => {
  test('the Moment email, the keepsake page and the sample call are in the HTML, for a visitor without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/');
      const section = page.getByRole('region', { name: 'What Your Family Receives' });
      await expect(section.getByRole('heading', { name: 'The Moment email' })).toBeVisible();
      // The mail as the product's mail template renders it, in its own frame.
      const mail = section.locator('iframe[title^="Sample email: A Moment with Walter Brooks"]');
      await expect(mail).toBeAttached();
      await expect(mail.contentFrame().getByText('Hello Sarah,')).toBeVisible();
      await expect(mail.contentFrame().getByText('Wellness notes')).toBeVisible();
      await expect(mail.contentFrame().getByText('The keepsake PDF is attached, ready to print and keep.')).toBeVisible();
      // Page one of the keepsake PDF, drawn from the PDF itself.
      const keepsake = section.getByRole('img', { name: /^Page one of the PDF keepsake: "A sample Moment with Walter Brooks"/ });
      await keepsake.scrollIntoViewIfNeeded();
      await expect.poll(() => keepsake.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(300);
      // The sample call plays in the page: a native player, and its words.
      const audio = section.locator('audio');
      await expect(audio).toHaveAttribute('src', '/api/sample-call/audio');
      await expect(audio).toHaveAttribute('controls', '');
      await section.getByText('Read the conversation').click();
      await expect(section.getByText(/^Walter: Not bad at all, thank you\.$/)).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('the sample call is 30 seconds of real audio the browser can play', async ({ page }) => {
    await page.goto('/');
    const audio = page.getByRole('region', { name: 'What Your Family Receives' }).locator('audio');
    await audio.scrollIntoViewIfNeeded();
    const duration = await audio.evaluate(
      (el: HTMLAudioElement) =>
        new Promise<number>((resolve, reject) => {
          el.addEventListener('loadedmetadata', () => resolve(el.duration), { once: true });
          el.addEventListener('error', () => reject(new Error('the audio did not load')), { once: true });
          el.preload = 'metadata';
          el.load();
        }),
    );
    expect(Math.round(duration)).toBe(30);
  });
});

const onboarding = (page: Page) => remote(page, 'onboarding');

interface RecipientAnswer {
  id: string;
  name: string;
  schedule: { cadence: string; window: string; timeZone: string };
  upcomingCalls: Array<{ id: string; dueAt: string; origin: string }>;
}

/** Her planned calls (a call placed now is listed too until it rings). */
const plannedIds = (r: RecipientAnswer) => r.upcomingCalls.filter((c) => c.origin === 'planner').map((c) => c.id);

/** Signs this browser up on the daily plan with Rosa, as the wizard does (the cookie lands in the page's context). */
const signUpWithRosa = (page: Page, recipientPhone = uniquePhone('US', { zone: 'America/New_York' })) => signUpByApi(page, { frequency: 'daily', timeZone: 'America/New_York', recipientPhone });

async function rosa(page: Page): Promise<RecipientAnswer> {
  const res = await page.request.get('/api/recipients');
  const { recipients } = (await res.json()) as { recipients: RecipientAnswer[] };
  return recipients.find((r) => r.name === 'Rosa Rivera')!;
}

test.describe('the dashboard never changes what the family did not ask', () => {
  test('the main button adds someone else; typing Mom with her number changes nothing of hers', async ({ page }) => {
    const herNumber = uniquePhone('US', { zone: 'America/New_York' });
    await signUpWithRosa(page, herNumber);
    const before = await rosa(page);
    await page.goto('/dashboard');
    const a = onboarding(page);
    await expect(a.getByRole('link', { name: 'Schedule First Real Call' })).toHaveCount(0);
    await a.getByRole('link', { name: 'Add someone else to call' }).click();
    await expect(page).toHaveURL(/\/schedule-call$/);
    await expect(a.getByRole('heading', { name: 'Schedule Your First Call', level: 1 })).toBeVisible();
    await expect(a.getByRole('radio', { name: /Someone new/ })).toBeChecked();
    await expect(a.getByText(/next call \w+day, \w+ \d+ at \d+:\d\d [AP]M ET/)).toBeVisible();

    // The journey: only a name typed, her number, weekly and morning.
    await a.getByLabel(/Recipient's Name/).fill('Mom');
    await a.getByLabel(/Recipient's Phone/).fill(herNumber);
    await a.getByLabel(/Your Relationship/).selectOption('mom');
    await tick(a, 'Family traditions');
    await tick(a, /agreed to receive these calls/);
    await a.getByRole('button', { name: 'Schedule First Call' }).click();
    const refused = 'Rosa Rivera already gets calls at this number. To change her calls, choose her under "Who are these calls for?".';
    await expect(page.locator('.fds-toast').filter({ hasText: 'Scheduling Failed' }).filter({ hasText: refused })).toBeVisible();
    await expect(page).toHaveURL(/\/schedule-call$/);

    const after = await rosa(page);
    expect(after.schedule).toEqual(before.schedule);
    expect(after.upcomingCalls).toEqual(before.upcomingCalls);
  });

  test('choosing her shows her current settings and what will change, and keeps her planned calls when only topics change', async ({ page }) => {
    await signUpWithRosa(page);
    const before = await rosa(page);
    await page.goto('/schedule-call');
    const a = onboarding(page);
    await tick(a, 'Rosa Rivera');
    await expect(a.getByRole('radio', { name: 'Rosa Rivera' })).toBeChecked();
    await expect(a.getByRole('heading', { name: "Change Rosa Rivera's Calls", level: 1 })).toBeVisible();
    const now = a.getByRole('region', { name: "Rosa Rivera's calls now" });
    await expect(now).toContainText('Daily, up to 30 / month');
    await expect(now).toContainText('Morning (9 AM-12 PM)');
    await expect(now).toContainText('Eastern Time');
    // Her settings are in the form as they are: nothing will change, so there is nothing to save.
    await expect(a.getByLabel(/Recipient's Name/)).toHaveValue('Rosa Rivera');
    await expect(a.getByRole('radio', { name: 'Daily, up to 30 / month' })).toBeChecked();
    await expect(a.getByLabel('Time of day')).toHaveValue('9-12');
    const changes = a.getByRole('region', { name: 'What will change' });
    await expect(changes).toContainText('Nothing yet');
    await expect(a.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await expect(a.getByText(/agreement to these calls was recorded on/)).toBeVisible();

    await a.getByLabel(/Your Relationship/).selectOption('mom');
    await tick(a, 'Cooking and recipes');
    await expect(changes).toContainText('Conversation topics: None chosen → Cooking and recipes');
    await expect(changes).toContainText("Rosa Rivera's planned calls stay as they are.");
    await a.getByLabel('Time of day').selectOption({ label: 'Evening (5-8 PM)' });
    await expect(changes).toContainText('Time of day: Morning (9 AM-12 PM) → Evening (5-8 PM)');
    await expect(changes).toContainText("Rosa Rivera's planned calls will move to the new times.");
    await a.getByLabel('Time of day').selectOption('9-12');
    await a.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.locator('.fds-toast').filter({ hasText: 'Changes saved' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    const after = await rosa(page);
    expect(after.schedule).toEqual(before.schedule);
    expect(after.upcomingCalls).toEqual(before.upcomingCalls);
  });

  test('the consent box is never ticked for anyone, and unticks when the name changes', async ({ page }) => {
    await signUpWithRosa(page);
    await page.goto('/schedule-call');
    const a = onboarding(page);
    const consent = a.getByRole('checkbox', { name: /agreed to receive these calls/ });
    await expect(consent).not.toBeChecked();
    await a.getByLabel(/Recipient's Name/).fill('Walter');
    await tick(a, /agreed to receive these calls/);
    await expect(consent).toBeChecked();
    await a.getByLabel(/Recipient's Name/).fill('Walter Brooks');
    await expect(consent).not.toBeChecked();

    for (const path of ['/simple-onboarding?form=single', '/onboarding?transaction_id=cs_local_unknown']) {
      await page.goto(path);
      const boxes = onboarding(page).getByRole('checkbox', { name: /agreed to receive these calls/ });
      for (const box of await boxes.all()) await expect(box).not.toBeChecked();
    }
  });
});


async function signUpFor(page: Page, frequency: 'free' | 'daily', timeZone: string, opts: { confirm?: boolean } = {}) {
  const { email } = await signUpByApi(page, { subscriberEmail: uniqueEmail('callnow'), frequency, timeZone });
  if (opts.confirm !== false) await confirmEmailFromWelcome(page, email);
  return email;
}

test.describe('nobody is rung who did not agree', () => {
  test('before the email is confirmed, Call Now says what to do and sends the link again; after, it calls', async ({ page }) => {
    const email = await signUpFor(page, 'daily', zoneInCallingHours(), { confirm: false });
    await page.goto('/dashboard');
    const a = onboarding(page);
    await expect(a.getByTestId('confirm-email')).toContainText(`Please confirm your email: open the link we sent to ${email}.`);
    await page.goto('/dashboard/schedule');
    await a.getByRole('button', { name: 'Call Now' }).click();
    const note = a.getByRole('alert').filter({ hasText: `Please confirm your email before we call Rosa Rivera: open the link we sent to ${email}, then press Call Now again.` });
    await expect(note).toBeVisible();
    await note.getByRole('button', { name: 'Send the Link Again' }).click();
    await expect(page.locator('.fds-toast').filter({ hasText: `We sent a new link to ${email}. It works once, for 7 days.` })).toBeVisible();
    expect((await rosa(page)).upcomingCalls.filter((c) => c.origin === 'call-now')).toEqual([]);

    await confirmEmailFromWelcome(page, email);
    await expect(a.getByTestId('confirm-email')).toHaveCount(0);
    await page.goto('/dashboard/schedule');
    await a.getByRole('button', { name: 'Call Now' }).click();
    await expect(page.locator('.fds-toast').filter({ hasText: 'Calling Rosa Rivera now' })).toBeVisible();
  });
});

test.describe('Call now keeps the next call', () => {
  test('an extra call when the plan has room: every planned call stays', async ({ page }) => {
    await signUpFor(page, 'daily', zoneInCallingHours());
    const before = await rosa(page);
    await page.goto('/dashboard/schedule');
    const a = onboarding(page);
    await a.getByRole('button', { name: 'Call Now' }).click();
    await expect(page.locator('.fds-toast').filter({ hasText: 'Calling Rosa Rivera now' }).filter({ hasText: 'An extra call: every planned call stays as it is.' })).toBeVisible();
    // The list shows the next five calls: the call placed now takes one place, every planned call is still there.
    const after = plannedIds(await rosa(page));
    expect(after.length).toBeGreaterThanOrEqual(plannedIds(before).length - 1);
    expect(after).toEqual(plannedIds(before).slice(0, after.length));
  });

  test('when the allowance is all planned it says so, keeps the plan unless asked, and moves the next call only on request', async ({ page }) => {
    await signUpFor(page, 'free', zoneInCallingHours());
    const before = await rosa(page);
    const next = before.upcomingCalls[0]!;
    await page.goto('/dashboard/schedule');
    const a = onboarding(page);
    await a.getByRole('button', { name: 'Call Now' }).click();
    const offer = a.getByRole('alert').filter({ hasText: "Your plan's 1 call this month is used or planned." });
    await expect(offer).toContainText("We can call Rosa Rivera now instead of Rosa's next planned call");
    expect((await rosa(page)).upcomingCalls).toEqual(before.upcomingCalls);

    await offer.getByRole('button', { name: 'Keep the Planned Calls' }).click();
    await expect(offer).toHaveCount(0);
    expect((await rosa(page)).upcomingCalls).toEqual(before.upcomingCalls);

    await a.getByRole('button', { name: 'Call Now' }).click();
    await a.getByRole('button', { name: 'Call Now Instead of the Next Call' }).click();
    await expect(page.locator('.fds-toast').filter({ hasText: 'This call takes the place of the next planned one.' })).toBeVisible();
    expect(plannedIds(await rosa(page))).toEqual(plannedIds(before).filter((id) => id !== next.id));
  });
});

test.describe('the window chosen is the window kept, shown in her zone', () => {
  test('/onboarding "Afternoon (1-3 PM)" plans her calls between 1 and 3 PM, and the dashboard says so with the zone', async ({ page }) => {
    const email = uniqueEmail('window');
    const start = await page.request.get(`/api/checkout/premium?email=${encodeURIComponent(email)}`);
    const transactionId = new URL(((await start.json()) as { url: string }).url, E2E.baseUrl).pathname.split('/').at(-1)!;
    const pay = await page.request.post(`/api/checkout/sessions/${transactionId}/pay`, {
      data: { email, name: 'Priya Shah', cardNumber: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123' },
    });
    expect(pay.status()).toBe(200);

    await page.goto(`/onboarding?transaction_id=${transactionId}&email=${encodeURIComponent(email)}`);
    const a = onboarding(page);
    await a.getByLabel('Your Name').fill('Priya Shah');
    await a.getByLabel("Recipient's Name").fill('Anand Shah');
    await a.getByLabel("Recipient's Phone").fill(uniquePhone());
    await tick(a, 'Childhood memories');
    await a.getByLabel('Time of day').selectOption({ label: 'Afternoon (1-3 PM)' });
    await a.getByLabel('Their time zone').selectOption('America/Chicago');
    await tick(a, /agreed to receive these calls/);
    await a.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page).toHaveURL(/\/success$/);

    await page.goto('/dashboard/schedule');
    await expect(a.getByLabel('Time of day').locator('option:checked')).toHaveText('Afternoon (1-3 PM)');
    const times = await a.locator('ul li span').filter({ hasText: / at / }).allTextContents();
    expect(times.length).toBeGreaterThan(2);
    // The first call may leave the window to keep the 24-hour promise; every later one keeps it, in Central Time.
    for (const t of times.slice(1)) expect(t).toMatch(/ at (1:\d\d|2:[0-4]\d) PM CT$/);
  });
});

test.describe('a returning family finds the way in, and unknown paths are 404', () => {
  test('Sign In in the header (bar and phone menu) and in the footer leads to the emailed-link sign-in', async ({ page }) => {
    const live = page.locator('[data-remote="marketing"]');
    await page.goto('/faq');
    await page.mouse.move(1, 1);
    await live.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(onboarding(page).getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/');
    await page.mouse.move(1, 1);
    await live.getByRole('contentinfo').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.mouse.move(1, 1);
    await live.getByRole('button', { name: 'Menu' }).click();
    await live.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);

    await page.goto('/simple-onboarding');
    await onboarding(page).getByRole('link', { name: 'Already with us? Sign In' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('the server answers 404 for a path that is no page, and the page says so', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
    expect((await page.goto('/faq'))!.status()).toBe(200);
    expect((await page.goto('/dashboard'))!.status()).toBe(200);
  });
});

test.describe('the rough edges a paying family meets', () => {
  test('each dashboard view has its own title; /success is only for a real completion', async ({ page }) => {
    await signUpWithRosa(page);
    for (const [path, title] of [
      ['/dashboard', 'Welcome | Fondly'],
      ['/dashboard/history', 'Call History | Fondly'],
      ['/dashboard/schedule', 'Call Scheduling | Fondly'],
      ['/dashboard/settings', 'Call Settings | Fondly'],
    ]) {
      await page.goto(path!);
      await expect(onboarding(page).getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(title!);
    }
    await page.goto('/success');
    await expect(onboarding(page).getByRole('heading', { name: 'There is no setup to complete here' })).toBeVisible();
    await expect(onboarding(page).getByRole('heading', { name: 'Setup Complete' })).toHaveCount(0);
    await expect(page.locator('.fds-toast')).toHaveCount(0);
  });

  test("the FAQ's calling hours are the product's, and a typed phone number reads as a phone number", async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByText(/in the US from 9 AM to 8 PM Monday to Saturday and noon to 8 PM on Sunday/)).toBeAttached();
    await expect(page.getByText(/8 am and 9 pm/)).toHaveCount(0);

    await page.goto('/simple-onboarding?plan=free');
    const a = onboarding(page);
    await fillWizardSteps(a, uniqueEmail('phone'), '4165552233');
    await a.getByRole('button', { name: 'Continue' }).click();
    await expect(a.getByText('Rosa Rivera, (416) 555-2233')).toBeVisible();
  });
});
