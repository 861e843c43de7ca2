import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { gifts, invoices } from '../db/schema/index.js';
import { enqueueNotification } from '../notifications/events.js';
import { reverseCommissionForInvoice } from '../affiliates/index.js';
import { formatCents } from '@fondly/contract/plan-catalogue';
import type { RefundedChargeState } from './port.js';

type Invoice = typeof invoices.$inferSelect;

/**
 * What follows an invoice becoming refunded, whoever refunded it (an operator, or Stripe's
 * dashboard through charge.refunded): the affiliate's commission on it is reversed, and a gift
 * it paid for is told (decision 157): the gift's state is read from its invoice, so its code
 * stops redeeming in this same transaction, and the buyer is mailed. The gift's row is locked
 * first, so a redemption racing the refund either finishes before it or sees it.
 */
export async function afterInvoiceRefunded(tx: DbOrTx, invoice: Pick<Invoice, 'id' | 'checkoutId'>, now: Date): Promise<{ commission: string | null; gift: boolean }> {
  const commission = await reverseCommissionForInvoice(tx, invoice.id, now);
  if (!invoice.checkoutId) return { commission, gift: false };
  const [gift] = await tx.select({ id: gifts.id }).from(gifts).where(eq(gifts.checkoutId, invoice.checkoutId)).for('update').limit(1);
  if (gift) await enqueueNotification(tx, { type: 'gift-refunded', giftId: gift.id });
  return { commission, gift: Boolean(gift) };
}

/**
 * Stripe's charge.refunded: money given back on one of our invoices. A refund our operator tools
 * made is already recorded (the invoice says refunded) and changes nothing more; one made in
 * Stripe's dashboard is recorded here. Only a whole refund makes the invoice refunded (and
 * cancels a gift's code); a partial one is noted on the invoice.
 */
export async function recordChargeRefunded(tx: DbOrTx, refund: RefundedChargeState, now: Date): Promise<string> {
  if (!refund.invoiceId) return 'ignored: not the payment of a Fondly invoice';
  const [inv] = await tx.select().from(invoices).where(eq(invoices.providerInvoiceId, refund.invoiceId)).for('update').limit(1);
  if (!inv) return 'ignored: not an invoice of a Fondly checkout';
  if (inv.status === 'refunded') return 'refund already recorded';
  if (inv.status !== 'paid') return `ignored: the invoice is ${inv.status}`;
  const whole = refund.fullyRefunded || refund.amountRefundedCents >= inv.amountPaidCents;
  const [updated] = await tx
    .update(invoices)
    .set({ refundedCents: Math.min(refund.amountRefundedCents, inv.amountPaidCents), refundedAt: now, ...(whole ? { status: 'refunded' as const } : {}) })
    .where(and(eq(invoices.id, inv.id), eq(invoices.status, 'paid')))
    .returning();
  if (!updated) return 'refund already recorded';
  if (!whole) return `partly refunded at Stripe: ${formatCents(updated.refundedCents)} back`;
  const { commission, gift } = await afterInvoiceRefunded(tx, updated, now);
  return [`refunded at Stripe: ${formatCents(updated.refundedCents)} back`, commission, gift ? 'a gift: its code is cancelled' : null].filter(Boolean).join(', ');
}
