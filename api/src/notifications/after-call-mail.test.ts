import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { notificationEvents, outboxMails, stories } from '../db/schema/index.js';
import { claimDueMails, type RetryPolicy } from '../mail/outbox.js';
import { sendDueMails, startMailSender } from '../mail/mail-sender-worker.js';
import { testDatabaseKind } from '../testing/test-database.js';
import { createProviders } from '../providers/index.js';
import { enqueueNotification } from './events.js';
import { expandPendingEvents, startNotificationWorker } from './notification-worker.js';
import { answeredCall, completeCall, createFamily } from './testing/families.js';
import { pdfText, squash } from './testing/pdf-text.js';
import { addressesOf, startSmtpSink, useAppWithMailbox } from './testing/smtp-sink.js';
import { companionshipTranscript, storyTranscript } from './testing/transcripts.js';

const RETRY: RetryPolicy = { baseMs: 60_000, maxDelayMs: 600_000, maxAttempts: 8 };

const ctx = useAppWithMailbox({ env: { PUBLIC_URL: 'https://fondly.test' }, now: () => clock });
let clock = new Date();

/** Moves the test's clock; the workers read it through deps.now. */
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

async function deliver(workerId = 'test-worker') {
  await expandPendingEvents(ctx.deps);
  let sent = 0;
  for (let n = await sendDueMails(ctx.deps, { workerId, retry: RETRY }); n > 0; n = await sendDueMails(ctx.deps, { workerId, retry: RETRY })) sent += n;
  return sent;
}


beforeEach(() => {
  ctx.sink.messages.length = 0;
  clock = new Date();
});

describe('after a companionship call', () => {
  it('emails the Moment to every family member who wants Moments, with the PDF attached', async () => {
    const family = await createFamily(ctx.db, {
      others: [{ name: 'Ben Rivera' }, { name: 'Cleo Rivera', moments: false }],
    });
    await completeCall(ctx.db, family.recipient.id, { transcript: companionshipTranscript() });
    await deliver();

    const [owner, ben, cleo] = family.members;
    expect(ctx.sink.messages).toHaveLength(2);
    expect(ctx.sink.to(owner!.email)).toHaveLength(1);
    expect(ctx.sink.to(ben!.email)).toHaveLength(1);
    expect(ctx.sink.to(cleo!.email)).toHaveLength(0);

    const mail = ctx.sink.to(ben!.email)[0]!;
    expect(mail.subject).toMatch(/^A Moment with Rosa Rivera, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(mail.text).toContain('Hello Ben,');
    expect(mail.text).toContain('The tomatoes on the balcony are finally turning red');
    expect(mail.html).toContain('The tomatoes on the balcony are finally turning red');
    // Wellness notes quote what was said, and say so when something was not mentioned.
    expect(mail.text).toContain('Sleep: “I slept like a log last night.”');
    // Its button opens this Moment in the Story Library, not the dashboard's front page.
    const [story] = await ctx.db.select({ id: stories.id }).from(stories).where(eq(stories.recipientId, family.recipient.id));
    expect(mail.text).toContain(`Open the Story Library: https://fondly.test/dashboard/stories?open=${story!.id}`);
    expect(mail.text).toContain('Anything worrying: “My knee has been aching on the stairs, but it is not too bad.”');

    expect(mail.attachments).toHaveLength(1);
    const pdf = mail.attachments[0]!;
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toMatch(/^rosa-rivera-\d{4}-\d{2}-\d{2}-moment\.pdf$/);
    const { text } = await pdfText(pdf.content);
    expect(squash(text)).toContain('A Moment with Rosa Rivera');
    expect(squash(text)).toContain('The tomatoes on the balcony are finally turning red, and I picked the first three this morning.');

    // A working one-click unsubscribe, specific to this person.
    const header = (key: string) => mail.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toBe(
      `List-Unsubscribe: <https://fondly.test/api/unsubscribe/${encodeURIComponent(ben!.unsubscribeToken)}?list=moments>`,
    );
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`Unsubscribe: https://fondly.test/api/unsubscribe/${encodeURIComponent(ben!.unsubscribeToken)}?list=moments`);
  });

  it('never puts words in the recipient’s mouth: every quote in the Moment is something they said', async () => {
    const family = await createFamily(ctx.db);
    const transcript = companionshipTranscript();
    await completeCall(ctx.db, family.recipient.id, { transcript });
    await deliver();
    const body = ctx.sink.to(family.owner.email)[0]!.text!;
    const quoted = [...body.matchAll(/“([^”]+)”/g)].map((m) => m[1]!);
    expect(quoted.length).toBeGreaterThan(0);
    const said = transcript.filter((l) => l.speaker === 'recipient').map((l) => l.text).join(' ');
    for (const q of quoted) expect(said).toContain(q);
  });
});

