import type { SingleSignupInput, WizardSignupInput } from '../contract/onboarding.js';

// The bodies a family sends when signing up, with typical values: one factory for the API
// tests (families/testing/families.ts) and the end-to-end specs (e2e/support/fixtures.ts).
// Pure: no database, no app, so a browser test can import it.

let n = 0;
/** A fresh address per call, so tests never collide on the unique email. */
export const uniqueEmail = (tag = 'family') => `${tag}.${Date.now().toString(36)}.${++n}@example.com`;

export function wizardSignup(overrides: Partial<WizardSignupInput> = {}): WizardSignupInput {
  return {
    form: 'wizard',
    subscriberName: 'Dana Rivera',
    subscriberEmail: uniqueEmail('dana'),
    recipientName: 'Rosa Rivera',
    recipientPhone: '(212) 555-0123',
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
    recipientPhone: '416-555-0199',
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
    recipientPhone: '(604) 555-0142',
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
    recipientPhone: '(303) 555-0177',
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
