import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/env';
import { confirmEmailFromWelcome, mailTo, remote, signUpByApi, tick, uniqueEmail, zoneInCallingHours } from '../support/fixtures';

/**
 * A family's first month without surprises (issue 30, items 5, 7, 8 and 12): what a button will
 * do is said before it is used, alerts follow the call's state, every change is told by mail,
 * and a skipped call or a pause can be taken back.
 */

const area = (page: Page) => remote(page, 'onboarding');
const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

async function signUpConfirmed(page: Page, frequency: 'free' | 'daily', timeZone = zoneInCallingHours()) {
  const { email, recipientId } = await signUpByApi(page, { subscriberEmail: uniqueEmail('told'), frequency, timeZone });
  await confirmEmailFromWelcome(page, email);
  return { email, recipientId };
}

test.describe('Call Now explained before it is used (issue 30, item 5)', () => {
  test('it says whether it is an extra call or takes a planned one, by her name when the family did not say "mom"', async ({ page }) => {
    await signUpConfirmed(page, 'daily');
    const a = area(page);
    // Premium, weekly: there is room, so Call Now is an extra call.
    const rosa = (await (await page.request.get('/api/recipients')).json()).recipients[0];
    expect((await page.request.patch(`/api/recipients/${rosa.id}/schedule`, { data: { cadence: 'weekly' } })).status()).toBe(200);
    await page.goto('/dashboard/schedule');
    await expect(a.getByTestId('call-now-note')).toHaveText('Call Now places an extra call: every planned call stays as it is.');

    // Free: its one call is planned; said before the button is pressed, with no pronoun guessed.
    await page.context().clearCookies();
    await signUpConfirmed(page, 'free');
    await page.goto('/dashboard/schedule');
    await expect(a.getByTestId('call-now-note')).toContainText("Your plan's 1 call this month is used or planned, so Call Now would take the place of Rosa's next planned call");
    await expect(a.getByTestId('call-now-note')).not.toContainText(' her ');
    await shot(page, 'call-now-explained');
  });

  test('adding a second person says what the plan\'s calls become', async ({ page }) => {
    await signUpConfirmed(page, 'daily');
    await page.goto('/schedule-call');
    const a = area(page);
    await expect(a.getByRole('radio', { name: 'Someone new' })).toBeChecked();
    await expect(a.getByTestId('another-person-note')).toHaveText(
      "Your Premium plan's calls (daily, up to 30 / month) are for each person you add: Rosa keeps every call planned now, and the price stays the same.",
    );
    // Choosing Rosa to change her calls: the note is about adding someone, so it goes.
    await tick(a, 'Rosa Rivera');
    await expect(a.getByTestId('another-person-note')).toHaveCount(0);
    await expect(a.getByText("Rosa's current settings are filled in. Nothing changes until you save.")).toBeVisible();
    await shot(page, 'another-person-note');
  });
});


test.describe('every change told (issue 30, item 8)', () => {
  test('a person added to the family list is told who added them and confirms by a link before anything reaches them', async ({ page }) => {
    await signUpConfirmed(page, 'daily');
    const a = area(page);
    await page.goto('/dashboard/email-settings');
    const luis = uniqueEmail('luis');
    await a.getByLabel('Name', { exact: true }).fill('Luis Rivera');
    await a.getByLabel('Email', { exact: true }).fill(luis);
    await a.getByRole('button', { name: 'Add to Emails' }).click();
    await expect(page.locator('.fds-toast').filter({ hasText: 'We emailed Luis Rivera a link to confirm' })).toBeVisible();
    await expect(a.getByTestId('awaiting-confirmation')).toHaveText(
      `Waiting for Luis Rivera to confirm: we emailed a link to ${luis}. Nothing reaches them, no alert, text or call, until they open it.`,
    );
    await shot(page, 'family-member-waiting');

    const invite = await mailTo(page, luis, /added you to Fondly updates about Rosa Rivera$/);
    expect(invite.subject).toBe('Dana Rivera added you to Fondly updates about Rosa Rivera');
    const link = /https?:\/\/[^/\s]+(\/api\/family-list\/[\w-]+)/.exec(invite.text)![1]!;
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm It Is Me' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, you are on the list' })).toBeVisible();
    await page.goto('/dashboard/email-settings');
    await expect(a.getByText('Luis Rivera', { exact: true })).toBeVisible();
    await expect(a.getByTestId('awaiting-confirmation')).toHaveCount(0);
  });

  test('a plan change, a cancel and keeping the plan each send a mail', async ({ page }) => {
    const { email } = await signUpConfirmed(page, 'daily');
    await page.goto('/checkout/manage');
    const a = area(page);
    await tick(a, 'Starter: $29 / month');
    await a.getByRole('button', { name: 'Change plan' }).click();
    expect((await mailTo(page, email, /^Your Fondly plan is now Starter$/)).text).toContain('Your plan changed from Premium to Starter (3 calls / week).');
    await a.getByRole('button', { name: 'Cancel plan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel plan' }).click();
    expect((await mailTo(page, email, /^Your Fondly plan is set to end$/)).text).toContain('Calls carry on until then, and nothing more is charged.');
    await a.getByRole('button', { name: 'Keep my plan' }).click();
    expect((await mailTo(page, email, /^Your Fondly Starter plan carries on$/)).text).toContain('You kept your Starter plan');
  });
});

test.describe('the referral month (issue 30, item 8)', () => {
  test('the friend arriving on a family\'s link reads the month free on the checkout page before paying', async ({ page, browser }) => {
    await signUpConfirmed(page, 'daily');
    const { referralCode } = (await (await page.request.get('/api/account')).json()) as { referralCode: string };
    const friend = await browser.newContext({ baseURL: E2E.baseUrl });
    const friendPage = await friend.newPage();
    try {
      await friendPage.goto(`/?ref=${referralCode}`);
      const { url } = (await (await friendPage.request.get('/api/checkout/starter')).json()) as { url: string };
      await friendPage.goto(url);
      await expect(remote(friendPage, 'onboarding').getByTestId('referral-month')).toHaveText(
        "One month free from Dana's referral: after your 7-day trial, your first month of Starter ($29) is free, taken off your first payment.",
      );
      await shot(friendPage, 'referral-month');
    } finally {
      await friend.close();
    }
  });
});

test.describe('skip and pause can be taken back (issue 30, item 12)', () => {
  test('a skipped call has Undo Skip, and a pause can have an end date', async ({ page }) => {
    await signUpConfirmed(page, 'daily', 'America/New_York');
    await page.goto('/dashboard/schedule');
    const a = area(page);
    const planned = a.getByRole('list').filter({ has: page.getByRole('button', { name: 'Skip This Call' }) });
    const first = (await planned.locator('li span').first().textContent())!;
    await planned.getByRole('button', { name: 'Skip This Call' }).first().click();
    const skipped = a.getByTestId('skipped-call');
    await expect(skipped).toHaveText(new RegExp(`^${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(skipped\\)`));
    await shot(page, 'skip-undo');
    await skipped.getByRole('button', { name: 'Undo Skip' }).click();
    await expect(skipped).toHaveCount(0);
    await expect(planned.locator('li span').first()).toHaveText(first);

    const day = new Date(Date.now() + 10 * 86_400_000);
    const iso = day.toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    await a.getByLabel('Pause until (optional)').fill(iso);
    await a.getByRole('button', { name: 'Pause Calls' }).click();
    const words = new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
    await expect(a.getByTestId('paused-pill')).toHaveText(`Calls paused until ${words}`);
    await shot(page, 'pause-until');
  });
});
