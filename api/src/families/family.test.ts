import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, jsonInit } from '../testing/test-app.js';
import { FAMILY_MESSAGES } from './family.js';
import { MOBILE_CODE_MESSAGES, MOBILE_MESSAGE } from '@fondly/contract/account';
import type { SimulatedTelephony } from '../providers/telephony/simulated/telephony.js';
import { confirmEmail, signUp as signUpOn, wizardSignup } from './testing/families.js';
import { PREMIUM_ONLY } from '@fondly/contract/plan-catalogue';

/** More family members and urgent alerts are Premium's (decision 166): these families are on Premium. */
const signUp = (app: typeof ctx.app) => signUpOn(app, wizardSignup({ frequency: 'daily' }));
import type { ErrorBody as ErrorAnswer } from '@fondly/contract/errors';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGNUP_RATE_LIMIT: '0' } });
});
afterAll(async () => ctx?.close());

/** Codes are texted only for an account whose email is confirmed (decision 105, security/text-pumping.test.ts). */
async function signUpConfirmed() {
  const family = await signUp(ctx.app);
  return { headers: { cookie: (await confirmEmail(ctx.app, ctx.db, family.body.subscriberId)).cookie } };
}

type Member = { id: string; name: string; email: string; isOwner: boolean; receivesMoments: boolean; receivesStories: boolean; receivesAlerts: boolean };

describe("Premium's features on Free and Starter (decision 166)", () => {
  for (const frequency of ['weekly', 'free'] as const) {
    it(`on ${frequency === 'weekly' ? 'Starter' : 'Free'} refuses a second family member and urgent alerts by phone, in the product's words, and writes nothing`, async () => {
      const family = await signUpOn(ctx.app, wizardSignup({ frequency }));
      const headers = { cookie: (await confirmEmail(ctx.app, ctx.db, family.body.subscriberId)).cookie };
      const list = async () => (await (await ctx.app.request('/api/family-members', { headers })).json()) as { familyMembers: Array<Member & { mobile: string | null }>; premiumFeatures: boolean };
      expect((await list()).premiumFeatures).toBe(false);

      const added = await ctx.app.request('/api/family-members', jsonInit('POST', { name: 'Luis Rivera', email: 'luis.starter@example.com' }, headers));
      expect(added.status).toBe(403);
      expect(((await added.json()) as ErrorAnswer).error.message).toBe(PREMIUM_ONLY.familyMembers);

      const [owner] = (await list()).familyMembers;
      const mobile = await ctx.app.request(`/api/family-members/${owner!.id}`, jsonInit('PATCH', { mobile: '(604) 555-0198' }, headers));
      expect(mobile.status).toBe(403);
      expect(((await mobile.json()) as ErrorAnswer).error.fields).toEqual({ mobile: PREMIUM_ONLY.urgentAlerts });
      expect((await ctx.app.request(`/api/family-members/${owner!.id}`, jsonInit('PATCH', { alertByText: true }, headers))).status).toBe(403);
      // Email alerts stay on every plan, and so does turning something off.
      expect((await ctx.app.request(`/api/family-members/${owner!.id}`, jsonInit('PATCH', { receivesAlerts: true, alertByCall: false }, headers))).status).toBe(200);

      const after = await list();
      expect(after.familyMembers).toHaveLength(1);
      expect(after.familyMembers[0]!.mobile).toBeNull();
      expect((ctx.deps.providers.telephony as SimulatedTelephony).sentSms).not.toContainEqual(expect.objectContaining({ to: '+16045550198' }));
    });
  }

  it('on Premium says so, and a second family member is added', async () => {
    const family = await signUpOn(ctx.app, wizardSignup({ frequency: 'daily' }));
    const list = (await (await ctx.app.request('/api/family-members', { headers: family.headers })).json()) as { premiumFeatures: boolean };
    expect(list.premiumFeatures).toBe(true);
    expect((await ctx.app.request('/api/family-members', jsonInit('POST', { name: 'Luis Rivera', email: 'luis.premium@example.com' }, family.headers))).status).toBe(201);
  });
});

