import { useState, type FormEvent } from 'react';
import { Button, Card, TextAreaField, toast, useResource, fieldErrors, serverFieldErrors, serverMessage } from '@fondly/design-system';
import { firstNameOf, resolveAlertSchema, type OpenAlert } from '@fondly/contract';
import { formatCallTime } from '../../lib/format';
import { listOpenAlerts, resolveAlert } from '../../api/alerts';
import styles from './dashboard.module.css';

/**
 * Open alerts, at the top of the dashboard: what was said on the call, who was told, and a
 * way to mark each resolved with a note. Nothing shows when there is no open alert.
 */
export function OpenAlerts() {
  const state = useResource(listOpenAlerts, []);
  if (!state.data?.length) return null;
  return (
    <Card title={state.data.length === 1 ? 'An alert needs you' : `${state.data.length} alerts need you`} headingLevel={2}>
      <ol className={styles.calls}>
        {state.data.map((a) => (
          <AlertEntry key={a.callId} alert={a} onResolved={state.reload} />
        ))}
      </ol>
    </Card>
  );
}

function AlertEntry({ alert, onResolved }: { alert: OpenAlert; onResolved: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = resolveAlertSchema.safeParse({ note });
    if (!parsed.success) return setError(fieldErrors(parsed.error.issues).note);
    setError(undefined);
    setBusy(true);
    try {
      await resolveAlert(alert.callId, { note });
      toast({ title: 'Alert marked resolved', variant: 'success' });
      onResolved();
    } catch (err) {
      setError(serverFieldErrors(err).note ?? serverMessage(err) ?? 'Please try again.');
      setBusy(false);
    }
  }

  return (
    <li style={{ display: 'block' }}>
      <div className={styles.alert}>
        <p>
          <strong>
            {alert.recipientName}, {formatCallTime(alert.at, alert.timeZone)}: what may be {alert.concern}.
          </strong>{' '}
          {/* Her name, not "They": the family's pronouns are not guessed (a man called Dad was "they" here). */}
          {firstNameOf(alert.recipientName)} said: “{alert.said}”
        </p>
        <p className={styles.muted}>{alert.told.length ? `Alerted: ${alert.told.join(', ')}.` : 'Nobody in the family gets alerts: turn them on in Email Settings.'}</p>
        {alert.phoned.length > 0 && <p className={styles.muted}>Phoned: {alert.phoned.map((p) => `${p.name} (${p.outcome})`).join(', ')}.</p>}
      </div>
      <form onSubmit={submit} noValidate>
        <TextAreaField label="What happened? (a note for the family)" name={`note-${alert.callId}`} value={note} onChange={(e) => setNote(e.target.value)} error={error} rows={2} />
        <Button type="submit" variant="secondary" loading={busy} loadingText="Saving...">
          Mark resolved
        </Button>
      </form>
    </li>
  );
}
