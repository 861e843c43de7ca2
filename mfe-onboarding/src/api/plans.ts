import { useEffect, useState } from 'react';
import { apiGet } from '@fondly/design-system/client';
import { PLAN_CATALOGUE, type Plan } from '@fondly/api/contract';

let plans: Promise<Plan[]> | null = null;

/** The plan catalogue (GET /api/plans), asked once per page load: no page hard-codes a price. */
export function getPlans(): Promise<Plan[]> {
  plans ??= apiGet<{ plans: Plan[] }>('/api/plans').then(
    (r) => r.plans,
    (error: unknown) => {
      plans = null;
      throw error;
    },
  );
  return plans;
}

/**
 * The one price list: the list this remote was built with at once (so a price never shows as
 * blank or "Loading…"), then what the API serves, which wins should they ever differ.
 */
export function usePlans(): readonly Plan[] {
  const [list, setList] = useState<readonly Plan[]>(PLAN_CATALOGUE);
  useEffect(() => {
    let live = true;
    getPlans().then(
      (served) => live && setList(served),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return list;
}
