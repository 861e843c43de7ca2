import type { AppDeps } from '../context.js';
import type { RecordedEvent } from './events.js';
import { applyPendingRewards } from './rewards.js';
import { applySubscriptionState } from './subscriptions.js';

/**
 * What runs after a provider event has committed: network calls never sit inside a
 * database transaction. Ties (two states stamped the same second) are settled by asking
 * Stripe for the subscription as it is now; earned referral credits are put on balances.
 * Answers the families whose plan changed (switched in Stripe's portal, or a checkout joining
 * its account): the caller, which sits above the planner, plans their calls again
 * (`replanFamiliesCalls`).
 */
export async function followUpProviderEvent(deps: AppDeps, result: RecordedEvent): Promise<string[]> {
  if (!result.applied) return [];
  const payments = deps.providers.payments;
  if (payments.kind === 'stripe') {
    for (const subscriptionId of result.reread) {
      try {
        const state = await payments.retrieveSubscription(subscriptionId);
        const now = deps.now();
        await deps.database.db.transaction((tx) => applySubscriptionState(tx, state, now, now, { freshRead: true }));
      } catch (err) {
        deps.logger.warn({ err, subscriptionId }, 'could not re-read a subscription from Stripe; the next event will settle it');
      }
    }
  }
  await applyPendingRewards(deps);
  return [...new Set(result.replanFor)];
}
