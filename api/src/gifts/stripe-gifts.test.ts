import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiftAdded, GiftCard } from '@fondly/contract/gift';
import { gifts, invoices, notificationEvents, subscriptions } from '../db/schema/index.js';
import { createTestContext, jsonInit, operatorHeaders } from '../testing/test-app.js';
import { insertSubscriber, subscriberCookie } from '../payments/testing/factories.js';
import { attachCheckoutToSubscriber } from '../payments/index.js';
import { startStripeStandIn, STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET, type Delivery, type StripeStandIn } from '../payments/testing/stripe-stand-in.js';
import { uniqueEmail } from '../families/testing/families.js';

// The same purchase through Stripe (its real SDK against the project's stand-in): the gift is paid by the signed webhook.
let stripe: StripeStandIn;
let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  ctx = await createTestContext({ env: { STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY, STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET, STRIPE_API_URL: stripe.apiUrl } });
});
afterAll(async () => {
  await ctx?.close();
  await stripe?.close();
});

const deliver = (d: Pick<Delivery, 'payload' | 'signature'>) =>
  ctx.app.request('/api/webhooks/stripe', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': d.signature }, body: d.payload });

describe('a gift paid at Stripe', () => {
  it('is a one-time Checkout Session that returns to the card page, and counts as paid only when the signed webhook says so', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const res = await ctx.app.request(
      '/api/gifts',
      jsonInit('POST', { plan: '1-year-499', buyerName: 'Sam Rivera', buyerEmail: uniqueEmail('sam'), recipientFirstName: 'Rosa', deliveryDate: tomorrow, timeZone: 'Pacific/Honolulu' }),
    );
    expect(res.status).toBe(201);
    const { url, code } = (await res.json()) as { url: string; code: string };
    const session = [...stripe.sessions.values()].find((s) => s.url === url)!;
    expect(session._params.mode).toBe('payment');
    expect(session._params.success_url).toBe(`${ctx.deps.config.publicUrl}/gift/card/${code}`);

    const status = async () => ((await (await ctx.app.request(`/api/gifts/${code}`)).json()) as GiftCard).status;
    expect(await status()).toBe('awaiting-payment');
    const gifted = async () => (await ctx.db.select().from(notificationEvents).where(eq(notificationEvents.type, 'gift-paid'))).length;
    expect(await gifted()).toBe(0);

    const deliveries = stripe.completeCheckout(session.id, { email: 'sam@example.com', name: 'Sam Rivera' });
    const forged = { ...deliveries[0]!, signature: 't=1,v1=forged' };
    expect((await deliver(forged)).status).toBe(400);
    for (const d of deliveries) expect((await deliver(d)).status).toBe(200);
    expect(await status()).toBe('paid');
    // Delivered twice, the card mail is still asked for once.
    for (const d of deliveries) expect((await deliver(d)).status).toBe(200);
    expect(await gifted()).toBe(1);
  });
});

/** A gift bought and paid at Stripe: its code, and Stripe's invoice for it. */
async function paidGift(plan = '3-month-99') {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const res = await ctx.app.request('/api/gifts', jsonInit('POST', { plan, buyerName: 'Sam Rivera', buyerEmail: uniqueEmail('sam'), recipientFirstName: 'Rosa', deliveryDate: tomorrow }));
  const { url, code } = (await res.json()) as { url: string; code: string };
  const session = [...stripe.sessions.values()].find((s) => s.url === url)!;
  for (const d of stripe.completeCheckout(session.id, { email: 'sam@example.com', name: 'Sam Rivera' })) expect((await deliver(d)).status).toBe(200);
  const [gift] = await ctx.db.select().from(gifts).where(eq(gifts.code, code));
  const stripeInvoice = [...stripe.invoices.values()].find((i) => i.metadata?.checkoutRef === gift!.checkoutId)!;
  return { code, gift: gift!, stripeInvoice };
}

const status = async (code: string) => ((await (await ctx.app.request(`/api/gifts/${code}`)).json()) as GiftCard).status;
const refundsTold = async (giftId: string) =>
  (await ctx.db.select().from(notificationEvents).where(eq(notificationEvents.type, 'gift-refunded'))).filter((e) => e.payload.giftId === giftId).length;

