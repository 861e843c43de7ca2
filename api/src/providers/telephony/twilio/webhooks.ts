import type { Context } from 'hono';
import type { AppEnv } from '../../../context.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { createRouter, documentRoute, type Router } from '../../../lib/openapi.js';
import type { ProviderCallStatus } from '../../../calls/pipeline/ports/telephony.js';
import type { TelephonyRouteKit } from '../provider.js';
import { mediaStreamRoute, type OpenStreams } from './media-stream.js';
import { TwilioTelephony } from './telephony.js';
import { alertCallTwiml, conferenceTwiml, connectStreamTwiml, sayAndHangUp } from './twiml.js';

const STATUSES = new Set<ProviderCallStatus>(['queued', 'initiated', 'ringing', 'in-progress', 'completed', 'busy', 'no-answer', 'failed', 'canceled']);
const HANG_UP = '<?xml version="1.0" encoding="UTF-8"?><Response><Hangup/></Response>';

/**
 * Twilio's webhooks (docs/decisions/011-call-lifecycle.md). Each checks X-Twilio-Signature
 * against the exact URL Twilio called and the posted fields; a bad or missing signature is
 * a 403 and changes nothing. Status callbacks are idempotent: the state machine only moves
 * forward, so a repeat finds nothing to do.
 */
export function twilioRoutes(kit: TelephonyRouteKit): Router {
  const router = createRouter();
  documentWebhooks(router);
  const { events, publicUrl } = kit;
  const twilioLine = () => {
    if (!(kit.line instanceof TwilioTelephony)) throw notFound('Twilio is not configured here.');
    return kit.line;
  };

  /** The form fields of a correctly signed request, or a 403. */
  async function signedParams(c: Context<AppEnv>): Promise<{ params: Record<string, string>; callId: string }> {
    const line = twilioLine();
    const form = await c.req.parseBody();
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(form)) if (typeof v === 'string') params[k] = v;
    const url = new URL(c.req.url);
    const signedUrl = `${publicUrl}${url.pathname}${url.search}`;
    const signature = c.req.header('x-twilio-signature') ?? '';
    if (!signature || !line.validSignature(signature, signedUrl, params)) {
      c.var.log.warn({ path: url.pathname }, 'twilio webhook with a bad signature refused');
      throw new AppError(403, 'forbidden', 'Invalid Twilio signature.');
    }
    const callId = url.searchParams.get('callId') ?? '';
    return { params, callId };
  }

  router.post('/webhooks/twilio/status', async (c) => {
    const { params, callId } = await signedParams(c);
    const call = await events.findCall(callId, params.CallSid);
    const status = params.CallStatus as ProviderCallStatus;
    if (call && STATUSES.has(status)) {
      await events.onStatus(call.id, status, {
        durationSeconds: params.CallDuration ? Number(params.CallDuration) : null,
        answeredBy: params.AnsweredBy ?? null,
      });
    }
    // Twilio only needs to hear that it was received; unknown calls are ignored, not retried.
    return c.body(null, 204);
  });

  router.post('/webhooks/twilio/amd', async (c) => {
    const { params, callId } = await signedParams(c);
    const call = await events.findCall(callId, params.CallSid);
    const answeredBy = params.AnsweredBy ?? 'unknown';
    if (call) {
      if (answeredBy.startsWith('machine') || answeredBy === 'fax') await events.machineAnswered(call.id);
      else if (answeredBy === 'human') await events.humanAnswered(call.id);
    }
    return c.body(null, 204);
  });

  const xml = (c: Context<AppEnv>, body: string) => c.body(body, 200, { 'content-type': 'text/xml' });
  /** Connects the call's audio to our media stream, with a per-call token; a dropped stream comes back through /reconnect. */
  const connectTwiml = (callId: string) => {
    const hook = (name: string) => `${publicUrl}/api/webhooks/twilio/${name}?callId=${encodeURIComponent(callId)}`;
    const streamUrl = `${publicUrl.replace(/^http/, 'ws')}/api/webhooks/twilio/media`;
    return connectStreamTwiml(streamUrl, { callId, token: twilioLine().sign(`media:${callId}`) }, { statusCallback: hook('stream-status'), reconnectUrl: hook('reconnect') });
  };

  /** Answer URL. */
  router.post('/webhooks/twilio/voice', async (c) => {
    const { params, callId } = await signedParams(c);
    const call = await events.findCall(callId, params.CallSid);
    if (!call) return xml(c, HANG_UP);
    return xml(c, connectTwiml(call.id));
  });

  /**
   * Twilio comes here when the media stream ended but the call did not (our socket dropped):
   * a call still under way gets a new stream, which resumes the same conversation.
   */
  router.post('/webhooks/twilio/reconnect', async (c) => {
    const { params, callId } = await signedParams(c);
    const call = await events.findCall(callId, params.CallSid);
    if (!call?.underWay) return xml(c, HANG_UP);
    c.var.log.info({ callId: call.id }, 'media stream dropped: reconnecting');
    return xml(c, connectTwiml(call.id));
  });

  /** An alert call's webhooks carry its id and a token only we can make; the CallSid must be the one we placed. */
  async function knownAlertCall(c: Context<AppEnv>, callSid: string | undefined) {
    const url = new URL(c.req.url);
    const id = Number(url.searchParams.get('id'));
    if (!Number.isInteger(id) || id <= 0) return null;
    if (!twilioLine().validToken(url.searchParams.get('token') ?? '', `alert-call:${id}`)) return null;
    return events.findAlertCall(id, callSid);
  }

  /** An alert call to a family member: its progress (answered, ended) moves the phone ladder. */
  router.post('/webhooks/twilio/alert-call/status', async (c) => {
    const { params } = await signedParams(c);
    const row = await knownAlertCall(c, params.CallSid);
    const status = params.CallStatus as ProviderCallStatus;
    if (row && STATUSES.has(status)) await events.onAlertCall(row.id, { status });
    return c.body(null, 204);
  });

  /** A key on an alert call: 1 joins her call (both calls meet in one room); otherwise what to do. */
  router.post('/webhooks/twilio/alert-call/key', async (c) => {
    const { params } = await signedParams(c);
    const row = await knownAlertCall(c, params.CallSid);
    if (!row) return xml(c, HANG_UP);
    const answer = await events.onAlertCall(row.id, { digit: params.Digits ?? '' });
    // Another key: ask once more (Twilio signs the same address again).
    if (!answer) return xml(c, alertCallTwiml('To be connected now, press 1.', `${publicUrl}${new URL(c.req.url).pathname}${new URL(c.req.url).search}`));
    return xml(c, answer.room ? conferenceTwiml(answer.room, answer.say) : sayAndHangUp(answer.say));
  });

  /**
   * The Fondly number's Voice URL: someone rang us. A known recipient may reach the companion
   * (calls/lifecycle/call-backs.ts); everyone else hears a short message.
   */
  router.post('/webhooks/twilio/inbound', async (c) => {
    const { params } = await signedParams(c);
    // StirVerstat: the carrier's STIR/SHAKEN verdict on the caller ID (absent when it gives none).
    const answer = await events.inbound({ from: params.From ?? '', providerCallId: params.CallSid ?? '', verification: params.StirVerstat ?? null });
    if (answer.kind === 'converse') return xml(c, connectTwiml(answer.callId));
    return xml(c, sayAndHangUp(answer.text));
  });

  /** The media streams open in this process, by StreamSid. */
  const streams: OpenStreams = new Map();

  /**
   * The <Stream> status callback: a stream Twilio reports stopped or failed is lost (even if
   * our socket has not noticed yet) until a new one comes back. Only that stream: a late
   * report about a stream already replaced changes nothing.
   */
  router.post('/webhooks/twilio/stream-status', async (c) => {
    const { params, callId } = await signedParams(c);
    const call = await events.findCall(callId, params.CallSid);
    if (call && (params.StreamEvent === 'stream-stopped' || params.StreamEvent === 'stream-error')) {
      if (params.StreamEvent === 'stream-error') c.var.log.warn({ callId: call.id, error: params.StreamError }, 'media stream error');
      streams.get(params.StreamSid ?? '')?.stopped();
    }
    return c.body(null, 204);
  });

  mediaStreamRoute(router, kit, streams);
  return router;
}

