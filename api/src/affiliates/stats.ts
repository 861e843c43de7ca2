import { and, count, desc, eq, gte, inArray, isNotNull, isNull, ne, sql, sum } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { DbOrTx } from '../db/client.js';
import { checkouts, commissions, payouts, referralClicks } from '../db/schema/index.js';
import { getPlan } from '../plans/catalogue.js';
import { MIN_PAYOUT_CENTS, type AffiliateStats, type CommissionRow, type Payout } from '../contract/affiliates.js';
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
  const earned = and(eq(commissions.affiliateId, affiliate.id), ne(commissions.status, 'reversed'));
  const [[total], [monthly], [referrals], [monthlyReferrals], [clicks], byMonth, [open], available] = await Promise.all([
    db.select({ cents: sum(commissions.amountCents) }).from(commissions).where(earned),
    db.select({ cents: sum(commissions.amountCents) }).from(commissions).where(and(earned, gte(commissions.createdAt, monthStart.toJSDate()))),
    db.select({ n: count() }).from(checkouts).where(and(eq(checkouts.affiliateId, affiliate.id), isNotNull(checkouts.completedAt))),
    db
      .select({ n: count() })
      .from(checkouts)
      .where(and(eq(checkouts.affiliateId, affiliate.id), gte(checkouts.completedAt, monthStart.toJSDate()))),
    db.select({ n: count() }).from(referralClicks).where(eq(referralClicks.affiliateId, affiliate.id)),
    db
      .select({ month: sql<string>`to_char(${commissions.createdAt} at time zone 'UTC', 'YYYY-MM')`, cents: sum(commissions.amountCents) })
      .from(commissions)
      .where(and(earned, gte(commissions.createdAt, yearAgo.toJSDate())))
      .groupBy(sql`1`),
    db
      .select()
      .from(payouts)
      .where(and(eq(payouts.affiliateId, affiliate.id), inArray(payouts.status, ['requested', 'approved'])))
      .limit(1),
    availableForPayoutCents(db, affiliate.id),
  ]);
  const referred = toNumber(referrals?.n);
  const visits = toNumber(clicks?.n);
  const perMonth = new Map(byMonth.map((r) => [r.month, toNumber(r.cents)]));
  const earningsByMonth = Array.from({ length: 12 }, (_, i) => {
    const month = yearAgo.plus({ months: i }).toFormat('yyyy-MM');
    return { month, cents: perMonth.get(month) ?? 0 };
  });
  return {
    totalEarningsCents: toNumber(total?.cents),
    monthlyEarningsCents: toNumber(monthly?.cents),
    totalReferrals: referred,
    monthlyReferrals: toNumber(monthlyReferrals?.n),
    conversionRate: visits > 0 ? Math.min(100, Math.round((referred / visits) * 1000) / 10) : 0,
    commissionRate: affiliate.commissionRateBps / 100,
    availableForPayoutCents: available,
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