describe('after a call with an urgent alert', () => {
  it('sends an incident report, not a keepsake: what she said, who was told, what to do; no PDF, no "kept with love"', async () => {
    const family = await createFamily(ctx.db, { others: [{ name: 'Ben Rivera' }, { name: 'Cleo Rivera', alerts: false }] });
    const start = new Date(Date.now() - 6 * 60_000);
    const at = (m: number) => new Date(start.getTime() + m * 60_000).toISOString();
    const transcript = [
      { speaker: 'companion' as const, text: "Hello Rosa, it's your Fondly companion. How are you today?", at: at(0) },
      { speaker: 'recipient' as const, text: "I'm on the kitchen floor and I can't get up.", at: at(1) },
      { speaker: 'companion' as const, text: "I'm getting your family now, Rosa.", at: at(2) },
      { speaker: 'recipient' as const, text: 'Thank you dear, the door is unlocked.', at: at(3) },
    ];
    const flag = { kind: 'distress' as const, category: 'fall', utterance: "I'm on the kitchen floor and I can't get up.", at: at(1) };
    const { call } = await completeCall(ctx.db, family.recipient.id, { transcript, flags: [flag] });
    await enqueueNotification(ctx.db, { type: 'distress-alert', callId: call.id, utterance: flag.utterance, category: 'fall' });
    await deliver();

    const [owner, ben, cleo] = family.members;
    const reports = ctx.sink.messages.filter((m) => m.subject?.startsWith('Incident report'));
    expect(reports.flatMap(addressesOf).sort()).toEqual([owner!.email, ben!.email].map((e) => e.toLowerCase()).sort());
    expect(ctx.sink.to(cleo!.email)).toHaveLength(0);
    expect(ctx.sink.messages.some((m) => m.subject?.startsWith('A Moment with'))).toBe(false);

    const report = ctx.sink.to(ben!.email).find((m) => m.subject?.startsWith('Incident report'))!;
    expect(report.subject).toBe("Incident report: Rosa Rivera's call, a fall");
    expect(report.attachments).toHaveLength(0);
    expect(report.text).not.toMatch(/kept with love/i);
    expect(report.text).toContain("I'm on the kitchen floor and I can't get up.");
    // Who was told: the members the alert mail went to.
    expect(report.text).toContain(owner!.name);
    expect(report.text).toContain('Ben Rivera');
    expect(report.text).toContain('“Thank you dear, the door is unlocked.”');
    expect(report.text).toContain('call 911');
    expect(report.text).toContain('not a medical or emergency service');
    // No Moment was written for the Story Library.
    const [story] = await ctx.db.select().from(stories).where(eq(stories.callId, call.id));
    expect(story).toBeUndefined();
  });
});

describe('after a story call', () => {
  it('emails the titled story to those who want stories, not to those who only want Moments', async () => {
    const family = await createFamily(ctx.db, {
      agentType: 'stories',
      others: [{ name: 'Ben Rivera', stories: false }],
    });
    await completeCall(ctx.db, family.recipient.id, { kind: 'stories', transcript: storyTranscript(15) });
    await deliver();
    expect(ctx.sink.messages).toHaveLength(1);
    const mail = ctx.sink.to(family.owner.email)[0]!;
    expect(mail.subject).toMatch(/^A new story from Rosa Rivera: /);
    expect(mail.text).toContain('in Rosa\'s own words');
    const { text } = await pdfText(mail.attachments[0]!.content);
    expect(squash(text)).toContain('Told by Rosa Rivera');
    expect(squash(text)).toContain('Walter');
  });
});

