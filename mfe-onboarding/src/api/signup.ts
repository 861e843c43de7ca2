import { callApi } from '@fondly/design-system/client';
import { experimentsApi, signupApi, type NumberAccessRequestInput, type PaidOnboardingInput, type SimpleSignupInput } from '@fondly/contract';
import { signedIn } from '../lib/session-broadcast';

export const signUpSimple = (input: SimpleSignupInput) => callApi(signupApi.simple, { body: input }).then(signedIn);
export const completePaidOnboarding = (input: PaidOnboardingInput) => callApi(signupApi.paid, { body: input }).then(signedIn);
export const linkCheckoutToAccount = (transactionId: string) => callApi(signupApi.linkCheckout, { body: { transactionId } }).then(signedIn);
export const getSignupVariant = () => callApi(experimentsApi.signupVariant);
/** "Ask for access" to a loved one whose number another family holds (decision 126). */
export const askForNumberAccess = (input: NumberAccessRequestInput) => callApi(signupApi.numberAccess, { body: input });
