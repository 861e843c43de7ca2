import { useEffect, useRef } from 'react';
import { Button } from '@fondly/design-system';
import type { GiftRequest, Plan } from '@fondly/contract';
import { giftEmail } from '../gift-email';
import styles from './gift-form.module.css';

/** After the email app was asked to open: what to do next, and the text in case it did not open. */
export function GiftSent({ gift, plan, onStartAgain }: { gift: GiftRequest; plan: Plan; onStartAgain: () => void }) {
  const email = giftEmail(gift, plan);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={styles.sent} role="status">
      <h2 ref={headingRef} tabIndex={-1} className={styles.sentTitle}>
        Your gift email is ready
      </h2>
      <p>
        Your email app should now show a message to our team with the gift details. Add your question and press <strong>Send</strong> there;
        we will reply to {gift.gifterEmail} within 24 hours.
      </p>
      <p>
        If no email app opened, please send this to <a href={email.mailto}>{email.to}</a>:
      </p>
      <div className={styles.emailPreview}>
        <p>
          <strong>Subject:</strong> {email.subject}
        </p>
        <pre>{email.body}</pre>
      </div>
      <Button variant="secondary" onClick={onStartAgain}>
        Start another gift
      </Button>
    </div>
  );
}
