import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, jsonInit } from '../../../testing/test-app.js';
import { signUp, wizardSignup } from '../../../families/testing/families.js';
import { getCallEngine } from '../../lifecycle/call-engine.js';
import { makeCall } from '../../lifecycle/test-fixtures.js';
import { addOpenThread, loadProfile } from './index.js';
import type { ErrorBody as ErrorAnswer } from '@fondly/contract/errors';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
const NOW = new Date('2026-03-02T20:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW, env: { SIGNUP_RATE_LIMIT: '0' } });
});
afterAll(async () => ctx?.close());

type ProfileAnswer = { calledBy: string; fullName: string; profile: { preferredName: string; people: unknown[]; openThreads: Array<{ text: string; question: string; source: string }> } };

describe("the family sees and corrects what the companion remembers (/api/recipients/:id/profile)", () => {
  it('starts empty, calls her by her first name, and saves the family’s corrections', async () => {
    const { headers, body } = await signUp(ctx.app, wizardSignup({ recipientPhone: '303-555-0142' }));
    const url = `/api/recipients/${body.recipientId}/profile`;
    const first = (await (await ctx.app.request(url, { headers })).json()) as ProfileAnswer;
    expect(first.profile.people).toEqual([]);
    expect(first.calledBy).toBe(first.fullName.split(' ')[0]);

    const profile = {
      preferredName: 'Wally',
      people: [{ name: 'Emily', relationship: 'granddaughter', note: 'lives in Denver' }],
      places: [{ name: 'Guadalajara', note: 'grew up there' }],
      pets: [{ name: 'Whiskers', kind: 'cat' }],
      health: ['Knee was stiff'],
      likes: ['gardening'],
      openThreads: [{ text: "doctor's visit on Tuesday", question: 'How did your visit to the doctor go?', source: 'family' }],
    };
    const res = await ctx.app.request(url, jsonInit('PUT', profile, headers));
    expect(res.status).toBe(200);
    const saved = (await res.json()) as ProfileAnswer;
    expect(saved.calledBy).toBe('Wally');
    expect(saved.profile.people).toEqual([{ name: 'Emily', relationship: 'granddaughter', note: 'lives in Denver' }]);

    // The next call greets him by that name and asks the family's thread first.
    const call = await makeCall(ctx.db, body.recipientId, { dueAt: NOW });
    const { plan } = (await getCallEngine(ctx.deps).planFor(call.id))!;
    expect(plan.opening).toContain('nice to talk with you, Wally!');
    expect(plan.openThreads.map((t) => t.question)).toEqual(['How did your visit to the doctor go?']);
    expect(plan.profile.pets).toEqual([{ name: 'Whiskers', kind: 'cat' }]);

    // "Download my data" includes what the companion remembers.
    const exported = (await (await ctx.app.request('/api/account/export', { headers })).json()) as { recipients: Array<{ memoryProfile: { preferredName: string; people: unknown[] } | null }> };
    expect(exported.recipients[0]!.memoryProfile).toMatchObject({ preferredName: 'Wally', people: [{ name: 'Emily', relationship: 'granddaughter' }] });
  });

  it('refuses bad input in the form’s words and keeps what was there', async () => {
    const { headers, body } = await signUp(ctx.app, wizardSignup({ recipientPhone: '303-555-0143' }));
    const url = `/api/recipients/${body.recipientId}/profile`;
    await ctx.app.request(url, jsonInit('PUT', { preferredName: 'Nana', likes: ['tea'] }, headers));
    const res = await ctx.app.request(url, jsonInit('PUT', { preferredName: 'x'.repeat(61), people: [{ name: 'Bob', relationship: '' }] }, headers));
    expect(res.status).toBe(400);
    const err = (await res.json()) as ErrorAnswer;
    expect(Object.values(err.error.fields ?? {})).toEqual(expect.arrayContaining(['Please keep the name under 60 characters.', 'Please fill in the relationship.']));
    const after = (await (await ctx.app.request(url, { headers })).json()) as ProfileAnswer;
    expect(after.profile.preferredName).toBe('Nana');
  });

  it("answers 404 for another family's loved one, and 401 when signed out", async () => {
    const a = await signUp(ctx.app, wizardSignup({ recipientPhone: '303-555-0144' }));
    const b = await signUp(ctx.app, wizardSignup({ recipientPhone: '303-555-0145' }));
    const url = `/api/recipients/${a.body.recipientId}/profile`;
    expect((await ctx.app.request(url, { headers: b.headers })).status).toBe(404);
    expect((await ctx.app.request(url, jsonInit('PUT', { preferredName: 'Hacked' }, b.headers))).status).toBe(404);
    expect((await ctx.app.request(url)).status).toBe(401);
    expect((await loadProfile(ctx.db, a.body.recipientId)).profile.preferredName).toBe('');
  });

  it('lets another part of the calls domain add an open thread (after an alert) that the next call asks', async () => {
    const { body } = await signUp(ctx.app, wizardSignup({ recipientPhone: '303-555-0146' }));
    await addOpenThread(ctx.db, body.recipientId, { text: 'had a fall', question: 'How are you feeling after your fall?' }, NOW);
    const call = await makeCall(ctx.db, body.recipientId, { dueAt: NOW });
    const { plan } = (await getCallEngine(ctx.deps).planFor(call.id))!;
    expect(plan.openThreads).toMatchObject([{ text: 'had a fall', question: 'How are you feeling after your fall?', source: 'alert' }]);
  });
});

describe('what a call teaches is kept even when one thing it heard cannot be', () => {
  it('keeps her dog, her likes and her threads when another item is too long or empty', async () => {
    const { mergeProfile } = await import('./profile.js');
    const { emptyProfile } = await import('@fondly/contract/profile');
    const merged = mergeProfile(emptyProfile(), {
      people: [{ name: 'Frank', relationship: 'husband', note: 'passed away' }, { name: 'x'.repeat(200), relationship: 'friend', note: '' }, { name: '', relationship: '', note: '' }],
      places: [],
      pets: [{ kind: 'dog', name: 'Bess' }],
      health: ['Arthritis', 'y'.repeat(500)],
      likes: ['knitting', ''],
      openThreads: [{ text: "granddaughter Emma's visit", question: "How was your granddaughter's visit?", source: 'call', since: new Date().toISOString() }],
    });
    expect(merged.people).toEqual([{ name: 'Frank', relationship: 'husband', note: 'passed away' }]);
    expect(merged.pets).toEqual([{ kind: 'dog', name: 'Bess' }]);
    expect(merged.health).toEqual(['Arthritis']);
    expect(merged.likes).toEqual(['knitting']);
    expect(merged.openThreads.map((t) => t.question)).toEqual(["How was your granddaughter's visit?"]);
  });
});
