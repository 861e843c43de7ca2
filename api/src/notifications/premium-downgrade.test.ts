/**
 * A family that set up urgent alerts by text and call on Premium and then moves down to Starter
 * (decision 177): the next alert reaches them by email only, no text is sent and no phone rings,
 * and they were told so in the plan-change mail and beside the number in Email Settings.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familyMembersEndWith, PREMIUM_ONLY, urgentAlertsEndWith, urgentAlertsNotIncluded } from '@fondly/contract/plan-catalogue';
import { formatPhone } from '@fondly/contract/phone-format';
import { alertCalls, alertTexts, recipients, subscriptions } from '../db/schema/index.js';
import { confirmEmail, signUp, wizardSignup } from '../families/testing/families.js';
import { sendDueMails } from '../mail/mail-sender-worker.js';
import type { SimulatedTelephony } from '../providers/telephony/simulated/telephony.js';
import { jsonInit } from '../testing/test-app.js';
import { enqueueNotification } from './events.js';
import { expandPendingEvents } from './notification-worker.js';
import { answeredCall, completeCall, createFamily } from './testing/families.js';
import { addressesOf, useAppWithMailbox } from './testing/smtp-sink.js';
import { companionshipTranscript } from './testing/transcripts.js';

const ctx = useAppWithMailbox({ env: { SIGNUP_RATE_LIMIT: '0' } });
const RETRY = { baseMs: 60_000, maxDelayMs: 600_000, maxAttempts: 8 };
const MOBILE = '+16045550177';

/** Everything the workers would do in the next seconds: events expanded, texts and mails sent. */
async function deliverAll() {
  await expandPendingEvents(ctx.deps, { lane: 'urgent' });
  await expandPendingEvents(ctx.deps, { lane: 'bulk' });
  for (let n = await sendDueMails(ctx.deps, { workerId: 't', retry: RETRY }); n > 0; n = await sendDueMails(ctx.deps, { workerId: 't', retry: RETRY }));
}

type Member = { id: string; isOwner: boolean; email: string; mobile: string | null; mobileConfirmed: boolean; alertByText: boolean; alertByCall: boolean };

describe('urgent alerts by text and call after a move down from Premium (decision 177)', () => {
  it('texts and rings on Premium; after the change to Starter the next alert goes by email only, as the mail and the settings say', async () => {
    const telephony = ctx.deps.providers.telephony as SimulatedTelephony;
    const family = await signUp(ctx.app, wizardSignup({ frequency: 'daily' }));
    const headers = { cookie: (await confirmEmail(ctx.app, ctx.db, family.body.subscriberId)).cookie };
    const settings = async () => (await (await ctx.app.request('/api/family-members', { headers })).json()) as { familyMembers: Member[]; premiumFeatures: boolean };

    // On Premium the daughter adds her mobile and confirms it with the texted code.
    const owner = (await settings()).familyMembers.find((m) => m.isOwner)!;
    expect((await ctx.app.request(`/api/family-members/${owner.id}`, jsonInit('PATCH', { mobile: '(604) 555-0177' }, headers))).status).toBe(200);
    const code = /\d{6}/.exec(telephony.sentSms.filter((t) => t.to === MOBILE).at(-1)!.body)![0];
    expect((await ctx.app.request(`/api/family-members/${owner.id}/mobile/confirm`, jsonInit('POST', { code }, headers))).status).toBe(200);
    expect((await settings()).familyMembers.find((m) => m.isOwner)).toMatchObject({ mobile: MOBILE, mobileConfirmed: true, alertByText: true, alertByCall: true });

    const [her] = await ctx.db.select().from(recipients).where(eq(recipients.id, family.body.recipientId));
    const alert = async (said: string) => {
      const call = await answeredCall(ctx.db, her!.id);
      const eventId = await enqueueNotification(ctx.db, { type: 'distress-alert', callId: call.id, utterance: said, category: 'fall' });
      await deliverAll();
      return {
        texts: await ctx.db.select().from(alertTexts).where(eq(alertTexts.eventId, eventId)),
        rings: await ctx.db.select().from(alertCalls).where(eq(alertCalls.eventId, eventId)),
        texted: telephony.sentSms.filter((t) => t.to === MOBILE && t.body.includes(said)),
      };
    };

    // On Premium an alert is texted and her phone ladder rings the daughter.
    const onPremium = await alert("I've fallen by the stairs.");
    expect(onPremium.texted).toHaveLength(1);
    expect(onPremium.texts.map((t) => t.status)).toEqual(['sent']);
    expect(onPremium.rings.map((r) => r.toPhone)).toEqual([MOBILE]);

    // She moves to Starter on the plan page.
    ctx.sink.messages.length = 0;
    const changed = await ctx.app.request('/api/billing/plan', jsonInit('POST', { plan: 'starter' }, headers));
    expect(changed.status).toBe(200);
    await deliverAll();
    const mail = ctx.sink.to(owner.email).find((m) => m.subject === 'Your Fondly plan is now Starter');
    expect(mail?.text).toContain(urgentAlertsEndWith('Starter'));
    expect(mail?.text).toContain(familyMembersEndWith('Starter'));

    // Email Settings keep her number and say it gets no texts or calls on Starter.
    const after = await settings();
    expect(after.premiumFeatures).toBe(false);
    expect(after.familyMembers.find((m) => m.isOwner)).toMatchObject({ mobile: MOBILE, mobileConfirmed: true });
    expect(PREMIUM_ONLY.urgentAlertsStopped).toContain('this number gets no texts or calls');

    // The next alert: the email still comes, no text is sent and no phone rings.
    ctx.sink.messages.length = 0;
    const said = 'I feel dizzy and I am on the floor.';
    const onStarter = await alert(said);
    expect(onStarter.texted).toEqual([]);
    expect(onStarter.texts).toEqual([]);
    expect(onStarter.rings).toEqual([]);
    const check = ctx.sink.to(owner.email).find((m) => m.subject === `Please check on ${her!.name}`);
    // Her number as every page writes it, not as the phone network does.
    expect(check?.text).toContain(`call Rosa at ${formatPhone(her!.phone)}`);
    expect(check?.text).not.toContain(her!.phone);

    // The call's incident report says why no text or call came, in the product's words.
    ctx.sink.messages.length = 0;
    const at = new Date().toISOString();
    const fell = 'I slipped in the garden and I cannot get up.';
    const { call } = await completeCall(ctx.db, her!.id, { transcript: [{ speaker: 'recipient', text: fell, at }], flags: [{ kind: 'distress', category: 'fall', utterance: fell, at }] });
    await enqueueNotification(ctx.db, { type: 'distress-alert', callId: call.id, utterance: fell, category: 'fall' });
    await deliverAll();
    const report = ctx.sink.to(owner.email).find((m) => m.subject?.startsWith('Incident report'));
    expect(report?.text).toContain(`Texts and phone calls: ${urgentAlertsNotIncluded('Starter')}`);
    expect(report?.text).toContain(`please call Rosa now at ${formatPhone(her!.phone)}`);
  });
});

