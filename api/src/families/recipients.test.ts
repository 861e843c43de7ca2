import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, recipients, schedules } from '../db/schema/index.js';
import { alreadyCalledMessage, SCHEDULE_MESSAGES, SIGNUP_MESSAGES, TOPICS } from '@fondly/contract/onboarding';
import { PHONE_OUTSIDE_AREA } from '../lib/phone.js';
import { createTestContext, jsonInit } from '../testing/test-app.js';
import { RECIPIENT_LIMIT_MESSAGE } from './recipients.js';
import { confirmEmail, familyRowCounts, scheduleForm, signUp, wizardSignup } from './testing/families.js';
import type { ErrorBody as ErrorAnswer } from '@fondly/contract/errors';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
// A Monday afternoon in Denver: inside calling hours.
const NOW = new Date('2026-03-02T20:00:00Z');
/** The API's clock: NOW, unless a test moves it (and puts it back). */
let clock = NOW;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock, env: { SIGNUP_RATE_LIMIT: '0' } });
});
afterAll(async () => ctx?.close());

type RecipientAnswer = {
  id: string;
  voice: string;
  topics: string[];
  specialInstructions: string;
  agentType: string;
  schedule: { cadence: string; window: string; timeZone: string; paused: boolean };
  upcomingCalls: Array<{ id: string; dueAt: string }>;
};

