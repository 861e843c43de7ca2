import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@fondly/design-system';
import { LOG_LEVELS, type LogEntry, type LogLevel } from '@fondly/contract';
import { formatTime, StatusBadge, type StatusTone } from '../../components';
import type { LiveLog } from './use-live-log';
import './live-log.css';

const LEVEL_TONE: Record<LogLevel, StatusTone> = { info: 'info', success: 'success', warn: 'warning', error: 'danger' };
const STATUS_TEXT = { connecting: 'Connecting…', connected: 'Connected', disconnected: 'Disconnected' } as const;

/** The live log: connection state, connect / disconnect / clear, a level filter and the lines. */
export function LiveLogViewer({ log }: { log: LiveLog }) {
  const titleId = useId();
  const [shown, setShown] = useState<Record<LogLevel, boolean>>({ info: true, success: true, warn: true, error: true });
  const listRef = useRef<HTMLOListElement>(null);
  const followRef = useRef(true);
  const visible = log.entries.filter((e) => shown[e.level]);

  // Follow new lines while the reader is at the bottom; stay put while they scroll back.
  useEffect(() => {
    const list = listRef.current;
    if (list && followRef.current) list.scrollTop = list.scrollHeight;
  }, [visible.length]);

  return (
    <section className="adm-live-log" aria-labelledby={titleId} data-testid="live-log">
      <div className="adm-live-log__head">
        <h2 id={titleId} className="adm-live-log__title">
          Live log
        </h2>
        <span className="adm-live-log__status" data-status={log.status} role="status">
          <span className="adm-live-log__dot" aria-hidden="true" />
          {STATUS_TEXT[log.status]}
        </span>
        <div className="adm-live-log__actions">
          <Button variant="secondary" onClick={log.connect} disabled={log.status !== 'disconnected'}>
            Connect
          </Button>
          <Button variant="secondary" onClick={log.disconnect} disabled={log.status === 'disconnected'}>
            Disconnect
          </Button>
          <Button variant="ghost" onClick={log.clear} disabled={log.entries.length === 0}>
            Clear
          </Button>
        </div>
      </div>
      {log.problem && (
        <p className="adm-live-log__problem" role="alert">
          {log.problem}
        </p>
      )}
      <fieldset className="adm-live-log__filter">
        <legend>Show levels</legend>
        {LOG_LEVELS.map((level) => (
          <label key={level} className="adm-live-log__filter-option">
            <input
              type="checkbox"
              checked={shown[level]}
              onChange={(e) => setShown((s) => ({ ...s, [level]: e.target.checked }))}
            />
            {level}
          </label>
        ))}
      </fieldset>
      {visible.length === 0 ? (
        <p className="adm-live-log__empty">
          {log.entries.length === 0
            ? 'No log lines yet. Run a test and its lines appear here as they happen.'
            : 'No lines at the chosen levels.'}
        </p>
      ) : (
        <ol
          ref={listRef}
          className="adm-live-log__lines"
          aria-label="Log lines, oldest first"
          // A busy log read aloud line by line would be unusable; readers browse it instead.
          aria-live="off"
          tabIndex={0}
          onScroll={(e) => {
            const el = e.currentTarget;
            followRef.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
          }}
        >
          {visible.map((entry, i) => (
            <LogLine key={`${entry.timestamp}-${i}`} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}

function LogLine({ entry }: { entry: LogEntry }) {
  const hasData = Object.keys(entry.data).length > 0;
  return (
    <li className="adm-live-log__line" data-level={entry.level}>
      <time dateTime={entry.timestamp} className="adm-live-log__time">
        {formatTime(entry.timestamp)}
      </time>
      <StatusBadge tone={LEVEL_TONE[entry.level]}>{entry.level}</StatusBadge>
      <span className="adm-live-log__service">{entry.service}</span>
      <span className="adm-live-log__message">{entry.message}</span>
      {hasData && (
        <details className="adm-live-log__data">
          <summary>{compact(entry.data)}</summary>
          <pre>{JSON.stringify(entry.data, null, 2)}</pre>
        </details>
      )}
    </li>
  );
}

function compact(data: Record<string, unknown>): string {
  const text = Object.entries(data)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' ');
  return text.length > 140 ? `${text.slice(0, 140)}…` : text;
}
