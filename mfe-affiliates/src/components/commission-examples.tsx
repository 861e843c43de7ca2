import { usePlans } from '@fondly/design-system';
import { commissionCents, COMMISSION_RATE_PERCENT, formatCents, type Plan } from '@fondly/contract';

const PER: Record<Plan['interval'], string> = { month: '/month', year: '/year', once: ' once' };

/**
 * What a referral pays, computed from the one price list (decisions.md: $29 -> $8.70 a month,
 * $59 -> $17.70 a month, $449 -> $134.70 a year). `ids` picks the plans.
 */
export function CommissionExamples({ ids = ['starter', 'premium', 'legacy'] }: { ids?: string[] }) {
  const plans = usePlans();
  const picked = ids.map((id) => plans.find((p) => p.id === id)).filter((p): p is Plan => !!p);
  return (
    <ul className="aff-examples">
      {picked.map((plan) => (
        <li key={plan.id} className="aff-example">
          <span className="aff-example__plan">
            {plan.name} plan · {formatCents(plan.priceCents)}
            {PER[plan.interval]}
          </span>
          <span className="aff-example__pays">
            pays you <strong>{formatCents(commissionCents(plan.priceCents, COMMISSION_RATE_PERCENT * 100))}</strong>
            {plan.interval === 'once' ? '' : ` every ${plan.interval}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
