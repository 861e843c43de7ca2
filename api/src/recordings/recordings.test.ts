/**
 * Her voice in every Moment, with her consent (issue 31): a first call on the simulated phone's
 * audio line asks her; with a yes her turns are kept, the quoted passage is cut, encoded (MP3),
 * stored and played by a signed /listen link (mail, dashboard, the PDF's QR code); with a no
 * nothing is kept and the keepsake says so; deleting the account deletes the files.
 */
import { eq } from 'drizzle-orm';
import { MPEGDecoder } from 'mpg123-decoder';
import { describe, expect, it } from 'vitest';
import { outboxMails, recipients, stories, voiceClips } from '../db/schema/index.js';
import { makeCall, makeRecipient, settleCall } from '../calls/lifecycle/test-fixtures.js';
import { useSimulatedDialer } from '../testing/simulated-dialer.js';
import { ensureStoryForCall } from '../summaries/index.js';
import { pdfText } from '../notifications/testing/pdf-text.js';
import { keepsakeMailContent } from '../notifications/renderers/call-mail.js';
import { RECORDING_QUESTION } from '../calls/pipeline/safety/index.js';
import { deleteAccount } from '../families/privacy.js';
import { listenUrlFor } from './links.js';
import { keepQuotedPassages, sweepExpiredRecordings, turnOfQuote } from './keep.js';
import { confirmEmail, signUp } from '../families/testing/families.js';
import { expandPendingEvents } from '../notifications/notification-worker.js';

const clock = new Date('2026-11-24T15:00:00Z');
let now = clock;
const ctx = useSimulatedDialer(() => now, {
  timing: { replyDelayMs: 20, silenceMs: 4000, maxReprompts: 1 },
  line: { playbackRate: 8, scriptedSpeech: 'audio' },
});
/** Whether the file store (the one the family's photos use) still holds this key. */
const stored = async (key: string) => (await ctx.deps.providers.files.get(key)) !== null;

async function decodeMp3(bytes: Uint8Array) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const out = decoder.decode(bytes);
  decoder.free();
  return out;
}

const pathOf = (url: string) => new URL(url).pathname;

async function firstCallOf(phone: string) {
  const { recipient, subscriber } = await makeRecipient(ctx.db, { phone });
  const call = await makeCall(ctx.db, recipient.id, { dueAt: clock });
  const done = await settleCall(ctx.deps, call.id, 90_000);
  return { recipient, subscriber, call: done };
}

