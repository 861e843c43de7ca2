import { formatCents, type Plan } from '@fondly/contract';

/** "$29 / month", "$449 / year", "$0 / month". */
export function priceText(plan: Plan): string {
  return `${formatCents(plan.priceCents)} / ${plan.interval === 'once' ? 'once' : plan.interval}`;
}

/** "$29", for the wizard's monthly cost line. */
export function monthlyCost(plan: Plan): string {
  return plan.interval === 'year' ? `${formatCents(Math.round(plan.priceCents / 12))} (billed yearly)` : formatCents(plan.priceCents);
}

/**
 * On to a paid plan's checkout: our own checkout page is a route of this site (the toast saying
 * so stays on screen), Stripe's is another site.
 */
export function goToPayment(url: string, navigate: (to: string) => void) {
  if (url.startsWith('/')) navigate(url);
  else window.location.assign(url);
}
