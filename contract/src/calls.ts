import { z } from 'zod';
import { lineText, multilineText } from './text.js';

/**
 * The call engine's browser-safe contract: what the dashboard lists, what the operator
 * pages read, and the /api/test/* request and result shapes (spec section 7).
 */
export const CALL_STATE_VALUES = [
  'scheduled',
  'dialing',
  'ringing',
  'in_progress',
  'completed',
  'no_answer',
  'busy',
  'voicemail',
  'failed',
  'canceled',
] as const;
export const callStateSchema = z.enum(CALL_STATE_VALUES);
export type CallStateValue = z.infer<typeof callStateSchema>;

export const upcomingCallSchema = z.object({
  id: z.string(),
  dueAt: z.string(),
  origin: z.string(),
  attempt: z.number().int(),
});
export type UpcomingCall = z.infer<typeof upcomingCallSchema>;

export const callHistoryItemSchema = z.object({
  id: z.string(),
  state: callStateSchema,
  dueAt: z.string(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  attempt: z.number().int(),
  flags: z.array(z.object({ kind: z.enum(['distress', 'opt-out', 'note', 'consent', 'recording-consent']), category: z.string(), utterance: z.string(), at: z.string() })),
  transcriptLines: z.number().int(),
});
export type CallHistoryItem = z.infer<typeof callHistoryItemSchema>;

/** Where one reply's time went, ms after the end of her speech (a line that listens to audio). */
export const turnLatencySchema = z.object({
  transcript: z.number(),
  decided: z.number(),
  firstToken: z.number().nullable(),
  firstAudio: z.number().nullable(),
  firstSentencePlayed: z.number().nullable(),
});
export type TurnLatencyView = z.infer<typeof turnLatencySchema>;

/** One live or recent call on the operator's board. */
export const boardCallSchema = z.object({
  id: z.string(),
  recipientName: z.string(),
  phone: z.string(),
  state: callStateSchema,
  origin: z.string(),
  attempt: z.number().int(),
  dueAt: z.string(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  failureReason: z.string().nullable(),
  answeredBy: z.string().nullable(),
  flags: z.array(z.object({ kind: z.enum(['distress', 'opt-out', 'note', 'consent', 'recording-consent']), category: z.string(), utterance: z.string(), at: z.string() })),
  steps: z.array(z.object({ state: callStateSchema, at: z.string(), note: z.string().optional() })),
  transcript: z.array(z.object({ speaker: z.enum(['companion', 'recipient']), text: z.string(), at: z.string(), latency: turnLatencySchema.optional() })),
});
export type BoardCall = z.infer<typeof boardCallSchema>;

export const callsBoardSchema = z.object({
  live: z.array(boardCallSchema),
  recent: z.array(boardCallSchema),
  counts: z.record(z.string(), z.number().int()),
  telephony: z.enum(['twilio', 'local']),
});
export type CallsBoard = z.infer<typeof callsBoardSchema>;

/** GET /api/calls/provider-health: each real provider's circuit breaker in the process that answers. */
export const providerHealthSchema = z.object({
  providers: z.array(
    z.object({
      role: z.enum(['model', 'voice', 'transcriber']),
      provider: z.string(),
      state: z.enum(['healthy', 'degraded']),
      consecutiveFailures: z.number().int(),
      failures: z.number().int(),
      fallbacks: z.number().int(),
      successes: z.number().int(),
      lastFailure: z.object({ at: z.string(), reason: z.string() }).nullable(),
      degradedSince: z.string().nullable(),
    }),
  ),
  /** What stands in when a provider fails: always the embedded companion, offline voice, "say that again". */
  embedded: z.object({ brain: z.enum(['openai', 'local']), voice: z.enum(['elevenlabs', 'local']) }),
});
export type ProviderHealthReport = z.infer<typeof providerHealthSchema>;

// --- /api/test/* (operator-only: they place real phone calls) -----------------------------

/** The spec: "Test buttons need a phone number (plus sign followed by digits)". */
export const TEST_PHONE_MESSAGE = 'Please enter a phone number starting with + followed by digits, e.g. +15551234567';
const testPhone = lineText({ error: TEST_PHONE_MESSAGE })
  .regex(/^\+\d{8,15}$/, TEST_PHONE_MESSAGE);

export const voiceTestRequestSchema = z.object({
  text: multilineText({ error: 'Please enter some text to speak' }).min(1, 'Please enter some text to speak').max(1000, 'Please keep the text under 1000 characters'),
  voice: z.enum(['female', 'male'], { error: 'Choose a female or male voice' }).default('female'),
});
export type VoiceTestRequest = z.input<typeof voiceTestRequestSchema>;

/** GET /api/phone/test-numbers: the simulated phone's scripted numbers (recipients and family mobiles). */
export const testNumbersResponseSchema = z.object({
  telephony: z.enum(['twilio', 'local']),
  numbers: z.array(
    z.object({
      phone: z.string(),
      name: z.string(),
      kind: z.enum(['conversation', 'no-answer', 'busy', 'voicemail', 'family']),
    }),
  ),
});
export type TestNumbersResponse = z.infer<typeof testNumbersResponseSchema>;
export type TestNumber = TestNumbersResponse['numbers'][number];

/** GET /api/phone/texts: what the simulated phone sent as SMS (alert texts, confirmation codes), newest first. */
export const sentTextsResponseSchema = z.object({
  texts: z.array(z.object({ id: z.string(), to: z.string(), body: z.string(), at: z.string() })),
});
export type SentTextsResponse = z.infer<typeof sentTextsResponseSchema>;
export type SentText = z.infer<typeof sentTextsResponseSchema>['texts'][number];

export const phoneTestRequestSchema = z.object({ phoneNumber: testPhone });
export type PhoneTestRequest = z.infer<typeof phoneTestRequestSchema>;

export const fullCallFlowRequestSchema = z.object({
  phoneNumber: testPhone,
  recipientName: lineText().min(1, 'Recipient name is required').max(80, 'Please keep the name under 80 characters').default('Friend'),
  topic: lineText().max(120, 'Please keep the topic under 120 characters').default('Childhood memories'),
});
export type FullCallFlowRequest = z.input<typeof fullCallFlowRequestSchema>;

/** The spec's result fields: success, message, error, details, callSid, audioFile, steps. */
export const testResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  error: z.string().optional(),
  details: z.record(z.string(), z.unknown()).optional(),
  callSid: z.string().optional(),
  /** A URL the browser can play (a data: URL of the synthesized audio). */
  audioFile: z.string().optional(),
  steps: z.array(z.object({ step: z.string(), ok: z.boolean(), at: z.string(), detail: z.string().optional() })).optional(),
});
export type TestResult = z.infer<typeof testResultSchema>;

