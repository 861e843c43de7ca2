import type { BoardCall, TurnLatencyView } from '@fondly/contract';
import { formatDateTime, formatTime } from '../../../components';
import { CallState, CALL_STATE_LABEL } from './call-state';

function elapsed(from: string | null, now: number): string {
  if (!from) return '';
  const s = Math.max(0, Math.round((now - new Date(from).getTime()) / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** One call: who, where it is in its life, any alarm raised, and the conversation so far. */
export function CallCard({ call, now, live }: { call: BoardCall; now: number; live: boolean }) {
  const alarm = call.flags.find((f) => f.kind === 'distress');
  const optOut = call.flags.find((f) => f.kind === 'opt-out');
  return (
    <article className="adm-calls__card" data-state={call.state} aria-label={`Call with ${call.recipientName}, ${CALL_STATE_LABEL[call.state]}`}>
      <header className="adm-calls__card-head">
        <div>
          <h3 className="adm-calls__name">{call.recipientName}</h3>
          <span className="adm-calls__meta">
            {call.phone} · {call.origin === 'test' ? 'operator test' : call.origin}
            {call.attempt > 1 ? ` · try ${call.attempt}` : ''}
          </span>
        </div>
        <CallState state={call.state} />
      </header>
      {alarm && (
        <p className="adm-calls__alarm" role="alert">
          Distress ({alarm.category}): “{alarm.utterance}”. The family was alerted.
        </p>
      )}
      {optOut && <p className="adm-calls__optout">Asked to stop: “{optOut.utterance}”. Calls are paused.</p>}
      <p className="adm-calls__times">
        {live ? (call.answeredAt ? `Talking for ${elapsed(call.answeredAt, now)}` : `Placed ${formatTime(call.dueAt)}`) : `Ended ${formatDateTime(call.endedAt)}${call.durationSeconds ? ` after ${Math.round(call.durationSeconds / 60)} min` : ''}`}
        {call.failureReason ? ` · ${call.failureReason}` : ''}
      </p>
      <ol className="adm-calls__steps" aria-label="Steps">
        {call.steps.map((s, i) => (
          <li key={i}>
            {formatTime(s.at)} {CALL_STATE_LABEL[s.state]}
            {s.note ? ` (${s.note})` : ''}
          </li>
        ))}
      </ol>
      {call.transcript.length > 0 && (
        <details className="adm-calls__transcript" open={live}>
          <summary>Transcript ({call.transcript.length} lines)</summary>
          <ul>
            {call.transcript.slice(live ? -6 : 0).map((l, i) => (
              <li key={i} data-speaker={l.speaker}>
                <strong>{l.speaker === 'companion' ? 'Fondly' : call.recipientName}:</strong> {l.text}
                {l.latency && <TurnTiming latency={l.latency} />}
              </li>
            ))}
          </ul>
        </details>
      )}
    </article>
  );
}

const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);

/** Where a reply's time went after she stopped speaking: the transcriber, the pause, the model, the voice, the line. */
function TurnTiming({ latency }: { latency: TurnLatencyView }) {
  return (
    <span className="adm-calls__latency" aria-label="Reply timing after she stopped speaking">
      reply audio after {seconds(latency.firstAudio)} (words back {seconds(latency.transcript)} · turn over {seconds(latency.decided)} · model {seconds(latency.firstToken)} · first sentence heard {seconds(latency.firstSentencePlayed)})
    </span>
  );
}
