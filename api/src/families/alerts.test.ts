import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../db/schema/index.js';
import { ALERT_MESSAGES } from '@fondly/contract/account';
import { createTestContext, jsonInit } from '../testing/test-app.js';
import { signUp } from './testing/families.js';
import type { ErrorBody as ErrorAnswer } from '@fondly/contract/errors';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
const NOW = new Date('2026-03-02T20:00:00Z');
beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW, env: { SIGNUP_RATE_LIMIT: '0' } });
});
afterAll(async () => ctx?.close());

type Alerts = { alerts: Array<{ callId: string; recipientName: string; concern: string; said: string; told: string[] }> };

async function alertCall(recipientId: string, said: string, category = 'fall', minutesAgo = 30) {
  const at = new Date(NOW.getTime() - minutesAgo * 60_000);
  const [call] = await ctx.db
    .insert(calls)
    .values({
      recipientId,
      state: 'completed',
      dueAt: at,
      answeredAt: at,
      endedAt: at,
      transcript: [{ speaker: 'recipient', text: said, at: at.toISOString() }],
      flags: [{ kind: 'distress', category, utterance: said, at: at.toISOString() }],
    })
    .returning();
  return call!;
}

describe('open alerts on the dashboard', () => {
  it('lists an alert with what was said until a family member marks it resolved with a note', async () => {
    const { headers, body } = await signUp(ctx.app);
    const said = 'I slipped getting out of the bath and I cannot get up';
    const call = await alertCall(body.recipientId, said);
    // An ordinary call is no alert.
    await ctx.db.insert(calls).values({ recipientId: body.recipientId, state: 'completed', dueAt: NOW, transcript: [], flags: [] });

    const open = (await (await ctx.app.request('/api/alerts', { headers })).json()) as Alerts;
    expect(open.alerts).toEqual([expect.objectContaining({ callId: call.id, concern: 'a fall', said })]);

    const empty = await ctx.app.request(`/api/alerts/${call.id}/resolve`, jsonInit('POST', { note: '   ' }, headers));
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorAnswer).error.message).toBe(ALERT_MESSAGES.noteRequired);

    const resolved = await ctx.app.request(`/api/alerts/${call.id}/resolve`, jsonInit('POST', { note: 'Her neighbour helped her up; the doctor saw her, just bruised.' }, headers));
    expect(resolved.status).toBe(200);
    expect(await resolved.json()).toMatchObject({ note: 'Her neighbour helped her up; the doctor saw her, just bruised.', resolvedBy: 'Dana Rivera' });
    expect(((await (await ctx.app.request('/api/alerts', { headers })).json()) as Alerts).alerts).toEqual([]);

    const again = await ctx.app.request(`/api/alerts/${call.id}/resolve`, jsonInit('POST', { note: 'twice' }, headers));
    expect(again.status).toBe(409);
  });

  it("never shows or resolves another family's alert, and needs a session", async () => {
    const a = await signUp(ctx.app, undefined);
    const b = await signUp(ctx.app, undefined);
    const call = await alertCall(a.body.recipientId, 'There is a man in my house I do not know', 'intruder');
    expect(((await (await ctx.app.request('/api/alerts', { headers: b.headers })).json()) as Alerts).alerts).toEqual([]);
    const res = await ctx.app.request(`/api/alerts/${call.id}/resolve`, jsonInit('POST', { note: 'not mine' }, b.headers));
    expect(res.status).toBe(404);
    expect((await ctx.app.request('/api/alerts')).status).toBe(401);
    expect(((await (await ctx.app.request('/api/alerts', { headers: a.headers })).json()) as Alerts).alerts).toHaveLength(1);
  });
});
