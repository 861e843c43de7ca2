import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { gifts, invoices, subscribers } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { findPlan } from '@fondly/contract/plan-catalogue';
import type { FamilyInvoice } from '@fondly/contract/payments';

type Invoice = typeof invoices.$inferSelect;

export const FAMILY_INVOICE_MESSAGES = { notFound: 'There is no such invoice on your account.' } as const;

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** What an invoice was for, in the words a family uses. */
export function describeInvoice(inv: Pick<Invoice, 'plan' | 'billingReason' | 'amountDueCents' | 'periodStart' | 'periodEnd'>): string {
  const name = findPlan(inv.plan)?.name ?? inv.plan;
  if (inv.billingReason === 'subscription_create' && inv.amountDueCents === 0) return `Free trial of ${name}: nothing charged`;
  if (inv.billingReason === 'manual') return `${name}, one payment`;
  const period = inv.periodStart && inv.periodEnd ? `, ${day.format(inv.periodStart)} - ${day.format(inv.periodEnd)}` : '';
  return `${name}${period}`;
}

function toFamilyInvoice(inv: Invoice, billedTo: { name: string; email: string }): FamilyInvoice {
  return {
    id: inv.id,
    number: inv.providerInvoiceId,
    planName: findPlan(inv.plan)?.name ?? inv.plan,
    description: describeInvoice(inv),
    status: inv.status,
    amountDueCents: inv.amountDueCents,
    amountPaidCents: inv.amountPaidCents,
    refundedCents: inv.refundedCents,
    currency: inv.currency,
    periodStart: inv.periodStart?.toISOString() ?? null,
    periodEnd: inv.periodEnd?.toISOString() ?? null,
    paidAt: inv.paidAt?.toISOString() ?? null,
    createdAt: inv.createdAt.toISOString(),
    billedTo,
  };
}

/**
 * The family's own invoices, newest first: every payment, failed charge and refund. A gift's
 * payment is the giver's, so the family it was given to never sees its price (walk finding 4).
 */
export async function listFamilyInvoices(db: DbOrTx, subscriberId: string, limit = 100): Promise<FamilyInvoice[]> {
  const rows = await db
    .select({ invoice: invoices, name: subscribers.name, email: subscribers.email })
    .from(invoices)
    .innerJoin(subscribers, eq(subscribers.id, invoices.subscriberId))
    .leftJoin(gifts, eq(gifts.checkoutId, invoices.checkoutId))
    .where(and(eq(invoices.subscriberId, subscriberId), isNull(gifts.id)))
    .orderBy(desc(invoices.createdAt), desc(invoices.providerInvoiceId))
    .limit(limit);
  return rows.map((r) => toFamilyInvoice(r.invoice, { name: r.name, email: r.email }));
}

/** One invoice of this family's, for its receipt; another family's is "not found". */
export async function getFamilyInvoice(db: DbOrTx, subscriberId: string, invoiceId: string): Promise<FamilyInvoice> {
  const [row] = await db
    .select({ invoice: invoices, name: subscribers.name, email: subscribers.email })
    .from(invoices)
    .innerJoin(subscribers, eq(subscribers.id, invoices.subscriberId))
    .leftJoin(gifts, eq(gifts.checkoutId, invoices.checkoutId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.subscriberId, subscriberId), isNull(gifts.id)))
    .limit(1);
  if (!row) throw new AppError(404, 'not_found', FAMILY_INVOICE_MESSAGES.notFound);
  return toFamilyInvoice(row.invoice, { name: row.name, email: row.email });
}
