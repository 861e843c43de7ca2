import { formatCents, type AffiliateStats } from '@fondly/api/contract';

const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const fullMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const toDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/**
 * Twelve months of commissions as bars (inline SVG, no chart library), with the same
 * figures in a table for screen readers.
 */
export function EarningsChart({ months }: { months: AffiliateStats['earningsByMonth'] }) {
  const width = 600;
  const height = 200;
  const top = 24;
  const bottom = 28;
  const max = Math.max(...months.map((m) => m.cents), 1);
  const slot = width / months.length;
  const bar = slot * 0.6;
  return (
    <figure className="aff-chart">
      <figcaption className="aff-chart__title">Earnings by month</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-hidden="true" focusable="false" className="aff-chart__svg">
        <line x1="0" x2={width} y1={height - bottom} y2={height - bottom} className="aff-chart__axis" />
        {months.map((m, i) => {
          const h = Math.max(0, ((height - top - bottom) * Math.max(m.cents, 0)) / max);
          const x = i * slot + (slot - bar) / 2;
          const y = height - bottom - h;
          return (
            <g key={m.month}>
              <rect x={x} y={y} width={bar} height={h} rx="4" className="aff-chart__bar" />
              {m.cents > 0 && (
                <text x={x + bar / 2} y={y - 6} textAnchor="middle" className="aff-chart__value">
                  {formatCents(m.cents)}
                </text>
              )}
              <text x={x + bar / 2} y={height - 8} textAnchor="middle" className="aff-chart__label">
                {monthName.format(toDate(m.month))}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="fds-visually-hidden">
        <caption>Commissions earned each month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Earned</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <td>{fullMonth.format(toDate(m.month))}</td>
              <td>{formatCents(m.cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
