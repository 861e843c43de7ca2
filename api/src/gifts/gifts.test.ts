import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GIFT_CODE_MESSAGES, GIFT_PURCHASE_MESSAGES, GIFT_TO_ACCOUNT_MESSAGES, type GiftAdded, type GiftCard } from '@fondly/contract/gift';
import type { Account } from '@fondly/contract/account';
import type { ErrorBody } from '@fondly/contract/errors';
import { checkouts, gifts, invoices, localSubscriptions, outboxMails, subscriptions } from '../db/schema/index.js';
import { runLocalBillingClock } from '../payments/local-billing.js';
import { currentSubscription } from '../payments/index.js';
import { sendDueMails } from '../mail/mail-sender-worker.js';
import { expandPendingEvents } from '../notifications/notification-worker.js';
import { CHECKOUT_LINK_MESSAGES } from '../payments/index.js';
import { createTestContext, jsonInit, operatorHeaders } from '../testing/test-app.js';
import { familyRowCounts, paidOnboarding, sessionCookieFrom, signUp, uniqueEmail, wizardSignup } from '../families/testing/families.js';
import type { BillingSubscription } from '@fondly/contract/payments';
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
    // Decision 157: the code has no end date, and the card says so.
    expect(mails[0]!.text).toContain('This gift never expires.');
    const [delivery] = await ctx.db.select().from(outboxMails).where(and(eq(outboxMails.template, 'gift-card-delivery'), eq(outboxMails.toEmail, 'dana.rivera@example.com')));
    expect(delivery!.subject).toBe('A gift for Rosa from Sam Rivera');
    expect(delivery!.nextAttemptAt.toISOString()).toBe('2026-12-05T14:00:00.000Z');
    // Walk finding 18: the buyer sees what was paid; no "Gift: Gift:"; the family's copy speaks to the family, about Rosa.
    expect(mails[0]!.text).toContain('Your payment of $99 for 3 months of Fondly went through.');
    expect(mails[0]!.text).toContain('Gift: 3 months of Fondly, already paid');
    expect(mails[0]!.text).not.toContain('Gift: Gift:');
    expect(delivery!.toName).toBe("Rosa's family");
    expect(delivery!.text).toContain('Hello, Sam Rivera is giving Rosa 3 months of Fondly');
    expect(delivery!.text).toContain('so you can set it up for Rosa.');
    expect(delivery!.text).not.toContain('Rosa, Sam is giving you');

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
    await expandPendingEvents(ctx.deps);
    const [welcome] = await ctx.db.select().from(outboxMails).where(and(eq(outboxMails.template, 'welcome'), eq(outboxMails.subscriberId, result.subscriberId)));
    expect(welcome!.text).toContain('Your plan is a gift from Sam Rivera: 3 months of Fondly, already paid, until March 25, 2027. It does not renew, and no card is needed.');

    // Their billing says a gift pays until March 25 and nothing renews; the giver's $99 is not theirs to see (walk finding 4).
    const cookie = sessionCookieFrom(res);
    const billing = (await (await ctx.app.request('/api/billing/subscription', { headers: { cookie } })).json()) as BillingSubscription;
    expect(billing).toMatchObject({ status: 'active', plan: { id: '3-month-99', interval: 'once' }, card: null });
    expect(billing.giftUntil!.slice(0, 10)).toBe('2027-03-25');
    const theirInvoices = (await (await ctx.app.request('/api/billing/invoices', { headers: { cookie } })).json()) as { invoices: unknown[] };
    expect(theirInvoices.invoices).toEqual([]);
    expect((await ctx.app.request(`/api/billing/invoices/${invoice!.id}`, { headers: { cookie } })).status).toBe(404);

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

async function boughtAndPaid(overrides: Record<string, unknown> = {}) {
  const bought = await buy(overrides);
  expect((await payWithTestCard(bought.sessionId, bought.body.buyerEmail)).status).toBe(200);
  const [gift] = await ctx.db.select().from(gifts).where(eq(gifts.code, bought.code));
  const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.checkoutId, gift!.checkoutId));
  return { ...bought, gift: gift!, invoice: invoice! };
}

