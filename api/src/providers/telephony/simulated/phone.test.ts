import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { PhoneServerMessage, TestResult } from '@fondly/contract/calls';
import { getCallEngine } from '../../../calls/lifecycle/call-engine.js';
import { calls, familyMembers } from '../../../db/schema/index.js';
import { makeCall, makeRecipient } from '../../../calls/lifecycle/test-fixtures.js';
import { expandPendingEvents } from '../../../notifications/notification-worker.js';
import { createLogger } from '../../../lib/logger.js';
import { SimulatedTelephony } from './telephony.js';
import { operatorHeaders } from '../../../testing/test-app.js';
import { startTestServer } from '../../../testing/test-server.js';
import { makeFixture } from '../../../testing/audio-fixtures.js';

/**
 * A whole simulated call through the real HTTP and WebSocket paths: the operator's phone
 * connects, a test call is placed over HTTP, it rings on the phone, the operator answers,
 * hears the companion (real offline speech), types as the recipient and hangs up.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({
    providers: { telephony: new SimulatedTelephony({ logger: createLogger({ level: 'silent' }), scriptedRingMs: 10, playbackRate: 30, scriptedAudio: false }) },
  });
});
afterAll(async () => server.close());

/**
 * The operator's handset, as the page behaves: it reports each piece of audio as played
 * (here at once), and the test waits for messages, never for a quiet spell.
 */
