import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, notificationEvents, recipients } from '../../db/schema/index.js';
import { createTestContext } from '../../testing/test-app.js';
import { answerCallBack, notNowMessage } from './call-backs.js';
import { makeRecipient } from './test-fixtures.js';

// Issue 29, item 5: call-backs skipped the email-confirmation gate that Call Now and the dialer
// keep (decision 105). She rings the Fondly number; the one rule decides whether the companion talks.

// Tuesday 2026-11-24, 10:00 AM in New York: inside calling hours.
const NOW = new Date('2026-11-24T15:00:00Z');
let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
});
afterAll(async () => ctx?.close());

const eventsFor = async (callId: string) =>
  (await ctx.db.select().from(notificationEvents)).filter((e) => (e.payload as { callId?: string }).callId === callId).map((e) => e.type);

describe('a call-back', () => {
  it('for an account whose email nobody confirmed: no conversation, and nothing about her mailed to that address', async () => {
    const { recipient } = await makeRecipient(ctx.db, { name: 'Rose', phone: '+13055550171', emailConfirmed: false });
    const answer = await answerCallBack(ctx.deps, { from: '+13055550171', callSid: 'CA-unconfirmed', verification: 'TN-Validation-Passed-A' });
    expect(answer).toEqual({ kind: 'message', text: notNowMessage('Rose') });
    const [call] = await ctx.db.select().from(calls).where(eq(calls.recipientId, recipient.id));
    expect(call).toMatchObject({ origin: 'inbound', state: 'canceled', cancelReason: "call-back before the family's email was confirmed" });
    expect(await eventsFor(call!.id)).toEqual([]);
  });

  it('for a confirmed account, inside calling hours: the companion answers', async () => {
    const { recipient } = await makeRecipient(ctx.db, { name: 'Rose', phone: '+13055550172' });
    const answer = await answerCallBack(ctx.deps, { from: '+13055550172', callSid: 'CA-confirmed' });
    expect(answer).toMatchObject({ kind: 'converse' });
    const [call] = await ctx.db.select().from(calls).where(eq(calls.recipientId, recipient.id));
    expect(call).toMatchObject({ origin: 'inbound', state: 'dialing' });
  });

  it('answered twice by Twilio (a replayed webhook): the same answer, one call', async () => {
    const { recipient } = await makeRecipient(ctx.db, { name: 'Rose', phone: '+13055550173' });
    const first = await answerCallBack(ctx.deps, { from: '+13055550173', callSid: 'CA-replayed' });
    const again = await answerCallBack(ctx.deps, { from: '+13055550173', callSid: 'CA-replayed' });
    expect(again).toEqual(first);
    expect(await ctx.db.select().from(calls).where(eq(calls.recipientId, recipient.id))).toHaveLength(1);
  });

  it('from a number two families once entered: matched to the family that holds it, whichever row is older', async () => {
    const older = await makeRecipient(ctx.db, { name: 'Rose', phone: '+13055550174' });
    const holder = await makeRecipient(ctx.db, { name: 'Rosa', phone: '+13055550174' });
    await ctx.db.update(recipients).set({ holdsNumber: true }).where(eq(recipients.id, holder.recipient.id));
    const answer = await answerCallBack(ctx.deps, { from: '+13055550174', callSid: 'CA-two-families' });
    expect(answer).toMatchObject({ kind: 'converse' });
    expect(await ctx.db.select().from(calls).where(eq(calls.recipientId, older.recipient.id))).toEqual([]);
    expect(await ctx.db.select().from(calls).where(eq(calls.recipientId, holder.recipient.id))).toHaveLength(1);
  });
});
