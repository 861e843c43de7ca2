import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, familyMembers, notificationEvents, recipients, subscribers, subscriptions } from '../db/schema/index.js';
import { SIGN_IN_LINK_SENT } from '@fondly/contract/account';
import { createTestContext, jsonInit } from '../testing/test-app.js';
import { DELETE_CONFIRM_MISMATCH } from './privacy.js';
import { SIGN_IN_LINK_INVALID } from './sign-in.js';
import { sessionCookieFrom, signUp, uniqueEmail, wizardSignup } from './testing/families.js';
import type { ErrorBody as ErrorAnswer } from '@fondly/contract/errors';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let clock = new Date('2026-03-02T15:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock, env: { SIGNUP_RATE_LIMIT: '0' } });
});
afterAll(async () => ctx?.close());


async function lastSignInLink(subscriberId: string): Promise<string | null> {
  const rows = await ctx.db.select().from(notificationEvents).where(eq(notificationEvents.type, 'sign-in-link'));
  const mine = rows.filter((r) => r.payload.subscriberId === subscriberId);
  return (mine.at(-1)?.payload.link as string | undefined) ?? null;
}

describe('who am I', () => {
  it('answers 401 to a browser that is not signed in', async () => {
    const res = await ctx.app.request('/api/account');
    expect(res.status).toBe(401);
  });

  it('shows the signed-in family their name, email and plan', async () => {
    const email = uniqueEmail('me');
    const { headers } = await signUp(ctx.app, wizardSignup({ subscriberEmail: email, frequency: 'daily' }));
    const res = await ctx.app.request('/api/account', { headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'Dana Rivera',
      email,
      // Premium's trial, started with the card at its checkout (signUp pays it as the page does).
      subscription: { plan: { id: 'premium', name: 'Premium' }, status: 'trialing', needsPayment: false },
    });
  });

  it('does not accept a made-up session cookie', async () => {
    const res = await ctx.app.request('/api/account', { headers: { cookie: 'fondly_session=not-a-real-session-token' } });
    expect(res.status).toBe(401);
  });
});

describe('sign out and sign in again by emailed link', () => {
  it('ends the session on sign-out', async () => {
    const { headers } = await signUp(ctx.app);
    const out = await ctx.app.request('/api/account/sign-out', jsonInit('POST', undefined, headers));
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/fondly_session=;/);
    expect((await ctx.app.request('/api/account', { headers })).status).toBe(401);
  });

  it('emails a link that signs in once, and gives the same answer for unknown addresses', async () => {
    const email = uniqueEmail('link');
    const { body } = await signUp(ctx.app, wizardSignup({ subscriberEmail: email }));

    const unknown = await ctx.app.request('/api/account/sign-in-link', jsonInit('POST', { email: uniqueEmail('nobody') }));
    const known = await ctx.app.request('/api/account/sign-in-link', jsonInit('POST', { email: email.toUpperCase() }));
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(await unknown.json()).toEqual({ message: SIGN_IN_LINK_SENT });
    expect(await known.json()).toEqual({ message: SIGN_IN_LINK_SENT });

    const link = await lastSignInLink(body.subscriberId);
    expect(link).toMatch(/^http:\/\/localhost:3000\/sign-in\?token=/);
    const token = new URL(link!).searchParams.get('token')!;

    const first = await ctx.app.request('/api/account/sign-in', jsonInit('POST', { token }));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ email });
    const cookie = sessionCookieFrom(first);
    expect((await ctx.app.request('/api/account', { headers: { cookie } })).status).toBe(200);

    const second = await ctx.app.request('/api/account/sign-in', jsonInit('POST', { token }));
    expect(second.status).toBe(401);
    expect(((await second.json()) as ErrorAnswer).error.message).toBe(SIGN_IN_LINK_INVALID);
  });

  it('refuses a link older than 30 minutes', async () => {
    const { body } = await signUp(ctx.app);
    const [sub] = await ctx.db.select().from(subscribers).where(eq(subscribers.id, body.subscriberId));
    await ctx.app.request('/api/account/sign-in-link', jsonInit('POST', { email: sub!.email }));
    const token = new URL((await lastSignInLink(body.subscriberId))!).searchParams.get('token')!;
    const saved = clock;
    clock = new Date(clock.getTime() + 31 * 60_000);
    try {
      const res = await ctx.app.request('/api/account/sign-in', jsonInit('POST', { token }));
      expect(res.status).toBe(401);
    } finally {
      clock = saved;
    }
  });

  it('asks for a valid email in the form\'s words', async () => {
    const res = await ctx.app.request('/api/account/sign-in-link', jsonInit('POST', { email: 'not-an-email' }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorAnswer).error.fields).toEqual({ email: 'Please enter a valid email' });
  });
});

