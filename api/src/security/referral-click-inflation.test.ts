import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AffiliateStats } from '@fondly/contract/affiliates';
import { createSession } from '../auth/sessions.js';
import { referralClicks } from '../db/schema/index.js';
import { insertAffiliate } from '../payments/testing/factories.js';
import { VISITORS_PER_ADDRESS_PER_DAY } from '../referrals/capture.js';
import { createTestContext, jsonInit } from '../testing/test-app.js';

// Finding (issue #18, low): each cookie-less `GET /?ref=CODE` added a click, so 30 requests
// moved an affiliate's clicks from 0 to 30 and their conversion rate with them. A visitor now
// counts once a day, bots and previews not at all, and the rate is per counted visitor.
let ctx: Awaited<ReturnType<typeof createTestContext>>;
let shellDir: string;
let clock = new Date('2026-11-26T15:00:00Z');
let n = 0;

beforeAll(async () => {
  shellDir = mkdtempSync(path.join(tmpdir(), 'fondly-shell-'));
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>Fondly</title>');
  ctx = await createTestContext({ env: { SHELL_DIST: shellDir, TRUST_PROXY: 'true' }, now: () => clock });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(shellDir, { recursive: true, force: true });
});

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const browser = (address: string, agent = FIREFOX, extra: Record<string, string> = {}) => ({
  'user-agent': agent,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'x-forwarded-for': address,
  ...extra,
});
const clicksOf = async (affiliateId: string) => (await ctx.db.select().from(referralClicks).where(eq(referralClicks.affiliateId, affiliateId))).length;
const visit = (code: string, headers: Record<string, string>, page = '/') => ctx.app.request(`${page}?ref=${code}`, { headers });
const countedCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('fondly_ref_counted='))?.split(';')[0];

describe('visits of an affiliate link', () => {
  it('count a visitor once a day however often the link is requested', async () => {
    const { affiliate } = await insertAffiliate(ctx.db);
    for (let i = 0; i < 30; i++) await visit(affiliate.referralCode, browser('198.51.100.7'));
    expect(await clicksOf(affiliate.id)).toBe(1);
    // The same browser, carrying its cookie from another address (a phone changing networks).
    const first = await visit(affiliate.referralCode, browser('198.51.100.8'));
    expect(await clicksOf(affiliate.id)).toBe(2);
    await visit(affiliate.referralCode, browser('198.51.100.9', FIREFOX, { cookie: countedCookie(first)! }));
    expect(await clicksOf(affiliate.id)).toBe(2);
    // The next day the same visitor counts again.
    clock = new Date(clock.getTime() + 86_400_000);
    await visit(affiliate.referralCode, browser('198.51.100.7'));
    expect(await clicksOf(affiliate.id)).toBe(3);
  });

  it('are not counted for crawlers, link previews, prefetches and scripts', async () => {
    const { affiliate } = await insertAffiliate(ctx.db);
    const address = () => `203.0.113.${++n}`;
    const automated = [
      browser(address(), 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'),
      browser(address(), 'WhatsApp/2.23.20.0 A'),
      browser(address(), 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
      browser(address(), 'facebookexternalhit/1.1'),
      browser(address(), 'curl/8.5.0'),
      browser(address(), 'python-requests/2.32.3'),
      browser(address(), FIREFOX, { 'sec-purpose': 'prefetch' }),
      { 'user-agent': FIREFOX, accept: '*/*', 'x-forwarded-for': address() },
      { 'x-forwarded-for': address() },
    ];
    for (const headers of automated) {
      const res = await visit(affiliate.referralCode, headers);
      expect(res.status).toBe(200);
      // The referral itself is still kept: a person behind a preview still brings the credit.
      expect(res.headers.getSetCookie().some((c) => c.startsWith('fondly_ref='))).toBe(true);
    }
    expect(await clicksOf(affiliate.id)).toBe(0);
  });

  it('count different people, but only a few visitors from one address a day', async () => {
    const { affiliate } = await insertAffiliate(ctx.db);
    for (let i = 0; i < 4; i++) await visit(affiliate.referralCode, browser(`192.0.2.${10 + i}`));
    expect(await clicksOf(affiliate.id)).toBe(4);
    for (let i = 0; i < 20; i++) await visit(affiliate.referralCode, browser('192.0.2.99', `${FIREFOX} build/${i}`));
    expect(await clicksOf(affiliate.id)).toBe(4 + VISITORS_PER_ADDRESS_PER_DAY);
  });

  // Issue 29: 40 clicks at once added 36; the visitor and the address cap were counted, then inserted.
  it('count once per visitor-day and at most a few visitors per address, however many arrive at once', async () => {
    const { affiliate } = await insertAffiliate(ctx.db);
    await Promise.all(Array.from({ length: 40 }, () => visit(affiliate.referralCode, browser('192.0.2.150'))));
    expect(await clicksOf(affiliate.id)).toBe(1);
    // Forty browsers behind one address, each claiming another address first in X-Forwarded-For.
    await Promise.all(Array.from({ length: 40 }, (_, i) => visit(affiliate.referralCode, browser(`10.1.0.${i}, 192.0.2.151`, `${FIREFOX} build/${i}`))));
    expect(await clicksOf(affiliate.id)).toBe(1 + VISITORS_PER_ADDRESS_PER_DAY);
  });

  it('give a conversion rate per counted visitor', async () => {
    const { affiliate } = await insertAffiliate(ctx.db);
    const code = affiliate.referralCode;
    let refCookie = '';
    for (let i = 0; i < 30; i++) {
      const res = await visit(code, browser('198.51.100.77'));
      refCookie ||= res.headers.getSetCookie().find((c) => c.startsWith('fondly_ref='))!.split(';')[0]!;
    }
    const { url } = (await (await ctx.app.request('/api/checkout/premium', { headers: { cookie: refCookie } })).json()) as { url: string };
    const paid = await ctx.app.request(
      `/api/checkout/sessions/${url.split('/').at(-1)}/pay`,
      jsonInit('POST', { email: 'buyer.click@example.com', name: 'Jane Doe', cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' }),
    );
    expect(paid.status).toBe(200);
    const session = await createSession(ctx.db, 'affiliate', affiliate.id, clock);
    const stats = (await (await ctx.app.request(`/api/affiliates/${code}/stats`, { headers: { cookie: `fondly_affiliate=${session.token}` } })).json()) as AffiliateStats;
    expect(stats.clicks).toBe(1);
    expect(stats.totalReferrals).toBe(1);
    expect(stats.conversionRate).toBe(100);
  });
});
