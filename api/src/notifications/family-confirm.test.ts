import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { familyMembers } from '../db/schema/index.js';
import { sendDueMails } from '../mail/mail-sender-worker.js';
import { jsonInit } from '../testing/test-app.js';
import { signUp, wizardSignup } from '../families/testing/families.js';
import { enqueueNotification } from './events.js';
import { expandPendingEvents } from './notification-worker.js';
import { answeredCall } from './testing/families.js';
import { useAppWithMailbox } from './testing/smtp-sink.js';

const ctx = useAppWithMailbox({ env: { SIGNUP_RATE_LIMIT: '0' } });

async function deliverAll() {
  await expandPendingEvents(ctx.deps);
  while ((await sendDueMails(ctx.deps, { workerId: 't' })) > 0);
}

beforeEach(() => {
  ctx.sink.messages.length = 0;
});

describe('someone added to the family list (issue 30, item 8)', () => {
  it('is told who added them and confirms by a link before any alert reaches them', async () => {
    const { headers, body } = await signUp(ctx.app, wizardSignup({ subscriberEmail: `dana.${Date.now()}@example.com`, frequency: 'daily' }));
    const added = await ctx.app.request('/api/family-members', jsonInit('POST', { name: 'Luis Rivera', email: 'luis.confirm@example.com' }, headers));
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ awaitingConfirmation: true });
    await deliverAll();
    const [invite, ...more] = ctx.sink.to('luis.confirm@example.com');
    expect(more).toHaveLength(0);
    expect(invite!.subject).toBe('Dana Rivera added you to Fondly updates about Rosa Rivera');
    expect(invite!.text).toContain('Nothing is sent to you until you confirm.');
    const link = /https?:\/\/[^/\s]+(\/api\/family-list\/[\w-]+)/.exec(invite!.text!)![1]!;

    // An alert before they confirm reaches the account holder, never them.
    ctx.sink.messages.length = 0;
    const call = await answeredCall(ctx.db, body.recipientId);
    await enqueueNotification(ctx.db, { type: 'distress-alert', callId: call.id, utterance: "I've had a fall", category: 'fall' });
    await deliverAll();
    expect(ctx.sink.messages.length).toBeGreaterThan(0);
    expect(ctx.sink.to('luis.confirm@example.com')).toHaveLength(0);

    // Opening the link shows one button (a link scanner confirms nobody); pressing it confirms.
    const page = await ctx.app.request(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Confirm It Is Me');
    const [still] = await ctx.db.select().from(familyMembers).where(eq(familyMembers.email, 'luis.confirm@example.com'));
    expect(still!.awaitingConfirmation).toBe(true);
    const confirmed = await ctx.app.request(link, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('you are on the list');
    const list = (await (await ctx.app.request('/api/family-members', { headers })).json()) as { familyMembers: Array<{ email: string; awaitingConfirmation: boolean }> };
    expect(list.familyMembers.find((m) => m.email === 'luis.confirm@example.com')).toMatchObject({ awaitingConfirmation: false });

    // The next alert reaches them.
    ctx.sink.messages.length = 0;
    const next = await answeredCall(ctx.db, body.recipientId);
    await enqueueNotification(ctx.db, { type: 'distress-alert', callId: next.id, utterance: "I've had another fall", category: 'fall' });
    await deliverAll();
    expect(ctx.sink.to('luis.confirm@example.com').length).toBeGreaterThan(0);
  });
});
