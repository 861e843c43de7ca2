import { apiPath, callApi, callApiIfSignedIn } from '@fondly/design-system/client';
import { accountApi, type DeleteAccountInput, type SignInLinkRequest } from '@fondly/contract';
import { announceSessionChange, signedIn } from '../lib/session-broadcast';

/** The signed-in family, or null when this browser is not signed in. */
export const getAccount = () => callApiIfSignedIn(accountApi.get);
export const requestSignInLink = (input: SignInLinkRequest) => callApi(accountApi.requestSignInLink, { body: input });
export const redeemSignInLink = (token: string) => callApi(accountApi.signIn, { body: { token } }).then(signedIn);
export const signOut = () => callApi(accountApi.signOut).finally(() => announceSessionChange('signed-out'));
export const deleteAccount = (input: DeleteAccountInput) => callApi(accountApi.remove, { body: input });
/** A download, not a fetch: the browser saves the JSON file itself. */
export const EXPORT_URL = apiPath(accountApi.export);
/** "Send the Link Again": a new link that confirms the account's email (no call is placed before). */
export const resendEmailConfirmation = () => callApi(accountApi.resendEmailConfirmation);
