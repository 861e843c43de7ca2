import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LonelinessDistribution, LonelinessTrend, LonelinessTrends } from '@fondly/contract/loneliness';
import { createSession } from '../auth/index.js';
import { makeCall, makeRecipient, settleCall } from '../calls/lifecycle/test-fixtures.js';
import { measuresOf } from '../calls/lifecycle/loneliness.js';
import { UCLA3_ITEMS } from '../calls/pipeline/loneliness/ucla3.js';
import { recipients } from '../db/schema/index.js';
import { jsonInit, operatorHeaders } from '../testing/test-app.js';
import { useSimulatedDialer } from '../testing/simulated-dialer.js';

// The scripted recipients at these numbers answer the loneliness questions on their second turn
// (providers/telephony/simulated/scripted-recipient.ts): often, some of the time, often (8); then
// some of the time, some of the time, hardly ever (5).
const OFTEN_LONELY = '+12125550180';
const LESS_LONELY = '+12125550181';

let clock = new Date('2026-11-02T15:00:00Z');
const ctx = useSimulatedDialer(() => clock);

/** A call to her at 10:00 in New York on this day; what the companion said on it. */
async function callOn(recipientId: string, day: string) {
  clock = new Date(`${day}T15:00:00Z`);
  const call = await makeCall(ctx.db, recipientId, { dueAt: clock });
  const done = await settleCall(ctx.deps, call.id);
  expect(done.state).toBe('completed');
  const said = done.transcript.filter((l) => l.speaker === 'companion').map((l) => l.text);
  return { said, asked: said.some((t) => t.includes(UCLA3_ITEMS[0])) };
}

async function familyCookie(subscriberId: string) {
  const { token } = await createSession(ctx.db, 'subscriber', subscriberId, clock);
  return { cookie: `fondly_session=${token}` };
}

describe('loneliness measured over a scripted month of calls', () => {
  it('takes a baseline on the first call after her consent call, then once in the next month, and the dashboard shows the trend beside calls and mood', async () => {
    const { recipient, subscriber } = await makeRecipient(ctx.db, { phone: OFTEN_LONELY, createdAt: new Date('2026-11-01T15:00:00Z') });
    // Her consent call: never asked there.
    expect((await callOn(recipient.id, '2026-11-02')).asked).toBe(false);
    // The baseline, in her first week.
    const baseline = await callOn(recipient.id, '2026-11-03');
    expect(baseline.asked).toBe(true);
    for (const item of UCLA3_ITEMS) expect(baseline.said.filter((t) => t.includes(item))).toHaveLength(1);
    // The rest of November: not asked again.
    for (const day of ['2026-11-05', '2026-11-12', '2026-11-19', '2026-11-26']) expect((await callOn(recipient.id, day)).asked).toBe(false);
    // December, and she feels less alone.
    await ctx.db.update(recipients).set({ phone: LESS_LONELY }).where(eq(recipients.id, recipient.id));
    expect((await callOn(recipient.id, '2026-12-01')).asked).toBe(true);
    expect((await callOn(recipient.id, '2026-12-03')).asked).toBe(false);

    const measures = await measuresOf(ctx.db, recipient.id);
    expect(measures.map((m) => ({ month: m.month, status: m.status, items: m.items, total: m.total }))).toEqual([
      { month: '2026-11', status: 'complete', items: [3, 2, 3], total: 8 },
      { month: '2026-12', status: 'complete', items: [2, 2, 1], total: 5 },
    ]);

    const res = await ctx.app.request('/api/dashboard/loneliness', { headers: await familyCookie(subscriber.id) });
    expect(res.status).toBe(200);
    const { recipients: trends } = (await res.json()) as LonelinessTrends;
    expect(trends).toHaveLength(1);
    expect(trends[0]).toMatchObject({ name: 'Margaret', enabled: true, baseline: 8, latest: 5, showHelp: false });
    // Month by month since her first call: the calls made beside the score.
    expect(trends[0]!.months.map((m) => [m.month, m.completedCalls, m.score])).toEqual([
      ['2026-11', 6, 8],
      ['2026-12', 2, 5],
    ]);

    // The operators see the two months across everyone, counts only.
    const admin = await ctx.app.request('/api/admin/loneliness', { headers: operatorHeaders });
    const { months } = (await admin.json()) as LonelinessDistribution;
    const november = months.find((m) => m.month === '2026-11')!;
    expect(november.scores[8 - 3]).toBeGreaterThanOrEqual(1);
    expect(november.bands.high).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(months)).not.toContain('Margaret');
    expect(JSON.stringify(months)).not.toContain(recipient.id);
  });

  it('asks nothing once the family turns the questions off, and keeps the setting to that family', async () => {
    const { recipient, subscriber } = await makeRecipient(ctx.db, { phone: OFTEN_LONELY, createdAt: new Date('2027-01-01T15:00:00Z') });
    const other = await makeRecipient(ctx.db, { phone: '+12125550103' });
    const cookie = await familyCookie(subscriber.id);
    // Another family cannot change her setting; a wrong body gets the form's own message.
    const stranger = await ctx.app.request(`/api/recipients/${recipient.id}/loneliness`, jsonInit('PUT', { enabled: false }, await familyCookie(other.subscriber.id)));
    expect(stranger.status).toBe(404);
    const wrong = await ctx.app.request(`/api/recipients/${recipient.id}/loneliness`, jsonInit('PUT', { enabled: 'nope' }, cookie));
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await wrong.json())).toContain('Please choose whether the companion may ask the loneliness questions.');
    const off = await ctx.app.request(`/api/recipients/${recipient.id}/loneliness`, jsonInit('PUT', { enabled: false }, cookie));
    expect(off.status).toBe(200);
    expect(((await off.json()) as LonelinessTrend).enabled).toBe(false);

    await callOn(recipient.id, '2027-01-04'); // her consent call
    expect((await callOn(recipient.id, '2027-01-05')).asked).toBe(false);
    expect(await measuresOf(ctx.db, recipient.id)).toEqual([]);
    // Signed out, nothing is read or changed.
    expect((await ctx.app.request('/api/dashboard/loneliness')).status).toBe(401);
    expect((await ctx.app.request('/api/admin/loneliness', { headers: cookie })).status).toBe(401);
  });

  it('never asks on the call after an alert, when a concern is still open', async () => {
    const { recipient } = await makeRecipient(ctx.db, { phone: '+12125550104', createdAt: new Date('2027-02-01T15:00:00Z') });
    await callOn(recipient.id, '2027-02-02').catch(() => undefined); // she fell on her consent call: the family was alerted
    await ctx.db.update(recipients).set({ phone: OFTEN_LONELY }).where(eq(recipients.id, recipient.id));
    const after = await callOn(recipient.id, '2027-02-03');
    expect(after.said.some((t) => t.includes('Last time you had a fall'))).toBe(true);
    expect(after.asked).toBe(false);
    // The call after that, calm again, takes the baseline.
    expect((await callOn(recipient.id, '2027-02-04')).asked).toBe(true);
  });
});
