import { useEffect, useId, useRef, useState } from 'react';
import type { ActivityWeek } from '@fondly/contract';
import styles from './dashboard.module.css';

const H = 240;
const PAD = { top: 28, right: 48, bottom: 36, left: 48 };
/** Drawn at the size it is shown, so the labels stay 14px on a phone too. */
const FONT = 14;
const COLORS = { completed: 'var(--fds-color-primary)', missed: 'var(--fds-color-accent)', mood: 'var(--fds-color-plum)' };

const weekLabel = (iso: string, short = false) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', short ? { month: 'numeric', day: 'numeric', timeZone: 'UTC' } : { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The width the chart has on screen. */
function useWidth() {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.max(280, Math.round(entry.contentRect.width))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
const moodWord = (m: number) => (m >= 4 ? 'bright' : m >= 2.5 ? 'steady' : 'low');

/**
 * Calls per week (answered in teal, missed in apricot, stacked) and the mood heard on
 * the calls (plum dots, 1 low to 5 bright). Inline SVG, with the same figures as a table
 * for screen readers.
 */
export function ActivityChart({ weeks, name, named = false }: { weeks: ActivityWeek[]; name: string; named?: boolean }) {
  const captionId = useId();
  const { ref, width: W } = useWidth();
  const narrow = W < 480;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const maxCalls = Math.max(4, ...weeks.map((w) => w.completedCalls + w.missedCalls));
  const slot = innerW / Math.max(weeks.length, 1);
  const barW = Math.min(40, slot * 0.55);
  const y = (calls: number) => PAD.top + innerH - (calls / maxCalls) * innerH;
  const moodY = (m: number) => PAD.top + innerH - ((m - 1) / 4) * innerH;
  const moodPoints = weeks
    .map((w, i) => (w.averageMood === null ? null : { x: PAD.left + slot * i + slot / 2, y: moodY(w.averageMood) }))
    .filter((p): p is { x: number; y: number } => p !== null);
  const anyCalls = weeks.some((w) => w.completedCalls + w.missedCalls > 0);

  return (
    <figure className={styles.chart} ref={ref} data-testid="activity-chart" aria-label={`Calls and mood: ${name}`}>
      {named && <h3 className={styles.chartName}>{name}</h3>}
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={styles.swatch} style={{ background: COLORS.completed }} /> Calls answered
        </li>
        <li>
          <span className={styles.swatch} style={{ background: COLORS.missed }} /> Calls missed
        </li>
        <li>
          <span className={styles.swatch} style={{ background: COLORS.mood, borderRadius: '50%' }} /> Mood (1 low, 5 bright)
        </li>
      </ul>
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-labelledby={captionId}>
        {/* The axes say what they count: calls on the left, mood on the right. */}
        <text x={PAD.left - 8} y={PAD.top - 12} textAnchor="end" fontSize={FONT} fontWeight="600" fill="var(--fds-color-text-muted)">
          Calls
        </text>
        <text x={W - 2} y={PAD.top - 12} textAnchor="end" fontSize={FONT} fontWeight="600" fill="var(--fds-color-plum)">
          Mood
        </text>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + innerH * (1 - f)} y2={PAD.top + innerH * (1 - f)} stroke="var(--fds-color-border-subtle)" />
            <text x={PAD.left - 8} y={PAD.top + innerH * (1 - f) + 5} textAnchor="end" fontSize={FONT} fill="var(--fds-color-text-muted)">
              {Math.round(maxCalls * f)}
            </text>
            <text x={W - PAD.right + 8} y={PAD.top + innerH * (1 - f) + 5} fontSize={FONT} fill="var(--fds-color-plum)">
              {1 + 4 * f}
            </text>
          </g>
        ))}
        {weeks.map((w, i) => {
          const x = PAD.left + slot * i + (slot - barW) / 2;
          const completedTop = y(w.completedCalls);
          const missedTop = y(w.completedCalls + w.missedCalls);
          return (
            <g key={w.weekStart}>
              <rect x={x} y={completedTop} width={barW} height={PAD.top + innerH - completedTop} fill={COLORS.completed} rx="3" />
              <rect x={x} y={missedTop} width={barW} height={completedTop - missedTop} fill={COLORS.missed} rx="3" />
              {/* A week with an urgent alert says so on its bar: its mood is never charted as bright. */}
              {w.alerts > 0 && (
                <text x={x + barW / 2} y={missedTop - 6} textAnchor="middle" fontSize={FONT} fontWeight="700" fill="var(--fds-color-danger)" data-testid="week-alert">
                  {w.alerts === 1 ? 'Alert' : `${w.alerts} alerts`}
                </text>
              )}
              {/* On a phone every other week is labelled, ending with this week, so labels never overlap. */}
              {(!narrow || (weeks.length - 1 - i) % 2 === 0) && (
                <text x={x + barW / 2} y={H - 12} textAnchor="middle" fontSize={FONT} fill="var(--fds-color-text-muted)">
                  {weekLabel(w.weekStart, narrow)}
                </text>
              )}
            </g>
          );
        })}
        {moodPoints.length > 1 && (
          <polyline points={moodPoints.map((p) => `${p.x},${p.y}`).join(' ')} fill="none" stroke={COLORS.mood} strokeWidth="2.5" strokeDasharray="5 4" />
        )}
        {moodPoints.map((p, i) => (
          <circle key={i} cx={p.x} cy={p.y} r="6" fill={COLORS.mood} stroke="var(--fds-color-surface)" strokeWidth="2" />
        ))}
      </svg>
      <figcaption id={captionId}>
        {anyCalls
          ? `Calls with ${name} each week${weeks.length < 8 ? ` since ${weekLabel(weeks[0]!.weekStart)}` : ' over the last 8 weeks'}, and the mood ${name} described (from the words used when asked how things are).`
          : 'Calls each week will appear here after the first call.'}
      </figcaption>
      {/* A table ignores the 1px box of the hidden class; its wrapper does not. */}
      <div className="fds-visually-hidden">
      <table>
        <caption>Calls and mood by week: {name}</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Answered</th>
            <th scope="col">Missed</th>
            <th scope="col">Mood</th>
            <th scope="col">Alerts</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.weekStart}>
              <th scope="row">{weekLabel(w.weekStart)}</th>
              <td>{w.completedCalls}</td>
              <td>{w.missedCalls}</td>
              <td>{w.averageMood === null ? 'not recorded' : `${w.averageMood} (${moodWord(w.averageMood)})`}</td>
              <td>{w.alerts}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </figure>
  );
}
