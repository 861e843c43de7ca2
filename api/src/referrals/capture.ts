import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context.js';
import { referralClicks } from '../db/schema/index.js';
import { normaliseReferralCode } from './codes.js';
import { resolveReferralCode } from './resolve.js';

export const REFERRAL_COOKIE = 'fondly_ref';
/** A referred visitor may take a while to decide; their referrer keeps the credit this long. */
export const REFERRAL_COOKIE_DAYS = 60;

/** The referral code this browser arrived with, if any (read by checkout). */
export function readReferralCookie(c: Context): string | null {
  return normaliseReferralCode(getCookie(c, REFERRAL_COOKIE));
}

/**
 * A visitor arriving on any page with ?ref=CODE keeps the code in a first-party cookie for
 * 60 days (the latest link wins), and an affiliate's link counts one click per browser,
 * so the conversion rate is real. Runs on the page requests the API serves (the shell's
 * HTML), so no remote needs to know about referrals.
 */
export function captureReferral(deps: AppDeps) {
  const secure = deps.config.publicUrl.startsWith('https:');
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET' || c.req.path.startsWith('/api/') || !c.req.query('ref')) return next();
    const code = normaliseReferralCode(c.req.query('ref'));
    if (code) {
      const already = readReferralCookie(c) === code;
      try {
        const referrer = await resolveReferralCode(deps.database.db, code);
        if (referrer) {
          setCookie(c, REFERRAL_COOKIE, code, {
            path: '/',
            maxAge: REFERRAL_COOKIE_DAYS * 86_400,
            httpOnly: true,
            sameSite: 'Lax',
            secure,
          });
          if (referrer.kind === 'affiliate' && !already) {
            await deps.database.db.insert(referralClicks).values({ affiliateId: referrer.affiliateId, landingPath: c.req.path.slice(0, 200) });
          }
        }
      } catch (err) {
        // A referral that cannot be recorded must never cost the visitor the page.
        c.var.log.warn({ err }, 'could not record a referral click');
      }
    }
    return next();
  });
}
