import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMAIL_CONFIRMATION } from '@fondly/contract/account';
import { calls, notificationEvents } from '../db/schema/index.js';
import { confirmEmail, emailConfirmationLinkOf, signUp, wizardSignup } from '../families/testing/families.js';
import { getCallEngine } from '../calls/lifecycle/call-engine.js';
import { CONSENT_QUESTION } from '../calls/pipeline/safety/index.js';
import { EMAIL_NOT_CONFIRMED } from '../calls/scheduling/schedule-actions.js';
import { makeCall, makeRecipient } from '../calls/lifecycle/test-fixtures.js';
import { createLogger } from '../lib/logger.js';
import { SimulatedTelephony } from '../providers/telephony/simulated/telephony.js';
import { createTestContext, jsonInit } from '../testing/test-app.js';
import type { ErrorBody as ErrorAnswer } from '@fondly/contract/errors';

// Finding (issue #18, observed): a brand-new free account could use "call now" on any number at
// once, and a stranger's phone rang, guarded only by a checkbox. Now nobody is rung before the
// family opened a link sent to the account's email (the welcome mail's, or any sign-in link),
// and her first call asks the recipient herself (decision 105).

// Tuesday 2026-03-03, 11:00 in Denver: inside calling hours.
const NOW = new Date('2026-03-03T18:00:00Z');
const telephony = new SimulatedTelephony({ logger: createLogger({ level: 'silent' }), scriptedRingMs: 5, scriptedAudio: false });
let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW, env: { SIGNUP_RATE_LIMIT: '0' }, providers: { telephony } });
});
afterAll(async () => ctx?.close());

/** Premium with weekly calls: the month has room for an extra call. */
async function signUpWithRoom(email?: string) {
  const family = await signUp(ctx.app, wizardSignup({ frequency: 'daily', timeZone: 'America/Denver', ...(email ? { subscriberEmail: email } : {}) }));
  await ctx.app.request(`/api/recipients/${family.body.recipientId}/schedule`, jsonInit('PATCH', { cadence: 'weekly' }, family.headers));
  return family;
}
const callNowRows = (recipientId: string) => ctx.db.select().from(calls).where(and(eq(calls.recipientId, recipientId), eq(calls.origin, 'call-now')));

describe('call now for an account whose email is not confirmed', () => {
  it('places no call and says what to do, naming the address the link went to', async () => {
    const email = 'dana.unconfirmed@example.com';
    const { headers, body } = await signUpWithRoom(email);
    const account = (await (await ctx.app.request('/api/account', { headers })).json()) as { emailConfirmed: boolean };
    expect(account.emailConfirmed).toBe(false);

    const res = await ctx.app.request(`/api/recipients/${body.recipientId}/call-now`, jsonInit('POST', undefined, headers));
    expect(res.status).toBe(409);
    const { error } = (await res.json()) as ErrorAnswer;
    expect(error.message).toBe(
      'Please confirm your email before we call Rosa Rivera: open the link we sent to dana.unconfirmed@example.com, then press Call Now again.',
    );
    expect(error.message).toBe(EMAIL_CONFIRMATION.callNowNeedsIt('Rosa Rivera', email));
    expect(error.fields).toEqual({ confirmEmail: email });
    expect(await callNowRows(body.recipientId)).toEqual([]);
  });

  it('works once the welcome mail\'s "Confirm your email" link is opened', async () => {
    const { headers, body } = await signUpWithRoom();
    expect(await emailConfirmationLinkOf(ctx.db, body.subscriberId)).toMatch(/\/sign-in\?token=[\w-]+$/);
    await confirmEmail(ctx.app, ctx.db, body.subscriberId);
    const account = (await (await ctx.app.request('/api/account', { headers })).json()) as { emailConfirmed: boolean };
    expect(account.emailConfirmed).toBe(true);
    const res = await ctx.app.request(`/api/recipients/${body.recipientId}/call-now`, jsonInit('POST', undefined, headers));
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await callNowRows(body.recipientId)).toHaveLength(1);
  });

  it('counts a sign-in link asked for on the sign-in page as confirming', async () => {
    const email = 'dana.signs.in@example.com';
    const { headers, body } = await signUpWithRoom(email);
    expect((await ctx.app.request('/api/account/sign-in-link', jsonInit('POST', { email }))).status).toBe(202);
    const [event] = await ctx.db.select().from(notificationEvents).where(eq(notificationEvents.type, 'sign-in-link'));
    const token = new URL(String(event!.payload.link)).searchParams.get('token');
    expect((await ctx.app.request('/api/account/sign-in', jsonInit('POST', { token }))).status).toBe(200);
    expect((await ctx.app.request(`/api/recipients/${body.recipientId}/call-now`, jsonInit('POST', undefined, headers))).status).toBe(201);
  });

  it('"Send the Link Again" mails a new link to the account\'s own address, and not once confirmed', async () => {
    const email = 'dana.resend@example.com';
    const { headers, body } = await signUp(ctx.app, wizardSignup({ subscriberEmail: email }));
    const res = await ctx.app.request('/api/account/email-confirmation', jsonInit('POST', undefined, headers));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ email, confirmed: false, message: `We sent a new link to ${email}. It works once, for 7 days.` });
    const events = await ctx.db.select().from(notificationEvents).where(eq(notificationEvents.type, 'confirm-email'));
    expect(events.filter((e) => e.payload.subscriberId === body.subscriberId)).toHaveLength(1);

    await confirmEmail(ctx.app, ctx.db, body.subscriberId);
    const again = await ctx.app.request('/api/account/email-confirmation', jsonInit('POST', undefined, headers));
    expect(await again.json()).toMatchObject({ confirmed: true, message: EMAIL_CONFIRMATION.alreadyConfirmed });
    expect((await ctx.app.request('/api/account/email-confirmation', jsonInit('POST'))).status).toBe(401);
  });
});

