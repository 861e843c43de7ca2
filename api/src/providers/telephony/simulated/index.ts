import type { TelephonyProvider } from '../provider.js';
import { phoneRoutes } from './phone-routes.js';
import { SimulatedTelephony } from './telephony.js';

/** The embedded default: calls ring on /admin/phone, or a scripted test recipient answers. */
export const simulated: TelephonyProvider = {
  name: 'simulated',
  chosenByDefault: () => true,
  create: (config, logger) => new SimulatedTelephony({ logger, scriptedSpeech: config.calls.simulatedSpeech, secret: config.operatorToken ?? undefined }),
  routes: phoneRoutes,
};

export { SimulatedTelephony, type PhoneSocket, type SentSms, type SimulatedTelephonyOptions } from './telephony.js';
export { ScriptedChannel } from './channels.js';
export { SpeakingScriptedChannel } from './speaking-recipient.js';
export { SCRIPTS, scriptForNumber, type RecipientScript, type ScriptLine } from './scripted-recipient.js';
