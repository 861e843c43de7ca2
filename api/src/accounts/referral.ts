import type { Context } from 'hono';

/**
 * The ?ref= code a visitor arrived with, as captured by the payments domain's cookie.
 * Until that capture lands, signups carry no referral.
 */
export function readReferral(_c: Context): { affiliateCode: string | null; subscriberId: string | null } {
  return { affiliateCode: null, subscriberId: null };
}
