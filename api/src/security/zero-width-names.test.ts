import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFFILIATE_MESSAGES } from '@fondly/contract/affiliates';
import { SIGNUP_MESSAGES } from '@fondly/contract/onboarding';
import { isBlank, normaliseLine } from '@fondly/contract/text';
import { familyRowCounts, signUp, uniqueEmail, wizardSignup } from '../families/testing/families.js';
import { createTestContext, jsonInit } from '../testing/test-app.js';
import type { ErrorBody as ErrorAnswer } from '@fondly/contract/errors';

// Finding (issue #18, low): names made only of zero-width characters passed "must not be
// blank". Blank now means nothing a person could see.
let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const INVISIBLE_NAMES = ['\u200B\u200B', '\u200C\u200D', '\u2060\uFEFF', ' \u00AD ', '\u3164', '\u2800\u2800', '\u200E\u202E\u2066', '\u115F\u1160'];

describe('names that show nothing', () => {
  it('are blank to the contract, while real text with a joiner inside is not', () => {
    for (const name of INVISIBLE_NAMES) expect(isBlank(name), JSON.stringify(name)).toBe(true);
    expect(isBlank('👩\u200D👧')).toBe(false);
    expect(isBlank('\uFE0F')).toBe(true);
  });

  it('are refused on signup with the spec’s own messages, and nothing is written', async () => {
    const before = await familyRowCounts(ctx.db);
    for (const name of INVISIBLE_NAMES) {
      const res = await ctx.app.request('/api/onboard-simple', jsonInit('POST', wizardSignup({ subscriberName: name, recipientName: name })));
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorAnswer).error.fields).toMatchObject({
        subscriberName: SIGNUP_MESSAGES.yourNameRequired,
        recipientName: SIGNUP_MESSAGES.recipientNameRequired,
      });
    }
    expect(await familyRowCounts(ctx.db)).toEqual(before);
  });

  it('are refused for affiliates and family members too', async () => {
    const affiliate = await ctx.app.request('/api/affiliates', jsonInit('POST', { name: '\u200B', email: uniqueEmail('alex') }));
    expect(((await affiliate.json()) as ErrorAnswer).error.fields).toEqual({ name: AFFILIATE_MESSAGES.nameRequired });
    const { headers } = await signUp(ctx.app);
    const member = await ctx.app.request('/api/family-members', jsonInit('POST', { name: '\uFEFF\u200B', email: uniqueEmail('ana') }, headers));
    expect(((await member.json()) as ErrorAnswer).error.fields).toEqual({ name: SIGNUP_MESSAGES.nameRequired });
  });

  it('loses invisible characters at its ends but keeps emoji whole', async () => {
    expect(normaliseLine('\u200B Rose \u200B')).toBe('Rose');
    expect(normaliseLine('Rose ❤️')).toBe('Rose ❤️');
    expect(normaliseLine('José')).toBe('José'.normalize('NFC'));
    const { headers } = await signUp(ctx.app, wizardSignup({ subscriberName: '\uFEFFDana 👩\u200D👧\u200B' }));
    const account = (await (await ctx.app.request('/api/account', { headers })).json()) as { name: string };
    expect(account.name).toBe('Dana 👩\u200D👧');
  });
});
