import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { samplePdf } from './story-library.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../families/testing/families.js';
import { familyMembers, outboxMails, recipients } from '../db/schema/index.js';
import { sendDueMails } from '../mail/mail-sender-worker.js';
import { expandPendingEvents } from '../notifications/notification-worker.js';
import { completeCall } from '../notifications/testing/families.js';
import { pdfText, squash } from '../notifications/testing/pdf-text.js';
import { companionshipTranscript, storyTranscript } from '../notifications/testing/transcripts.js';
import { createTestContext, jsonInit, operatorHeaders } from '../testing/test-app.js';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let ana: Awaited<ReturnType<typeof signUp>>;
let bo: Awaited<ReturnType<typeof signUp>>;
let momentId: string;
const storyIds: string[] = [];

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function pdfOf(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return squash((await pdfText(new Uint8Array(await res.arrayBuffer()))).text);
}

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'http://localhost:3000' } });
  ana = await signUp(ctx.app);
  bo = await signUp(ctx.app);
  await completeCall(ctx.db, ana.body.recipientId, { transcript: companionshipTranscript(), endedAt: new Date('2026-03-02T15:00:00Z') });
  await completeCall(ctx.db, ana.body.recipientId, { kind: 'stories', transcript: storyTranscript(15), endedAt: new Date('2026-05-10T15:00:00Z') });
  await completeCall(ctx.db, ana.body.recipientId, { kind: 'stories', transcript: storyTranscript(8), endedAt: new Date('2026-09-20T15:00:00Z') });
  await expandPendingEvents(ctx.deps);
  const list = await json<{ stories: Array<{ id: string; kind: string }> }>(await ctx.app.request('/api/stories', { headers: ana.headers }));
  momentId = list.stories.find((s) => s.kind === 'moment')!.id;
  storyIds.push(...list.stories.filter((s) => s.kind === 'story').map((s) => s.id));
});

afterAll(() => ctx.close());

describe('Story Library', () => {
  it('lists the signed-in family’s Moments and stories, newest first', async () => {
    const res = await ctx.app.request('/api/stories', { headers: ana.headers });
    expect(res.status).toBe(200);
    const { stories } = await json<{ stories: Array<{ kind: string; recipientName: string; occurredAt: string; pdfUrl: string }> }>(res);
    expect(stories.map((s) => s.kind)).toEqual(['story', 'story', 'moment']);
    expect(stories[2]!.recipientName).toBe('Rosa Rivera');
    expect(stories[0]!.occurredAt).toBe('2026-09-20T15:00:00.000Z');
    const moments = await json<{ stories: unknown[] }>(await ctx.app.request('/api/stories?kind=moment', { headers: ana.headers }));
    expect(moments.stories).toHaveLength(1);
  });

  it('opens one Moment with its wellness notes, and its PDF carries the same words', async () => {
    const res = await ctx.app.request(`/api/stories/${momentId}`, { headers: ana.headers });
    const story = await json<{ body: string; wellness: { sleep: string } }>(res);
    expect(story.body).toContain('The tomatoes on the balcony are finally turning red');
    expect(story.wellness.sleep).toBe('“I slept like a log last night.”');
    const text = await pdfOf(await ctx.app.request(`/api/stories/${momentId}/pdf`, { headers: ana.headers }));
    expect(text).toContain(squash(story.body));
  });

  it('answers 404 to another family, to a forged id and to an unknown one', async () => {
    for (const path of [`/api/stories/${momentId}`, `/api/stories/${momentId}/pdf`]) {
      const res = await ctx.app.request(path, { headers: bo.headers });
      expect(res.status).toBe(404);
      expect(await json<{ error: { message: string } }>(res)).toEqual({ error: { code: 'not_found', message: 'We could not find that story.' } });
    }
    for (const id of ['not-a-real-id', '00000000-0000-4000-8000-000000000000', `${momentId}x`]) {
      expect((await ctx.app.request(`/api/stories/${id}/pdf`, { headers: ana.headers })).status).toBe(404);
    }
    const other = await json<{ stories: unknown[] }>(await ctx.app.request('/api/stories', { headers: bo.headers }));
    expect(other.stories).toEqual([]);
  });

  it('asks to sign in first without a session', async () => {
    expect((await ctx.app.request('/api/stories')).status).toBe(401);
    expect((await ctx.app.request(`/api/stories/${momentId}/pdf`)).status).toBe(401);
    expect((await ctx.app.request('/api/keepsakes/sample')).status).toBe(401);
  });
});

