import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Echo Line's wire format: a simulated carrier unlike Twilio. Call events come as JSON
 * webhooks signed over the raw body; media is JSON over a WebSocket carrying 16-bit
 * little-endian PCM at 8 kHz in 20 ms frames, with the carrier's own transcript of the far
 * end ("words", on the line's audio clock) beside it.
 */
export const RATE = 8000;
/** 20 ms of audio. */
export const FRAME_SAMPLES = 160;
export const SIGNATURE_HEADER = 'x-echo-line-signature';

/** What the carrier posts to /api/webhooks/echo-line/events. */
export interface CallEvent {
  event: 'ringing' | 'answered' | 'completed' | 'busy' | 'no-answer' | 'failed';
  callId: string;
  lineCallId: string;
  durationSeconds?: number;
}

/** Carrier to us over the media socket. */
export type CarrierMessage =
  | { type: 'hello'; callId: string; lineCallId: string; token: string }
  | { type: 'audio'; pcm16: string }
  | { type: 'words'; text: string; startMs: number; endMs: number }
  | { type: 'played'; id: string }
  | { type: 'hangup' };

/** Us to the carrier over the media socket. */
export type LineMessage =
  /** An utterance begins (its audio follows when synthesised): the far end waits for it. */
  | { type: 'start'; id: string }
  | { type: 'audio'; pcm16: string }
  /** The utterance's audio is all sent; the carrier answers `played` once it has played it. */
  | { type: 'mark'; id: string }
  | { type: 'clear' };

export function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function validSignature(secret: string, body: string, signature: string): boolean {
  const given = Buffer.from(signature);
  const expected = Buffer.from(sign(secret, body));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function encodePcm(samples: Int16Array): string {
  const bytes = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) bytes.writeInt16LE(samples[i]!, i * 2);
  return bytes.toString('base64');
}

export function decodePcm(base64: string): Int16Array {
  const bytes = Buffer.from(base64, 'base64');
  const samples = new Int16Array(Math.floor(bytes.length / 2));
  for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(i * 2);
  return samples;
}

/** Audio cut into 20 ms frames. */
export function* frames(samples: Int16Array): Generator<Int16Array> {
  for (let i = 0; i < samples.length; i += FRAME_SAMPLES) yield samples.subarray(i, i + FRAME_SAMPLES);
}
