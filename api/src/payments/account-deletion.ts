import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { subscriptions } from '../db/schema/index.js';
import { cancelLocalSubscriptionNow, requireLocalPayments } from './local-billing.js';

/**
 * A deleted account must never be charged again: every live subscription ends now, at
 * the provider as well as here. Runs inside the deletion transaction, before any data
 * goes, so a provider that cannot be reached stops the deletion rather than leaving a
 * paying ghost account.
 */
export function endBillingForDeletion(deps: AppDeps) {
  return async (tx: DbOrTx, subscriberId: string, now: Date) => {
    const live = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.subscriberId, subscriberId), ne(subscriptions.status, 'canceled')));
    for (const sub of live) {
      if (sub.providerSubscriptionId && sub.provider === 'stripe' && deps.providers.payments.kind === 'stripe') {
        await deps.providers.payments.cancelSubscriptionNow(sub.providerSubscriptionId);
      } else if (sub.providerSubscriptionId && sub.provider === 'local') {
        // The local processor's own record, so its billing clock sends no further invoices.
        await cancelLocalSubscriptionNow(tx, requireLocalPayments(deps), sub.providerSubscriptionId, now);
      }
      await tx
        .update(subscriptions)
        .set({ status: 'canceled', canceledAt: now, cancelAtPeriodEnd: false, updatedAt: now })
        .where(eq(subscriptions.id, sub.id));
    }
  };
}
