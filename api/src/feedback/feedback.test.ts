import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES, type FeedbackList } from '@fondly/contract/feedback';
import { calls, feedback, rateLimits, recipients, subscribers } from '../db/schema/index.js';
import { createTestContext, jsonInit, operatorHeaders } from '../testing/test-app.js';

let ctx: Awaited<ReturnType<typeof createTestContext>>;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(async () => {
  // Each test starts with no stored answers and a fresh allowance.
  await ctx.db.delete(feedback);
  await ctx.db.delete(rateLimits);
});

const post = (body: unknown) => ctx.app.request('/api/feedback', jsonInit('POST', body));
const list = async () => (await (await ctx.app.request('/api/feedback', { headers: operatorHeaders })).json()) as FeedbackList;

describe('sending feedback', () => {
  it('stores a rating with the comment and reason trimmed', async () => {
    const res = await post({ callId: null, rating: 5, comment: '  Mum loved it.  ', recommend: true, recommendReason: '\n She laughed a lot ', timestamp: '2026-11-21T10:00:00.000Z' });
    expect(res.status).toBe(201);
    const { items, totals } = await list();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ rating: 5, comment: 'Mum loved it.', recommend: true, recommendReason: 'She laughed a lot', submittedAt: '2026-11-21T10:00:00.000Z' });
    expect(totals).toEqual({ count: 1, averageRating: 5, recommendShare: 1, ratings: [0, 0, 0, 0, 1] });
  });

  it('needs a rating and a recommend answer, and says so in the form’s words', async () => {
    const res = await post({ comment: 'no rating given' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({ rating: FEEDBACK_MESSAGES.ratingRequired, recommend: FEEDBACK_MESSAGES.recommendRequired });
    expect((await list()).totals.count).toBe(0);
  });

  it.each([0, 6, 3.5, '5'])('refuses a rating of %s', async (rating) => {
    const res = await post({ rating, recommend: false });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { fields: { rating: FEEDBACK_MESSAGES.ratingRequired } } });
  });

  it('refuses a call id that is not one of ours, and an essay', async () => {
    const badCall = await post({ rating: 4, recommend: true, callId: '42' });
    expect(await badCall.json()).toMatchObject({ error: { fields: { callId: FEEDBACK_MESSAGES.callId } } });
    const essay = await post({ rating: 4, recommend: true, comment: 'x'.repeat(2001) });
    expect(await essay.json()).toMatchObject({ error: { fields: { comment: FEEDBACK_MESSAGES.tooLong } } });
    expect((await list()).totals.count).toBe(0);
  });

  it('shows the operator who the call was with, and keeps answers about calls that are gone', async () => {
    const [sub] = await ctx.db.insert(subscribers).values({ name: 'Ann', email: 'ann@example.com' }).returning();
    const [rec] = await ctx.db.insert(recipients).values({ subscriberId: sub!.id, name: 'Rose', phone: '+12125550123' }).returning();
    const [call] = await ctx.db.insert(calls).values({ recipientId: rec!.id, dueAt: new Date() }).returning();
    await post({ callId: call!.id, rating: 4, recommend: true });
    await post({ callId: '0b5c9a3e-1234-4c1d-9e1f-2125550123ab', rating: 2, recommend: false, recommendReason: 'Too early in the day' });
    const { items, totals } = await list();
    expect(items.map((i) => [i.rating, i.recipientName])).toEqual(
      expect.arrayContaining([
        [4, 'Rose'],
        [2, null],
      ]),
    );
    expect(totals).toMatchObject({ count: 2, averageRating: 3, recommendShare: 0.5, ratings: [0, 1, 0, 1, 0] });
  });

  it('cuts off a flood of answers from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await post({ rating: 3, recommend: true })).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('reading feedback', () => {
  it('is for operators only', async () => {
    expect((await ctx.app.request('/api/feedback')).status).toBe(401);
  });
});