describe('download my data', () => {
  it('gives the family everything held about them, and nothing of another family', async () => {
    const mine = await signUp(ctx.app, wizardSignup({ recipientName: 'Rosa Export', recipientPhone: '(212) 555-0123' }));
    await signUp(ctx.app, wizardSignup({ recipientName: 'Someone Else Entirely' }));
    const res = await ctx.app.request('/api/account/export', { headers: mine.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="fondly-my-data-\d{4}-\d\d-\d\d\.json"/);
    const data = (await res.json()) as { account: { name: string }; recipients: Array<{ name: string; phone: string; consentConfirmedAt: string; calls: unknown[] }> };
    expect(data.account.name).toBe('Dana Rivera');
    expect(data.recipients).toHaveLength(1);
    expect(data.recipients[0]).toMatchObject({ name: 'Rosa Export', phone: '+12125550123', consentConfirmedAt: clock.toISOString() });
    expect(data.recipients[0]!.calls.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain('Someone Else Entirely');
  });

  it('needs a session', async () => {
    expect((await ctx.app.request('/api/account/export')).status).toBe(401);
  });
});

describe('delete my account', () => {
  it('refuses when the typed email does not match, and deletes nothing', async () => {
    const { headers, body } = await signUp(ctx.app);
    const res = await ctx.app.request('/api/account', jsonInit('DELETE', { confirmEmail: 'someone@else.com' }, headers));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorAnswer).error.fields).toEqual({ confirmEmail: DELETE_CONFIRM_MISMATCH });
    expect(await ctx.db.select().from(recipients).where(eq(recipients.subscriberId, body.subscriberId))).toHaveLength(1);
  });

  it('removes personal data, stops the calls, ends billing, signs out and confirms by email', async () => {
    const email = uniqueEmail('leaving');
    const { headers, body } = await signUp(ctx.app, wizardSignup({ subscriberEmail: email, frequency: 'weekly' }));
    expect((await ctx.db.select().from(calls).where(eq(calls.recipientId, body.recipientId))).length).toBeGreaterThan(0);

    const res = await ctx.app.request('/api/account', jsonInit('DELETE', { confirmEmail: ` ${email.toUpperCase()} ` }, headers));
    expect(res.status).toBe(200);

    const [sub] = await ctx.db.select().from(subscribers).where(eq(subscribers.id, body.subscriberId));
    expect(sub!.deletedAt).not.toBeNull();
    expect(JSON.stringify(sub)).not.toContain(email);
    expect(sub!.name).not.toContain('Dana');
    expect(await ctx.db.select().from(recipients).where(eq(recipients.subscriberId, body.subscriberId))).toHaveLength(0);
    expect(await ctx.db.select().from(calls).where(eq(calls.recipientId, body.recipientId))).toHaveLength(0);
    expect(await ctx.db.select().from(familyMembers).where(eq(familyMembers.subscriberId, body.subscriberId))).toHaveLength(0);
    const [billing] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, body.subscriberId));
    expect(billing!.status).toBe('canceled');

    const confirmations = await ctx.db.select().from(notificationEvents).where(eq(notificationEvents.type, 'account-deleted'));
    expect(confirmations.some((e) => e.payload.email === email)).toBe(true);
    expect((await ctx.app.request('/api/account', { headers })).status).toBe(401);

    // The address is free again: the family can come back later.
    const again = await ctx.app.request('/api/onboard-simple', jsonInit('POST', wizardSignup({ subscriberEmail: email })));
    expect(again.status).toBe(201);
    const live = await ctx.db.select().from(subscribers).where(and(eq(subscribers.email, email)));
    expect(live).toHaveLength(1);
  });
});
