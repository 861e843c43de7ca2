import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { checkouts, invoices, refunds, subscribers } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { MONEY_BACK_DAYS, REFUND_MESSAGES, type InvoiceRow } from '@fondly/contract/payments';
import { getPlan } from '../plans/index.js';
import { cancelLocalSubscriptionNow } from './local-billing.js';
import { applySubscriptionState } from './subscriptions.js';
import { afterInvoiceRefunded } from './refund-records.js';
import type { ProviderEventEnvelope, StripePayments } from './port.js';

type Invoice = typeof invoices.$inferSelect;

function isRefundable(inv: Invoice, now: Date) {
  return (
    inv.status === 'paid' &&
    inv.amountPaidCents > 0 &&
    inv.paidAt !== null &&
    now.getTime() - inv.paidAt.getTime() <= MONEY_BACK_DAYS * 86_400_000
  );
}

/** Invoices for the operator's refund view, newest first, with who paid them. */
export async function listInvoices(db: DbOrTx, now: Date, opts: { search?: string; limit?: number } = {}): Promise<InvoiceRow[]> {
  const search = opts.search?.trim();
  const rows = await db
    .select({ invoice: invoices, email: checkouts.email, checkoutName: checkouts.customerName, subscriberName: subscribers.name })
    .from(invoices)
    .leftJoin(checkouts, eq(checkouts.id, invoices.checkoutId))
    .leftJoin(subscribers, eq(subscribers.id, invoices.subscriberId))
    .where(search ? or(ilike(checkouts.email, `%${search.replace(/[%_\\]/g, '')}%`), eq(invoices.providerInvoiceId, search)) : undefined)
    .orderBy(desc(invoices.createdAt))
    .limit(opts.limit ?? 100);
  return rows.map((r) => toInvoiceRow(r.invoice, r.email, r.subscriberName ?? r.checkoutName, now));
}

function planName(id: string) {
  try {
    return getPlan(id).name;
  } catch {
    return id;
  }
}

function toInvoiceRow(inv: Invoice, email: string | null, name: string | null, now: Date): InvoiceRow {
  return {
    id: inv.id,
    provider: inv.provider,
    providerInvoiceId: inv.providerInvoiceId,
    customerEmail: email,
    customerName: name,
    plan: inv.plan,
    planName: planName(inv.plan),
    status: inv.status,
    amountPaidCents: inv.amountPaidCents,
    refundedCents: inv.refundedCents,
    paidAt: inv.paidAt?.toISOString() ?? null,
    refundable: isRefundable(inv, now),
    providerSubscriptionId: inv.providerSubscriptionId,
  };
}

/**
 * The 30-day money-back guarantee: gives the whole payment back, reverses the affiliate's
 * commission on it and (by default) ends the subscription at once. The provider's refund
 * is keyed by our invoice id, so a retried request never refunds twice.
 */
export async function refundInvoice(
  deps: AppDeps,
  input: { invoiceId: string; operatorId: string; reason: string; cancelSubscription: boolean },
) {
  const db = deps.database.db;
  const now = deps.now();
  const [inv] = await db.select().from(invoices).where(eq(invoices.id, input.invoiceId)).limit(1);
  if (!inv) throw new AppError(404, 'not_found', 'There is no such invoice.');
  if (inv.status === 'refunded') throw new AppError(409, 'conflict', REFUND_MESSAGES.alreadyRefunded);
  if (inv.status !== 'paid') throw new AppError(409, 'conflict', REFUND_MESSAGES.notPaid);
  if (inv.amountPaidCents <= 0) throw new AppError(409, 'conflict', REFUND_MESSAGES.nothingPaid);
  if (!isRefundable(inv, now)) throw new AppError(409, 'conflict', REFUND_MESSAGES.tooOld);

  const payments = deps.providers.payments;
  const { refundId } = await payments.refundInvoice({
    invoiceId: inv.providerInvoiceId,
    amountCents: inv.amountPaidCents,
    idempotencyKey: `refund-${inv.id}`,
    reason: input.reason,
  });

  const commission = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(invoices)
      .set({ status: 'refunded', refundedCents: inv.amountPaidCents, refundedAt: now })
      .where(and(eq(invoices.id, inv.id), eq(invoices.status, 'paid')))
      .returning();
    if (!updated) throw new AppError(409, 'conflict', REFUND_MESSAGES.alreadyRefunded);
    await tx
      .insert(refunds)
      .values({ invoiceId: inv.id, providerRefundId: refundId, amountCents: inv.amountPaidCents, reason: input.reason, operatorId: input.operatorId, createdAt: now })
      .onConflictDoNothing();
    // The commission goes back, and a gift this paid for loses its code (decision 157).
    const { commission: reversed } = await afterInvoiceRefunded(tx, updated, now);
    if (input.cancelSubscription && inv.providerSubscriptionId && payments.kind === 'local') {
      await cancelLocalSubscriptionNow(tx, payments, inv.providerSubscriptionId, now);
    }
    return reversed;
  });

  if (input.cancelSubscription && inv.providerSubscriptionId && payments.kind === 'stripe') {
    try {
      const state = await payments.cancelSubscriptionNow(inv.providerSubscriptionId);
      await db.transaction((tx) => applySubscriptionState(tx, state, now, now, { freshRead: true }));
    } catch (err) {
      // The money is back with the customer; Stripe's deletion webhook will still end the plan.
      deps.logger.error({ err, invoiceId: inv.id }, 'refunded, but could not cancel the Stripe subscription');
    }
  }
  const [row] = await listInvoices(db, now, { search: inv.providerInvoiceId, limit: 1 });
  return { invoice: row!, refundId, commission };
}

/**
 * Stripe's charge.refunded names the payment, not the invoice: the invoice is asked of Stripe
 * before the event is recorded (outside its transaction). Not found, the event is recorded as
 * not one of ours.
 */
export async function findRefundedInvoices(payments: StripePayments, envelope: ProviderEventEnvelope): Promise<ProviderEventEnvelope> {
  const events = await Promise.all(
    envelope.events.map(async (event) =>
      event.type === 'charge.refunded' && !event.refund.invoiceId && event.refund.paymentIntentId
        ? { ...event, refund: { ...event.refund, invoiceId: await payments.invoiceOfPayment(event.refund.paymentIntentId) } }
        : event,
    ),
  );
  return { ...envelope, events };
}
