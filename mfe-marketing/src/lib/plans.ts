import { apiGet } from '@fondly/design-system/client';
import type { Plan, PlanId } from '@fondly/api/contract';
import { useCallback, useEffect, useState } from 'react';

/**
 * The plan catalogue comes from GET /api/plans, never from page code, so a price changes
 * in one place (api/src/plans/catalogue.ts). One request per page load, shared by sections.
 */
let catalogue: Promise<Plan[]> | null = null;

export function loadPlans(): Promise<Plan[]> {
  catalogue ??= apiGet<{ plans: Plan[] }>('/api/plans').then(
    (body) => body.plans,
    (error: unknown) => {
      catalogue = null; // a later retry asks again
      throw error;
    },
  );
  return catalogue;
}

export type PlansState =
  | { status: 'loading' }
  | { status: 'ready'; plans: Plan[] }
  | { status: 'failed'; retry: () => void };

/** The plans with the given ids, in that order; the first render is always 'loading' (as prerendered). */
export function usePlans(ids: readonly PlanId[]): PlansState {
  const [state, setState] = useState<PlansState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const key = ids.join(',');

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadPlans().then(
      (plans) => {
        if (!live) return;
        const wanted = key.split(',');
        const picked = wanted.map((id) => plans.find((p) => p.id === id)).filter((p): p is Plan => !!p);
        setState({ status: 'ready', plans: picked });
      },
      () => {
        if (live) setState({ status: 'failed', retry });
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt, retry]);

  return state;
}

/** "/month", "/year" or "one payment", as the price is read aloud next to the amount. */
export function intervalLabel(plan: Plan): string {
  if (plan.interval === 'month') return '/month';
  if (plan.interval === 'year') return '/year';
  return 'one payment';
}
