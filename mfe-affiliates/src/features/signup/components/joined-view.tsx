import { Button } from '@fondly/design-system';
import { AFFILIATE_MESSAGES, type AffiliateSignupResult } from '@fondly/contract';
import { CopyButton } from '../../../components/copy-button';

/** After joining: the referral code, and the private dashboard key shown this once. */
export function JoinedView({ result, onAnother }: { result: AffiliateSignupResult; onAnother: () => void }) {
  const { affiliate, dashboardKey } = result;
  return (
    <div className="aff-joined" data-testid="affiliate-joined">
      <h3 className="aff-joined__title">{AFFILIATE_MESSAGES.welcome}</h3>
      <p>Thank you, {affiliate.name}. Share your referral code or your links from the dashboard.</p>

      <div className="aff-secret">
        <p className="aff-secret__label" id="aff-code-label">
          Your referral code
        </p>
        <div className="aff-secret__row">
          <code className="aff-code" aria-labelledby="aff-code-label" data-testid="referral-code">
            {affiliate.referralCode}
          </code>
          <CopyButton text={affiliate.referralCode} what="referral code" />
        </div>
      </div>

      <div className="aff-secret aff-secret--private">
        <p className="aff-secret__label" id="aff-key-label">
          Your private dashboard key
        </p>
        <div className="aff-secret__row">
          <code className="aff-code aff-code--key" aria-labelledby="aff-key-label" data-testid="dashboard-key">
            {dashboardKey}
          </code>
          <CopyButton text={dashboardKey} what="dashboard key" />
        </div>
        <p className="aff-secret__warning" role="note">
          Save this key now: it opens your dashboard and we show it only once. We have also emailed it to {affiliate.email}. Keep it private; your
          referral code is the one to share.
        </p>
      </div>

      <div className="aff-actions">
        <Button href={`/affiliate-dashboard?code=${encodeURIComponent(affiliate.referralCode)}`} size="lg">
          Open your dashboard
        </Button>
        <Button variant="secondary" size="lg" onClick={onAnother}>
          Sign Up Another Affiliate
        </Button>
      </div>
    </div>
  );
}
