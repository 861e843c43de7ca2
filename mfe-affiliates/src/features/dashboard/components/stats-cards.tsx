import { formatCents, type AffiliateStats } from '@fondly/contract';

/** The four headline cards of spec section 2. */
export function StatsCards({ stats }: { stats: AffiliateStats }) {
  const cards = [
    { label: 'Total Earnings', value: formatCents(stats.totalEarningsCents), note: `${formatCents(stats.monthlyEarningsCents)} this month` },
    { label: 'Total Referrals', value: String(stats.totalReferrals), note: `${stats.monthlyReferrals} this month` },
    { label: 'Conversion Rate', value: `${stats.conversionRate}%`, note: `${stats.clicks} ${stats.clicks === 1 ? 'visit' : 'visits'} from your links` },
    { label: 'Commission Rate', value: `${stats.commissionRate}%`, note: 'on every payment, recurring' },
  ];
  return (
    <dl className="aff-stats">
      {cards.map((c) => (
        <div key={c.label} className="aff-stat" data-testid={`stat-${c.label.toLowerCase().replace(/\s+/g, '-')}`}>
          <dt className="aff-stat__label">{c.label}</dt>
          <dd className="aff-stat__value">{c.value}</dd>
          <dd className="aff-stat__note">{c.note}</dd>
        </div>
      ))}
    </dl>
  );
}