function phone() {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/phone/ws`, { headers: operatorHeaders });
  const inbox: PhoneServerMessage[] = [];
  const waiting = new Set<() => void>();
  ws.on('message', (d) => {
    const m = JSON.parse(String(d)) as PhoneServerMessage;
    inbox.push(m);
    if (m.type === 'companion') ws.send(JSON.stringify({ type: 'played', callId: m.callId, utteranceId: m.utteranceId }));
    for (const wake of waiting) wake();
  });
  /** The first message of this type (and condition), now or when it arrives. */
  const next = <T extends PhoneServerMessage['type']>(type: T, where: (m: Extract<PhoneServerMessage, { type: T }>) => boolean = () => true) =>
    new Promise<Extract<PhoneServerMessage, { type: T }>>((resolve) => {
      const look = () => {
        const i = inbox.findIndex((m) => m.type === type && where(m as Extract<PhoneServerMessage, { type: T }>));
        if (i < 0) return;
        waiting.delete(look);
        resolve(inbox.splice(i, 1)[0] as Extract<PhoneServerMessage, { type: T }>);
      };
      waiting.add(look);
      look();
    });
  return { ws, inbox, next, send: (m: object) => ws.send(JSON.stringify(m)), open: new Promise((r) => ws.once('open', r)) };
}

/** Resolves once the condition holds: a state the server reaches, not a time that passes. */
async function until<T>(read: () => T | undefined | Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await read();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const post = (path: string, body: unknown, headers: Record<string, string> = operatorHeaders) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('the simulated phone', () => {
  it('refuses anyone who is not an operator', async () => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/phone/ws`);
    const status = await new Promise<number>((r) => ws.once('unexpected-response', (_req, res) => r(res.statusCode ?? 0)));
    expect(status).toBe(401);
    expect((await post('/api/test/outbound-call', { phoneNumber: '+12125551234' }, {})).status).toBe(401);
  });

  it('rings, is answered, speaks with real audio, hears the typed recipient, and ends with a stored transcript', async () => {
    const handset = phone();
    await handset.open;
    await handset.next('hello');
    const placed = (await (await post('/api/test/outbound-call', { phoneNumber: '+12125551234' })).json()) as TestResult;
    expect(placed).toMatchObject({ success: true, callSid: expect.stringMatching(/^SIM/) });
    const callId = placed.details!.callId as string;

    const ring = await handset.next('ringing', (m) => m.callId === callId);
    expect(ring.recipientName).toBe('Friend');
    handset.send({ type: 'answer', callId });
    await handset.next('connected');

    const opening = await handset.next('companion', (m) => m.callId === callId);
    expect(opening.text).toContain('this is Fondly, an AI companion');
    expect(opening.mime).toBe('audio/wav');
    expect(Buffer.from(opening.audio!, 'base64').subarray(0, 4).toString()).toBe('RIFF');
    // The recipient answers once the opening has been said in full: the companion's first
    // line is in the call's transcript (it is recorded when the last sentence has played).
    const conversation = await until(() => getCallEngine(server.deps).live.get(callId));
    await until(() => conversation.lines.some((l) => l.speaker === 'companion'));
    handset.send({ type: 'say', callId, text: 'Hello! I am doing well, thank you.' });
    const reply = await handset.next('companion', (m) => m.callId === callId && /feeling|sleeping|eating|worrying/.test(m.text));
    expect(reply.text).toMatch(/\?$/);

    handset.send({ type: 'hangup', callId });
    await handset.next('ended', (m) => m.callId === callId);
    // The conversation is over once the call is closed and its transcript saved.
    await conversation.done;
    const [row] = await server.deps.database.db.select().from(calls).where(eq(calls.id, callId));
    expect(row!.state).toBe('completed');
    expect(row!.origin).toBe('test');
    expect(row!.transcript.map((l) => l.speaker)).toEqual(expect.arrayContaining(['companion', 'recipient']));
    expect(row!.transcript.find((l) => l.speaker === 'recipient')!.text).toBe('Hello! I am doing well, thank you.');
    handset.ws.close();
  }, 60_000);

  it('listens to the microphone like a phone line: her audio decides the turn, the browser’s words are what she said', async () => {
    const handset = phone();
    await handset.open;
    await handset.next('hello');
    const placed = (await (await post('/api/test/outbound-call', { phoneNumber: '+12125551235' })).json()) as TestResult;
    const callId = placed.details!.callId as string;
    await handset.next('ringing', (m) => m.callId === callId);
    handset.send({ type: 'answer', callId });
    await handset.next('connected');
    const conversation = await until(() => getCallEngine(server.deps).live.get(callId));
    await until(() => conversation.lines.some((l) => l.speaker === 'companion'));
    // She speaks, pauses mid-thought for 1.5 s, and goes on; the browser's recognition heard each part.
    const said = await makeFixture([{ say: 'When I was a girl we lived by the sea, and' }, { quiet: 1500 }, { say: 'my father took me fishing every Sunday.' }, { quiet: 1500 }]);
    for (let i = 0; i < said.frames.length; i += 5) handset.send({ type: 'media', callId, payload: Buffer.concat(said.frames.slice(i, i + 5).map((f) => Buffer.from(f, 'base64'))).toString('base64') });
    for (const span of said.spans) handset.send({ type: 'words', callId, text: span.text, startMs: span.startMs, endMs: span.endMs });
    const heard = await handset.next('transcript', (m) => m.callId === callId && m.speaker === 'recipient');
    // One turn, whole: the pause did not end it.
    expect(heard.text).toBe('When I was a girl we lived by the sea, and my father took me fishing every Sunday.');
    const reply = await handset.next('companion', (m) => m.callId === callId);
    expect(reply.text.length).toBeGreaterThan(0);
    handset.send({ type: 'hangup', callId });
    await handset.next('ended', (m) => m.callId === callId);
    await conversation.done;
    const [row] = await server.deps.database.db.select().from(calls).where(eq(calls.id, callId));
    expect(row!.transcript.filter((l) => l.speaker === 'recipient').map((l) => l.text)).toEqual(['When I was a girl we lived by the sea, and my father took me fishing every Sunday.']);
    handset.ws.close();
  }, 60_000);

  it('an urgent alert rings the family on the handset: the message is heard, and 1 joins her call, both staying on the line', async () => {
    const handset = phone();
    await handset.open;
    await handset.next('hello');
    const { subscriber, recipient } = await makeRecipient(server.deps.database.db, { phone: '+12125550109' });
    await server.deps.database.db.insert(familyMembers).values({ subscriberId: subscriber.id, name: 'Ben Miller', email: `ben.${Date.now()}@example.com`, mobile: '+13035551234', mobileVerifiedAt: new Date(), unsubscribeToken: `u-${Date.now()}` });
    // Tuesday 10:00 in New York: inside calling hours whenever the test runs.
    const realNow = server.deps.now;
    server.deps.now = () => new Date('2026-11-24T15:00:00Z');
    const call = await makeCall(server.deps.database.db, recipient.id, { state: 'dialing', dueAt: new Date() });
    await getCallEngine(server.deps).dial(call);
    server.deps.now = realNow;
    await until(async () => (await server.deps.database.db.select().from(calls).where(eq(calls.id, call.id)))[0]!.flags.some((f) => f.kind === 'distress'));
    await expandPendingEvents(server.deps, { lane: 'urgent' });

    // On the embedded default the family's texts can be read on the phone page, by operators only.
    expect((await fetch(`${server.url}/api/phone/texts`)).status).toBe(401);
    const { texts } = (await (await fetch(`${server.url}/api/phone/texts`, { headers: operatorHeaders })).json()) as { texts: Array<{ to: string; body: string }> };
    expect(texts.find((t) => t.to === '+13035551234')!.body).toMatch(/^Fondly alert: on today's call Margaret said something that may mean a fall/);
    const ring = await handset.next('ringing', (m) => m.recipientName === 'Fondly alert');
    handset.send({ type: 'answer', callId: ring.callId });
    const message = await handset.next('companion', (m) => m.callId === ring.callId);
    expect(message.text).toContain('This is Fondly, with an urgent message about Margaret.');
    expect(message.text).toContain('Press 1 to be connected to Margaret now.');
    handset.send({ type: 'key', callId: ring.callId, digit: '1' });
    expect((await handset.next('companion', (m) => m.callId === ring.callId)).text).toBe('Connecting you to Margaret now.');
    // Put through: the handset says who is on the line, and neither call has ended.
    expect((await handset.next('joined', (m) => m.callId === ring.callId)).with).toBe('Margaret');
    await until(async () => !getCallEngine(server.deps).live.has(call.id));
    const [done] = await server.deps.database.db.select().from(calls).where(eq(calls.id, call.id));
    expect(done!.transcript.filter((l) => l.speaker === 'companion').at(-1)!.text).toBe("Ben is joining the call now. I'll let you two talk. Take care, Margaret.");
    const telephony = server.deps.providers.telephony as SimulatedTelephony;
    expect((await telephony.fetchCall(done!.providerCallId!))!.status).toBe('in-progress');
    expect(handset.inbox.some((m) => m.type === 'ended' && m.callId === ring.callId)).toBe(false);
    // Ben hangs up: the room ends, his call and hers.
    handset.send({ type: 'hangup', callId: ring.callId });
    expect((await handset.next('ended', (m) => m.callId === ring.callId)).reason).toBe('call ended');
    await until(async () => (await telephony.fetchCall(done!.providerCallId!))!.status === 'completed');
    handset.ws.close();
  }, 60_000);

  it('runs the full call flow against a scripted recipient and reports each step', async () => {
    const res = await post('/api/test/full-call-flow', { phoneNumber: '+12125550103', recipientName: 'Margaret', topic: 'Cooking and recipes' });
    const result = (await res.json()) as TestResult;
    expect(result.success).toBe(true);
    expect(result.audioFile).toMatch(/^data:audio\/wav;base64,/);
    expect(result.steps!.map((s) => s.step)).toEqual(
      expect.arrayContaining(['Recipient prepared', 'Call plan built', 'Opening synthesized', 'Call placed', 'Call in progress', 'Call completed', 'Transcript saved']),
    );
    const transcript = result.details!.transcript as Array<{ speaker: string; text: string }>;
    expect(transcript.some((l) => /dish|cook|meal/i.test(l.text))).toBe(true);
  }, 60_000);

  it('generates a voice sample the browser can play, and validates the test inputs in the product’s words', async () => {
    const ok = (await (await post('/api/test/elevenlabs', { text: 'Hello Margaret', voice: 'male' })).json()) as TestResult;
    expect(ok).toMatchObject({ success: true, details: { provider: 'local', voice: 'male' } });
    expect(ok.audioFile).toMatch(/^data:audio\/wav;base64,UklGR/);
    const bad = await post('/api/test/twilio', { phoneNumber: '555-1234' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.phoneNumber).toBe('Please enter a phone number starting with + followed by digits, e.g. +15551234567');
    const abroad = await post('/api/test/twilio', { phoneNumber: '+442079460958' });
    expect((await abroad.json()).error.message).toBe('Fondly can only call phone numbers in the US and Canada.');
  });
});
