import { apiGet, apiPost } from '@fondly/design-system/client';
import type { SentTextsResponse, TestNumbersResponse, TestResult } from '@fondly/api/contract';

export type { SentText, TestNumber } from '@fondly/api/contract';

/** GET /api/phone/texts: what the simulated phone sent as SMS, newest first. */
export const getSentTexts = () => apiGet<SentTextsResponse>('/api/phone/texts');

/** GET /api/phone/test-numbers: the scripted recipients of the simulated phone. */
export const getTestNumbers = () => apiGet<TestNumbersResponse>('/api/phone/test-numbers');

/** POST /api/test/outbound-call: a companion call through the engine (rings here for any unscripted number). */
export const placeTestCall = (phoneNumber: string) => apiPost<TestResult>('/api/test/outbound-call', { phoneNumber });

/** The handset's WebSocket address, on the API's own origin (the shell is served from it). */
export const phoneSocketUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/phone/ws`;
