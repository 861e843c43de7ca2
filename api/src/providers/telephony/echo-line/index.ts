import type { TelephonyProvider } from '../provider.js';
import { echoLineRoutes } from './routes.js';
import { EchoLineTelephony } from './telephony.js';

/**
 * Echo Line, a second simulated carrier (TELEPHONY=echo-line): signed JSON call events and 16-bit
 * PCM media, to show a provider added in one folder. Never chosen unless named.
 */
export const echoLine: TelephonyProvider = {
  name: 'echo-line',
  chosenByDefault: () => false,
  create: (config, logger) => new EchoLineTelephony({ logger, secret: config.operatorToken ?? 'fondly-echo-line' }),
  routes: echoLineRoutes,
};

export { EchoLineTelephony, type EchoLineOptions } from './telephony.js';
