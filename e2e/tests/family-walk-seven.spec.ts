import { expect, test, type Page } from '@playwright/test';
import { confirmEmailFromWelcome, remote, signUpByApi, uniqueEmail } from '../support/fixtures';
import { scheduleForm } from '../../api/src/testing/signup-bodies';

/**
 * What a tester who had not seen our issue found walking the family journeys (round seven):
 * each journey is one thing a family would notice.
 */

const area = (page: Page) => remote(page, 'onboarding');
const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test.describe('the schedule page refuses a time of day no legal call can meet', () => {
  test('a Morning in ET for a Pacific number is not saved, and says to choose a later time', async ({ page }) => {
    const { email } = await signUpByApi(page, { subscriberEmail: uniqueEmail('walk7'), frequency: 'daily', timeZone: 'America/Los_Angeles' });
    await confirmEmailFromWelcome(page, email);
    await page.goto('/dashboard/schedule');
    const a = area(page);
    await a.getByLabel('Time of day').selectOption('9-11');
    await a.getByLabel('Their time zone').selectOption('America/New_York');
    await a.getByRole('button', { name: 'Save Schedule' }).click();
    const warning = a.getByTestId('schedule-warning');
    await expect(warning).toContainText('No planned call can reach Rosa Rivera');
    await expect(warning).toContainText('Please choose a later time of day');
    await expect(page.getByText('Schedule saved')).toHaveCount(0);
    await shot(page, 'walk7-window-refused');
    // Nothing was saved: her zone and her calls are as they were.
    const rosa = (await (await page.request.get('/api/recipients')).json()).recipients[0];
    expect(rosa.schedule.timeZone).toBe('America/Los_Angeles');
    expect(rosa.upcomingCalls.length).toBeGreaterThan(0);
  });
});

test.describe('the calls and mood chart', () => {
  test('two people called are two charts, each with her name, and the axes say what they count', async ({ page }) => {
    const { email } = await signUpByApi(page, { subscriberEmail: uniqueEmail('walk7'), frequency: 'daily' });
    await confirmEmailFromWelcome(page, email);
    expect((await page.request.post('/api/recipients', { data: scheduleForm() })).status()).toBeLessThan(300);
    await page.goto('/dashboard');
    const a = area(page);
    const charts = a.getByTestId('activity-chart');
    await expect(charts).toHaveCount(2);
    await expect(charts.nth(0).getByRole('heading', { name: 'Rosa Rivera' })).toBeVisible();
    await expect(charts.nth(1).getByRole('heading', { name: 'Walter Brooks' })).toBeVisible();
    await expect(charts.nth(0).locator('svg text', { hasText: 'Calls' })).toBeVisible();
    await expect(charts.nth(0).locator('svg text', { hasText: 'Mood' })).toBeVisible();
    await charts.nth(0).scrollIntoViewIfNeeded();
    await shot(page, 'walk7-two-charts');
  });
});

test.describe('/success reloaded', () => {
  test('a paying family reloading it is not offered a free trial it already has', async ({ page }) => {
    await signUpByApi(page, { subscriberEmail: uniqueEmail('walk7'), frequency: 'daily' });
    await page.goto('/success');
    const a = area(page);
    await expect(a.getByRole('heading', { name: 'There is no setup to complete here' })).toBeVisible();
    await expect(a.getByRole('link', { name: 'Go to My Dashboard' })).toBeVisible();
    await expect(a.getByText('Start Free 7-Day Trial')).toHaveCount(0);
    await shot(page, 'walk7-success-reloaded');
  });
});
