import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, LoadingArea, SelectField, TextField, toast, useResource, serverFieldErrors, serverMessage } from '@fondly/design-system';
import { FIELD_LABELS, cadenceLabel, CADENCES, choiceOfWindow, findPlan, windowLabel, type Account, type Cadence, type CallDay, type CallNowPreview, type Recipient, type WindowChoice } from '@fondly/contract';
import { CallTimesFields, ScheduleWarning } from '../../components/call-times-fields';
import { TimeZoneField } from '../../components/time-zone-field';
import { formatCallTime, formatDay } from '../../lib/format';
import { callNow, callNowPreview, listRecipients, pauseCalls, resumeCalls, skipCall, unskipCall, updateSchedule } from '../../api/recipients';
import { ConfirmEmailNote } from './confirm-email-note';
import { SubPage } from './sub-page';
import styles from './dashboard.module.css';

const failed = (error: unknown) =>
  toast({ title: 'That did not work', description: serverMessage(error) ?? 'Please try again in a moment.', variant: 'destructive' });

/** Call Scheduling: per loved one, how often and when, pause or resume, and the next calls. */
export function CallScheduling({ account }: { account: Account }) {
  const state = useResource(listRecipients, []);
  // What "as the plan allows" means, in the plan's own words (decision 173).
  const plan = account.subscription?.plan ?? findPlan('free') ?? null;
  return (
    <SubPage title="Call Scheduling" intro="Change how often and when we call, pause calls for a while, or skip one.">
      {state.loading && <LoadingArea />}
      {state.data?.map((r) => (
        <RecipientSchedule key={r.id} initial={r} plan={plan} />
      ))}
    </SubPage>
  );
}

