import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A long random secret, URL-safe. 32 bytes = 256 bits: not guessable, not enumerable. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
