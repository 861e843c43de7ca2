import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { localSubscriptions } from '../db/schema/index.js';

// The local payment processor's own records (what Stripe would keep), read and credited by
// billing and by referral rewards without going through its billing clock (local-billing.ts).

/** Credit on the local customer's balance, spent on the next invoices. */
export async function creditLocalCustomer(tx: DbOrTx, customerId: string, amountCents: number): Promise<boolean> {
  const rows = await tx
    .update(localSubscriptions)
    .set({ creditCents: sql`${localSubscriptions.creditCents} + ${amountCents}` })
    .where(and(eq(localSubscriptions.customerId, customerId), ne(localSubscriptions.status, 'canceled')))
    .returning({ id: localSubscriptions.id });
  return rows.length > 0;
}

export async function getLocalSubscription(db: DbOrTx, providerSubscriptionId: string) {
  const [row] = await db.select().from(localSubscriptions).where(eq(localSubscriptions.id, providerSubscriptionId)).limit(1);
  return row ?? null;
}
