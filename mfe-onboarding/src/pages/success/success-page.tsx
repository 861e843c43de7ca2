import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SETUP_COMPLETED } from '../../lib/navigation-state';
import { Button, LoadingArea, usePageTitle, RouterButton, useResource } from '@fondly/design-system';
import { CheckIcon } from '../../components/check-icon';
import { PageShell } from '../../components/page-shell';
import styles from '../../components/forms.module.css';
import { getSupportContact } from '../../api/family';
import { EMAIL_CONFIRMATION, firstNameOf, formatCents, type SubscriptionSummary } from '@fondly/contract';
import { getAccount } from '../../api/account';
import { formatDate } from '../../lib/format';

/** /success: what happens next, and a person to write to; only right after a setup was completed. */
export default function SuccessPage() {
  const completed = (useLocation().state as Partial<typeof SETUP_COMPLETED> | null)?.setupCompleted === true;
  if (!completed) return <NothingCompleted />;
  return <SetupComplete />;
}

function NothingCompleted() {
  usePageTitle('Nothing to complete');
  // A family already signed in (reloading /success after paying) is not offered a trial it already has.
  const account = useResource(() => getAccount().catch(() => null), []);
  const signedIn = Boolean(account.data);
  return (
    <PageShell page="success">
      <div className={styles.formCard}>
        <h1 className={styles.heading}>There is no setup to complete here</h1>
        <p className={styles.lead}>This page appears once you finish setting up calls after paying. Your dashboard shows everything already arranged.</p>
        <div className={styles.centeredActions}>
          <RouterButton to="/dashboard" size="lg">
            Go to My Dashboard
          </RouterButton>
          {!account.loading && !signedIn && (
            <RouterButton to="/simple-onboarding?plan=starter" size="lg" variant="secondary">
              Start Free 7-Day Trial
            </RouterButton>
          )}
        </div>
      </div>
    </PageShell>
  );
}

function SetupComplete() {
  usePageTitle('Setup Complete');
  const [supportEmail, setSupportEmail] = useState<string | null>(null);
  // What the family really has now (the payment joined the account when it was made), not what we hope.
  const account = useResource(() => getAccount(), []);
  useEffect(() => {
    getSupportContact().then((c) => setSupportEmail(c.email), () => setSupportEmail(null));
  }, []);
  const mailto = supportEmail
    ? `mailto:${supportEmail}?subject=${encodeURIComponent('Question about my Fondly setup')}`
    : undefined;
  if (account.loading) return <LoadingArea label="Checking your plan…" minHeight="20rem" />;
  const family = account.data ?? null;
  return (
    <PageShell page="success">
      <div className={`${styles.formCard} ${styles.confirmation}`}>
        <span className={styles.confirmationIcon}>
          <CheckIcon />
        </span>
        <h1 className={styles.heading}>Setup Complete</h1>
        <p className={styles.lead}>Thank you. Here is what happens next:</p>
        <ul data-testid="setup-next-steps">
          {family?.subscription && <li>{planSentence(family.subscription)}</li>}
          {family && !family.emailConfirmed && <li>{EMAIL_CONFIRMATION.afterSignup}</li>}
          <li data-testid="first-call">
            {family?.nextCall
              ? // The day and hour in her zone, as the home page promises "within 24 hours" (walk finding 22).
                `${firstNameOf(family.nextCall.recipientName)}'s first call is planned for ${family.nextCall.when}${family.emailConfirmed ? '' : ', once you have confirmed your email'}.`
              : 'The first AI call will be placed according to the schedule you chose.'}
          </li>
          <li>After each call, its Moment (a story, for story calls) arrives by email, as text and as a PDF keepsake.</li>
        </ul>
        <div className={styles.centeredActions}>
          <RouterButton to="/" size="lg">
            Return Home
          </RouterButton>
          {mailto && (
            <Button href={mailto} size="lg" variant="secondary">
              Contact Support
            </Button>
          )}
          <RouterButton to="/dashboard" size="lg" variant="ghost">
            Go to My Dashboard
          </RouterButton>
        </div>
      </div>
    </PageShell>
  );
}

/** The plan as it stands: "Your 7-day free trial of Starter has started. Nothing is charged today; $29 on December 3 unless you cancel before." */
export function planSentence(sub: SubscriptionSummary): string {
  const { plan } = sub;
  if (plan.priceCents === 0) return `You are on the ${plan.name} plan: ${plan.allowanceText}, free for good.`;
  if (sub.status === 'trialing' && sub.trialEndsAt) {
    const charge = sub.cancelAtPeriodEnd ? 'nothing will be charged, as you chose to end it' : `${formatCents(plan.priceCents)} on ${formatDate(sub.trialEndsAt)} unless you cancel before`;
    return `Your free trial of ${plan.name} (${plan.allowanceText}) runs until ${formatDate(sub.trialEndsAt)}. Nothing is charged today; ${charge}.`;
  }
  return `Your ${plan.name} plan (${plan.allowanceText}) is active${sub.currentPeriodEnd ? `, paid until ${formatDate(sub.currentPeriodEnd)}` : ''}.`;
}
