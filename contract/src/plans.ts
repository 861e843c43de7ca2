import { z } from 'zod';

/**
 * The one plan catalogue (docs/decisions and spec/decisions.md). Every page renders plan
 * facts from GET /api/plans; no page hard-codes a price. Money is integer cents.
 */
export const planIdSchema = z.enum(['free', 'starter', 'premium', 'legacy', '3-month-99', '1-year-499']);
export type PlanId = z.infer<typeof planIdSchema>;

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

/** GET /api/plans. */
export const plansResponseSchema = z.object({ plans: z.array(planSchema) });
export type PlansResponse = z.infer<typeof plansResponseSchema>;
