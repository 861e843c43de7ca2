import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutSession } from '@fondly/contract/payments';
import { paidOnboarding, sessionCookieFrom } from '../families/testing/families.js';
import { createTestContext, jsonInit, TEST_ORIGIN } from '../testing/test-app.js';

// Finding (issue 29, low): `GET /api/checkout/sessions/{id}` answered the payer's name and email
// to anyone holding the id, even after /onboarding had used it. They now go to the browser that
// started the checkout, to the account it was linked to, and otherwise only for a few minutes
// after payment while no account has claimed it (a buyer who paid on another device).
let ctx: Awaited<ReturnType<typeof createTestContext>>;
let clock = new Date('2026-11-26T15:00:00Z');
beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGNUP_RATE_LIMIT: '0' }, now: () => clock });
});
afterAll(async () => ctx?.close());

const EMAIL = 'priya.payer@example.com';
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));
const buyerCookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]!).join('; ');
const read = async (id: string, cookie?: string) =>
  (await (await ctx.app.request(`/api/checkout/sessions/${id}`, { headers: cookie ? { cookie } : {} })).json()) as CheckoutSession;

async function startAndPay() {
  const start = await ctx.app.request(`/api/checkout/premium?email=${encodeURIComponent(EMAIL)}`, { headers: { origin: TEST_ORIGIN } });
  const buyer = buyerCookieOf(start);
  const id = ((await start.json()) as { url: string }).url.split('/').at(-1)!;
  // Before payment: the buyer's own browser sees the address it typed, nobody else does.
  expect((await read(id, buyer)).email).toBe(EMAIL);
  expect((await read(id)).email).toBeNull();
  const paid = await ctx.app.request(
    `/api/checkout/sessions/${id}/pay`,
    jsonInit('POST', { email: EMAIL, name: 'Priya Shah', cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' }, { cookie: buyer }),
  );
  expect(paid.status).toBe(200);
  return { id, buyer };
}

describe("a checkout's payer details", () => {
  it('go to the browser that paid, and to nobody else once the first minutes are over', async () => {
    const { id, buyer } = await startAndPay();
    expect(await read(id, buyer)).toMatchObject({ status: 'completed', email: EMAIL, customerName: 'Priya Shah' });
    later(31);
    expect(await read(id, buyer)).toMatchObject({ email: EMAIL, customerName: 'Priya Shah' });
    // Someone else holding the id (a forwarded link, a shared screen) still learns it is paid.
    expect(await read(id)).toMatchObject({ status: 'completed', email: null, customerName: null });
  });

  it('are no one else\'s once /onboarding made the account, and stay the account\'s', async () => {
    const { id } = await startAndPay();
    // A buyer who paid on another device finds the form filled in, for a few minutes.
    expect(await read(id)).toMatchObject({ email: EMAIL, customerName: 'Priya Shah' });
    const onboarded = await ctx.app.request('/api/onboarding', jsonInit('POST', paidOnboarding(id, { customerEmail: EMAIL })));
    expect(onboarded.status).toBe(201);
    expect(await read(id)).toMatchObject({ status: 'completed', alreadyLinked: true, email: null, customerName: null });
    expect(await read(id, sessionCookieFrom(onboarded))).toMatchObject({ email: EMAIL, customerName: 'Priya Shah' });
  });
});