describe('more family members after a move down from Premium (decision 172)', () => {
  it('on Premium a Moment and an alert reach everyone on the list; on Starter only the account holder, and the others are kept', async () => {
    const family = await createFamily(ctx.db, { plan: 'premium', others: [{ name: 'Ben Rivera' }] });
    const [owner, ben] = family.members;
    const mailedAfter = async () => {
      ctx.sink.messages.length = 0;
      const { call } = await completeCall(ctx.db, family.recipient.id, { transcript: companionshipTranscript() });
      const alert = await answeredCall(ctx.db, family.recipient.id);
      await enqueueNotification(ctx.db, { type: 'distress-alert', callId: alert.id, utterance: "I've had a fall in the hall.", category: 'fall' });
      await deliverAll();
      expect(call.id).toBeTruthy();
      return {
        moments: ctx.sink.messages.filter((m) => m.subject?.startsWith('A Moment with')).flatMap(addressesOf).sort(),
        alerts: ctx.sink.messages.filter((m) => m.subject === 'Please check on Rosa Rivera').flatMap(addressesOf).sort(),
      };
    };
    const everyone = [owner!.email, ben!.email].map((e) => e.toLowerCase()).sort();

    expect(await mailedAfter()).toEqual({ moments: everyone, alerts: everyone });

    // Moved down to Starter: Ben is kept on the list, and gets nothing until Premium again.
    await ctx.db.update(subscriptions).set({ plan: 'starter' }).where(eq(subscriptions.subscriberId, family.subscriber.id));
    expect(await mailedAfter()).toEqual({ moments: [owner!.email.toLowerCase()], alerts: [owner!.email.toLowerCase()] });
    expect(ctx.sink.to(ben!.email)).toEqual([]);

    await ctx.db.update(subscriptions).set({ plan: 'premium' }).where(eq(subscriptions.subscriberId, family.subscriber.id));
    expect(await mailedAfter()).toEqual({ moments: everyone, alerts: everyone });
  });
});

describe('family members kept off a plan after a move down are told once (a walk found them stopped in silence)', () => {
  it('Ben gets one mail saying he will no longer receive Moments or alerts, and why; the account holder gets the plan-change mail', async () => {
    const family = await createFamily(ctx.db, { plan: 'premium', others: [{ name: 'Ben Rivera' }] });
    const [owner, ben] = family.members;
    const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, family.subscriber.id));
    await ctx.db.update(subscriptions).set({ plan: 'starter' }).where(eq(subscriptions.id, sub!.id));
    ctx.sink.messages.length = 0;
    await enqueueNotification(ctx.db, { type: 'plan-changed', subscriptionId: sub!.id, change: 'plan', from: 'premium' });
    await deliverAll();
    const toBen = ctx.sink.to(ben!.email);
    expect(toBen).toHaveLength(1);
    expect(toBen[0]!.subject).toBe('You will no longer receive Fondly updates about Rosa Rivera');
    expect(toBen[0]!.text).toContain('does not include more family members, so from now on you will no longer receive Moments, stories or alerts');
    expect(ctx.sink.to(owner!.email).map((m) => m.subject)).toEqual(['Your Fondly plan is now Starter']);
  });
});
