import { commissionCents, COMMISSION_RATE_PERCENT, formatCents, type Plan } from '@fondly/contract';

/** "$8.70-$17.70 a month": what one referral pays each month, from the cheapest to the dearest monthly plan. */
export function monthlyCommissionRange(plans: readonly Plan[]): string {
  const monthly = plans.filter((p) => p.interval === 'month' && p.priceCents > 0 && !p.gift).map((p) => commissionCents(p.priceCents, COMMISSION_RATE_PERCENT * 100));
  if (monthly.length === 0) return `${COMMISSION_RATE_PERCENT}% of every payment`;
  const low = formatCents(Math.min(...monthly));
  const high = formatCents(Math.max(...monthly));
  return low === high ? `${low} a month` : `${low}-${high} a month`;
}