describe('the schedule page (POST /api/recipients)', () => {
  it('adds a loved one with every choice and plans the first call within 24 hours', async () => {
    const { headers } = await signUp(ctx.app);
    const res = await ctx.app.request('/api/recipients', jsonInit('POST', scheduleForm({ recipientPhone: '(303) 555-0177' }), headers));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { recipientId: string; updated: boolean; firstCallAt: string };
    expect(body.updated).toBe(false);
    const firstCall = new Date(body.firstCallAt).getTime();
    expect(firstCall).toBeGreaterThanOrEqual(NOW.getTime());
    expect(firstCall).toBeLessThanOrEqual(NOW.getTime() + 24 * 3600_000);
    const [row] = await ctx.db.select().from(recipients).where(eq(recipients.id, body.recipientId));
    expect(row).toMatchObject({
      name: 'Walter Brooks',
      phone: '+13035550177',
      relationship: 'grandpa',
      voice: 'male',
      topics: ['Travel adventures', 'Cooking and recipes'],
      specialInstructions: 'He is hard of hearing: speak slowly.',
    });
    const [schedule] = await ctx.db.select().from(schedules).where(eq(schedules.recipientId, body.recipientId));
    expect(schedule).toMatchObject({ cadence: 'daily', window: 'afternoon', timeZone: 'America/Denver' });
  });

  it("never changes someone already called unless the family chose her: the same number alone is refused", async () => {
    const { headers, body } = await signUp(ctx.app, wizardSignup({ recipientPhone: '303-555-0199', frequency: 'daily' }));
    const [before] = await ctx.db.select().from(schedules).where(eq(schedules.recipientId, body.recipientId));
    const plannedBefore = await ctx.db.select({ id: calls.id, dueAt: calls.dueAt }).from(calls).where(and(eq(calls.recipientId, body.recipientId), eq(calls.state, 'scheduled')));
    const res = await ctx.app.request('/api/recipients', jsonInit('POST', scheduleForm({ recipientName: 'Mom', recipientPhone: '(303) 555 0199', callSchedule: 'weekly', preferredTime: 'morning' }), headers));
    expect(res.status).toBe(409);
    const answer = (await res.json()) as ErrorAnswer;
    expect(answer.error.message).toBe(alreadyCalledMessage('Rosa Rivera'));
    expect(answer.error.fields).toEqual({ recipientPhone: alreadyCalledMessage('Rosa Rivera') });
    const [after] = await ctx.db.select().from(schedules).where(eq(schedules.recipientId, body.recipientId));
    expect(after).toMatchObject({ cadence: before!.cadence, window: before!.window, timeZone: before!.timeZone });
    const plannedAfter = await ctx.db.select({ id: calls.id, dueAt: calls.dueAt }).from(calls).where(and(eq(calls.recipientId, body.recipientId), eq(calls.state, 'scheduled')));
    expect(plannedAfter).toEqual(plannedBefore);
    const [rosa] = await ctx.db.select().from(recipients).where(eq(recipients.id, body.recipientId));
    expect(rosa!.name).toBe('Rosa Rivera');
  });

  it('changes the person the family chose, keeps her planned calls when only what to talk about changed, and her consent date', async () => {
    const { headers, body } = await signUp(ctx.app, wizardSignup({ recipientPhone: '303-555-0198', frequency: 'daily' }));
    const [rosa] = await ctx.db.select().from(recipients).where(eq(recipients.id, body.recipientId));
    const [schedule] = await ctx.db.select().from(schedules).where(eq(schedules.recipientId, body.recipientId));
    const planned = await ctx.db.select({ id: calls.id, dueAt: calls.dueAt }).from(calls).where(and(eq(calls.recipientId, body.recipientId), eq(calls.state, 'scheduled')));
    const same = { recipientId: body.recipientId, recipientName: 'Rosa Rivera', recipientPhone: '303-555-0198', relationship: 'mom', callSchedule: schedule!.cadence, preferredTime: schedule!.window, timeZone: schedule!.timeZone };
    const res = await ctx.app.request('/api/recipients', jsonInit('POST', scheduleForm({ ...same, topics: ['Favorite holidays'] }), headers));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ recipientId: body.recipientId, updated: true });
    const [after] = await ctx.db.select().from(recipients).where(eq(recipients.id, body.recipientId));
    expect(after).toMatchObject({ topics: ['Favorite holidays'], relationship: 'mom', consentAt: rosa!.consentAt });
    expect(await ctx.db.select({ id: calls.id, dueAt: calls.dueAt }).from(calls).where(and(eq(calls.recipientId, body.recipientId), eq(calls.state, 'scheduled')))).toEqual(planned);

    // Choosing another time of day is a change she asked for: her calls follow it.
    const moved = await ctx.app.request('/api/recipients', jsonInit('POST', scheduleForm({ ...same, preferredTime: 'evening' }), headers));
    expect(moved.status).toBe(201);
    const [evening] = await ctx.db.select().from(schedules).where(eq(schedules.recipientId, body.recipientId));
    expect(evening).toMatchObject({ cadence: 'plan', window: 'evening' });
  });

  it('keeps her own window, hours no page offers included, when the family saves her other settings and leaves the time as it was', async () => {
    const { headers, body } = await signUp(ctx.app, wizardSignup({ recipientPhone: '303-555-0196', frequency: 'daily' }));
    // An older row: 2-4 PM in the afternoon, hours none of today's pages offer.
    await ctx.db.update(schedules).set({ window: 'afternoon', windowStartMinute: 14 * 60, windowEndMinute: 16 * 60 }).where(eq(schedules.recipientId, body.recipientId));
    const [schedule] = await ctx.db.select().from(schedules).where(eq(schedules.recipientId, body.recipientId));
    const planned = await ctx.db.select({ id: calls.id, dueAt: calls.dueAt }).from(calls).where(and(eq(calls.recipientId, body.recipientId), eq(calls.state, 'scheduled')));
    // What /schedule-call sends when the time is left as it was: no window named, no choice.
    const res = await ctx.app.request(
      '/api/recipients',
      jsonInit('POST', scheduleForm({ recipientId: body.recipientId, recipientName: 'Rosa Rivera', recipientPhone: '303-555-0196', relationship: 'mom', callSchedule: schedule!.cadence, preferredTime: '', timeZone: schedule!.timeZone, topics: ['Favorite holidays'] }), headers),
    );
    expect(res.status).toBe(201);
    const [after] = await ctx.db.select().from(schedules).where(eq(schedules.recipientId, body.recipientId));
    expect(after).toMatchObject({ window: 'afternoon', windowStartMinute: 14 * 60, windowEndMinute: 16 * 60 });
    expect(await ctx.db.select({ id: calls.id, dueAt: calls.dueAt }).from(calls).where(and(eq(calls.recipientId, body.recipientId), eq(calls.state, 'scheduled')))).toEqual(planned);

    // A new person's time left unchosen is still the morning.
    const added = await ctx.app.request('/api/recipients', jsonInit('POST', scheduleForm({ recipientPhone: '(303) 555-0195', preferredTime: '' }), headers));
    expect(added.status).toBe(201);
    const [morning] = await ctx.db.select().from(schedules).where(eq(schedules.recipientId, ((await added.json()) as { recipientId: string }).recipientId));
    expect(morning).toMatchObject({ window: 'morning', windowStartMinute: 9 * 60, windowEndMinute: 12 * 60 });
  });

  it("answers 404 for a chosen person who is not this family's", async () => {
    const other = await signUp(ctx.app, wizardSignup({ recipientPhone: '303-555-0197' }));
    const { headers } = await signUp(ctx.app);
    const res = await ctx.app.request('/api/recipients', jsonInit('POST', scheduleForm({ recipientId: other.body.recipientId }), headers));
    expect(res.status).toBe(404);
  });

  const missing: Array<[string, Record<string, unknown>, string]> = [
    ['no name', { recipientName: '  ' }, SCHEDULE_MESSAGES.missing],
    ['no phone', { recipientPhone: '' }, SCHEDULE_MESSAGES.missing],
    ['no relationship', { relationship: '' }, SCHEDULE_MESSAGES.missing],
    ['no topic', { topics: [] }, SCHEDULE_MESSAGES.topics],
    ['no consent', { recipientConsent: false }, SIGNUP_MESSAGES.consentRequired],
    ['a number outside the service area', { recipientPhone: '+33 1 42 68 53 00' }, PHONE_OUTSIDE_AREA],
    ['a phone that is not a number', { recipientPhone: 'call me maybe' }, 'Please enter a valid phone number'],
  ];
  for (const [what, change, message] of missing) {
    it(`refuses ${what} with "${message}" and writes nothing`, async () => {
      const { headers } = await signUp(ctx.app);
      const before = await familyRowCounts(ctx.db);
      const res = await ctx.app.request('/api/recipients', jsonInit('POST', scheduleForm(change), headers));
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorAnswer).error.message).toBe(message);
      expect(await familyRowCounts(ctx.db)).toEqual(before);
    });
  }

  it('enforces one topic although the page suggests three', async () => {
    const { headers } = await signUp(ctx.app);
    const res = await ctx.app.request('/api/recipients', jsonInit('POST', scheduleForm({ topics: ['Favorite holidays'], recipientPhone: '303-555-0111' }), headers));
    expect(res.status).toBe(201);
  });

  it('needs a signed-in family', async () => {
    const res = await ctx.app.request('/api/recipients', jsonInit('POST', scheduleForm()));
    expect(res.status).toBe(401);
  });

  it(`stops at the limit of loved ones per account with a clear message`, async () => {
    const { headers } = await signUp(ctx.app);
    for (let i = 0; i < 4; i++) {
      const res = await ctx.app.request('/api/recipients', jsonInit('POST', scheduleForm({ recipientPhone: `303-555-01${20 + i}` }), headers));
      expect(res.status).toBe(201);
    }
    const res = await ctx.app.request('/api/recipients', jsonInit('POST', scheduleForm({ recipientPhone: '303-555-0130' }), headers));
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorAnswer).error.message).toBe(RECIPIENT_LIMIT_MESSAGE);
  });

  it('never answers hostile input with a 500', async () => {
    const { headers } = await signUp(ctx.app);
    const any = fc.oneof(fc.string({ maxLength: 200 }), fc.integer(), fc.constant(null), fc.array(fc.string(), { maxLength: 20 }), fc.constantFrom(...TOPICS), fc.boolean());
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { recipientName: any, recipientPhone: any, relationship: any, voiceGender: any, callSchedule: any, preferredTime: any, topics: any, specialInstructions: any, timeZone: any, recipientConsent: any },
          { requiredKeys: [] },
        ),
        async (body) => {
          const res = await ctx.app.request('/api/recipients', jsonInit('POST', body, headers));
          expect([201, 400, 409]).toContain(res.status);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('Call now: an extra call, never a silent swap', () => {
  const plannedOf = async (recipientId: string) =>
    (await ctx.db.select({ id: calls.id, dueAt: calls.dueAt }).from(calls).where(and(eq(calls.recipientId, recipientId), eq(calls.state, 'scheduled'), eq(calls.origin, 'planner')))).sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());

  it('adds a call when the plan has room, and every planned call stays', async () => {
    const { headers, body } = await signUp(ctx.app, wizardSignup({ frequency: 'daily', timeZone: 'America/Denver' }));
    await confirmEmail(ctx.app, ctx.db, body.subscriberId);
    // Weekly on Premium: about five of thirty calls planned this month.
    await ctx.app.request(`/api/recipients/${body.recipientId}/schedule`, jsonInit('PATCH', { cadence: 'weekly' }, headers));
    const before = await plannedOf(body.recipientId);
    const res = await ctx.app.request(`/api/recipients/${body.recipientId}/call-now`, jsonInit('POST', undefined, headers));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ movedNextCall: false });
    // None taken away or moved (the planner may plan further ahead once it plans again).
    expect(await plannedOf(body.recipientId)).toEqual(expect.arrayContaining(before));
  });

  it('says so when the allowance is all planned, and moves the next call only when asked', async () => {
    // Free: one call a month, and it is planned.
    const { headers, body } = await signUp(ctx.app, wizardSignup({ frequency: 'free', timeZone: 'America/Denver' }));
    await confirmEmail(ctx.app, ctx.db, body.subscriberId);
    const before = await plannedOf(body.recipientId);
    const next = before.find((c) => c.dueAt > NOW)!;
    const refused = await ctx.app.request(`/api/recipients/${body.recipientId}/call-now`, jsonInit('POST', undefined, headers));
    expect(refused.status).toBe(409);
    const answer = (await refused.json()) as ErrorAnswer;
    expect(answer.error.message).toMatch(/^Your plan's 1 call this month is used or planned\. We can call Rosa Rivera now instead of Rosa's next planned call, \w+day, \w+ \d+ at \d+:\d\d [AP]M MT\.$/);
    expect(answer.error.fields).toEqual({ moveNextCall: next.dueAt.toISOString() });
    expect(await plannedOf(body.recipientId)).toEqual(before);

    const moved = await ctx.app.request(`/api/recipients/${body.recipientId}/call-now`, jsonInit('POST', { moveNextCall: true }, headers));
    expect(moved.status).toBe(201);
    expect(await moved.json()).toMatchObject({ movedNextCall: true });
    const after = await plannedOf(body.recipientId);
    expect(after.map((c) => c.id)).toEqual(before.filter((c) => c.id !== next.id).map((c) => c.id));
    // The history shows the call placed now, not a "skipped" call at the time it was planned for.
    const history = (await (await ctx.app.request(`/api/recipients/${body.recipientId}/calls`, { headers })).json()) as { calls: Array<{ id: string }> };
    expect(history.calls.map((c) => c.id)).not.toContain(next.id);
  });

  it('says before it is used whether it is an extra call or takes a planned one, with no pronoun the family did not give us', async () => {
    const preview = async (id: string, headers: Record<string, string>) => {
      const res = await ctx.app.request(`/api/recipients/${id}/call-now`, { headers });
      expect(res.status).toBe(200);
      return (await res.json()) as { kind: string; note: string };
    };
    // Premium, weekly: room left in the month.
    const roomy = await signUp(ctx.app, wizardSignup({ frequency: 'daily', timeZone: 'America/Denver' }));
    await confirmEmail(ctx.app, ctx.db, roomy.body.subscriberId);
    await ctx.app.request(`/api/recipients/${roomy.body.recipientId}/schedule`, jsonInit('PATCH', { cadence: 'weekly' }, roomy.headers));
    expect(await preview(roomy.body.recipientId, roomy.headers)).toEqual({ kind: 'extra', note: 'Call Now places an extra call: every planned call stays as it is.' });

    // Free: its one call is planned. The wizard asks no relationship ("parent"): her name, never "her".
    const full = await signUp(ctx.app, wizardSignup({ frequency: 'free', timeZone: 'America/Denver' }));
    await confirmEmail(ctx.app, ctx.db, full.body.subscriberId);
    const planned = (await plannedOf(full.body.recipientId))[0]!;
    // Asked again and again as the dashboard shows it: reading never counts against placing a call, nor moves one.
    for (let i = 0; i < 6; i++) await preview(full.body.recipientId, full.headers);
    const said = await preview(full.body.recipientId, full.headers);
    expect(said.kind).toBe('takes-planned-call');
    expect(said.note).toMatch(/^Your plan's 1 call this month is used or planned, so Call Now would take the place of Rosa's next planned call, \w+day, \w+ \d+ at \d+:\d\d [AP]M MT\. We ask before moving it\.$/);
    expect((await plannedOf(full.body.recipientId))[0]).toEqual(planned);

    // A father: "his", never "her".
    await ctx.db.update(recipients).set({ relationship: 'dad' }).where(eq(recipients.id, full.body.recipientId));
    expect((await preview(full.body.recipientId, full.headers)).note).toContain('take the place of his next planned call');
    const refused = await ctx.app.request(`/api/recipients/${full.body.recipientId}/call-now`, jsonInit('POST', undefined, full.headers));
    expect(((await refused.json()) as ErrorAnswer).error.message).toContain('instead of his next planned call');

    // Paused: it says why it cannot be placed.
    await ctx.app.request(`/api/recipients/${full.body.recipientId}/pause`, jsonInit('POST', undefined, full.headers));
    expect(await preview(full.body.recipientId, full.headers)).toEqual({ kind: 'unavailable', note: 'Calls are paused. Resume them first.' });
  });

  it("in the law's quiet hours says so before it is used, as its own kind, so the button can show it disabled", async () => {
    // 4:30 AM in Denver: nobody may be rung there now, whatever the family does.
    clock = new Date('2026-03-02T11:30:00Z');
    try {
      const { headers, body } = await signUp(ctx.app, wizardSignup({ frequency: 'daily', timeZone: 'America/Denver' }));
      await confirmEmail(ctx.app, ctx.db, body.subscriberId);
      const res = await ctx.app.request(`/api/recipients/${body.recipientId}/call-now`, { headers });
      const said = (await res.json()) as { kind: string; note: string };
      expect(said.kind).toBe('outside-calling-hours');
      expect(said.note).toMatch(/^It's outside calling hours for Rosa Rivera right now \(.+\)\. The earliest we can call is .+ MT\.$/);
      // Pressed all the same (an old page), it is refused with the same words.
      const pressed = await ctx.app.request(`/api/recipients/${body.recipientId}/call-now`, jsonInit('POST', undefined, headers));
      expect(pressed.status).toBe(409);
      expect(((await pressed.json()) as ErrorAnswer).error.message).toBe(said.note);
    } finally {
      clock = NOW;
    }
  });

  it('refuses a body that is not the one option', async () => {
    const { headers, body } = await signUp(ctx.app, wizardSignup({ frequency: 'daily', timeZone: 'America/Denver' }));
    const res = await ctx.app.request(`/api/recipients/${body.recipientId}/call-now`, jsonInit('POST', { moveNextCall: 'yes please' }, headers));
    expect(res.status).toBe(400);
  });
});

