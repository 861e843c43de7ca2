import { createServer, type IncomingMessage, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { getCallEngine, mediaTokenFor, VOICEMAIL_MESSAGE } from '../call-engine.js';
import { makeCall, makeRecipient } from '../test-fixtures.js';
import { alertCalls, callMemories, calls, familyMembers, notificationEvents, recipients, schedules } from '../../db/schema/index.js';
import { enqueueNotification } from '../../notifications/events.js';
import { expandPendingEvents } from '../../notifications/notification-worker.js';
import { createLogger } from '../../lib/logger.js';
import { TwilioTelephony } from '../../providers/telephony/real.js';
import { SilentVoice } from '../../providers/voice/local.js';
import { startTestServer } from '../../testing/test-server.js';
import { utteranceFrames } from '../../testing/media-frames.js';
import { startProviderStandIns, type StandIns } from '../../testing/provider-stand-ins.js';
import { OpenAiBrain } from '../../providers/brain/real.js';

const SID = 'AC' + '0123456789abcdef'.repeat(2);
const TOKEN = 'twilio-test-auth-token-0123456789';
const FROM = '+12125550000';

/** A local stand-in for api.twilio.com: records requests and answers like Twilio does. */
interface FakeCall {
  sid: string;
  status: string;
  duration: string | null;
  answered_by: string | null;
  params: Record<string, string>;
  updates: Array<Record<string, string>>;
}
const fake = { calls: new Map<string, FakeCall>(), messages: [] as Array<Record<string, string>>, seq: 0 };
let twilioApi: Server;
let apiPort = 0;

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return Object.fromEntries(new URLSearchParams(body));
}

function startFakeTwilio(): Promise<void> {
  twilioApi = createServer(async (req, res) => {
    const url = req.url ?? '';
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const callMatch = /^\/2010-04-01\/Accounts\/(\w+)\/Calls(?:\/(\w+))?\.json/.exec(url);
    if (req.headers.authorization !== `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`) return json(401, { code: 20003, message: 'Authenticate' });
    if (callMatch && req.method === 'POST' && !callMatch[2]) {
      const params = await readForm(req);
      const sid = `CA${String(++fake.seq).padStart(32, '0')}`;
      fake.calls.set(sid, { sid, status: 'queued', duration: null, answered_by: null, params, updates: [] });
      return json(201, { sid, status: 'queued', to: params.To, from: params.From, account_sid: SID });
    }
    if (callMatch?.[2]) {
      const call = fake.calls.get(callMatch[2]);
      if (!call) return json(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      if (req.method === 'POST') {
        const params = await readForm(req);
        call.updates.push(params);
        if (params.Status) call.status = params.Status;
      }
      return json(200, { sid: call.sid, status: call.status, duration: call.duration, answered_by: call.answered_by, account_sid: SID });
    }
    if (/\/Messages\.json$/.test(url) && req.method === 'POST') {
      const params = await readForm(req);
      fake.messages.push(params);
      return json(201, { sid: `SM${String(fake.messages.length).padStart(32, '0')}`, status: 'queued', to: params.To, body: params.Body });
    }
    json(404, { message: 'not found' });
  });
  return new Promise((r) => twilioApi.listen(0, '127.0.0.1', () => {
    apiPort = (twilioApi.address() as { port: number }).port;
    r();
  }));
}

/** The real SDK, with its requests sent to the stand-in instead of api.twilio.com. */
class LocalTwilioClient extends twilio.RequestClient {
  override request<T>(opts: Parameters<twilio.RequestClient['request']>[0]) {
    const local = { ...opts, uri: opts.uri.replace('https://api.twilio.com', `http://127.0.0.1:${apiPort}`) };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return super.request<T>(local as any);
  }
}

let server: Awaited<ReturnType<typeof startTestServer>>;
let telephony: TwilioTelephony;
/** The model and transcriber (real openai SDK) answer from a local stand-in. */
let stand: StandIns;

beforeAll(async () => {
  await startFakeTwilio();
  stand = await startProviderStandIns();
  telephony = new TwilioTelephony({ accountSid: SID, authToken: TOKEN, fromNumber: FROM, logger: createLogger({ level: 'silent' }), httpClient: new LocalTwilioClient() });
  server = await startTestServer({
    // A dropped stream may come back for 1.5 s here (20 s in production).
    env: { TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM_NUMBER: FROM, OPENAI_API_KEY: 'sk-test', TRANSCRIBER: 'whisper', CALL_STREAM_RESUME_SECONDS: '1.5' },
    providers: { telephony, voice: new SilentVoice(), brain: new OpenAiBrain({ apiKey: 'sk-test', baseUrl: `${stand.url}/v1`, model: 'gpt-test', transcriptionModel: 'whisper-1' }) },
  });
  // Tuesday 10:00 in New York, inside calling hours at whatever hour the tests run: a call
  // dialled after hours is moved to the morning instead of ringing (call-engine.test.ts).
  server.deps.now = () => new Date('2026-11-24T15:00:00Z');
});
afterAll(async () => {
  await server.close();
  await new Promise((r) => twilioApi.close(r));
  await stand.close();
});

const db = () => server.deps.database.db;

/** Posts a webhook the way Twilio does: form-encoded and signed over the full URL and fields. */
async function webhook(path: string, params: Record<string, string>, opts: { signature?: string; signedParams?: Record<string, string> } = {}) {
  const url = `${server.url}${path}`;
  const signature = opts.signature ?? twilio.getExpectedTwilioSignature(TOKEN, url, opts.signedParams ?? params);
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature }, body: new URLSearchParams(params) });
}

