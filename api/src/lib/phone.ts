import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Fondly calls the US and Canada only (service area, decisions.md). */
export type Jurisdiction = 'US' | 'CA';

export const PHONE_OUTSIDE_AREA = 'Fondly can only call phone numbers in the US and Canada.';
export const PHONE_INVALID = 'Please enter a valid phone number';

export type PhoneResult = { ok: true; e164: string; jurisdiction: Jurisdiction } | { ok: false; message: string };

/**
 * Normalises what a person typed ("(555) 123-4567", "+1 555 123 4567", "555.123.4567")
 * to E.164. Numbers without a country code are read as North American.
 */
export function normalizePhone(input: string): PhoneResult {
  const raw = input.trim();
  if (!raw) return { ok: false, message: 'Phone number is required' };
  const parsed = parsePhoneNumberFromString(raw, 'US');
  if (!parsed || !parsed.isPossible()) return { ok: false, message: PHONE_INVALID };
  const country = parsed.country ?? (parsed.countryCallingCode === '1' ? 'US' : undefined);
  if (parsed.countryCallingCode !== '1' || (country !== 'US' && country !== 'CA')) {
    return { ok: false, message: PHONE_OUTSIDE_AREA };
  }
  if (!parsed.isValid()) return { ok: false, message: PHONE_INVALID };
  return { ok: true, e164: parsed.number, jurisdiction: country };
}

const jurisdictionByAreaCode = new Map<string, Jurisdiction>();

/**
 * Which calling-hours rules apply to a stored E.164 number. In the North American plan the
 * area code alone decides the country, so the answer is kept per "+1" and area code: the
 * planner asks for every recipient on every run, and parsing each number was 40 % of its time.
 */
export function jurisdictionOf(e164: string): Jurisdiction {
  const nanp = /^\+1\d{10}$/.test(e164);
  const key = e164.slice(0, 5);
  const known = nanp ? jurisdictionByAreaCode.get(key) : undefined;
  if (known) return known;
  const parsed = parsePhoneNumberFromString(e164);
  const j: Jurisdiction = parsed?.country === 'CA' ? 'CA' : 'US';
  if (nanp) jurisdictionByAreaCode.set(key, j);
  return j;
}

/** A number as it is read aloud on a call: "212, 555, 0142" (digit groups a listener can write down). */
export function spokenPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const national = parsed?.nationalNumber ?? e164.replace(/\D/g, '');
  const digits = String(national);
  if (digits.length !== 10) return digits.split('').join(' ');
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].map((g) => g.split('').join(' ')).join(', ');
}
