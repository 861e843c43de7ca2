import { apiPost } from '@fondly/design-system/client';
import type { AffiliateConfirmInput, AffiliateSignupAccepted, AffiliateSignupInput, AffiliateSignupResult } from '@fondly/api/contract';

/** POST /api/affiliates: a confirmation link goes to the email; the answer is the same for every email. */
export const joinAffiliateProgram = (input: AffiliateSignupInput) => apiPost<AffiliateSignupAccepted>('/api/affiliates', input);

/** POST /api/affiliates/confirm: the emailed link's token; answers the referral code and the private key (shown once). */
export const confirmAffiliateEmail = (input: AffiliateConfirmInput) => apiPost<AffiliateSignupResult>('/api/affiliates/confirm', input);
