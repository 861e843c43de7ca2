import { apiDelete, apiGet, apiPost, queryPath } from '@fondly/design-system/client';
import type { Affiliate, AffiliateStats, CommissionRow, Payout } from '@fondly/api/contract';

const code = (c: string) => encodeURIComponent(c);

/** GET /api/affiliates/me: the signed-in affiliate, or null when no one is signed in. */
export const getMe = () => apiGet<{ affiliate: Affiliate }>('/api/affiliates/me', { on401: 'returnNull' });

/** POST /api/affiliates/session: the private key opens the dashboard (an httpOnly cookie). */
export const signIn = (key: string) => apiPost<{ affiliate: Affiliate }>('/api/affiliates/session', { key });
export const signOut = () => apiDelete<{ ok: true }>('/api/affiliates/session');

export const getStats = (c: string) => apiGet<AffiliateStats>(queryPath('/api/affiliates', code(c), 'stats'));
export const getCommissions = (c: string) => apiGet<{ commissions: CommissionRow[] }>(queryPath('/api/affiliates', code(c), 'commissions'));
/** POST /api/affiliates/{code}/payout, with no body (spec section 7). */
export const requestPayout = (c: string) => apiPost<{ payout: Payout; message: string }>(queryPath('/api/affiliates', code(c), 'payout'));
