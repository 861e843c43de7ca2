import { apiDelete, apiGet, apiPost } from '@fondly/design-system/client';
import type { Account, DeleteAccountInput, EmailConfirmationResult, Ok, SignInLinkRequest, SignInLinkSent, SignInRedeemInput } from '@fondly/api/contract';

/** The signed-in family, or null when this browser is not signed in. */
export const getAccount = () => apiGet<Account>('/api/account', { on401: 'returnNull' });
export const requestSignInLink = (input: SignInLinkRequest) => apiPost<SignInLinkSent>('/api/account/sign-in-link', input);
export const redeemSignInLink = (token: string) => apiPost<Account>('/api/account/sign-in', { token } satisfies SignInRedeemInput);
export const signOut = () => apiPost<Ok>('/api/account/sign-out');
export const deleteAccount = (input: DeleteAccountInput) => apiDelete<Ok>('/api/account', input);
/** A download, not a fetch: the browser saves the JSON file itself. */
export const EXPORT_URL = '/api/account/export';
/** "Send the Link Again": a new link that confirms the account's email (no call is placed before). */
export const resendEmailConfirmation = () => apiPost<EmailConfirmationResult>('/api/account/email-confirmation');