describe('Email Settings: who gets Moments, stories and alerts', () => {
  it('starts with the account holder, adds a sibling, changes what they get, and removes them', async () => {
    const { headers } = await signUp(ctx.app);
    const list = (await (await ctx.app.request('/api/family-members', { headers })).json()) as { familyMembers: Member[]; limit: number };
    expect(list.familyMembers).toEqual([expect.objectContaining({ isOwner: true, name: 'Dana Rivera' })]);

    const added = await ctx.app.request('/api/family-members', jsonInit('POST', { name: 'Luis Rivera', email: 'Luis@Example.com', receivesStories: false }, headers));
    expect(added.status).toBe(201);
    const luis = (await added.json()) as Member;
    expect(luis).toMatchObject({ email: 'luis@example.com', receivesMoments: true, receivesStories: false, receivesAlerts: true, isOwner: false });

    const changed = await ctx.app.request(`/api/family-members/${luis.id}`, jsonInit('PATCH', { receivesAlerts: false }, headers));
    expect(await changed.json()).toMatchObject({ receivesAlerts: false, receivesMoments: true });

    expect((await ctx.app.request(`/api/family-members/${luis.id}`, jsonInit('DELETE', undefined, headers))).status).toBe(200);
    const after = (await (await ctx.app.request('/api/family-members', { headers })).json()) as { familyMembers: Member[] };
    expect(after.familyMembers).toHaveLength(1);
  });

  it('refuses the same address twice and a bad address, in the form\'s words', async () => {
    const { headers } = await signUp(ctx.app);
    await ctx.app.request('/api/family-members', jsonInit('POST', { name: 'Ana', email: 'ana@example.com' }, headers));
    const twice = await ctx.app.request('/api/family-members', jsonInit('POST', { name: 'Ana again', email: 'ANA@example.com' }, headers));
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as ErrorAnswer).error.fields).toEqual({ email: FAMILY_MESSAGES.duplicate });
    const bad = await ctx.app.request('/api/family-members', jsonInit('POST', { name: '', email: 'nope' }, headers));
    expect(((await bad.json()) as ErrorAnswer).error.fields).toEqual({ name: 'Name is required', email: 'Valid email required' });
  });

  it('takes an optional mobile for alert texts, in the US or Canada, and clears it when emptied', async () => {
    const { headers } = await signUpConfirmed();
    const added = await ctx.app.request('/api/family-members', jsonInit('POST', { name: 'Luis Rivera', email: 'luis.m@example.com', mobile: '(604) 555-0199' }, headers));
    expect(added.status).toBe(201);
    const luis = (await added.json()) as Member & { mobile: string | null };
    expect(luis.mobile).toBe('+16045550199');
    for (const mobile of ['+44 20 7946 0958', '12345', 'call me']) {
      const bad = await ctx.app.request(`/api/family-members/${luis.id}`, jsonInit('PATCH', { mobile }, headers));
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as ErrorAnswer).error.fields?.mobile).toBe(MOBILE_MESSAGE);
    }
    // Texts and calls for urgent alerts, both on until chosen otherwise.
    expect(luis).toMatchObject({ alertByText: true, alertByCall: true });
    const textsOnly = await ctx.app.request(`/api/family-members/${luis.id}`, jsonInit('PATCH', { alertByCall: false }, headers));
    expect(await textsOnly.json()).toMatchObject({ alertByText: true, alertByCall: false });
    const cleared = await ctx.app.request(`/api/family-members/${luis.id}`, jsonInit('PATCH', { mobile: '' }, headers));
    expect(await cleared.json()).toMatchObject({ mobile: null });
    const list = (await (await ctx.app.request('/api/family-members', { headers })).json()) as { familyMembers: Array<{ id: string; mobile: string | null }> };
    expect(list.familyMembers.find((m) => m.id === luis.id)!.mobile).toBeNull();
  });

  it('keeps the account holder on the list', async () => {
    const { headers } = await signUp(ctx.app);
    const list = (await (await ctx.app.request('/api/family-members', { headers })).json()) as { familyMembers: Member[] };
    const owner = list.familyMembers[0]!;
    const res = await ctx.app.request(`/api/family-members/${owner.id}`, jsonInit('DELETE', undefined, headers));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorAnswer).error.message).toBe(FAMILY_MESSAGES.ownerStays);
    // They can still choose to stop Moments for themselves.
    const off = await ctx.app.request(`/api/family-members/${owner.id}`, jsonInit('PATCH', { receivesMoments: false }, headers));
    expect(await off.json()).toMatchObject({ receivesMoments: false });
  });

  it('stops at ten people', async () => {
    const { headers } = await signUp(ctx.app);
    for (let i = 1; i < 10; i++) {
      expect((await ctx.app.request('/api/family-members', jsonInit('POST', { name: `Cousin ${i}`, email: `cousin${i}@example.com` }, headers))).status).toBe(201);
    }
    const eleventh = await ctx.app.request('/api/family-members', jsonInit('POST', { name: 'One more', email: 'more@example.com' }, headers));
    expect(eleventh.status).toBe(409);
    expect(((await eleventh.json()) as ErrorAnswer).error.message).toBe(FAMILY_MESSAGES.limit);
  });

  it('confirms a mobile with the code texted to it before any alert goes there; a changed number is confirmed again', async () => {
    const { headers } = await signUpConfirmed();
    const texts = (ctx.deps.providers.telephony as SimulatedTelephony).sentSms;
    const added = await ctx.app.request('/api/family-members', jsonInit('POST', { name: 'Ana Rivera', email: 'ana.c@example.com', mobile: '(303) 555-0161' }, headers));
    const ana = (await added.json()) as Member & { mobile: string; mobileConfirmed: boolean };
    expect(ana).toMatchObject({ mobile: '+13035550161', mobileConfirmed: false });
    const sent = texts.filter((t) => t.to === '+13035550161').at(-1)!;
    expect(sent.body).toMatch(/^Fondly: \d{6} is your code to confirm this number for urgent alerts\. It expires in 15 minutes\.$/);
    const code = /\d{6}/.exec(sent.body)![0];

    const confirm = (c: string) => ctx.app.request(`/api/family-members/${ana.id}/mobile/confirm`, jsonInit('POST', { code: c }, headers));
    const badFormat = await confirm('12');
    expect(badFormat.status).toBe(400);
    expect(((await badFormat.json()) as ErrorAnswer).error.fields?.code).toBe(MOBILE_CODE_MESSAGES.format);
    const wrong = await confirm(code === '000000' ? '000001' : '000000');
    expect(((await wrong.json()) as ErrorAnswer).error.message).toBe(MOBILE_CODE_MESSAGES.wrong);
    const right = await confirm(code);
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ mobileConfirmed: true });

    // A new number is not trusted until its own code comes back.
    const moved = await ctx.app.request(`/api/family-members/${ana.id}`, jsonInit('PATCH', { mobile: '(303) 555-0162' }, headers));
    expect(await moved.json()).toMatchObject({ mobile: '+13035550162', mobileConfirmed: false });
    expect(texts.some((t) => t.to === '+13035550162' && /\d{6} is your code/.test(t.body))).toBe(true);
  });

  it('saves the same mobile again as it is: no new code, no error', async () => {
    const { headers } = await signUpConfirmed();
    const texts = (ctx.deps.providers.telephony as SimulatedTelephony).sentSms;
    const added = await ctx.app.request('/api/family-members', jsonInit('POST', { name: 'Ana Rivera', email: 'ana.same@example.com', mobile: '(303) 555-0163' }, headers));
    const ana = (await added.json()) as Member;
    const sentBefore = texts.filter((t) => t.to === '+13035550163').length;
    // The form sends the number as shown, in another spelling, and on its own.
    for (const mobile of ['+13035550163', '303-555-0163']) {
      const again = await ctx.app.request(`/api/family-members/${ana.id}`, jsonInit('PATCH', { mobile }, headers));
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ id: ana.id, mobile: '+13035550163', mobileConfirmed: false });
    }
    expect(texts.filter((t) => t.to === '+13035550163').length).toBe(sentBefore);
  });
});
