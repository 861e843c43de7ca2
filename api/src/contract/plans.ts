import { z } from 'zod';

/**
 * The one plan catalogue (docs/decisions and spec/decisions.md). Every page renders plan
 * facts from GET /api/plans; no page hard-codes a price. Money is integer cents.
 */
export const planIdSchema = z.enum(['free', 'starter', 'connected', 'daily', 'premium', 'legacy', '3-month-99', '1-year-499']);
export type PlanId = z.infer<typeof planIdSchema>;

/** Names the signup funnel uses for the same plans. */
export const PLAN_ALIASES: Record<string, PlanId> = { weekly: 'connected' };

export const planSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  priceCents: z.number().int(),
  currency: z.literal('usd'),
  interval: z.enum(['month', 'year', 'once']),
  /** For gift plans: how many months the one payment covers. */
  termMonths: z.number().int().nullable(),
  /** The most calls placed in one billing month. */
  callsPerMonth: z.number().int(),
  /** Starter also caps calls per week. */
  callsPerWeek: z.number().int().nullable(),
  allowanceText: z.string(),
  trialDays: z.number().int(),
  features: z.array(z.string()),
  mostPopular: z.boolean(),
  purchasable: z.boolean(),
  gift: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const plansResponseSchema = z.object({ plans: z.array(planSchema) });

/** "$29", "$449", "$8.70": whole dollars without cents, otherwise two decimals. */
export function formatCents(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}
