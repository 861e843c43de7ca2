import { Card, LoadingArea, useResource } from '@fondly/design-system';
import { firstNameOf, KEPT_PRIVATE_WORDS, type FamilyCall } from '@fondly/contract';
import { CALL_OUTCOME_LABELS, formatCallTime, formatDuration } from '../../lib/format';
import { listCalls, listRecipients } from '../../api/recipients';
import { SubPage } from './sub-page';
import styles from './dashboard.module.css';

/** Call History: each call's outcome and length, its Moment, and what was said. */
export function CallHistory() {
  const state = useResource(async () => {
    const recipients = await listRecipients();
    return Promise.all(recipients.map(async (r) => ({ recipient: r, calls: await listCalls(r.id) })));
  }, []);
  return (
    <SubPage title="Call History" intro="Every call, newest first: how it went, the Moment it became, and the conversation itself.">
      {state.loading && <LoadingArea />}
      {state.data?.map(({ recipient, calls }) => (
        <Card key={recipient.id} title={recipient.name} headingLevel={2}>
          {calls.length === 0 ? (
            <p className={styles.empty}>No calls yet. The first one is on its way.</p>
          ) : (
            <ol className={styles.calls}>
              {calls.map((c) => (
                <CallEntry key={c.id} call={c} recipientName={recipient.name} timeZone={recipient.schedule?.timeZone ?? 'America/New_York'} />
              ))}
            </ol>
          )}
        </Card>
      ))}
    </SubPage>
  );
}

function CallEntry({ call, recipientName, timeZone }: { call: FamilyCall; recipientName: string; timeZone: string }) {
  const alerted = call.alerts.length > 0;
  const good = call.state === 'completed' && !alerted;
  return (
    <li style={{ display: 'block' }}>
      <div className={styles.row} style={{ justifyContent: 'space-between' }}>
        {/* When the call was (or was to be) placed: the order of the list, newest first. */}
        <strong>{formatCallTime(call.answeredAt ?? call.dueAt, timeZone)}</strong>
        <span className={`${styles.pill} ${good ? styles.pillGood : call.state === 'canceled' ? '' : styles.pillBad}`}>
          {alerted ? 'Alert: family told' : call.notPlacedReason ? 'Not placed' : (CALL_OUTCOME_LABELS[call.state] ?? call.state)}
          {call.state === 'completed' && call.durationSeconds ? `, ${formatDuration(call.durationSeconds)}` : ''}
        </span>
      </div>
      {call.notPlacedReason && <p className={styles.empty}>{call.notPlacedReason}</p>}
      {alerted && (
        <div className={styles.alert} role="note" aria-label="Alert on this call">
          {call.alerts.map((a, i) => (
            <p key={i}>
              <strong>
                {formatCallTime(a.at, timeZone)}: what may be {a.concern}. The family was alerted.
              </strong>{' '}
              {a.said === KEPT_PRIVATE_WORDS ? a.said : <>{firstNameOf(recipientName)} said: “{a.said}”</>}
            </p>
          ))}
        </div>
      )}
      {call.noteDeclined && <p className={styles.empty}>{call.noteDeclined}</p>}
      {call.story && (
        <div className={styles.story}>
          <h3>{call.story.title}</h3>
          <p>{call.story.body}</p>
        </div>
      )}
      {call.transcript.length > 0 && (
        <details className={styles.transcript}>
          <summary>Read the conversation ({call.transcript.length} lines)</summary>
          <ol>
            {call.transcript.map((line, i) => (
              <li key={i}>
                {/* A part she kept private: the family sees that it was, never its words (decision 155). */}
                {line.keptPrivate ? <em>{line.text}</em> : <><strong>{line.speaker === 'companion' ? 'Fondly' : firstName(recipientName)}:</strong> {line.text}</>}
              </li>
            ))}
          </ol>
        </details>
      )}
    </li>
  );
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;