describe('exactly once', () => {
  it('keeps every mail while the SMTP server is down and delivers each exactly once when it is back', async () => {
    const family = await createFamily(ctx.db, { others: [{ name: 'Ben Rivera' }, { name: 'Ana Rivera' }] });
    await enqueueNotification(ctx.db, { type: 'welcome', subscriberId: family.subscriber.id });
    await completeCall(ctx.db, family.recipient.id, { transcript: companionshipTranscript() });
    await ctx.sink.stop();

    await expandPendingEvents(ctx.deps);
    await sendDueMails(ctx.deps, { workerId: 'w', retry: RETRY });
    const waiting = await ctx.db.select().from(outboxMails).where(eq(outboxMails.subscriberId, family.subscriber.id));
    expect(waiting).toHaveLength(4);
    expect(waiting.every((m) => m.status === 'pending' && m.attempts === 1 && m.lastError)).toBe(true);

    // Still down at the first retry.
    advance(RETRY.maxDelayMs);
    await sendDueMails(ctx.deps, { workerId: 'w', retry: RETRY });
    // Nothing is retried before its time.
    expect(await sendDueMails(ctx.deps, { workerId: 'w', retry: RETRY })).toBe(0);

    await ctx.sink.start();
    advance(RETRY.maxDelayMs);
    await deliver();
    advance(RETRY.maxDelayMs * 10);
    await deliver();

    expect(ctx.sink.messages).toHaveLength(4);
    for (const m of family.members) expect(ctx.sink.to(m.email).length).toBe(m.isOwner ? 2 : 1);
    const rows = await ctx.db.select().from(outboxMails).where(eq(outboxMails.subscriberId, family.subscriber.id));
    expect(rows.every((m) => m.status === 'sent' && m.attempts === 3)).toBe(true);
  });

  it('takes over a mail from a worker that died mid-send, once its lease runs out, and sends it once', async () => {
    const family = await createFamily(ctx.db);
    await enqueueNotification(ctx.db, { type: 'welcome', subscriberId: family.subscriber.id });
    await expandPendingEvents(ctx.deps);
    // A worker claims the mail and dies before sending it.
    const taken = await claimDueMails(ctx.db, { workerId: 'dead', now: clock, limit: 10, leaseMs: 120_000 });
    expect(taken).toHaveLength(1);
    expect(await sendDueMails(ctx.deps, { workerId: 'alive', retry: RETRY })).toBe(0);
    advance(121_000);
    expect(await sendDueMails(ctx.deps, { workerId: 'alive', retry: RETRY })).toBe(1);
    await deliver('alive');
    expect(ctx.sink.to(family.owner.email)).toHaveLength(1);
    expect(ctx.sink.messages[0]!.subject).toBe('Welcome to Fondly!');
  });

  it('writes each event’s mails once, however often it is processed', async () => {
    const family = await createFamily(ctx.db, { others: [{ name: 'Ben Rivera' }] });
    const call = await answeredCall(ctx.db, family.recipient.id);
    const eventId = await enqueueNotification(ctx.db, { type: 'missed-call', callId: call.id });
    await expandPendingEvents(ctx.deps);
    // As if a second worker had picked the event up again before seeing it done.
    await ctx.db.update(notificationEvents).set({ expandedAt: null }).where(eq(notificationEvents.id, eventId));
    await expandPendingEvents(ctx.deps);
    await deliver();
    expect(await ctx.db.select().from(outboxMails).where(eq(outboxMails.eventId, eventId))).toHaveLength(2);
    expect(ctx.sink.messages).toHaveLength(2);
    expect(new Set(ctx.sink.messages.map((m) => m.messageId)).size).toBe(2);
  });
});

