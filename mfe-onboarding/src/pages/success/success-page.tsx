import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SETUP_COMPLETED } from '../../lib/navigation-state';
import { Button, usePageTitle, RouterButton } from '@fondly/design-system';
import { CheckIcon } from '../../components/check-icon';
import { PageShell } from '../../components/page-shell';
import styles from '../../components/forms.module.css';
import { getSupportContact } from '../../api/family';
import { EMAIL_CONFIRMATION } from '@fondly/api/contract';

/** /success: what happens next, and a person to write to; only right after a setup was completed. */
export default function SuccessPage() {
  const completed = (useLocation().state as Partial<typeof SETUP_COMPLETED> | null)?.setupCompleted === true;
  if (!completed) return <NothingCompleted />;
  return <SetupComplete />;
}

function NothingCompleted() {
  usePageTitle('Nothing to complete');
  return (
    <PageShell page="success">
      <div className={styles.formCard}>
        <h1 className={styles.heading}>There is no setup to complete here</h1>
        <p className={styles.lead}>This page appears once you finish setting up calls after paying. Your dashboard shows everything already arranged.</p>
        <div className={styles.centeredActions}>
          <RouterButton to="/dashboard" size="lg">
            Go to My Dashboard
          </RouterButton>
          <RouterButton to="/simple-onboarding?plan=free" size="lg" variant="secondary">
            Start Free 7-Day Trial
          </RouterButton>
        </div>
      </div>
    </PageShell>
  );
}

function SetupComplete() {
  usePageTitle('Setup Complete');
  const [supportEmail, setSupportEmail] = useState<string | null>(null);
  useEffect(() => {
    getSupportContact().then((c) => setSupportEmail(c.email), () => setSupportEmail(null));
  }, []);
  const mailto = supportEmail
    ? `mailto:${supportEmail}?subject=${encodeURIComponent('Question about my Fondly setup')}`
    : undefined;
  return (
    <PageShell page="success">
      <div className={`${styles.formCard} ${styles.confirmation}`}>
        <span className={styles.confirmationIcon}>
          <CheckIcon />
        </span>
        <h1 className={styles.heading}>Setup Complete</h1>
        <p className={styles.lead}>Thank you. Here is what happens next:</p>
        <ul>
          <li>A welcome email is on its way to you now.</li>
          <li>{EMAIL_CONFIRMATION.afterSignup}</li>
          <li>The first AI call will be placed according to the schedule you chose.</li>
          <li>After each call, the story arrives by email, as text and as a PDF keepsake.</li>
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
