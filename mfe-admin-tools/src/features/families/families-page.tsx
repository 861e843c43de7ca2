import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Fallback, LoadingArea, TextField, usePageTitle } from '@fondly/design-system';
import { familySearchQuerySchema, type FamilyDetail, type FamilyMatch } from '@fondly/contract';
import { DataTable, StatTile, StatTiles, StatusBadge, ViewHeader, errorMessage, formatDateTime, useResource, type DataColumn } from '../../components';
import { getFamily, searchFamilies } from './api/families';
import './families.css';

/** "no_answer" -> "no answer": call states as operators read them. */
const stateWords = (state: string) => state.replace(/_/g, ' ');

/**
 * Families: find one by the family's name, her name, an email or a phone number, then see all
 * of it on one page (plan, people, calls with every state counted, alerts, mails, requests).
 * The search and the open family live in the address, so a support request can link here.
 */
export default function FamiliesPage() {
  usePageTitle('Families');
  const [params, setParams] = useSearchParams();
  const familyId = params.get('family');
  return (
    <section data-testid="families">
      <ViewHeader title="Families" description="Find a family by its name, a recipient's name, an email or a phone number." />
      {familyId ? (
        <>
          <p>
            <Link to={`/admin/families${params.get('q') ? `?q=${encodeURIComponent(params.get('q')!)}` : ''}`}>Back to the search</Link>
          </p>
          <FamilyPage id={familyId} />
        </>
      ) : (
        <FamilySearch query={params.get('q') ?? ''} onSearch={(q) => setParams({ q })} />
      )}
    </section>
  );
}

function FamilySearch({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const [typed, setTyped] = useState(query);
  const [error, setError] = useState<string | undefined>();
  const results = useResource(() => (query ? searchFamilies(query) : Promise.resolve(null)), [query]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = familySearchQuerySchema.safeParse({ q: typed });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    onSearch(parsed.data.q);
  }

  const columns: ReadonlyArray<DataColumn<FamilyMatch>> = [
    {
      header: 'Family',
      cell: (f) => (
        <>
          <Link to={`/admin/families?q=${encodeURIComponent(query)}&family=${encodeURIComponent(f.id)}`}>{f.name}</Link>
          <br />
          {f.email}
        </>
      ),
    },
    { header: 'Called', cell: (f) => f.recipients.map((r) => `${r.name} (${r.phone})`).join(', ') || '–' },
    { header: 'Plan', cell: (f) => f.planName ?? '–', hideOnPhone: true },
    { header: 'Joined', cell: (f) => formatDateTime(f.createdAt), hideOnPhone: true },
  ];

  return (
    <>
      <form onSubmit={submit} noValidate role="search" className="adm-families__search">
        <TextField label="Name, email or phone" name="q" value={typed} error={error} onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit">Search</Button>
      </form>
      {results.error && !results.data ? (
        <Fallback title="The search could not run" message={errorMessage(results.error)} onRetry={results.reload} />
      ) : query && !results.data ? (
        <LoadingArea label="Searching…" minHeight="8rem" />
      ) : results.data ? (
        <DataTable caption={`Families matching “${query}”`} showCaption columns={columns} rows={results.data} rowKey={(f) => f.id} empty={`No family matches “${query}”.`} />
      ) : null}
    </>
  );
}

function FamilyPage({ id }: { id: string }) {
  const family = useResource(() => getFamily(id), [id]);
  if (family.error && !family.data) return <Fallback title="This family could not be loaded" message={errorMessage(family.error)} onRetry={family.reload} />;
  if (!family.data) return <LoadingArea label="Loading the family…" minHeight="12rem" />;
  const f: FamilyDetail = family.data;
  const callColumns: ReadonlyArray<DataColumn<FamilyDetail['calls'][number]>> = [
    { header: 'When', cell: (c) => formatDateTime(c.endedAt ?? c.dueAt) },
    { header: 'Who', cell: (c) => c.recipientName },
    { header: 'State', cell: (c) => <StatusBadge tone={c.flags.includes('distress') ? 'warning' : undefined}>{stateWords(c.state)}</StatusBadge> },
    { header: 'Notes', cell: (c) => [c.origin === 'planner' ? '' : c.origin, c.failureReason ?? '', ...c.flags].filter(Boolean).join(' · ') || '–', hideOnPhone: true },
  ];
  return (
    <article aria-labelledby="family-name" className="adm-families__family">
      <h2 id="family-name">{f.name}</h2>
      <p>
        {f.email} · {f.emailConfirmed ? 'email confirmed' : 'email not confirmed yet'} · joined {formatDateTime(f.createdAt)}
        <br />
        {f.subscription ? `${f.subscription.plan.name} (${f.subscription.status.replace(/_/g, ' ')})` : 'No plan'}
      </p>
      <h3>People</h3>
      <ul>
        {f.recipients.map((r) => (
          <li key={r.id}>
            Called: {r.name}, {r.phone}
            {r.timeZone ? `, ${r.timeZone}` : ''}
            {r.paused ? ', calls paused' : ''}
          </li>
        ))}
        {f.members.map((m) => (
          <li key={m.email}>
            {m.isOwner ? 'Subscriber' : 'Family member'}: {m.name} ({m.email}){m.receivesAlerts ? ', gets alerts' : ''}
          </li>
        ))}
      </ul>
      <h3>Calls</h3>
      <StatTiles label="Calls by state">
        {Object.entries(f.callCounts).map(([state, n]) => (
          <StatTile key={state} label={stateWords(state)} value={String(n)} />
        ))}
      </StatTiles>
      <DataTable caption="The family's latest calls" columns={callColumns} rows={f.calls} rowKey={(c) => c.id} empty="No calls yet." />
      <h3>Alerts</h3>
      <DataTable
        caption="Calls with an urgent alert"
        columns={[
          { header: 'When', cell: (a) => formatDateTime(a.at) },
          { header: 'Who', cell: (a) => a.recipientName },
          { header: 'State', cell: (a) => (a.resolved ? <StatusBadge tone="success">Resolved</StatusBadge> : <StatusBadge tone="warning">Open</StatusBadge>) },
        ]}
        rows={f.alerts}
        rowKey={(a) => a.callId}
        empty="No alerts."
      />
      <h3>Mails</h3>
      <DataTable
        caption="Mails sent to the family"
        columns={[
          { header: 'When', cell: (m) => formatDateTime(m.createdAt) },
          { header: 'Subject', cell: (m) => m.subject },
          { header: 'To', cell: (m) => m.toEmail, hideOnPhone: true },
          { header: 'State', cell: (m) => m.status },
        ]}
        rows={f.mails}
        rowKey={(m) => String(m.id)}
        empty="No mails yet."
      />
      <h3>Support requests</h3>
      <DataTable
        caption="What the family asked Help & Support"
        columns={[
          { header: 'When', cell: (r) => formatDateTime(r.createdAt) },
          { header: 'Request', cell: (r) => <><strong>{r.subject}</strong><br />{r.message}</> },
          { header: 'State', cell: (r) => (r.status === 'resolved' ? <StatusBadge tone="success">Answered</StatusBadge> : <StatusBadge tone="info">Open</StatusBadge>) },
        ]}
        rows={f.supportRequests}
        rowKey={(r) => r.id}
        empty="No support requests."
      />
    </article>
  );
}
