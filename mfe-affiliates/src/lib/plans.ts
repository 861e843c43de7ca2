import { useEffect, useState } from 'react';
import { apiGet } from '@fondly/design-system/client';
import { commissionCents, COMMISSION_RATE_PERCENT, formatCents, PLAN_CATALOGUE, type Plan } from '@fondly/api/contract';

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

/**
 * The plans: the one price list this remote was built with at once (no "Loading…"), then the
 * list the API serves, which wins if the two ever differ.
 */
export function usePlans(): readonly Plan[] {
  const [plans, setPlans] = useState<readonly Plan[]>(PLAN_CATALOGUE);
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

/** "$8.70-$17.70 a month": what one referral pays each month, from the cheapest to the dearest monthly plan. */
export function monthlyCommissionRange(plans: readonly Plan[]): string {
  const monthly = plans.filter((p) => p.interval === 'month' && p.priceCents > 0 && !p.gift).map((p) => commissionCents(p.priceCents, COMMISSION_RATE_PERCENT * 100));
  if (monthly.length === 0) return `${COMMISSION_RATE_PERCENT}% of every payment`;
  const low = formatCents(Math.min(...monthly));
  const high = formatCents(Math.max(...monthly));
  return low === high ? `${low} a month` : `${low}-${high} a month`;
}
