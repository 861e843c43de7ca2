import { useState } from 'react';
import { Button, Fallback, LoadingArea, SelectField } from '@fondly/design-system';
import type { OutboxMailSummary, OutboxStatusView } from '@fondly/contract';
import { type DataColumn, DataTable, formatDateTime, RefreshButton, StatTile, StatTiles, useResource, ViewHeader } from '../../components';
import { getOutbox } from './api/get-outbox';
import { MailViewer } from './components/mail-viewer';
import { OutboxStatus, STATUS_LABEL } from './components/outbox-status';
import './components/outbox.css';

const STATUSES: OutboxStatusView[] = ['pending', 'sending', 'sent', 'failed'];

/**
 * The mail outbox: every email Fondly wrote (Moments, stories, alerts, account mail), its
 * delivery state and retries. With no SMTP server configured, this is where mail is read.
 */
export default function OutboxPage() {
  const [status, setStatus] = useState<OutboxStatusView | ''>('');
  const [pages, setPages] = useState<number[]>([]);
  const before = pages.at(-1);
  const outbox = useResource(() => getOutbox({ status: status || undefined, before }), [status, before]);
  const [openId, setOpenId] = useState<number | null>(null);

  const columns: ReadonlyArray<DataColumn<OutboxMailSummary>> = [
    { header: 'Written', cell: (m) => formatDateTime(m.createdAt), hideOnPhone: true },
    {
      header: 'Mail',
      cell: (m) => (
        <>
          <span className="adm-outbox__subject">{m.subject}</span>
          <span className="adm-outbox__to">
            {m.toName ? `${m.toName} · ` : ''}
            {m.toEmail}
          </span>
        </>
      ),
    },
    { header: 'Kind', cell: (m) => m.template, hideOnPhone: true },
    { header: 'State', cell: (m) => <OutboxStatus status={m.status} transport={m.transport} /> },
    { header: 'Tries', cell: (m) => m.attempts, align: 'end', hideOnPhone: true },
    {
      header: 'Open',
      cell: (m) => (
        <Button variant="secondary" onClick={() => setOpenId(m.id)} aria-label={`Open “${m.subject}” to ${m.toEmail}`}>
          Open
        </Button>
      ),
    },
  ];

  const data = outbox.data;
  return (
    <section>
      <ViewHeader
        title="Mail outbox"
        description={
          data?.transport === 'smtp'
            ? 'Every email Fondly wrote, newest first, and whether the mail server took it.'
            : 'No mail server is configured, so email stays here: every Moment, story, alert and account email, newest first.'
        }
        actions={
          <RefreshButton resource={outbox} />
        }
      />
      <div className="adm-outbox__filters">
        <SelectField
          label="Show"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as OutboxStatusView | '');
            setPages([]);
          }}
          options={[{ value: '', label: 'All mail' }, ...STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))]}
        />
      </div>
      {outbox.error && !data ? (
        <Fallback title="The outbox could not be loaded" message={outbox.error.message} onRetry={outbox.reload} />
      ) : !data ? (
        <LoadingArea label="Loading the outbox…" minHeight="12rem" />
      ) : (
        <>
          <StatTiles label="Mail by state">
            {STATUSES.map((s) => (
              <StatTile key={s} label={STATUS_LABEL[s]} value={data.counts[s] ?? 0} />
            ))}
          </StatTiles>
          <DataTable
            caption="Mails, newest first"
            columns={columns}
            rows={data.mails}
            rowKey={(m) => m.id}
            rowTone={(m) => (m.status === 'failed' ? 'highlight' : undefined)}
            empty={status ? `No mail is ${STATUS_LABEL[status].toLowerCase()}.` : 'No mail yet. Mail appears here as soon as Fondly writes it.'}
          />
          <div className="adm-outbox__more">
            {pages.length > 0 && (
              <Button variant="ghost" onClick={() => setPages((p) => p.slice(0, -1))}>
                Newer mail
              </Button>
            )}
            {data.nextCursor !== null && (
              <Button variant="ghost" onClick={() => setPages((p) => [...p, data.nextCursor!])}>
                Older mail
              </Button>
            )}
          </div>
        </>
      )}
      {openId !== null && <MailViewer id={openId} onClose={() => setOpenId(null)} onChanged={outbox.reload} />}
    </section>
  );
}
