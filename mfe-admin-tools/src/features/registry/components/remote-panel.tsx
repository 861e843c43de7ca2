import { useState, type FormEvent } from 'react';
import { Button, Dialog, TextField, toast, fieldErrors, type FieldErrors } from '@fondly/design-system';
import { ApiError } from '@fondly/design-system/client';
import { setRemoteVersionSchema, type RemoteEntry } from '@fondly/contract';
import { DataTable, errorMessage, formatDateTime, StatusBadge, useOperator, useResource } from '../../../components';
import { getRemoteBuilds, getRemoteHistory, rollBackRemote, switchRemote } from '../api/registry-api';

/** How operators call each remote. */
export const REMOTE_LABELS: Record<RemoteEntry['name'], string> = {
  marketing: 'Marketing pages',
  onboarding: 'Signup and family dashboard',
  affiliates: 'Affiliates',
  'admin-tools': 'Admin tools',
};

type Pending = { kind: 'switch'; version: string; manifestUrl?: string } | { kind: 'rollback' };

/** One remote: what is live, the builds it could switch to, a rollback, and its history. */
export function RemotePanel({ entry, onChanged }: { entry: RemoteEntry; onChanged: () => void }) {
  const { sessionLost } = useOperator();
  const builds = useResource(() => getRemoteBuilds(entry.name), [entry.name]);
  const history = useResource(() => getRemoteHistory(entry.name), [entry.name, entry.updatedAt]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [manual, setManual] = useState({ version: '', manifestUrl: '' });
  const [manualErrors, setManualErrors] = useState<FieldErrors>({});
  const headingId = `remote-${entry.name}`;
  const hasEarlier = (history.data?.history ?? []).some((h) => h.version !== entry.version || h.manifestUrl !== entry.manifestUrl);

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    setProblem(null);
    try {
      const result = pending.kind === 'switch' ? await switchRemote(entry.name, pending) : await rollBackRemote(entry.name);
      toast({ title: `${REMOTE_LABELS[entry.name]} now serves ${result.version}`, description: 'Visitors get it on their next page load.', variant: 'success' });
      setManual({ version: '', manifestUrl: '' });
      onChanged();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) sessionLost();
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  function submitManual(event: FormEvent) {
    event.preventDefault();
    const parsed = setRemoteVersionSchema.safeParse({ version: manual.version, manifestUrl: manual.manifestUrl.trim() || undefined });
    if (!parsed.success) {
      setManualErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setManualErrors({});
    setPending({ kind: 'switch', ...parsed.data });
  }

  return (
    <section className="adm-remote" aria-labelledby={headingId} data-remote-name={entry.name}>
      <div className="adm-remote__head">
        <h2 id={headingId} className="adm-remote__name">
          {REMOTE_LABELS[entry.name]} <code className="adm-remote__id">{entry.name}</code>
        </h2>
        <StatusBadge tone="success">Live: {entry.version}</StatusBadge>
        <Button variant="secondary" onClick={() => setPending({ kind: 'rollback' })} disabled={!hasEarlier || busy}>
          Roll back
        </Button>
      </div>
      <dl className="adm-remote__facts">
        <dt>Manifest</dt>
        <dd>
          <a href={entry.manifestUrl} target="_blank" rel="noreferrer">
            {entry.manifestUrl}
          </a>
        </dd>
        <dt>Since</dt>
        <dd>
          {formatDateTime(entry.updatedAt)} ({entry.updatedBy === 'config' ? 'start-up default' : history.data?.history[0]?.changedBy ?? 'an operator'})
        </dd>
      </dl>
      {problem && (
        <p className="adm-remote__problem" role="alert">
          {problem}
        </p>
      )}

      <h3 className="adm-remote__subtitle">Builds online</h3>
      {builds.error ? (
        <p className="adm-remote__problem">{errorMessage(builds.error)}</p>
      ) : !builds.data ? (
        <p className="adm-muted">Looking for builds…</p>
      ) : !builds.data.reachable ? (
        <p className="adm-remote__problem">{builds.data.problem}</p>
      ) : (
        <DataTable
          caption={`Builds of ${entry.name}`}
          columns={[
            { header: 'Version', cell: (b) => <code>{b.version}</code> },
            { header: 'Built', cell: (b) => formatDateTime(b.builtAt) || 'unknown' },
            {
              header: 'Action',
              cell: (b) =>
                b.manifestUrl === entry.manifestUrl ? (
                  <StatusBadge tone="success">Live</StatusBadge>
                ) : (
                  <Button variant="secondary" onClick={() => setPending({ kind: 'switch', version: b.version })} disabled={busy} aria-label={`Switch ${entry.name} to ${b.version}`}>
                    Switch to {b.version}
                  </Button>
                ),
            },
          ]}
          rows={builds.data.builds}
          rowKey={(b) => b.version}
          rowTone={(b) => (b.manifestUrl === entry.manifestUrl ? 'highlight' : undefined)}
          empty="No builds listed in versions.json."
        />
      )}

      <details className="adm-remote__more">
        <summary>Another version or manifest URL</summary>
        <form className="adm-remote__manual" onSubmit={submitManual} noValidate>
          <TextField label="Version" value={manual.version} error={manualErrors.version} onChange={(e) => setManual((m) => ({ ...m, version: e.target.value }))} />
          <TextField
            label="Manifest URL (optional)"
            hint="Leave empty to use the remote's usual address for that version."
            value={manual.manifestUrl}
            error={manualErrors.manifestUrl}
            onChange={(e) => setManual((m) => ({ ...m, manifestUrl: e.target.value }))}
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            Switch
          </Button>
        </form>
      </details>

      <details className="adm-remote__more">
        <summary>History</summary>
        {history.data ? (
          <DataTable
            caption={`History of ${entry.name}, newest first`}
            columns={[
              { header: 'When', cell: (h) => formatDateTime(h.changedAt) },
              { header: 'Version', cell: (h) => <code>{h.version}</code> },
              { header: 'By', cell: (h) => h.changedBy },
              { header: 'Manifest', hideOnPhone: true, cell: (h) => <span className="adm-remote__url">{h.manifestUrl}</span> },
            ]}
            rows={history.data.history}
            rowKey={(h) => h.id}
            empty="No changes yet."
          />
        ) : (
          <p className="adm-muted">{history.error ? errorMessage(history.error) : 'Loading…'}</p>
        )}
      </details>

      <Dialog
        open={pending !== null}
        onOpenChange={(open) => !open && !busy && setPending(null)}
        title={pending?.kind === 'rollback' ? `Roll ${REMOTE_LABELS[entry.name]} back?` : `Switch ${REMOTE_LABELS[entry.name]} to ${pending?.kind === 'switch' ? pending.version : ''}?`}
        description={
          pending?.kind === 'rollback'
            ? `${REMOTE_LABELS[entry.name]} goes back to the version it served before ${entry.version}.`
            : 'The server first checks that this build answers.'
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setPending(null)} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={busy} loadingText="Switching…">
              {pending?.kind === 'rollback' ? 'Roll back' : 'Switch'}
            </Button>
          </>
        }
      >
        <p>Every visitor gets it on their next page load. You can switch back at any time.</p>
      </Dialog>
    </section>
  );
}
