/**
 * The telephony port (docs/decisions/011-call-lifecycle.md). Two adapters: Twilio (real
 * calls, signed webhooks, media over a WebSocket) and the simulated phone (the embedded
 * default: calls ring on /admin/phone, or a scripted test recipient answers).
 *
 * Provider events come back in two ways: Twilio posts webhooks (api/src/calls/routes/
 * twilio-webhooks.ts); the simulated phone calls the handlers set with `setHandlers`.
 * Both end in the same call-engine functions.
 */
import type { CallChannel } from '../../calls/index.js';

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

export interface Telephony {
  readonly kind: 'twilio' | 'local';
  placeCall(req: PlaceCallRequest): Promise<{ providerCallId: string }>;
  /** The provider's own record of a call, or null when it has none (the reconciler asks). */
  fetchCall(providerCallId: string): Promise<ProviderCallRecord | null>;
  hangup(providerCallId: string): Promise<void>;
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
}
