/**
 * The telephony port (docs/decisions/011-call-lifecycle.md). Each provider is one folder under
 * api/src/providers/telephony/ (Twilio: real calls, signed webhooks, media over a WebSocket; the
 * simulated phone: the embedded default, calls ring on /admin/phone or a scripted test
 * recipient answers), registered by one line in providers/telephony/registered.ts.
 *
 * Provider events come back in two ways: a line inside this process calls the handlers the call
 * engine sets with `setHandlers`; a provider's own HTTP endpoints (webhooks, media streams, a
 * handset) call `TelephonyEvents`, which calls/routes/telephony.ts builds from the call
 * lifecycle. Both end in the same call-engine functions.
 */
import type { CallChannel } from '../conversation/channel.js';

/** The statuses a provider reports, Twilio's vocabulary. */
export type ProviderCallStatus =
  | 'queued'
  | 'initiated'
  | 'ringing'
  | 'in-progress'
  | 'completed'
  | 'busy'
  | 'no-answer'
  | 'failed'
  | 'canceled';

export interface PlaceCallRequest {
  callId: string;
  /** E.164. */
  to: string;
  recipientName: string;
  /** Our public base URL, for Twilio's webhooks and media stream. */
  publicUrl: string;
  /** A per-call secret the media stream must present (Twilio sends it back as a stream parameter). */
  mediaToken: string;
  /** Plain announcement instead of a conversation (the /api/test/twilio check). */
  announcement?: string;
}

/** A live call whose process died, to be connected to our media stream again. */
export interface ResumeCallRequest {
  callId: string;
  providerCallId: string;
  publicUrl: string;
  mediaToken: string;
}

/** An urgent alert's phone call to a family member (the ladder: api/src/calls/alert-calls.ts). */
export interface AlertCallRequest {
  alertCallId: number;
  /** E.164. */
  to: string;
  /** Said when they answer, ending with what to press (or whom to call). */
  message: string;
  publicUrl: string;
  /** Signs the alert call's webhooks (Twilio sends it back). */
  token: string;
}

/** What an alert call says after a key: words, and the room to join when she is still on the line. */
export interface AlertCallAnswer {
  say: string;
  room?: string;
}

export interface ProviderCallRecord {
  status: ProviderCallStatus;
  durationSeconds: number | null;
  answeredBy: string | null;
}

export interface TelephonyHandlers {
  /** A status change, keyed by our call id. */
  onStatus(callId: string, status: ProviderCallStatus, extra: { answeredBy?: string | null; durationSeconds?: number | null }): Promise<void>;
  /** The simulated phone was answered by a person: the conversation runs over this channel. */
  onConnected(callId: string, channel: CallChannel): Promise<void>;
  /** An alert call to a family member: answered, ended (status) or a key pressed; returns what to say after a key. */
  onAlertCall?(alertCallId: number, event: { status: ProviderCallStatus } | { digit: string }): Promise<AlertCallAnswer | null>;
}

/** Our call as a provider's endpoints may know it. */
export interface LineCall {
  id: string;
  /** Still ringing or under way: a media stream that dropped may come back. */
  underWay: boolean;
}

/** What to do with someone who rang our number: put them through to the companion, or say something. */
export type InboundAnswer = { kind: 'converse'; callId: string } | { kind: 'message'; text: string };

/**
 * What a provider's HTTP endpoints (webhooks, media streams, the operator's handset) ask of the
 * call wing. Providers sit below the call lifecycle, so they are handed this, built from it in
 * calls/routes/telephony.ts. A webhook is believed only for a call `findCall` recognises.
 */
export interface TelephonyEvents extends Required<TelephonyHandlers> {
  /** Our call with this id, when the provider's id for it is the one it gave us at placing; else null. */
  findCall(callId: string, providerCallId: string | undefined): Promise<LineCall | null>;
  /** Answering-machine detection: a machine (the companion leaves the message) or a person. */
  machineAnswered(callId: string): Promise<void>;
  humanAnswered(callId: string): Promise<void>;
  /** A call's media stream ended; the call may have too (asked of the provider's record). */
  streamEnded(callId: string, providerCallId: string): Promise<void>;
  /**
   * Someone rang our number. `verification`: what the carrier says of the caller ID (Twilio's
   * StirVerstat, e.g. 'TN-Validation-Passed-A'), absent when it says nothing.
   */
  inbound(input: { from: string; providerCallId: string; verification?: string | null }): Promise<InboundAnswer>;
  /** The alert call with this id, when the provider's id for it is the one it gave us; else null. */
  findAlertCall(alertCallId: number, providerCallId: string | undefined): Promise<{ id: number } | null>;
  /** The call wing is listening to this process's line (the simulated handset needs it before a call is answered). */
  listen(): void;
}

export interface Telephony {
  /** 'local': the line lives inside this process (nothing leaves the machine); 'twilio': a carrier outside. */
  readonly kind: 'twilio' | 'local';
  placeCall(req: PlaceCallRequest): Promise<{ providerCallId: string }>;
  /** The provider's own record of a call, or null when it has none (the reconciler asks). */
  fetchCall(providerCallId: string): Promise<ProviderCallRecord | null>;
  hangup(providerCallId: string): Promise<void>;
  /**
   * The process that ran this answered call died (its lease lapsed, calls/lifecycle/leases.ts):
   * connect her line to us again, as the reconnect path does (Twilio: the live call is redirected
   * to our stream's instructions; the simulated phone: its line is handed to this process's
   * engine). False when this line cannot reach the call (it is not live here).
   */
  resumeCall(req: ResumeCallRequest): Promise<boolean>;
  /** Answering machine: speak a short message, then hang up. */
  leaveVoicemail(providerCallId: string, message: string): Promise<void>;
  /** For alerts to families (distress SMS when Twilio is configured). */
  sendSms(to: string, body: string): Promise<{ id: string }>;
  /** Rings a family member with an urgent alert; pressing 1 reaches `onAlertCall`. */
  placeAlertCall(req: AlertCallRequest): Promise<{ providerCallId: string }>;
  /**
   * A family member joins her call (a warm transfer): both calls meet in one room, and the
   * companion's media leaves. `familyProviderCallId` is the family member's call.
   */
  joinCall(recipientProviderCallId: string, familyProviderCallId: string, room: string): Promise<void>;
  setHandlers(handlers: TelephonyHandlers): void;
  /**
   * A token only this line can make (an HMAC under the provider's own secret) for `subject`:
   * media streams and alert-call webhooks carry it back, so no one else's secret is read.
   */
  sign(subject: string): string;
}
