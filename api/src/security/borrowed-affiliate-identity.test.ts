import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFFILIATE_MESSAGES } from '@fondly/contract/affiliates';
import { hashSecret } from '../auth/tokens.js';
import { affiliateSignups, affiliates, notificationEvents } from '../db/schema/index.js';
import { confirmationLinkFor, joinAffiliate, tokenOf } from '../affiliates/testing/join.js';
import { createTestContext, jsonInit } from '../testing/test-app.js';

// Finding (issue #18, low): `POST /api/affiliates` with someone else's email issued the
// dashboard key to the caller, and the real owner then got 409; the signup also said which
// emails had an account while sign-in hides it. Now nothing is issued until the link emailed
// to that address is opened, and the form answers the same whether or not the email is taken.
let ctx: Awaited<ReturnType<typeof createTestContext>>;
let clock = new Date('2026-11-26T10:00:00Z');
let n = 0;

beforeAll(async () => {
  ctx = await createTestContext({ env: { TRUST_PROXY: 'true' }, now: () => clock });
});
afterAll(async () => ctx?.close());

const from = () => ({ 'x-forwarded-for': `198.51.100.${++n}` });
const email = (tag: string) => `${tag}.${++n}@example.com`;
const ask = (name: string, address: string) => ctx.app.request('/api/affiliates', jsonInit('POST', { name, email: address }, from()));
const confirm = (token: string) => ctx.app.request('/api/affiliates/confirm', jsonInit('POST', { token }, from()));
const openDashboard = async (key: string) => (await ctx.app.request('/api/affiliates/session', jsonInit('POST', { key }, from()))).status;

describe('joining with an email', () => {
  it('issues nothing to whoever typed it: no key in the answer, no account until the link is opened', async () => {
    const alice = email('alice');
    const res = await ask('Mallory', alice);
    expect(res.status).toBe(202);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({ email: alice, message: AFFILIATE_MESSAGES.checkEmail });
    expect(await ctx.db.select().from(affiliates).where(eq(affiliates.email, alice))).toEqual([]);
    // The link went to Alice's address, and only there.
    const [signup] = await ctx.db.select().from(affiliateSignups).where(eq(affiliateSignups.email, alice));
    expect(signup!.tokenHash).toHaveLength(64);
    expect(await confirmationLinkFor(ctx.db, alice)).toMatch(/^http:\/\/localhost:3000\/affiliates\?confirm=[A-Za-z0-9_-]{43}$/);
    // Guessing a token opens nothing.
    const guessed = await confirm('A'.repeat(43));
    expect(guessed.status).toBe(400);
    expect(((await guessed.json()) as { error: { message: string } }).error.message).toBe(AFFILIATE_MESSAGES.confirmLinkSpent);
  });

  it('lets the real owner join afterwards, under the name she gave', async () => {
    const alice = email('alice');
    await ask('Mallory', alice);
    const joined = await joinAffiliate(ctx.app, ctx.db, 'Alice Owner', alice, from());
    expect(joined.affiliate).toMatchObject({ name: 'Alice Owner', email: alice });
    expect(await openDashboard(joined.dashboardKey)).toBe(200);
  });

  it('answers the same whether or not the email already has an account', async () => {
    const taken = email('taken');
    const first = await joinAffiliate(ctx.app, ctx.db, 'Tara Taken', taken, from());
    const fresh = email('fresh');
    const [a, b] = [await ask('Someone', taken), await ask('Someone', fresh)];
    expect(a.status).toBe(b.status);
    const [bodyA, bodyB] = [(await a.json()) as { email: string; message: string }, (await b.json()) as { email: string; message: string }];
    expect(bodyA.message).toBe(bodyB.message);
    expect(Object.keys(bodyA)).toEqual(Object.keys(bodyB));
    // The mail to the taken address offers a new key instead; opening it renews the key.
    const renewed = await confirm(tokenOf((await confirmationLinkFor(ctx.db, taken))!));
    expect(renewed.status).toBe(201);
    const again = (await renewed.json()) as { affiliate: { referralCode: string; name: string }; dashboardKey: string };
    expect(again.affiliate).toMatchObject({ referralCode: first.affiliate.referralCode, name: 'Tara Taken' });
    expect(await openDashboard(again.dashboardKey)).toBe(200);
    expect(await openDashboard(first.dashboardKey)).toBe(401);
    const [row] = await ctx.db.select().from(affiliates).where(eq(affiliates.email, taken));
    expect(row!.dashboardKeyHash).toBe(hashSecret(again.dashboardKey));
  });

  it('spends a link once, and not after a day', async () => {
    const once = email('once');
    await ask('Olga Once', once);
    const token = tokenOf((await confirmationLinkFor(ctx.db, once))!);
    expect((await confirm(token)).status).toBe(201);
    expect((await confirm(token)).status).toBe(400);

    const late = email('late');
    await ask('Lee Late', late);
    const lateToken = tokenOf((await confirmationLinkFor(ctx.db, late))!);
    clock = new Date(clock.getTime() + 24 * 3600_000 + 1000);
    expect((await confirm(lateToken)).status).toBe(400);
    expect(await ctx.db.select().from(affiliates).where(eq(affiliates.email, late))).toEqual([]);
  });

  it('sends one address at most three links an hour, however often the form is filled in', async () => {
    const busy = email('busy');
    const answers = new Set<number>();
    for (let i = 0; i < 6; i++) answers.add((await ask('Bea Busy', busy)).status);
    expect([...answers]).toEqual([202]);
    const signups = await ctx.db.select().from(affiliateSignups).where(eq(affiliateSignups.email, busy));
    expect(signups).toHaveLength(3);
    const mails = (await ctx.db.select().from(notificationEvents).where(eq(notificationEvents.type, 'affiliate-confirm'))).filter((m) =>
      signups.some((s) => s.id === m.payload.signupId),
    );
    expect(mails).toHaveLength(3);
  });
});
