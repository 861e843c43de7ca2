import { callApi } from '@fondly/design-system/client';
import { affiliatesApi, type AffiliateConfirmInput, type AffiliateSignupInput } from '@fondly/contract';

/** A confirmation link goes to the email; the answer is the same for every email. */
export const joinAffiliateProgram = (input: AffiliateSignupInput) => callApi(affiliatesApi.join, { body: input });

/** The emailed link's token; answers the referral code and the private key (shown once). */
export const confirmAffiliateEmail = (input: AffiliateConfirmInput) => callApi(affiliatesApi.confirm, { body: input });
