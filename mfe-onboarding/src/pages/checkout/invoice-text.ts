import { formatCents, type FamilyInvoice } from '@fondly/contract';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
export const longDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '');

/** How an invoice stands, in a few words: "Paid $59", "Refunded $59", "Payment failed". */
export function invoiceOutcome(inv: FamilyInvoice): string {
  if (inv.status === 'failed') return `Payment of ${formatCents(inv.amountDueCents)} failed`;
  if (inv.refundedCents > 0) return `Paid ${formatCents(inv.amountPaidCents)}, refunded ${formatCents(inv.refundedCents)}`;
  return `Paid ${formatCents(inv.amountPaidCents)}`;
}
