import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_CODE_MESSAGES } from '@fondly/contract/account';
import type { ErrorBody as ErrorAnswer } from '@fondly/contract/errors';
import { confirmEmail, signUp, wizardSignup } from '../families/testing/families.js';
import type { SimulatedTelephony } from '../providers/telephony/simulated/telephony.js';
import { createTestContext, jsonInit } from '../testing/test-app.js';

// Finding (issue 29, high): a confirmation code's wrong tries were read, then written back as
// tries + 1, so 20 wrong guesses sent together were all checked against the code and the right
// one was still accepted afterwards. A guess now counts in one conditional update before it is
// compared: only as many guesses as the code allows are ever checked, however many arrive at once.
let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  // Each guess arrives through the load balancer from its own address, as a botnet's would.
  ctx = await createTestContext({ env: { SIGNUP_RATE_LIMIT: '0', TRUST_PROXY: 'true' } });
});
afterAll(async () => ctx?.close());

describe('guessing a mobile confirmation code in parallel', () => {
  it('checks no more guesses than the code allows, and the right code is refused after them', async () => {
    // Urgent alerts by text are Premium's (decision 166).
    const family = await signUp(ctx.app, wizardSignup({ frequency: 'daily' }));
    const { cookie } = await confirmEmail(ctx.app, ctx.db, family.body.subscriberId);
    const headers = { cookie };
    const added = await ctx.app.request('/api/family-members', jsonInit('POST', { name: 'Ana Rivera', email: 'ana.race@example.com', mobile: '(303) 555-0161' }, headers));
    expect(added.status).toBe(201);
    const ana = (await added.json()) as { id: string };
    const texts = (ctx.deps.providers.telephony as SimulatedTelephony).sentSms;
    const code = /\d{6}/.exec(texts.filter((t) => t.to === '+13035550161').at(-1)!.body)![0];
    const wrongCodes = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));

    const guess = (c: string, i: number) =>
      ctx.app.request(`/api/family-members/${ana.id}/mobile/confirm`, jsonInit('POST', { code: c }, { ...headers, 'x-forwarded-for': `198.51.100.${i + 1}` }));
    const answers = await Promise.all(wrongCodes.map(guess));
    const messages = await Promise.all(answers.map(async (r) => ((await r.json()) as ErrorAnswer).error.message));
    expect(answers.every((r) => r.status === 400 || r.status === 429)).toBe(true);
    // Five tries a code: four answered "not right", the fifth "too many", the rest never compared.
    expect(messages.filter((m) => m === MOBILE_CODE_MESSAGES.wrong).length).toBeLessThanOrEqual(4);

    const right = await guess(code, 100);
    expect(right.status).not.toBe(200);
    const list = (await (await ctx.app.request('/api/family-members', { headers })).json()) as { familyMembers: Array<{ id: string; mobileConfirmed: boolean }> };
    expect(list.familyMembers.find((m) => m.id === ana.id)!.mobileConfirmed).toBe(false);
  });
});
