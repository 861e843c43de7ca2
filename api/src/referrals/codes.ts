import { randomInt } from 'node:crypto';

/**
 * Referral codes are public (they are in every shared link), so they only need to be
 * short, readable aloud and not guessable in sequence: a name part people recognise and
 * six random characters from an alphabet without look-alikes (no 0/O, 1/I/L).
 * 30^6 ≈ 729 million suffixes per name, and the verify endpoint is rate-limited.
 */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_SHAPE = /^[A-Z0-9]{1,8}-[A-Z0-9]{4,8}$/;

export function newReferralCode(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 6);
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${ascii || 'FONDLY'}-${suffix}`;
}

/** Codes arrive from URLs and forms in any case and with stray spaces. */
export function normaliseReferralCode(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const code = raw.trim().toUpperCase();
  return code.length <= 20 && REFERRAL_CODE_SHAPE.test(code) ? code : null;
}
