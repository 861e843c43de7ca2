import { apiGet, apiPost } from '@fondly/design-system/client';
import type { Account, LinkCheckoutInput, PaidOnboardingInput, SignupAssignment, SignupResult, SimpleSignupInput } from '@fondly/api/contract';

export const signUpSimple = (input: SimpleSignupInput) => apiPost<SignupResult>('/api/onboard-simple', input);
export const completePaidOnboarding = (input: PaidOnboardingInput) => apiPost<SignupResult>('/api/onboarding', input);
export const linkCheckoutToAccount = (transactionId: string) => apiPost<Account>('/api/onboarding/link', { transactionId } satisfies LinkCheckoutInput);
export const getSignupVariant = () => apiGet<SignupAssignment>('/api/experiments/signup');
