import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, checkouts, localSubscriptions, recipients, schedules, subscribers, subscriptions } from '../db/schema/index.js';
import { SIGNUP_MESSAGES, formatZonedDateTime, windowLabel } from '@fondly/contract/onboarding';
import type { Account } from '@fondly/contract/account';
import { payLocalCheckout } from '../payments/local-billing.js';
import { CHECKOUT_LINK_MESSAGES, startCheckout } from '../payments/index.js';
import { createTestContext, jsonInit } from '../testing/test-app.js';
import { familyRowCounts, paidOnboarding, sessionCookieFrom, uniqueEmail, wizardSignup } from './testing/families.js';
import type { ErrorBody as ErrorAnswer } from '@fondly/contract/errors';

let ctx: Awaited<ReturnType<typeof createTestContext>>;

beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGNUP_RATE_LIMIT: '0' } });
});
afterAll(async () => ctx?.close());

const post = (body: unknown) => ctx.app.request('/api/onboarding', jsonInit('POST', body));

/** A checkout paid on the local checkout page with Stripe's 4242 test card. */
async function completedCheckout(plan = 'premium', email = uniqueEmail('buyer')) {
  const { sessionId } = await startCheckout(ctx.deps, { plan, email, referralCode: null });
  await payLocalCheckout(ctx.deps, sessionId, { email, name: 'Priya Shah', cardNumber: '4242424242424242', expiry: '12 / 39', cvc: '123' });
  return { transactionId: sessionId, email };
}

