import { useState } from 'react';
import { Card, CheckboxField, toast, useResource } from '@fondly/design-system';
import { firstNameOf, LONELINESS_SCORE_MAX, LONELINESS_SCORE_MIN, type LonelinessMonth, type LonelinessTrend } from '@fondly/contract';
import { getLonelinessTrends, saveLonelinessSetting } from '../../api/loneliness';
import styles from './dashboard.module.css';

const H = 200;
const PAD = { top: 16, right: 16, bottom: 32, left: 36 };
const FONT = 14;
const monthLabel = (month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const moodWord = (m: number) => (m >= 4 ? 'bright' : m >= 2.5 ? 'steady' : 'low');

/** Her score month by month (plum line, 3 to 9) over the calls made each month (light teal bars). Inline SVG; the table below says the same in words. */
function TrendChart({ months, name }: { months: LonelinessMonth[]; name: string }) {
  const W = 560;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(months.length, 1);
  const maxCalls = Math.max(4, ...months.map((m) => m.completedCalls));
  const scoreY = (s: number) => PAD.top + innerH - ((s - LONELINESS_SCORE_MIN) / (LONELINESS_SCORE_MAX - LONELINESS_SCORE_MIN)) * innerH;
  const points = months.map((m, i) => (m.score === null ? null : { x: PAD.left + slot * i + slot / 2, y: scoreY(m.score), score: m.score })).filter((p) => p !== null);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className={styles.lonelinessChart} role="img" aria-label={`${name}'s loneliness score by month, 3 hardly ever lonely to 9 often lonely`} data-testid="loneliness-chart">
      {[3, 6, 9].map((s) => (
        <g key={s}>
          <line x1={PAD.left} x2={W - PAD.right} y1={scoreY(s)} y2={scoreY(s)} stroke="var(--fds-color-border-subtle)" />
          <text x={PAD.left - 8} y={scoreY(s) + 5} textAnchor="end" fontSize={FONT} fill="var(--fds-color-plum)">
            {s}
          </text>
        </g>
      ))}
      {months.map((m, i) => {
        const h = (m.completedCalls / maxCalls) * innerH * 0.6;
        const barW = Math.min(36, slot * 0.5);
        return (
          <g key={m.month}>
            <rect x={PAD.left + slot * i + (slot - barW) / 2} y={PAD.top + innerH - h} width={barW} height={h} fill="var(--fds-color-primary)" opacity="0.25" rx="3" />
            <text x={PAD.left + slot * i + slot / 2} y={H - 10} textAnchor="middle" fontSize={FONT} fill="var(--fds-color-text-muted)">
              {monthLabel(m.month).split(' ')[0]}
            </text>
          </g>
        );
      })}
      {points.length > 1 && <polyline points={points.map((p) => `${p.x},${p.y}`).join(' ')} fill="none" stroke="var(--fds-color-plum)" strokeWidth="3" />}
      {points.map((p) => (
        <g key={p.x}>
          <circle cx={p.x} cy={p.y} r="7" fill="var(--fds-color-plum)" stroke="var(--fds-color-surface)" strokeWidth="2" />
          <text x={p.x} y={p.y - 12} textAnchor="middle" fontSize={FONT} fontWeight="700" fill="var(--fds-color-plum)">
            {p.score}
          </text>
        </g>
      ))}
    </svg>
  );
}

/**
 * Where to get help when her loneliness rises (the numbers the product gives elsewhere: 988 in a
 * crisis). Said with her name: the card knows no pronoun for her (walk finding 21).
 */
function WhereToGetHelp({ name }: { name: string }) {
  return (
    <div className={styles.lonelinessHelp} role="note" data-testid="loneliness-help">
      <p>
        <strong>{firstNameOf(name)}'s score has gone up or is high.</strong> A call or visit from family helps most. These can help too:
      </p>
      <ul>
        <li>
          The Eldercare Locator, <a href="tel:+18006771116">1-800-677-1116</a>: local services, clubs and visiting programmes for older adults.
        </li>
        <li>
          The Friendship Line, <a href="tel:+18009710016">1-800-971-0016</a>: a friendly voice for people 60 and over, day or night.
        </li>
        <li>
          In a crisis, call or text <a href="tel:988">988</a>, any time, day or night.
        </li>
      </ul>
    </div>
  );
}

function OneTrend({ trend, onSaved }: { trend: LonelinessTrend; onSaved: (t: LonelinessTrend) => void }) {
  const [saving, setSaving] = useState(false);
  const scored = trend.months.filter((m) => m.score !== null);
  const toggle = async (enabled: boolean) => {
    setSaving(true);
    try {
      onSaved(await saveLonelinessSetting(trend.recipientId, { enabled }));
      toast({ variant: 'success', title: enabled ? `The companion may ask ${trend.name} the three questions once a month.` : `The companion will not ask ${trend.name} these questions.` });
    } catch (err) {
      toast({ variant: 'destructive', title: err instanceof Error ? err.message : 'Something went wrong. Please try again.' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className={styles.lonelinessOne} aria-label={`${trend.name}: loneliness`}>
      <h3>{trend.name}</h3>
      {scored.length ? (
        <>
          <TrendChart months={trend.months} name={trend.name} />
          <p>
            Latest score <strong>{trend.latest}</strong>
            {trend.baseline !== null && scored.length > 1 ? `, first ${trend.baseline}` : ''}.
          </p>
        </>
      ) : (
        <p className={styles.empty}>{trend.enabled ? 'The first score will appear here after one of the next calls.' : 'No scores yet.'}</p>
      )}
      {trend.months.length > 0 && (
        <table className={styles.lonelinessTable}>
          <caption className="fds-visually-hidden">Loneliness score, calls and mood by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Score</th>
              <th scope="col">Calls</th>
              <th scope="col">Mood</th>
            </tr>
          </thead>
          <tbody>
            {trend.months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthLabel(m.month)}</th>
                <td>{m.score ?? '–'}</td>
                <td>{m.completedCalls}</td>
                <td>{m.averageMood === null ? '–' : moodWord(m.averageMood)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {trend.showHelp && <WhereToGetHelp name={trend.name} />}
      <CheckboxField
        label="Ask the three loneliness questions about once a month"
        checked={trend.enabled}
        disabled={saving}
        onChange={(e) => void toggle(e.currentTarget.checked)}
      />
    </section>
  );
}

/**
 * Loneliness, month by month (decision 156): the score from three short questions the companion
 * asks about once a month, since the first call, beside the calls made and the mood; what the
 * numbers mean, and where to get help when it rises. The family can turn the questions off.
 */
export function LonelinessCard() {
  const trends = useResource(getLonelinessTrends, []);
  const list = trends.data?.recipients ?? [];
  if (!trends.loading && !list.length) return null;
  return (
    <Card title="Loneliness, month by month" headingLevel={2}>
      <p>
        About once a month the companion asks three short questions from the UCLA Loneliness Scale: how often your loved one feels a lack of
        companionship, left out, or isolated. The score runs from <strong>3, hardly ever lonely</strong>, to <strong>9, often lonely</strong>. In a
        study of friendly phone calls, scores fell by about a point in four weeks. The questions are never asked on a call where something is worrying your loved one.
      </p>
      {trends.loading ? (
        <p className={styles.empty}>Loading…</p>
      ) : (
        list.map((t) => <OneTrend key={t.recipientId} trend={t} onSaved={(saved) => trends.setData({ recipients: list.map((x) => (x.recipientId === saved.recipientId ? saved : x)) })} />)
      )}
    </Card>
  );
}