describe('a planned call for an account whose email is not confirmed', () => {
  it('is never dialled: the phone does not ring and the call says why', async () => {
    const placeCall = vi.spyOn(telephony, 'placeCall');
    const { recipient } = await makeRecipient(ctx.db, { emailConfirmed: false });
    const call = await makeCall(ctx.db, recipient.id, { dueAt: NOW, state: 'dialing', dialedAt: NOW });
    const after = await getCallEngine(ctx.deps).dial(call);
    expect(placeCall).not.toHaveBeenCalled();
    expect(after).toMatchObject({ state: 'canceled', cancelReason: EMAIL_NOT_CONFIRMED, providerCallId: null, answeredAt: null });
    placeCall.mockRestore();
  });

  it("shows in the family's Call History as not placed, saying why and what to do", async () => {
    const { headers, body } = await signUpWithRoom();
    const [planned] = await ctx.db.select().from(calls).where(and(eq(calls.recipientId, body.recipientId), eq(calls.state, 'scheduled')));
    const [claimed] = await ctx.db.update(calls).set({ state: 'dialing', dialedAt: NOW }).where(eq(calls.id, planned!.id)).returning();
    await getCallEngine(ctx.deps).dial(claimed!);
    const history = (await (await ctx.app.request(`/api/recipients/${body.recipientId}/calls`, { headers })).json()) as { calls: Array<{ id: string; notPlacedReason: string | null }> };
    expect(history.calls.find((c) => c.id === planned!.id)?.notPlacedReason).toBe(
      'Not placed: your email was not confirmed yet. Open the link we sent you, and calls start.',
    );
  });
});

describe('her own agreement', () => {
  it('is asked on her first call, right after the disclosure, and not once she said yes', async () => {
    const { recipient } = await makeRecipient(ctx.db);
    const first = await makeCall(ctx.db, recipient.id, { dueAt: NOW });
    const { plan } = (await getCallEngine(ctx.deps).planFor(first.id))!;
    expect(plan.askConsent).toBe(true);
    expect(CONSENT_QUESTION).toBe('Before we chat, are you happy for me to give you a call now and then?');

    await ctx.db
      .update(calls)
      .set({ state: 'completed', flags: [{ kind: 'consent', category: 'given', utterance: 'Yes, that would be lovely.', at: NOW.toISOString() }] })
      .where(eq(calls.id, first.id));
    const second = await makeCall(ctx.db, recipient.id, { dueAt: new Date(NOW.getTime() + 86_400_000) });
    expect((await getCallEngine(ctx.deps).planFor(second.id))!.plan.askConsent).toBe(false);
  });
});
