import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calls, checkouts, commissions, invoices, notificationEvents, paymentEvents, recipients, schedules, subscriptions } from '../db/schema/index.js';
import { planCalls } from '../calls/scheduling/planner.js';
import { createTestContext, jsonInit, operatorHeaders } from '../testing/test-app.js';
import { attachCheckoutToSubscriber, currentSubscription, getCompletedCheckout } from './index.js';
import { insertAffiliate, insertSubscriber, subscriberCookie } from './testing/factories.js';
import {
  startStripeStandIn,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  type Delivery,
  type StripeStandIn,
} from './testing/stripe-stand-in.js';
import type { ErrorBody as ErrorAnswer } from '@fondly/contract/errors';

let stripe: StripeStandIn;
let ctx: Awaited<ReturnType<typeof createTestContext>>;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  ctx = await createTestContext({
    env: { STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY, STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET, STRIPE_API_URL: stripe.apiUrl },
  });
});
afterAll(async () => {
  await ctx?.close();
  await stripe?.close();
});
beforeEach(() => {
  stripe.requests.length = 0;
});


function deliver(d: Pick<Delivery, 'payload' | 'signature'>) {
  return ctx.app.request('/api/webhooks/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': d.signature },
    body: d.payload,
  });
}

async function deliverAll(deliveries: Delivery[]) {
  for (const d of deliveries) expect((await deliver(d)).status).toBe(200);
}

/** A visitor asks for a checkout address; answers the Stripe session the app created. */
async function startCheckout(plan: string, headers: Record<string, string> = {}, query = '') {
  const res = await ctx.app.request(`/api/checkout/${plan}${query}`, { headers });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const session = [...stripe.sessions.values()].find((s) => s.url === url)!;
  expect(session).toBeDefined();
  return session;
}

async function purchase(plan = 'premium', headers: Record<string, string> = {}) {
  const session = await startCheckout(plan, headers);
  const deliveries = stripe.completeCheckout(session.id, { email: 'Priya.Shah@example.com', name: 'Priya Shah' });
  await deliverAll(deliveries);
  return { session, deliveries, subscriptionId: stripe.sessions.get(session.id)!.subscription as string };
}

async function paidAccount(plan = 'premium', headers: Record<string, string> = {}) {
  const bought = await purchase(plan, headers);
  const subscriber = await insertSubscriber(ctx.db, { name: 'Priya Shah' });
  await ctx.db.transaction((tx) => attachCheckoutToSubscriber(tx, bought.session.id, subscriber.id));
  return { ...bought, subscriber };
}

const eventCount = async () => (await ctx.db.select({ n: count() }).from(paymentEvents))[0]!.n;

