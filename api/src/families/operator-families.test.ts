import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../db/schema/index.js';
import type { FamilyDetail, FamilySearchResult } from '@fondly/contract/operator-families';
import { createTestContext, jsonInit, operatorHeaders } from '../testing/test-app.js';
import { signUp, uniqueEmail, wizardSignup } from './testing/families.js';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let family: { subscriberId: string; recipientId: string; email: string; cookie: string };

beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGNUP_RATE_LIMIT: '0' } });
  const email = uniqueEmail('findme');
  const { body, cookie } = await signUp(ctx.app, wizardSignup({ subscriberName: 'Marta Quinlan', subscriberEmail: email, recipientName: 'Agnes Quinlan', recipientPhone: '(312) 555-0178', frequency: 'free' }));
  family = { ...body, email, cookie };
  await signUp(ctx.app, wizardSignup({ subscriberName: 'Someone Else', recipientName: 'Other Person', recipientPhone: '(415) 555-0110', frequency: 'free' }));
});
afterAll(async () => ctx?.close());

const search = async (q: string) => {
  const res = await ctx.app.request(`/api/admin/families?q=${encodeURIComponent(q)}`, { headers: operatorHeaders });
  expect(res.status).toBe(200);
  return ((await res.json()) as FamilySearchResult).families.map((f) => f.id);
};

describe('operators find a family', () => {
  it('by the family name, her name, the email, or her phone number however it is typed', async () => {
    for (const q of ['quinlan', 'Marta', 'Agnes Q', family.email.toUpperCase(), '312 555 0178', '(312) 555-0178', '5550178']) {
      expect(await search(q), q).toEqual([family.subscriberId]);
    }
    expect(await search('nobody-by-this-name')).toEqual([]);
  });

  it('refuses a query too short to mean anything, and everyone who is not an operator', async () => {
    const short = await ctx.app.request('/api/admin/families?q=a', { headers: operatorHeaders });
    expect(short.status).toBe(400);
    expect((await ctx.app.request('/api/admin/families?q=quinlan')).status).toBe(401);
    expect((await ctx.app.request('/api/admin/families?q=quinlan', { headers: { cookie: family.cookie } })).status).toBe(401);
    expect((await ctx.app.request(`/api/admin/families/${family.subscriberId}`, { headers: { cookie: family.cookie } })).status).toBe(401);
  });

  it("shows one family's page: plan, people, every call state counted, mails and support requests", async () => {
    const [first] = await ctx.db.select().from(calls).where(eq(calls.recipientId, family.recipientId));
    await ctx.db.update(calls).set({ state: 'busy', endedAt: new Date() }).where(eq(calls.id, first!.id));
    const asked = await ctx.app.request('/api/support-requests', jsonInit('POST', { subject: 'Calls', message: 'Can the calls come later in the day?' }, { cookie: family.cookie }));
    expect(asked.status).toBe(201);

    const res = await ctx.app.request(`/api/admin/families/${family.subscriberId}`, { headers: operatorHeaders });
    expect(res.status).toBe(200);
    const detail = (await res.json()) as FamilyDetail;
    expect(detail).toMatchObject({ name: 'Marta Quinlan', email: family.email, subscription: { plan: { id: 'free' } }, recipients: [{ name: 'Agnes Quinlan', phone: '+13125550178' }] });
    expect(detail.callCounts.busy).toBe(1);
    expect(detail.calls.find((c) => c.id === first!.id)).toMatchObject({ state: 'busy', recipientName: 'Agnes Quinlan' });
    expect(detail.supportRequests).toEqual([expect.objectContaining({ subject: 'Calls', status: 'open' })]);
    expect(detail.members).toEqual([expect.objectContaining({ email: family.email, isOwner: true })]);
    expect((await ctx.app.request('/api/admin/families/00000000-0000-4000-8000-000000000000', { headers: operatorHeaders })).status).toBe(404);
  });
});
