import { usePlans } from '@fondly/design-system';
import { formatCents, type PlanId } from '@fondly/contract';

/** Every plan a family can start, as the catalogue lists them. */
const MONTHLY_PLANS: PlanId[] = ['free', 'starter', 'premium', 'legacy'];

/** "How often will Fondly call?" answered from the plan catalogue (GET /api/plans). */
export function CallsByPlan() {
  const plans = usePlans(MONTHLY_PLANS);
  return (
    <>
      <p>It depends on the plan you choose. You pick the days and the time of day, and you can change them whenever you like.</p>
      <ul>
        {plans.map((plan) => (
          <li key={plan.id}>
            <strong>{plan.name}</strong> ({formatCents(plan.priceCents)} {plan.interval === 'year' ? 'a year' : 'a month'}): {plan.allowanceText}
          </li>
        ))}
      </ul>
    </>
  );
}
