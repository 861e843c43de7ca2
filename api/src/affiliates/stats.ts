import { and, count, desc, eq, inArray, isNotNull, isNull, sql, sum } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { DbOrTx } from '../db/client.js';
import { checkouts, commissions, payouts, referralClicks } from '../db/schema/index.js';
import { getPlan } from '../plans/index.js';
import { MIN_PAYOUT_CENTS, type AffiliateStats, type CommissionRow, type Payout } from '@fondly/contract/affiliates';
import type { AffiliateRow } from './accounts.js';

const toNumber = (v: unknown) => Number(v ?? 0);

export function publicPayout(p: typeof payouts.$inferSelect): Payout {
  return { id: p.id, amountCents: p.amountCents, status: p.status, requestedAt: p.requestedAt.toISOString(), paidAt: p.paidAt?.toISOString() ?? null };
}

/** Commissions earned and not yet in any payout: what a payout request asks for. */
export async function availableForPayoutCents(db: DbOrTx, affiliateId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sum(commissions.amountCents) })
    .from(commissions)
    .where(and(eq(commissions.affiliateId, affiliateId), eq(commissions.status, 'pending'), isNull(commissions.payoutId)));
  return toNumber(row?.cents);
}

/**
 * The dashboard's numbers, all from the ledger: earnings are commissions not reversed
 * (clawbacks count against them), referrals are completed checkouts through the
 * affiliate's links, and the conversion rate is referrals per hundred link visits.
 * "This month" is the calendar month in UTC.
 */
export async function affiliateStats(db: DbOrTx, affiliate: AffiliateRow, now: Date): Promise<AffiliateStats> {
  const monthStart = DateTime.fromJSDate(now, { zone: 'utc' }).startOf('month');
  const yearAgo = monthStart.minus({ months: 11 });
  // One pass over the affiliate's commissions, grouped by month: every money figure comes from it.
  const month = sql<string>`date_trunc('month', ${commissions.createdAt} at time zone 'UTC')::date::text`;
  const [byMonth, [referrals], [clicks], [open]] = await Promise.all([
    db
      .select({
        month,
        earned: sql<string>`coalesce(sum(${commissions.amountCents}) filter (where ${commissions.status} <> 'reversed'), 0)`,
        available: sql<string>`coalesce(sum(${commissions.amountCents}) filter (where ${commissions.status} = 'pending' and ${commissions.payoutId} is null), 0)`,
      })
      .from(commissions)
      .where(eq(commissions.affiliateId, affiliate.id))
      .groupBy(sql`1`),
    db
      .select({
        total: count(),
        thisMonth: sql<string>`count(*) filter (where ${checkouts.completedAt} >= ${monthStart.toISO()}::timestamptz)`,
      })
      .from(checkouts)
      .where(and(eq(checkouts.affiliateId, affiliate.id), isNotNull(checkouts.completedAt))),
    db.select({ n: count() }).from(referralClicks).where(eq(referralClicks.affiliateId, affiliate.id)),
    db
      .select()
      .from(payouts)
      .where(and(eq(payouts.affiliateId, affiliate.id), inArray(payouts.status, ['requested', 'approved'])))
      .limit(1),
  ]);
  // '2026-11-01' -> '2026-11'
  const earnedByMonth = new Map(byMonth.map((r) => [r.month.slice(0, 7), toNumber(r.earned)]));
  const sumOf = (key: 'earned' | 'available') => byMonth.reduce((total, r) => total + toNumber(r[key]), 0);
  const referred = toNumber(referrals?.total);
  const visits = toNumber(clicks?.n);
  const earningsByMonth = Array.from({ length: 12 }, (_, i) => {
    const m = yearAgo.plus({ months: i }).toFormat('yyyy-MM');
    return { month: m, cents: earnedByMonth.get(m) ?? 0 };
  });
  return {
    totalEarningsCents: sumOf('earned'),
    monthlyEarningsCents: earnedByMonth.get(monthStart.toFormat('yyyy-MM')) ?? 0,
    totalReferrals: referred,
    monthlyReferrals: toNumber(referrals?.thisMonth),
    conversionRate: visits > 0 ? Math.min(100, Math.round((referred / visits) * 1000) / 10) : 0,
    commissionRate: affiliate.commissionRateBps / 100,
    availableForPayoutCents: sumOf('available'),
    minimumPayoutCents: MIN_PAYOUT_CENTS,
    openPayout: open ? publicPayout(open) : null,
    clicks: visits,
    earningsByMonth,
  };
}

export async function listCommissions(db: DbOrTx, affiliateId: string, limit = 200): Promise<CommissionRow[]> {
  const rows = await db
    .select()
    .from(commissions)
    .where(eq(commissions.affiliateId, affiliateId))
    .orderBy(desc(commissions.createdAt), desc(commissions.id))
    .limit(limit);
  return rows.map((r) => {
    let plan = r.plan;
    try {
      plan = getPlan(r.plan).name;
    } catch {
      // A plan retired from the catalogue keeps its id.
    }
    return { id: r.id, customerName: r.customerName, plan, createdAt: r.createdAt.toISOString(), amountCents: r.amountCents, status: r.status };
  });
}
