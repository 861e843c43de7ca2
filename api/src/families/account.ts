import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { calls, recipients, schedules, subscribers, type subscriptions } from '../db/schema/index.js';
import { DEFAULT_TIME_ZONE, formatZonedDateTime } from '@fondly/contract/onboarding';
import type { Account, SubscriptionSummary } from '@fondly/contract/account';
import { getPlan } from '../plans/index.js';
import { currentSubscription, GIFT_UNTIL_KEY } from '../payments/index.js';
import { unauthorized } from '../lib/errors.js';

type SubscriptionRow = typeof subscriptions.$inferSelect;

export function summariseSubscription(row: SubscriptionRow | null): SubscriptionSummary | null {
  if (!row) return null;
  let plan;
  try {
    plan = getPlan(row.plan);
  } catch {
    plan = getPlan('free');
  }
  return {
    plan: { id: plan.id, name: plan.name, priceCents: plan.priceCents, interval: plan.interval, allowanceText: plan.allowanceText },
    status: row.status,
    trialEndsAt: row.trialEnd?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    needsPayment: plan.priceCents > 0 && row.provider === 'none' && row.status !== 'canceled',
    giftUntil: giftUntilOf(row),
  };
}

/** Until when a gift's months pay for a renewing plan, while its trial at the provider is the gift's (decision 157). */
function giftUntilOf(row: SubscriptionRow): string | null {
  const until = row.metadata?.[GIFT_UNTIL_KEY];
  if (!until || row.status !== 'trialing' || !row.trialEnd) return null;
  return Math.abs(new Date(until).getTime() - row.trialEnd.getTime()) < 60_000 ? row.trialEnd.toISOString() : null;
}

/** The signed-in subscriber; a deleted account is signed out for good. */
/** Who the family is and what it pays for, as its own page and the operator's family page show it. */
export function accountCore(row: Pick<typeof subscribers.$inferSelect, 'id' | 'name' | 'email' | 'emailConfirmedAt' | 'createdAt'>, subscription: Parameters<typeof summariseSubscription>[0]) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailConfirmed: row.emailConfirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
    subscription: summariseSubscription(subscription),
  };
}

export async function getAccount(db: DbOrTx, subscriberId: string): Promise<Account> {
  const [row] = await db
    .select()
    .from(subscribers)
    .where(and(eq(subscribers.id, subscriberId), isNull(subscribers.deletedAt)))
    .limit(1);
  if (!row) throw unauthorized();
  return { ...accountCore(row, await currentSubscription(db, subscriberId)), referralCode: row.referralCode, nextCall: await nextPlannedCall(db, subscriberId) };
}

/** The family's next planned call, said in her zone. */
async function nextPlannedCall(db: DbOrTx, subscriberId: string): Promise<Account['nextCall']> {
  const [row] = await db
    .select({ dueAt: calls.dueAt, name: recipients.name, timeZone: schedules.timeZone })
    .from(calls)
    .innerJoin(recipients, eq(recipients.id, calls.recipientId))
    .leftJoin(schedules, eq(schedules.recipientId, recipients.id))
    .where(and(eq(recipients.subscriberId, subscriberId), eq(calls.state, 'scheduled')))
    .orderBy(asc(calls.dueAt))
    .limit(1);
  if (!row) return null;
  let when: string;
  try {
    when = formatZonedDateTime(row.dueAt, row.timeZone ?? DEFAULT_TIME_ZONE);
  } catch {
    when = formatZonedDateTime(row.dueAt, DEFAULT_TIME_ZONE);
  }
  return { recipientName: row.name, at: row.dueAt.toISOString(), when };
}

/** The next planned call for a recipient, if the planner has placed one. */
export async function firstPlannedCall(db: DbOrTx, recipientId: string): Promise<Date | null> {
  const [row] = await db
    .select({ dueAt: calls.dueAt })
    .from(calls)
    .where(and(eq(calls.recipientId, recipientId), eq(calls.state, 'scheduled')))
    .orderBy(asc(calls.dueAt))
    .limit(1);
  return row?.dueAt ?? null;
}
