import { apiPost } from '@fondly/design-system/client';
import type { AffiliateSignupInput, AffiliateSignupResult } from '@fondly/api/contract';

/** POST /api/affiliates: answers the referral code and the private dashboard key (shown once). */
export const joinAffiliateProgram = (input: AffiliateSignupInput) => apiPost<AffiliateSignupResult>('/api/affiliates', input);