async function placedCall(phone = '+12125550199') {
  const { recipient } = await makeRecipient(db(), { phone });
  const call = await makeCall(db(), recipient.id, { state: 'dialing', dueAt: new Date() });
  const placed = await getCallEngine(server.deps).dial(call);
  return placed!;
}

const row = async (id: string) => (await db().select().from(calls).where(eq(calls.id, id)))[0]!;

/** Waits for what the server does; the deadline only turns a hang into a clear failure. */
async function until(check: () => Promise<boolean> | boolean, ms = 25_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Twilio's side of a media stream: it plays what it is sent (echoing each mark once
 * played, as Twilio does) and sends the caller's audio.
 */
async function openStream(call: { id: string; providerCallId: string | null }, streamSid = 'MZ' + call.id.slice(0, 8)) {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/webhooks/twilio/media`);
  const received: Array<{ event: string; mark?: { name: string } }> = [];
  ws.on('message', (d) => {
    const msg = JSON.parse(String(d)) as { event: string; mark?: { name: string } };
    received.push(msg);
    if (msg.event === 'mark' && ws.readyState === ws.OPEN) ws.send(JSON.stringify({ event: 'mark', streamSid, mark: msg.mark }));
  });
  await new Promise((r) => ws.once('open', r));
  ws.send(JSON.stringify({ event: 'connected', protocol: 'Call', version: '1.0.0' }));
  ws.send(JSON.stringify({ event: 'start', start: { streamSid, callSid: call.providerCallId, customParameters: { callId: call.id, token: mediaTokenFor(server.deps, call.id) } } }));
  return {
    ws,
    received,
    /** The caller says something (the stand-in transcriber hears "I had soup for lunch."). */
    speak: () => {
      for (const payload of utteranceFrames()) ws.send(JSON.stringify({ event: 'media', streamSid, media: { track: 'inbound', payload } }));
    },
    stop: () => {
      ws.send(JSON.stringify({ event: 'stop', streamSid }));
      ws.close();
    },
  };
}

const companionLines = async (id: string) => (await row(id)).transcript.filter((l) => l.speaker === 'companion');

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

describe('answering machines during a live call', () => {
  it('leaves the warm message over the open stream after the beep, records it as voicemail and hangs up', async () => {
    const call = await placedCall();
    const stream = await openStream(call);
    await until(async () => (await companionLines(call.id)).length === 1);
    await webhook(`/api/webhooks/twilio/amd?callId=${call.id}`, { CallSid: call.providerCallId!, AnsweredBy: 'machine_end_beep' });
    await until(async () => (await row(call.id)).state === 'voicemail');
    const done = await row(call.id);
    expect(done.answeredBy).toBe('machine');
    const recipient = (await import('../../db/schema/index.js')).recipients;
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
    expect(lines[2]!.text).toBe('Sorry, I lost you for a moment. What did you have for lunch today?');
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

describe('call-backs: someone rings the Fondly number', () => {
  let inboundSeq = 0;
  /** Twilio knows the inbound call (the reconciler and the hang-up check ask it). */
  function inboundSid() {
    const sid = `CA${String(9_000 + ++inboundSeq).padStart(32, '0')}`;
    fake.calls.set(sid, { sid, status: 'in-progress', duration: null, answered_by: null, params: {}, updates: [] });
    return sid;
  }

  it('puts a known recipient through to the companion, who greets her by name, and records the call when she hangs up', async () => {
    const { recipient } = await makeRecipient(db(), { phone: '+13055550142', name: 'Rose' });
    const sid = inboundSid();
    const res = await webhook('/api/webhooks/twilio/inbound', { CallSid: sid, From: '+13055550142', To: FROM, Direction: 'inbound' });
    const xml = await res.text();
    expect(xml).toContain('<Connect><Stream');
    const callId = /name="callId" value="([0-9a-f-]{36})"/.exec(xml)![1]!;
    const call = await row(callId);
    expect(call).toMatchObject({ recipientId: recipient.id, origin: 'inbound', providerCallId: sid });
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
      const res = await webhook('/api/webhooks/twilio/inbound', { CallSid: inboundSid(), From: '+13055550143', To: FROM, Direction: 'inbound' });
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
});
