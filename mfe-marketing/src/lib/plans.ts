import { apiGet } from '@fondly/design-system/client';
import { PLAN_CATALOGUE, type Plan, type PlanId } from '@fondly/api/contract';
import { useEffect, useState } from 'react';

/**
 * Plan facts come from the one price list (api/src/contract/plans.ts), never from page code.
 * Pages are prerendered with the list this remote was built with, so prices are in the HTML
 * (no "Loading…", and readable without JavaScript); once running, the page asks GET /api/plans
 * and shows what the API bills, should the two ever differ (decision 090).
 */
let catalogue: Promise<Plan[]> | null = null;

export function loadPlans(): Promise<Plan[]> {
  catalogue ??= apiGet<{ plans: Plan[] }>('/api/plans').then(
    (body) => body.plans,
    (error: unknown) => {
      catalogue = null; // a later page asks again
      throw error;
    },
  );
  return catalogue;
}

function pick(plans: readonly Plan[], ids: readonly string[]): Plan[] {
  return ids.map((id) => plans.find((p) => p.id === id)).filter((p): p is Plan => !!p);
}

/** The plans with the given ids, in that order; the first render (and the prerender) uses the built-in list. */
export function usePlans(ids: readonly PlanId[]): Plan[] {
  const key = ids.join(',');
  const [plans, setPlans] = useState<readonly Plan[]>(PLAN_CATALOGUE);

  useEffect(() => {
    let live = true;
    // If the API cannot be reached the built-in list stays: it is the same list.
    loadPlans().then(
      (served) => live && setPlans(served),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  return pick(plans, key.split(','));
}

/** "/month", "/year" or "one payment", as the price is read aloud next to the amount. */
export function intervalLabel(plan: Plan): string {
  if (plan.interval === 'month') return '/month';
  if (plan.interval === 'year') return '/year';
  return 'one payment';
}