function documentWebhooks(router: Router) {
  const signedForm = 'Form fields as Twilio posts them, signed with X-Twilio-Signature over the exact URL.';
  const webhooks: Array<[path: string, summary: string, answer: 'twiml' | 'none']> = [
    ['status', 'Call status callback: the call moves forward in its lifecycle (idempotent)', 'none'],
    ['amd', 'Answering-machine detection result for a placed call', 'none'],
    ['voice', "Answer URL: connects the call's media stream to the companion", 'twiml'],
    ['reconnect', 'The media stream dropped but the call did not: a new stream resumes the conversation', 'twiml'],
    ['alert-call/status', "Status of a call to a family member's mobile (the alert ladder)", 'none'],
    ['alert-call/key', 'A key pressed on an alert call: 1 joins her call', 'twiml'],
    ['inbound', "Fondly's number was called: a known recipient may reach the companion", 'twiml'],
    ['stream-status', 'Media stream status callback', 'none'],
  ];
  for (const [path, summary, answer] of webhooks) {
    documentRoute(router, {
      method: 'post',
      path: `/webhooks/twilio/${path}`,
      tags: ['twilio webhooks'],
      summary,
      description: signedForm,
      responses: {
        ...(answer === 'twiml' ? { 200: { description: 'TwiML', contentType: 'text/xml' } } : { 204: { description: 'Noted' } }),
        403: { description: 'Missing or bad X-Twilio-Signature; nothing changed.' },
      },
    });
  }
  documentRoute(router, {
    method: 'get',
    path: '/webhooks/twilio/media',
    tags: ['twilio webhooks'],
    summary: "WebSocket: Twilio's media stream (8 kHz mu-law both ways), authorised by a per-call token",
    responses: { 101: { description: 'Switching protocols' } },
  });
}
