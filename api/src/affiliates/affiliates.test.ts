import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliates, commissions, invoices, notificationEvents, payouts } from '../db/schema/index.js';
import { AFFILIATE_MESSAGES, type AffiliateStats, type CommissionRow } from '@fondly/contract/affiliates';
import { hashSecret } from '../auth/tokens.js';
import { createTestContext, jsonInit, operatorHeaders } from '../testing/test-app.js';
import { testDatabaseKind } from '../testing/test-database.js';
import { attachCheckoutToSubscriber } from '../payments/index.js';
import { insertSubscriber } from '../payments/testing/factories.js';
import { confirmationLinkFor, joinAffiliate, tokenOf } from './testing/join.js';
import type { ErrorBody as ErrorAnswer } from '@fondly/contract/errors';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let shellDir: string;
let n = 0;

beforeAll(async () => {
  shellDir = mkdtempSync(path.join(tmpdir(), 'fondly-shell-'));
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>Fondly</title>');
  ctx = await createTestContext({ env: { SHELL_DIST: shellDir, TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(shellDir, { recursive: true, force: true });
});

type Joined = { affiliate: { referralCode: string; name: string; email: string }; dashboardKey: string };

/** Each test speaks from its own address, so the per-address limits do not leak between tests. */
const from = () => ({ 'x-forwarded-for': `203.0.113.${++n}` });
/** A person's browser following a link, from an address of its own. */
const browser = () => ({ ...from(), 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', accept: 'text/html' });

/** The form, then the link in the email (api/src/security/borrowed-affiliate-identity.test.ts covers the rest). */
async function join(name = 'Alex Partner', email = `alex.${Date.now().toString(36)}.${++n}@example.com`): Promise<Joined> {
  return joinAffiliate(ctx.app, ctx.db, name, email, from());
}

async function signIn(key: string) {
  const res = await ctx.app.request('/api/affiliates/session', jsonInit('POST', { key }, from()));
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('fondly_affiliate='))!;
  return { cookie: cookie.split(';')[0]! };
}

/** A customer arrives through the affiliate's link, buys on the local checkout and signs up. */
async function referredPurchase(code: string, plan: string, buyer = 'Jane Doe') {
  const visit = await ctx.app.request(`/?ref=${code}`, { headers: browser() });
  const refCookie = visit.headers.getSetCookie().find((c) => c.startsWith('fondly_ref='))!.split(';')[0]!;
  const { url } = (await (await ctx.app.request(`/api/checkout/${plan}`, { headers: { cookie: refCookie, ...from() } })).json()) as { url: string };
  const id = url.split('/').at(-1)!;
  const paid = await ctx.app.request(
    `/api/checkout/sessions/${id}/pay`,
    jsonInit('POST', { email: `buyer${++n}@example.com`, name: buyer, cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' }, from()),
  );
  expect(paid.status).toBe(200);
  const subscriber = await insertSubscriber(ctx.db, { name: buyer });
  const sub = await ctx.db.transaction((tx) => attachCheckoutToSubscriber(tx, id, subscriber.id));
  return sub.providerSubscriptionId!;
}

const renew = async (providerSubscriptionId: string) => {
  const res = await ctx.app.request(`/api/payments/local/subscriptions/${providerSubscriptionId}/advance`, jsonInit('POST', undefined, operatorHeaders));
  expect(res.status).toBe(200);
};

describe('POST /api/affiliates', () => {
  it('checks the form with the spec’s messages and writes nothing for bad input', async () => {
    const before = (await ctx.db.select({ n: count() }).from(affiliates))[0]!.n;
    const res = await ctx.app.request('/api/affiliates', jsonInit('POST', { name: '   ', email: 'not-an-email' }, from()));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorAnswer).error.fields).toEqual({ name: AFFILIATE_MESSAGES.nameRequired, email: AFFILIATE_MESSAGES.emailInvalid });
    const missing = await ctx.app.request('/api/affiliates', jsonInit('POST', {}, from()));
    expect(((await missing.json()) as ErrorAnswer).error.fields).toEqual({ name: AFFILIATE_MESSAGES.nameRequired, email: AFFILIATE_MESSAGES.emailInvalid });
    expect((await ctx.db.select({ n: count() }).from(affiliates))[0]!.n).toBe(before);
  });

  it('answers a readable referral code and a long private key, stored only as a hash and emailed once', async () => {
    const joined = await join('Zoë Müller-Smith', 'ZOE@Example.com');
    expect(joined.affiliate).toMatchObject({ name: 'Zoë Müller-Smith', email: 'zoe@example.com' });
    expect(joined.affiliate.referralCode).toMatch(/^ZOEMUL-[2-9A-HJKMNP-Z]{6}$/);
    expect(joined.dashboardKey.length).toBeGreaterThanOrEqual(43);
    const [row] = await ctx.db.select().from(affiliates).where(eq(affiliates.email, 'zoe@example.com'));
    expect(row!.dashboardKeyHash).toBe(hashSecret(joined.dashboardKey));
    expect(JSON.stringify(row)).not.toContain(joined.dashboardKey);
    const mails = await ctx.db.select().from(notificationEvents).where(eq(notificationEvents.type, 'affiliate-welcome'));
    expect(mails.filter((m) => m.payload.affiliateId === row!.id)).toEqual([
      expect.objectContaining({ payload: { affiliateId: row!.id, dashboardKey: joined.dashboardKey } }),
    ]);
  });

  it('gives codes that do not follow each other, even for the same name', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await join('Sam Lee')).affiliate.referralCode);
    expect(codes.size).toBe(5);
    for (const code of codes) expect(code).toMatch(/^SAMLEE-/);
  });

});

describe('GET /api/affiliates/{code}/verify', () => {
  it('only says whether a referral code exists', async () => {
    const { affiliate } = await join();
    const ok = await ctx.app.request(`/api/affiliates/${affiliate.referralCode.toLowerCase()}/verify`, { headers: from() });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ valid: true });
    const unknown = await ctx.app.request('/api/affiliates/NOBODY-222222/verify', { headers: from() });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorAnswer).error.message).toBe(AFFILIATE_MESSAGES.loginFailed);
    expect((await ctx.app.request('/api/affiliates/%20/verify', { headers: from() })).status).toBe(400);
  });

  it('throttles guessing codes from one address', async () => {
    const headers = from();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await ctx.app.request(`/api/affiliates/GUESS-${String(i).padStart(6, '2')}/verify`, { headers })).status);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});