describe('her voice, with her consent', () => {
  it('asks her on her first call, keeps her quoted words, and plays them from a signed page', async () => {
    const { recipient, subscriber, call } = await firstCallOf('+12125550112');
    expect(call.state).toBe('completed');
    expect(call.transcript.some((l) => l.speaker === 'companion' && l.text.includes(RECORDING_QUESTION))).toBe(true);
    const [her] = await ctx.db.select().from(recipients).where(eq(recipients.id, recipient.id));
    expect(her!.recordingConsent).toBe('yes');
    // Her turns wait, raw, for the Moment.
    const [raw] = await ctx.db.select().from(voiceClips).where(eq(voiceClips.callId, call.id));
    expect(raw!.kind).toBe('call');
    expect(raw!.turns!.map((t) => t.text)).toContain('I grew up on a farm in Ohio. We had cows and a big red barn.');

    const story = (await ensureStoryForCall(ctx.deps, call.id))!;
    const passages = await ctx.db.select().from(voiceClips).where(eq(voiceClips.callId, call.id));
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.every((p) => p.kind === 'passage')).toBe(true);
    // The raw turns are gone once the passages are cut.
    expect(await stored(raw!.storageKey)).toBe(false);
    for (const p of passages) {
      expect(story.quotes[p.quoteIndex!]).toBe(p.quote);
      expect(await stored(p.storageKey)).toBe(true);
      const decoded = await decodeMp3((await ctx.deps.providers.files.get(p.storageKey))!);
      expect(decoded.errors).toEqual([]);
      expect(decoded.sampleRate).toBe(8000);
      // Decodes to her passage's length (an MP3 adds at most a frame or two of padding).
      expect(Math.abs((decoded.samplesDecoded / 8000) * 1000 - p.durationMs)).toBeLessThan(300);
      expect(p.durationMs).toBeGreaterThan(800);
      expect(p.expiresAt.getTime() - clock.getTime()).toBe(365 * 24 * 60 * 60_000);
    }

    // The keepsake carries a QR code whose link opens the page that plays her.
    const pdf = story.pdf.toString('latin1');
    const link = /\/URI \((http:\/\/[^)]+\/listen\/[^)]+)\)/.exec(pdf)?.[1];
    expect(link).toBeTruthy();
    const page = await ctx.app.request(pathOf(link!));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<audio controls');
    expect(page.headers.get('content-security-policy')).toContain("media-src 'self'");
    const src = /src="([^"]+\.mp3)"/.exec(html)![1]!;
    const audio = await ctx.app.request(src);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect((await decodeMp3(new Uint8Array(await audio.arrayBuffer()))).samplesDecoded).toBeGreaterThan(8000 * 0.8);

    // A link signed for a time that has passed is refused; a forged one is not ours.
    const expired = await listenUrlFor(ctx.deps, call.id, { until: new Date(clock.getTime() - 1000) });
    expect((await ctx.app.request(pathOf(expired))).status).toBe(410);
    const forged = pathOf(link!).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await ctx.app.request(forged)).status).toBe(404);

    // The Moment mail links to the page (mail clients rarely play audio inline).
    const mail = keepsakeMailContent({ memberName: 'Dana Rivera', recipientName: 'Rosa Rivera', date: 'today', dashboardUrl: 'http://x/dashboard', story, voice: { url: link! } });
    expect(mail.blocks).toContainEqual({ kind: 'button', label: 'Listen to Rosa', url: link! });

    // Deleting the account deletes her recordings, files and rows.
    await deleteAccount(ctx.deps, subscriber.id, subscriber.email, async () => {});
    expect(await ctx.db.select().from(voiceClips).where(eq(voiceClips.callId, call.id))).toEqual([]);
    for (const p of passages) expect(await stored(p.storageKey)).toBe(false);
  }, 120_000);

  it('keeps nothing of her voice when she would rather not be recorded, and the keepsake says so', async () => {
    const { recipient, call } = await firstCallOf('+12125550113');
    expect(call.state).toBe('completed');
    const [her] = await ctx.db.select().from(recipients).where(eq(recipients.id, recipient.id));
    expect(her!.recordingConsent).toBe('no');
    // Her no is taken kindly, in a word, and the chat goes on.
    const after = call.transcript.findIndex((l) => l.speaker === 'recipient' && l.text === 'No, I would rather you did not.');
    expect(call.transcript[after + 1]?.text).toMatch(/^Of course\. I won't keep any recordings of your voice\. \S/);
    expect(await ctx.db.select().from(voiceClips).where(eq(voiceClips.callId, call.id))).toEqual([]);
    await ensureStoryForCall(ctx.deps, call.id);
    const [story] = await ctx.db.select().from(stories).where(eq(stories.callId, call.id));
    expect((await pdfText(story!.pdf)).text).toContain(`No recording: ${recipient.name} preferred not to be recorded.`);
    expect(await ctx.db.select().from(voiceClips).where(eq(voiceClips.callId, call.id))).toEqual([]);
  }, 120_000);

  it('an answer that is neither yes nor no keeps nothing, claims nothing, and is asked again next call', async () => {
    // The cheerful recipient answers the recording question with how she is.
    const { recipient, call } = await firstCallOf('+12125550103');
    expect(call.state).toBe('completed');
    expect(call.transcript.some((l) => l.speaker === 'companion' && l.text.includes(RECORDING_QUESTION))).toBe(true);
    const [her] = await ctx.db.select().from(recipients).where(eq(recipients.id, recipient.id));
    expect(her!.recordingConsent).toBeNull();
    expect(await ctx.db.select().from(voiceClips).where(eq(voiceClips.callId, call.id))).toEqual([]);
    await ensureStoryForCall(ctx.deps, call.id);
    const [story] = await ctx.db.select().from(stories).where(eq(stories.callId, call.id));
    expect((await pdfText(story!.pdf)).text).not.toContain('preferred not to be recorded');
    const next = await makeCall(ctx.db, recipient.id, { dueAt: clock });
    const second = await settleCall(ctx.deps, next.id, 90_000);
    expect(second.transcript.find((l) => l.speaker === 'companion')?.text).toContain(RECORDING_QUESTION);
  }, 200_000);

  it('deletes a passage once its retention has run out', async () => {
    const { call } = await firstCallOf('+13125550112');
    await ensureStoryForCall(ctx.deps, call.id);
    const passages = await ctx.db.select().from(voiceClips).where(eq(voiceClips.callId, call.id));
    expect(passages.length).toBeGreaterThan(0);
    now = new Date(clock.getTime() + 364 * 24 * 60 * 60_000);
    await sweepExpiredRecordings(ctx.deps);
    expect(await ctx.db.select().from(voiceClips).where(eq(voiceClips.callId, call.id))).toHaveLength(passages.length);
    now = new Date(clock.getTime() + 366 * 24 * 60 * 60_000);
    await sweepExpiredRecordings(ctx.deps);
    expect(await ctx.db.select().from(voiceClips).where(eq(voiceClips.callId, call.id))).toEqual([]);
    for (const p of passages) expect(await stored(p.storageKey)).toBe(false);
    now = clock;
  }, 120_000);

  it('never keeps a part she asked to keep private as a passage, even when a quote names it; the Moment mail plays the rest', async () => {
    // Her say's scripted recipient (decision 155): yes to recordings, then a gentleman friend she keeps between us.
    const { body } = await signUp(ctx.app);
    await confirmEmail(ctx.app, ctx.db, body.subscriberId);
    await ctx.db.update(recipients).set({ phone: '+12125550110' }).where(eq(recipients.id, body.recipientId));
    const made = await makeCall(ctx.db, body.recipientId, { dueAt: clock, origin: 'call-now' });
    const call = await settleCall(ctx.deps, made.id, 90_000);
    expect(call.state).toBe('completed');
    expect(call.keptPrivate).toHaveLength(1);
    const [her] = await ctx.db.select().from(recipients).where(eq(recipients.id, body.recipientId));
    expect(her!.recordingConsent).toBe('yes');

    const voice = await keepQuotedPassages(ctx.deps, call.id, body.recipientId, ["I've been stepping out with a gentleman from church called Harold.", 'I grew up on a farm in Ohio.']);
    expect(voice.state === 'kept' && voice.passages.map((p) => p.quote)).toEqual(['I grew up on a farm in Ohio.']);

    await expandPendingEvents(ctx.deps);
    const mails = (await ctx.db.select().from(outboxMails).where(eq(outboxMails.subscriberId, body.subscriberId))).filter((m) => m.template === 'moment');
    expect(mails.length).toBeGreaterThan(0);
    const link = /https?:\/\/\S+\/listen\/[\w.-]+/.exec(mails[0]!.text)?.[0];
    expect(link, 'the Moment mail links to her voice').toBeTruthy();
    const page = await ctx.app.request(pathOf(link!));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('farm in Ohio');
    expect(html).not.toMatch(/Harold|gentleman|church/i);
  }, 120_000);

  it('finds the turn a quote comes from, even a tidied one', () => {
    const turns = [
      { text: "I'm feeling pretty good today, thank you.", startMs: 0, endMs: 1 },
      { text: 'I grew up on a farm in Ohio. We had cows and a big red barn.', startMs: 1, endMs: 2 },
    ];
    expect(turnOfQuote('We had cows and a big red barn.', turns)).toBe(1);
    expect(turnOfQuote('I grew up on a farm in Ohio, with cows', turns)).toBe(1);
    expect(turnOfQuote('My son lives in Denver.', turns)).toBe(-1);
  });
});