describe('GET /api/checkout/{plan} with Stripe', () => {
  it('creates a subscription Checkout Session with the 7-day trial, our reference and a success address for /onboarding', async () => {
    const session = await startCheckout('premium', {}, '?email=ann%40example.com');
    const params = session._params;
    expect(params).toMatchObject({
      mode: 'subscription',
      subscription_data: { trial_period_days: '7', metadata: { plan: 'premium' } },
      customer_email: 'ann@example.com',
      cancel_url: 'http://localhost:3000/#pricing',
    });
    expect(params.success_url).toBe('http://localhost:3000/?transaction_id={CHECKOUT_SESSION_ID}&email=ann%40example.com');
    expect(params.client_reference_id).toMatch(/^chk_/);
    expect(params.metadata.checkoutRef).toBe(params.client_reference_id);
    expect(session._price).toMatchObject({ unit_amount: 5900, currency: 'usd', recurring: { interval: 'month' }, lookup_key: 'fondly_premium_month_5900_usd' });
    const [row] = await ctx.db.select().from(checkouts).where(eq(checkouts.providerSessionId, session.id));
    expect(row).toMatchObject({ provider: 'stripe', plan: 'premium', status: 'open', amountCents: 5900 });
  });

  it('looks prices up by lookup key and creates each one once, however many checkouts start', async () => {
    await startCheckout('legacy');
    await startCheckout('legacy');
    const creates = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/prices');
    expect(creates).toHaveLength(1);
    expect(creates[0]!.idempotencyKey).toBe('price-fondly_legacy_year_44900_usd');
    expect(creates[0]!.params.recurring).toEqual({ interval: 'year' });
  });

  it('sells the gift plans as one-time payments with an invoice, and no trial', async () => {
    const session = await startCheckout('1-year-499');
    expect(session._params.mode).toBe('payment');
    expect(session._params.subscription_data).toBeUndefined();
    expect(session._params.invoice_creation).toMatchObject({ enabled: 'true', invoice_data: { metadata: { plan: '1-year-499' } } });
  });

  it('accepts the funnel alias weekly as Starter', async () => {
    const session = await startCheckout('weekly');
    expect(session._params.metadata.plan).toBe('starter');
  });

  it('answers an unknown plan with 404 and a clear message, and the free plan with 400, creating nothing at Stripe', async () => {
    const unknown = await ctx.app.request('/api/checkout/platinum');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorAnswer).error.message).toBe('There is no plan called "platinum".');
    const free = await ctx.app.request('/api/checkout/free');
    expect(free.status).toBe(400);
    expect(((await free.json()) as ErrorAnswer).error.message).toBe('The Free plan needs no payment: start it from the signup page.');
    expect(stripe.requests).toHaveLength(0);
  });

  it('carries the affiliate code the browser kept into the session and subscription metadata', async () => {
    const { affiliate } = await insertAffiliate(ctx.db);
    const session = await startCheckout('starter', { cookie: `fondly_ref=${affiliate.referralCode}` });
    expect(session._params.metadata).toMatchObject({ referralCode: affiliate.referralCode, referralKind: 'affiliate' });
    expect(session._params.subscription_data.metadata.referralCode).toBe(affiliate.referralCode);
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('refuses a forged signature with 400 and changes nothing', async () => {
    const session = await startCheckout('premium');
    const [, , completed] = stripe.completeCheckout(session.id, { email: 'x@example.com', name: 'X' });
    const before = await eventCount();
    const forged = stripe.sign(completed!.event, { secret: 'whsec_not_the_endpoint_secret' });
    const res = await deliver(forged);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorAnswer).error.message).toBe('The Stripe signature is missing or does not match.');
    expect(await eventCount()).toBe(before);
    expect(await getCompletedCheckout(ctx.db, session.id)).toBeNull();
  });

  it('refuses a body changed after signing, a missing signature and an old replayed signature', async () => {
    const session = await startCheckout('premium');
    const [, , completed] = stripe.completeCheckout(session.id, { email: 'x@example.com', name: 'X' });
    const before = await eventCount();
    const tampered = await deliver({ payload: completed!.payload.replace('"no_payment_required"', '"paid"'), signature: completed!.signature });
    expect(tampered.status).toBe(400);
    const unsigned = await ctx.app.request('/api/webhooks/stripe', { method: 'POST', body: completed!.payload });
    expect(unsigned.status).toBe(400);
    const stale = stripe.sign(completed!.event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await deliver(stale)).status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('completes a checkout: /onboarding can find it, claim it once, and the subscription is in its trial', async () => {
    const { session, subscriptionId } = await purchase('premium');
    const found = await getCompletedCheckout(ctx.db, session.id);
    expect(found).toMatchObject({ email: 'priya.shah@example.com', customerName: 'Priya Shah', plan: { id: 'premium' }, providerSubscriptionId: subscriptionId, subscriberId: null });

    const subscriber = await insertSubscriber(ctx.db);
    const sub = await ctx.db.transaction((tx) => attachCheckoutToSubscriber(tx, session.id, subscriber.id));
    expect(sub).toMatchObject({ plan: 'premium', status: 'trialing', provider: 'stripe', providerSubscriptionId: subscriptionId });
    expect(sub.trialEnd!.getTime() - Date.now()).toBeGreaterThan(6 * 86_400_000);

    const other = await insertSubscriber(ctx.db);
    await expect(ctx.db.transaction((tx) => attachCheckoutToSubscriber(tx, session.id, other.id))).rejects.toMatchObject({ status: 409 });
    expect(await currentSubscription(ctx.db, other.id)).toBeNull();
  });

  it('acknowledges a duplicate delivery without applying it twice', async () => {
    const { affiliate } = await insertAffiliate(ctx.db);
    const { subscriptionId } = await paidAccount('daily', { cookie: `fondly_ref=${affiliate.referralCode}` });
    const [paid] = stripe.renew(subscriptionId);
    const first = await deliver(paid!);
    const second = await deliver(paid!);
    expect(await first.json()).toMatchObject({ duplicate: false });
    expect(await second.json()).toMatchObject({ received: true, duplicate: true });
    const rows = await ctx.db.select().from(invoices).where(eq(invoices.providerInvoiceId, paid!.event.data.object.id));
    expect(rows).toHaveLength(1);
    const earned = await ctx.db.select().from(commissions).where(eq(commissions.affiliateId, affiliate.id));
    expect(earned.map((c) => c.amountCents)).toEqual([1770]);
  });

  it('converges to the latest state when events arrive out of order', async () => {
    const { subscriptionId, subscriber } = await paidAccount('starter');
    const t = Math.floor(Date.now() / 1000);
    const newer = stripe.subscriptionEvent(subscriptionId, 'customer.subscription.updated', t + 120, { status: 'active', trial_end: t });
    const older = stripe.subscriptionEvent(subscriptionId, 'customer.subscription.updated', t + 60, { status: 'trialing' });
    await deliverAll([newer, older]);
    expect(await currentSubscription(ctx.db, subscriber.id)).toMatchObject({ status: 'active' });

    const deleted = stripe.subscriptionEvent(subscriptionId, 'customer.subscription.deleted', t + 300, { status: 'canceled', canceled_at: t + 300 });
    const stale = stripe.subscriptionEvent(subscriptionId, 'customer.subscription.updated', t + 200, { status: 'active' });
    await deliverAll([deleted, stale]);
    expect(await currentSubscription(ctx.db, subscriber.id)).toMatchObject({ status: 'canceled' });
    const [last] = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.id, stale.event.id));
    expect(last!.outcome).toContain('older than the stored state');
  });

  it("follows a plan switched in Stripe's Billing Portal and plans the family's calls again for it", async () => {
    const { subscriptionId, subscriber } = await paidAccount('premium');
    const starter = await startCheckout('starter');
    const starterPrice = stripe.sessions.get(starter.id)!._price as Record<string, unknown>;
    const [margaret] = await ctx.db.insert(recipients).values({ subscriberId: subscriber.id, name: 'Margaret', phone: '+12125550103', consentAt: new Date(), createdAt: new Date() }).returning();
    // Evenings are allowed every day of the week (a Sunday morning is not): daily premium calls fill any 7-day
    // horizon with 7 or 8 calls, while starter's 3 a week allow at most 6 in the two weeks such a horizon touches.
    await ctx.db.insert(schedules).values({ recipientId: margaret!.id, cadence: 'daily', window: 'evening', timeZone: 'America/New_York' });
    await planCalls(ctx.db, margaret!.id, new Date());
    const planned = async () => (await ctx.db.select().from(calls).where(and(eq(calls.recipientId, margaret!.id), eq(calls.state, 'scheduled')))).length;
    const premiumCalls = await planned();

    const t = Math.floor(Date.now() / 1000);
    const current = stripe.subscriptionEvent(subscriptionId, 'customer.subscription.updated', t).event.data.object as { items: { data: Array<Record<string, unknown>> } };
    const item = current.items.data[0]!;
    const switched = stripe.subscriptionEvent(subscriptionId, 'customer.subscription.updated', t + 60, { items: { ...current.items, data: [{ ...item, price: starterPrice }] } });
    await deliverAll([switched]);
    expect(await currentSubscription(ctx.db, subscriber.id)).toMatchObject({ plan: 'starter' });
    expect(await planned()).toBeLessThan(premiumCalls);
  });

  it('settles two events stamped with the same second by asking Stripe for the subscription as it is now', async () => {
    const { subscriptionId, subscriber } = await paidAccount('starter');
    // A card fixed within the second the renewal failed: Stripe now says active.
    stripe.subscriptions.get(subscriptionId)!.status = 'active';
    const t = Math.floor(Date.now() / 1000) + 500;
    const before = stripe.requests.filter((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subscriptionId}`).length;
    await deliverAll([
      stripe.subscriptionEvent(subscriptionId, 'customer.subscription.updated', t, { status: 'active' }),
      stripe.subscriptionEvent(subscriptionId, 'customer.subscription.updated', t, { status: 'past_due' }),
    ]);
    expect(await currentSubscription(ctx.db, subscriber.id)).toMatchObject({ status: 'active', pastDueSince: null });
    const rereads = stripe.requests.filter((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subscriptionId}`).length;
    expect(rereads - before).toBe(1);
  });

  it("puts a signed-in family's purchase on its account from the webhook itself: plan, calls and later events, no second step", async () => {
    const subscriber = await insertSubscriber(ctx.db, { name: 'Dana Rivera' });
    const [recipient] = await ctx.db
      .insert(recipients)
      .values({ subscriberId: subscriber.id, name: 'Rosa Rivera', phone: '+12125550123', relationship: 'parent', voice: 'female', agentType: 'loneliness', topics: [], specialInstructions: '', consentAt: new Date(), createdAt: new Date(), updatedAt: new Date() })
      .returning();
    await ctx.db.insert(schedules).values({ recipientId: recipient!.id, cadence: 'plan', window: 'morning', timeZone: 'America/New_York', createdAt: new Date(), updatedAt: new Date() });
    await planCalls(ctx.db, recipient!.id, new Date());
    const plannedOnFree = (await ctx.db.select().from(calls).where(eq(calls.recipientId, recipient!.id))).length;

    const { session, subscriptionId } = await purchase('premium', await subscriberCookie(ctx.db, subscriber.id));
    expect(await currentSubscription(ctx.db, subscriber.id)).toMatchObject({ plan: 'premium', status: 'trialing', provider: 'stripe', providerSubscriptionId: subscriptionId });
    expect((await getCompletedCheckout(ctx.db, session.id))!.subscriberId).toBe(subscriber.id);
    // Premium's daily calls are planned at once.
    expect((await ctx.db.select().from(calls).where(eq(calls.recipientId, recipient!.id))).length).toBeGreaterThan(plannedOnFree);
    // Stripe's later word about the subscription lands on the account's row.
    await deliver(stripe.subscriptionEvent(subscriptionId, 'customer.subscription.updated', Math.floor(Date.now() / 1000) + 60, { status: 'active' }));
    expect((await currentSubscription(ctx.db, subscriber.id))!.status).toBe('active');
  });

  it('never puts a gift a signed-in family buys on its own account', async () => {
    const subscriber = await insertSubscriber(ctx.db);
    const { session } = await purchase('3-month-99', await subscriberCookie(ctx.db, subscriber.id));
    expect((await getCompletedCheckout(ctx.db, session.id))!.subscriberId).toBeNull();
    expect(await currentSubscription(ctx.db, subscriber.id)).toBeNull();
  });

  it('holds subscription events that arrive before the checkout completes, for the account to start from', async () => {
    const session = await startCheckout('premium');
    const deliveries = stripe.completeCheckout(session.id, { email: 'early@example.com', name: 'Early Bird' });
    const subId = stripe.sessions.get(session.id)!.subscription as string;
    const t = Math.floor(Date.now() / 1000) + 30;
    await deliverAll([stripe.subscriptionEvent(subId, 'customer.subscription.updated', t, { status: 'active' }), ...deliveries]);
    const subscriber = await insertSubscriber(ctx.db);
    const sub = await ctx.db.transaction((tx) => attachCheckoutToSubscriber(tx, session.id, subscriber.id));
    expect(sub.status).toBe('active');
  });

  it('marks a failed renewal past due, remembers since when, and tells the subscriber once per invoice', async () => {
    const { subscriptionId, subscriber } = await paidAccount('premium');
    const [failed, updated] = stripe.renew(subscriptionId, { fail: true });
    await deliverAll([failed!, updated!]);
    const sub = await currentSubscription(ctx.db, subscriber.id);
    expect(sub).toMatchObject({ status: 'past_due' });
    expect(sub!.pastDueSince).toBeInstanceOf(Date);
    // Stripe retries the same invoice: a second failure event for it.
    const retry = stripe.sign(stripe.event('invoice.payment_failed', failed!.event.data.object));
    await deliverAll([retry]);
    const told = await ctx.db.select().from(notificationEvents).where(eq(notificationEvents.type, 'payment-failed'));
    expect(told.filter((n) => n.payload.subscriptionId === sub!.id)).toHaveLength(1);

    // The card works on the next try: active again, past due forgotten.
    const [paid, active] = stripe.renew(subscriptionId, { at: Math.floor(Date.now() / 1000) + 60 });
    await deliverAll([paid!, active!]);
    expect(await currentSubscription(ctx.db, subscriber.id)).toMatchObject({ status: 'active', pastDueSince: null });
  });

  it('tells the subscriber when the trial is about to end', async () => {
    const { subscriptionId, subscriber } = await paidAccount('premium');
    await deliverAll([stripe.subscriptionEvent(subscriptionId, 'customer.subscription.trial_will_end', Math.floor(Date.now() / 1000))]);
    const sub = await currentSubscription(ctx.db, subscriber.id);
    const told = await ctx.db.select().from(notificationEvents).where(eq(notificationEvents.type, 'trial-ending'));
    expect(told.some((n) => n.payload.subscriptionId === sub!.id)).toBe(true);
  });

  it('acknowledges event types Fondly does not use, and records them', async () => {
    const res = await deliver(stripe.sign(stripe.event('customer.created', { id: 'cus_test_other', object: 'customer' })));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ duplicate: false, outcome: 'not used by Fondly, acknowledged' });
  });
});

