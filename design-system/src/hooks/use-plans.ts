import { useEffect, useState } from 'react';
import { PLAN_CATALOGUE, platformApi, type Plan, type PlanId } from '@fondly/contract';
import { callApi } from '../client/api-client';

/**
 * The plan catalogue as the API serves it (GET /api/plans), asked once per page load for every
 * remote (the design-system is one shared module). A failed ask is forgotten, so the next page
 * asks again.
 */
let served: Promise<Plan[]> | null = null;

export function loadPlans(): Promise<Plan[]> {
  served ??= callApi(platformApi.plans).then(
    (body) => body.plans,
    (error: unknown) => {
      served = null;
      throw error;
    },
  );
  return served;
}

/**
 * The one price list for a page (decision 090): the list the page was built with at once, so a
 * price is never blank or "Loading…" and a prerendered page has its prices in the HTML without
 * JavaScript; then the list the API serves, which wins should the two ever differ. If the API
 * cannot be reached the built-in list stays: it is the same list.
 *
 * With `ids`, only those plans, in that order.
 */
export function usePlans(): readonly Plan[];
export function usePlans(ids: readonly PlanId[]): Plan[];
export function usePlans(ids?: readonly PlanId[]): readonly Plan[] {
  const [plans, setPlans] = useState<readonly Plan[]>(PLAN_CATALOGUE);
  useEffect(() => {
    let live = true;
    loadPlans().then(
      (list) => live && setPlans(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!ids) return plans;
  return ids.map((id) => plans.find((p) => p.id === id)).filter((p): p is Plan => !!p);
}
