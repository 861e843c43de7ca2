import type { AffiliateConfirmInput, AffiliateKeyRequestInput, AffiliateMe, AffiliateSessionInput, AffiliateSignupAccepted, AffiliateSignupInput, AffiliateSignupResult, AffiliateStats, CommissionsResponse, PayoutRequestResult } from '../affiliates.js';
import type { Ok } from '../platform.js';
import { read, post, del } from './route.js';

export const affiliatesApi = {
  join: post('/api/affiliates')<AffiliateSignupAccepted, AffiliateSignupInput>(),
  confirm: post('/api/affiliates/confirm')<AffiliateSignupResult, AffiliateConfirmInput>(),
  me: read('/api/affiliates/me')<AffiliateMe>(),
  signIn: post('/api/affiliates/session')<AffiliateMe, AffiliateSessionInput>(),
  signOut: del('/api/affiliates/session')<Ok>(),
  requestKey: post('/api/affiliates/key-request')<AffiliateSignupAccepted, AffiliateKeyRequestInput>(),
  stats: read('/api/affiliates/:code/stats')<AffiliateStats>(),
  commissions: read('/api/affiliates/:code/commissions')<CommissionsResponse>(),
  requestPayout: post('/api/affiliates/:code/payout')<PayoutRequestResult>(),
};
