import type { Config } from '../../env.js';
import { ConfigError } from '../../env.js';
import type { Logger } from '../../lib/logger.js';
import type { Telephony } from '../../calls/pipeline/ports/telephony.js';
import type { TelephonyProvider } from './provider.js';
import * as registered from './registered.js';

export type { TelephonyProvider, TelephonyRouteKit } from './provider.js';

/** Every registered provider, in the table's order. */
export const TELEPHONY_PROVIDERS: readonly TelephonyProvider[] = Object.values(registered);

/** The provider TELEPHONY names, or the first chosen by default (the simulated phone when nothing is set). */
export function chosenTelephony(config: Config): TelephonyProvider {
  const named = config.telephony;
  const provider = named ? TELEPHONY_PROVIDERS.find((p) => p.name === named) : TELEPHONY_PROVIDERS.find((p) => p.chosenByDefault(config));
  if (!provider) throw new ConfigError([`TELEPHONY: must be one of ${TELEPHONY_PROVIDERS.map((p) => p.name).join(', ')}`]);
  const problem = provider.check?.(config);
  if (problem) throw new ConfigError([problem]);
  return provider;
}

export function createTelephony(config: Config, logger: Logger): Telephony {
  return chosenTelephony(config).create(config, logger);
}
