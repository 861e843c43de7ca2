import { apiGet } from '@fondly/design-system/client';
import type { ProviderHealthReport } from '@fondly/api/contract';

/** GET /api/calls/provider-health: the real providers' circuit breakers (operators only). */
export const getProviderHealth = () => apiGet<ProviderHealthReport>('/api/calls/provider-health');
