import twilio from 'twilio';
import { maskPhone, type Logger } from '../../lib/logger.js';
import type { AlertCallRequest, PlaceCallRequest, ProviderCallRecord, ProviderCallStatus, Telephony, TelephonyHandlers } from './port.js';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  fromNumber: string;
  logger: Logger;
  /** For tests: a client that sends the SDK's requests to a local server standing in for api.twilio.com. */
  httpClient?: twilio.RequestClient;
}

/** A phone line can hold a call at most this long: Twilio itself ends it, whatever our servers do. */
export const TWILIO_TIME_LIMIT_SECONDS = 15 * 60 + 30;
const RING_SECONDS = 40;

/**
 * Real calls through Twilio (docs/decisions/011-call-lifecycle.md): REST to place and
 * steer calls, status callbacks and asynchronous answering-machine detection as signed
 * webhooks, and the conversation over a bidirectional Media Stream.
 */
export class TwilioTelephony implements Telephony {
  readonly kind = 'twilio' as const;
  private readonly client: twilio.Twilio;
  private handlers: TelephonyHandlers | null = null;

  constructor(private readonly opts: TwilioOptions) {
    this.client = twilio(opts.accountSid, opts.authToken, opts.httpClient ? { httpClient: opts.httpClient } : {});
  }

  get authToken() {
    return this.opts.authToken;
  }

  setHandlers(handlers: TelephonyHandlers) {
    this.handlers = handlers;
  }

  get eventHandlers() {
    return this.handlers;
  }

  async placeCall(req: PlaceCallRequest) {
    const hook = (name: string) => `${req.publicUrl}/api/webhooks/twilio/${name}?callId=${encodeURIComponent(req.callId)}`;
    const answer = req.announcement
      ? { twiml: sayAndHangUp(req.announcement) }
      : { url: hook('voice'), method: 'POST' };
    const call = await this.client.calls.create({
      to: req.to,
      from: this.opts.fromNumber,
      ...answer,
      statusCallback: hook('status'),
      statusCallbackMethod: 'POST',
      statusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
      // Answering machines are told apart while the call already runs, so a person hears us at once.
      machineDetection: 'DetectMessageEnd',
      asyncAmd: 'true',
      asyncAmdStatusCallback: hook('amd'),
      asyncAmdStatusCallbackMethod: 'POST',
      timeout: RING_SECONDS,
      timeLimit: TWILIO_TIME_LIMIT_SECONDS,
    });
    this.opts.logger.info({ callId: req.callId, to: maskPhone(req.to), callSid: call.sid }, 'twilio: call created');
    return { providerCallId: call.sid };
  }

  async fetchCall(providerCallId: string): Promise<ProviderCallRecord | null> {
    try {
      const call = await this.client.calls(providerCallId).fetch();
      return {
        status: call.status as ProviderCallStatus,
        durationSeconds: call.duration ? Number(call.duration) : null,
        answeredBy: call.answeredBy ?? null,
      };
    } catch (err) {
      if ((err as { status?: number }).status === 404) return null;
      throw err;
    }
  }

  async hangup(providerCallId: string) {
    try {
      await this.client.calls(providerCallId).update({ status: 'completed' });
    } catch (err) {
      // A call that already ended cannot be hung up; that is fine.
      if ((err as { status?: number }).status !== 404 && (err as { code?: number }).code !== 21220) throw err;
    }
  }

  async leaveVoicemail(providerCallId: string, message: string) {
    await this.client.calls(providerCallId).update({ twiml: sayAndHangUp(message) });
  }

  async sendSms(to: string, body: string) {
    const msg = await this.client.messages.create({ to, from: this.opts.fromNumber, body });
    return { id: msg.sid };
  }

  async placeAlertCall(req: AlertCallRequest) {
    const hook = (name: string) => `${req.publicUrl}/api/webhooks/twilio/alert-call/${name}?id=${req.alertCallId}&token=${encodeURIComponent(req.token)}`;
    const call = await this.client.calls.create({
      to: req.to,
      from: this.opts.fromNumber,
      twiml: alertCallTwiml(req.message, hook('key')),
      statusCallback: hook('status'),
      statusCallbackMethod: 'POST',
      statusCallbackEvent: ['ringing', 'answered', 'completed'],
      timeout: 55,
    });
    this.opts.logger.info({ alertCallId: req.alertCallId, to: maskPhone(req.to), callSid: call.sid }, 'twilio: alert call created');
    return { providerCallId: call.sid };
  }

  async joinCall(recipientProviderCallId: string, _familyProviderCallId: string, room: string) {
    // Her call leaves the media stream for the room; the family member's key webhook answers with the same room.
    await this.client.calls(recipientProviderCallId).update({ twiml: conferenceTwiml(room) });
  }
}

/** The alert call: the message (twice, for a moment's confusion), waiting for a key after each. */
export function alertCallTwiml(message: string, keyUrl: string): string {
  const response = new twilio.twiml.VoiceResponse();
  for (let i = 0; i < 2; i++) {
    const gather = response.gather({ numDigits: 1, action: keyUrl, method: 'POST', timeout: 8 });
    gather.say({ voice: 'Polly.Joanna' }, message);
  }
  response.say({ voice: 'Polly.Joanna' }, 'Goodbye.');
  return response.toString();
}

/** Both sides of a warm transfer meet here. */
export function conferenceTwiml(room: string, say?: string): string {
  const response = new twilio.twiml.VoiceResponse();
  if (say) response.say({ voice: 'Polly.Joanna' }, say);
  response.dial().conference({ beep: 'false', startConferenceOnEnter: true, endConferenceOnExit: false }, room);
  return response.toString();
}

export function sayAndHangUp(message: string): string {
  const response = new twilio.twiml.VoiceResponse();
  response.pause({ length: 1 });
  response.say({ voice: 'Polly.Joanna' }, message);
  response.hangup();
  return response.toString();
}

/**
 * The answer webhook's TwiML: connect the call's audio to our media stream. Twilio reports
 * the stream's life to `statusCallback`; when the stream ends while the call goes on (our
 * socket dropped), Twilio moves to the next verb, a redirect to `reconnectUrl`, which
 * connects a new stream to the same conversation.
 */
export function connectStreamTwiml(streamUrl: string, params: Record<string, string>, opts: { statusCallback?: string; reconnectUrl?: string } = {}): string {
  const response = new twilio.twiml.VoiceResponse();
  const stream = response.connect().stream({ url: streamUrl, ...(opts.statusCallback ? { statusCallback: opts.statusCallback, statusCallbackMethod: 'POST' } : {}) });
  for (const [name, value] of Object.entries(params)) stream.parameter({ name, value });
  if (opts.reconnectUrl) response.redirect({ method: 'POST' }, opts.reconnectUrl);
  return response.toString();
}

export function validateTwilioSignature(authToken: string, signature: string, url: string, params: Record<string, string>): boolean {
  return twilio.validateRequest(authToken, signature, url, params);
}
