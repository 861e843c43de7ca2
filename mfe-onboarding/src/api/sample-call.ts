import { callApi } from '@fondly/design-system/client';
import { signupApi } from '@fondly/contract';

export const getSampleCall = () => callApi(signupApi.sampleCall);
