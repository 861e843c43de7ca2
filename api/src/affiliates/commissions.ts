import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { affiliates, commissions, payouts, type invoices } from '../db/schema/index.js';
import { commissionCents } from '@fondly/contract/affiliates';

type Invoice = typeof invoices.$inferSelect;
export type Commission = typeof commissions.$inferSelect;

/** "Jane Doe" -> "Jane D.": enough for the affiliate to recognise a referral, no more. */
export function shortCustomerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Customer';
  // An email address (no name given at checkout) shows only its first part.
  if (words.length === 1) return words[0]!.split('@')[0]!.slice(0, 40);
  return `${words[0]!.slice(0, 40)} ${words.at(-1)![0]!.toUpperCase()}.`;
}

/**
 * Records the commission on one paid invoice of a referred customer, once per invoice
 * however often the event is delivered. Null when nothing is owed.
 */
export async function recordCommission(
  tx: DbOrTx,
  input: { affiliateId: string; invoice: Invoice; customerName: string; now: Date },
): Promise<Commission | null> {
  const [affiliate] = await tx.select().from(affiliates).where(eq(affiliates.id, input.affiliateId)).limit(1);
  if (!affiliate) return null;
  const amountCents = commissionCents(input.invoice.amountPaidCents, affiliate.commissionRateBps);
  if (amountCents <= 0) return null;
  const [row] = await tx
    .insert(commissions)
    .values({
      affiliateId: affiliate.id,
      kind: 'earned',
      invoiceId: input.invoice.id,
      customerName: shortCustomerName(input.customerName),
      plan: input.invoice.plan,
      baseAmountCents: input.invoice.amountPaidCents,
      amountCents,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * A refunded invoice earns nothing: its commission is reversed. When the commission was
 * already paid out, a negative clawback takes it back from the next payout instead.
 */
export async function reverseCommissionForInvoice(tx: DbOrTx, invoiceId: string, now: Date): Promise<string | null> {
  const [earned] = await tx
    .select()
    .from(commissions)
    .where(and(eq(commissions.invoiceId, invoiceId), eq(commissions.kind, 'earned')))
    .for('update')
    .limit(1);
  if (!earned || earned.status === 'reversed') return null;
  if (earned.status === 'paid') {
    const [clawback] = await tx
      .insert(commissions)
      .values({
        affiliateId: earned.affiliateId,
        kind: 'clawback',
        invoiceId,
        customerName: earned.customerName,
        plan: earned.plan,
        baseAmountCents: -earned.baseAmountCents,
        amountCents: -earned.amountCents,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    return clawback ? 'paid-out commission clawed back from the next payout' : null;
  }
  // Still unpaid (perhaps inside an open payout request): it simply stops counting.
  await tx.update(commissions).set({ status: 'reversed', reversedAt: now, payoutId: null }).where(eq(commissions.id, earned.id));
  if (earned.payoutId) {
    await tx
      .update(payouts)
      .set({ amountCents: sql`${payouts.amountCents} - ${earned.amountCents}` })
      .where(and(eq(payouts.id, earned.payoutId), inArray(payouts.status, ['requested', 'approved'])));
  }
  return 'commission reversed';
}
