import { apiPath, callApi } from '@fondly/design-system/client';
import { callsApi } from '@fondly/contract';

export type { SentText, TestNumber } from '@fondly/contract';

/** What the simulated phone sent as SMS, newest first. */
export const getSentTexts = () => callApi(callsApi.sentTexts);

/** The scripted recipients of the simulated phone. */
export const getTestNumbers = () => callApi(callsApi.testNumbers);

/** A companion call through the engine (rings here for any unscripted number). */
export const placeTestCall = (phoneNumber: string) => callApi(callsApi.testOutboundCall, { body: { phoneNumber } });

/** The handset's WebSocket address, on the API's own origin (the shell is served from it). */
export const phoneSocketUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${apiPath(callsApi.phoneSocket)}`;
