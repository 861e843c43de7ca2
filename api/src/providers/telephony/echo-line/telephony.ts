import { randomUUID } from 'node:crypto';
import type { AlertCallRequest, PlaceCallRequest, ProviderCallRecord, Telephony, TelephonyHandlers } from '../../../calls/pipeline/ports/telephony.js';
import type { Logger } from '../../../lib/logger.js';
import { EchoLineCarrier } from './carrier.js';
import { sign, validSignature } from './protocol.js';

export interface EchoLineOptions {
  logger: Logger;
  /** Shared with the carrier: it signs its events with it, and this line signs its tokens. */
  secret: string;
  /** How long a call rings before she answers. */
  ringMs?: number;
}

/**
 * Echo Line: a second simulated carrier (docs/engineering.md, "A telephony provider"). Its
 * events arrive over HTTP like a real carrier's, as signed JSON, and its media is 16-bit PCM;
 * nothing leaves the machine.
 */
export class EchoLineTelephony implements Telephony {
  readonly kind = 'local' as const;
  readonly carrier: EchoLineCarrier;
  readonly sentSms: Array<{ id: string; to: string; body: string }> = [];

  constructor(private readonly opts: EchoLineOptions) {
    this.carrier = new EchoLineCarrier({ secret: opts.secret, logger: opts.logger, ringMs: opts.ringMs ?? 500 });
  }

  get secret() {
    return this.opts.secret;
  }

  /** Its events come through its webhook (routes.ts), not through handlers. */
  setHandlers(_handlers: TelephonyHandlers) {}

  sign(subject: string): string {
    return sign(this.opts.secret, subject);
  }

  /** Whether `token` is what `sign(subject)` makes, compared in constant time. */
  validToken(token: string, subject: string): boolean {
    return validSignature(this.opts.secret, subject, token);
  }

  async placeCall(req: PlaceCallRequest) {
    return { providerCallId: this.carrier.place({ callId: req.callId, to: req.to, publicUrl: req.publicUrl, token: req.mediaToken }) };
  }

  async fetchCall(providerCallId: string): Promise<ProviderCallRecord | null> {
    const call = this.carrier.calls.get(providerCallId);
    if (!call) return null;
    return { status: call.status, answeredBy: call.answeredAt ? 'human' : null, durationSeconds: call.answeredAt ? Math.round(((call.endedAt ?? Date.now()) - call.answeredAt) / 1000) : null };
  }

  async hangup(providerCallId: string) {
    const call = this.carrier.calls.get(providerCallId);
    if (call) await this.carrier.end(call, 'completed');
  }

  /** Echo Line's carrier ends a call whose media socket closed: there is never a live call left to resume. */
  async resumeCall(): Promise<boolean> {
    return false;
  }

  /** Echo Line's far end is always a person: a message for a machine just ends the call. */
  async leaveVoicemail(providerCallId: string, _message: string) {
    await this.hangup(providerCallId);
  }

  async sendSms(to: string, body: string) {
    const sms = { id: `ELSM${randomUUID().replace(/-/g, '')}`, to, body };
    this.sentSms.push(sms);
    return { id: sms.id };
  }

  /** Family members are not on Echo Line: an alert call rings unanswered until the ladder moves on. */
  async placeAlertCall(_req: AlertCallRequest) {
    return { providerCallId: `ELAC${randomUUID().replace(/-/g, '')}` };
  }

  async joinCall(recipientProviderCallId: string) {
    await this.hangup(recipientProviderCallId);
  }
}
