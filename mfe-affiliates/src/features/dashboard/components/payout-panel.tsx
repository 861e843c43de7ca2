import { useState } from 'react';
import { Button, toast } from '@fondly/design-system';
import { parseApiError } from '@fondly/design-system/client';
import { AFFILIATE_MESSAGES, formatCents, type AffiliateStats } from '@fondly/contract';
import { requestPayout } from '../api/affiliate-api';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const STATUS: Record<string, string> = { requested: 'waiting for approval', approved: 'approved, on its way' };

/** Request Payout: enabled from $50 available and when no request is open (the server checks both too). */
export function PayoutPanel({ code, stats, onRequested }: { code: string; stats: AffiliateStats; onRequested: () => void }) {
  const [sending, setSending] = useState(false);
  const open = stats.openPayout;
  const enough = stats.availableForPayoutCents >= stats.minimumPayoutCents;

  async function request() {
    setSending(true);
    try {
      await requestPayout(code);
      toast({ title: AFFILIATE_MESSAGES.payoutSuccess, variant: 'success' });
      onRequested();
    } catch (err) {
      toast({ title: AFFILIATE_MESSAGES.payoutFailed, description: parseApiError(err)?.error.message, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="aff-payout">
      <div>
        <p className="aff-payout__available">
          Available for payout: <strong>{formatCents(Math.max(0, stats.availableForPayoutCents))}</strong>
        </p>
        <p className="aff-muted" id="aff-payout-note">
          {open
            ? `Payout of ${formatCents(open.amountCents)} requested on ${day.format(new Date(open.requestedAt))}: ${STATUS[open.status] ?? open.status}.`
            : enough
              ? 'Our team reviews each request and pays you by bank transfer or PayPal.'
              : `Payouts start at ${formatCents(stats.minimumPayoutCents)}.`}
        </p>
      </div>
      <Button onClick={request} disabled={!enough || open !== null} loading={sending} loadingText="Requesting…" aria-describedby="aff-payout-note">
        Request Payout
      </Button>
    </div>
  );
}
