import { callApi, callApiIfSignedIn } from '@fondly/design-system/client';
import { affiliatesApi, type AffiliateKeyRequestInput } from '@fondly/contract';

/** The signed-in affiliate, or null when no one is signed in. */
export const getMe = () => callApiIfSignedIn(affiliatesApi.me);

/** The private key opens the dashboard (an httpOnly cookie). */
export const signIn = (key: string) => callApi(affiliatesApi.signIn, { body: { key } });
export const signOut = () => callApi(affiliatesApi.signOut);

export const getStats = (code: string) => callApi(affiliatesApi.stats, { params: { code } });
export const getCommissions = (code: string) => callApi(affiliatesApi.commissions, { params: { code } });
/** With no body (spec section 7). */
export const requestPayout = (code: string) => callApi(affiliatesApi.requestPayout, { params: { code } });

/** "Email me my key" (the same answer whether or not the email has an account). */
export const requestKeyEmail = (input: AffiliateKeyRequestInput) => callApi(affiliatesApi.requestKey, { body: input });
