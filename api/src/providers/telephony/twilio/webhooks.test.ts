import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { getCallEngine, mediaTokenFor } from '../../../calls/lifecycle/call-engine.js';
import { makeRecipient } from '../../../calls/lifecycle/test-fixtures.js';
import { alertCalls, callMemories, calls, familyMembers, notificationEvents, recipients, schedules } from '../../../db/schema/index.js';
import { enqueueNotification } from '../../../notifications/events.js';
import { expandPendingEvents } from '../../../notifications/notification-worker.js';
import { NOT_NOW_UNATTESTED } from '../../../calls/lifecycle/call-backs.js';
import { NOT_RECOGNISED_GOODBYE, RECOGNITION_ASK_AGAIN, RECOGNITION_GREETING } from '../../../calls/pipeline/conversation/recognition.js';
import { companionLines, db, fake, FROM, openStream, placedCall, row, server, SID, stand, telephony, until, webhook, useTwilioTestServer } from './test-fixtures.js';

/** Twilio's webhooks (webhooks.ts): placing calls, status callbacks, answering machines, call-backs and alert calls, each signed. */
useTwilioTestServer();

describe('placing calls through Twilio', () => {
  it('creates the call with status callbacks, answering-machine detection and a hard time limit', async () => {
    const call = await placedCall();
    expect(call.providerCallId).toMatch(/^CA/);
    const sent = fake.calls.get(call.providerCallId!)!.params;
    expect(sent).toMatchObject({ To: '+12125550199', From: FROM, MachineDetection: 'DetectMessageEnd', AsyncAmd: 'true', TimeLimit: '930', Timeout: '40' });
    expect(sent.Url).toBe(`${server.url}/api/webhooks/twilio/voice?callId=${call.id}`);
    expect(sent.StatusCallback).toBe(`${server.url}/api/webhooks/twilio/status?callId=${call.id}`);
    expect(sent.AsyncAmdStatusCallback).toBe(`${server.url}/api/webhooks/twilio/amd?callId=${call.id}`);
  });

  it('sends SMS for the family alerts', async () => {
    await telephony.sendSms('+12125550123', 'Margaret may need help.');
    expect(fake.messages.at(-1)).toMatchObject({ To: '+12125550123', From: FROM, Body: 'Margaret may need help.' });
  });
});

describe('Twilio status callbacks', () => {
  it('moves the call through ringing, answered and completed, with Twilio’s duration', async () => {
    const call = await placedCall();
    const path = `/api/webhooks/twilio/status?callId=${call.id}`;
    for (const status of ['initiated', 'ringing', 'in-progress']) {
      expect((await webhook(path, { CallSid: call.providerCallId!, CallStatus: status, AccountSid: SID })).status).toBe(204);
    }
    expect((await row(call.id)).state).toBe('in_progress');
    await webhook(path, { CallSid: call.providerCallId!, CallStatus: 'completed', CallDuration: '312', AccountSid: SID });
    const done = await row(call.id);
    expect(done.state).toBe('completed');
    expect(done.durationSeconds).toBe(312);
    expect(done.steps.map((s) => s.state)).toEqual(['scheduled', 'ringing', 'in_progress', 'completed']);
  });

  it('is idempotent: a repeated no-answer callback schedules one retry, not two', async () => {
    const call = await placedCall();
    const path = `/api/webhooks/twilio/status?callId=${call.id}`;
    const params = { CallSid: call.providerCallId!, CallStatus: 'no-answer', AccountSid: SID };
    expect((await webhook(path, params)).status).toBe(204);
    expect((await webhook(path, params)).status).toBe(204);
    const retries = await db().select().from(calls).where(eq(calls.retryOfCallId, call.id));
    expect((await row(call.id)).state).toBe('no_answer');
    // Outside calling hours no retry is possible today and the family hears of the miss instead: either way, exactly once.
    const missed = (await db().select().from(notificationEvents)).filter((e) => (e.payload as { callId?: string }).callId === call.id);
    expect(retries.length + missed.length).toBe(1);
  });

  it('refuses a forged callback with 403 and changes nothing', async () => {
    const call = await placedCall();
    const before = await row(call.id);
    const path = `/api/webhooks/twilio/status?callId=${call.id}`;
    const forged = await webhook(path, { CallSid: call.providerCallId!, CallStatus: 'completed' }, { signature: 'bm90IGEgcmVhbCBzaWduYXR1cmU=' });
    expect(forged.status).toBe(403);
    // Signed for other values than the ones sent (tampered in transit).
    const tampered = await webhook(path, { CallSid: call.providerCallId!, CallStatus: 'busy' }, { signedParams: { CallSid: call.providerCallId!, CallStatus: 'ringing' } });
    expect(tampered.status).toBe(403);
    const unsigned = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `CallSid=${call.providerCallId}&CallStatus=completed` });
    expect(unsigned.status).toBe(403);
    const after = await row(call.id);
    expect(after.state).toBe(before.state);
    expect(after.steps).toEqual(before.steps);
  });

  it('ignores a correctly signed callback that names another call’s CallSid', async () => {
    const a = await placedCall();
    const b = await placedCall();
    await webhook(`/api/webhooks/twilio/status?callId=${a.id}`, { CallSid: b.providerCallId!, CallStatus: 'busy' });
    expect((await row(a.id)).state).toBe('dialing');
  });
});