describe('alerts', () => {
  it('sends a distress alert to the family at once, woken by NOTIFY rather than a poll', async () => {
    const family = await createFamily(ctx.db, { others: [{ name: 'Ben Rivera', alerts: false }] });
    const call = await answeredCall(ctx.db, family.recipient.id);
    // Polls an hour apart: only LISTEN/NOTIFY can make this mail go out during the test.
    const workers = [
      await startNotificationWorker(ctx.deps, { pollMs: 3_600_000 }),
      await startMailSender(ctx.deps, { pollMs: 3_600_000, retry: RETRY }),
    ];
    try {
      await new Promise((r) => setTimeout(r, 200));
      await ctx.db.transaction(async (tx) => {
        await enqueueNotification(tx, { type: 'distress-alert', callId: call.id, utterance: 'I fell in the kitchen and I cannot get up', category: 'fall' });
      });
      await ctx.sink.waitFor(2);
    } finally {
      for (const w of workers) await w.stop();
    }
    const mail = ctx.sink.to(family.owner.email)[0]!;
    expect(mail.subject).toBe('Please check on Rosa Rivera');
    expect(mail.text).toContain('I fell in the kitchen and I cannot get up');
    expect(mail.text).toContain('said something that may mean a fall.');
    expect(ctx.sink.to(family.members[1]!.email)).toHaveLength(0);
    // The operators get their copy too.
    expect(ctx.sink.to('support@fondly.local')).toHaveLength(1);
  });

  it('tells the family when the recipient asks not to be called, quoting them', async () => {
    const family = await createFamily(ctx.db);
    const call = await answeredCall(ctx.db, family.recipient.id);
    await enqueueNotification(ctx.db, { type: 'opt-out', callId: call.id, utterance: 'Please stop calling me' });
    await deliver();
    const mail = ctx.sink.to(family.owner.email)[0]!;
    expect(mail.subject).toBe('Rosa Rivera asked us to stop calling');
    expect(mail.text).toContain('“Please stop calling me”');
  });

  it('sends nothing, and stops trying, when the event points at a call that does not exist', async () => {
    const eventId = await enqueueNotification(ctx.db, { type: 'missed-call', callId: '00000000-0000-4000-8000-000000000000' });
    await deliver();
    const [row] = await ctx.db.select().from(notificationEvents).where(eq(notificationEvents.id, eventId));
    expect(row!.expandedAt).not.toBeNull();
    expect(row!.lastError).toContain('does not exist');
    expect(ctx.sink.messages).toHaveLength(0);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('two workers side by side on PostgreSQL', () => {
  it('deliver every mail of 20 calls exactly once', async () => {
    const families = [];
    for (let i = 0; i < 20; i++) families.push(await createFamily(ctx.db, { others: [{ name: 'Ben Rivera' }, { name: 'Ana Rivera' }] }));
    // A second process: its own connections and its own SMTP pool, the same database.
    const url = (ctx.deps.database as unknown as { url: string }).url;
    const secondDb = await openDatabase({ kind: 'postgres', url });
    const secondDeps = { ...ctx.deps, database: secondDb, providers: await createProviders(ctx.deps.config, ctx.deps.logger) };
    const workers = [
      await startNotificationWorker(ctx.deps, { pollMs: 100 }),
      await startMailSender(ctx.deps, { pollMs: 100, retry: RETRY, batchSize: 3 }),
      await startNotificationWorker(secondDeps, { pollMs: 100 }),
      await startMailSender(secondDeps, { pollMs: 100, retry: RETRY, batchSize: 3 }),
    ];
    try {
      await Promise.all(families.map((f) => completeCall(ctx.db, f.recipient.id, { transcript: companionshipTranscript() })));
      await ctx.sink.waitFor(60, 60_000);
      // Give a duplicate, if there were one, the time to arrive.
      await new Promise((r) => setTimeout(r, 1_000));
    } finally {
      for (const w of workers) await w.stop();
      await secondDeps.providers.mail.close();
      await secondDb.close();
    }
    expect(ctx.sink.messages).toHaveLength(60);
    const recipientsOf = ctx.sink.messages.flatMap(addressesOf);
    expect(new Set(recipientsOf).size).toBe(60);
    expect(new Set(ctx.sink.messages.map((m) => m.messageId)).size).toBe(60);
    const senders = await ctx.db.select({ transport: outboxMails.transport }).from(outboxMails);
    expect(senders.every((s) => s.transport === 'smtp')).toBe(true);
  });
});

describe('a call too short for a conversation', () => {
  it('a 4-second hang-up sends no Moment mail and makes no Moment, so the latest Moment stays the real one', async () => {
    const family = await createFamily(ctx.db);
    const real = await completeCall(ctx.db, family.recipient.id, { transcript: companionshipTranscript() });
    await deliver();
    expect(ctx.sink.messages).toHaveLength(1);
    ctx.sink.messages.length = 0;

    const start = new Date(clock.getTime() + 3600_000);
    const hangUp = await completeCall(ctx.db, family.recipient.id, {
      transcript: [
        { speaker: 'companion', text: "Hello Rosa, it's your Fondly companion.", at: start.toISOString() },
        { speaker: 'recipient', text: 'Hello?', at: new Date(start.getTime() + 2000).toISOString() },
      ],
      endedAt: new Date(start.getTime() + 4000),
    });
    expect(hangUp.call.durationSeconds).toBe(4);
    await deliver();
    expect(ctx.sink.messages).toHaveLength(0);
    const kept = await ctx.db.select().from(stories).where(eq(stories.recipientId, family.recipient.id));
    expect(kept.map((s) => s.callId)).toEqual([real.call.id]);
  });
});
