import { apiGet } from '@fondly/design-system/client';
import type { Plan } from '@fondly/api/contract';

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
