import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '@fondly/contract/text';
import { familyMembers } from '../db/schema/index.js';
import { signUp, uniqueEmail, wizardSignup } from '../families/testing/families.js';
import { createTestContext, jsonInit } from '../testing/test-app.js';
import type { ErrorBody as ErrorAnswer } from '@fondly/contract/errors';

// Finding (issue #18, low): PATCH /api/family-members/{id} with {} answered 500 ("No values
// to set"). An update that changes nothing is a 400 in plain words, on every PATCH.
let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());


describe('an update with nothing in it', () => {
  it('is a 400 that says to change something, on each PATCH a family can send', async () => {
    const { headers, body } = await signUp(ctx.app, wizardSignup({ frequency: 'daily' }));
    const member = (await (await ctx.app.request('/api/family-members', jsonInit('POST', { name: 'Ana Rivera', email: uniqueEmail('ana') }, headers))).json()) as { id: string };
    const [before] = await ctx.db.select().from(familyMembers).where(eq(familyMembers.id, member.id));
    for (const path of [`/api/family-members/${member.id}`, `/api/recipients/${body.recipientId}`, `/api/recipients/${body.recipientId}/schedule`]) {
      for (const empty of [{}, { mobile: undefined }, { unknownField: true }]) {
        const res = await ctx.app.request(path, jsonInit('PATCH', empty, headers));
        expect(res.status, path).toBe(400);
        expect(((await res.json()) as ErrorAnswer).error).toMatchObject({ code: 'validation_failed', message: TEXT_MESSAGES.nothingToChange });
      }
    }
    const [after] = await ctx.db.select().from(familyMembers).where(eq(familyMembers.id, member.id));
    expect(after).toEqual(before);
  });

  it('still saves a real change', async () => {
    const { headers } = await signUp(ctx.app, wizardSignup({ frequency: 'daily' }));
    const member = (await (await ctx.app.request('/api/family-members', jsonInit('POST', { name: 'Ana Rivera', email: uniqueEmail('ana') }, headers))).json()) as { id: string };
    const res = await ctx.app.request(`/api/family-members/${member.id}`, jsonInit('PATCH', { receivesMoments: false }, headers));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { receivesMoments: boolean }).receivesMoments).toBe(false);
  });
});
