import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { familyMembers, recipients } from '../db/schema/index.js';
import type { UnsubscribeList } from '@fondly/contract/stories';

/** The family member an unsubscribe link belongs to, with the loved ones their emails are about. */
export async function memberByUnsubscribeToken(db: DbOrTx, token: string) {
  if (!token || token.length > 200) return null;
  const [member] = await db.select().from(familyMembers).where(eq(familyMembers.unsubscribeToken, token));
  if (!member) return null;
  const loved = await db.select({ name: recipients.name }).from(recipients).where(eq(recipients.subscriberId, member.subscriberId));
  return { member, lovedOnes: loved.map((r) => r.name) };
}

/** The person added to the family list opened the link mailed to them: from now on, what they chose reaches them. Idempotent. */
export async function confirmFamilyMember(db: DbOrTx, token: string, now: Date) {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .update(familyMembers)
    .set({ awaitingConfirmation: false, emailConfirmedAt: sql`coalesce(${familyMembers.emailConfirmedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(familyMembers.unsubscribeToken, token))
    .returning({ id: familyMembers.id });
  return row ?? null;
}

/** Stops one list (or all) for the link's owner. Idempotent: a second click changes nothing. */
export async function unsubscribe(db: DbOrTx, token: string, list: UnsubscribeList) {
  const set =
    list === 'all'
      ? { receivesMoments: false, receivesStories: false, receivesAlerts: false }
      : { moments: { receivesMoments: false }, stories: { receivesStories: false }, alerts: { receivesAlerts: false } }[list];
  const [row] = await db.update(familyMembers).set(set).where(eq(familyMembers.unsubscribeToken, token)).returning({ id: familyMembers.id });
  return row ?? null;
}
