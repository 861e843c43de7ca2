import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../db/schema/index.js';
import type { DatabaseHandle } from '../../db/client.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { callNow, callNowPreview } from './schedule-actions.js';
import { makeCall, makeRecipient } from '../lifecycle/test-fixtures.js';

let handle: DatabaseHandle;
// Tuesday 2026-11-24, 10:00 in New York: inside the law's hours.
const NOW = new Date('2026-11-24T15:00:00Z');

beforeAll(async () => {
  handle = await createTestDatabase({ max: 2 });
});
afterAll(async () => handle?.close());

describe('Call Now on Free once its one call this month was made', () => {
  it('says so before it is pressed, in plain words, with the plans that have more calls; pressing says the same', async () => {
    const db = handle.db;
    const { recipient } = await makeRecipient(db, { withSubscription: false, createdAt: new Date('2026-11-20T15:00:00Z') });
    await makeCall(db, recipient.id, { dueAt: new Date('2026-11-22T15:00:00Z'), state: 'completed', plannedSlot: '2026-11-22', durationSeconds: 600 });

    const preview = await callNowPreview(db, recipient.id, NOW);
    expect(preview.kind).toBe('unavailable');
    expect(preview.note).toBe("You've used your plan's 1 call this month. A plan with more calls can call again sooner.");
    expect(preview.note).not.toContain('extra call');
    expect(preview.upgradeUrl).toBe('/#pricing');

    await expect(callNow(db, recipient.id, NOW)).rejects.toMatchObject({ message: preview.note });
  });
});

describe('Call Now right after it was pressed', () => {
  it('says it is calling her now while her phone rings, and that she is on a call once she answers', async () => {
    const db = handle.db;
    const { recipient } = await makeRecipient(db, { name: 'Thomas Miller', plan: 'premium', status: 'active', periodStart: new Date('2026-11-20T15:00:00Z') });
    const { call } = await callNow(db, recipient.id, NOW);
    const soon = new Date(NOW.getTime() + 5_000);
    expect((await callNowPreview(db, recipient.id, soon)).note).toBe("We're calling Thomas Miller now. Call Now is ready again once this call ends.");
    await db.update(calls).set({ state: 'ringing' }).where(eq(calls.id, call.id));
    const ringing = await callNowPreview(db, recipient.id, soon);
    expect(ringing.note).toBe("We're calling Thomas Miller now. Call Now is ready again once this call ends.");
    expect(ringing.note).not.toContain('already on a call');
    await db.update(calls).set({ state: 'in_progress' }).where(eq(calls.id, call.id));
    expect((await callNowPreview(db, recipient.id, soon)).note).toBe('Thomas Miller is on a call with us right now. Call Now is ready again once it ends.');
  });
});
