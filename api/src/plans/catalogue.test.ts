import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Plan } from '@fondly/contract/plans';
import { formatCents } from '@fondly/contract/plan-catalogue';
import { createTestContext } from '../testing/test-app.js';
import { getPlan } from './catalogue.js';

let ctx: Awaited<ReturnType<typeof createTestContext>>;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date('2026-03-02T15:00:00Z') });
});
afterAll(async () => ctx?.close());

async function servedPlans(): Promise<Plan[]> {
  const res = await ctx.app.request('/api/plans');
  expect(res.status).toBe(200);
  return ((await res.json()) as { plans: Plan[] }).plans;
}

describe('GET /api/plans: the one price list', () => {
  it('lists each plan once, at the price of the pricing section', async () => {
    const plans = await servedPlans();
    const shown = plans.map((p) => [p.id, p.name, formatCents(p.priceCents), p.interval, p.allowanceText]);
    expect(shown).toEqual([
      ['free', 'Free', '$0', 'month', '1 call / month'],
      ['starter', 'Starter', '$29', 'month', '3 calls / week'],
      ['premium', 'Premium', '$59', 'month', 'daily, up to 30 / month'],
      ['legacy', 'Legacy Bundle', '$449', 'year', 'daily, up to 30 / month'],
      ['3-month-99', 'Gift: 3 months', '$99', 'once', 'as Premium, for 3 months'],
      ['1-year-499', 'Gift: 1 year', '$449', 'once', 'as Legacy Bundle, for 12 months'],
    ]);
    expect(plans.filter((p) => p.mostPopular).map((p) => p.id)).toEqual(['premium']);
    expect(plans.filter((p) => p.priceCents > 0).every((p) => p.gift || p.trialDays === 7)).toBe(true);
  });

  it('never sells a gift for more than the plan it gives, for as long (walk finding 5)', async () => {
    const plans = await servedPlans();
    const byName = new Map(plans.map((p) => [p.name, p]));
    for (const gift of plans.filter((p) => p.gift)) {
      const given = byName.get(/^as (.+), for /.exec(gift.allowanceText)![1]!)!;
      const months = gift.termMonths!;
      const planForAsLong = given.interval === 'year' ? given.priceCents * Math.ceil(months / 12) : given.priceCents * months;
      expect(gift.priceCents, `${gift.name} against ${given.name}`).toBeLessThanOrEqual(planForAsLong);
    }
  });

  it('never shows daily calls at two prices', async () => {
    const plans = await servedPlans();
    const monthlyDaily = plans.filter((p) => p.interval === 'month' && p.callsPerMonth === 30);
    expect(monthlyDaily.map((p) => formatCents(p.priceCents))).toEqual(['$59']);
  });

  it("reads the funnel's and older links' names as the plans they alias", () => {
    expect(getPlan('weekly').id).toBe('starter');
    expect(getPlan('connected').id).toBe('starter');
    expect(getPlan('daily').id).toBe('premium');
    expect(() => getPlan('platinum')).toThrow('There is no plan called "platinum".');
  });
});
