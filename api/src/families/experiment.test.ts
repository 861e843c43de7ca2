import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, jsonInit, operatorHeaders } from '../testing/test-app.js';
import { singleSignup, wizardSignup } from './testing/families.js';

const contexts: Array<Awaited<ReturnType<typeof createTestContext>>> = [];
async function contextWithSplit(percent: number) {
  const ctx = await createTestContext({ env: { SIGNUP_RATE_LIMIT: '0', SIGNUP_SPLIT_SINGLE_PERCENT: String(percent) } });
  contexts.push(ctx);
  return ctx;
}
afterAll(async () => Promise.all(contexts.map((c) => c.close())));

async function visit(ctx: Awaited<ReturnType<typeof createTestContext>>, cookie?: string) {
  const res = await ctx.app.request('/api/experiments/signup', cookie ? { headers: { cookie } } : {});
  const set = res.headers.getSetCookie().find((c) => c.startsWith('fondly_signup_visitor='));
  return { variant: ((await res.json()) as { variant: string }).variant, cookie: set?.split(';')[0] ?? cookie };
}

describe('the signup split', () => {
  it('sends everyone to the wizard by default', async () => {
    const ctx = await contextWithSplit(0);
    for (let i = 0; i < 10; i++) expect((await visit(ctx)).variant).toBe('wizard');
  });

  it('sends everyone to the single form at 100 percent, and splits roughly in half at 50', async () => {
    const all = await contextWithSplit(100);
    expect((await visit(all)).variant).toBe('single');
    const half = await contextWithSplit(50);
    // 100 new browsers (under the per-address limit of 120 a quarter hour).
    const variants = await Promise.all(Array.from({ length: 100 }, async () => (await visit(half)).variant));
    expect(variants.every((v) => v === 'single' || v === 'wizard')).toBe(true);
    const single = variants.filter((v) => v === 'single').length;
    // 100 fair coin flips land outside 25..75 with probability below one in a million.
    expect(single).toBeGreaterThan(25);
    expect(single).toBeLessThan(75);
  });

  it('keeps a browser on its variant on every later visit', async () => {
    const ctx = await contextWithSplit(50);
    const firstVisit = await visit(ctx);
    expect(firstVisit.cookie).toBeTruthy();
    for (let i = 0; i < 20; i++) expect((await visit(ctx, firstVisit.cookie)).variant).toBe(firstVisit.variant);
  });

  it('records which variant converted and shows operators visitors, conversions and rates', async () => {
    const ctx = await contextWithSplit(100);
    const converting = await visit(ctx);
    await visit(ctx);
    await visit(ctx);
    const res = await ctx.app.request('/api/onboard-simple', jsonInit('POST', singleSignup(), { cookie: converting.cookie! }));
    expect(res.status).toBe(201);
    // Signing up twice from the same browser converts it once.
    await ctx.app.request('/api/onboard-simple', jsonInit('POST', wizardSignup(), { cookie: converting.cookie! }));

    const results = await (await ctx.app.request('/api/admin/experiments/signup', { headers: operatorHeaders })).json();
    expect(results).toMatchObject({
      splitSinglePercent: 100,
      variants: [
        { variant: 'wizard', visitors: 0, conversions: 0, conversionRate: null },
        { variant: 'single', visitors: 3, conversions: 1 },
      ],
    });
    expect((results as { variants: Array<{ conversionRate: number }> }).variants[1]!.conversionRate).toBeCloseTo(1 / 3);
    expect((results as { signupsByForm: Array<{ form: string; signups: number }> }).signupsByForm).toEqual(
      expect.arrayContaining([{ form: 'single', signups: 1 }, { form: 'wizard', signups: 1 }]),
    );
  });

  it('ignores a forged visitor cookie', async () => {
    const ctx = await contextWithSplit(0);
    const res = await ctx.app.request('/api/experiments/signup', { headers: { cookie: "fondly_signup_visitor='; drop table x" } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('fondly_signup_visitor='))).toBe(true);
  });
});
