import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../db/schema/index.js';
import { createTestContext, jsonInit } from '../testing/test-app.js';
import { planAllCalls } from '../calls/scheduling/planner.js';
import { confirmEmail, signUp, wizardSignup } from '../families/testing/families.js';

let clock = new Date('2026-11-24T15:00:00Z');
let ctx: Awaited<ReturnType<typeof createTestContext>>;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock, env: { SIGNUP_RATE_LIMIT: '0' } });
});
afterAll(async () => ctx?.close());

describe('cancelling a plan', () => {
  it('leaves no call planned past the day "calls continue until" names, and brings them back when kept', async () => {
    const { body } = await signUp(ctx.app, wizardSignup({ frequency: 'daily' }));
    const { cookie } = await confirmEmail(ctx.app, ctx.db, body.subscriberId);
    // Four days into the trial the rolling week of calls reaches past its end.
    clock = new Date(clock.getTime() + 4 * 86_400_000);
    await planAllCalls(ctx.db, clock);
    const res = await ctx.app.request('/api/billing/cancel', jsonInit('POST', undefined, { cookie }));
    const billing = (await res.json()) as { cancelAtPeriodEnd: boolean; currentPeriodEnd: string };
    expect(billing.cancelAtPeriodEnd).toBe(true);
    const end = new Date(billing.currentPeriodEnd);
    const scheduledAfter = () =>
      ctx.db.select().from(calls).where(and(eq(calls.recipientId, body.recipientId), eq(calls.state, 'scheduled'), gt(calls.dueAt, end)));
    expect(await scheduledAfter()).toEqual([]);

    await ctx.app.request('/api/billing/resume', jsonInit('POST', undefined, { cookie }));
    expect((await scheduledAfter()).length).toBeGreaterThan(0);
  });
});
