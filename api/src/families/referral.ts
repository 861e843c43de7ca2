import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { subscribers } from '../db/schema/index.js';
import { readReferralCookie } from '../referrals/index.js';
import { resolveReferralCode } from '../referrals/index.js';

/**
 * Who referred this signup: the ?ref= code the browser arrived with (kept in a cookie by
 * the referrals domain), resolved to an affiliate's code or a subscriber's refer-a-friend.
 */
export async function readReferral(db: DbOrTx, c: Context): Promise<{ affiliateCode: string | null; subscriberId: string | null }> {
  const referrer = await resolveReferralCode(db, readReferralCookie(c));
  if (!referrer) return { affiliateCode: null, subscriberId: null };
  return referrer.kind === 'affiliate'
    ? { affiliateCode: referrer.code, subscriberId: null }
    : { affiliateCode: null, subscriberId: referrer.subscriberId };
}

/** Who referred a family, kept from their first paid checkout; a family already attributed keeps its referrer. */
export async function recordReferrer(tx: DbOrTx, subscriberId: string, referrer: { affiliateCode: string | null; subscriberId: string | null }) {
  const [subscriber] = await tx.select().from(subscribers).where(eq(subscribers.id, subscriberId)).limit(1);
  if (!subscriber || subscriber.referredByAffiliateCode || subscriber.referredBySubscriberId) return;
  await tx
    .update(subscribers)
    .set({ referredByAffiliateCode: referrer.affiliateCode, referredBySubscriberId: referrer.subscriberId !== subscriberId ? referrer.subscriberId : null })
    .where(eq(subscribers.id, subscriberId));
}
