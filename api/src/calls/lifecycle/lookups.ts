import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { calls, recipients, schedules } from '../../db/schema/index.js';

/** One call by id (webhooks check it is theirs before acting). */
export async function findCall(db: DbOrTx, callId: string) {
  const [call] = await db.select().from(calls).where(eq(calls.id, callId));
  return call ?? null;
}

/** A call with the person it was for and her time zone (null: no such call). */
export async function findCallWithRecipient(db: DbOrTx, callId: string) {
  const [row] = await db
    .select({ call: calls, recipient: recipients, timeZone: schedules.timeZone })
    .from(calls)
    .innerJoin(recipients, eq(recipients.id, calls.recipientId))
    .leftJoin(schedules, eq(schedules.recipientId, recipients.id))
    .where(eq(calls.id, callId));
  return row ?? null;
}

/** Twilio's answering-machine detection heard a person. */
export async function markAnsweredByHuman(db: DbOrTx, callId: string) {
  await db.update(calls).set({ answeredBy: 'human' }).where(eq(calls.id, callId));
}

/**
 * A signed provider event for a call still dialling whose provider id is not stored yet: the
 * carrier answered our request before we wrote its answer down. The call takes that id (once:
 * only while none is stored) and whether it is now this call's is returned.
 */
export async function adoptProviderCallId(db: DbOrTx, callId: string, providerCallId: string): Promise<boolean> {
  const [row] = await db
    .update(calls)
    .set({ providerCallId })
    .where(and(eq(calls.id, callId), eq(calls.state, 'dialing'), isNull(calls.providerCallId)))
    .returning({ providerCallId: calls.providerCallId });
  if (row) return true;
  return (await findCall(db, callId))?.providerCallId === providerCallId;
}
