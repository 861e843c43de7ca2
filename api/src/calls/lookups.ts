import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { calls } from '../db/schema/index.js';

/** One call by id (webhooks check it is theirs before acting). */
export async function findCall(db: DbOrTx, callId: string) {
  const [call] = await db.select().from(calls).where(eq(calls.id, callId));
  return call ?? null;
}

/** Twilio's answering-machine detection heard a person. */
export async function markAnsweredByHuman(db: DbOrTx, callId: string) {
  await db.update(calls).set({ answeredBy: 'human' }).where(eq(calls.id, callId));
}
