import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '@fondly/contract/text';
import { familyRowCounts, scheduleForm, signUp, singleSignup, uniqueEmail, wizardSignup } from '../families/testing/families.js';
import { createTestContext, jsonInit } from '../testing/test-app.js';
import type { ErrorBody as ErrorAnswer } from '@fondly/contract/errors';

// Finding (issue #18, medium): a NUL byte in any text field or path id answered HTTP 500 with
// no login needed, because PostgreSQL cannot store U+0000. These are the requests the probe
// sent; each must now be a 4xx in plain words, with nothing written.
let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const errorOf = async (res: Response) => ((await res.json()) as ErrorAnswer).error;

describe('the requests that answered 500', () => {
  it('GET /api/checkout/sessions/abcdefgh%00 says the checkout cannot be found', async () => {
    const res = await ctx.app.request('/api/checkout/sessions/abcdefgh%00');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('This checkout could not be found.');
  });

  it('GET /api/unsubscribe/abc%00def shows the page for a link that is not valid', async () => {
    const res = await ctx.app.request('/api/unsubscribe/abc%00def');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
  });

  it('POST /api/onboarding/link with a NUL transaction id says the checkout cannot be found', async () => {
    const { headers } = await signUp(ctx.app);
    const res = await ctx.app.request('/api/onboarding/link', jsonInit('POST', { transactionId: '\u0000' }, headers));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ transactionId: 'This checkout could not be found.' });
  });

  it('POST /api/client-errors with a NUL in the route is refused', async () => {
    const res = await ctx.app.request('/api/client-errors', jsonInit('POST', { route: 'a\u0000b', message: 'remote failed' }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ route: TEXT_MESSAGES.hiddenCharacter });
  });
});

describe('names, comments and instructions on every form', () => {
  it('refuses a NUL in each name of signup, and writes nothing', async () => {
    const before = await familyRowCounts(ctx.db);
    for (const body of [
      wizardSignup({ subscriberName: 'Dana\u0000' }),
      wizardSignup({ recipientName: 'Ro\u0000sa' }),
      singleSignup({ subscriberName: '\u0000Sam' }),
      singleSignup({ recipientName: 'Grace\u0007' }),
    ]) {
      const res = await ctx.app.request('/api/onboard-simple', jsonInit('POST', body));
      expect(res.status).toBe(400);
      expect(Object.values((await errorOf(res)).fields ?? {})).toEqual([TEXT_MESSAGES.hiddenCharacter]);
    }
    expect(await familyRowCounts(ctx.db)).toEqual(before);
  });

  it('refuses control characters in affiliate, feedback, recipient and support text', async () => {
    const { headers } = await signUp(ctx.app);
    const cases: Array<[string, string, unknown, Record<string, string>]> = [
      ['POST', '/api/affiliates', { name: 'Alex\u0000', email: uniqueEmail('alex') }, {}],
      ['POST', '/api/feedback', { rating: 5, recommend: true, comment: 'Lovely\u0000' }, {}],
      ['POST', '/api/recipients', scheduleForm({ specialInstructions: 'Speak slowly\u0000' }), headers],
      ['POST', '/api/support-requests', { subject: 'Help', message: 'Please \u0000' }, headers],
      ['POST', '/api/family-members', { name: 'Ana\u001b[31m', email: uniqueEmail('ana') }, headers],
    ];
    for (const [method, path, body, h] of cases) {
      const res = await ctx.app.request(path, jsonInit(method, body, h));
      expect(res.status, path).toBe(400);
      expect((await errorOf(res)).message, path).toBe(TEXT_MESSAGES.hiddenCharacter);
    }
  });

  it('keeps the line breaks of free text and turns a pasted tab in a name into a space', async () => {
    const { headers } = await signUp(ctx.app, wizardSignup({ subscriberName: 'Dana\tRivera' }));
    const account = (await (await ctx.app.request('/api/account', { headers })).json()) as { name: string };
    expect(account.name).toBe('Dana Rivera');
    const res = await ctx.app.request('/api/support-requests', jsonInit('POST', { subject: 'Two lines', message: 'First line\r\nSecond line\tend' }, headers));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: string }).message).toBe('First line\nSecond line\tend');
  });
});