describe('a gift refunded at Stripe (decision 157)', () => {
  it('refunded in Stripe’s dashboard: the signed charge.refunded cancels the code, once, and the buyer is told', async () => {
    const { code, gift, stripeInvoice } = await paidGift();
    expect(await status(code)).toBe('paid');
    // A part given back leaves the gift as it is.
    expect((await deliver(stripe.refundInDashboard(stripeInvoice.id, 1000))).status).toBe(200);
    expect(await status(code)).toBe('paid');

    const whole = stripe.refundInDashboard(stripeInvoice.id, 8900);
    const res = await deliver(whole);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { outcome: string }).outcome).toBe('refunded at Stripe: $99 back, a gift: its code is cancelled');
    expect(await status(code)).toBe('refunded');
    const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.checkoutId, gift.checkoutId));
    expect(invoice).toMatchObject({ status: 'refunded', refundedCents: 9900 });
    // Delivered again, nothing more happens.
    expect((await deliver(whole)).status).toBe(200);
    expect(await refundsTold(gift.id)).toBe(1);
  });

  it('refunded by an operator: the refund goes to Stripe, and Stripe’s webhook that follows changes nothing more', async () => {
    const { code, gift, stripeInvoice } = await paidGift();
    const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.checkoutId, gift.checkoutId));
    const refund = await ctx.app.request(`/api/payments/invoices/${invoice!.id}/refund`, jsonInit('POST', { reason: 'Money-back guarantee' }, operatorHeaders));
    expect(refund.status).toBe(200);
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === stripeInvoice._payment_intent).map((r) => r.amount)).toEqual([9900]);
    expect(await status(code)).toBe('refunded');
    const echo = await deliver(stripe.chargeRefunded(stripeInvoice.id));
    expect(((await echo.json()) as { outcome: string }).outcome).toBe('refund already recorded');
    expect(await refundsTold(gift.id)).toBe(1);
  });
});

describe('a gift added to a plan paid at Stripe (decision 157)', () => {
  it('moves the next payment back by the gift’s months with trial_end, nothing prorated', async () => {
    // A family in the 7-day trial of Premium, paid through Stripe Checkout.
    const start = await ctx.app.request('/api/checkout/premium');
    const { url } = (await start.json()) as { url: string };
    const session = [...stripe.sessions.values()].find((s) => s.url === url)!;
    for (const d of stripe.completeCheckout(session.id, { email: 'priya@example.com', name: 'Priya Shah' })) expect((await deliver(d)).status).toBe(200);
    const subscriber = await insertSubscriber(ctx.db, { name: 'Priya Shah' });
    await ctx.db.transaction((tx) => attachCheckoutToSubscriber(tx, session.id, subscriber.id));
    const subscriptionId = stripe.sessions.get(session.id)!.subscription as string;
    const trialEnd = stripe.subscriptions.get(subscriptionId)!.trial_end as number;

    const { code } = await paidGift();
    const res = await ctx.app.request(`/api/gifts/${code}/add-to-account`, jsonInit('POST', { forWhom: 'someone-new' }, await subscriberCookie(ctx.db, subscriber.id)));
    expect(res.status).toBe(200);
    const added = (await res.json()) as GiftAdded;
    expect(added).toMatchObject({ planName: 'Premium', term: '3 months' });

    const update = stripe.requests.find((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`)!;
    expect(update.params.proration_behavior).toBe('none');
    const expected = new Date(trialEnd * 1000);
    expected.setUTCMonth(expected.getUTCMonth() + 3);
    expect(Number(update.params.trial_end)).toBe(Math.floor(expected.getTime() / 1000));
    expect(added.nextPaymentAt).toBe(expected.toISOString());
    const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subscriptionId));
    expect(row).toMatchObject({ status: 'trialing', plan: 'premium' });
    expect(row!.trialEnd!.toISOString()).toBe(expected.toISOString());
    expect(await status(code)).toBe('redeemed');
  });

  it('gives the code back when Stripe cannot be reached, so the family can try again', async () => {
    const start = await ctx.app.request('/api/checkout/starter');
    const { url } = (await start.json()) as { url: string };
    const session = [...stripe.sessions.values()].find((s) => s.url === url)!;
    for (const d of stripe.completeCheckout(session.id, { email: 'lee@example.com', name: 'Lee Chen' })) expect((await deliver(d)).status).toBe(200);
    const subscriber = await insertSubscriber(ctx.db, { name: 'Lee Chen' });
    await ctx.db.transaction((tx) => attachCheckoutToSubscriber(tx, session.id, subscriber.id));
    const cookie = await subscriberCookie(ctx.db, subscriber.id);

    const { code } = await paidGift();
    // Stripe answers 500 to the first try and both of the SDK's retries.
    stripe.failNext(500, 'Stripe is down', 3);
    const failed = await ctx.app.request(`/api/gifts/${code}/add-to-account`, jsonInit('POST', { forWhom: 'someone-new' }, cookie));
    expect(failed.status).toBe(503);
    expect(await status(code)).toBe('paid');
    expect((await ctx.app.request(`/api/gifts/${code}/add-to-account`, jsonInit('POST', { forWhom: 'someone-new' }, cookie))).status).toBe(200);
    expect(await status(code)).toBe('redeemed');
  });
});
