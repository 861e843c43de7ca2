import { useState } from 'react';
import { Button, Fallback, LoadingArea, SelectField } from '@fondly/design-system';
import type { PaymentEventRow } from '@fondly/api/contract';
import { DataTable, formatDateTime, StatusBadge, useResource, ViewHeader, type DataColumn } from '../../components';
import { getPaymentEvents } from './api/get-payment-events';
import './stripe-events.css';

const TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
];

const tone = (outcome: string) => (outcome.startsWith('ignored') ? 'warning' : outcome.includes('failed') ? 'danger' : 'success');

const COLUMNS: ReadonlyArray<DataColumn<PaymentEventRow>> = [
  { header: 'Received', cell: (e) => formatDateTime(e.receivedAt) },
  {
    header: 'Event',
    cell: (e) => (
      <>
        <span className="adm-events__type">{e.type}</span>
        <span className="adm-events__sub">{e.id}</span>
      </>
    ),
  },
  { header: 'From', cell: (e) => <StatusBadge tone={e.provider === 'stripe' ? 'info' : 'neutral'}>{e.provider === 'stripe' ? 'Stripe' : 'Local checkout'}</StatusBadge>, hideOnPhone: true },
  { header: 'About', cell: (e) => <span className="adm-events__sub">{e.objectId ?? ''}</span>, hideOnPhone: true },
  { header: 'What it did', cell: (e) => <StatusBadge tone={tone(e.outcome)}>{e.outcome}</StatusBadge> },
];

/**
 * Every payment event received (Stripe's signed webhooks, or the local checkout's events),
 * each recorded once by its id, with what applying it did. A replay never shows twice.
 */
export default function StripeEventsPage() {
  const [type, setType] = useState('');
  const events = useResource(() => getPaymentEvents({ type: type || undefined }), [type]);
  return (
    <section>
      <ViewHeader
        title="Stripe webhook events"
        description="Payment events as they arrived, newest first: each is applied once, in order of what it says, however often it is delivered."
        actions={
          <Button variant="secondary" onClick={events.reload} loading={events.loading && !!events.data} loadingText="Refreshing…">
            Refresh
          </Button>
        }
      />
      <div className="adm-events__filters">
        <SelectField label="Show" value={type} onChange={(e) => setType(e.target.value)} options={[{ value: '', label: 'All events' }, ...TYPES.map((t) => ({ value: t, label: t }))]} />
      </div>
      {events.error && !events.data ? (
        <Fallback title="The events could not be loaded" message={events.error.message} onRetry={events.reload} />
      ) : !events.data ? (
        <LoadingArea label="Loading events…" minHeight="12rem" />
      ) : (
        <DataTable
          caption="Payment events, newest first"
          columns={COLUMNS}
          rows={events.data.events}
          rowKey={(e) => e.id}
          rowTone={(e) => (e.outcome.startsWith('ignored') ? 'muted' : undefined)}
          empty="No payment events yet. They appear here as soon as a checkout is paid."
        />
      )}
    </section>
  );
}
