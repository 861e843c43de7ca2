import { createServer, type IncomingMessage, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { getCallEngine, mediaTokenFor } from '../calls/call-engine.js';
import { makeCall, makeRecipient } from '../calls/test-fixtures.js';
import { calls, notificationEvents } from '../db/schema/index.js';
import { createLogger } from '../lib/logger.js';
import { TwilioTelephony } from '../providers/telephony/real.js';
import { SilentVoice } from '../providers/voice/local.js';
import { startTestServer } from '../testing/test-server.js';

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

beforeAll(async () => {
  await startFakeTwilio();
  telephony = new TwilioTelephony({ accountSid: SID, authToken: TOKEN, fromNumber: FROM, logger: createLogger({ level: 'silent' }), httpClient: new LocalTwilioClient() });
  server = await startTestServer({
    env: { TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM_NUMBER: FROM },
    providers: { telephony, voice: new SilentVoice() },
  });
  // Tuesday 10:00 in New York, inside calling hours at whatever hour the tests run: a call
  // dialled after hours is moved to the morning instead of ringing (call-engine.test.ts).
  server.deps.now = () => new Date('2026-11-24T15:00:00Z');
});
afterAll(async () => {
  await server.close();
  await new Promise((r) => twilioApi.close(r));
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

  it('answers with TwiML that connects the call to our media stream with a per-call token', async () => {
    const call = await placedCall();
    const res = await webhook(`/api/webhooks/twilio/voice?callId=${call.id}`, { CallSid: call.providerCallId!, CallStatus: 'in-progress' });
    const xml = await res.text();
    expect(res.headers.get('content-type')).toContain('text/xml');
    expect(xml).toContain(`<Stream url="${server.url.replace('http', 'ws')}/api/webhooks/twilio/media">`);
    expect(xml).toContain(`<Parameter name="callId" value="${call.id}"/>`);
    expect(xml).toContain(`<Parameter name="token" value="${mediaTokenFor(server.deps, call.id)}"/>`);
  });

  it('speaks the opening over the media stream, and ends the call when the stream stops', async () => {
    const call = await placedCall();
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/webhooks/twilio/media`);
    const received: Array<{ event: string; mark?: { name: string } }> = [];
    ws.on('message', (d) => received.push(JSON.parse(String(d))));
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify({ event: 'connected', protocol: 'Call', version: '1.0.0' }));
    ws.send(JSON.stringify({ event: 'start', start: { streamSid: 'MZ1', callSid: call.providerCallId, customParameters: { callId: call.id, token: mediaTokenFor(server.deps, call.id) } } }));
    const end = Date.now() + 25_000;
    while (!received.some((m) => m.event === 'mark') && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(received.find((m) => m.event === 'mark')).toBeTruthy();
    expect((await row(call.id)).state).toBe('in_progress');
    ws.send(JSON.stringify({ event: 'stop', streamSid: 'MZ1' }));
    ws.close();
    const until = Date.now() + 25_000;
    while ((await row(call.id)).state === 'in_progress' && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    const done = await row(call.id);
    expect(done.state).toBe('completed');
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

describe('reconciling with Twilio’s record', () => {
  it('completes a call stuck in progress from Twilio’s own record when its worker died', async () => {
    const call = await placedCall();
    const fakeCall = fake.calls.get(call.providerCallId!)!;
    fakeCall.status = 'completed';
    fakeCall.duration = '305';
    await db().update(calls).set({ state: 'in_progress', answeredAt: new Date(Date.now() - 400_000), deadlineAt: new Date(Date.now() - 1000), lockedBy: 'dead' }).where(eq(calls.id, call.id));
    await getCallEngine(server.deps).reconcileStuckCalls('rescuer');
    const done = await row(call.id);
    expect(done.state).toBe('completed');
    expect(done.durationSeconds).toBe(305);
  });
});
