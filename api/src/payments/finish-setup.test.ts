import { beforeEach, describe, expect, it } from 'vitest';
import { SIGN_IN_LINK_SENT } from '@fondly/contract/account';
import { sendDueMails } from '../mail/mail-sender-worker.js';
import { expandPendingEvents } from '../notifications/notification-worker.js';
import { useAppWithMailbox } from '../notifications/testing/smtp-sink.js';
import { jsonInit } from '../testing/test-app.js';
import { paidOnboarding, uniqueEmail } from '../families/testing/families.js';

const ctx = useAppWithMailbox({ env: { SIGNUP_RATE_LIMIT: '0' } });

async function deliver() {
  await expandPendingEvents(ctx.deps);
  while ((await sendDueMails(ctx.deps, { workerId: 't' })) > 0);
  return ctx.sink.messages;
}

/** What has been mailed once the clock has moved on by `ms` (the hour the finish-setup mail waits). */
async function deliverAfter(ms: number) {
  const realNow = ctx.deps.now;
  ctx.deps.now = () => new Date(realNow().getTime() + ms);
  try {
    return await deliver();
  } finally {
    ctx.deps.now = realNow;
  }
}

const HOUR = 60 * 60_000;
const SUBJECT = 'Complete your Fondly setup';

/** Pricing section, not signed in: the checkout address, then Pay with the 4242 test card, as the browser does. */
async function payFromPricing(email: string) {
  const started = await ctx.app.request('/api/checkout/premium');
  const cookie = started.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { url } = (await started.json()) as { url: string };
  const transactionId = url.split('/').pop()!;
  const paid = await ctx.app.request(
    `/api/checkout/sessions/${transactionId}/pay`,
    jsonInit('POST', { email, name: 'Priya Shah', cardNumber: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123' }, { cookie }),
  );
  expect(paid.status).toBe(200);
  return { transactionId, cookie };
}

const waiting = async (cookie?: string) =>
  ((await (await ctx.app.request('/api/checkout/waiting', cookie ? { headers: { cookie } } : {})).json()) as { transactionId: string | null }).transactionId;

beforeEach(() => {
  ctx.sink.messages.length = 0;
});

describe('a plan paid for without an account is never a dead end (walk finding 1, decision 182)', () => {
  it('mails the link that finishes the setup once, an hour after payment, in the words of the checkout, and again on a sign-in request', async () => {
    const email = uniqueEmail('payer');
    const { transactionId } = await payFromPricing(email);
    // The payer is on /onboarding now: no mail while they may be filling it in.
    expect(await deliver()).toHaveLength(0);
    expect(await deliverAfter(59 * 60_000)).toHaveLength(0);
    const [mail, ...rest] = await deliverAfter(HOUR + 60_000);
    expect(rest).toHaveLength(0);
    expect(mail!.subject).toBe(SUBJECT);
    expect(ctx.sink.to(email)).toHaveLength(1);
    const link = `http://localhost:3000/onboarding?transaction_id=${transactionId}&email=${encodeURIComponent(email)}`;
    expect(mail!.text).toContain(link);
    expect(mail!.text).toContain('Hello Priya,');
    expect(mail!.text).toContain('Thank you for choosing Fondly! Your 7-day free trial of Premium has started, and your first payment is on');
    expect(mail!.text).toContain("Let's finish setting up the calls");
    expect(mail!.text).toContain('Complete Setup');
    expect(mail!.text).not.toContain('If you have finished already');
    // Sent once: later passes send nothing more.
    expect(await deliverAfter(3 * HOUR)).toHaveLength(1);

    ctx.sink.messages.length = 0;
    const asked = await ctx.app.request('/api/account/sign-in-link', jsonInit('POST', { email: email.toUpperCase() }));
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ message: SIGN_IN_LINK_SENT });
    const [again] = await deliver();
    expect(again!.subject).toBe(SUBJECT);
    expect(again!.text).toContain(link);
  });

  it('sends nothing to a family who finishes the setup within the hour', async () => {
    const email = uniqueEmail('quick');
    const { transactionId } = await payFromPricing(email);
    const done = await ctx.app.request('/api/onboarding', jsonInit('POST', paidOnboarding(transactionId, { customerEmail: email })));
    expect(done.status).toBe(201);
    await deliverAfter(2 * HOUR);
    const subjects = ctx.sink.to(email).map((m) => m.subject);
    expect(subjects).not.toContain(SUBJECT);
  });

  it('asked for before the hour: mailed at once, and not a second time when the hour comes', async () => {
    const email = uniqueEmail('asker');
    await payFromPricing(email);
    await ctx.app.request('/api/account/sign-in-link', jsonInit('POST', { email }));
    expect((await deliver()).map((m) => m.subject)).toEqual([SUBJECT]);
    expect(await deliverAfter(2 * HOUR)).toHaveLength(1);
    expect(ctx.sink.to(email)).toHaveLength(1);
  });

  it('lets /onboarding in a new tab of the same browser carry on with the payment, and no other browser', async () => {
    const email = uniqueEmail('tab');
    const { transactionId, cookie } = await payFromPricing(email);
    expect(await waiting(cookie)).toBe(transactionId);
    expect(await waiting()).toBeNull();
    // Once the setup is done there is nothing left to carry on with, and no more mail about it.
    const done = await ctx.app.request('/api/onboarding', jsonInit('POST', paidOnboarding(transactionId, { customerEmail: email })));
    expect(done.status).toBe(201);
    expect(await waiting(cookie)).toBeNull();
    ctx.sink.messages.length = 0;
    await ctx.app.request('/api/account/sign-in-link', jsonInit('POST', { email }));
    const subjects = (await deliver()).map((m) => m.subject);
    expect(subjects).toContain('Your Fondly sign-in link');
    expect(subjects).not.toContain(SUBJECT);
  });
});