describe('keepsake books', () => {
  it('gathers every story of a loved one into one book with a contents page', async () => {
    const text = await pdfOf(await ctx.app.request(`/api/keepsakes/book/${ana.body.recipientId}`, { headers: ana.headers }));
    expect(text).toContain('The Stories of Rosa Rivera');
    expect(text).toContain('2 stories, in their own words');
    expect(text).toContain('Contents');
    for (const id of storyIds) {
      const story = await json<{ title: string }>(await ctx.app.request(`/api/stories/${id}`, { headers: ana.headers }));
      expect(text).toContain(story.title);
    }
  });

  it('makes the book of one year, and says so when there is nothing to put in it', async () => {
    expect((await ctx.app.request(`/api/keepsakes/book/${ana.body.recipientId}?year=2026`, { headers: ana.headers })).status).toBe(200);
    const empty = await ctx.app.request(`/api/keepsakes/book/${ana.body.recipientId}?year=2024`, { headers: ana.headers });
    expect(empty.status).toBe(404);
    expect((await json<{ error: { message: string } }>(empty)).error.message).toBe('There are no stories to put in a book yet.');
    const bad = await ctx.app.request(`/api/keepsakes/book/${ana.body.recipientId}?year=soon`, { headers: ana.headers });
    expect(bad.status).toBe(400);
  });

  it('never makes a book of another family’s loved one', async () => {
    const res = await ctx.app.request(`/api/keepsakes/book/${ana.body.recipientId}`, { headers: bo.headers });
    expect(res.status).toBe(404);
    expect((await json<{ error: { message: string } }>(res)).error.message).toBe('We could not find that loved one.');
  });

  it('shows a sample keepsake with the family’s own loved one’s name', async () => {
    const text = await pdfOf(await ctx.app.request('/api/keepsakes/sample', { headers: bo.headers }));
    const [recipient] = await ctx.db.select().from(recipients).where(eq(recipients.id, bo.body.recipientId));
    expect(text).toContain(`A sample Moment with ${recipient!.name}`);
    // It reads as a real Moment would, made by the summariser from a sample call, never as placeholder text.
    const first = recipient!.name.split(' ')[0]!;
    expect(text).toContain(squash(`${first} said: “My granddaughter is coming on Sunday.”`));
    expect(text).toContain(squash('“I slept right through till seven, which is rare for me.”'));
    expect(text).not.toMatch(/appear here|…and appetite/);
    // Her polite hello to the disclosure is no mood (issue 31).
    expect(text).not.toContain('Not bad at all');
  });

  it('makes a whole sample for a family with no loved one yet: no "Your sounded bright today" (issue 31)', async () => {
    const page = await samplePdf(ctx.db, randomUUID(), new Date('2026-11-24T15:00:00Z'));
    const { text } = await pdfText(page.pdf);
    expect(squash(text)).toContain('Walter said: “My granddaughter is coming on Sunday.”');
    expect(text).not.toMatch(/\bYour (said|had|sounded)\b/);
  });
});

describe('the local outbox, for operators', () => {
  it('keeps every mail browsable, with its HTML and its PDF, for operators only', async () => {
    await sendDueMails(ctx.deps, { workerId: 'test' });
    expect((await ctx.app.request('/api/outbox')).status).toBe(401);
    const res = await ctx.app.request('/api/outbox?limit=100', { headers: operatorHeaders });
    const list = await json<{ transport: string; mails: Array<{ id: number; template: string; status: string; transport: string; hasAttachment: boolean }> }>(res);
    expect(list.transport).toBe('outbox');
    const moment = list.mails.find((m) => m.template === 'moment')!;
    expect(moment).toMatchObject({ status: 'sent', transport: 'local', hasAttachment: true });

    const detail = await json<{ text: string; headers: Record<string, string> }>(await ctx.app.request(`/api/outbox/${moment.id}`, { headers: operatorHeaders }));
    expect(detail.text).toContain('The tomatoes on the balcony');
    expect(detail.headers['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\/.+\?list=moments>$/);

    const html = await ctx.app.request(`/api/outbox/${moment.id}/html`, { headers: operatorHeaders });
    expect(html.headers.get('content-security-policy')).toContain('sandbox');
    expect(await html.text()).toContain('The tomatoes on the balcony');
    expect(await pdfOf(await ctx.app.request(`/api/outbox/${moment.id}/attachment`, { headers: operatorHeaders }))).toContain('The tomatoes on the balcony');
    expect((await ctx.app.request('/api/outbox/999999', { headers: operatorHeaders })).status).toBe(404);
    expect((await ctx.app.request('/api/outbox/99999999999', { headers: operatorHeaders })).status).toBe(400);
  });
});

describe('unsubscribe', () => {
  it('shows a one-button page, then stops that list for that person only', async () => {
    const [member] = await ctx.db.select().from(familyMembers).where(eq(familyMembers.subscriberId, ana.body.subscriberId));
    const path = `/api/unsubscribe/${encodeURIComponent(member!.unsubscribeToken)}?list=moments`;
    const page = await ctx.app.request(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`${member!.email} will no longer get Moments after each call about Rosa Rivera.`);
    // Looking at the page changes nothing.
    expect((await ctx.db.select().from(familyMembers).where(eq(familyMembers.id, member!.id)))[0]!.receivesMoments).toBe(true);

    // A mail app's one-click POST (RFC 8058).
    const done = await ctx.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are unsubscribed');
    const [after] = await ctx.db.select().from(familyMembers).where(eq(familyMembers.id, member!.id));
    expect(after).toMatchObject({ receivesMoments: false, receivesStories: true, receivesAlerts: true });

    // The next Moment is not mailed to them.
    const { eventId } = await completeCall(ctx.db, ana.body.recipientId, { transcript: companionshipTranscript() });
    await expandPendingEvents(ctx.deps);
    expect(await ctx.db.select().from(outboxMails).where(eq(outboxMails.eventId, eventId))).toHaveLength(0);
  });

  it('stops everything when asked on the page', async () => {
    const [member] = await ctx.db.select().from(familyMembers).where(eq(familyMembers.subscriberId, bo.body.subscriberId));
    const res = await ctx.app.request(
      `/api/unsubscribe/${encodeURIComponent(member!.unsubscribeToken)}?list=stories`,
      { ...jsonInit('POST'), headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' }, body: 'everything=1' },
    );
    expect(res.status).toBe(200);
    const [after] = await ctx.db.select().from(familyMembers).where(eq(familyMembers.id, member!.id));
    expect(after).toMatchObject({ receivesMoments: false, receivesStories: false, receivesAlerts: false });
  });

  it('says the link is not valid for an unknown token', async () => {
    const res = await ctx.app.request('/api/unsubscribe/not-a-token?list=all', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('This unsubscribe link is not valid');
  });
});
