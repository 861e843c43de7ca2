import { eq } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import { subscriptions } from '../db/schema/index.js';
import { pushBackLocalPayment } from './local-billing.js';
import { addMonths, applySubscriptionState, type Subscription } from './subscriptions.js';

/** The key on a subscription's metadata saying until when a gift pays for it (the dashboard and the trial mail read it). */
export const GIFT_UNTIL_KEY = 'giftUntil';

/** A paid plan that renews at the provider: a gift pushes its next payment back rather than starting a plan of its own. */
export function renewsAtProvider(sub: Subscription | null): sub is Subscription & { providerSubscriptionId: string } {
  return Boolean(sub && sub.provider !== 'none' && sub.providerSubscriptionId && (sub.status === 'trialing' || sub.status === 'active'));
}

/** When a renewing subscription would next be paid for: the end of its trial or of its period. */
export function nextPaymentOf(sub: Subscription, now: Date): Date {
  const due = sub.status === 'trialing' ? (sub.trialEnd ?? sub.currentPeriodEnd) : sub.currentPeriodEnd;
  return due && due > now ? due : now;
}

/**
 * A gift's months added to a renewing subscription (decision 157): its next payment moves back by
 * `months` (Stripe: trial_end with nothing prorated; locally the same on our own processor), and
 * the row remembers until when the gift pays. Answers the subscription as it is now.
 */
export async function addGiftMonths(deps: AppDeps, sub: Subscription & { providerSubscriptionId: string }, months: number, idempotencyKey: string): Promise<Subscription> {
  const now = deps.now();
  const to = addMonths(nextPaymentOf(sub, now), months);
  const payments = deps.providers.payments;
  if (payments.kind !== sub.provider) throw new Error(`the subscription is at ${sub.provider}, payments go through ${payments.kind}`);
  if (payments.kind === 'stripe') {
    const state = await payments.pushBackNextPayment({ subscriptionId: sub.providerSubscriptionId, to, idempotencyKey });
    await deps.database.db.transaction((tx) => applySubscriptionState(tx, state, now, now, { freshRead: true }));
  } else {
    await pushBackLocalPayment(deps, sub.providerSubscriptionId, to);
  }
  const [updated] = await deps.database.db
    .update(subscriptions)
    .set({ metadata: { ...sub.metadata, [GIFT_UNTIL_KEY]: to.toISOString() } })
    .where(eq(subscriptions.id, sub.id))
    .returning();
  return updated!;
}
