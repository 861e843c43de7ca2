import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import { affiliates, commissions, payouts } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { formatCents } from '@fondly/contract/plan-catalogue';
import { AFFILIATE_MESSAGES, MIN_PAYOUT_CENTS, type OperatorPayout } from '@fondly/contract/affiliates';
import { availableForPayoutCents, publicPayout } from './stats.js';

export const PAYOUT_MESSAGES = {
  belowMinimum: (cents: number) => `Payouts start at ${formatCents(MIN_PAYOUT_CENTS)}. You have ${formatCents(cents)} so far.`,
  notFound: 'There is no such payout request.',
  wrongState: (status: string) => `This payout request is ${status}; it cannot change that way.`,
} as const;

/**
 * An affiliate asks to be paid what they have earned so far: from $50, one open request at
 * a time (the database enforces that too). The request takes every unpaid commission, so
 * later earnings wait for the next one.
 */
export async function requestPayout(deps: AppDeps, affiliateId: string) {
  return deps.database.db.transaction(async (tx) => {
    // One request at a time per affiliate: concurrent clicks queue here.
    await tx.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.id, affiliateId)).for('update');
    const [open] = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.affiliateId, affiliateId), inArray(payouts.status, ['requested', 'approved'])))
      .limit(1);
    if (open) throw new AppError(409, 'conflict', AFFILIATE_MESSAGES.payoutInProgress);
    const available = await availableForPayoutCents(tx, affiliateId);
    if (available < MIN_PAYOUT_CENTS) throw new AppError(409, 'conflict', PAYOUT_MESSAGES.belowMinimum(available));
    const [payout] = await tx.insert(payouts).values({ affiliateId, amountCents: available, requestedAt: deps.now() }).returning();
    await tx
      .update(commissions)
      .set({ payoutId: payout!.id })
      .where(and(eq(commissions.affiliateId, affiliateId), eq(commissions.status, 'pending'), isNull(commissions.payoutId)));
    return publicPayout(payout!);
  });
}

export async function listPayouts(deps: AppDeps, limit = 200): Promise<OperatorPayout[]> {
  const db = deps.database.db;
  const rows = await db
    .select({ payout: payouts, affiliate: affiliates })
    .from(payouts)
    .innerJoin(affiliates, eq(affiliates.id, payouts.affiliateId))
    .orderBy(desc(payouts.requestedAt))
    .limit(limit);
  const counts = rows.length
    ? await db
        .select({ payoutId: commissions.payoutId, n: count() })
        .from(commissions)
        .where(inArray(commissions.payoutId, rows.map((r) => r.payout.id)))
        .groupBy(commissions.payoutId)
    : [];
  const byPayout = new Map(counts.map((c) => [c.payoutId, Number(c.n)]));
  return rows.map(({ payout, affiliate }) => ({
    ...publicPayout(payout),
    affiliate: { id: affiliate.id, name: affiliate.name, email: affiliate.email, referralCode: affiliate.referralCode },
    commissionCount: byPayout.get(payout.id) ?? 0,
    approvedAt: payout.approvedAt?.toISOString() ?? null,
    reference: payout.reference,
  }));
}

async function transition(deps: AppDeps, id: string, from: Array<'requested' | 'approved'>, apply: (tx: Parameters<Parameters<AppDeps['database']['db']['transaction']>[0]>[0]) => Promise<void>) {
  return deps.database.db.transaction(async (tx) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
    if (!payout) throw new AppError(404, 'not_found', PAYOUT_MESSAGES.notFound);
    if (!from.includes(payout.status as 'requested')) throw new AppError(409, 'conflict', PAYOUT_MESSAGES.wrongState(payout.status));
    await apply(tx);
  });
}

/** An operator checks the request (and the commissions behind it) and approves it. */
export async function approvePayout(deps: AppDeps, id: string) {
  await transition(deps, id, ['requested'], async (tx) => {
    await tx.update(payouts).set({ status: 'approved', approvedAt: deps.now() }).where(eq(payouts.id, id));
  });
}

/** The money went out (PayPal, bank transfer): the commissions in it are paid. */
export async function markPayoutPaid(deps: AppDeps, id: string, reference: string) {
  await transition(deps, id, ['approved'], async (tx) => {
    await tx.update(payouts).set({ status: 'paid', paidAt: deps.now(), reference }).where(eq(payouts.id, id));
    await tx.update(commissions).set({ status: 'paid' }).where(and(eq(commissions.payoutId, id), eq(commissions.status, 'pending')));
  });
}

/** Refused: the commissions return to the affiliate's balance for a later request. */
export async function rejectPayout(deps: AppDeps, id: string) {
  await transition(deps, id, ['requested', 'approved'], async (tx) => {
    await tx.update(payouts).set({ status: 'rejected', rejectedAt: deps.now() }).where(eq(payouts.id, id));
    await tx.update(commissions).set({ payoutId: null }).where(eq(commissions.payoutId, id));
  });
}
