import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GIFT_CODE_MESSAGES, GIFT_PURCHASE_MESSAGES, type GiftCard } from '@fondly/contract/gift';
import type { ErrorBody } from '@fondly/contract/errors';
import { checkouts, gifts, invoices, outboxMails, subscriptions } from '../db/schema/index.js';
import { sendDueMails } from '../mail/mail-sender-worker.js';
import { expandPendingEvents } from '../notifications/notification-worker.js';
import { CHECKOUT_LINK_MESSAGES } from '../payments/index.js';
import { createTestContext, jsonInit } from '../testing/test-app.js';
import { familyRowCounts, paidOnboarding, uniqueEmail } from '../families/testing/families.js';
import { GIFT_GUESS_LIMIT } from './index.js';

// 10 AM in New York on Tuesday, December 1st 2026: "today" for the buyer is 2026-12-01.
let clock = new Date('2026-12-01T15:00:00Z');
let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGNUP_RATE_LIMIT: '0' }, now: () => clock });
});
afterAll(async () => ctx?.close());
beforeEach(() => {
  clock = new Date('2026-12-01T15:00:00Z');
});

const post = (path: string, body: unknown) => ctx.app.request(path, jsonInit('POST', body));
const get = (path: string) => ctx.app.request(path);
const message = async (res: Response) => ((await res.json()) as ErrorBody).error;

function purchase(overrides: Record<string, unknown> = {}) {
  return {
    plan: '3-month-99',
    buyerName: 'Sam Rivera',
    buyerEmail: uniqueEmail('grandson'),
    recipientFirstName: 'Rosa',
    message: 'Happy birthday, Grandma! Love, Sam',
    deliveryDate: '2026-12-05',
    deliverToEmail: 'dana.rivera@example.com',
    timeZone: 'America/New_York',
    ...overrides,
  };
}

async function buy(overrides: Record<string, unknown> = {}) {
  const body = purchase(overrides);
  const res = await post('/api/gifts', body);
  expect(res.status).toBe(201);
  const { url, code } = (await res.json()) as { url: string; code: string };
  return { url, code, sessionId: url.split('/').at(-1)!, body };
}

async function payWithTestCard(sessionId: string, email: string, cardNumber = '4242 4242 4242 4242') {
  return post(`/api/checkout/sessions/${sessionId}/pay`, { email, name: 'Sam Rivera', cardNumber, expiry: '12 / 39', cvc: '123' });
}

const redeemBody = (overrides: Record<string, unknown> = {}) => {
  const { transactionId: _ignored, ...form } = paidOnboarding('unused', overrides);
  return form;
};

