import { apiDelete, apiGet, apiPost, queryPath } from '@fondly/design-system/client';
import type { AffiliateMe, AffiliateSessionInput, AffiliateStats, CommissionsResponse, Ok, PayoutRequestResult } from '@fondly/api/contract';

const code = (c: string) => encodeURIComponent(c);

/** GET /api/affiliates/me: the signed-in affiliate, or null when no one is signed in. */
export const getMe = () => apiGet<AffiliateMe>('/api/affiliates/me', { on401: 'returnNull' });

/** POST /api/affiliates/session: the private key opens the dashboard (an httpOnly cookie). */
export const signIn = (key: string) => apiPost<AffiliateMe>('/api/affiliates/session', { key } satisfies AffiliateSessionInput);
export const signOut = () => apiDelete<Ok>('/api/affiliates/session');

export const getStats = (c: string) => apiGet<AffiliateStats>(queryPath('/api/affiliates', code(c), 'stats'));
export const getCommissions = (c: string) => apiGet<CommissionsResponse>(queryPath('/api/affiliates', code(c), 'commissions'));
/** POST /api/affiliates/{code}/payout, with no body (spec section 7). */
export const requestPayout = (c: string) => apiPost<PayoutRequestResult>(queryPath('/api/affiliates', code(c), 'payout'));