// --- The simulated phone's WebSocket protocol (docs/decisions/012-simulated-phone-protocol.md) ---

export const phoneClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('answer'), callId: z.string(), as: z.enum(['person', 'voicemail']).default('person') }),
  z.object({ type: z.literal('decline'), callId: z.string() }),
  z.object({ type: z.literal('hangup'), callId: z.string() }),
  /** The operator started speaking (typing or the microphone): a possible barge-in. */
  z.object({ type: z.literal('speech-start'), callId: z.string() }),
  /** What the recipient said; `final: false` for interim words from speech recognition. */
  z.object({ type: z.literal('say'), callId: z.string(), text: multilineText().max(2000), final: z.boolean().default(true) }),
  z.object({ type: z.literal('played'), callId: z.string(), utteranceId: z.string() }),
  /** A key on the handset's keypad (0 repeats, 9 asks to stop, 1 joins from an alert call). */
  z.object({ type: z.literal('key'), callId: z.string(), digit: z.string().regex(/^[0-9*#]$/) }),
  /**
   * The microphone: her audio as Twilio sends a caller's (base64 8 kHz mu-law, any number of
   * 20 ms frames). From the first one on, the call listens to the audio (decision 082).
   */
  z.object({ type: z.literal('media'), callId: z.string(), payload: z.base64().max(64_000) }),
  /**
   * Words the browser's speech recognition heard in that audio, placed on its clock: ms of
   * audio sent on this call when they began and ended (the embedded transcriber).
   */
  z.object({ type: z.literal('words'), callId: z.string(), text: z.string().max(2000), startMs: z.number().min(0), endMs: z.number().min(0) }),
]);
export type PhoneClientMessage = z.input<typeof phoneClientMessageSchema>;

export type PhoneServerMessage =
  | { type: 'hello'; calls: Array<{ callId: string; recipientName: string; state: 'ringing' | 'connected' }> }
  | { type: 'ringing'; callId: string; recipientName: string; phone: string }
  | { type: 'connected'; callId: string }
  | { type: 'companion'; callId: string; utteranceId: string; text: string; audio: string | null; mime: string | null }
  | { type: 'clear'; callId: string }
  | { type: 'transcript'; callId: string; speaker: 'companion' | 'recipient'; text: string; at: string }
  /** A family member pressed 1 on an alert call: this call and the other are in one room, the companion gone; `with`: who is on the line. */
  | { type: 'joined'; callId: string; with: string }
  | { type: 'ended'; callId: string; reason: string };
