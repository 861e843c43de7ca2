import type { TelephonyProvider } from '../provider.js';
import { TwilioTelephony } from './telephony.js';
import { twilioRoutes } from './webhooks.js';

/** Real calls through Twilio: REST to place and steer calls, signed webhooks, media over a WebSocket. */
export const twilio: TelephonyProvider = {
  name: 'twilio',
  chosenByDefault: (config) => config.twilio !== null,
  check: (config) => (config.twilio ? null : 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER: TELEPHONY=twilio needs all three'),
  create: (config, logger) => new TwilioTelephony({ ...config.twilio!, logger }),
  routes: twilioRoutes,
};

export { TwilioTelephony, TWILIO_TIME_LIMIT_SECONDS, type TwilioOptions } from './telephony.js';
export { TwilioMediaChannel, type MediaSocket } from './media.js';
