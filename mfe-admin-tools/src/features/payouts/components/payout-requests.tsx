import { useState } from 'react';
import { Button, Dialog, TextField, toast } from '@fondly/design-system';
import { formatCents, markPayoutPaidSchema, type OperatorPayout } from '@fondly/contract';
import { type DataColumn, DataTable, errorMessage, formatDateTime, RefreshButton, ResourceView, StatusBadge, useResource } from '../../../components';
import { approvePayout, getPayouts, markPayoutPaid, rejectPayout } from '../api/payouts-api';

const TONE = { requested: 'warning', approved: 'info', paid: 'success', rejected: 'neutral' } as const;
const LABEL = { requested: 'Requested', approved: 'Approved', paid: 'Paid', rejected: 'Rejected' } as const;

/** Affiliates' payout requests: approve, then mark paid with the transfer reference; or reject. */
export function PayoutRequests() {
  const payouts = useResource(getPayouts);
  const [busy, setBusy] = useState<string | null>(null);
  const [paying, setPaying] = useState<OperatorPayout | null>(null);
  const [reference, setReference] = useState('');
  const [referenceError, setReferenceError] = useState<string | undefined>();

  async function run(id: string, action: () => Promise<unknown>, done: string) {
    setBusy(id);
    try {
      await action();
      toast({ title: done, variant: 'success' });
      payouts.reload();
    } catch (err) {
      toast({ title: 'That did not work', description: errorMessage(err), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  async function confirmPaid() {
    const parsed = markPayoutPaidSchema.safeParse({ reference });
    if (!parsed.success) return setReferenceError(parsed.error.issues[0]?.message);
    const payout = paying!;
    setPaying(null);
    await run(payout.id, () => markPayoutPaid(payout.id, parsed.data.reference), `Payout to ${payout.affiliate.name} marked paid`);
  }

  const columns: ReadonlyArray<DataColumn<OperatorPayout>> = [
    { header: 'Requested', cell: (p) => formatDateTime(p.requestedAt), hideOnPhone: true },
    {
      header: 'Affiliate',
      cell: (p) => (
        <>
          <span className="adm-payouts__name">{p.affiliate.name}</span>
          <span className="adm-payouts__sub">
            {p.affiliate.email} · {p.affiliate.referralCode}
          </span>
        </>
      ),
    },
    { header: 'Amount', cell: (p) => formatCents(p.amountCents), align: 'end' },
    { header: 'Commissions', cell: (p) => p.commissionCount, align: 'end', hideOnPhone: true },
    { header: 'State', cell: (p) => <StatusBadge tone={TONE[p.status]}>{LABEL[p.status]}{p.reference ? ` · ${p.reference}` : ''}</StatusBadge> },
    {
      header: 'Actions',
      cell: (p) => (
        <div className="adm-payouts__actions">
          {p.status === 'requested' && (
            <Button onClick={() => run(p.id, () => approvePayout(p.id), `Payout to ${p.affiliate.name} approved`)} loading={busy === p.id} loadingText="Saving…">
              Approve
            </Button>
          )}
          {p.status === 'approved' && (
            <Button
              onClick={() => {
                setReference('');
                setReferenceError(undefined);
                setPaying(p);
              }}
            >
              Mark paid
            </Button>
          )}
          {(p.status === 'requested' || p.status === 'approved') && (
            <Button variant="ghost" onClick={() => run(p.id, () => rejectPayout(p.id), `Payout to ${p.affiliate.name} rejected`)} disabled={busy === p.id}>
              Reject
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="adm-payouts-title" className="adm-payouts__section">
      <div className="adm-payouts__head">
        <h2 id="adm-payouts-title">Affiliate payout requests</h2>
        <RefreshButton resource={payouts} />
      </div>
      <ResourceView resource={payouts} failed="The payout requests could not be loaded" loading="Loading payout requests…" minHeight="8rem">
        {(data) => (
          <DataTable
            caption="Payout requests, newest first"
            columns={columns}
            rows={data.payouts}
            rowKey={(p) => p.id}
            rowTone={(p) => (p.status === 'requested' ? 'highlight' : p.status === 'rejected' ? 'muted' : undefined)}
            empty="No payout requests yet. Affiliates can ask once they have earned $50."
          />
        )}
      </ResourceView>
      <Dialog
        open={paying !== null}
        onOpenChange={(open) => !open && setPaying(null)}
        title={paying ? `Mark ${formatCents(paying.amountCents)} to ${paying.affiliate.name} as paid` : ''}
        description="Send the money first (PayPal or bank transfer to the affiliate's email), then record its reference here."
        footer={
          <>
            <Button variant="ghost" onClick={() => setPaying(null)}>
              Cancel
            </Button>
            <Button onClick={confirmPaid}>Mark paid</Button>
          </>
        }
      >
        <TextField label="Transfer reference" value={reference} error={referenceError} onChange={(e) => setReference(e.target.value)} />
      </Dialog>
    </section>
  );
}