describe('Call Scheduling, Call Settings and Call History on the dashboard', () => {
  it('changes cadence, window and time zone, and replans calls not yet placed', async () => {
    const { headers, body } = await signUp(ctx.app, wizardSignup({ frequency: 'daily' }));
    // Her number is a New York one: Los Angeles evenings would be after 8 PM where it rings (decision 122).
    const res = await ctx.app.request(`/api/recipients/${body.recipientId}/schedule`, jsonInit('PATCH', { cadence: 'weekly', window: 'afternoon', timeZone: 'America/Los_Angeles' }, headers));
    expect(res.status).toBe(200);
    const r = (await res.json()) as RecipientAnswer;
    expect(r.schedule).toMatchObject({ cadence: 'weekly', window: 'afternoon', timeZone: 'America/Los_Angeles', paused: false });
    expect(r.upcomingCalls.length).toBeGreaterThan(0);
    for (const call of r.upcomingCalls) {
      const hour = Number(new Date(call.dueAt).toLocaleString('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', hour12: false }));
      expect(hour).toBeGreaterThanOrEqual(12);
      expect(hour).toBeLessThan(17);
    }
  });

  it('pauses calls (nothing left planned) and resumes them (planned again)', async () => {
    const { headers, body } = await signUp(ctx.app, wizardSignup({ frequency: 'daily' }));
    const paused = (await (await ctx.app.request(`/api/recipients/${body.recipientId}/pause`, jsonInit('POST', undefined, headers))).json()) as RecipientAnswer;
    expect(paused.schedule.paused).toBe(true);
    expect(paused.upcomingCalls).toEqual([]);
    const planned = await ctx.db.select().from(calls).where(and(eq(calls.recipientId, body.recipientId), eq(calls.state, 'scheduled')));
    expect(planned).toHaveLength(0);
    const resumed = (await (await ctx.app.request(`/api/recipients/${body.recipientId}/resume`, jsonInit('POST', undefined, headers))).json()) as RecipientAnswer;
    expect(resumed.schedule.paused).toBe(false);
    expect(resumed.upcomingCalls.length).toBeGreaterThan(0);
  });

  it('skips one planned call and keeps the rest', async () => {
    const { headers, body } = await signUp(ctx.app, wizardSignup({ frequency: 'daily' }));
    const before = (await (await ctx.app.request(`/api/recipients/${body.recipientId}`, { headers })).json()) as RecipientAnswer;
    const [first, second] = before.upcomingCalls;
    const res = await ctx.app.request(`/api/recipients/${body.recipientId}/calls/${first!.id}/skip`, jsonInit('POST', undefined, headers));
    expect(res.status).toBe(200);
    const after = (await res.json()) as RecipientAnswer;
    expect(after.upcomingCalls.map((c) => c.id)).not.toContain(first!.id);
    expect(after.upcomingCalls.map((c) => c.id)).toContain(second!.id);
  });

  it('saves voice, companion type, topics and special instructions', async () => {
    const { headers, body } = await signUp(ctx.app);
    const res = await ctx.app.request(
      `/api/recipients/${body.recipientId}`,
      jsonInit('PATCH', { voiceGender: 'male', agentType: 'stories', topics: ['Family traditions'], specialInstructions: '  Ask about the garden.  ' }, headers),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ voice: 'male', agentType: 'stories', topics: ['Family traditions'], specialInstructions: 'Ask about the garden.' });
  });

  it('refuses an empty topic list in Call Settings', async () => {
    const { headers, body } = await signUp(ctx.app);
    const res = await ctx.app.request(`/api/recipients/${body.recipientId}`, jsonInit('PATCH', { topics: [] }, headers));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorAnswer).error.message).toBe(SCHEDULE_MESSAGES.topics);
  });

  it('lists finished calls with their transcript, newest first', async () => {
    const { headers, body } = await signUp(ctx.app);
    const ended = new Date(NOW.getTime() - 86_400_000);
    await ctx.db.insert(calls).values({
      recipientId: body.recipientId,
      state: 'completed',
      dueAt: new Date(ended.getTime() - 900_000),
      answeredAt: new Date(ended.getTime() - 840_000),
      endedAt: ended,
      durationSeconds: 720,
      transcript: [{ speaker: 'recipient', text: 'I made soup today.', at: ended.toISOString() }],
    });
    const res = await ctx.app.request(`/api/recipients/${body.recipientId}/calls`, { headers });
    const list = (await res.json()) as { calls: Array<{ state: string; durationSeconds: number; transcript: Array<{ text: string }> }> };
    expect(list.calls[0]).toMatchObject({ state: 'completed', durationSeconds: 720, transcript: [{ text: 'I made soup today.' }] });
  });

  it('shows a call with an alert as an alert, with what she said, not as an ordinary call', async () => {
    const { headers, body } = await signUp(ctx.app);
    const ended = new Date(NOW.getTime() - 3_600_000);
    const said = "My legs gave way and I'm stuck on the bathroom floor.";
    const base = { recipientId: body.recipientId, state: 'completed' as const, endedAt: ended, durationSeconds: 300 };
    await ctx.db.insert(calls).values([
      { ...base, dueAt: new Date(ended.getTime() - 600_000), transcript: [{ speaker: 'recipient' as const, text: said, at: ended.toISOString() }], flags: [{ kind: 'distress' as const, category: 'fall', utterance: said, at: ended.toISOString() }] },
      { ...base, dueAt: new Date(ended.getTime() - 86_400_000), transcript: [{ speaker: 'recipient' as const, text: 'Lovely day.', at: ended.toISOString() }], flags: [] },
    ]);
    const res = await ctx.app.request(`/api/recipients/${body.recipientId}/calls`, { headers });
    const list = (await res.json()) as { calls: Array<{ alerts: Array<{ concern: string; said: string }> }> };
    expect(list.calls.map((c) => c.alerts)).toEqual([[{ concern: 'a fall', said, at: ended.toISOString() }], []]);
  });
});

