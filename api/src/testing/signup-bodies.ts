import type { SingleSignupInput, WizardSignupInput } from '@fondly/contract/onboarding';
import { zonesOfAreaCode } from '../lib/area-code-zones';

// The bodies a family sends when signing up, with typical values: one factory for the API
// tests (families/testing/families.ts) and the end-to-end specs (e2e/support/fixtures.ts).
// Pure: no database, no app, so a browser test can import it.

let n = 0;
/** A fresh address per call, so tests never collide on the unique email. */
export const uniqueEmail = (tag = 'family') => `${tag}.${Date.now().toString(36)}.${++n}@example.com`;

// A recipient's number is one family's (decision 126), so every body gets its own: 555-0110 to
// 555-0199 (fictional numbers; on the simulated phone the cheerful scripted recipient answers
// them, as it did the fixed numbers before) under many area codes. Each process starts at a
// random place, so the end-to-end workers sharing one server rarely meet. The area codes tests
// type by hand (212, 303, 416, 604, 800) are left out, so a generated number never takes one.
const US_AREA_CODES = [
  201, 202, 203, 205, 206, 207, 208, 209, 210, 213, 214, 215, 216, 217, 218, 219, 224, 225, 228, 229, 231, 234, 239, 240, 248, 251, 252, 253, 254,
  256, 260, 262, 267, 269, 270, 276, 281, 301, 302, 304, 305, 307, 308, 309, 310, 312, 313, 314, 315, 316, 317, 318, 319, 320, 321, 323, 325, 330,
  334, 336, 337, 339, 347, 352, 360, 361, 386, 401, 402, 404, 405, 406, 407, 408, 409, 410, 412, 413, 414, 415, 417, 419, 423, 424, 425, 430, 432, 434,
  435, 440, 443, 469, 478, 479, 480, 484, 501, 502, 503, 504, 505, 507, 508, 509, 510, 512, 513, 515, 516, 517, 518, 520, 530, 540, 541, 551, 559, 561,
  562, 563, 567, 570, 571, 573, 574, 575, 580, 585, 586, 601, 602, 603, 605, 606, 607, 608, 609, 610, 612, 614, 615, 616, 617, 618, 619, 620, 623, 626,
  630, 631, 636, 641, 646, 650, 651, 660, 661, 662, 678, 682, 701, 702, 703, 704, 706, 707, 708, 712, 713, 714, 715, 716, 717, 718, 719, 720, 724, 727,
  808,
];
const CA_AREA_CODES = [204, 226, 236, 249, 250, 289, 306, 343, 365, 403, 418, 431, 437, 438, 450, 506, 514, 519, 548, 579, 581, 587, 613, 639, 647, 705, 709, 778];
const LINES = 90; // 0110 to 0199
const seq = { US: Math.floor(Math.random() * US_AREA_CODES.length * LINES), CA: Math.floor(Math.random() * CA_AREA_CODES.length * LINES) };
/**
 * A fresh recipient number per call, as a family would type it: "(212) 555-0123". With `zone`,
 * only area codes lying wholly in that zone: the law's hours follow her number's clock (decision
 * 127), so a test that sets her zone and a window gets a number whose clock agrees with it.
 */
export function uniquePhone(country: 'US' | 'CA' = 'US', opts: { zone?: string } = {}): string {
  const codes = country === 'US' ? US_AREA_CODES : CA_AREA_CODES;
  // One sequence per process, the area code turning fastest: a number asked for in a zone is the
  // sequence's next one there, so no number comes twice in a process whichever zones are asked.
  for (let tries = 0; tries < codes.length; tries++) {
    const k = seq[country]++ % (codes.length * LINES);
    const code = codes[k % codes.length];
    if (opts.zone && zonesOfAreaCode(`+1${code}5550110`).join() !== opts.zone) continue;
    return `(${code}) 555-${String(110 + Math.floor(k / codes.length)).padStart(4, '0')}`;
  }
  throw new Error(`no ${country} area code lies wholly in ${opts.zone}`);
}

/** A number whose clock is her zone's where one of the area codes lies in it, else any US number. */
export function phoneInZone(zone: string): string {
  return US_AREA_CODES.some((c) => zonesOfAreaCode(`+1${c}5550110`).join() === zone) ? uniquePhone('US', { zone }) : uniquePhone();
}

export function wizardSignup(overrides: Partial<WizardSignupInput> = {}): WizardSignupInput {
  return {
    form: 'wizard',
    subscriberName: 'Dana Rivera',
    subscriberEmail: uniqueEmail('dana'),
    recipientName: 'Rosa Rivera',
    recipientPhone: phoneInZone(overrides.timeZone ?? 'America/Chicago'),
    agentType: 'loneliness',
    frequency: 'weekly',
    timeZone: 'America/Chicago',
    recipientConsent: true,
    ...overrides,
  };
}

export function singleSignup(overrides: Partial<SingleSignupInput> = {}): SingleSignupInput {
  return {
    form: 'single',
    subscriberName: 'Sam Okafor',
    subscriberEmail: uniqueEmail('sam'),
    recipientName: 'Grace Okafor',
    recipientPhone: uniquePhone('CA'),
    relationship: 'grandparent',
    voicePreference: 'male',
    agentType: 'loneliness',
    frequency: 'free',
    timeZone: 'America/Toronto',
    recipientConsent: true,
    ...overrides,
  };
}

export function paidOnboarding(transactionId: string, overrides: Record<string, unknown> = {}) {
  return {
    transactionId,
    customerName: 'Priya Shah',
    customerEmail: uniqueEmail('priya'),
    serviceFor: 'parent',
    recipientName: 'Anand Shah',
    recipientPhone: uniquePhone('CA'),
    voiceGender: 'male',
    topics: ['childhood', 'wisdom'],
    callSchedule: 'evening',
    timeZone: 'America/Vancouver',
    recipientConsent: true,
    ...overrides,
  };
}

/** The schedule page's payload (POST /api/recipients). */
export function scheduleForm(overrides: Record<string, unknown> = {}) {
  return {
    recipientName: 'Walter Brooks',
    recipientPhone: uniquePhone(),
    relationship: 'grandpa',
    voiceGender: 'male',
    callSchedule: 'daily',
    preferredTime: 'afternoon',
    topics: ['Travel adventures', 'Cooking and recipes'],
    specialInstructions: 'He is hard of hearing: speak slowly.',
    timeZone: 'America/Denver',
    recipientConsent: true,
    ...overrides,
  };
}
