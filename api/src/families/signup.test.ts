import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, checkouts, familyMembers, notificationEvents, recipients, schedules, sessions, subscribers, subscriptions } from '../db/schema/index.js';
import { SIGNUP_MESSAGES } from '@fondly/contract/onboarding';
import { PHONE_OUTSIDE_AREA } from '../lib/phone.js';
import { createTestContext, jsonInit } from '../testing/test-app.js';
import { testDatabaseKind } from '../testing/test-database.js';
import { EMAIL_TAKEN } from './errors.js';
import { payLocalCheckout } from '../payments/local-billing.js';
import { familyRowCounts, sessionCookieFrom, singleSignup, uniqueEmail, wizardSignup } from './testing/families.js';
import type { ErrorBody as ErrorAnswer } from '@fondly/contract/errors';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
const NOW = new Date('2026-03-02T15:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW, env: { SIGNUP_RATE_LIMIT: '0' } });
});
afterAll(async () => ctx?.close());

const post = (body: unknown, headers: Record<string, string> = {}) => ctx.app.request('/api/onboard-simple', jsonInit('POST', body, headers));

describe('Reading A: the wizard', () => {
  it('creates the account, recipient, schedule, free subscription and owner in one go and signs the browser in', async () => {
    const body = wizardSignup({ frequency: 'free', subscriberEmail: '  Dana.Rivera@Example.COM ', recipientPhone: '(212) 555-0123' });
    const res = await post(body);
    expect(res.status).toBe(201);
    const result = (await res.json()) as { subscriberId: string; recipientId: string; plan: { id: string }; subscriptionStatus: string };
    expect(result).toMatchObject({ plan: { id: 'free' }, subscriptionStatus: 'free' });

    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('fondly_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const [subscriber] = await ctx.db.select().from(subscribers).where(eq(subscribers.id, result.subscriberId));
    expect(subscriber).toMatchObject({ name: 'Dana Rivera', email: 'dana.rivera@example.com', signupVariant: 'wizard' });
    const [recipient] = await ctx.db.select().from(recipients).where(eq(recipients.id, result.recipientId));
    expect(recipient).toMatchObject({ name: 'Rosa Rivera', phone: '+12125550123', agentType: 'loneliness', subscriberId: result.subscriberId });
    expect(recipient!.consentAt?.toISOString()).toBe(NOW.toISOString());
    const [schedule] = await ctx.db.select().from(schedules).where(eq(schedules.recipientId, result.recipientId));
    expect(schedule).toMatchObject({ timeZone: 'America/Chicago', cadence: 'plan', pausedAt: null });
    const owner = await ctx.db.select().from(familyMembers).where(eq(familyMembers.subscriberId, result.subscriberId));
    expect(owner).toEqual([expect.objectContaining({ isOwner: true, email: 'dana.rivera@example.com', receivesMoments: true, receivesAlerts: true })]);
    const planned = await ctx.db.select().from(calls).where(eq(calls.recipientId, result.recipientId));
    expect(planned.length).toBeGreaterThan(0);
    const events = await ctx.db.select().from(notificationEvents).where(eq(notificationEvents.type, 'welcome'));
    expect(events.some((e) => e.payload.subscriberId === result.subscriberId)).toBe(true);
  });

  it("weekly (Starter): the account starts on Free and the answer is Starter's checkout, whose card starts the 7-day trial at once", async () => {
    const email = uniqueEmail('weekly');
    const res = await post(wizardSignup({ frequency: 'weekly', subscriberEmail: email }));
    expect(res.status).toBe(201);
    const result = (await res.json()) as { subscriberId: string; plan: { id: string }; subscriptionStatus: string; trialEndsAt: string | null; firstCallAt: string; checkoutUrl: string };
    // No trial without a card: until the payment the family has Free, and says so.
    expect(result).toMatchObject({ plan: { id: 'free' }, subscriptionStatus: 'free', trialEndsAt: null });
    // The promise on every signup page: the first call within 24 hours.
    const firstCall = new Date(result.firstCallAt).getTime();
    expect(firstCall).toBeGreaterThan(NOW.getTime());
    expect(firstCall).toBeLessThanOrEqual(NOW.getTime() + 24 * 3600_000);

    const sessionId = new URL(result.checkoutUrl, 'http://x').pathname.split('/').at(-1)!;
    const [checkout] = await ctx.db.select().from(checkouts).where(eq(checkouts.providerSessionId, sessionId));
    expect(checkout).toMatchObject({ plan: 'starter', mode: 'subscription', email, buyerSubscriberId: result.subscriberId, status: 'open' });
    // The checkout page the funnel opens starts filled in for the signed-in family (its card is all that is left to type).
    const page = (await (await ctx.app.request(`/api/checkout/sessions/${sessionId}`, { headers: { cookie: sessionCookieFrom(res) } })).json()) as { email: string | null };
    expect(page.email).toBe(email);

    // The payment itself puts the plan on the account: no second form, no second click.
    await payLocalCheckout(ctx.deps, sessionId, { email, name: 'Dana Rivera', cardNumber: '4242424242424242', expiry: '12 / 39', cvc: '123' });
    const cookie = sessionCookieFrom(res);
    const account = (await (await ctx.app.request('/api/account', { headers: { cookie } })).json()) as { subscription: Record<string, unknown> };
    expect(account.subscription).toMatchObject({ plan: { id: 'starter' }, status: 'trialing', needsPayment: false, trialEndsAt: new Date(NOW.getTime() + 7 * 86_400_000).toISOString() });
    const subs = await ctx.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, result.subscriberId));
    expect(subs.map((s) => [s.plan, s.status, s.provider]).sort()).toEqual([['free', 'canceled', 'none'], ['starter', 'trialing', 'local']]);
  });

  it('free: no checkout, no trial, the Free plan from the first minute', async () => {
    const result = (await (await post(wizardSignup({ frequency: 'free' }))).json()) as Record<string, unknown>;
    expect(result).toMatchObject({ plan: { id: 'free' }, subscriptionStatus: 'free', trialEndsAt: null, checkoutUrl: null });
  });

  it('maps daily to Premium (the one price list) and keeps the story companion type', async () => {
    const res = await post(wizardSignup({ frequency: 'daily', agentType: 'stories' }));
    const result = (await res.json()) as { recipientId: string; checkoutUrl: string };
    const [checkout] = await ctx.db.select().from(checkouts).where(eq(checkouts.providerSessionId, result.checkoutUrl.split('/').at(-1)!));
    expect(checkout!.plan).toBe('premium');
    const [recipient] = await ctx.db.select().from(recipients).where(eq(recipients.id, result.recipientId));
    expect(recipient!.agentType).toBe('stories');
  });

  it('sells the Legacy Bundle from the wizard as the pricing section does: its checkout is for the yearly plan', async () => {
    const res = await post(wizardSignup({ frequency: 'legacy' }));
    expect(res.status).toBe(201);
    const result = (await res.json()) as { checkoutUrl: string };
    const [checkout] = await ctx.db.select().from(checkouts).where(eq(checkouts.providerSessionId, result.checkoutUrl.split('/').at(-1)!));
    expect(checkout!.plan).toBe('legacy');
  });

  const wizardRules: Array<[string, Record<string, unknown>, string, string]> = [
    ['a missing name', { subscriberName: undefined }, 'subscriberName', SIGNUP_MESSAGES.yourNameRequired],
    ['a whitespace-only name', { subscriberName: '   ' }, 'subscriberName', 'Your name is required'],
    ['an empty email', { subscriberEmail: '' }, 'subscriberEmail', 'Email is required'],
    ['an email without a dot after the @', { subscriberEmail: 'dana@example' }, 'subscriberEmail', 'Please enter a valid email'],
    ['an email with spaces', { subscriberEmail: 'dana rivera@example.com' }, 'subscriberEmail', 'Please enter a valid email'],
    ['an empty recipient name', { recipientName: ' ' }, 'recipientName', 'Recipient name is required'],
    ['an empty phone', { recipientPhone: '' }, 'recipientPhone', 'Phone number is required'],
    ['a phone with letters', { recipientPhone: '212-555-CALL' }, 'recipientPhone', 'Please enter a valid phone number'],
    ['a phone of 9 digits', { recipientPhone: '212555012' }, 'recipientPhone', 'Please enter a valid phone number'],
    ['no consent', { recipientConsent: false }, 'recipientConsent', SIGNUP_MESSAGES.consentRequired],
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone', 'Please choose a time zone'],
  ];
  for (const [what, change, field, message] of wizardRules) {
    it(`refuses ${what} with "${message}" and writes nothing`, async () => {
      const before = await familyRowCounts(ctx.db);
      const res = await post({ ...wizardSignup(), ...change });
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorAnswer;
      expect(body.error.fields?.[field]).toBe(message);
      expect(await familyRowCounts(ctx.db)).toEqual(before);
    });
  }

  it('accepts the phone shapes the spec allows: +, dashes, parentheses and spaces', async () => {
    for (const phone of ['+1 (212) 555-0124', '212 555 0125', '(212)555-0126']) {
      const res = await post(wizardSignup({ recipientPhone: phone }));
      expect(res.status).toBe(201);
    }
  });
});

