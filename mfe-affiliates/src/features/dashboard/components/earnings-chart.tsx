import { formatCents, type AffiliateStats } from '@fondly/contract';

const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const fullMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const toDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/**
 * Twelve months of commissions as bars. Plain boxes rather than SVG, so the labels keep
 * the reader's text size on any screen (phones show the month's initial); the same
 * figures are in a table for screen readers.
 */
export function EarningsChart({ months }: { months: AffiliateStats['earningsByMonth'] }) {
  const max = Math.max(...months.map((m) => m.cents), 1);
  return (
    <figure className="aff-chart">
      <figcaption className="aff-chart__title">Earnings by month</figcaption>
      <div className="aff-chart__bars" aria-hidden="true">
        {months.map((m) => {
          const name = monthName.format(toDate(m.month));
          return (
            <div key={m.month} className="aff-chart__col" title={`${fullMonth.format(toDate(m.month))}: ${formatCents(m.cents)}`}>
              <span className="aff-chart__value">{m.cents > 0 ? formatCents(m.cents) : ''}</span>
              <span className="aff-chart__track">
                <span className="aff-chart__bar" style={{ height: `${(Math.max(m.cents, 0) / max) * 100}%` }} />
              </span>
              <span className="aff-chart__label">
                <span className="aff-chart__label--long">{name}</span>
                <span className="aff-chart__label--short">{name[0]}</span>
              </span>
            </div>
          );
        })}
      </div>
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
