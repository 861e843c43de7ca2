import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertTexts, familyMembers, notificationEvents } from '../db/schema/index.js';
import { createLogger } from '../lib/logger.js';
import { sendDueMails } from '../mail/mail-sender-worker.js';
import { SimulatedTelephony } from '../providers/telephony/simulated/telephony.js';
import { enqueueNotification } from './events.js';
import { expandEvent, expandPendingEvents } from './notification-worker.js';
import { answeredCall, completeCall, createFamily } from './testing/families.js';
import { useAppWithMailbox } from './testing/smtp-sink.js';

const telephony = new SimulatedTelephony({ logger: createLogger({ level: 'silent' }) });
const ctx = useAppWithMailbox({ env: { PUBLIC_URL: 'https://fondly.test' }, providers: { telephony } });

beforeEach(() => {
  telephony.sentSms.length = 0;
  ctx.sink.messages.length = 0;
});

const RETRY = { baseMs: 60_000, maxDelayMs: 600_000, maxAttempts: 8 };

describe('an urgent alert by text', () => {
  it('texts every family member who gets alerts and gave a mobile, once, with her words and what to do', async () => {
    const family = await createFamily(ctx.db, { plan: 'premium', others: [{ name: 'Ben Rivera' }, { name: 'Cleo Rivera', alerts: false }, { name: 'Dot Rivera' }] });
    const [owner, ben, cleo, dot] = family.members;
    // Dot typed a number but never entered the code texted to it: no alert goes there.
    await ctx.db.update(familyMembers).set({ mobile: '+13035550174' }).where(eq(familyMembers.id, dot!.id));
    await ctx.db.update(familyMembers).set({ mobile: '+13035550171', mobileVerifiedAt: new Date() }).where(eq(familyMembers.id, owner!.id));
    await ctx.db.update(familyMembers).set({ mobile: '+16045550172', mobileVerifiedAt: new Date() }).where(eq(familyMembers.id, ben!.id));
    // Cleo gave a number but asked for no alerts.
    await ctx.db.update(familyMembers).set({ mobile: '+13035550173', mobileVerifiedAt: new Date() }).where(eq(familyMembers.id, cleo!.id));

    const call = await answeredCall(ctx.db, family.recipient.id);
    const said = "I've come over all dizzy and I can't feel my left arm";
    const eventId = await enqueueNotification(ctx.db, { type: 'distress-alert', callId: call.id, utterance: said, category: 'stroke' });
    await expandPendingEvents(ctx.deps, { lane: 'urgent' });

    expect(telephony.sentSms.map((s) => s.to).sort()).toEqual(['+13035550171', '+16045550172']);
    const text = telephony.sentSms[0]!.body;
    expect(text).toContain('Rosa Rivera');
    expect(text).toContain('signs of a stroke');
    expect(text).toContain(said);
    expect(text).toContain(family.recipient.phone);
    expect(text).toContain('call 911');
    const rows = await ctx.db.select().from(alertTexts).where(eq(alertTexts.eventId, eventId));
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);

    // Processing the event again (a second worker, a retry) sends nothing more.
    const [row] = await ctx.db.select().from(notificationEvents).where(eq(notificationEvents.id, eventId));
    await ctx.db.update(notificationEvents).set({ expandedAt: null }).where(eq(notificationEvents.id, eventId));
    await expandEvent(ctx.deps, row!);
    await expandPendingEvents(ctx.deps, { lane: 'urgent' });
    expect(telephony.sentSms).toHaveLength(2);
  });

  it('names who was texted in the incident report after the call', async () => {
    const family = await createFamily(ctx.db, { plan: 'premium', others: [{ name: 'Ben Rivera' }] });
    const ben = family.members[1]!;
    await ctx.db.update(familyMembers).set({ mobile: '+16045550174', mobileVerifiedAt: new Date() }).where(eq(familyMembers.id, ben.id));
    const at = new Date().toISOString();
    const said = 'Somebody is trying the back door and I am frightened';
    const { call } = await completeCall(ctx.db, family.recipient.id, {
      transcript: [{ speaker: 'recipient', text: said, at }],
      flags: [{ kind: 'distress', category: 'intruder', utterance: said, at }],
    });
    await enqueueNotification(ctx.db, { type: 'distress-alert', callId: call.id, utterance: said, category: 'intruder' });
    // The alert's lane first (as when she said it, minutes before the call ended), then the summary.
    await expandPendingEvents(ctx.deps, { lane: 'urgent' });
    await expandPendingEvents(ctx.deps, { lane: 'bulk' });
    for (let n = await sendDueMails(ctx.deps, { workerId: 't', retry: RETRY }); n > 0; n = await sendDueMails(ctx.deps, { workerId: 't', retry: RETRY }));
    expect(telephony.sentSms.map((s) => s.to)).toEqual(['+16045550174']);
    const report = ctx.sink.to(ben.email).find((m) => m.subject?.startsWith('Incident report'))!;
    expect(report.text).toMatch(/Texts: Ben Rivera \(text sent /);
  });
});

describe('the pronouns the family gave', () => {
  it('a man the family calls Dad is "him" and "he" in the alert text, as "his" in his Moment; with no relationship, his name', async () => {
    const { alertTextBody } = await import('./alert-texts.js');
    const dad = alertTextBody('Thomas Miller', '+12125550109', 'a fall', "I've fallen", true, 'dad');
    expect(dad).toContain('who is staying with him.');
    expect(dad).toContain('If you think he is in danger, call 911.');
    expect(dad).not.toMatch(/\bthey\b|\bthem\b/);
    const unsaid = alertTextBody('Thomas Miller', '+12125550109', 'a fall', "I've fallen", true, 'other');
    expect(unsaid).toContain('who is staying with Thomas.');
    expect(unsaid).toContain('If you think Thomas is in danger');
    expect(unsaid).not.toMatch(/\bthey\b|\bthem\b/);
  });
});
