import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { subscribers, supportRequests } from '../db/schema/index.js';
import type { AdminSupportRequest, SupportRequest, supportRequestInputSchema } from '@fondly/contract/account';
import { currentSubscription } from '../payments/index.js';
import { notFound } from '../lib/errors.js';
import { enqueueNotification } from '../notifications/index.js';
import type { z } from 'zod';

/** Plans that promise priority support (the Legacy Bundle). */
const PRIORITY_PLANS = new Set(['legacy']);

const toSupportRequest = (r: typeof supportRequests.$inferSelect): SupportRequest => ({
  id: r.id,
  subject: r.subject,
  message: r.message,
  status: r.status,
  priority: r.priority,
  createdAt: r.createdAt.toISOString(),
  resolvedAt: r.resolvedAt?.toISOString() ?? null,
});

/**
 * Help & Support: the family's question goes to the operators' queue and to the support
 * mailbox (through the outbox), flagged priority when their plan promises it.
 */
export async function createSupportRequest(deps: AppDeps, subscriberId: string, input: z.output<typeof supportRequestInputSchema>) {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const subscription = await currentSubscription(tx, subscriberId);
    const live = subscription && ['trialing', 'active', 'past_due'].includes(subscription.status);
    const priority = Boolean(live && PRIORITY_PLANS.has(subscription.plan));
    const [row] = await tx.insert(supportRequests).values({ subscriberId, ...input, priority, createdAt: now }).returning();
    await enqueueNotification(tx, { type: 'support-request', supportRequestId: row!.id });
    return toSupportRequest(row!);
  });
}

export async function listOwnSupportRequests(db: DbOrTx, subscriberId: string): Promise<SupportRequest[]> {
  const rows = await db.select().from(supportRequests).where(eq(supportRequests.subscriberId, subscriberId)).orderBy(desc(supportRequests.createdAt)).limit(50);
  return rows.map(toSupportRequest);
}

/** The operators' queue: open before resolved, priority first, then whoever has waited longest. */
export async function listSupportQueue(db: DbOrTx, opts: { status?: 'open' | 'resolved' } = {}): Promise<AdminSupportRequest[]> {
  const rows = await db
    .select({ request: supportRequests, subscriber: { id: subscribers.id, name: subscribers.name, email: subscribers.email } })
    .from(supportRequests)
    .innerJoin(subscribers, eq(subscribers.id, supportRequests.subscriberId))
    .where(opts.status ? eq(supportRequests.status, opts.status) : undefined)
    .orderBy(
      sql`case when ${supportRequests.status} = 'open' then 0 else 1 end`,
      desc(supportRequests.priority),
      asc(supportRequests.createdAt),
    )
    .limit(200);
  return Promise.all(
    rows.map(async ({ request, subscriber }) => ({
      ...toSupportRequest(request),
      subscriber: { ...subscriber, plan: (await currentSubscription(db, subscriber.id))?.plan ?? null },
    })),
  );
}

export async function setSupportRequestStatus(db: DbOrTx, id: string, status: 'open' | 'resolved', now: Date) {
  const [row] = await db
    .update(supportRequests)
    .set({ status, resolvedAt: status === 'resolved' ? now : null })
    .where(and(eq(supportRequests.id, id)))
    .returning();
  if (!row) throw notFound('There is no such support request.');
  return toSupportRequest(row);
}
