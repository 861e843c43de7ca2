import { Button } from '@fondly/design-system';
import { AFFILIATE_MESSAGES, type AffiliateSignupAccepted } from '@fondly/contract';

/** After the form: the link is in the inbox; nothing is issued until it is opened. */
export function CheckEmailView({ sent, onAnother }: { sent: AffiliateSignupAccepted; onAnother: () => void }) {
  return (
    <div className="aff-joined" data-testid="affiliate-check-email" role="status">
      <h3 className="aff-joined__title">{AFFILIATE_MESSAGES.checkEmailTitle}</h3>
      {/* The message says what was sent; the address is shown once, and a long one wraps on a phone. */}
      <p>
        To: <strong className="aff-email">{sent.email}</strong>
      </p>
      <p>{sent.message}</p>
      <p className="aff-muted">The link works once, for 24 hours. Nothing arrived? Look in your spam folder, or fill in the form again.</p>
      <div className="aff-actions">
        <Button variant="secondary" size="lg" onClick={onAnother}>
          Sign Up Another Affiliate
        </Button>
      </div>
    </div>
  );
}
