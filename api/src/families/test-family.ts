import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import { recipients, subscribers } from '../db/schema/index.js';

/** The account the operators' test calls belong to: never billed, never mailed as a family. */
export const TEST_ACCOUNT_EMAIL = 'operator-tests@fondly.invalid';

/** The person an operator's test call rings, under the test account: her number, the name and topics typed. */
export async function testRecipient(deps: AppDeps, phone: string, name: string, topics: string[]) {
  const db = deps.database.db;
  let [account] = await db.select().from(subscribers).where(eq(subscribers.email, TEST_ACCOUNT_EMAIL));
  if (!account) {
    await db.insert(subscribers).values({ name: 'Fondly operator tests', email: TEST_ACCOUNT_EMAIL, signupVariant: 'operator-test' }).onConflictDoNothing();
    [account] = await db.select().from(subscribers).where(eq(subscribers.email, TEST_ACCOUNT_EMAIL));
  }
  const [existing] = await db.select().from(recipients).where(and(eq(recipients.subscriberId, account!.id), eq(recipients.phone, phone)));
  if (existing) {
    const [updated] = await db.update(recipients).set({ name, topics, updatedAt: deps.now() }).where(eq(recipients.id, existing.id)).returning();
    return updated!;
  }
  // A test persona never holds the number (decision 126): a family's loved one on it keeps it.
  const [created] = await db.insert(recipients).values({ subscriberId: account!.id, name, phone, topics, relationship: 'other', holdsNumber: false }).returning();
  return created!;
}
