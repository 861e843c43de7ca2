import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schedules } from '../db/schema/index.js';
import { createTestContext, jsonInit } from '../testing/test-app.js';
import { scheduleForm, signUp, wizardSignup } from './testing/families.js';

/**
 * One schedule model (issue 30, item 4; decision 129): the same windows and days of the week on
 * every page, kept exactly, planned exactly; and a window the law never lets ring is said.
 */
let ctx: Awaited<ReturnType<typeof createTestContext>>;
// A Monday afternoon in Denver: inside calling hours.
const NOW = new Date('2026-03-02T20:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW, env: { SIGNUP_RATE_LIMIT: '0' } });
});
afterAll(async () => ctx?.close());

type Schedule = { window: string; windowStartMinute: number; windowEndMinute: number; days: string[]; timeZone: string; warning: string | null };
type RecipientAnswer = { id: string; name: string; schedule: Schedule; upcomingCalls: Array<{ dueAt: string }> };

const localParts = (iso: string, zone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(new Date(iso));
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return { weekday: get('weekday').toLowerCase(), minute: Number(get('hour')) * 60 + Number(get('minute')) };
};

async function recipientsOf(headers: Record<string, string>): Promise<RecipientAnswer[]> {
  return ((await (await ctx.app.request('/api/recipients', { headers })).json()) as { recipients: RecipientAnswer[] }).recipients;
}

const phone = () => `(212) 555-${String(1000 + Math.floor(Math.random() * 9000)).slice(-4)}`;

describe('windows and days, the same on every page', () => {
  it('the schedule page keeps 1-3 PM on Monday, Wednesday and Friday, and plans every later call inside them', async () => {
    const { headers } = await signUp(ctx.app);
    const res = await ctx.app.request('/api/recipients', jsonInit('POST', scheduleForm({ recipientPhone: '(303) 555-0142', windowChoice: '13-15', callDays: ['mon', 'wed', 'fri'], callSchedule: 'daily' }), headers));
    expect(res.status).toBe(201);
    const walter = (await recipientsOf(headers)).find((r) => r.name === 'Walter Brooks')!;
    expect(walter.schedule).toMatchObject({ window: 'afternoon', windowStartMinute: 780, windowEndMinute: 900, days: ['mon', 'wed', 'fri'], warning: null });
    const later = walter.upcomingCalls.slice(1);
    expect(later.length).toBeGreaterThan(0);
    for (const call of later) {
      const { weekday, minute } = localParts(call.dueAt, 'America/Denver');
      expect(['mon', 'wed', 'fri']).toContain(weekday);
      expect(minute).toBeGreaterThanOrEqual(780);
      expect(minute).toBeLessThan(900);
    }
  });

  it('Call Scheduling changes the days: her calls move to Saturdays only', async () => {
    const { headers } = await signUp(ctx.app);
    const [rosa] = await recipientsOf(headers);
    // Her number is generated under any US area code: 1-3 PM in Chicago is inside the hours the law
    // lets us ring in every one of their zones (a morning window is not, for a Pacific number).
    const res = await ctx.app.request(`/api/recipients/${rosa!.id}/schedule`, jsonInit('PATCH', { days: ['sat'], windowChoice: '13-15' }, headers));
    expect(res.status).toBe(200);
    const saved = (await res.json()) as RecipientAnswer;
    expect(saved.schedule).toMatchObject({ days: ['sat'], windowStartMinute: 780, windowEndMinute: 900, warning: null });
    // The first call keeps the promise of a call within 24 hours (decision 010); every later one keeps her days.
    const [first, ...later] = saved.upcomingCalls;
    expect(new Date(first!.dueAt).getTime()).toBeLessThanOrEqual(NOW.getTime() + 24 * 3600_000);
    expect(later.length).toBeGreaterThan(0);
    for (const call of later) expect(localParts(call.dueAt, saved.schedule.timeZone).weekday).toBe('sat');
  });

  it('refuses a schedule with no day, in words', async () => {
    const { headers } = await signUp(ctx.app);
    const res = await ctx.app.request('/api/recipients', jsonInit('POST', scheduleForm({ recipientPhone: '(303) 555-0143', callDays: [] }), headers));
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('Please choose at least one day');
  });

  it('the wizard asks when too, and keeps it', async () => {
    const { body } = await signUp(ctx.app, wizardSignup({ windowChoice: '17-19', callDays: ['tue', 'thu'] }));
    const [row] = await ctx.db.select().from(schedules).where(eq(schedules.recipientId, body.recipientId));
    // Tuesday and Thursday as bits from Monday: 2 + 8.
    expect(row).toMatchObject({ window: 'evening', windowStartMinute: 1020, windowEndMinute: 1140, callDays: 10 });
  });
});

describe('a window the law never lets ring is said, not silently skipped', () => {
  it('an evening in Los Angeles for a New York number: the family reads why no planned call can ring', async () => {
    const { headers } = await signUp(ctx.app);
    await ctx.app.request('/api/recipients', jsonInit('POST', scheduleForm({ recipientName: 'Ada Brooks', recipientPhone: phone(), windowChoice: '17-20', timeZone: 'America/Los_Angeles' }), headers));
    const ada = (await recipientsOf(headers)).find((r) => r.name === 'Ada Brooks')!;
    expect(ada.schedule.warning).toBe(
      'No planned call can reach Ada Brooks: Evening (5-8 PM) is outside the hours we may call their number (9 AM to 8 PM Monday to Saturday and noon to 8 PM on Sunday, PT and ET time). Please choose an earlier time of day, other days, or check their time zone.',
    );
    // Moving to the morning clears it.
    const fixed = (await (await ctx.app.request(`/api/recipients/${ada.id}/schedule`, jsonInit('PATCH', { windowChoice: '12-17' }, headers))).json()) as RecipientAnswer;
    expect(fixed.schedule.warning).toBeNull();
  });
});

describe('a window no legal call can meet is not saved on the schedule page', () => {
  it('a Morning in ET for a Pacific number: refused, saying to choose a later time, and her calls stay', async () => {
    const { headers } = await signUp(ctx.app);
    await ctx.app.request('/api/recipients', jsonInit('POST', scheduleForm({ recipientName: 'June Park', recipientPhone: `(415) 555-${String(1000 + Math.floor(Math.random() * 9000)).slice(-4)}`, windowChoice: '12-17', timeZone: 'America/Los_Angeles' }), headers));
    const june = (await recipientsOf(headers)).find((r) => r.name === 'June Park')!;
    expect(june.upcomingCalls.length).toBeGreaterThan(0);
    const res = await ctx.app.request(`/api/recipients/${june.id}/schedule`, jsonInit('PATCH', { windowChoice: '9-11', timeZone: 'America/New_York' }, headers));
    expect(res.status).toBe(400);
    const body = JSON.stringify(await res.json());
    expect(body).toContain('No planned call can reach June Park');
    expect(body).toContain('Please choose a later time of day');
    const after = (await recipientsOf(headers)).find((r) => r.name === 'June Park')!;
    expect(after.schedule).toMatchObject({ timeZone: 'America/Los_Angeles', warning: null });
    expect(after.upcomingCalls.length).toBeGreaterThan(0);
  });
});
