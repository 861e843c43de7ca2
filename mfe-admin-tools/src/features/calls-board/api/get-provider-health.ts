import { callApi } from '@fondly/design-system/client';
import { callsApi } from '@fondly/contract';

/** The real providers' circuit breakers (operators only). */
export const getProviderHealth = () => callApi(callsApi.providerHealth);