function RecipientSchedule({ initial, plan }: { initial: Recipient; plan: { name: string; allowanceText: string } | null }) {
  const [recipient, setRecipient] = useState(initial);
  const schedule = recipient.schedule!;
  const saved = { cadence: schedule.cadence, windowChoice: (choiceOfWindow(schedule) ?? '') as WindowChoice | '', days: schedule.days as CallDay[], timeZone: schedule.timeZone };
  const [draft, setDraft] = useState(saved);
  const [busy, setBusy] = useState<string | null>(null);
  // Pause Calls may have an end date (issue 30, item 12): her day on which calls start again.
  const [pauseUntil, setPauseUntil] = useState('');
  const [pauseError, setPauseError] = useState<string | null>(null);
  // Set when the plan's calls are all used or planned: the server's words, and the offer to move the next call.
  const [full, setFull] = useState<string | null>(null);
  // Set when the account's email is not confirmed yet: the server's words, and a way to get the link again.
  const [refused, setRefused] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState<{ message: string; email: string } | null>(null);
  // What Call Now would do, said before it is used (issue 30): read again after anything that changes her calls.
  const [preview, setPreview] = useState<CallNowPreview | null>(null);
  useEffect(() => {
    if (schedule.paused) return setPreview(null);
    let live = true;
    callNowPreview(recipient.id).then((p) => live && setPreview(p), () => live && setPreview(null));
    return () => {
      live = false;
    };
  }, [recipient]);
  const changed = draft.cadence !== saved.cadence || draft.windowChoice !== saved.windowChoice || draft.days.join() !== saved.days.join() || draft.timeZone !== saved.timeZone;

  async function run(what: string, action: () => Promise<Recipient | void>, done: string) {
    setBusy(what);
    setRefused(null);
    try {
      const updated = await action();
      if (updated) setRecipient(updated);
      toast({ title: done, variant: 'success' });
    } catch (error) {
      // A window no legal call can meet is not saved: said beside the fields, where it is changed.
      const window = serverFieldErrors(error).windowChoice;
      if (what === 'save' && window) setRefused(window);
      else failed(error);
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
          <span className={`${styles.pill} ${styles.pillBad}`} data-testid="paused-pill">
            {schedule.pausedUntil ? `Calls paused until ${formatDay(schedule.pausedUntil, schedule.timeZone)}` : 'Calls paused'}
          </span>
        ) : (
          <span className={`${styles.pill} ${styles.pillGood}`}>Calls on</span>
        )}
      </p>
      <div className={styles.fields}>
        <SelectField
          label={FIELD_LABELS.cadence}
          name={`cadence-${recipient.id}`}
          value={draft.cadence}
          onChange={(e) => setDraft({ ...draft, cadence: e.target.value as Cadence })}
          options={CADENCES.map((c) => ({ value: c, label: cadenceLabel(c, plan) }))}
        />
        <CallTimesFields
          names={{ window: `window-${recipient.id}`, days: `days-${recipient.id}` }}
          // Hours no page offers (an older row) are shown as they are and kept until changed (decision 129), not as the first option.
          unchosen={saved.windowChoice ? undefined : { label: windowLabel(schedule) }}
          windowChoice={draft.windowChoice}
          onWindowChoice={(windowChoice) => setDraft((d) => ({ ...d, windowChoice }))}
          days={draft.days}
          onDays={(days) => setDraft((d) => ({ ...d, days }))}
        />
        <TimeZoneField name={`timeZone-${recipient.id}`} value={draft.timeZone} onChange={(z) => setDraft({ ...draft, timeZone: z })} phone={recipient.phone} recipientName={recipient.name} />
      </div>
      <div className={styles.row}>
        <Button disabled={!changed} loading={busy === 'save'} loadingText="Saving..." onClick={() =>
            run('save', () => updateSchedule(recipient.id, { cadence: draft.cadence, timeZone: draft.timeZone, days: draft.days, ...(draft.windowChoice ? { windowChoice: draft.windowChoice } : {}) }), 'Schedule saved')
          }>
          Save Schedule
        </Button>
        {schedule.paused ? (
          <Button variant="secondary" loading={busy === 'resume'} loadingText="Resuming..." onClick={() => run('resume', () => resumeCalls(recipient.id), 'Calls resumed')}>
            Resume Calls
          </Button>
        ) : (
          <Button
            variant="secondary"
            loading={busy === 'pause'}
            loadingText="Pausing..."
            onClick={async () => {
              setPauseError(null);
              setBusy('pause');
              try {
                setRecipient(await pauseCalls(recipient.id, pauseUntil || undefined));
                toast({ title: pauseUntil ? 'Calls paused until then' : 'Calls paused', variant: 'success' });
              } catch (error) {
                const field = serverFieldErrors(error).until;
                if (field) setPauseError(field);
                else failed(error);
              } finally {
                setBusy(null);
              }
            }}
          >
            Pause Calls
          </Button>
        )}
        {!schedule.paused && (
          // In the law's quiet hours nothing the family does makes Call Now work: it says so before it
          // is pressed, disabled, with the reason beside it (other refusals keep their way out on press).
          <Button
            variant="ghost"
            loading={busy === 'now'}
            loadingText="Calling..."
            disabled={preview?.kind === 'outside-calling-hours' || Boolean(preview?.upgradeUrl)}
            aria-describedby={preview && !full ? `call-now-note-${recipient.id}` : undefined}
            onClick={() => void placeCall(false)}
          >
            Call Now
          </Button>
        )}
      </div>
      {preview && !full && (
        <p className={styles.hint} data-testid="call-now-note" id={`call-now-note-${recipient.id}`}>
          {preview.note}
          {preview.upgradeUrl && (
            <>
              {' '}
              <Link to={preview.upgradeUrl} data-testid="call-now-upgrade">
                See plans with more calls
              </Link>
            </>
          )}
        </p>
      )}
      {!schedule.paused && (
        <TextField
          label="Pause until (optional)"
          name={`pause-until-${recipient.id}`}
          type="date"
          value={pauseUntil}
          onChange={(e) => setPauseUntil(e.target.value)}
          hint="Calls start again by themselves on this day. Leave it empty to pause until you resume."
          error={pauseError ?? undefined}
        />
      )}
      <ScheduleWarning text={refused ?? schedule.warning} />
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
      {!schedule.paused && recipient.skippedCalls.length > 0 && (
        <>
          <h3>Skipped calls</h3>
          <ul className={styles.calls}>
            {recipient.skippedCalls.map((c) => (
              <li key={c.id} data-testid="skipped-call">
                <span>{formatCallTime(c.dueAt, schedule.timeZone)} (skipped)</span>
                <Button variant="ghost" loading={busy === `undo-${c.id}`} loadingText="Putting back..." onClick={() => run(`undo-${c.id}`, () => unskipCall(recipient.id, c.id), 'Call put back')}>
                  Undo Skip
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
