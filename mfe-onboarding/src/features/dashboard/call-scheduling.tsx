import { useState } from 'react';
import { Button, Card, LoadingArea, SelectField, TextField, toast, useResource, serverFieldErrors, serverMessage } from '@fondly/design-system';
import { FIELD_LABELS, cadenceLabel, CADENCES, choiceOfWindow, findPlan, windowLabel, type Account, type Cadence, type CallDay, type Recipient, type WindowChoice } from '@fondly/contract';
import { CallTimesFields, ScheduleWarning } from '../../components/call-times-fields';
import { TimeZoneField } from '../../components/time-zone-field';
import { formatCallTime, formatDay } from '../../lib/format';
import { listRecipients, pauseCalls, resumeCalls, skipCall, unskipCall, updateSchedule } from '../../api/recipients';
import { CallNow } from './call-now';
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
  // A window no legal call can meet: the server's words, beside the fields.
  const [refused, setRefused] = useState<string | null>(null);
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
      </div>
      <CallNow
        recipient={recipient}
        onPlaced={async () => {
          const updated = (await listRecipients()).find((r) => r.id === recipient.id);
          if (updated) setRecipient(updated);
        }}
      />
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
