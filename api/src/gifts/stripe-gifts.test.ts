import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiftCard } from '@fondly/contract/gift';
import { notificationEvents } from '../db/schema/index.js';
import { createTestContext, jsonInit } from '../testing/test-app.js';
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
