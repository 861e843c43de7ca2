import { useState } from 'react';
import { Button, Card, LoadingArea, SelectField, toast, useResource, serverFieldErrors, serverMessage } from '@fondly/design-system';
import { CADENCE_LABELS, CADENCES, CALL_WINDOWS, SCHEDULE_WINDOW_LABELS, windowLabel, type Cadence, type CallWindow, type Recipient } from '@fondly/api/contract';
import { TimeZoneField } from '../../components/time-zone-field';
import { formatCallTime } from '../../lib/format';
import { callNow, listRecipients, pauseCalls, resumeCalls, skipCall, updateSchedule } from '../../api/recipients';
import { ConfirmEmailNote } from './confirm-email-note';
import { SubPage } from './sub-page';
import styles from './dashboard.module.css';

const failed = (error: unknown) =>
  toast({ title: 'That did not work', description: serverMessage(error) ?? 'Please try again in a moment.', variant: 'destructive' });

/** Call Scheduling: per loved one, how often and when, pause or resume, and the next calls. */
export function CallScheduling() {
  const state = useResource(listRecipients, []);
  return (
    <SubPage title="Call Scheduling" intro="Change how often and when we call, pause calls for a while, or skip one.">
      {state.loading && <LoadingArea />}
      {state.data?.map((r) => (
        <RecipientSchedule key={r.id} initial={r} />
      ))}
    </SubPage>
  );
}

function RecipientSchedule({ initial }: { initial: Recipient }) {
  const [recipient, setRecipient] = useState(initial);
  const schedule = recipient.schedule!;
  const [draft, setDraft] = useState({ cadence: schedule.cadence, window: schedule.window, timeZone: schedule.timeZone });
  const [busy, setBusy] = useState<string | null>(null);
  // Set when the plan's calls are all used or planned: the server's words, and the offer to move the next call.
  const [full, setFull] = useState<string | null>(null);
  // Set when the account's email is not confirmed yet: the server's words, and a way to get the link again.
  const [unconfirmed, setUnconfirmed] = useState<{ message: string; email: string } | null>(null);
  const changed = draft.cadence !== schedule.cadence || draft.window !== schedule.window || draft.timeZone !== schedule.timeZone;

  async function run(what: string, action: () => Promise<Recipient | void>, done: string) {
    setBusy(what);
    try {
      const updated = await action();
      if (updated) setRecipient(updated);
      toast({ title: done, variant: 'success' });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  }

  /** An extra call within the plan; only `move` (the family's own choice) brings the next planned call forward. */
  async function placeCall(move: boolean) {
    setBusy(move ? 'move' : 'now');
    try {
      const placed = await callNow(recipient.id, move);
      setFull(null);
      const updated = (await listRecipients()).find((r) => r.id === recipient.id);
      if (updated) setRecipient(updated);
      toast({
        title: `Calling ${recipient.name} now`,
        description: placed.movedNextCall ? 'This call takes the place of the next planned one.' : 'An extra call: every planned call stays as it is.',
        variant: 'success',
      });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.confirmEmail) setUnconfirmed({ message: serverMessage(error) ?? '', email: fields.confirmEmail });
      else if (!move && fields.moveNextCall) setFull(serverMessage(error));
      else failed(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card title={recipient.name} headingLevel={2}>
      <p>
        {schedule.paused ? (
          <span className={`${styles.pill} ${styles.pillBad}`}>Calls paused</span>
        ) : (
          <span className={`${styles.pill} ${styles.pillGood}`}>Calls on</span>
        )}
      </p>
      <div className={styles.fields}>
        <SelectField
          label="How often"
          name={`cadence-${recipient.id}`}
          value={draft.cadence}
          onChange={(e) => setDraft({ ...draft, cadence: e.target.value as Cadence })}
          options={CADENCES.map((c) => ({ value: c, label: CADENCE_LABELS[c] }))}
        />
        <SelectField
          label="Time of day"
          name={`window-${recipient.id}`}
          value={draft.window}
          onChange={(e) => setDraft({ ...draft, window: e.target.value as CallWindow })}
          // Her own window reads with the hours it keeps (an /onboarding "Afternoon (1-3 PM)" stays that).
          options={CALL_WINDOWS.map((w) => ({ value: w, label: w === schedule.window ? windowLabel(schedule) : SCHEDULE_WINDOW_LABELS[w] }))}
        />
        <TimeZoneField name={`timeZone-${recipient.id}`} value={draft.timeZone} onChange={(z) => setDraft({ ...draft, timeZone: z })} />
      </div>
      <div className={styles.row}>
        <Button disabled={!changed} loading={busy === 'save'} loadingText="Saving..." onClick={() => run('save', () => updateSchedule(recipient.id, draft), 'Schedule saved')}>
          Save Schedule
        </Button>
        {schedule.paused ? (
          <Button variant="secondary" loading={busy === 'resume'} loadingText="Resuming..." onClick={() => run('resume', () => resumeCalls(recipient.id), 'Calls resumed')}>
            Resume Calls
          </Button>
        ) : (
          <Button variant="secondary" loading={busy === 'pause'} loadingText="Pausing..." onClick={() => run('pause', () => pauseCalls(recipient.id), 'Calls paused')}>
            Pause Calls
          </Button>
        )}
        {!schedule.paused && (
          <Button variant="ghost" loading={busy === 'now'} loadingText="Calling..." onClick={() => void placeCall(false)}>
            Call Now
          </Button>
        )}
      </div>
      {unconfirmed && <ConfirmEmailNote email={unconfirmed.email} message={unconfirmed.message} />}
      {full && (
        <div className={styles.offer} role="alert">
          <p>{full}</p>
          <div className={styles.row}>
            <Button loading={busy === 'move'} loadingText="Calling..." onClick={() => void placeCall(true)}>
              Call Now Instead of the Next Call
            </Button>
            <Button variant="secondary" onClick={() => setFull(null)}>
              Keep the Planned Calls
            </Button>
          </div>
        </div>
      )}
      <h3>Next planned calls</h3>
      {recipient.upcomingCalls.length === 0 ? (
        <p className={styles.empty}>{schedule.paused ? 'None while calls are paused.' : 'None planned yet.'}</p>
      ) : (
        <ul className={styles.calls}>
          {recipient.upcomingCalls.map((c) => (
            <li key={c.id}>
              <span>{formatCallTime(c.dueAt, schedule.timeZone)}</span>
              <Button variant="ghost" loading={busy === c.id} loadingText="Skipping..." onClick={() => run(c.id, () => skipCall(recipient.id, c.id), 'Call skipped')}>
                Skip This Call
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
