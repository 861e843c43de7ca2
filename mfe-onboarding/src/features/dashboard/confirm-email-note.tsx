import { useState } from 'react';
import { Button, cx, toast, serverMessage } from '@fondly/design-system';
import { EMAIL_CONFIRMATION } from '@fondly/contract';
import { resendEmailConfirmation } from '../../api/account';
import styles from './dashboard.module.css';

/**
 * No call is placed before the family confirmed the account's email (decision 105): what to do,
 * in words, and a button that sends the link again. `message` replaces the standard words (the
 * answer "Call Now" gave).
 */
export function ConfirmEmailNote({ email, message }: { email: string; message?: string }) {
  const [busy, setBusy] = useState(false);
  async function resend() {
    setBusy(true);
    try {
      const sent = await resendEmailConfirmation();
      toast({ title: sent.message, variant: 'success' });
    } catch (error) {
      toast({ title: 'That did not work', description: serverMessage(error) ?? 'Please try again in a moment.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={cx(styles.banner, styles.bannerWarn)} role="alert" data-testid="confirm-email">
      <p>{message ?? EMAIL_CONFIRMATION.dashboardNote(email)}</p>
      <Button variant="secondary" loading={busy} loadingText="Sending..." onClick={() => void resend()}>
        {EMAIL_CONFIRMATION.resendButton}
      </Button>
    </div>
  );
}
