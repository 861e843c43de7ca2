import { createHmac, timingSafeEqual } from 'node:crypto';
import twilio from 'twilio';
import { maskPhone, type Logger } from '../../../lib/logger.js';
import type { AlertCallRequest, PlaceCallRequest, ResumeCallRequest, ProviderCallRecord, ProviderCallStatus, Telephony, TelephonyHandlers } from '../../../calls/pipeline/ports/telephony.js';
import { alertCallTwiml, conferenceTwiml, sayAndHangUp } from './twiml.js';

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

  constructor(private readonly opts: TwilioOptions) {
    this.client = twilio(opts.accountSid, opts.authToken, opts.httpClient ? { httpClient: opts.httpClient } : {});
  }

  /** Signed with the auth token: any process of ours can check what another signed, nobody else can make it. */
  sign(subject: string): string {
    return createHmac('sha256', this.opts.authToken).update(subject).digest('base64url');
  }

  /** Whether `token` is what `sign(subject)` makes, compared in constant time. */
  validToken(token: string, subject: string): boolean {
    const given = Buffer.from(token);
    const expected = Buffer.from(this.sign(subject));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Whether a webhook really comes from Twilio: its signature over the exact URL and the posted fields. */
  validSignature(signature: string, url: string, params: Record<string, string>): boolean {
    return twilio.validateRequest(this.opts.authToken, signature, url, params);
  }

  /** Twilio's events come through its webhooks (webhooks.ts), which are handed the call wing's events. */
  setHandlers(_handlers: TelephonyHandlers) {}

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

  /** The live call is sent to our reconnect webhook, which answers with a new media stream (webhooks.ts). */
  async resumeCall(req: ResumeCallRequest): Promise<boolean> {
    const url = `${req.publicUrl}/api/webhooks/twilio/reconnect?callId=${encodeURIComponent(req.callId)}`;
    try {
      await this.client.calls(req.providerCallId).update({ url, method: 'POST' });
      return true;
    } catch (err) {
      // Ended meanwhile (21220: not in progress) or unknown: nothing to resume.
      if ((err as { status?: number }).status === 404 || (err as { code?: number }).code === 21220) return false;
      throw err;
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