describe('"Email me my key"', () => {
  it('mails an affiliate a link for a new key; opening it gives a key that opens the dashboard, and the old one stops', async () => {
    const { affiliate, dashboardKey } = await join('Kim Keyless');
    const asked = await ctx.app.request('/api/affiliates/key-request', jsonInit('POST', { email: affiliate.email.toUpperCase() }, from()));
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ email: affiliate.email, message: AFFILIATE_MESSAGES.keyEmailSent });
    const link = await confirmationLinkFor(ctx.db, affiliate.email);
    const renewed = await ctx.app.request('/api/affiliates/confirm', jsonInit('POST', { token: tokenOf(link!) }, from()));
    expect(renewed.status).toBe(201);
    const { dashboardKey: newKey, affiliate: same } = (await renewed.json()) as Joined;
    expect(same.referralCode).toBe(affiliate.referralCode);
    await signIn(newKey);
    expect((await ctx.app.request('/api/affiliates/session', jsonInit('POST', { key: dashboardKey }, from()))).status).toBe(401);
  });

  it('answers the same for an email with no affiliate account, and mails it nothing', async () => {
    const email = `nobody.${++n}@example.com`;
    const asked = await ctx.app.request('/api/affiliates/key-request', jsonInit('POST', { email }, from()));
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ email, message: AFFILIATE_MESSAGES.keyEmailSent });
    expect(await confirmationLinkFor(ctx.db, email)).toBeNull();
  });

  it("refuses what is not an email with the form's message", async () => {
    const res = await ctx.app.request('/api/affiliates/key-request', jsonInit('POST', { email: 'kim@' }, from()));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorAnswer).error.fields).toEqual({ email: AFFILIATE_MESSAGES.emailInvalid });
  });
});