describe('skip and pause can be taken back (issue 30, item 12)', () => {
  it('puts a skipped call back while its time is ahead, and says so when it no longer can', async () => {
    const { headers, body } = await signUp(ctx.app, wizardSignup({ frequency: 'daily', timeZone: 'America/Denver' }));
    const her = (await (await ctx.app.request(`/api/recipients/${body.recipientId}`, { headers })).json()) as RecipientAnswer & { skippedCalls: Array<{ id: string }> };
    const next = her.upcomingCalls[0]!;
    const skipped = (await (await ctx.app.request(`/api/recipients/${body.recipientId}/calls/${next.id}/skip`, jsonInit('POST', undefined, headers))).json()) as RecipientAnswer & { skippedCalls: Array<{ id: string }> };
    expect(skipped.upcomingCalls.map((c) => c.id)).not.toContain(next.id);
    expect(skipped.skippedCalls.map((c) => c.id)).toEqual([next.id]);

    const undone = await ctx.app.request(`/api/recipients/${body.recipientId}/calls/${next.id}/unskip`, jsonInit('POST', undefined, headers));
    expect(undone.status).toBe(200);
    const back = (await undone.json()) as RecipientAnswer & { skippedCalls: unknown[] };
    expect(back.upcomingCalls[0]).toEqual(next);
    expect(back.skippedCalls).toEqual([]);

    // A call that is not skipped, or whose time has passed, cannot be put back.
    const again = await ctx.app.request(`/api/recipients/${body.recipientId}/calls/${next.id}/unskip`, jsonInit('POST', undefined, headers));
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorAnswer).error.message).toBe('This call can no longer be put back: its time has passed or calls are paused.');
    await ctx.db.update(calls).set({ state: 'canceled', cancelReason: 'skipped', dueAt: new Date(NOW.getTime() - 60_000) }).where(eq(calls.id, next.id));
    expect((await ctx.app.request(`/api/recipients/${body.recipientId}/calls/${next.id}/unskip`, jsonInit('POST', undefined, headers))).status).toBe(409);
  });

  it('puts a skipped call back at the new time of day when the window changed after the skip (walk finding 7)', async () => {
    const zone = 'America/Denver';
    const { headers, body } = await signUp(ctx.app, wizardSignup({ frequency: 'daily', timeZone: zone }));
    const her = (await (await ctx.app.request(`/api/recipients/${body.recipientId}`, { headers })).json()) as RecipientAnswer;
    const skip = her.upcomingCalls[1]!;
    await ctx.app.request(`/api/recipients/${body.recipientId}/calls/${skip.id}/skip`, jsonInit('POST', undefined, headers));
    // The skip was made a minute before the window changed.
    await ctx.db.update(calls).set({ canceledAt: new Date(NOW.getTime() - 60_000) }).where(eq(calls.id, skip.id));
    expect((await ctx.app.request(`/api/recipients/${body.recipientId}/schedule`, jsonInit('PATCH', { window: 'evening' }, headers))).status).toBe(200);

    const undone = await ctx.app.request(`/api/recipients/${body.recipientId}/calls/${skip.id}/unskip`, jsonInit('POST', undefined, headers));
    expect(undone.status).toBe(200);
    const back = (await undone.json()) as RecipientAnswer & { skippedCalls: unknown[] };
    expect(back.skippedCalls).toEqual([]);
    const day = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone: zone });
    const time = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' });
    const sameDay = back.upcomingCalls.find((c) => day(c.dueAt) === day(skip.dueAt))!;
    expect(sameDay).toBeDefined();
    expect(time(sameDay.dueAt)).not.toBe(time(skip.dueAt));
    // At the time every other evening call now has.
    const others = back.upcomingCalls.filter((c) => c !== sameDay && c !== back.upcomingCalls[0]).map((c) => time(c.dueAt));
    expect(others.length).toBeGreaterThan(0);
    expect(new Set([...others, time(sameDay.dueAt)])).toEqual(new Set([time(sameDay.dueAt)]));
    expect(time(sameDay.dueAt)).toMatch(/^[5-7]:\d\d PM$/);
  });

  it('pauses until a day in her zone, says so, refuses a day not ahead, and resumes by itself that day', async () => {
    const { headers, body } = await signUp(ctx.app, wizardSignup({ frequency: 'daily', timeZone: 'America/Denver' }));
    const pause = (until: string) => ctx.app.request(`/api/recipients/${body.recipientId}/pause`, jsonInit('POST', { until }, headers));
    for (const [until, message] of [
      ['2026-03-02', 'Please choose a date after today.'],
      ['2027-06-01', 'Please choose a date within a year, or pause without an end date.'],
      ['next week', 'Please choose a date.'],
    ] as const) {
      const res = await pause(until);
      expect(res.status, until).toBe(400);
      expect(((await res.json()) as ErrorAnswer).error.fields).toEqual({ until: message });
    }
    const paused = await pause('2026-03-05');
    expect(paused.status).toBe(200);
    const answer = (await paused.json()) as RecipientAnswer & { schedule: { pausedUntil: string | null } };
    // Midnight, March 5, in Denver.
    expect(answer.schedule).toMatchObject({ paused: true, pausedUntil: '2026-03-05T07:00:00.000Z' });
    expect(answer.upcomingCalls).toEqual([]);

    const { resumeEndedPauses } = await import('../calls/scheduling/schedule-actions.js');
    expect(await resumeEndedPauses(ctx.db, new Date('2026-03-05T06:59:00Z'))).toBe(0);
    await resumeEndedPauses(ctx.db, new Date('2026-03-05T07:00:00Z'));
    const [schedule] = await ctx.db.select().from(schedules).where(eq(schedules.recipientId, body.recipientId));
    expect(schedule).toMatchObject({ pausedAt: null, pausedUntil: null });
    const planned = await ctx.db.select().from(calls).where(and(eq(calls.recipientId, body.recipientId), eq(calls.state, 'scheduled')));
    expect(planned.every((c) => c.dueAt >= new Date('2026-03-05T07:00:00Z'))).toBe(true);
    expect(planned.length).toBeGreaterThan(0);
  });
});

