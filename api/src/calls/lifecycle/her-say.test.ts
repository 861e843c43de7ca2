import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { KEPT_PRIVATE_NOTICE } from '../pipeline/understanding/her-say.js';
import { NOTE_DECLINED } from '@fondly/contract/account';
import { calls, outboxMails, recipients, stories } from '../../db/schema/index.js';
import { confirmEmail, signUp } from '../../families/testing/families.js';
import { expandPendingEvents } from '../../notifications/notification-worker.js';
import { pdfText, squash } from '../../notifications/testing/pdf-text.js';
import { useSimulatedDialer } from '../../testing/simulated-dialer.js';
import { makeCall, settleCall } from './test-fixtures.js';

// Tuesday 2026-11-24, 10:00 in New York: inside every US calling window rule.
const clock = new Date('2026-11-24T15:00:00Z');
const ctx = useSimulatedDialer(() => clock);

/** A family signed up through the API, her phone one of the simulated phone's scripted recipients. */
async function familyWhoseMumIs(phone: string) {
  const { body } = await signUp(ctx.app);
  const { cookie } = await confirmEmail(ctx.app, ctx.db, body.subscriberId);
  await ctx.db.update(recipients).set({ phone }).where(eq(recipients.id, body.recipientId));
  return { headers: { cookie }, recipientId: body.recipientId };
}

describe('her say over what the family reads (decision 155)', () => {
  it('a passage she asks to keep private is in no mail, PDF, Call History line, Moment or profile; the family sees that a part was kept', async () => {
    const family = await familyWhoseMumIs('+12125550110');
    const call = await makeCall(ctx.db, family.recipientId, { dueAt: clock, origin: 'call-now' });
    const done = await settleCall(ctx.deps, call.id, 40_000);
    expect(`${done.state} ${done.cancelReason ?? ''}`.trim()).toBe('completed');
    // Her words are in the stored transcript (it is hers and the operators'), marked as kept private.
    expect(done.transcript.some((l) => l.text.includes('Harold'))).toBe(true);
    expect(done.keptPrivate).toHaveLength(1);
    // The companion said kindly that it stays between them.
    expect(done.transcript.some((l) => l.speaker === 'companion' && /stays between us/.test(l.text))).toBe(true);

    await expandPendingEvents(ctx.deps);
    const mails = await ctx.db.select().from(outboxMails).where(eq(outboxMails.template, 'moment'));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.text).toContain('farm in Ohio');
      expect(mail.text).not.toMatch(/Harold|gentleman|church|between us|my daughter/i);
      expect(mail.html).not.toMatch(/Harold|gentleman/i);
    }
    const [story] = await ctx.db.select().from(stories).where(eq(stories.callId, call.id));
    const { text } = await pdfText(Buffer.from(story!.pdf));
    expect(squash(text)).toContain('farm in Ohio');
    expect(squash(text)).not.toMatch(/Harold|gentleman|church/i);

    const history = (await (await ctx.app.request(`/api/recipients/${family.recipientId}/calls`, { headers: family.headers })).json()) as {
      calls: Array<{ id: string; transcript: Array<{ text: string; keptPrivate?: boolean }>; story: { body: string } | null }>;
    };
    const shown = history.calls.find((c) => c.id === call.id)!;
    const said = JSON.stringify(shown);
    expect(said).not.toMatch(/Harold|gentleman|church/i);
    expect(shown.transcript.filter((l) => l.keptPrivate).map((l) => l.text)).toEqual([KEPT_PRIVATE_NOTICE]);
    expect(shown.transcript.some((l) => l.text.includes('farm in Ohio'))).toBe(true);
    expect(shown.story!.body).not.toMatch(/Harold/);

    const profile = await (await ctx.app.request(`/api/recipients/${family.recipientId}/profile`, { headers: family.headers })).text();
    expect(profile).not.toMatch(/Harold|gentleman|church/i);
  });

  it('she hears what the note would say, says no, and no note is sent: Call History says she asked', async () => {
    const family = await familyWhoseMumIs('+12125550111');
    const call = await makeCall(ctx.db, family.recipientId, { dueAt: clock, origin: 'call-now' });
    const done = await settleCall(ctx.deps, call.id, 40_000);
    expect(`${done.state} ${done.cancelReason ?? ''}`.trim()).toBe('completed');
    const companion = done.transcript.filter((l) => l.speaker === 'companion').map((l) => l.text);
    expect(companion.some((l) => l.startsWith("Here is what I'd send Dana about today:") && l.includes('farm in Ohio') && !l.includes('What will you tell'))).toBe(true);
    expect(companion).toContain("Of course. I won't send a note to Dana about today's call. They'll only see that you asked me not to.");
    const [row] = await ctx.db.select().from(calls).where(eq(calls.id, call.id));
    expect(row!.noteDeclinedAt).not.toBeNull();

    await expandPendingEvents(ctx.deps);
    const mails = (await ctx.db.select().from(outboxMails)).filter((m) => m.template === 'moment' && m.text.includes('bake bread'));
    expect(mails).toEqual([]);
    expect(await ctx.db.select().from(stories).where(eq(stories.callId, call.id))).toEqual([]);

    const history = (await (await ctx.app.request(`/api/recipients/${family.recipientId}/calls`, { headers: family.headers })).json()) as { calls: Array<{ id: string; story: unknown; noteDeclined: string | null }> };
    const shown = history.calls.find((c) => c.id === call.id)!;
    expect(shown.story).toBeNull();
    expect(shown.noteDeclined).toBe(NOTE_DECLINED);
  });
});
