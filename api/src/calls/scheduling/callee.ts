import { and, eq, gte, lte, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { calls, recipients, schedules, subscribers } from '../../db/schema/index.js';
import { currentSubscription } from '../../payments/index.js';
import type { Callee, OtherCall } from './callable.js';
import { windowOf } from './calling-hours.js';
import { entitlementOf } from './entitlement.js';

/**
 * What `callableAt` needs of her, read from the database: one place, so the dialer, Call Now,
 * call-backs and retries judge from the same facts.
 */
export type CalleeRow = {
  recipient: typeof recipients.$inferSelect;
  schedule: typeof schedules.$inferSelect | null;
  emailConfirmedAt: Date | null;
};

/** Her row, her schedule and whether her family's email is confirmed (null: no such recipient). */
export async function readCalleeRow(db: DbOrTx, recipientId: string): Promise<CalleeRow | null> {
  const [row] = await db
    .select({ recipient: recipients, schedule: schedules, emailConfirmedAt: subscribers.emailConfirmedAt })
    .from(recipients)
    .innerJoin(subscribers, eq(subscribers.id, recipients.subscriberId))
    .leftJoin(schedules, eq(schedules.recipientId, recipients.id))
    .where(eq(recipients.id, recipientId));
  return row ?? null;
}

/** The callee of a row as read, with her family's entitlement at `now`. */
export async function calleeOf(db: DbOrTx, row: CalleeRow, now: Date): Promise<Callee> {
  const { recipient, schedule } = row;
  return {
    consent: recipient.consentAt !== null,
    emailConfirmed: row.emailConfirmedAt !== null,
    entitlement: entitlementOf(await currentSubscription(db, recipient.subscriberId), recipient.createdAt, now),
    schedule: schedule ? { paused: schedule.pausedAt !== null, pauseReason: schedule.pauseReason, zone: schedule.timeZone, window: windowOf(schedule) } : null,
    phone: recipient.phone,
  };
}

/**
 * Her calls due within a day either side of `atMs` (her local day lies inside), but the one being
 * judged: what the rule looks at for "her other calls of the day".
 */
export async function callsAround(db: DbOrTx, recipientId: string, atMs: number, except?: string): Promise<OtherCall[]> {
  const rows = await db
    .select({ dueAt: calls.dueAt, state: calls.state, answeredAt: calls.answeredAt, answeredBy: calls.answeredBy })
    .from(calls)
    .where(
      and(
        eq(calls.recipientId, recipientId),
        gte(calls.dueAt, new Date(atMs - 86_400_000)),
        lte(calls.dueAt, new Date(atMs + 86_400_000)),
        ne(calls.origin, 'test'),
        except ? ne(calls.id, except) : undefined,
      ),
    );
  return rows.map((r) => ({ dueAtMs: r.dueAt.getTime(), state: r.state, reachedHer: reachedHer(r) }));
}

/** She (not a machine) picked up, and the call did not fail (a call cut off by our fault is not her talk of the day). */
export const reachedHer = (c: { state: string; answeredAt: Date | null; answeredBy: string | null }) =>
  c.answeredAt !== null && c.state !== 'voicemail' && c.state !== 'failed' && c.answeredBy !== 'machine';