describe('a gift bought online', () => {
  it('is paid at the checkout, recorded from the payment, mailed as a card, and redeems once into an account with the months paid', async () => {
    const { url, code, sessionId, body } = await buy();
    expect(url).toMatch(/^\/checkout\/cs_local_/);
    expect(code).toMatch(/^FOND-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    // Before the payment: the card says so, and the code redeems nothing.
    expect(((await (await get(`/api/gifts/${code}`)).json()) as GiftCard).status).toBe('awaiting-payment');
    const early = await post(`/api/gifts/${code}/redeem`, redeemBody());
    expect(early.status).toBe(409);
    expect((await message(early)).message).toBe(GIFT_CODE_MESSAGES.notPaid);

    // A declined card changes nothing; the test card pays, and the browser goes to the card page.
    expect((await payWithTestCard(sessionId, body.buyerEmail, '4000 0000 0000 0002')).status).toBe(402);
    expect(((await (await get(`/api/gifts/${code}`)).json()) as GiftCard).status).toBe('awaiting-payment');
    const paid = await payWithTestCard(sessionId, body.buyerEmail);
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as { redirectUrl: string }).redirectUrl).toBe(`/gift/card/${code}`);

    const card = (await (await get(`/api/gifts/${code.toLowerCase().replace(/-/g, ' ')}`)).json()) as GiftCard;
    expect(card).toMatchObject({
      code,
      status: 'paid',
      planId: '3-month-99',
      term: '3 months',
      recipientFirstName: 'Rosa',
      buyerName: 'Sam Rivera',
      message: 'Happy birthday, Grandma! Love, Sam',
      redeemUrl: `${ctx.deps.config.publicUrl}/redeem/${code}`,
    });
    const [gift] = await ctx.db.select().from(gifts).where(eq(gifts.code, code));
    const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.checkoutId, gift!.checkoutId));
    expect(invoice).toMatchObject({ status: 'paid', amountPaidCents: 9900 });

    // The card mail to the buyer goes at once; the family's copy waits for 9 AM on the delivery day, New York time.
    await expandPendingEvents(ctx.deps);
    const mails = await ctx.db.select().from(outboxMails).where(and(eq(outboxMails.template, 'gift-card'), eq(outboxMails.toEmail, body.buyerEmail)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Fondly gift card for Rosa');
    expect(mails[0]!.text).toContain(code);
    expect(mails[0]!.text).toContain(`${ctx.deps.config.publicUrl}/redeem/${code}`);
    expect(mails[0]!.text).toContain('Happy birthday, Grandma! Love, Sam');
    expect(mails[0]!.text).toContain('We will also email the card to dana.rivera@example.com on Saturday, December 5.');
    const [delivery] = await ctx.db.select().from(outboxMails).where(and(eq(outboxMails.template, 'gift-card-delivery'), eq(outboxMails.toEmail, 'dana.rivera@example.com')));
    expect(delivery!.subject).toBe('A gift for Rosa from Sam Rivera');
    expect(delivery!.nextAttemptAt.toISOString()).toBe('2026-12-05T14:00:00.000Z');

    while ((await sendDueMails(ctx.deps, { workerId: 't' })) > 0);
    const statusOf = async (id: number) => (await ctx.db.select({ status: outboxMails.status }).from(outboxMails).where(eq(outboxMails.id, id)))[0]!.status;
    expect(await statusOf(mails[0]!.id)).toBe('sent');
    expect(await statusOf(delivery!.id)).toBe('pending');
    clock = new Date('2026-12-05T14:00:00Z');
    while ((await sendDueMails(ctx.deps, { workerId: 't' })) > 0);
    expect(await statusOf(delivery!.id)).toBe('sent');

    // The family redeems the code: an account on the gift plan, active for 3 months from today, no card asked.
    clock = new Date('2026-12-25T15:00:00Z');
    const res = await post(`/api/gifts/${code}/redeem`, redeemBody());
    expect(res.status).toBe(201);
    const result = (await res.json()) as { subscriberId: string; plan: { id: string; name: string }; subscriptionStatus: string };
    expect(result).toMatchObject({ plan: { id: '3-month-99', name: 'Gift: 3 months' }, subscriptionStatus: 'active' });
    const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, result.subscriberId));
    expect(sub).toMatchObject({ plan: '3-month-99', status: 'active', cancelAtPeriodEnd: false });
    expect(sub!.currentPeriodEnd!.toISOString().slice(0, 10)).toBe('2027-03-25');
    expect(((await (await get(`/api/gifts/${code}`)).json()) as GiftCard).status).toBe('redeemed');

    // A code redeems once: the second family gets a clear message and nothing is created.
    const before = await familyRowCounts(ctx.db);
    const again = await post(`/api/gifts/${code}/redeem`, redeemBody());
    expect(again.status).toBe(409);
    expect((await message(again)).message).toBe(GIFT_CODE_MESSAGES.alreadyRedeemed);
    expect(await familyRowCounts(ctx.db)).toEqual(before);
  });

  it('cannot be claimed through the buyer’s transaction id on /onboarding: only the card’s code redeems it', async () => {
    const { sessionId, body } = await buy();
    await payWithTestCard(sessionId, body.buyerEmail);
    const before = await familyRowCounts(ctx.db);
    const res = await post('/api/onboarding', paidOnboarding(sessionId));
    expect(res.status).toBe(409);
    expect((await message(res)).message).toBe(CHECKOUT_LINK_MESSAGES.isGift);
    expect(await familyRowCounts(ctx.db)).toEqual(before);
    const [checkout] = await ctx.db.select().from(checkouts).where(eq(checkouts.providerSessionId, sessionId));
    expect(checkout!.subscriberId).toBeNull();
  });

  it('refuses a delivery date in the past in the buyer’s zone, and a missing first name, with the form’s words', async () => {
    clock = new Date('2026-12-01T06:00:00Z'); // 1 AM on December 1st in New York, still November 30th in Los Angeles
    const ok = await post('/api/gifts', purchase({ deliveryDate: '2026-11-30', timeZone: 'America/Los_Angeles' }));
    expect(ok.status).toBe(201);
    const past = await post('/api/gifts', purchase({ deliveryDate: '2026-11-30', timeZone: 'America/New_York' }));
    expect(past.status).toBe(400);
    expect((await message(past)).fields).toMatchObject({ deliveryDate: GIFT_PURCHASE_MESSAGES.deliveryDatePast });
    const unnamed = await post('/api/gifts', purchase({ recipientFirstName: '   ' }));
    expect((await message(unnamed)).fields).toMatchObject({ recipientFirstName: GIFT_PURCHASE_MESSAGES.recipientFirstNameRequired });
    const gift = await post('/api/gifts', purchase({ plan: 'premium' }));
    expect((await message(gift)).fields).toMatchObject({ plan: GIFT_PURCHASE_MESSAGES.planRequired });
  });

  it('answers a wrong code in plain words, and an address guessing codes must wait', async () => {
    const wrong = await get('/api/gifts/FOND-ZZZZ-ZZZZ');
    expect(wrong.status).toBe(404);
    expect((await message(wrong)).message).toBe(GIFT_CODE_MESSAGES.notFound);
    const redeemWrong = await post('/api/gifts/FOND-ZZZZ-ZZZ2/redeem', redeemBody());
    expect(redeemWrong.status).toBe(404);
    expect((await message(redeemWrong)).message).toBe(GIFT_CODE_MESSAGES.notFound);
    const garbled = await get('/api/gifts/hello');
    expect(garbled.status).toBe(400);
    expect((await message(garbled)).message).toBe(GIFT_CODE_MESSAGES.notFound);

    const { code, sessionId, body } = await buy();
    await payWithTestCard(sessionId, body.buyerEmail);
    for (let i = 2; i < GIFT_GUESS_LIMIT; i++) expect((await get(`/api/gifts/FOND-ZZZZ-ZZ${'23456789'[i % 8]}${'ABCDEFGH'[i % 8]}`)).status).toBe(404);
    const limited = await get(`/api/gifts/FOND-ZZZZ-ZZZA`);
    expect(limited.status).toBe(429);
    expect((await message(limited)).message).toBe(GIFT_CODE_MESSAGES.tooManyTries);
    // Even the right code waits now: guessing gains nothing.
    expect((await get(`/api/gifts/${code}`)).status).toBe(429);
  });
});
