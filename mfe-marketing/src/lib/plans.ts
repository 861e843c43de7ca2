import type { Plan } from '@fondly/contract';

/** "/month", "/year" or "one payment", as the price is read aloud next to the amount. */
export function intervalLabel(plan: Plan): string {
  if (plan.interval === 'month') return '/month';
  if (plan.interval === 'year') return '/year';
  return 'one payment';
}
