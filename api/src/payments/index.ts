/**
 * What other domains use from payments. Signup (/onboarding) calls, in this order:
 *   await confirmCheckout(deps, transactionId)          // outside the transaction: may ask Stripe
 *   const checkout = await getCompletedCheckout(db, transactionId)   // null: not a finished checkout
 *   db.transaction(async (tx) => { ...create the subscriber...; await attachCheckoutToSubscriber(tx, transactionId, subscriberId) })
 * Every domain reads a family's plan through currentSubscription(s)(); what it pays for in calls
 * is decided by the calls domain (calls/scheduling/entitlement.ts, entitlementOf).
 */
export { getCompletedCheckout, attachCheckoutToSubscriber, CHECKOUT_LINK_MESSAGES, type CompletedCheckout } from './checkout-link.js';
export { confirmCheckout, startCheckout, describeCheckout, waitingCheckout, unclaimedCheckoutsFor } from './checkout.js';
export { currentSubscription, currentSubscriptions, hasPremiumFeatures, startSubscriptionWithoutCard, type Subscription } from './subscriptions.js';
export { recordProviderEvent } from './events.js';
export { refundInvoice, listInvoices } from './refunds.js';
export { applyPendingRewards } from './rewards.js';
export { monthlyValueCents } from '../plans/index.js';
export { startBillingClock } from './billing-clock-worker.js';
export { cancelLocalSubscriptionNow, requireLocalPayments } from './local-billing.js';
export { endBillingForDeletion } from './account-deletion.js';
export { forgetCheckoutDetailsOf, attachGiftPayment, detachGiftPayment } from './checkout-link.js';
export { addGiftMonths, renewsAtProvider, nextPaymentOf, GIFT_UNTIL_KEY } from './gift-months.js';
