import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import { referralRewards } from '../db/schema/index.js';
import { creditLocalCustomer } from './local-subscriptions.js';

/**
 * Puts pending refer-a-friend credits on the customers' balances at the provider. Runs
 * after the event that earned them has committed (a network call never sits inside a
 * database transaction), and again from the worker until each has gone through; the
 * idempotency key (the reward's id) makes a repeat harmless.
 */
export async function applyPendingRewards(deps: AppDeps, limit = 20): Promise<number> {
  const db = deps.database.db;
  const pending = await db
    .select()
    .from(referralRewards)
    .where(and(eq(referralRewards.status, 'pending'), sql`${referralRewards.amountCents} > 0`))
    .limit(limit);
  let applied = 0;
  for (const reward of pending) {
    if (!reward.providerCustomerId) continue;
    const payments = deps.providers.payments;
    try {
      if (payments.kind === 'stripe') {
        await payments.creditCustomer({
          customerId: reward.providerCustomerId,
          amountCents: reward.amountCents,
          description: reward.kind === 'friend' ? 'Fondly: one month free for joining through a friend' : 'Fondly: one month free for referring a friend',
          idempotencyKey: `referral-reward-${reward.id}`,
        });
        await db.update(referralRewards).set({ status: 'applied', appliedAt: deps.now() }).where(eq(referralRewards.id, reward.id));
      } else {
        await db.transaction(async (tx) => {
          const [claimed] = await tx
            .update(referralRewards)
            .set({ status: 'applied', appliedAt: deps.now() })
            .where(and(eq(referralRewards.id, reward.id), eq(referralRewards.status, 'pending')))
            .returning();
          if (claimed && !(await creditLocalCustomer(tx, reward.providerCustomerId!, reward.amountCents))) {
            throw new Error('no live local subscription to credit');
          }
        });
      }
      applied++;
    } catch (err) {
      deps.logger.warn({ err, rewardId: reward.id }, 'could not apply a referral reward yet; will retry');
    }
  }
  return applied;
}
