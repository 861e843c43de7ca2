import { useState } from 'react';
import { Button, Dialog, SelectField, toast } from '@fondly/design-system';
import type { AdminSupportRequest } from '@fondly/contract';
import { type DataColumn, DataTable, errorMessage, formatDateTime, RefreshButton, ResourceView, StatTile, StatTiles, StatusBadge, useResource, ViewHeader } from '../../components';
import { getSupportQueue, setSupportStatus } from './api/support-requests';

/** The family's page (its calls, alerts and mails), where a request is best answered from. */
const familyPagePath = (subscriberId: string) => `/admin/families?family=${encodeURIComponent(subscriberId)}`;

/**
 * Help & Support requests from families. Legacy Bundle families were promised priority
 * support: their requests are flagged and come first. Replies go by email.
 */
export default function SupportPage() {
  const [status, setStatus] = useState<'open' | 'resolved' | ''>('open');
  const queue = useResource(() => getSupportQueue(status || undefined), [status]);
  const [open, setOpen] = useState<AdminSupportRequest | null>(null);
  const [busy, setBusy] = useState(false);

  async function mark(request: AdminSupportRequest, next: 'open' | 'resolved') {
    setBusy(true);
    try {
      await setSupportStatus(request.id, next);
      toast({ title: next === 'resolved' ? 'Marked as answered' : 'Opened again', variant: 'success' });
      setOpen(null);
      queue.reload();
    } catch (error) {
      toast({ title: 'Could not save', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const requests = queue.data ?? [];
  const columns: ReadonlyArray<DataColumn<AdminSupportRequest>> = [
    { header: 'Priority', cell: (r) => (r.priority ? <StatusBadge tone="warning">Priority</StatusBadge> : <StatusBadge>Standard</StatusBadge>) },
    {
      header: 'Request',
      cell: (r) => (
        <>
          <strong>{r.subject}</strong>
          <br />
          <a href={familyPagePath(r.subscriber.id)}>{r.subscriber.name}</a> · {r.subscriber.email}
        </>
      ),
    },
    { header: 'Plan', cell: (r) => r.subscriber.plan ?? '–', hideOnPhone: true },
    { header: 'Received', cell: (r) => formatDateTime(r.createdAt), hideOnPhone: true },
    { header: 'State', cell: (r) => (r.status === 'resolved' ? <StatusBadge tone="success">Answered</StatusBadge> : <StatusBadge tone="info">Open</StatusBadge>) },
    {
      header: 'Open',
      cell: (r) => (
        <Button variant="secondary" onClick={() => setOpen(r)} aria-label={`Read “${r.subject}” from ${r.subscriber.name}`}>
          Read
        </Button>
      ),
    },
  ];

  return (
    <section>
      <ViewHeader
        title="Support requests"
        description="What families sent from Help & Support on their dashboard. Families expect a reply by email within 24 hours; Legacy Bundle families come first."
        actions={
          <RefreshButton resource={queue} />
        }
      />
      <SelectField
        label="Show"
        value={status}
        onChange={(e) => setStatus(e.target.value as 'open' | 'resolved' | '')}
        options={[
          { value: 'open', label: 'Waiting for a reply' },
          { value: 'resolved', label: 'Answered' },
          { value: '', label: 'All requests' },
        ]}
      />
      <ResourceView resource={queue} failed="The support queue could not be loaded" loading="Loading support requests…">
        {(data) => (
          <>
            <StatTiles label="Support queue">
              <StatTile label="Shown" value={requests.length} />
              <StatTile label="Priority" value={requests.filter((r) => r.priority && r.status === 'open').length} note="open, Legacy Bundle" />
            </StatTiles>
            <DataTable
              caption="Support requests, priority first"
              columns={columns}
              rows={requests}
              rowKey={(r) => r.id}
              empty="No requests here."
              rowTone={(r) => (r.priority && r.status === 'open' ? 'highlight' : r.status === 'resolved' ? 'muted' : undefined)}
            />
          </>
        )}
      </ResourceView>
      <Dialog
        open={open !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={open?.subject ?? ''}
        description={open ? `${open.subscriber.name} (${open.subscriber.email}), ${formatDateTime(open.createdAt)}` : undefined}
        size="lg"
        footer={
          open && (
            <>
              <Button variant="secondary" href={familyPagePath(open.subscriber.id)}>
                Open the Family
              </Button>
              <Button variant="secondary" href={`mailto:${open.subscriber.email}?subject=${encodeURIComponent(`Re: ${open.subject}`)}`}>
                Reply by Email
              </Button>
              <Button loading={busy} loadingText="Saving…" onClick={() => mark(open, open.status === 'open' ? 'resolved' : 'open')}>
                {open.status === 'open' ? 'Mark as Answered' : 'Open Again'}
              </Button>
            </>
          )
        }
      >
        <p style={{ whiteSpace: 'pre-line' }}>{open?.message}</p>
      </Dialog>
    </section>
  );
}
