import { apiGet, apiPost } from '@fondly/design-system/client';
import type { TestResult } from '@fondly/api/contract';

export interface TestNumber {
  phone: string;
  name: string;
  kind: 'conversation' | 'no-answer' | 'busy' | 'voicemail' | 'family';
}

export interface SentText {
  id: string;
  to: string;
  body: string;
  at: string;
}

/** GET /api/phone/texts: what the simulated phone sent as SMS, newest first. */
export const getSentTexts = () => apiGet<{ texts: SentText[] }>('/api/phone/texts');

/** GET /api/phone/test-numbers: the scripted recipients of the simulated phone. */
export const getTestNumbers = () => apiGet<{ telephony: 'twilio' | 'local'; numbers: TestNumber[] }>('/api/phone/test-numbers');

/** POST /api/test/outbound-call: a companion call through the engine (rings here for any unscripted number). */
export const placeTestCall = (phoneNumber: string) => apiPost<TestResult>('/api/test/outbound-call', { phoneNumber });

/** The handset's WebSocket address, on the API's own origin (the shell is served from it). */
export const phoneSocketUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/phone/ws`;
