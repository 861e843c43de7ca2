import type { Account, DeleteAccountInput, EmailConfirmationResult, SignInLinkRequest, SignInLinkSent, SignInRedeemInput } from '../account.js';
import type { Ok } from '../platform.js';
import { read, post, del, link } from './route.js';

export const accountApi = {
  get: read('/api/account')<Account>(),
  remove: del('/api/account')<Ok, DeleteAccountInput>(),
  requestSignInLink: post('/api/account/sign-in-link')<SignInLinkSent, SignInLinkRequest>(),
  signIn: post('/api/account/sign-in')<Account, SignInRedeemInput>(),
  signOut: post('/api/account/sign-out')<Ok>(),
  resendEmailConfirmation: post('/api/account/email-confirmation')<EmailConfirmationResult>(),
  export: link('/api/account/export'),
};
