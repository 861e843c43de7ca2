import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, familyMembers, stories } from '../db/schema/index.js';
import { createTestContext, jsonInit } from '../testing/test-app.js';
import { signUp, wizardSignup } from './testing/families.js';

/**
 * Every dashboard endpoint answers only for the signed-in family. A second family, signed
 * in, sees nothing of the first, and the first family's ids are 404 to them (never 403,
 * which would confirm the id exists).
 */
let ctx: Awaited<ReturnType<typeof createTestContext>>;
let first: Awaited<ReturnType<typeof signUp>>;
let second: Awaited<ReturnType<typeof signUp>>;
let firstCallId: string;
let firstMemberId: string;

beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGNUP_RATE_LIMIT: '0' } });
  first = await signUp(ctx.app, wizardSignup({ subscriberName: 'First Family', recipientName: 'First Grandma', frequency: 'daily' }));
  second = await signUp(ctx.app, wizardSignup({ subscriberName: 'Second Family', recipientName: 'Second Grandpa' }));
  const [call] = await ctx.db.select().from(calls).where(eq(calls.recipientId, first.body.recipientId)).limit(1);
  firstCallId = call!.id;
  const member = await ctx.app.request('/api/family-members', jsonInit('POST', { name: 'First Cousin', email: 'cousin.first@example.com' }, first.headers));
  firstMemberId = ((await member.json()) as { id: string }).id;
  await ctx.app.request('/api/support-requests', jsonInit('POST', { subject: 'First family question', message: 'Private words' }, first.headers));
  // A finished call with its Moment, so stories and history have something to leak.
  await ctx.db.update(calls).set({ state: 'completed', endedAt: new Date(), durationSeconds: 600, transcript: [{ speaker: 'recipient', text: 'first family secret', at: new Date().toISOString() }] }).where(eq(calls.id, firstCallId));
  await ctx.db.insert(stories).values({
    callId: firstCallId,
    recipientId: first.body.recipientId,
    subscriberId: first.body.subscriberId,
    kind: 'moment',
    title: 'First family moment',
    body: 'First family secret moment.',
    source: 'extractive',
    occurredAt: new Date(),
    pdf: Buffer.from('%PDF-1.4'),
  });
});
afterAll(async () => ctx?.close());

describe('a second family sees nothing of the first', () => {
  it('in their dashboard, recipients, family members, support requests and data export', async () => {
    for (const path of ['/api/dashboard', '/api/recipients', '/api/family-members', '/api/support-requests', '/api/account', '/api/account/export']) {
      const res = await ctx.app.request(path, { headers: second.headers });
      expect(res.status, path).toBe(200);
      const text = await res.text();
      expect(text, path).not.toContain('First');
      expect(text, path).not.toContain(first.body.recipientId);
      expect(text, path).not.toContain('first family secret');
    }
  });

  it("answers 404 for the first family's recipient, call and family member, and changes nothing", async () => {
    const r = first.body.recipientId;
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `/api/recipients/${r}`],
      ['GET', `/api/recipients/${r}/calls`],
      ['PATCH', `/api/recipients/${r}`, { specialInstructions: 'hijacked' }],
      ['PATCH', `/api/recipients/${r}/schedule`, { window: 'evening' }],
      ['POST', `/api/recipients/${r}/pause`],
      ['POST', `/api/recipients/${r}/resume`],
      ['POST', `/api/recipients/${r}/call-now`],
      ['POST', `/api/recipients/${r}/calls/${firstCallId}/skip`],
      ['POST', `/api/recipients/${second.body.recipientId}/calls/${firstCallId}/skip`],
      ['PATCH', `/api/family-members/${firstMemberId}`, { receivesAlerts: false }],
      ['DELETE', `/api/family-members/${firstMemberId}`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await ctx.app.request(path, jsonInit(method, body, second.headers));
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const mine = await ctx.app.request(`/api/recipients/${r}`, { headers: first.headers });
    expect(await mine.json()).toMatchObject({ specialInstructions: '', schedule: { paused: false, window: 'morning' } });
    const [member] = await ctx.db.select().from(familyMembers).where(eq(familyMembers.id, firstMemberId));
    expect(member!.receivesAlerts).toBe(true);
  });

  it('answers 401 to every family endpoint without a session', async () => {
    for (const path of ['/api/dashboard', '/api/recipients', `/api/recipients/${first.body.recipientId}`, '/api/family-members', '/api/support-requests', '/api/account/export']) {
      expect((await ctx.app.request(path)).status, path).toBe(401);
    }
  });

  it('keeps operator views closed to families', async () => {
    for (const path of ['/api/admin/support-requests', '/api/admin/experiments/signup']) {
      expect((await ctx.app.request(path, { headers: first.headers })).status, path).toBe(401);
    }
  });
});
