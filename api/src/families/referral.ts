import type { Context } from 'hono';
import type { DbOrTx } from '../db/client.js';
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
