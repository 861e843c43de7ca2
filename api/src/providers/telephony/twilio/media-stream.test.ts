import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getCallEngine, VOICEMAIL_MESSAGE } from '../../../calls/lifecycle/call-engine.js';
import { callMemories, calls, notificationEvents, recipients, schedules } from '../../../db/schema/index.js';
import { companionLines, db, fake, openStream, placedCall, row, server, stand, until, webhook, useTwilioTestServer } from './test-fixtures.js';

/** A live call over Twilio's media stream (media-stream.ts, media.ts): machines mid-call, streams that drop, keys pressed. */
useTwilioTestServer();

describe('answering machines during a live call', () => {
  it('leaves the warm message over the open stream after the beep, records it as voicemail and hangs up', async () => {
    const call = await placedCall();
    const stream = await openStream(call);
    await until(async () => (await companionLines(call.id)).length === 1);
    await webhook(`/api/webhooks/twilio/amd?callId=${call.id}`, { CallSid: call.providerCallId!, AnsweredBy: 'machine_end_beep' });
    await until(async () => (await row(call.id)).state === 'voicemail');
    const done = await row(call.id);
    expect(done.answeredBy).toBe('machine');
    const recipient = (await import('../../../db/schema/index.js')).recipients;
    const [r] = await db().select().from(recipient).where(eq(recipient.id, done.recipientId));
    expect(done.transcript.at(-1)!.text).toContain(`Hello ${r!.name}, this is Fondly`);
    expect(done.transcript.at(-1)!.text).toBe(VOICEMAIL_MESSAGE(r!.name, done.transcript.at(-1)!.text.match(/on behalf of (.*?)\. Sorry/)![1]!));
    // Said over the stream (the line was cleared for it), then the call hung up; no TwiML took over.
    expect(stream.received.some((m) => m.event === 'clear')).toBe(true);
    const updates = fake.calls.get(call.providerCallId!)!.updates;
    expect(updates.some((u) => u.Status === 'completed')).toBe(true);
    expect(updates.some((u) => u.Twiml)).toBe(false);
    // No retry that day.
    expect(await db().select().from(calls).where(eq(calls.retryOfCallId, call.id))).toEqual([]);
    stream.ws.close();
  });

  it('ignores a "machine" verdict once she has really talked with the companion, and the call goes on', async () => {
    const call = await placedCall();
    const stream = await openStream(call);
    await until(async () => (await companionLines(call.id)).length === 1);
    stream.speak();
    await until(async () => (await companionLines(call.id)).length === 2);
    stream.speak();
    await until(async () => (await companionLines(call.id)).length === 3);
    await webhook(`/api/webhooks/twilio/amd?callId=${call.id}`, { CallSid: call.providerCallId!, AnsweredBy: 'machine_end_other' });
    const during = await row(call.id);
    expect(during.state).toBe('in_progress');
    expect(during.answeredBy).toBe('human');
    expect(getCallEngine(server.deps).live.has(call.id)).toBe(true);
    // She hangs up: a completed call with her words, not a voicemail.
    await webhook(`/api/webhooks/twilio/status?callId=${call.id}`, { CallSid: call.providerCallId!, CallStatus: 'completed', CallDuration: '95', AnsweredBy: 'machine_end_other' });
    await until(async () => (await row(call.id)).state === 'completed');
    stream.ws.close();
    const done = await row(call.id);
    expect(done.transcript.filter((l) => l.speaker === 'recipient').map((l) => l.text)).toEqual(['I had soup for lunch.', 'I had soup for lunch.']);
  });
});