describe('Reading B: the single form', () => {
  it("stores relationship and voice and opens the query's plan's checkout (its trial starts with the card)", async () => {
    const res = await post(singleSignup({ frequency: 'daily', recipientPhone: '416-555-0199' }));
    expect(res.status).toBe(201);
    const result = (await res.json()) as { subscriberId: string; recipientId: string; plan: { name: string }; subscriptionStatus: string; checkoutUrl: string };
    expect(result).toMatchObject({ plan: { name: 'Free' }, subscriptionStatus: 'free', checkoutUrl: expect.stringMatching(/\/checkout\/cs_local_/) });
    const [recipient] = await ctx.db.select().from(recipients).where(eq(recipients.id, result.recipientId));
    expect(recipient).toMatchObject({ relationship: 'grandparent', voice: 'male', phone: '+14165550199', agentType: 'loneliness' });
    const [subscriber] = await ctx.db.select().from(subscribers).where(eq(subscribers.id, result.subscriberId));
    expect(subscriber!.signupVariant).toBe('single');
  });

  it("reads 'weekly' and 'connected' as Starter", async () => {
    const checkoutPlan = async (res: Response) => {
      const { checkoutUrl } = (await res.json()) as { checkoutUrl: string };
      const [checkout] = await ctx.db.select().from(checkouts).where(eq(checkouts.providerSessionId, checkoutUrl.split('/').at(-1)!));
      return checkout!.plan;
    };
    expect(await checkoutPlan(await post(singleSignup({ frequency: 'weekly' })))).toBe('starter');
    const old = await post(singleSignup({ frequency: 'connected', subscriberEmail: 'old-link@example.com', recipientPhone: '+14165550177' }));
    expect(await checkoutPlan(old)).toBe('starter');
  });

  const singleRules: Array<[string, Record<string, unknown>, string, string]> = [
    ['an empty name', { subscriberName: '' }, 'subscriberName', 'Your name is required'],
    ['an invalid email', { subscriberEmail: 'sam@' }, 'subscriberEmail', 'Valid email required'],
    ['an empty email', { subscriberEmail: '' }, 'subscriberEmail', 'Valid email required'],
    ['an empty recipient name', { recipientName: '' }, 'recipientName', 'Recipient name is required'],
    ['a phone under 10 characters', { recipientPhone: '555-0199' }, 'recipientPhone', 'Valid phone number required'],
    ['an unknown relationship', { relationship: 'neighbour' }, 'relationship', ''],
    ['an unknown plan', { frequency: 'platinum' }, 'frequency', ''],
  ];
  for (const [what, change, field, message] of singleRules) {
    it(`refuses ${what}${message ? ` with "${message}"` : ''}`, async () => {
      const before = await familyRowCounts(ctx.db);
      const res = await post({ ...singleSignup(), ...change });
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorAnswer;
      expect(body.error.fields).toHaveProperty(field);
      if (message) expect(body.error.fields![field]).toBe(message);
      expect(await familyRowCounts(ctx.db)).toEqual(before);
    });
  }
});

