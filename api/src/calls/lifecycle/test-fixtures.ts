import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import { calls, recipients, schedules, subscribers, subscriptions } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import { getCallEngine } from './call-engine.js';
import { TERMINAL_STATES } from './state-machine.js';

/**
 * Small factories for call-engine tests: a subscriber with one recipient and a schedule,
 * and calls in any state. Defaults describe a typical family; tests override what matters.
 */
let seq = 0;

export async function makeRecipient(
  db: DbOrTx,
  over: {
    name?: string;
    phone?: string;
    zone?: string;
    window?: 'morning' | 'afternoon' | 'evening';
    cadence?: 'daily' | 'weekly' | 'monthly' | 'plan';
    plan?: string;
    status?: 'free' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete';
    /** When a past_due plan's payment first failed. */
    pastDueSince?: Date;
    /** When the current billing month began (default five days ago). */
    periodStart?: Date;
    topics?: string[];
    createdAt?: Date;
    paused?: boolean;
    withSubscription?: boolean;
    /** Whether the family confirmed the recipient agreed to be called (every signup path does). */
    consent?: boolean;
    /** Whether the family opened a link sent to the account's email (no call is placed before). */
    emailConfirmed?: boolean;
  } = {},
) {
  seq++;
  const [subscriber] = await db
    .insert(subscribers)
    .values({ name: 'Sarah Miller', email: `sarah.${seq}.${Date.now()}@example.com`, emailConfirmedAt: over.emailConfirmed === false ? null : new Date() })
    .returning();
  const [recipient] = await db
    .insert(recipients)
    .values({
      subscriberId: subscriber!.id,
      name: over.name ?? 'Margaret',
      phone: over.phone ?? '+12125550103',
      topics: over.topics ?? ['Childhood memories', 'Cooking and recipes'],
      consentAt: over.consent === false ? null : (over.createdAt ?? new Date()),
      ...(over.createdAt ? { createdAt: over.createdAt } : {}),
    })
    .returning();
  const [schedule] = await db
    .insert(schedules)
    .values({
      recipientId: recipient!.id,
      cadence: over.cadence ?? 'daily',
      window: over.window ?? 'morning',
      timeZone: over.zone ?? 'America/New_York',
      pausedAt: over.paused ? new Date() : null,
    })
    .returning();
  if (over.withSubscription !== false) {
    await db.insert(subscriptions).values({
      subscriberId: subscriber!.id,
      plan: over.plan ?? 'daily',
      status: over.status ?? 'active',
      pastDueSince: over.pastDueSince ?? null,
      currentPeriodStart: over.periodStart ?? new Date(Date.now() - 5 * 86_400_000),
      currentPeriodEnd: over.periodStart ? new Date(over.periodStart.getTime() + 30 * 86_400_000) : new Date(Date.now() + 25 * 86_400_000),
    });
  }
  return { subscriber: subscriber!, recipient: recipient!, schedule: schedule! };
}

export async function makeCall(db: DbOrTx, recipientId: string, over: Partial<typeof calls.$inferInsert> = {}) {
  const [call] = await db
    .insert(calls)
    .values({ recipientId, dueAt: new Date(), origin: 'planner', steps: [{ state: 'scheduled', at: new Date().toISOString() }], ...over })
    .returning();
  return call!;
}

/** Waits until the call has ended and its conversation is over; the deadline only makes a hang a clear failure. */
export async function settleCall(deps: AppDeps, callId: string, ms = 25_000) {
  const end = Date.now() + ms;
  for (;;) {
    const [row] = await deps.database.db.select().from(calls).where(eq(calls.id, callId));
    if (row && TERMINAL_STATES.includes(row.state) && !getCallEngine(deps).live.has(callId)) return row;
    if (Date.now() > end) throw new Error(`call ${callId} still ${row?.state}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
