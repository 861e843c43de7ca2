import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { remote, uniqueEmail } from '../support/fixtures';

/**
 * The dashboard puts first what a family opens it for (issue 16): any open alert, the plan,
 * the next call in her zone and the latest Moment, before the chart and the cards.
 */
const area = (page: Page) => remote(page, 'onboarding');

async function signUp(page: Page, recipientPhone: string) {
  const res = await page.request.post('/api/onboard-simple', {
    data: { form: 'wizard', subscriberName: 'Dana Rivera', subscriberEmail: uniqueEmail('glance'), recipientName: 'Rosa Rivera', recipientPhone, agentType: 'loneliness', frequency: 'daily', timeZone: 'America/New_York', recipientConsent: true },
  });
  expect(res.status()).toBe(201);
}

test.describe('the dashboard shows first what a family opens it for', () => {
  test('before any call: the plan, her next call with her zone, and what a Moment will be', async ({ page }) => {
    await signUp(page, '(212) 555-0123');
    await page.goto('/dashboard');
    const a = area(page);
    await expect(a.getByText(/Your free trial of Premium \(daily, up to 30 \/ month\) ends on/)).toBeVisible();
    await expect(a.getByTestId('next-call')).toHaveText(/^Rosa Rivera, \w+day, \w+ \d+ at \d+:\d\d [AP]M ET$/);
    await expect(a.getByRole('heading', { name: 'Latest Moment', level: 2 })).toBeVisible();
    await expect(a.getByTestId('latest-moment')).toContainText('arrives by email, as text and as a PDF keepsake');
    await expect(a.getByRole('link', { name: 'See a Sample Keepsake' })).toHaveAttribute('href', '/api/keepsakes/sample');
    // The plan and the next call come before the chart and the cards.
    const headings = await a.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.slice(0, 3)).toEqual(['Next call', 'Latest Moment', 'Calls and mood, week by week']);
  });

  test('fits a 375 px phone and has no serious accessibility problems', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signUp(page, '(212) 555-0123');
    await page.goto('/dashboard');
    await expect(area(page).getByTestId('next-call')).toBeVisible();
    await expect(area(page).getByText('Loading', { exact: false })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious).toEqual([]);
  });
});
