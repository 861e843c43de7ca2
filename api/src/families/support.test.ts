import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEvents, subscriptions } from '../db/schema/index.js';
import { SUPPORT_MESSAGES } from '@fondly/contract/account';
import { createTestContext, jsonInit, operatorHeaders } from '../testing/test-app.js';
import { signUp, wizardSignup } from './testing/families.js';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGNUP_RATE_LIMIT: '0' } });
});
afterAll(async () => ctx?.close());

type Queue = { requests: Array<{ id: string; subject: string; priority: boolean; status: string; subscriber: { name: string; plan: string | null } }> };

describe('Help & Support', () => {
  it("puts a Legacy family's request ahead of earlier ones and tells the support mailbox", async () => {
    const free = await signUp(ctx.app, wizardSignup({ subscriberName: 'Free Family', frequency: 'free' }));
    const legacy = await signUp(ctx.app, wizardSignup({ subscriberName: 'Legacy Family', frequency: 'weekly' }));
    await ctx.db.update(subscriptions).set({ plan: 'legacy', status: 'active' }).where(eq(subscriptions.subscriberId, legacy.body.subscriberId));

    const a = await ctx.app.request('/api/support-requests', jsonInit('POST', { subject: 'Call time', message: 'Can calls be later?' }, free.headers));
    expect(a.status).toBe(201);
    expect(await a.json()).toMatchObject({ priority: false, status: 'open' });
    const b = await ctx.app.request('/api/support-requests', jsonInit('POST', { subject: 'Missed call', message: 'Mum missed her call.' }, legacy.headers));
    const created = (await b.json()) as { id: string; priority: boolean };
    expect(created.priority).toBe(true);

    const queue = (await (await ctx.app.request('/api/admin/support-requests', { headers: operatorHeaders })).json()) as Queue;
    expect(queue.requests.map((r) => r.subject)).toEqual(['Missed call', 'Call time']);
    expect(queue.requests[0]!.subscriber).toMatchObject({ name: 'Legacy Family', plan: 'legacy' });

    const events = await ctx.db.select().from(notificationEvents).where(eq(notificationEvents.type, 'support-request'));
    expect(events.map((e) => e.payload.supportRequestId)).toContain(created.id);
  });

  it('lets an operator resolve a request, which moves it behind the open ones', async () => {
    const family = await signUp(ctx.app);
    const res = await ctx.app.request('/api/support-requests', jsonInit('POST', { subject: 'Thanks', message: 'All good now' }, family.headers));
    const { id } = (await res.json()) as { id: string };
    const done = await ctx.app.request(`/api/admin/support-requests/${id}`, jsonInit('PATCH', { status: 'resolved' }, operatorHeaders));
    expect(await done.json()).toMatchObject({ status: 'resolved' });
    const queue = (await (await ctx.app.request('/api/admin/support-requests', { headers: operatorHeaders })).json()) as Queue;
    expect(queue.requests.at(-1)!.id).toBe(id);
    const open = (await (await ctx.app.request('/api/admin/support-requests?status=open', { headers: operatorHeaders })).json()) as Queue;
    expect(open.requests.map((r) => r.id)).not.toContain(id);
  });

  it('asks for a subject and a message in plain words', async () => {
    const family = await signUp(ctx.app);
    const res = await ctx.app.request('/api/support-requests', jsonInit('POST', { subject: ' ', message: '' }, family.headers));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      subject: SUPPORT_MESSAGES.subjectRequired,
      message: SUPPORT_MESSAGES.messageRequired,
    });
  });

  it('keeps the queue for operators only', async () => {
    const family = await signUp(ctx.app);
    expect((await ctx.app.request('/api/admin/support-requests', { headers: family.headers })).status).toBe(401);
  });
});
