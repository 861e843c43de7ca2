import { useState, type FormEvent } from 'react';
import { Button, CheckboxField, Dialog, TextAreaField, TextField, toast } from '@fondly/design-system';
import { formatCents, MONEY_BACK_DAYS, refundRequestSchema, type InvoiceRow } from '@fondly/contract';
import { type DataColumn, DataTable, errorMessage, formatDateTime, ResourceView, StatusBadge, useResource } from '../../../components';
import { getInvoices, refundInvoice } from '../api/payouts-api';

const TONE = { paid: 'success', failed: 'danger', refunded: 'neutral' } as const;
const LABEL = { paid: 'Paid', failed: 'Failed', refunded: 'Refunded' } as const;

/** Invoices and the 30-day money-back guarantee: a refund also takes back the affiliate's commission. */
export function Refunds() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const invoices = useResource(() => getInvoices(query || undefined), [query]);
  const [refunding, setRefunding] = useState<InvoiceRow | null>(null);
  const [reason, setReason] = useState('');
  const [cancel, setCancel] = useState(true);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function confirm() {
    const parsed = refundRequestSchema.safeParse({ reason, cancelSubscription: cancel });
    if (!parsed.success) return setReasonError(parsed.error.issues[0]?.message);
    setSending(true);
    try {
      await refundInvoice(refunding!.id, parsed.data);
      toast({ title: `${formatCents(refunding!.amountPaidCents)} refunded`, description: refunding!.customerEmail ?? undefined, variant: 'success' });
      setRefunding(null);
      invoices.reload();
    } catch (err) {
      toast({ title: 'The refund did not go through', description: errorMessage(err), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  const columns: ReadonlyArray<DataColumn<InvoiceRow>> = [
    { header: 'Paid', cell: (i) => formatDateTime(i.paidAt) || '—', hideOnPhone: true },
    {
      header: 'Customer',
      cell: (i) => (
        <>
          <span className="adm-payouts__name">{i.customerName ?? 'Unknown'}</span>
          <span className="adm-payouts__sub">{i.customerEmail}</span>
        </>
      ),
    },
    { header: 'Plan', cell: (i) => i.planName, hideOnPhone: true },
    { header: 'Amount', cell: (i) => formatCents(i.amountPaidCents), align: 'end' },
    { header: 'State', cell: (i) => <StatusBadge tone={TONE[i.status]}>{LABEL[i.status]}</StatusBadge> },
    {
      header: 'Refund',
      cell: (i) =>
        i.refundable ? (
          <Button
            variant="secondary"
            onClick={() => {
              setReason('');
              setReasonError(undefined);
              setCancel(true);
              setRefunding(i);
            }}
          >
            Refund
          </Button>
        ) : (
          <span className="adm-payouts__sub">{i.status === 'refunded' ? `${formatCents(i.refundedCents)} back` : 'Not refundable'}</span>
        ),
    },
  ];

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setQuery(search.trim());
  }

  return (
    <section aria-labelledby="adm-refunds-title" className="adm-payouts__section">
      <div className="adm-payouts__head">
        <h2 id="adm-refunds-title">Payments and refunds</h2>
      </div>
      <p className="adm-payouts__sub">A paid invoice can be refunded in full within {MONEY_BACK_DAYS} days (the money-back guarantee).</p>
      <form className="adm-payouts__search" onSubmit={submitSearch} role="search">
        <TextField label="Find by email or invoice id" value={search} onChange={(e) => setSearch(e.target.value)} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <ResourceView resource={invoices} failed="The invoices could not be loaded" loading="Loading invoices…" minHeight="8rem">
        {(data) => (
          <DataTable
            caption="Invoices, newest first"
            columns={columns}
            rows={data.invoices.filter((i) => i.amountPaidCents > 0 || i.status === 'failed')}
            rowKey={(i) => i.id}
            rowTone={(i) => (i.status === 'refunded' ? 'muted' : undefined)}
            empty={query ? 'No invoice matches.' : 'No payments yet.'}
          />
        )}
      </ResourceView>
      <Dialog
        open={refunding !== null}
        onOpenChange={(open) => !open && setRefunding(null)}
        title={refunding ? `Refund ${formatCents(refunding.amountPaidCents)} to ${refunding.customerName ?? refunding.customerEmail ?? 'this customer'}?` : ''}
        description="The whole payment goes back to the card, and the affiliate commission on it is reversed."
        footer={
          <>
            <Button variant="ghost" onClick={() => setRefunding(null)}>
              Keep the payment
            </Button>
            <Button variant="destructive" onClick={confirm} loading={sending} loadingText="Refunding…">
              Refund
            </Button>
          </>
        }
      >
        <div className="adm-payouts__dialog">
          <TextAreaField label="Why is it refunded?" value={reason} error={reasonError} onChange={(e) => setReason(e.target.value)} rows={3} />
          <CheckboxField label="End the subscription now too" checked={cancel} onChange={(e) => setCancel(e.target.checked)} />
        </div>
      </Dialog>
    </section>
  );
}
