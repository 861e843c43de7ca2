import { callApi } from '@fondly/design-system/client';
import { experimentsApi } from '@fondly/contract';

/** Visitors and conversions per signup form (operators). */
export const getSignupExperiment = () => callApi(experimentsApi.signupResults);