const mailsOf = (template: string, toEmail: string) =>
  ctx.db.select().from(outboxMails).where(and(eq(outboxMails.template, template), eq(outboxMails.toEmail, toEmail)));
const cardStatus = async (code: string) => ((await (await get(`/api/gifts/${code}`)).json()) as GiftCard).status;
const account = async (cookie: string) => (await (await ctx.app.request('/api/account', { headers: { cookie } })).json()) as Account;
const addToAccount = (code: string, cookie: string, forWhom: string) => ctx.app.request(`/api/gifts/${code}/add-to-account`, jsonInit('POST', { forWhom }, { cookie }));

// An hour after the other tests' clock: the guessing test's misses belong to another window.
const LATER = () => {
  clock = new Date('2026-12-01T16:00:00Z');
};

describe('a refunded gift (decision 157)', () => {
  beforeEach(LATER);
  it('no longer redeems: the code is cancelled, the card waiting for its day is not sent, and the buyer is told', async () => {
    const { code, body, invoice } = await boughtAndPaid();
    await expandPendingEvents(ctx.deps);
    expect(await mailsOf('gift-card-delivery', 'dana.rivera@example.com')).not.toHaveLength(0);
    const waiting = (await mailsOf('gift-card-delivery', 'dana.rivera@example.com')).filter((m) => m.status === 'pending');

    // The operator refunds the gift's payment (30-day money-back guarantee).
    const refund = await ctx.app.request(`/api/payments/invoices/${invoice.id}/refund`, jsonInit('POST', { reason: 'Changed his mind' }, operatorHeaders));
    expect(refund.status).toBe(200);
    expect(await cardStatus(code)).toBe('refunded');

    // The family's form says so plainly and creates nothing; a signed-in family cannot add it either.
    const before = await familyRowCounts(ctx.db);
    const redeem = await post(`/api/gifts/${code}/redeem`, redeemBody());
    expect(redeem.status).toBe(409);
    expect((await message(redeem)).message).toBe(GIFT_CODE_MESSAGES.refunded);
    expect(await familyRowCounts(ctx.db)).toEqual(before);

    // The buyer's mail: the money, the cancelled code, and the card that will not go out on Saturday.
    await expandPendingEvents(ctx.deps);
    const [told] = await mailsOf('gift-refunded', body.buyerEmail);
    expect(told!.subject).toBe('Your Fondly gift for Rosa was refunded');
    expect(told!.text).toContain('we have refunded your payment of $99 for your gift to Rosa (3 months of Fondly)');
    expect(told!.text).toContain(`The gift's code ${code} is cancelled and no longer works`);
    expect(told!.text).toContain('We will not send the card to dana.rivera@example.com on Saturday, December 5.');
    const stillThere = await ctx.db.select().from(outboxMails).where(eq(outboxMails.id, waiting[waiting.length - 1]!.id));
    expect(stillThere).toHaveLength(0);
    clock = new Date('2026-12-05T15:00:00Z');
    while ((await sendDueMails(ctx.deps, { workerId: 't' })) > 0);
    expect((await mailsOf('gift-card-delivery', 'dana.rivera@example.com')).filter((m) => m.idempotencyKey === waiting.at(-1)!.idempotencyKey)).toHaveLength(0);

    // A second refund attempt changes nothing and mails nobody again.
    expect((await ctx.app.request(`/api/payments/invoices/${invoice.id}/refund`, jsonInit('POST', { reason: 'again' }, operatorHeaders))).status).toBe(409);
    await expandPendingEvents(ctx.deps);
    expect(await mailsOf('gift-refunded', body.buyerEmail)).toHaveLength(1);
  });
});

