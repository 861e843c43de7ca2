import { Mp3Encoder } from '@breezystack/lamejs';

/** Telephone speech (8 kHz mono) needs little: 24 kbit/s is 3 KB a second and sounds like the call did. */
const KBPS = 24;

/**
 * Her voice encoded for the web (MP3: every browser and mail client's player plays it), with
 * LAME's JavaScript port (docs/decisions/153): no native binary, no hand-written encoder.
 */
export function encodeMp3(pcm: Int16Array, rate: number): Buffer {
  const encoder = new Mp3Encoder(1, rate, KBPS);
  const parts: Uint8Array[] = [];
  // LAME takes a frame's worth at a time best (1152 samples per MPEG frame).
  for (let i = 0; i < pcm.length; i += 1152 * 8) parts.push(encoder.encodeBuffer(pcm.subarray(i, i + 1152 * 8)));
  parts.push(encoder.flush());
  return Buffer.concat(parts.map((p) => Buffer.from(p.buffer, p.byteOffset, p.length)));
}
