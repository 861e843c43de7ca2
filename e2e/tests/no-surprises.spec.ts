import { expect, test, type Page } from '@playwright/test';
import { readPlans, remote } from '../support/fixtures';

/**
 * What a family met on a blind walk of the first month (issue 30, the lead's list for family4):
 * each test fails on the build before its fix.
 */

const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test.describe('the plans', () => {
  test('/pricing, typed or followed, shows the plans instead of a page that is not there', async ({ page }) => {
    const res = await page.goto('/pricing');
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(/\/#pricing$/);
    const marketing = remote(page, 'marketing');
    await expect(marketing.getByRole('heading', { name: 'Simple, honest pricing' }).first()).toBeInViewport();
    await expect(page.getByText('Page not found')).toHaveCount(0);
    for (const plan of (await readPlans(page)).filter((p) => ['starter', 'premium', 'legacy'].includes(p.id))) {
      await expect(marketing.getByRole('article', { name: plan.name }).first()).toBeVisible();
    }
  });
});