describe('a gift redeemed into an existing account (decision 157)', () => {
  beforeEach(LATER);
  it('becomes the plan of a family on the free plan, for its months from today, and the family is mailed', async () => {
    const family = await signUp(ctx.app, wizardSignup({ frequency: 'free' }));
    const { code } = await boughtAndPaid();

    // Someone else's person, or nobody signed in: nothing happens.
    expect((await ctx.app.request(`/api/gifts/${code}/add-to-account`, jsonInit('POST', { forWhom: 'someone-new' }))).status).toBe(401);
    const stranger = await addToAccount(code, family.cookie, '00000000-0000-4000-8000-000000000000');
    expect(stranger.status).toBe(404);
    expect((await message(stranger)).message).toBe(GIFT_TO_ACCOUNT_MESSAGES.personNotFound);
    expect(await cardStatus(code)).toBe('paid');

    const res = await addToAccount(code, family.cookie, family.body.recipientId);
    expect(res.status).toBe(200);
    expect((await res.json()) as GiftAdded).toMatchObject({ term: '3 months', planName: 'Gift: 3 months', nextPaymentAt: null, nextPath: '/dashboard' });
    const { subscription } = await account(family.cookie);
    expect(subscription).toMatchObject({ plan: { id: '3-month-99' }, status: 'active', giftUntil: null });
    expect(subscription!.currentPeriodEnd!.slice(0, 10)).toBe('2027-03-01');
    expect(await cardStatus(code)).toBe('redeemed');

    // The code is spent: a second try is told so.
    const again = await addToAccount(code, family.cookie, 'someone-new');
    expect(again.status).toBe(409);
    expect((await message(again)).message).toBe(GIFT_CODE_MESSAGES.alreadyRedeemed);

    await expandPendingEvents(ctx.deps);
    const email = (await account(family.cookie)).email;
    const [mail] = await mailsOf('gift-added', email);
    expect(mail!.subject).toBe("Sam Rivera's gift is on your Fondly plan");
    expect(mail!.text).toContain('Your plan is now Gift: 3 months, paid until March 1, 2027. It does not renew, and nothing is charged.');

    // A second gift follows the first: its year starts when the three months end.
    const second = await boughtAndPaid({ plan: '1-year-499' });
    const added = (await (await addToAccount(second.code, family.cookie, 'someone-new')).json()) as GiftAdded;
    expect(added).toMatchObject({ planName: 'Gift: 1 year', nextPath: '/schedule-call' });
    expect(added.paidUntil.slice(0, 10)).toBe('2028-03-01');
  });

  it('pushes back the next payment of a renewing plan by the gift’s months, and nothing is charged on the old date', async () => {
    // Dana is in the 7-day trial of Starter, with a card: the first payment would be on December 8.
    const family = await signUp(ctx.app, wizardSignup({ frequency: 'weekly' }));
    const { code } = await boughtAndPaid({ plan: '1-year-499' });
    const res = await addToAccount(code, family.cookie, 'someone-new');
    expect(res.status).toBe(200);
    const added = (await res.json()) as GiftAdded;
    expect(added).toMatchObject({ term: '1 year', planName: 'Starter', nextPath: '/schedule-call' });
    expect(added.nextPaymentAt!.slice(0, 10)).toBe('2027-12-08');
    const { subscription } = await account(family.cookie);
    expect(subscription).toMatchObject({ plan: { id: 'starter' }, status: 'trialing' });
    expect(subscription!.giftUntil!.slice(0, 10)).toBe('2027-12-08');

    // The billing clock on December 9: the trial would have ended; the gift's year runs instead.
    clock = new Date('2026-12-09T15:00:00Z');
    await runLocalBillingClock(ctx.deps);
    const sub = await currentSubscription(ctx.db, family.body.subscriberId);
    const [local] = await ctx.db.select().from(localSubscriptions).where(eq(localSubscriptions.id, sub!.providerSubscriptionId!));
    expect(local).toMatchObject({ status: 'trialing', invoiceCount: 1 });

    await expandPendingEvents(ctx.deps);
    const [mail] = await mailsOf('gift-added', (await account(family.cookie)).email);
    expect(mail!.text).toContain('Your Starter plan carries on as before, and your next payment of $29 moves to December 8, 2027. Nothing is charged until then.');
  });
});