describe('media streams that drop', () => {
  it('resumes the same conversation over a new stream with "Sorry, I lost you for a moment"', async () => {
    const call = await placedCall();
    const first = await openStream(call);
    await until(async () => (await companionLines(call.id)).length === 1);
    first.speak();
    await until(async () => (await companionLines(call.id)).length === 2);
    const conversation = getCallEngine(server.deps).live.get(call.id);
    // The socket breaks without a goodbye; Twilio reports the stream stopped and follows the <Redirect>.
    first.ws.terminate();
    await webhook(`/api/webhooks/twilio/stream-status?callId=${call.id}`, { CallSid: call.providerCallId!, StreamSid: 'MZ' + call.id.slice(0, 8), StreamEvent: 'stream-stopped' });
    const res = await webhook(`/api/webhooks/twilio/reconnect?callId=${call.id}`, { CallSid: call.providerCallId!, CallStatus: 'in-progress' });
    const xml = await res.text();
    expect(xml).toContain('<Connect><Stream');
    expect(xml).toContain(`<Parameter name="callId" value="${call.id}"/>`);
    const second = await openStream(call, 'MZsecond');
    await until(async () => (await companionLines(call.id)).length === 3);
    const lines = await companionLines(call.id);
    // The question she had just been asked comes again (here the first call's recording question).
    const asked = /([^.!?]*\?)/.exec(lines[1]!.text)![1]!.trim();
    expect(lines[2]!.text).toBe(`Sorry, I lost you for a moment. ${asked}`);
    expect(getCallEngine(server.deps).live.get(call.id)).toBe(conversation);
    // And it goes on: she answers over the new stream and the companion replies.
    second.speak();
    await until(async () => (await companionLines(call.id)).length === 4);
    expect((await row(call.id)).state).toBe('in_progress');
    await webhook(`/api/webhooks/twilio/status?callId=${call.id}`, { CallSid: call.providerCallId!, CallStatus: 'completed', CallDuration: '60' });
    await until(async () => (await row(call.id)).state === 'completed');
    second.ws.close();
    expect((await row(call.id)).transcript.filter((l) => l.speaker === 'recipient')).toHaveLength(2);
  });

  it('records a call whose stream never comes back as dropped, hangs it up, and keeps what she said in memory', async () => {
    const call = await placedCall();
    const stream = await openStream(call);
    await until(async () => (await companionLines(call.id)).length === 1);
    stream.speak();
    await until(async () => (await companionLines(call.id)).length === 2);
    stream.ws.terminate();
    await until(async () => (await row(call.id)).state !== 'in_progress');
    const done = await row(call.id);
    expect(done.state).toBe('completed');
    expect(done.steps.at(-1)!.note).toBe('dropped: the media stream did not come back');
    expect(done.steps.some((st) => st.note === 'recipient-hung-up')).toBe(false);
    expect(fake.calls.get(call.providerCallId!)!.updates.some((u) => u.Status === 'completed')).toBe(true);
    await until(async () => (await db().select().from(callMemories).where(eq(callMemories.callId, call.id))).length > 0);
    const memories = await db().select().from(callMemories).where(eq(callMemories.callId, call.id));
    expect(memories.map((m) => m.text)).toContain('I had soup for lunch.');
    // A call that cannot resume is hung up, not reconnected.
    const res = await webhook(`/api/webhooks/twilio/reconnect?callId=${call.id}`, { CallSid: call.providerCallId!, CallStatus: 'in-progress' });
    expect(await res.text()).toContain('<Hangup/>');
  });
});

describe('keypresses during a call', () => {
  it('9 asks "Would you like me to stop calling?" and her yes pauses the schedule and tells the family', async () => {
    const call = await placedCall('+13055550150');
    const stream = await openStream(call);
    await until(async () => (await companionLines(call.id)).length === 1);
    stream.ws.send(JSON.stringify({ event: 'dtmf', streamSid: 'MZ' + call.id.slice(0, 8), sequenceNumber: '5', dtmf: { track: 'inbound_track', digit: '9' } }));
    await until(async () => (await companionLines(call.id)).some((l) => l.text === 'Would you like me to stop calling?'));
    const said = stand.transcriber.text;
    stand.transcriber.text = 'Yes, please.';
    try {
      stream.speak();
      await until(async () => (await row(call.id)).state === 'completed');
    } finally {
      stand.transcriber.text = said;
    }
    const done = await row(call.id);
    expect(done.flags).toMatchObject([{ kind: 'opt-out' }]);
    const [schedule] = await db().select().from(schedules).where(eq(schedules.recipientId, done.recipientId));
    expect(schedule!.pausedAt).not.toBeNull();
    const events = (await db().select().from(notificationEvents)).filter((e) => (e.payload as { callId?: string }).callId === call.id);
    expect(events.map((e) => e.type)).toContain('opt-out');
    stream.ws.close();
  });

  it('0 says the last sentence again', async () => {
    const call = await placedCall('+13055550151');
    const stream = await openStream(call);
    await until(async () => (await companionLines(call.id)).length === 1);
    stream.ws.send(JSON.stringify({ event: 'dtmf', streamSid: 'MZ' + call.id.slice(0, 8), sequenceNumber: '5', dtmf: { track: 'inbound_track', digit: '0' } }));
    await until(async () => (await companionLines(call.id)).length === 2);
    // Her first call ends its opening by asking whether she is happy to be called: that is said again.
    const [opening, again] = await companionLines(call.id);
    expect(again!.text).toBe(opening!.text.split(/(?<=[.!?])\s+/).pop());
    expect(again!.text).toBe('Before we chat, are you happy for me to give you a call now and then?');
    stream.ws.close();
  });
});

