import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUMBER_ACCESS_MESSAGES, NUMBER_TAKEN } from '@fondly/contract/onboarding';
import type { ErrorBody as ErrorAnswer } from '@fondly/contract/errors';
import { notificationEvents, recipients, subscribers } from '../db/schema/index.js';
import { recipientByPhone } from '../families/index.js';
import { familyRowCounts, scheduleForm, signUp, singleSignup, wizardSignup } from '../families/testing/families.js';
import { createTestContext, jsonInit, operatorHeaders } from '../testing/test-app.js';

// Finding (issue 29, high): two families could register the same recipient number, and a
// call-back from it was matched to either family's recipient (`where phone = … limit 1`, no
// order): the companion used the other family's profile and instructions. A number now belongs
// to one family: the database holds one recipient per number, a second family is told so in
// plain words and can ask for access (operators see the request), and the lookup by number is
// one deterministic function (recipientByPhone) for the call-backs.
let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGNUP_RATE_LIMIT: '0' } });
});
afterAll(async () => ctx?.close());

const errorOf = async (res: Response) => ((await res.json()) as ErrorAnswer).error;

describe('a recipient number another family registered', () => {
  it('is refused at signup, in both forms, with nothing written', async () => {
    await signUp(ctx.app, wizardSignup({ recipientPhone: '(212) 555-0311' }));
    const before = await familyRowCounts(ctx.db);
    for (const body of [wizardSignup({ recipientPhone: '212-555-0311' }), singleSignup({ recipientPhone: '+1 212 555 0311' })]) {
      const res = await ctx.app.request('/api/onboard-simple', jsonInit('POST', body));
      expect(res.status).toBe(409);
      expect((await errorOf(res)).fields).toEqual({ recipientPhone: NUMBER_TAKEN });
    }
    expect(await familyRowCounts(ctx.db)).toEqual(before);
  });

  it('is refused when another family adds her on the schedule page or moves one of theirs to it', async () => {
    await signUp(ctx.app, wizardSignup({ recipientPhone: '(212) 555-0312' }));
    const other = await signUp(ctx.app, wizardSignup({ recipientPhone: '(212) 555-0313' }));
    const added = await ctx.app.request('/api/recipients', jsonInit('POST', scheduleForm({ recipientPhone: '(212) 555-0312' }), other.headers));
    expect(added.status).toBe(409);
    expect((await errorOf(added)).fields).toEqual({ recipientPhone: NUMBER_TAKEN });
    const moved = await ctx.app.request('/api/recipients', jsonInit('POST', scheduleForm({ recipientPhone: '(212) 555-0312', recipientId: other.body.recipientId }), other.headers));
    expect(moved.status).toBe(409);
    expect((await errorOf(moved)).fields).toEqual({ recipientPhone: NUMBER_TAKEN });
    const [theirs] = await ctx.db.select().from(recipients).where(eq(recipients.id, other.body.recipientId));
    expect(theirs!.phone).toBe('+12125550313');
  });

  it('goes to one family when two sign up with it at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => ctx.app.request('/api/onboard-simple', jsonInit('POST', wizardSignup({ recipientPhone: '(212) 555-0314' })))));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((r) => r.status === 409)) expect((await errorOf(refused)).fields).toEqual({ recipientPhone: NUMBER_TAKEN });
    expect(await ctx.db.select().from(recipients).where(eq(recipients.phone, '+12125550314'))).toHaveLength(1);
  });

  it('can be asked for: the request reaches the operators, and tells the asker nothing about the other family', async () => {
    await signUp(ctx.app, wizardSignup({ recipientPhone: '(212) 555-0315', subscriberName: 'Holder Family' }));
    const ask = await ctx.app.request(
      '/api/number-access-requests',
      jsonInit('POST', { phone: '(212) 555-0315', name: 'Sam Okafor', email: 'sam.asks@example.com', message: 'She is my grandmother too.' }),
    );
    expect(ask.status).toBe(201);
    const answer = await ask.json();
    expect(answer).toEqual({ message: NUMBER_ACCESS_MESSAGES.sent });
    expect(JSON.stringify(answer)).not.toContain('Holder');
    // A bad number is a clear error, like the signup form's.
    const bad = await ctx.app.request('/api/number-access-requests', jsonInit('POST', { phone: '12345', name: 'Sam', email: 'sam.asks@example.com' }));
    expect(bad.status).toBe(400);

    const queue = await ctx.app.request('/api/admin/number-access-requests', { headers: operatorHeaders });
    const { requests } = (await queue.json()) as { requests: Array<{ phone: string; name: string; email: string; message: string; holder: { name: string; email: string } | null }> };
    expect(requests).toEqual([expect.objectContaining({ phone: '+12125550315', name: 'Sam Okafor', email: 'sam.asks@example.com', message: 'She is my grandmother too.', holder: expect.objectContaining({ name: 'Holder Family' }) })]);
    expect((await ctx.app.request('/api/admin/number-access-requests')).status).toBe(401);
    const mails = await ctx.db.select().from(notificationEvents).where(eq(notificationEvents.type, 'number-access-request'));
    expect(mails).toHaveLength(1);
  });
});

describe('recipientByPhone (the call-backs\' lookup)', () => {
  it('answers the family that holds the number, whatever order the rows are in', async () => {
    const holder = await signUp(ctx.app, wizardSignup({ recipientPhone: '(212) 555-0316' }));
    // A duplicate from before the rule (the migration kept it, not holding the number), and an
    // operator's test persona on the same number.
    const [other] = await ctx.db.insert(subscribers).values({ name: 'Earlier Family', email: 'earlier.family@example.com' }).returning();
    await ctx.db.insert(recipients).values({ subscriberId: other!.id, name: 'Rosa', phone: '+12125550316', holdsNumber: false, createdAt: new Date('2020-01-01T00:00:00Z') });
    for (let i = 0; i < 3; i++) expect((await recipientByPhone(ctx.db, '+12125550316'))?.recipient.id).toBe(holder.body.recipientId);
    expect(await recipientByPhone(ctx.db, '+12125550399')).toBeNull();
    expect(await recipientByPhone(ctx.db, 'anonymous')).toBeNull();
  });
});