describe('/onboarding after a paid checkout', () => {
  it('creates the account with the paid subscription linked, the topics and the evening window', async () => {
    const { transactionId, email } = await completedCheckout('premium');
    const res = await post(paidOnboarding(transactionId, { customerEmail: email, recipientPhone: '(604) 555-0142' }));
    expect(res.status).toBe(201);
    const result = (await res.json()) as { subscriberId: string; recipientId: string; plan: { id: string }; subscriptionStatus: string };
    expect(result).toMatchObject({ plan: { id: 'premium' }, subscriptionStatus: 'trialing' });
    const cookie = sessionCookieFrom(res);
    // /success names the first call's day and hour in her zone (walk finding 22).
    const account = (await (await ctx.app.request('/api/account', { headers: { cookie } })).json()) as Account;
    const [first] = await ctx.db.select().from(calls).where(and(eq(calls.recipientId, result.recipientId), eq(calls.state, 'scheduled'))).orderBy(calls.dueAt).limit(1);
    expect(account.nextCall).toEqual({ recipientName: expect.any(String), at: first!.dueAt.toISOString(), when: formatZonedDateTime(first!.dueAt, 'America/Vancouver') });
    expect(account.nextCall!.when).toMatch(/^\w+day, \w+ \d+ at \d+:\d\d [AP]M PT$/);

    const [checkout] = await ctx.db.select().from(checkouts).where(eq(checkouts.providerSessionId, transactionId));
    expect(checkout!.subscriberId).toBe(result.subscriberId);
    const subs = await ctx.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, result.subscriberId));
    expect(subs).toEqual([expect.objectContaining({ plan: 'premium', provider: 'local', status: 'trialing' })]);
    const [recipient] = await ctx.db.select().from(recipients).where(eq(recipients.id, result.recipientId));
    expect(recipient).toMatchObject({ relationship: 'parent', voice: 'male', topics: ['Childhood memories', 'Life lessons learned'], phone: '+16045550142' });
    const [schedule] = await ctx.db.select().from(schedules).where(eq(schedules.recipientId, result.recipientId));
    expect(schedule).toMatchObject({ window: 'evening', timeZone: 'America/Vancouver' });
    const [subscriber] = await ctx.db.select().from(subscribers).where(eq(subscribers.id, result.subscriberId));
    expect(subscriber!.signupVariant).toBe('paid');
  });

  it('keeps the window as offered: "Afternoon (1-3 PM)" plans every call between 1 and 3 PM her time', async () => {
    const { transactionId, email } = await completedCheckout('premium');
    const res = await post(paidOnboarding(transactionId, { customerEmail: email, callSchedule: 'afternoon', timeZone: 'America/Chicago' }));
    expect(res.status).toBe(201);
    const { recipientId } = (await res.json()) as { recipientId: string };
    const [schedule] = await ctx.db.select().from(schedules).where(eq(schedules.recipientId, recipientId));
    expect(schedule).toMatchObject({ window: 'afternoon', windowStartMinute: 13 * 60, windowEndMinute: 15 * 60 });
    expect(windowLabel(schedule!)).toBe('Afternoon (1-3 PM)');
    // The very first call may leave the window to keep the 24-hour promise; every later one keeps it.
    const planned = (await ctx.db.select().from(calls).where(and(eq(calls.recipientId, recipientId), eq(calls.state, 'scheduled')))).sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime()).slice(1);
    expect(planned.length).toBeGreaterThan(3);
    for (const call of planned) {
      const local = call.dueAt.toLocaleTimeString('en-US', { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' });
      const [h, m] = local.split(':').map(Number) as [number, number];
      // A 15-minute call placed by 2:45 PM ends by 3 PM.
      expect(h * 60 + m).toBeGreaterThanOrEqual(13 * 60);
      expect(h * 60 + m).toBeLessThanOrEqual(14 * 60 + 45);
    }
  });

  it('accepts a checkout only once: the second form gets a clear 409 and creates nothing', async () => {
    const { transactionId } = await completedCheckout('starter');
    expect((await post(paidOnboarding(transactionId))).status).toBe(201);
    const before = await familyRowCounts(ctx.db);
    const again = await post(paidOnboarding(transactionId));
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorAnswer).error.message).toBe(CHECKOUT_LINK_MESSAGES.alreadyLinked);
    expect(await familyRowCounts(ctx.db)).toEqual(before);
  });

  it('refuses a made-up transaction id and a checkout that was never paid, writing nothing', async () => {
    const before = await familyRowCounts(ctx.db);
    const madeUp = await post(paidOnboarding('cs_local_made_up_transaction_id'));
    expect(madeUp.status).toBe(404);
    expect(((await madeUp.json()) as ErrorAnswer).error.message).toBe(CHECKOUT_LINK_MESSAGES.notFound);
    const { sessionId } = await startCheckout(ctx.deps, { plan: 'daily', email: null, referralCode: null });
    const unpaid = await post(paidOnboarding(sessionId));
    expect(unpaid.status).toBe(404);
    expect(await familyRowCounts(ctx.db)).toEqual(before);
    const [open] = await ctx.db.select().from(checkouts).where(eq(checkouts.providerSessionId, sessionId));
    expect(open!.subscriberId).toBeNull();
  });

  it('leaves the checkout unclaimed when the account cannot be created (email taken)', async () => {
    const taken = uniqueEmail('taken');
    const first = await completedCheckout('premium');
    expect((await post(paidOnboarding(first.transactionId, { customerEmail: taken }))).status).toBe(201);
    const second = await completedCheckout('premium');
    const res = await post(paidOnboarding(second.transactionId, { customerEmail: taken }));
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorAnswer).error.fields).toHaveProperty('customerEmail');
    const [row] = await ctx.db.select().from(checkouts).where(eq(checkouts.providerSessionId, second.transactionId));
    expect(row!.subscriberId).toBeNull();
  });

  const rules: Array<[string, Record<string, unknown>, string, string]> = [
    ['an empty name', { customerName: ' ' }, 'customerName', 'Name is required'],
    ['an invalid email', { customerEmail: 'priya@shah' }, 'customerEmail', 'Valid email required'],
    ['an empty recipient name', { recipientName: '' }, 'recipientName', 'Recipient name is required'],
    ['a phone under 10 characters', { recipientPhone: '604-5550' }, 'recipientPhone', 'Valid phone number required'],
    ['no topic', { topics: [] }, 'topics', 'Please select at least one topic'],
    ['an unknown topic', { topics: ['gossip'] }, 'topics.0', ''],
    ['no consent', { recipientConsent: undefined }, 'recipientConsent', SIGNUP_MESSAGES.consentRequired],
  ];
  for (const [what, change, field, message] of rules) {
    it(`refuses ${what}${message ? ` with "${message}"` : ''}`, async () => {
      const { transactionId } = await completedCheckout();
      const res = await post({ ...paidOnboarding(transactionId), ...change });
      expect(res.status).toBe(400);
      const fields = ((await res.json()) as ErrorAnswer).error.fields!;
      expect(fields).toHaveProperty([field]);
      if (message) expect(fields[field]).toBe(message);
      const [row] = await ctx.db.select().from(checkouts).where(eq(checkouts.providerSessionId, transactionId));
      expect(row!.subscriberId).toBeNull();
    });
  }

  it('ends the paid subscription at the payment processor when the family deletes the account', async () => {
    const { transactionId, email } = await completedCheckout('daily');
    const res = await post(paidOnboarding(transactionId, { customerEmail: email }));
    const cookie = sessionCookieFrom(res);
    const { subscriberId } = (await res.json()) as { subscriberId: string };
    const del = await ctx.app.request('/api/account', jsonInit('DELETE', { confirmEmail: email }, { cookie }));
    expect(del.status).toBe(200);
    const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, subscriberId));
    expect(sub!.status).toBe('canceled');
    const [local] = await ctx.db.select().from(localSubscriptions).where(eq(localSubscriptions.id, sub!.providerSubscriptionId!));
    expect(local!.status).toBe('canceled');
  });

  it('adds a plan paid later to the signed-in family instead of making a second account', async () => {
    const email = uniqueEmail('upgrade');
    const signup = await ctx.app.request('/api/onboard-simple', jsonInit('POST', wizardSignup({ subscriberEmail: email, frequency: 'weekly' })));
    const cookie = sessionCookieFrom(signup);
    const before = (await (await ctx.app.request('/api/account', { headers: { cookie } })).json()) as { subscription: { plan: { id: string } } };
    expect(before.subscription.plan.id).toBe('free');

    const { transactionId } = await completedCheckout('connected', email);
    const res = await ctx.app.request('/api/onboarding/link', jsonInit('POST', { transactionId }, { cookie }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email, subscription: { plan: { id: 'starter' }, status: 'trialing', needsPayment: false } });
    // Twice is harmless; someone else cannot claim it.
    expect((await ctx.app.request('/api/onboarding/link', jsonInit('POST', { transactionId }, { cookie }))).status).toBe(200);
    const other = await ctx.app.request('/api/onboard-simple', jsonInit('POST', wizardSignup()));
    const stolen = await ctx.app.request('/api/onboarding/link', jsonInit('POST', { transactionId }, { cookie: sessionCookieFrom(other) }));
    expect(stolen.status).toBe(409);
    expect((await ctx.app.request('/api/onboarding/link', jsonInit('POST', { transactionId }))).status).toBe(401);
  });
});
