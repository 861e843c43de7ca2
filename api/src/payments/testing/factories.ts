import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client.js';
import { affiliates, subscribers } from '../../db/schema/index.js';
import { createSession } from '../../auth/sessions.js';
import { hashSecret, newSecret } from '../../auth/tokens.js';
import { newReferralCode } from '../../referrals/codes.js';

const unique = () => randomBytes(4).toString('hex');

/** An affiliate as signup would make one; answers the row and its private dashboard key. */
export async function insertAffiliate(db: DbOrTx, overrides: Partial<typeof affiliates.$inferInsert> = {}) {
  const dashboardKey = newSecret();
  const [row] = await db
    .insert(affiliates)
    .values({
      name: 'Alex Partner',
      email: `alex.${unique()}@example.com`,
      referralCode: newReferralCode('Alex'),
      dashboardKeyHash: hashSecret(dashboardKey),
      ...overrides,
    })
    .returning();
  return { affiliate: row!, dashboardKey };
}

export async function insertSubscriber(db: DbOrTx, overrides: Partial<typeof subscribers.$inferInsert> = {}) {
  const [row] = await db
    .insert(subscribers)
    .values({ name: 'Dana Rivera', email: `dana.${unique()}@example.com`, ...overrides })
    .returning();
  return row!;
}

/** A signed-in subscriber's cookie header. */
export async function subscriberCookie(db: DbOrTx, subscriberId: string) {
  const { token } = await createSession(db, 'subscriber', subscriberId, new Date());
  return { cookie: `fondly_session=${token}` };
}
