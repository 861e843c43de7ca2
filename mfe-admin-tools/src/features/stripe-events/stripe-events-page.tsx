import { useState } from 'react';
import { SelectField } from '@fondly/design-system';
import type { PaymentEventRow } from '@fondly/contract';
import { type DataColumn, DataTable, formatDateTime, RefreshButton, ResourceView, StatusBadge, useResource, ViewHeader } from '../../components';
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
          <RefreshButton resource={events} />
        }
      />
      <div className="adm-events__filters">
        <SelectField label="Show" value={type} onChange={(e) => setType(e.target.value)} options={[{ value: '', label: 'All events' }, ...TYPES.map((t) => ({ value: t, label: t }))]} />
      </div>
      <ResourceView resource={events} failed="The events could not be loaded" loading="Loading events…">
        {(data) => (
          <DataTable
            caption="Payment events, newest first"
            columns={COLUMNS}
            rows={data.events}
            rowKey={(e) => e.id}
            rowTone={(e) => (e.outcome.startsWith('ignored') ? 'muted' : undefined)}
            empty="No payment events yet. They appear here as soon as a checkout is paid."
          />
        )}
      </ResourceView>
    </section>
  );
}
