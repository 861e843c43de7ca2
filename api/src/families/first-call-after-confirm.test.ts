import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../db/schema/index.js';
import { createTestContext, depsOfTestApp } from '../testing/test-app.js';
import { claimDueCalls } from '../calls/lifecycle/claims.js';
import { getCallEngine } from '../calls/lifecycle/call-engine.js';
import { planAllCalls } from '../calls/scheduling/planner.js';
import { confirmEmail, signUp, singleSignup } from './testing/families.js';

// Tuesday 2026-11-24, 10:00 in Toronto.
let clock = new Date('2026-11-24T15:00:00Z');
let ctx: Awaited<ReturnType<typeof createTestContext>>;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock, env: { SIGNUP_RATE_LIMIT: '0' } });
});
afterAll(async () => ctx?.close());

const scheduledOf = (recipientId: string) =>
  ctx.db.select().from(calls).where(and(eq(calls.recipientId, recipientId), eq(calls.state, 'scheduled'))).orderBy(asc(calls.dueAt));

describe('confirming the email after the first planned call time', () => {
  it('plans her first call within 24 hours of the confirmation, not a month later', async () => {
    const { body } = await signUp(ctx.app, singleSignup({ frequency: 'free' }));
    const [first] = await scheduledOf(body.recipientId);
    expect(first).toBeDefined();

    // Five minutes after the first call's time, the family has not confirmed: the dialer lets it go.
    clock = new Date(first!.dueAt.getTime() + 5 * 60_000);
    const deps = depsOfTestApp.get(ctx.app)!;
    const claimed = await claimDueCalls(ctx.db, 'test-worker', clock, 10);
    for (const call of claimed.filter((c) => c.recipientId === body.recipientId)) await getCallEngine(deps).dial(call);
    const [gone] = await ctx.db.select().from(calls).where(eq(calls.id, first!.id));
    expect(gone!.state).toBe('canceled');
    await planAllCalls(ctx.db, clock);

    // Ten minutes later she opens the welcome mail's link.
    clock = new Date(clock.getTime() + 10 * 60_000);
    const confirmedAt = clock.getTime();
    await confirmEmail(ctx.app, ctx.db, body.subscriberId);
    const [next] = await scheduledOf(body.recipientId);
    expect(next).toBeDefined();
    expect(next!.dueAt.getTime() - confirmedAt).toBeLessThanOrEqual(24 * 3600_000);
    expect(next!.dueAt.getTime()).toBeGreaterThan(confirmedAt);

    // The planner's next runs keep it.
    await planAllCalls(ctx.db, new Date(clock.getTime() + 15 * 60_000));
    const [still] = await scheduledOf(body.recipientId);
    expect(still!.id).toBe(next!.id);
  });
});