describe('Call History', () => {
  it('lists calls newest first by the real instant shown, not the time they were first due', async () => {
    const { headers, body } = await signUp(ctx.app);
    const at = (iso: string) => new Date(iso);
    // Due first but placed later (moved by a backlog), answered at 17:00 UTC; the other due and answered at 16:00 UTC.
    const [late] = await ctx.db.insert(calls).values({ recipientId: body.recipientId, state: 'completed', origin: 'planner', dueAt: at('2026-03-01T14:00:00Z'), answeredAt: at('2026-03-01T17:00:00Z'), endedAt: at('2026-03-01T17:10:00Z'), durationSeconds: 600 }).returning();
    const [onTime] = await ctx.db.insert(calls).values({ recipientId: body.recipientId, state: 'completed', origin: 'call-now', dueAt: at('2026-03-01T16:00:00Z'), answeredAt: at('2026-03-01T16:00:00Z'), endedAt: at('2026-03-01T16:10:00Z'), durationSeconds: 600 }).returning();
    const res = await ctx.app.request(`/api/recipients/${body.recipientId}/calls`, { headers });
    const { calls: listed } = (await res.json()) as { calls: Array<{ id: string }> };
    const ids = listed.map((c) => c.id).filter((id) => id === late!.id || id === onTime!.id);
    expect(ids).toEqual([late!.id, onTime!.id]);
  });
});
