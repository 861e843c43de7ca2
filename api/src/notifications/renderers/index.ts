import type { NotificationType } from '../events.js';
import {
  accountDeletedMail,
  affiliateConfirmMail,
  affiliateWelcomeMail,
  confirmEmailMail,
  limitTrippedMail,
  numberAccessRequestMail,
  paymentFailedMail,
  familyMemberAddedMail,
  finishSetupMail,
  planChangedMail,
  signInLinkMail,
  supportRequestMail,
  trialEndingMail,
  welcomeMail,
} from './account-mail.js';
import { callInterruptedMail, callSummaryMail, distressAlertMail, missedCallMail, optOutMail, recipientCalledMail, storyBookMail } from './call-mail.js';
import type { EventRenderer } from './context.js';
import { giftAddedMail, giftPaidMail, giftRefundedMail } from './gift-mail.js';

type Renderers = { [T in NotificationType]: EventRenderer<T> };
let table: Renderers | null = null;

/**
 * Every notification event has exactly one renderer: the compiler checks none is missing. Built
 * on first use, not at import: the renderers' own imports reach back here through other domains.
 */
export function renderers(): Renderers {
  table ??= makeTable();
  return table;
}

const makeTable = (): Renderers => ({
  welcome: welcomeMail,
  'sign-in-link': signInLinkMail,
  'finish-setup': finishSetupMail,
  'confirm-email': confirmEmailMail,
  'call-summary': callSummaryMail,
  'missed-call': missedCallMail,
  'call-interrupted': callInterruptedMail,
  'recipient-called': recipientCalledMail,
  'distress-alert': distressAlertMail,
  'opt-out': optOutMail,
  'payment-failed': paymentFailedMail,
  'trial-ending': trialEndingMail,
  'family-member-added': familyMemberAddedMail,
  'plan-changed': planChangedMail,
  'account-deleted': accountDeletedMail,
  'affiliate-confirm': affiliateConfirmMail,
  'affiliate-welcome': affiliateWelcomeMail,
  'support-request': supportRequestMail,
  'limit-tripped': limitTrippedMail,
  'number-access-request': numberAccessRequestMail,
  'story-book': storyBookMail,
  'gift-paid': giftPaidMail,
  'gift-refunded': giftRefundedMail,
  'gift-added': giftAddedMail,
});
