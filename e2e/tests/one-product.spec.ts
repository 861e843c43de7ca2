import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/env';

/**
 * One coherent product for families (issue 16): one price list wherever a price is shown,
 * prerendered into the pages; and the journeys a paying family walks after signing up.
 */

interface CataloguePlan {
  id: string;
  name: string;
  priceCents: number;
  interval: string;
  allowanceText: string;
}

async function readPlans(page: Page): Promise<Map<string, CataloguePlan>> {
  const res = await page.request.get(`${E2E.baseUrl}/api/plans`);
  expect(res.status()).toBe(200);
  const { plans } = (await res.json()) as { plans: CataloguePlan[] };
  return new Map(plans.map((p) => [p.id, p]));
}

const dollars = (plan: CataloguePlan) => `$${plan.priceCents / 100}`;

test.describe('one price list', () => {
  test('the API serves each plan once: daily calls cost $59, weekly is Starter at $29 for 3 calls a week', async ({ page }) => {
    const plans = await readPlans(page);
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
      const plans = await readPlans(page);
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
      await expect(page.getByText('3 months: $99')).toBeVisible();
      await expect(page.getByText('1 year: $499')).toBeVisible();
      await expect(page.getByText(/Loading/)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('the wizard, the single form, its confirmation and the affiliate page show the same prices', async ({ page }) => {
    const plans = await readPlans(page);
    const onboarding = page.locator('[data-remote="onboarding"]');

    await page.goto('/simple-onboarding?plan=daily');
    await onboarding.getByLabel('Your Name').fill('Dana Rivera');
    await onboarding.getByLabel('Your Email').fill(`prices.${Date.now().toString(36)}@example.com`);
    await onboarding.getByRole('button', { name: 'Continue' }).click();
    await expect(onboarding.getByText(`Weekly - ${dollars(plans.get('starter')!)}/month`)).toBeVisible();
    await expect(onboarding.getByLabel(`Daily - ${dollars(plans.get('premium')!)}/month`)).toBeChecked();
    await expect(onboarding.getByText('Starter: 3 calls / week, 7-day free trial')).toBeVisible();
    await expect(onboarding.getByText('Premium: daily, up to 30 / month, 7-day free trial')).toBeVisible();

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
