import { useState } from 'react';
import { Button, usePlans } from '@fondly/design-system';
import { formatCents, type Plan } from '@fondly/contract';
import { intervalLabel } from '../../../lib/plans';
import { reportProblem } from '../../../lib/report-problem';
import { PRICING_PLAN_IDS, requestCheckoutUrl, type PricingPlanId } from '../api/start-checkout';
import styles from './pricing.module.css';

/**
 * The three plans of the pricing section, from the one price list (prerendered, then GET /api/plans). Choosing one asks the API
 * for a checkout address and sends the browser there; a failure is only logged (spec section 8).
 */
export default function PricingPlans() {
  const listed = usePlans([...PRICING_PLAN_IDS, 'free']);
  const plans = listed.filter((p) => p.id !== 'free');
  // Free is a plan of the one list too: the signup wizard offers it, so the plans say so here (decision 165).
  const free = listed.find((p) => p.id === 'free');
  const [choosing, setChoosing] = useState<PricingPlanId | null>(null);

  async function choose(plan: PricingPlanId) {
    setChoosing(plan);
    try {
      window.location.assign(await requestCheckoutUrl(plan));
    } catch (error) {
      reportProblem(`checkout for ${plan} failed`, error);
      setChoosing(null);
    }
  }

  return (
    <>
      <ul className={styles.plans}>
        {plans.map((plan) => (
          <li key={plan.id} className={plan.mostPopular ? `${styles.plan} ${styles.popular}` : styles.plan}>
            <PlanCard
              plan={plan}
              choosing={choosing === plan.id}
              disabled={choosing !== null && choosing !== plan.id}
              onChoose={() => void choose(plan.id as PricingPlanId)}
            />
          </li>
        ))}
      </ul>
      {free && (
        <p className={styles.free} data-testid="free-plan">
          Not ready for a plan? <strong>{free.name}</strong> ({formatCents(free.priceCents)}): {free.allowanceText}, free for good: no card, no trial.{' '}
          <a href="/simple-onboarding?plan=free">Start {free.name}</a>
        </p>
      )}
    </>
  );
}

function PlanCard({ plan, choosing, disabled, onChoose }: { plan: Plan; choosing: boolean; disabled: boolean; onChoose: () => void }) {
  const titleId = `plan-${plan.id}-name`;
  return (
    <article aria-labelledby={titleId} className={styles.card}>
      {plan.mostPopular && <p className={styles.badge}>Most Popular</p>}
      <h3 id={titleId} className={styles.name}>
        {plan.name}
      </h3>
      <p className={styles.price}>
        <span className={styles.amount}>{formatCents(plan.priceCents)}</span>
        <span className={styles.interval}>{intervalLabel(plan)}</span>
      </p>
      <p className={styles.trial}>{plan.trialDays}-day free trial · {plan.allowanceText}</p>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M5 12.5l4.2 4.2L19 7" fill="none" stroke="currentColor" strokeWidth="2.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {feature}
          </li>
        ))}
      </ul>
      <Button
        size="lg"
        fullWidth
        variant={plan.mostPopular ? 'primary' : 'secondary'}
        loading={choosing}
        loadingText="Opening checkout…"
        disabled={disabled}
        onClick={onChoose}
        aria-describedby={titleId}
      >
        Choose {plan.name}
      </Button>
    </article>
  );
}
