import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context.js';
import { referralClicks } from '../db/schema/index.js';
import { clientIp, hit } from '../lib/rate-limit.js';
import { normaliseReferralCode } from './codes.js';
import { resolveReferralCode } from './resolve.js';

export const REFERRAL_COOKIE = 'fondly_ref';
/** A referred visitor may take a while to decide; their referrer keeps the credit this long. */
export const REFERRAL_COOKIE_DAYS = 60;
/** `CODE:YYYY-MM-DD` of the last click this browser was counted for. */
export const REFERRAL_COUNTED_COOKIE = 'fondly_ref_counted';
/** One address (an office, a family's router) may be at most this many visitors of one link a day. */
export const VISITORS_PER_ADDRESS_PER_DAY = 5;
const DAY_MS = 86_400_000;
/** Rolls back a visit past its address's places for the day. */
const ADDRESS_FULL = new Error('this address has been as many visitors as a day allows');

/** The referral code this browser arrived with, if any (read by checkout). */
export function readReferralCookie(c: Context): string | null {
  return normaliseReferralCode(getCookie(c, REFERRAL_COOKIE));
}

// Crawlers, link previews (chat apps unfurling a shared link), monitors and HTTP libraries.
const AUTOMATED_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|facebookcatalog|embedly|preview|whatsapp|telegram|slack|discord|skype|linkedin|pinterest|vkshare|outbrain|quora|curl|wget|python|httpie|http-?client|okhttp|go-http|java\/|libwww|axios|node-fetch|undici|postman|insomnia|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|headless|phantomjs|scrapy|feedfetcher|validator/i;

/**
 * Whether a page request is a person following a link: a browser navigating (it asks for
 * HTML) with an ordinary user agent, not a prefetch, a crawler, a link preview or a script.
 */
export function isPersonVisiting(headers: { get(name: string): string | null }): boolean {
  const agent = headers.get('user-agent') ?? '';
  if (agent.length < 10 || AUTOMATED_AGENT.test(agent)) return false;
  if (!(headers.get('accept') ?? '').includes('text/html')) return false;
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-purpose') ?? ''}`;
  if (/prefetch|preview|prerender/i.test(purpose)) return false;
  return true;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Counts one visit of an affiliate's link: once per visitor per UTC day (the browser's
 * cookie, or else the day's hash of its address and user agent), at most a few visitors per
 * address a day, and never a crawler, a preview or a script. Only hashes are kept, salted
 * with the day, so a visitor cannot be followed from one day to the next.
 */
async function countVisit(deps: AppDeps, c: Context<AppEnv>, code: string, affiliateId: string, secure: boolean) {
  if (!isPersonVisiting(c.req.raw.headers)) return;
  const day = deps.now().toISOString().slice(0, 10);
  const counted = `${code}:${day}`;
  if (getCookie(c, REFERRAL_COUNTED_COOKIE) === counted) return;
  const address = clientIp(c, deps.config.trustedProxyHops);
  const visitorHash = sha256(`referral-visitor|${day}|${address}|${c.req.header('user-agent') ?? ''}`);
  const addressHash = sha256(`referral-address|${day}|${address}`);
  // One transaction, nothing counted before it is written: the visitor's row is inserted or
  // ignored (unique per affiliate, day and visitor), and only a new visitor takes one of the
  // address's places for the day, in a counter row that concurrent visits wait on. A visitor past
  // the address's places is rolled back with the place taken, so 40 at once count as they would
  // one by one.
  await deps.database.db
    .transaction(async (tx) => {
      const [added] = await tx
        .insert(referralClicks)
        .values({ affiliateId, landingPath: c.req.path.slice(0, 200), day, visitorHash, addressHash })
        .onConflictDoNothing()
        .returning({ id: referralClicks.id });
      if (!added) return;
      const place = await hit(tx, `referral-address:${affiliateId}:${addressHash}`, DAY_MS, deps.now());
      if (place > VISITORS_PER_ADDRESS_PER_DAY) throw ADDRESS_FULL;
    })
    .catch((err: unknown) => {
      if (err !== ADDRESS_FULL) throw err;
    });
  setCookie(c, REFERRAL_COUNTED_COOKIE, counted, { path: '/', maxAge: 86_400, httpOnly: true, sameSite: 'Lax', secure });
}

/**
 * A visitor arriving on any page with ?ref=CODE keeps the code in a first-party cookie for
 * 60 days (the latest link wins), and an affiliate's link counts visitors, not requests, so
 * the conversion rate is real. Runs on the page requests the API serves (the shell's HTML),
 * so no remote needs to know about referrals.
 */
export function captureReferral(deps: AppDeps) {
  const secure = deps.config.publicUrl.startsWith('https:');
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET' || c.req.path.startsWith('/api/') || !c.req.query('ref')) return next();
    const code = normaliseReferralCode(c.req.query('ref'));
    if (code) {
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
          if (referrer.kind === 'affiliate') await countVisit(deps, c, code, referrer.affiliateId, secure);
        }
      } catch (err) {
        // A referral that cannot be recorded must never cost the visitor the page.
        c.var.log.warn({ err }, 'could not record a referral click');
      }
    }
    return next();
  });
}
