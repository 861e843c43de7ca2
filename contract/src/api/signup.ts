import type { Account } from '../account.js';
import type { LinkCheckoutInput, NumberAccessRequestInput, PaidOnboardingInput, SampleCallInfo, SignupResult, SimpleSignupInput } from '../onboarding.js';
import { read, post } from './route.js';

export const signupApi = {
  simple: post('/api/onboard-simple')<SignupResult, SimpleSignupInput>(),
  paid: post('/api/onboarding')<SignupResult, PaidOnboardingInput>(),
  linkCheckout: post('/api/onboarding/link')<Account, LinkCheckoutInput>(),
  sampleCall: read('/api/sample-call')<SampleCallInfo>(),
  /** "Ask for access" to a loved one whose number another family holds (decision 126). */
  numberAccess: post('/api/number-access-requests')<{ message: string }, NumberAccessRequestInput>(),
};
