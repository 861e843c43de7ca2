/**
 * The telephony port (docs/decisions/011-call-lifecycle.md). Two adapters: Twilio (real
 * calls, signed webhooks, media over a WebSocket) and the simulated phone (the embedded
 * default: calls ring on /admin/phone, or a scripted test recipient answers).
 *
 * Provider events come back in two ways: Twilio posts webhooks (api/src/routes/
 * twilio-webhooks.ts); the simulated phone calls the handlers set with `setHandlers`.
 * Both end in the same call-engine functions.
 */
import type { CallChannel } from '../../calls/conversation/channel.js';

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
  setHandlers(handlers: TelephonyHandlers): void;
}
