import { formatCents, type Plan } from '@fondly/api/contract';

/** "$29 / month", "$449 / year", "$0 / month". */
export function priceText(plan: Plan): string {
  return `${formatCents(plan.priceCents)} / ${plan.interval === 'once' ? 'once' : plan.interval}`;
}

/** "$29", for the wizard's monthly cost line. */
export function monthlyCost(plan: Plan): string {
  return plan.interval === 'year' ? `${formatCents(Math.round(plan.priceCents / 12))} (billed yearly)` : formatCents(plan.priceCents);
}
