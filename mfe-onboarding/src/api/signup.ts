import { callApi } from '@fondly/design-system/client';
import { experimentsApi, signupApi, type NumberAccessRequestInput, type PaidOnboardingInput, type SimpleSignupInput } from '@fondly/contract';

export const signUpSimple = (input: SimpleSignupInput) => callApi(signupApi.simple, { body: input });
export const completePaidOnboarding = (input: PaidOnboardingInput) => callApi(signupApi.paid, { body: input });
export const linkCheckoutToAccount = (transactionId: string) => callApi(signupApi.linkCheckout, { body: { transactionId } });
export const getSignupVariant = () => callApi(experimentsApi.signupVariant);
/** "Ask for access" to a loved one whose number another family holds (decision 126). */
export const askForNumberAccess = (input: NumberAccessRequestInput) => callApi(signupApi.numberAccess, { body: input });
