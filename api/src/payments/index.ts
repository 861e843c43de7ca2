/**
 * What other domains use from payments. Signup (/onboarding) calls, in this order:
 *   await confirmCheckout(deps, transactionId)          // outside the transaction: may ask Stripe
 *   const checkout = await getCompletedCheckout(db, transactionId)   // null: not a finished checkout
 *   db.transaction(async (tx) => { ...create the subscriber...; await attachCheckoutToSubscriber(tx, transactionId, subscriberId) })
 * The call planner reads currentSubscription() and asks callEntitlement() who gets calls.
 */
export { getCompletedCheckout, attachCheckoutToSubscriber, CHECKOUT_LINK_MESSAGES, type CompletedCheckout } from './checkout-link.js';
export { confirmCheckout, startCheckout, describeCheckout } from './checkout.js';
export { currentSubscription, callEntitlement, PAST_DUE_GRACE_DAYS, type Subscription } from './subscriptions.js';
export { recordProviderEvent } from './events.js';
export { refundInvoice, listInvoices } from './refunds.js';
export { applyPendingRewards, monthlyValueCents } from './rewards.js';
