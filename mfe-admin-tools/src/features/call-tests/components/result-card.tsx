import type { TestResult } from '@fondly/contract';
import { Spinner } from '@fondly/design-system';
import { formatTime, StatusBadge } from '../../../components';
import { CALL_TESTS, type CallTestKind } from '../api/run-call-test';

export interface TestRun {
  id: number;
  kind: CallTestKind;
  startedAt: Date;
  /** What was sent, minus nothing secret: a phone number and some text. */
  target: string;
  result: TestResult | null;
}

/** One test's outcome: success or "Failed" with error and details, call SID, audio, and the flow's steps. */
export function ResultCard({ run }: { run: TestRun }) {
  const { result } = run;
  const title = CALL_TESTS[run.kind].title;
  return (
    <article className="adm-result" data-outcome={result ? (result.success ? 'success' : 'failed') : 'running'} aria-busy={!result}>
      <header className="adm-result__head">
        <h3 className="adm-result__title">{title}</h3>
        {result ? (
          <StatusBadge tone={result.success ? 'success' : 'danger'}>{result.success ? 'Success' : 'Failed'}</StatusBadge>
        ) : (
          <span className="adm-result__running">
            <Spinner size="sm" /> Running…
          </span>
        )}
        <time className="adm-result__time" dateTime={run.startedAt.toISOString()}>
          {formatTime(run.startedAt)}
        </time>
      </header>
      <p className="adm-result__target">{run.target}</p>
      {result && (
        <>
          <p className="adm-result__message">{result.message}</p>
          {!result.success && result.error && (
            <p className="adm-result__error">
              <strong>Error:</strong> {result.error}
            </p>
          )}
          {result.callSid && (
            <p className="adm-result__sid">
              <strong>Call SID:</strong> <code>{result.callSid}</code>
            </p>
          )}
          {result.audioFile && (
            <div className="adm-result__audio">
              <strong>Audio:</strong>
              <audio controls src={result.audioFile} preload="metadata">
                <a href={result.audioFile} download>
                  Download the audio
                </a>
              </audio>
            </div>
          )}
          {result.steps && result.steps.length > 0 && (
            <ol className="adm-result__steps" aria-label={`${title} steps`}>
              {result.steps.map((step, i) => (
                <li key={`${step.step}-${i}`} data-ok={step.ok}>
                  <span className="adm-result__step-mark" aria-hidden="true">
                    {step.ok ? '✓' : '✗'}
                  </span>
                  <span className="fds-visually-hidden">{step.ok ? 'Done:' : 'Failed:'}</span>
                  <span className="adm-result__step-name">{step.step}</span>
                  {step.detail && <span className="adm-result__step-detail">{step.detail}</span>}
                  <time dateTime={step.at} className="adm-result__step-time">
                    {formatTime(step.at)}
                  </time>
                </li>
              ))}
            </ol>
          )}
          {result.details && Object.keys(result.details).length > 0 && (
            <details className="adm-result__details" open={!result.success}>
              <summary>Details</summary>
              <pre>{JSON.stringify(result.details, null, 2)}</pre>
            </details>
          )}
        </>
      )}
    </article>
  );
}