describe('the private dashboard key', () => {
  it('opens the dashboard with an httpOnly session cookie; a wrong key does not', async () => {
    const { affiliate, dashboardKey } = await join();
    const wrong = await ctx.app.request('/api/affiliates/session', jsonInit('POST', { key: affiliate.referralCode }, from()));
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as ErrorAnswer).error.message).toBe(AFFILIATE_MESSAGES.loginFailed);
    const blank = await ctx.app.request('/api/affiliates/session', jsonInit('POST', { key: '  ' }, from()));
    expect(blank.status).toBe(400);

    const res = await ctx.app.request('/api/affiliates/session', jsonInit('POST', { key: dashboardKey }, from()));
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('fondly_affiliate='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const headers = { cookie: setCookie.split(';')[0]! };
    expect(await (await ctx.app.request('/api/affiliates/me', { headers })).json()).toMatchObject({ affiliate: { referralCode: affiliate.referralCode } });

    await ctx.app.request('/api/affiliates/session', jsonInit('DELETE', undefined, headers));
    expect((await ctx.app.request('/api/affiliates/me', { headers })).status).toBe(401);
  });

  it('throttles guessing keys from one address', async () => {
    const headers = from();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await ctx.app.request('/api/affiliates/session', jsonInit('POST', { key: `guess-${i}` }, headers))).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('stats, commissions and payouts', () => {
  it('answer 401 without the affiliate’s session and 403 for another affiliate’s code', async () => {
    const mine = await join();
    const theirs = await join();
    const headers = await signIn(mine.dashboardKey);
    for (const p of ['stats', 'commissions']) {
      expect((await ctx.app.request(`/api/affiliates/${mine.affiliate.referralCode}/${p}`)).status).toBe(401);
      const other = await ctx.app.request(`/api/affiliates/${theirs.affiliate.referralCode}/${p}`, { headers });
      expect(other.status).toBe(403);
      expect((await ctx.app.request(`/api/affiliates/${mine.affiliate.referralCode.toLowerCase()}/${p}`, { headers })).status).toBe(200);
    }
    expect((await ctx.app.request(`/api/affiliates/${mine.affiliate.referralCode}/payout`, jsonInit('POST'))).status).toBe(401);
    expect((await ctx.app.request(`/api/affiliates/${theirs.affiliate.referralCode}/payout`, jsonInit('POST', undefined, headers))).status).toBe(403);
  });

  it('starts at zero, with the 30 % commission rate', async () => {
    const { affiliate, dashboardKey } = await join();
    const headers = await signIn(dashboardKey);
    const stats = (await (await ctx.app.request(`/api/affiliates/${affiliate.referralCode}/stats`, { headers })).json()) as AffiliateStats;
    expect(stats).toMatchObject({
      totalEarningsCents: 0,
      monthlyEarningsCents: 0,
      totalReferrals: 0,
      monthlyReferrals: 0,
      conversionRate: 0,
      commissionRate: 30,
      availableForPayoutCents: 0,
      minimumPayoutCents: 5000,
      openPayout: null,
    });
    expect(stats.earningsByMonth).toHaveLength(12);
    const list = (await (await ctx.app.request(`/api/affiliates/${affiliate.referralCode}/commissions`, { headers })).json()) as { commissions: unknown[] };
    expect(list.commissions).toEqual([]);
  });

  it('earns 30 % of each paid invoice, counts referrals and visits, and pays out from $50 through the operator', async () => {
    const { affiliate, dashboardKey } = await join();
    const headers = await signIn(dashboardKey);
    const code = affiliate.referralCode;
    // Three visitors click; one buys Premium ($59/month).
    await ctx.app.request(`/?ref=${code}`, { headers: browser() });
    await ctx.app.request(`/faq?ref=${code}`, { headers: browser() });
    const sub = await referredPurchase(code, 'premium');

    await renew(sub); // $59.00 -> $17.70
    const tooEarly = await ctx.app.request(`/api/affiliates/${code}/payout`, jsonInit('POST', undefined, headers));
    expect(tooEarly.status).toBe(409);
    expect(((await tooEarly.json()) as ErrorAnswer).error.message).toBe('Payouts start at $50. You have $17.70 so far.');

    await renew(sub);
    await renew(sub); // 3 x $17.70 = $53.10
    const stats = (await (await ctx.app.request(`/api/affiliates/${code}/stats`, { headers })).json()) as AffiliateStats;
    expect(stats).toMatchObject({ totalEarningsCents: 5310, monthlyEarningsCents: 5310, totalReferrals: 1, monthlyReferrals: 1, availableForPayoutCents: 5310 });
    expect(stats.clicks).toBe(3);
    expect(stats.conversionRate).toBe(33.3);
    expect(stats.earningsByMonth.at(-1)!.cents).toBe(5310);
    const list = (await (await ctx.app.request(`/api/affiliates/${code}/commissions`, { headers })).json()) as { commissions: CommissionRow[] };
    expect(list.commissions.map((c) => [c.customerName, c.plan, c.amountCents, c.status])).toEqual([
      ['Jane D.', 'Premium', 1770, 'pending'],
      ['Jane D.', 'Premium', 1770, 'pending'],
      ['Jane D.', 'Premium', 1770, 'pending'],
    ]);

    const requested = await ctx.app.request(`/api/affiliates/${code}/payout`, jsonInit('POST', undefined, headers));
    expect(requested.status).toBe(201);
    expect(await requested.json()).toMatchObject({ payout: { amountCents: 5310, status: 'requested' }, message: AFFILIATE_MESSAGES.payoutSuccess });
    const twice = await ctx.app.request(`/api/affiliates/${code}/payout`, jsonInit('POST', undefined, headers));
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as ErrorAnswer).error.message).toBe(AFFILIATE_MESSAGES.payoutInProgress);

    // The operator approves and pays; the commissions are then paid.
    const listed = (await (await ctx.app.request('/api/payouts', { headers: operatorHeaders })).json()) as { payouts: Array<{ id: string; affiliate: { referralCode: string }; commissionCount: number }> };
    const payout = listed.payouts.find((p) => p.affiliate.referralCode === code)!;
    expect(payout.commissionCount).toBe(3);
    const early = await ctx.app.request(`/api/payouts/${payout.id}/mark-paid`, jsonInit('POST', { reference: 'PP-123' }, operatorHeaders));
    expect(early.status).toBe(409);
    expect((await ctx.app.request(`/api/payouts/${payout.id}/approve`, jsonInit('POST', undefined, operatorHeaders))).status).toBe(200);
    expect((await ctx.app.request(`/api/payouts/${payout.id}/mark-paid`, jsonInit('POST', { reference: 'PP-123' }, operatorHeaders))).status).toBe(200);
    const after = (await (await ctx.app.request(`/api/affiliates/${code}/commissions`, { headers })).json()) as { commissions: CommissionRow[] };
    expect(after.commissions.every((c) => c.status === 'paid')).toBe(true);
    const afterStats = (await (await ctx.app.request(`/api/affiliates/${code}/stats`, { headers })).json()) as AffiliateStats;
    expect(afterStats).toMatchObject({ totalEarningsCents: 5310, availableForPayoutCents: 0, openPayout: null });

    // A refund of a paid-out invoice takes the commission back from the next payout.
    const [paidInvoice] = await ctx.db.select().from(invoices).where(eq(invoices.providerSubscriptionId, sub)).orderBy(invoices.createdAt);
    const refundable = (await ctx.db.select().from(invoices).where(eq(invoices.providerSubscriptionId, sub))).filter((i) => i.amountPaidCents > 0);
    expect(paidInvoice).toBeDefined();
    const refund = await ctx.app.request(`/api/payments/invoices/${refundable[0]!.id}/refund`, jsonInit('POST', { reason: 'Changed their mind', cancelSubscription: false }, operatorHeaders));
    expect(await refund.json()).toMatchObject({ commission: 'paid-out commission clawed back from the next payout' });
    const clawed = (await (await ctx.app.request(`/api/affiliates/${code}/stats`, { headers })).json()) as AffiliateStats;
    expect(clawed).toMatchObject({ totalEarningsCents: 3540, availableForPayoutCents: -1770 });
  });

  it('lets an operator reject a request, returning its commissions to the balance', async () => {
    const { affiliate, dashboardKey } = await join();
    const headers = await signIn(dashboardKey);
    // 'daily' is the old name of Premium ($59): three invoices pay 3 x $17.70.
    const sub = await referredPurchase(affiliate.referralCode, 'daily', 'Ron Weasley');
    await renew(sub);
    await renew(sub);
    await renew(sub);
    await ctx.app.request(`/api/affiliates/${affiliate.referralCode}/payout`, jsonInit('POST', undefined, headers));
    const [payout] = await ctx.db.select().from(payouts).where(eq(payouts.affiliateId, (await ctx.db.select().from(affiliates).where(eq(affiliates.referralCode, affiliate.referralCode)))[0]!.id));
    expect((await ctx.app.request(`/api/payouts/${payout!.id}/reject`, jsonInit('POST', undefined, operatorHeaders))).status).toBe(200);
    const stats = (await (await ctx.app.request(`/api/affiliates/${affiliate.referralCode}/stats`, { headers })).json()) as AffiliateStats;
    expect(stats).toMatchObject({ availableForPayoutCents: 5310, openPayout: null });
    expect((await ctx.app.request('/api/payouts', { headers: {} })).status).toBe(401);
  });

  describe.runIf(testDatabaseKind() === 'postgres')('on a real PostgreSQL', () => {
    it('accepts one of many simultaneous payout requests', async () => {
      const { affiliate, dashboardKey } = await join();
      const headers = await signIn(dashboardKey);
      const sub = await referredPurchase(affiliate.referralCode, 'legacy', 'Lena Lovegood'); // $449 -> $134.70
      await renew(sub);
      const statuses = await Promise.all(
        Array.from({ length: 8 }, async () => (await ctx.app.request(`/api/affiliates/${affiliate.referralCode}/payout`, jsonInit('POST', undefined, headers))).status),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(7);
      const [row] = await ctx.db.select().from(affiliates).where(eq(affiliates.referralCode, affiliate.referralCode));
      const earned = await ctx.db.select().from(commissions).where(eq(commissions.affiliateId, row!.id));
      expect(earned.every((c) => c.payoutId !== null)).toBe(true);
    });
  });
});
