import { useEffect, useState } from 'react';
import { apiGet } from '@fondly/design-system/client';
import type { Plan } from '@fondly/api/contract';

/** The catalogue, once per page load: every worked example is computed from it, never typed in. */
let catalogue: Promise<Plan[]> | null = null;

function loadPlans(): Promise<Plan[]> {
  catalogue ??= apiGet<{ plans: Plan[] }>('/api/plans').then(
    (body) => body.plans,
    (error: unknown) => {
      catalogue = null;
      throw error;
    },
  );
  return catalogue;
}

/** The plans, or null while loading (and if they could not be loaded: the examples are extra). */
export function usePlans(): Plan[] | null {
  const [plans, setPlans] = useState<Plan[] | null>(null);
  useEffect(() => {
    let live = true;
    loadPlans().then(
      (p) => live && setPlans(p),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return plans;
}
