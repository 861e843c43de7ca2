import type { Plan } from '@fondly/contract/plans';
import { findPlan, PLAN_CATALOGUE } from '@fondly/contract/plan-catalogue';
import { notFound } from '../lib/errors.js';

/** The one price list (contract/src/plans.ts), as the server bills from it. */
export const PLANS: readonly Plan[] = PLAN_CATALOGUE;

/** Looks a plan up by id or alias ("weekly" and "connected" are Starter, "daily" is Premium); unknown ids are a 404. */
export function getPlan(idOrAlias: string): Plan {
  const plan = findPlan(idOrAlias);
  if (!plan) throw notFound(`There is no plan called "${idOrAlias.slice(0, 40)}".`);
  return plan;
}

/** "One month free" in money: a monthly plan's price, a yearly plan's twelfth, nothing for one-time gifts. */
export function monthlyValueCents(plan: Pick<Plan, 'priceCents' | 'interval'>): number {
  if (plan.interval === 'month') return plan.priceCents;
  if (plan.interval === 'year') return Math.round(plan.priceCents / 12);
  return 0;
}
