import { createServer, type IncomingMessage, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { getCallEngine, mediaTokenFor } from '../../../calls/lifecycle/call-engine.js';
import { makeCall, makeRecipient } from '../../../calls/lifecycle/test-fixtures.js';
import { calls } from '../../../db/schema/index.js';
import { createLogger } from '../../../lib/logger.js';
import { TwilioTelephony } from './telephony.js';
import { SilentVoice } from '../../voice/local.js';
import { startTestServer } from '../../../testing/test-server.js';
import { utteranceFrames } from '../../../testing/media-frames.js';
import { startProviderStandIns, type StandIns } from '../../../testing/provider-stand-ins.js';
import { OpenAiBrain } from '../../brain/real.js';

export const SID = 'AC' + '0123456789abcdef'.repeat(2);
export const TOKEN = 'twilio-test-auth-token-0123456789';
export const FROM = '+12125550000';

/** A local stand-in for api.twilio.com: records requests and answers like Twilio does. */
interface FakeCall {
  sid: string;
  status: string;
  duration: string | null;
  answered_by: string | null;
  params: Record<string, string>;
  updates: Array<Record<string, string>>;
}
export const fake = { calls: new Map<string, FakeCall>(), messages: [] as Array<Record<string, string>>, seq: 0 };
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

export let server: Awaited<ReturnType<typeof startTestServer>>;
export let telephony: TwilioTelephony;
/** The model and transcriber (real openai SDK) answer from a local stand-in. */
export let stand: StandIns;

/** A test server whose line is Twilio (the real SDK against the stand-in), started for the file that calls this. */
export function useTwilioTestServer(env: Record<string, string> = {}) {
  beforeAll(async () => {
    await startFakeTwilio();
    stand = await startProviderStandIns();
    telephony = new TwilioTelephony({ accountSid: SID, authToken: TOKEN, fromNumber: FROM, logger: createLogger({ level: 'silent' }), httpClient: new LocalTwilioClient() });
    server = await startTestServer({
      // A dropped stream may come back for 1.5 s here (20 s in production).
      env: { TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM_NUMBER: FROM, OPENAI_API_KEY: 'sk-test', TRANSCRIBER: 'whisper', CALL_STREAM_RESUME_SECONDS: '1.5', ...env },
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
}

export const db = () => server.deps.database.db;

/** Posts a webhook the way Twilio does: form-encoded and signed over the full URL and fields. */
export async function webhook(path: string, params: Record<string, string>, opts: { signature?: string; signedParams?: Record<string, string> } = {}) {
  const url = `${server.url}${path}`;
  const signature = opts.signature ?? twilio.getExpectedTwilioSignature(TOKEN, url, opts.signedParams ?? params);
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature }, body: new URLSearchParams(params) });
}

export async function placedCall(phone = '+12125550199') {
  const { recipient } = await makeRecipient(db(), { phone });
  const call = await makeCall(db(), recipient.id, { state: 'dialing', dueAt: new Date() });
  const placed = await getCallEngine(server.deps).dial(call);
  return placed!;
}

export const row = async (id: string) => (await db().select().from(calls).where(eq(calls.id, id)))[0]!;

/** Waits for what the server does; the deadline only turns a hang into a clear failure. */
export async function until(check: () => Promise<boolean> | boolean, ms = 25_000) {
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
export async function openStream(call: { id: string; providerCallId: string | null }, streamSid = 'MZ' + call.id.slice(0, 8)) {
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

export const companionLines = async (id: string) => (await row(id)).transcript.filter((l) => l.speaker === 'companion');
