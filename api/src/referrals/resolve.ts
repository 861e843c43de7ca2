import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { affiliates, subscribers } from '../db/schema/index.js';
import { normaliseReferralCode } from './codes.js';

export type Referrer =
  | { kind: 'affiliate'; code: string; affiliateId: string }
  | { kind: 'friend'; code: string; subscriberId: string };

/** Whose link a ?ref= code is: an affiliate's, or a subscriber's refer-a-friend code. */
export async function resolveReferralCode(db: DbOrTx, raw: string | null | undefined): Promise<Referrer | null> {
  const code = normaliseReferralCode(raw);
  if (!code) return null;
  const [affiliate] = await db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.referralCode, code)).limit(1);
  if (affiliate) return { kind: 'affiliate', code, affiliateId: affiliate.id };
  const [friend] = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(and(eq(subscribers.referralCode, code), isNull(subscribers.deletedAt)))
    .limit(1);
  if (friend) return { kind: 'friend', code, subscriberId: friend.id };
  return null;
}
