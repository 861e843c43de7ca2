import { expect, test, type Page } from '@playwright/test';
import { confirmEmailFromWelcome, remote, signUpByApi, uniqueEmail, zoneInCallingHours } from '../support/fixtures';

/**
 * Call Now on the dashboard itself, beside each person (leftover of issue 30's blind walk): the
 * same rules, words and endpoint (POST /api/recipients/:id/call-now) as on the schedule page.
 */
const area = (page: Page) => remote(page, 'onboarding');

async function rosa(page: Page) {
  const { recipients } = (await (await page.request.get('/api/recipients')).json()) as { recipients: Array<{ id: string; upcomingCalls: Array<{ origin: string }> }> };
  return recipients[0]!;
}

test('the dashboard offers Call Now beside her name, says first what it will do, and places the call', async ({ page }) => {
  const timeZone = zoneInCallingHours();
  const { email } = await signUpByApi(page, { subscriberEmail: uniqueEmail('dash-callnow'), frequency: 'daily', timeZone });
  await confirmEmailFromWelcome(page, email);
  await page.goto('/dashboard');
  const a = area(page);
  const offer = a.getByTestId('call-now').filter({ has: page.getByRole('button', { name: 'Call Now' }) });
  await expect(offer).toHaveAttribute('data-recipient', 'Rosa Rivera');
  await expect(offer.getByTestId('call-now-note')).toHaveText('Call Now places an extra call: every planned call stays as it is.');
  await offer.getByRole('button', { name: 'Call Now' }).click();
  await expect(page.locator('.fds-toast').filter({ hasText: 'Calling Rosa Rivera now' }).filter({ hasText: 'An extra call: every planned call stays as it is.' })).toBeVisible();
  // Still on the dashboard, which read her calls again.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(a.getByRole('heading', { name: 'Welcome' })).toBeVisible();
});

test('before the email is confirmed, the dashboard\'s Call Now says what to do, in the schedule page\'s words', async ({ page }) => {
  const timeZone = zoneInCallingHours();
  const { email } = await signUpByApi(page, { subscriberEmail: uniqueEmail('dash-unconfirmed'), frequency: 'daily', timeZone });
  await page.goto('/dashboard');
  const a = area(page);
  await a.getByTestId('call-now').getByRole('button', { name: 'Call Now' }).click();
  await expect(
    a.getByTestId('call-now').getByRole('alert').filter({ hasText: `Please confirm your email before we call Rosa Rivera: open the link we sent to ${email}, then press Call Now again.` }),
  ).toBeVisible();
  expect((await rosa(page)).upcomingCalls.filter((c) => c.origin === 'call-now')).toEqual([]);
});