describe('what the server checks beyond the form', () => {
  it('rejects a number outside the US and Canada with a clear message, writing nothing', async () => {
    const before = await familyRowCounts(ctx.db);
    const res = await post(singleSignup({ recipientPhone: '+44 20 7946 0958' }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorAnswer).error).toMatchObject({ message: PHONE_OUTSIDE_AREA, fields: { recipientPhone: PHONE_OUTSIDE_AREA } });
    expect(await familyRowCounts(ctx.db)).toEqual(before);
  });

  it('answers the same email signing up twice with a clear 409, whatever its case, and keeps one account', async () => {
    const email = uniqueEmail('twice');
    expect((await post(wizardSignup({ subscriberEmail: email }))).status).toBe(201);
    const [account] = await ctx.db.update(subscribers).set({ emailConfirmedAt: NOW }).where(eq(subscribers.email, email)).returning();
    const again = await post(singleSignup({ subscriberEmail: email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorAnswer).error).toMatchObject({ message: EMAIL_TAKEN, fields: { subscriberEmail: EMAIL_TAKEN } });
    const rows = await ctx.db.select().from(subscribers).where(eq(subscribers.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(account!.id);
  });

  it('sends the confirmation link again to an email that signs up again before confirming, rather than a dead end (walk finding 3)', async () => {
    const email = uniqueEmail('again');
    const first = await post(wizardSignup({ subscriberEmail: email }));
    expect(first.status).toBe(201);
    const { subscriberId } = (await first.json()) as { subscriberId: string };
    const again = await post(wizardSignup({ subscriberEmail: email }));
    expect(again.status).toBe(409);
    const message = SIGNUP_MESSAGES.confirmLinkSentAgain;
    expect(((await again.json()) as ErrorAnswer).error).toMatchObject({ message, fields: { subscriberEmail: message } });
    const resent = await ctx.db.select().from(notificationEvents).where(eq(notificationEvents.type, 'confirm-email'));
    expect(resent.filter((e) => (e.payload as { subscriberId?: string }).subscriberId === subscriberId)).toHaveLength(1);
    expect(await ctx.db.select().from(subscribers).where(eq(subscribers.email, email))).toHaveLength(1);
  });

  it('says which form is missing when the payload names none', async () => {
    const { form: _form, ...noForm } = wizardSignup();
    const res = await post(noForm);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorAnswer).error.message).toMatch(/form/);
  });

  it('leaves nothing behind when the database fails half-way through', async () => {
    // A real failure inside the transaction: the schedules table refuses this one zone.
    await ctx.db.execute(sql`create or replace function refuse_schedule() returns trigger as $$
      begin if new.time_zone = 'America/Adak' then raise exception 'disk full'; end if; return new; end $$ language plpgsql`);
    await ctx.db.execute(sql`create trigger refuse_schedule before insert on schedules for each row execute function refuse_schedule()`);
    try {
      const before = await familyRowCounts(ctx.db);
      const res = await post(wizardSignup({ timeZone: 'America/Adak' }));
      expect(res.status).toBe(500);
      expect(((await res.json()) as ErrorAnswer).error.message).toBe('Something went wrong on our side. Please try again.');
      expect(await familyRowCounts(ctx.db)).toEqual(before);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_schedule on schedules`);
    }
  });

  it('never answers hostile input with a 500 and never writes half an account', async () => {
    const before = await familyRowCounts(ctx.db);
    const hostileString = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.constantFrom("'; drop table subscribers; --", '<script>alert(1)</script>', '\u0000', 'x'.repeat(5000), '😀'.repeat(50), ' '),
    );
    const value = fc.oneof(hostileString, fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            form: fc.oneof(fc.constantFrom('wizard', 'single'), value),
            subscriberName: value,
            subscriberEmail: value,
            recipientName: value,
            recipientPhone: value,
            agentType: value,
            frequency: value,
            relationship: value,
            voicePreference: value,
            timeZone: value,
            recipientConsent: fc.oneof(fc.constant(true), value),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const res = await post(body);
          expect(res.status).toBeLessThan(500);
          if (res.status !== 201) expect(res.status).toBe(400);
        },
      ),
      { numRuns: 150 },
    );
    // Hostile bodies that happen to be valid may create accounts; none may be partial.
    const after = await familyRowCounts(ctx.db);
    const created = after.subscribers! - before.subscribers!;
    expect(after.recipients! - before.recipients!).toBe(created);
    expect(after.schedules! - before.schedules!).toBe(created);
    expect(after.subscriptions! - before.subscriptions!).toBe(created);
    expect(after.family_members! - before.family_members!).toBe(created);
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await post('{"form": "wizard", ');
    expect(res.status).toBe(400);
  });

  it('refuses a signup posted from another site', async () => {
    const res = await post(wizardSignup(), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});

describe('refer a friend', () => {
  it("records who referred the family from the ?ref= cookie, and gives every account its own code", async () => {
    const first = await post(wizardSignup());
    const { subscriberId: referrerId } = (await first.json()) as { subscriberId: string };
    const [referrer] = await ctx.db.select().from(subscribers).where(eq(subscribers.id, referrerId));
    expect(referrer!.referralCode).toMatch(/^DANARI-[A-Z0-9]{6}$/);

    const friend = await post(singleSignup(), { cookie: `fondly_ref=${referrer!.referralCode!.toLowerCase()}` });
    const { subscriberId } = (await friend.json()) as { subscriberId: string };
    const [row] = await ctx.db.select().from(subscribers).where(eq(subscribers.id, subscriberId));
    expect(row).toMatchObject({ referredBySubscriberId: referrerId, referredByAffiliateCode: null });

    const unknown = await post(singleSignup(), { cookie: 'fondly_ref=NOBODY-ZZZZZZ' });
    const [none] = await ctx.db.select().from(subscribers).where(eq(subscribers.id, ((await unknown.json()) as { subscriberId: string }).subscriberId));
    expect(none!.referredBySubscriberId).toBeNull();
  });
});

describe('sessions after signup', () => {
  it('stores only a hash of the session token', async () => {
    const res = await post(wizardSignup());
    const token = sessionCookieFrom(res).split('=')[1]!;
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(rows).toHaveLength(0);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('the same email racing itself', () => {
  it('creates exactly one account out of ten simultaneous signups', async () => {
    const email = uniqueEmail('race');
    const statuses = await Promise.all(Array.from({ length: 10 }, async () => (await post(wizardSignup({ subscriberEmail: email }))).status));
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(await ctx.db.select().from(subscribers).where(eq(subscribers.email, email))).toHaveLength(1);
  });
});

describe('rate limit', () => {
  it('stops a flood of signups from one address with a clear message', async () => {
    const limited = await createTestContext({ env: { SIGNUP_RATE_LIMIT: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await limited.app.request('/api/onboard-simple', jsonInit('POST', wizardSignup()))).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
