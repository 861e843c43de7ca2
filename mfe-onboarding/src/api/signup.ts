import { apiGet, apiPost } from '@fondly/design-system/client';
import type { Account, CheckoutSession, LinkCheckoutInput, PaidOnboardingInput, SignupAssignment, SignupResult, SimpleSignupInput } from '@fondly/api/contract';

export const signUpSimple = (input: SimpleSignupInput) => apiPost<SignupResult>('/api/onboard-simple', input);
export const completePaidOnboarding = (input: PaidOnboardingInput) => apiPost<SignupResult>('/api/onboarding', input);
export const linkCheckoutToAccount = (transactionId: string) => apiPost<Account>('/api/onboarding/link', { transactionId } satisfies LinkCheckoutInput);
export const getSignupVariant = () => apiGet<SignupAssignment>('/api/experiments/signup');
/** The payments domain's view of a checkout: did it really complete, for which plan. */
export const getCheckoutSession = (transactionId: string) =>
  apiGet<CheckoutSession>(`/api/checkout/sessions/${encodeURIComponent(transactionId)}`);
