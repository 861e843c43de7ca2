import { useState } from 'react';
import { Button, cx, toast, serverMessage, RouterButton } from '@fondly/design-system';
import type { Account } from '@fondly/contract';
import { formatDate } from '../../lib/format';
import { getCheckoutUrl, openBillingPortal } from '../../api/billing';
import styles from './dashboard.module.css';

/** What the family has, and the one thing to do about it (add payment, manage billing, see plans). */
export function PlanBanner({ account }: { account: Account }) {
  const [busy, setBusy] = useState(false);
  const sub = account.subscription;
  if (!sub) return null;

  async function go(load: () => Promise<{ url: string }>) {
    setBusy(true);
    try {
      window.location.assign((await load()).url);
    } catch (error) {
      toast({ title: 'Billing is not available right now', description: serverMessage(error) ?? 'Please try again in a moment.', variant: 'destructive' });
      setBusy(false);
    }
  }

  if (sub.plan.id === 'free') {
    return (
      <div className={styles.banner} data-plan="free">
        <p>
          You are on the <strong>Free</strong> plan: {sub.plan.allowanceText}. Want more calls?
        </p>
        <RouterButton to="/#pricing" variant="secondary">
          See Plans
        </RouterButton>
      </div>
    );
  }
  if (sub.needsPayment) {
    return (
      <div className={cx(styles.banner, styles.bannerWarn)} data-plan={sub.plan.id}>
        <p>
          Your free trial of <strong>{sub.plan.name}</strong> ({sub.plan.allowanceText})
          {sub.trialEndsAt ? ` ends on ${formatDate(sub.trialEndsAt)}` : ' is running'}. Add payment details to keep the calls going after it.
        </p>
        <Button loading={busy} loadingText="Opening checkout..." onClick={() => go(() => getCheckoutUrl(sub.plan.id, account.email))}>
          Add Payment Details
        </Button>
      </div>
    );
  }
  const status =
    sub.status === 'past_due'
      ? 'Your last payment did not go through. Please update your card so the calls continue.'
      : sub.cancelAtPeriodEnd && sub.currentPeriodEnd
        ? `Your plan ends on ${formatDate(sub.currentPeriodEnd)}.`
        : sub.giftUntil
          ? // Months a gift added (decision 157): the next payment waits until they are over.
            `Paid by a gift until ${formatDate(sub.giftUntil)}; then it renews.`
        : sub.status === 'trialing' && sub.trialEndsAt
          ? `Free trial until ${formatDate(sub.trialEndsAt)}.`
          : sub.currentPeriodEnd && sub.plan.interval === 'once'
            ? // A gift (decision 151) or another one-time plan: paid for its term, never renewed.
              `Paid by a gift until ${formatDate(sub.currentPeriodEnd)}; it does not renew.`
            : sub.currentPeriodEnd
              ? `Renews on ${formatDate(sub.currentPeriodEnd)}.`
            : '';
  return (
    <div className={cx(styles.banner, sub.status === 'past_due' && styles.bannerWarn)} data-plan={sub.plan.id}>
      <p>
        <strong>{sub.plan.name}</strong>: {sub.plan.allowanceText}. {status}
      </p>
      <Button variant="secondary" loading={busy} loadingText="Opening..." onClick={() => go(openBillingPortal)}>
        Manage Billing
      </Button>
    </div>
  );
}
