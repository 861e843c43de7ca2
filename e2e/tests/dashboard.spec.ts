import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { mailTo, payOnCheckoutPage, remote, signInOperator, tick, toastWith, uniqueEmail, uniquePhone, fillWizardSteps } from '../support/fixtures';

/**
 * The family dashboard after signup: every card does what its name says (schedules,
 * stories, call settings, call history, quick actions), privacy rights, signing out and
 * back in by emailed link, and what operators see of a support request.
 */

const area = (page: Page) => remote(page, 'onboarding');

/** Signs up through the wizard in the browser, as a family would, and lands on the dashboard. */
async function signUpInBrowser(page: Page, email = uniqueEmail('dash'), phone?: string) {
  await page.goto('/simple-onboarding?plan=daily');
  const a = area(page);
  await fillWizardSteps(a, email, phone);
  await a.getByRole('button', { name: 'Continue' }).click();
  // Premium's 7-day trial starts with the card.
  await payOnCheckoutPage(page);
  await page.goto('/dashboard');
  await expect(a.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
  return email;
}

test.describe('the dashboard after signup', () => {
  test('shows Welcome, the plan, the chart and every card, and leads to the schedule page', async ({ page }) => {
    await signUpInBrowser(page);
    const a = area(page);
    // The trial was started with a card: the plan shows its end, and billing is managed, not added.
    await expect(a.locator('[data-plan="premium"]')).toContainText('Premium: daily, up to 30 / month. Free trial until');
    await expect(a.getByRole('button', { name: 'Manage Billing' })).toBeVisible();
    await expect(a.getByRole('img', { name: /Calls each week/ })).toBeVisible();
    for (const [card, button] of [
      ['Call Scheduling', 'Manage Schedule'],
      ['Story Library', 'Browse Stories'],
      ['Call Settings', 'Customize Calls'],
      ['Call History', 'View History'],
    ]) {
      await expect(a.getByRole('heading', { name: card })).toBeVisible();
      await expect(a.getByRole('link', { name: button })).toBeVisible();
    }
    await expect(a.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
    await expect(a.getByText(/Rosa Rivera: next call/)).toBeVisible();
    // No pronoun the family never gave us (walk finding 21).
    const loneliness = a.getByRole('group', { name: 'Loneliness, month by month' });
    await expect(loneliness).toContainText('never asked on a call where something is worrying your loved one.');
    await expect(loneliness).not.toContainText(/\bher\b/);
    // Refer a friend: the family's own ?ref= link, which the site remembers for the friend's checkout.
    await expect(a.getByText(/\/\?ref=DANARI-[A-Z0-9]{6}$/)).toBeVisible();
    // Rosa's first call is planned: the main button adds someone else, it never reopens her schedule.
    await expect(a.getByRole('link', { name: 'Schedule First Real Call' })).toHaveCount(0);
    await a.getByRole('link', { name: 'Add someone else to call' }).click();
    await expect(page).toHaveURL(/\/schedule-call$/);
  });

  test('Call Scheduling: change the window, pause, resume and skip a call', async ({ page }) => {
    await signUpInBrowser(page);
    const a = area(page);
    await a.getByRole('link', { name: 'Manage Schedule' }).click();
    await expect(page).toHaveURL(/\/dashboard\/schedule$/);
    await expect(a.getByRole('heading', { name: 'Call Scheduling' })).toBeVisible();

    // The wizard's morning left Sunday out, and says why beside the days (decision 173).
    await a.getByLabel('Time of day').selectOption({ label: 'Morning (9-11 AM)' });
    await expect(a.getByTestId('sunday-note')).toHaveText(
      'We call Monday to Saturday: in the US, calls on a Sunday may only be placed from noon, so a morning time has no Sunday call. For Sunday calls too, choose an afternoon or evening time.',
    );
    // A morning time with Sunday ticked: why Sunday will have no call is said beside the choice (walk finding 8).
    await tick(a, /^Sunday$/);
    await expect(a.getByTestId('sunday-note')).toHaveText(
      'In the US, calls on a Sunday may only be placed from noon, so with a morning time there is no Sunday call. Choose an afternoon or evening time for Sunday calls.',
    );
    await a.getByLabel('Time of day').selectOption({ label: 'Evening (5-8 PM)' });
    await expect(a.getByTestId('sunday-note')).toHaveCount(0);
    // The Premium trial plans a call a day until the trial ends (no card yet).
    await expect(a.getByLabel('How often')).toHaveValue('plan');
    await a.getByRole('button', { name: 'Save Schedule' }).click();
    await expect(toastWith(page, 'Schedule saved')).toBeVisible();
    // Every planned call now falls in the evening window, 5 to 8 PM in Rosa's zone.
    const times = await a.locator('ul li span').filter({ hasText: / at / }).allTextContents();
    expect(times.length).toBeGreaterThan(0);
    for (const t of times) expect(t).toMatch(/ at ([5-7]):\d\d PM/);

    const firstCall = a.locator('ul li').filter({ has: page.getByRole('button', { name: 'Skip This Call' }) }).first();
    const skipped = (await firstCall.locator('span').textContent())!;
    await firstCall.getByRole('button', { name: 'Skip This Call' }).press('Enter');
    await expect(toastWith(page, 'Call skipped')).toBeVisible();
    await expect(a.getByText(skipped, { exact: true })).toHaveCount(0);

    await a.getByRole('button', { name: 'Pause Calls' }).press('Enter');
    await expect(a.getByText('Calls paused', { exact: true })).toBeVisible();
    await expect(a.getByText('None while calls are paused.')).toBeVisible();
    await a.getByRole('button', { name: 'Resume Calls' }).press('Enter');
    await expect(a.getByText('Calls on', { exact: true })).toBeVisible();
    await expect(a.getByRole('button', { name: 'Skip This Call' }).first()).toBeVisible();
  });

  test('Call Scheduling: Undo Skip after a change of time of day puts the call back at the new time (walk finding 7)', async ({ page }) => {
    // An Eastern number: the morning window is legal where her number is (a Pacific one would have no morning calls at all).
    await signUpInBrowser(page, uniqueEmail('dash'), uniquePhone('US', { zone: 'America/New_York' }));
    const a = area(page);
    await a.getByRole('link', { name: 'Manage Schedule' }).click();
    const planned = a.locator('ul li').filter({ has: page.getByRole('button', { name: 'Skip This Call' }) });
    const second = planned.nth(1);
    const skipped = (await second.locator('span').textContent())!;
    const day = skipped.split(' at ')[0]!;
    await second.getByRole('button', { name: 'Skip This Call' }).press('Enter');
    await expect(toastWith(page, 'Call skipped')).toBeVisible();

    await a.getByLabel('Time of day').selectOption({ label: 'Afternoon (12-5 PM)' });
    await a.getByRole('button', { name: 'Save Schedule' }).click();
    await expect(toastWith(page, 'Schedule saved')).toBeVisible();
    await a.getByTestId('skipped-call').filter({ hasText: day }).getByRole('button', { name: 'Undo Skip' }).press('Enter');
    await expect(toastWith(page, 'Call put back')).toBeVisible();
    await expect(a.getByTestId('skipped-call')).toHaveCount(0);
    // Back on its day, at the afternoon time the other calls now have, not at its old time.
    const back = planned.filter({ hasText: `${day} at ` }).locator('span');
    await expect(back).toHaveText(/ at (12|[1-4]):\d\d PM /);
    await expect(back).not.toHaveText(skipped);
  });

  test('Call Settings: topics, voice and special instructions are kept', async ({ page }) => {
    await signUpInBrowser(page);
    const a = area(page);
    await a.getByRole('link', { name: 'Customize Calls' }).click();
    await tick(a, 'Favorite holidays');
    await tick(a, 'Travel adventures');
    await a.getByText('Male (Gentle & Kind)').click();
    await a.getByLabel('Special Instructions').fill('She loves talking about her roses.');
    await a.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toastWith(page, 'Call settings saved')).toBeVisible();
    await page.reload();
    await expect(a.getByLabel('Favorite holidays')).toBeChecked();
    await expect(a.getByLabel('Male (Gentle & Kind)')).toBeChecked();
    await expect(a.getByLabel('Special Instructions')).toHaveValue('She loves talking about her roses.');
  });

  test('Story Library and Call History say what will come; Test Sample PDF opens a real PDF', async ({ page }) => {
    await signUpInBrowser(page);
    const a = area(page);
    await a.getByRole('link', { name: 'Browse Stories' }).click();
    await expect(a.getByText(/No keepsakes yet/)).toBeVisible();
    await a.getByRole('link', { name: '← Back to Dashboard' }).click();
    await a.getByRole('link', { name: 'View History' }).click();
    await expect(a.getByText('No calls yet. The first one is on its way.')).toBeVisible();
    await a.getByRole('link', { name: '← Back to Dashboard' }).click();
    const pdfLink = a.getByRole('link', { name: 'Test Sample PDF' });
    const href = await pdfLink.getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('Email Settings: a sibling is added, chooses what to get, and is removed', async ({ page }) => {
    await signUpInBrowser(page);
    const a = area(page);
    await a.getByRole('link', { name: 'Email Settings' }).click();
    await a.getByRole('button', { name: 'Add to Emails' }).click();
    await expect(a.getByText('Name is required')).toBeVisible();
    await expect(a.getByText('Valid email required')).toBeVisible();
    await a.getByLabel('Name', { exact: true }).fill('Luis Rivera');
    await a.getByLabel('Email', { exact: true }).fill('luis@example.com');
    await a.getByRole('button', { name: 'Add to Emails' }).click();
    await expect(a.getByRole('heading', { name: 'Luis Rivera' })).toBeVisible();
    const luis = a.locator('div').filter({ has: page.getByRole('heading', { name: 'Luis Rivera' }) }).last();
    await tick(luis, 'Stories');
    await expect(luis.getByLabel('Stories')).not.toBeChecked();
    await page.reload();
    await expect(a.locator('div').filter({ has: page.getByRole('heading', { name: 'Luis Rivera' }) }).last().getByLabel('Stories')).not.toBeChecked();
    await a.getByRole('button', { name: 'Remove Luis Rivera' }).press('Enter');
    await expect(a.getByRole('heading', { name: 'Luis Rivera' })).toHaveCount(0);
  });

  test('Help & Support: the request reaches the operators\' queue', async ({ page, browser }) => {
    const email = await signUpInBrowser(page);
    const a = area(page);
    await a.getByRole('link', { name: 'Help & Support' }).click();
    await a.getByLabel('Subject').fill('Evening calls, please');
    await a.getByLabel('How can we help?').fill('Mum is out every morning; can the calls come later?');
    await a.getByRole('button', { name: 'Send Message' }).click();
    await expect(toastWith(page, 'Message sent')).toBeVisible();
    await expect(a.getByText('Waiting for reply')).toBeVisible();

    const operator = await (await browser.newContext()).newPage();
    await signInOperator(operator, '/admin/support');
    const admin = operator.locator('[data-remote="admin-tools"]');
    await expect(admin.getByRole('heading', { name: 'Support requests' })).toBeVisible();
    await expect(admin.getByText('Evening calls, please')).toBeVisible();
    await expect(admin.getByText(email).first()).toBeVisible();
    await operator.close();
  });

  test('has no serious accessibility problems and fits a phone, on every view', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signUpInBrowser(page);
    const serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious).toEqual([]);
    for (const view of ['', '/schedule', '/stories', '/settings', '/history', '/email-settings', '/support', '/privacy']) {
      await page.goto(`/dashboard${view}`);
      await expect(area(page).getByRole('heading', { level: 1 })).toBeVisible();
      await expect(area(page).getByText('Loading', { exact: false })).toHaveCount(0);
      // The Story Library's photo form loads after the page; it must fit too.
      if (view === '/stories') await expect(area(page).getByRole('heading', { name: 'Family photos' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `/dashboard${view}`).toBeLessThanOrEqual(375);
      const problems = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(problems, `/dashboard${view}`).toEqual([]);
    }
  });
});

test.describe('signing out and in, and the privacy rights', () => {
  test('sign out, then back in with the emailed one-time link', async ({ page }) => {
    const email = await signUpInBrowser(page);
    const a = area(page);
    await a.page().getByRole('button', { name: 'Sign Out' }).click();
    await expect(area(page).getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(area(page).getByRole('heading', { name: 'Sign in' })).toBeVisible();

    await area(page).getByLabel('Your Email').fill(email);
    await area(page).getByRole('button', { name: 'Email Me a Sign-In Link' }).click();
    await expect(area(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const mail = await mailTo(page, email, /sign/i);
    const link = /https?:\/\/\S+\/sign-in\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(area(page).getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();

    // A link works once.
    await page.context().clearCookies();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(area(page).getByText(/expired or was already used/)).toBeVisible();
  });

  test('download my data, then delete the account for good', async ({ page }) => {
    const email = await signUpInBrowser(page);
    const a = area(page);
    await a.getByRole('link', { name: 'Privacy Options' }).click();
    const download = page.waitForEvent('download');
    await a.getByRole('link', { name: 'Download My Data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^fondly-my-data-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8')) as { account: { email: string }; recipients: Array<{ name: string }> };
    expect(data.account.email).toBe(email);
    expect(data.recipients[0]!.name).toBe('Rosa Rivera');

    await a.getByRole('button', { name: 'Delete My Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
    await dialog.getByLabel('Your email address').fill('someone-else@example.com');
    await dialog.getByRole('button', { name: 'Delete Everything' }).click();
    await expect(dialog.getByText('That is not the email address of this account.')).toBeVisible();
    await dialog.getByLabel('Your email address').fill(email);
    await dialog.getByRole('button', { name: 'Delete Everything' }).click();
    await expect(page).toHaveURL(`${E2E.baseUrl}/`);
    await expect((await page.request.get('/api/account')).status()).toBe(401);
    await mailTo(page, email, /deleted/i);
  });
});
