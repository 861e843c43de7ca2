import { RouterButton, useResource } from '@fondly/design-system';
import { getWaitingCheckout } from '../../api/billing';
import styles from '../../components/forms.module.css';

/**
 * Not signed in, but this browser has just paid for a plan whose setup is not finished: there is
 * no account to sign in to yet. Said first, with the way to finish (/onboarding carries on with
 * the payment in this browser); once it is finished in any tab, this one is signed in.
 */
export function WaitingPayment() {
  const waiting = useResource(() => getWaitingCheckout().catch(() => null), []);
  if (!waiting.data) return null;
  return (
    <div className={styles.formCard} data-testid="waiting-payment" role="status">
      <h2 className={styles.heading}>Your payment went through</h2>
      <p className={styles.lead}>Thank you! Let's finish setting up the calls. Once the setup is complete, you are signed in here and in every tab of this browser.</p>
      <div className={styles.actions}>
        <RouterButton to={`/onboarding?transaction_id=${encodeURIComponent(waiting.data)}`} size="lg">
          Continue setup
        </RouterButton>
      </div>
    </div>
  );
}
