import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, stories } from '../db/schema/index.js';
import { createTestContext } from '../testing/test-app.js';
import { scheduleForm, signUp, wizardSignup } from './testing/families.js';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
// A Wednesday.
const NOW = new Date('2026-03-04T18:00:00Z');
beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW, env: { SIGNUP_RATE_LIMIT: '0' } });
});
afterAll(async () => ctx?.close());

type DashboardAnswer = {
  account: { name: string; subscription: { plan: { name: string } } };
  recipients: Array<{ name: string; upcomingCalls: unknown[] }>;
  activity: Array<{ weekStart: string; completedCalls: number; missedCalls: number; averageMood: number | null }>;
  totals: { completedCalls: number; minutesTalked: number };
};

describe('the dashboard', () => {
  it('shows the plan, the loved one with next calls, and eight weeks of calls and mood', async () => {
    const { headers, body } = await signUp(ctx.app, wizardSignup({ frequency: 'daily', recipientName: 'Rosa' }));
    const lastWeek = new Date('2026-02-25T16:00:00Z');
    const [done] = await ctx.db
      .insert(calls)
      .values({ recipientId: body.recipientId, state: 'completed', dueAt: lastWeek, endedAt: lastWeek, durationSeconds: 660 })
      .returning();
    await ctx.db.insert(calls).values({ recipientId: body.recipientId, state: 'no_answer', dueAt: new Date('2026-03-03T16:00:00Z'), endedAt: new Date('2026-03-03T16:01:00Z') });
    await ctx.db.insert(stories).values({
      callId: done!.id,
      recipientId: body.recipientId,
      subscriberId: body.subscriberId,
      kind: 'moment',
      title: 'Soup day',
      body: 'Rosa made soup.',
      wellness: { mood: "I'm happy, it was a lovely day", sleep: null, appetite: null, worries: [] },
      source: 'extractive',
      occurredAt: lastWeek,
      pdf: Buffer.from('%PDF-1.4'),
    });

    const res = await ctx.app.request('/api/dashboard', { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const dash = (await res.json()) as DashboardAnswer;
    expect(dash.account).toMatchObject({ name: 'Dana Rivera', subscription: { plan: { name: 'Premium' } } });
    expect(dash.recipients[0]!.name).toBe('Rosa');
    expect(dash.recipients[0]!.upcomingCalls.length).toBeGreaterThan(0);
    expect(dash.activity).toHaveLength(8);
    expect(dash.activity.at(-1)).toMatchObject({ weekStart: '2026-03-02', completedCalls: 0, missedCalls: 1, averageMood: null });
    expect(dash.activity.at(-2)).toMatchObject({ weekStart: '2026-02-23', completedCalls: 1, missedCalls: 0, averageMood: 5 });
    expect(dash.totals).toEqual({ completedCalls: 1, minutesTalked: 11 });
    expect((await ctx.db.select().from(calls).where(eq(calls.recipientId, body.recipientId))).length).toBeGreaterThan(2);
  });

  it('never charts a week with a fall and fear as bright, however bright the other calls sounded (issue 30, item 7)', async () => {
    const { headers, body } = await signUp(ctx.app, wizardSignup({ frequency: 'daily', recipientName: 'Rosa' }));
    const day = (d: number) => new Date(Date.UTC(2026, 1, 23 + d, 16));
    // Monday and Tuesday: bright Moments. Wednesday: she fell and said she was scared (an incident report, no Moment).
    for (const d of [0, 1]) {
      const [call] = await ctx.db.insert(calls).values({ recipientId: body.recipientId, state: 'completed', dueAt: day(d), endedAt: day(d), durationSeconds: 600 }).returning();
      await ctx.db.insert(stories).values({
        callId: call!.id, recipientId: body.recipientId, subscriberId: body.subscriberId, kind: 'moment', title: 'A good day', body: 'Rosa was cheerful.',
        wellness: { mood: 'Happy and cheerful, a wonderful day', sleep: null, appetite: null, worries: [] }, source: 'extractive', occurredAt: day(d), pdf: Buffer.from('%PDF-1.4'),
      });
    }
    const said = "I've fallen and I'm scared";
    await ctx.db.insert(calls).values({
      recipientId: body.recipientId, state: 'completed', dueAt: day(2), endedAt: day(2), durationSeconds: 300,
      flags: [{ kind: 'distress', category: 'fall', utterance: said, at: day(2).toISOString() }],
    });
    const dash = (await (await ctx.app.request('/api/dashboard', { headers })).json()) as DashboardAnswer & { activity: Array<{ alerts: number }> };
    const week = dash.activity.find((w) => w.weekStart === '2026-02-23')!;
    expect(week).toMatchObject({ completedCalls: 3, alerts: 1 });
    expect(week.averageMood).toBeLessThanOrEqual(2);
  });

  it('reads fear, a fall and pain in a mood note as low', async () => {
    const { moodScore } = await import('./mood.js');
    expect(moodScore("She said she was scared after she fell")).toBeLessThan(2.5);
    expect(moodScore('In a lot of pain today')).toBeLessThan(2.5);
  });
});

describe('the calls and mood chart', () => {
  it('draws each person on her own, named, from the week she was added', async () => {
    const { headers, body } = await signUp(ctx.app, wizardSignup({ frequency: 'daily', recipientName: 'Rosa' }));
    const second = await ctx.app.request('/api/recipients', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(scheduleForm({ recipientName: 'Walter' })) });
    expect(second.status).toBeLessThan(300);
    const at = new Date('2026-03-03T16:00:00Z');
    const [happy] = await ctx.db.insert(calls).values({ recipientId: body.recipientId, state: 'completed', dueAt: at, endedAt: at, durationSeconds: 600 }).returning();
    await ctx.db.insert(stories).values({
      callId: happy!.id, recipientId: body.recipientId, subscriberId: body.subscriberId, kind: 'moment', title: 'A good day', body: 'Rosa was cheerful.',
      wellness: { mood: 'Happy and cheerful, a wonderful day', sleep: null, appetite: null, worries: [] }, source: 'extractive', occurredAt: at, pdf: Buffer.from('%PDF-1.4'),
    });
    const dash = (await (await ctx.app.request('/api/dashboard', { headers })).json()) as {
      activityByPerson: Array<{ name: string; weeks: Array<{ weekStart: string; completedCalls: number; averageMood: number | null }> }>;
    };
    expect(dash.activityByPerson.map((p) => p.name)).toEqual(['Rosa', 'Walter']);
    const [rosa, walter] = dash.activityByPerson;
    // Both were added this week: no weeks from before the account existed.
    expect(rosa!.weeks.map((w) => w.weekStart)).toEqual(['2026-03-02']);
    expect(rosa!.weeks[0]).toMatchObject({ completedCalls: 1, averageMood: 5 });
    expect(walter!.weeks[0]).toMatchObject({ completedCalls: 0, averageMood: null });
  });
});
