import { Button } from '@fondly/design-system';
import type { PlanId } from '@fondly/api/contract';
import { usePlans } from '../../lib/plans';

/** Every plan a family can start, as the catalogue lists them. */
const MONTHLY_PLANS: PlanId[] = ['free', 'starter', 'connected', 'daily', 'premium', 'legacy'];

/** "How often will Fondly call?" answered from the plan catalogue (GET /api/plans). */
export function CallsByPlan() {
  const state = usePlans(MONTHLY_PLANS);
  return (
    <>
      <p>It depends on the plan you choose. You pick the days and the time of day, and you can change them whenever you like.</p>
      {state.status === 'ready' && (
        <ul>
          {state.plans.map((plan) => (
            <li key={plan.id}>
              <strong>{plan.name}:</strong> {plan.allowanceText}
            </li>
          ))}
        </ul>
      )}
      {state.status === 'loading' && <p role="status">Loading the plans…</p>}
      {state.status === 'failed' && (
        <p role="alert">
          We couldn’t load the plans just now.{' '}
          <Button variant="ghost" onClick={state.retry}>
            Try again
          </Button>
        </p>
      )}
    </>
  );
}