describe('answering machines and the media stream', () => {
  it('leaves a voicemail when detection reports a machine', async () => {
    const call = await placedCall();
    await webhook(`/api/webhooks/twilio/amd?callId=${call.id}`, { CallSid: call.providerCallId!, AnsweredBy: 'machine_end_beep' });
    const done = await row(call.id);
    expect(done.state).toBe('voicemail');
    const twiml = fake.calls.get(call.providerCallId!)!.updates.at(-1)!.Twiml!;
    expect(twiml).toContain('<Say');
    expect(twiml).toContain('this is Fondly');
    expect(twiml).toContain('<Hangup/>');
  });

  it('answers with TwiML that connects the call to our media stream with a per-call token, and comes back if the stream drops', async () => {
    const call = await placedCall();
    const res = await webhook(`/api/webhooks/twilio/voice?callId=${call.id}`, { CallSid: call.providerCallId!, CallStatus: 'in-progress' });
    const xml = await res.text();
    expect(res.headers.get('content-type')).toContain('text/xml');
    expect(xml).toContain(`<Stream url="${server.url.replace('http', 'ws')}/api/webhooks/twilio/media" statusCallback="${server.url}/api/webhooks/twilio/stream-status?callId=${call.id}" statusCallbackMethod="POST">`);
    expect(xml).toContain(`</Connect><Redirect method="POST">${server.url}/api/webhooks/twilio/reconnect?callId=${call.id}</Redirect>`);
    expect(xml).toContain(`<Parameter name="callId" value="${call.id}"/>`);
    expect(xml).toContain(`<Parameter name="token" value="${mediaTokenFor(server.deps, call.id)}"/>`);
  });

  it('speaks the opening over the media stream, and ends the call when Twilio reports it completed', async () => {
    const call = await placedCall();
    const stream = await openStream(call);
    await until(() => stream.received.some((m) => m.event === 'mark'));
    expect((await row(call.id)).state).toBe('in_progress');
    stream.stop();
    await webhook(`/api/webhooks/twilio/status?callId=${call.id}`, { CallSid: call.providerCallId!, CallStatus: 'completed', CallDuration: '12' });
    await until(async () => (await row(call.id)).state !== 'in_progress');
    const done = await row(call.id);
    expect(done.state).toBe('completed');
    expect(done.steps.at(-1)!.note).toBe('recipient-hung-up');
    expect(done.transcript[0]!.text).toContain('this is Fondly, an AI companion');
  });

  it('closes a media stream that does not carry the call’s token', async () => {
    const call = await placedCall();
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/webhooks/twilio/media`);
    await new Promise((r) => ws.once('open', r));
    const closed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
    ws.send(JSON.stringify({ event: 'start', start: { streamSid: 'MZ2', callSid: call.providerCallId, customParameters: { callId: call.id, token: 'guess' } } }));
    expect(await closed).toBe(1008);
    expect((await row(call.id)).state).toBe('dialing');
  });
});

describe('call-backs: someone rings the Fondly number', () => {
  let inboundSeq = 0;
  /** Twilio knows the inbound call (the reconciler and the hang-up check ask it). */
  function inboundSid() {
    const sid = `CA${String(9_000 + ++inboundSeq).padStart(32, '0')}`;
    fake.calls.set(sid, { sid, status: 'in-progress', duration: null, answered_by: null, params: {}, updates: [] });
    return sid;
  }

  it('puts a known recipient whose number the carrier attests through to the companion, who greets her by name, and records the call when she hangs up', async () => {
    const { recipient } = await makeRecipient(db(), { phone: '+13055550142', name: 'Rose' });
    const sid = inboundSid();
    const res = await webhook('/api/webhooks/twilio/inbound', { CallSid: sid, From: '+13055550142', To: FROM, Direction: 'inbound', StirVerstat: 'TN-Validation-Passed-A' });
    const xml = await res.text();
    expect(xml).toContain('<Connect><Stream');
    const callId = /name="callId" value="([0-9a-f-]{36})"/.exec(xml)![1]!;
    const call = await row(callId);
    expect(call).toMatchObject({ recipientId: recipient.id, origin: 'inbound', providerCallId: sid, callerVerification: 'TN-Validation-Passed-A' });
    const stream = await openStream({ id: callId, providerCallId: sid });
    await until(async () => (await companionLines(callId)).length === 1);
    expect((await companionLines(callId))[0]!.text).toMatch(/^Hello Rose, it's Fondly\. Did you want to talk\?/);
    expect((await companionLines(callId))[0]!.text).toContain('AI companion');
    stream.speak();
    await until(async () => (await companionLines(callId)).length === 2);
    // She hangs up: the stream stops and Twilio's record says the call is over.
    fake.calls.get(sid)!.status = 'completed';
    stream.stop();
    await until(async () => (await row(callId)).state === 'completed');
    expect((await row(callId)).steps.at(-1)!.note).toBe('recipient-hung-up');
  });

  it('outside calling hours, says it cannot talk just now and tells the family she called', async () => {
    const { recipient } = await makeRecipient(db(), { phone: '+13055550143', name: 'Rose' });
    const fixed = server.deps.now;
    // 03:00 in New York.
    server.deps.now = () => new Date('2026-11-24T08:00:00Z');
    try {
      const res = await webhook('/api/webhooks/twilio/inbound', { CallSid: inboundSid(), From: '+13055550143', To: FROM, Direction: 'inbound', StirVerstat: 'TN-Validation-Passed-A' });
      const xml = await res.text();
      expect(xml).toContain("Hello Rose, it's Fondly. I'm sorry, I can't talk just now, but I'll let your family know you called.");
      expect(xml).toContain('<Hangup/>');
      expect(xml).not.toContain('<Connect>');
    } finally {
      server.deps.now = fixed;
    }
    const [call] = await db().select().from(calls).where(eq(calls.recipientId, recipient.id));
    expect(call).toMatchObject({ origin: 'inbound', state: 'canceled', cancelReason: 'call-back outside calling hours' });
    const events = (await db().select().from(notificationEvents)).filter((e) => (e.payload as { callId?: string }).callId === call!.id);
    expect(events.map((e) => e.type)).toEqual(['recipient-called']);
  });

  it('from her number without full attestation: the greeting says nothing of her until the caller names her, then the call-back goes on', async () => {
    const { recipient } = await makeRecipient(db(), { phone: '+13055550144', name: 'Rose Alvarez', topics: ['Gardening', 'Music', 'Travel'] });
    await db().update(recipients).set({ specialInstructions: 'Her husband Walter died last spring.' }).where(eq(recipients.id, recipient.id));
    const sid = inboundSid();
    // No StirVerstat at all: the carrier vouches for nothing.
    const xml = await (await webhook('/api/webhooks/twilio/inbound', { CallSid: sid, From: '+13055550144', To: FROM, Direction: 'inbound' })).text();
    const callId = /name="callId" value="([0-9a-f-]{36})"/.exec(xml)![1]!;
    expect((await row(callId)).callerVerification).toBeNull();
    const stream = await openStream({ id: callId, providerCallId: sid });
    await until(async () => (await companionLines(callId)).length === 1);
    const greeting = (await companionLines(callId))[0]!.text;
    expect(greeting).toBe(RECOGNITION_GREETING);
    expect(greeting).not.toMatch(/Rose|Alvarez|Sarah|Walter|garden/i);
    // "I had soup for lunch." names no one: asked once more.
    stream.speak();
    await until(async () => (await companionLines(callId)).length === 2);
    expect((await companionLines(callId))[1]!.text).toBe(RECOGNITION_ASK_AGAIN);
    stand.transcriber.text = "It's Rose.";
    try {
      stream.speak();
      await until(async () => (await companionLines(callId)).length === 3);
    } finally {
      stand.transcriber.text = 'I had soup for lunch.';
    }
    expect((await companionLines(callId))[2]!.text).toMatch(/^Hello Rose, it's Fondly\. Did you want to talk\?/);
    fake.calls.get(sid)!.status = 'completed';
    stream.stop();
    await until(async () => (await row(callId)).state === 'completed');
  });

  it('from her number with a failed attestation: never recognised, a neutral goodbye, and nothing kept as hers', async () => {
    await makeRecipient(db(), { phone: '+13055550145', name: 'Rose' });
    const sid = inboundSid();
    const xml = await (await webhook('/api/webhooks/twilio/inbound', { CallSid: sid, From: '+13055550145', To: FROM, Direction: 'inbound', StirVerstat: 'TN-Validation-Failed' })).text();
    const callId = /name="callId" value="([0-9a-f-]{36})"/.exec(xml)![1]!;
    expect((await row(callId)).callerVerification).toBe('TN-Validation-Failed');
    const stream = await openStream({ id: callId, providerCallId: sid });
    await until(async () => (await companionLines(callId)).length === 1);
    stream.speak();
    await until(async () => (await companionLines(callId)).length === 2);
    stream.speak();
    await until(async () => (await row(callId)).state === 'failed');
    const done = await row(callId);
    expect(done.failureReason).toBe('caller not recognised');
    expect(done.transcript.filter((l) => l.speaker === 'companion').map((l) => l.text).join(' ')).not.toContain('Rose');
    expect(done.transcript.at(-1)!.text).toBe(NOT_RECOGNISED_GOODBYE);
    expect(await db().select().from(callMemories).where(eq(callMemories.callId, callId))).toEqual([]);
    stream.stop();
  });

  it('outside calling hours, from her number without full attestation: the refusal names no one', async () => {
    await makeRecipient(db(), { phone: '+13055550146', name: 'Rose' });
    const fixed = server.deps.now;
    server.deps.now = () => new Date('2026-11-24T08:00:00Z');
    try {
      const xml = await (await webhook('/api/webhooks/twilio/inbound', { CallSid: inboundSid(), From: '+13055550146', To: FROM, Direction: 'inbound', StirVerstat: 'TN-Validation-Passed-B' })).text();
      expect(xml).toContain("I'm sorry, I can't talk just now. Goodbye for now!");
      expect(NOT_NOW_UNATTESTED).toContain("I'm sorry, I can't talk just now. Goodbye for now!");
      expect(xml).not.toContain('Rose');
    } finally {
      server.deps.now = fixed;
    }
  });

  it('tells an unknown caller who we are and how to reach support', async () => {
    const res = await webhook('/api/webhooks/twilio/inbound', { CallSid: inboundSid(), From: '+16175550100', To: FROM, Direction: 'inbound' });
    const xml = await res.text();
    expect(xml).toContain("you've reached Fondly, an AI companion service that calls older people on behalf of their families");
    expect(xml).toContain(`please email ${server.config.mail.supportEmail}`);
    expect(xml).toContain('<Hangup/>');
  });

  it('refuses an unsigned call-back webhook', async () => {
    const res = await webhook('/api/webhooks/twilio/inbound', { CallSid: inboundSid(), From: '+13055550142' }, { signature: 'forged' });
    expect(res.status).toBe(403);
  });
});

describe('reconciling with Twilio’s record', () => {
  it('rings the family on an urgent alert; pressing 1 puts the family member and her call in one room, after the companion says who is joining', async () => {
    const call = await placedCall('+12125550177');
    const stream = await openStream(call);
    await until(async () => (await row(call.id)).state === 'in_progress' && (await companionLines(call.id)).length > 0);
    const [her] = await db().select({ subscriberId: recipients.subscriberId }).from(calls).innerJoin(recipients, eq(recipients.id, calls.recipientId)).where(eq(calls.id, call.id));
    await db().insert(familyMembers).values({ subscriberId: her!.subscriberId, name: 'Ben Miller', email: `ben.${Date.now()}@example.com`, mobile: '+13035550188', mobileVerifiedAt: new Date(), unsubscribeToken: `u-${Date.now()}` });
    const before = new Set(fake.calls.keys());
    await enqueueNotification(db(), { type: 'distress-alert', callId: call.id, utterance: "I've fallen and I can't get up.", category: 'fall' });
    await expandPendingEvents(server.deps, { lane: 'urgent' });

    // Ben's phone rings with the message, waiting for a key.
    const placed = [...fake.calls.values()].find((c) => !before.has(c.sid) && c.params.To === '+13035550188')!;
    expect(placed.params.Twiml).toContain('On the call just now, Margaret said: "I\'ve fallen and I can\'t get up."');
    expect(placed.params.Twiml).toContain('Press 1 to be connected to Margaret now.');
    const action = /<Gather [^>]*action="([^"]+)"/.exec(placed.params.Twiml!)![1]!.replace(/&amp;/g, '&');
    const keyPath = action.replace(server.url, '');
    expect(placed.params.StatusCallback).toContain('/api/webhooks/twilio/alert-call/status?id=');

    // A forged token changes nothing.
    const forged = await webhook(keyPath.replace(/token=[^&]+/, 'token=forged'), { CallSid: placed.sid, Digits: '1' });
    expect(await forged.text()).toContain('<Hangup/>');
    expect((await db().select().from(alertCalls).where(eq(alertCalls.callId, call.id)))[0]!.status).toBe('ringing');

    await webhook(`/api/webhooks/twilio/alert-call/status?${keyPath.split('?')[1]}`, { CallSid: placed.sid, CallStatus: 'in-progress' });
    const res = await webhook(keyPath, { CallSid: placed.sid, Digits: '1' });
    const twiml = await res.text();
    expect(twiml).toContain('Connecting you to Margaret now.');
    expect(twiml).toContain(`<Conference beep="false" startConferenceOnEnter="true" endConferenceOnExit="false">fondly-${call.id}</Conference>`);
    // The companion says who is joining, then her call is moved into the same room.
    await until(() => fake.calls.get(call.providerCallId!)!.updates.some((u) => u.Twiml?.includes(`fondly-${call.id}`)));
    expect((await companionLines(call.id)).at(-1)!.text).toBe("Ben is joining the call now. I'll let you two talk. Take care, Margaret.");
    expect((await db().select().from(alertCalls).where(eq(alertCalls.callId, call.id)))[0]!.status).toBe('joined');
    stream.stop();
  });

  it('completes a call stuck in progress from Twilio’s own record when its worker died', async () => {
    const call = await placedCall();
    const fakeCall = fake.calls.get(call.providerCallId!)!;
    fakeCall.status = 'completed';
    fakeCall.duration = '305';
    // Times on the server's clock (fixed inside calling hours), not the wall clock.
    const now = server.deps.now().getTime();
    await db().update(calls).set({ state: 'in_progress', answeredAt: new Date(now - 400_000), deadlineAt: new Date(now - 1000), lockedBy: 'dead' }).where(eq(calls.id, call.id));
    await getCallEngine(server.deps).reconcileStuckCalls('rescuer');
    const done = await row(call.id);
    expect(done.state).toBe('completed');
    expect(done.durationSeconds).toBe(305);
  });

  it('when the process running a live call dies, redirects her call to a new media stream and the conversation carries on from its transcript', async () => {
    const call = await placedCall('+12125550178');
    fake.calls.get(call.providerCallId!)!.status = 'in-progress';
    const stream = await openStream(call);
    await until(async () => (await row(call.id)).state === 'in_progress' && (await companionLines(call.id)).length === 1);
    stream.speak();
    await until(async () => (await companionLines(call.id)).length === 2);
    // The process dies (nothing said, nothing written, no renewal); its lease lapses.
    getCallEngine(server.deps).halt();
    await db().update(calls).set({ leaseUntil: sql`now() - interval '1 second'` }).where(eq(calls.id, call.id));
    // Another process finds the lapsed lease and asks Twilio: still up, so the call is redirected to our reconnect webhook.
    expect(await getCallEngine(server.deps).reconcileLapsedLeases()).toMatchObject({ resumed: 1, ended: 0 });
    expect(fake.calls.get(call.providerCallId!)!.updates.at(-1)).toMatchObject({ Url: `${server.url}/api/webhooks/twilio/reconnect?callId=${call.id}`, Method: 'POST' });
    const xml = await (await webhook(`/api/webhooks/twilio/reconnect?callId=${call.id}`, { CallSid: call.providerCallId! })).text();
    expect(xml).toContain('<Connect><Stream');
    stream.ws.close();
    const again = await openStream(call, 'MZagain01');
    await until(async () => (await companionLines(call.id)).length === 3);
    expect((await companionLines(call.id))[2]!.text).toMatch(/^Sorry, I lost you for a moment\./);
    expect((await row(call.id)).leaseOwner).toBe(getCallEngine(server.deps).leaseOwner);
    fake.calls.get(call.providerCallId!)!.status = 'completed';
    again.stop();
    await until(async () => (await row(call.id)).state === 'completed');
  });
});
