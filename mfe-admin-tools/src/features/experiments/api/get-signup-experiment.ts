import { apiGet } from '@fondly/design-system/client';
import type { SignupExperimentResults } from '@fondly/api/contract';

/** GET /api/admin/experiments/signup: visitors and conversions per signup form (operators). */
export const getSignupExperiment = () => apiGet<SignupExperimentResults>('/api/admin/experiments/signup');