describe('when the browser comes back before the webhook', () => {
  it('asks Stripe directly, so /onboarding still finds the completed checkout', async () => {
    const session = await startCheckout('premium');
    stripe.completeCheckout(session.id, { email: 'fast@example.com', name: 'Fast Browser' }); // not delivered yet
    expect(await getCompletedCheckout(ctx.db, session.id)).toBeNull();
    const res = await ctx.app.request(`/api/checkout/sessions/${session.id}`);
    expect(await res.json()).toMatchObject({ status: 'completed', plan: { id: 'premium' }, alreadyLinked: false });
    expect(await getCompletedCheckout(ctx.db, session.id)).toMatchObject({ email: 'fast@example.com' });
    // The webhooks arrive later and change nothing further.
    const [row] = await ctx.db.select().from(checkouts).where(eq(checkouts.providerSessionId, session.id));
    expect(row!.subscriptionSnapshot).toMatchObject({ status: 'trialing' });
  });
});

describe('refunds and the billing portal', () => {
  it('refunds a renewal within 30 days at Stripe, reverses the commission and ends the subscription', async () => {
    const { affiliate } = await insertAffiliate(ctx.db);
    const { subscriptionId, subscriber } = await paidAccount('premium', { cookie: `fondly_ref=${affiliate.referralCode}` });
    const [paid, active] = stripe.renew(subscriptionId);
    await deliverAll([paid!, active!]);
    const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.providerInvoiceId, paid!.event.data.object.id));

    const res = await ctx.app.request(`/api/payments/invoices/${invoice!.id}/refund`, jsonInit('POST', { reason: 'Money-back guarantee' }, operatorHeaders));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ invoice: { status: 'refunded', refundedCents: 5900, refundable: false }, commission: 'commission reversed' });
    const refund = [...stripe.refunds.values()].at(-1)!;
    expect(refund).toMatchObject({ amount: 5900 });
    expect(stripe.requests.find((r) => r.path === '/v1/refunds')!.idempotencyKey).toBe(`refund-${invoice!.id}`);
    expect(stripe.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    expect(await currentSubscription(ctx.db, subscriber.id)).toMatchObject({ status: 'canceled' });
    const [commission] = await ctx.db.select().from(commissions).where(eq(commissions.invoiceId, invoice!.id));
    expect(commission!.status).toBe('reversed');

    const again = await ctx.app.request(`/api/payments/invoices/${invoice!.id}/refund`, jsonInit('POST', { reason: 'twice' }, operatorHeaders));
    expect(again.status).toBe(409);
    expect(stripe.refunds.size).toBe(1);
  });

  it('keeps refunds for operators only', async () => {
    const res = await ctx.app.request('/api/payments/invoices/00000000-0000-0000-0000-000000000000/refund', jsonInit('POST', { reason: 'x' }));
    expect(res.status).toBe(401);
    expect((await ctx.app.request('/api/payments/events')).status).toBe(401);
  });

  it('changes nothing when Stripe refuses the refund', async () => {
    const { subscriptionId } = await paidAccount('premium');
    const [paid, active] = stripe.renew(subscriptionId);
    await deliverAll([paid!, active!]);
    const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.providerInvoiceId, paid!.event.data.object.id));
    stripe.failNext(400, 'Charge already refunded');
    const res = await ctx.app.request(`/api/payments/invoices/${invoice!.id}/refund`, jsonInit('POST', { reason: 'try' }, operatorHeaders));
    expect(res.status).toBeGreaterThanOrEqual(500);
    const [after] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(after!.status).toBe('paid');
  });

  it('opens Stripe’s Billing Portal for the signed-in subscriber’s own customer', async () => {
    const { subscriber } = await paidAccount('premium');
    const res = await ctx.app.request('/api/billing/portal', jsonInit('POST', undefined, await subscriberCookie(ctx.db, subscriber.id)));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, subscriber.id));
    expect(stripe.requests.find((r) => r.path === '/v1/billing_portal/sessions')!.params).toMatchObject({
      customer: sub!.providerCustomerId,
      return_url: 'http://localhost:3000/dashboard',
    });
    expect((await ctx.app.request('/api/billing/portal', jsonInit('POST'))).status).toBe(401);
  });
});
