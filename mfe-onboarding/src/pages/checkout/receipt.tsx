import { Button, Fallback, LoadingArea, Logo, usePageTitle, useResource } from '@fondly/design-system';
import { ApiError } from '@fondly/design-system/client';
import { formatCents } from '@fondly/contract';
import { getInvoice } from '../../api/billing';
import { invoiceOutcome, longDate } from './invoice-text';

/** One invoice's receipt: what was paid, when, by whom, for what; printable as it is. */
export function Receipt({ invoiceId }: { invoiceId: string }) {
  usePageTitle('Receipt');
  const invoice = useResource(() => getInvoice(invoiceId).catch((err: unknown) => (err instanceof ApiError && (err.status === 404 || err.status === 400) ? null : Promise.reject(err))), [invoiceId]);

  if (invoice.loading) return <LoadingArea label="Loading your receipt…" minHeight="16rem" />;
  if (invoice.error) {
    const signedOut = invoice.error instanceof ApiError && invoice.error.status === 401;
    return signedOut ? (
      <Fallback title="Please sign in to see your receipts" message="We will email you a sign-in link." retryLabel="Sign in" onRetry={() => window.location.assign('/sign-in')} />
    ) : (
      <Fallback title="We couldn't load your receipt" message="Please check your connection and try again." onRetry={invoice.reload} />
    );
  }
  if (!invoice.data) {
    return (
      <Fallback
        title="This receipt could not be found"
        message="It may belong to another account. Your plan's page lists every invoice of yours."
        retryLabel="See your invoices"
        onRetry={() => window.location.assign('/checkout/manage')}
      />
    );
  }
  const inv = invoice.data;
  const rows: Array<[string, string]> = [
    ['Receipt number', inv.number],
    ['Date', longDate(inv.paidAt ?? inv.createdAt)],
    ['Billed to', `${inv.billedTo.name} (${inv.billedTo.email})`],
    ['For', inv.description],
    ['Amount', formatCents(inv.amountDueCents)],
    ['Paid', formatCents(inv.amountPaidCents)],
  ];
  if (inv.amountDueCents > inv.amountPaidCents && inv.status === 'paid') rows.push(['From your credit', formatCents(inv.amountDueCents - inv.amountPaidCents)]);
  if (inv.refundedCents > 0) rows.push(['Refunded', formatCents(inv.refundedCents)]);
  return (
    <article className="chk-receipt" aria-labelledby="chk-receipt-title">
      <div className="chk-receipt__head">
        <Logo size="md" />
        <h1 id="chk-receipt-title" className="chk-title">
          Receipt
        </h1>
      </div>
      <p className="chk-receipt__outcome">{invoiceOutcome(inv)}</p>
      <dl className="chk-receipt__rows">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="chk-receipt__note">Fondly · Questions about this payment? Write to us from Help &amp; Support on your dashboard; we reply within 24 hours.</p>
      <div className="chk-actions chk-no-print">
        <Button variant="secondary" onClick={() => window.print()}>
          Print receipt
        </Button>
      </div>
    </article>
  );
}
