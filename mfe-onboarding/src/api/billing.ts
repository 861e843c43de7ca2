/** Checkout and billing: checkout sessions, the family's plan and card, invoices. */
import { callApi, callApiIfSignedIn } from '@fondly/design-system/client';
import { billingApi, checkoutApi, type ChangePlanInput, type LocalCardUpdateInput, type LocalCheckoutPaymentInput } from '@fondly/contract';
import { signedIn } from '../lib/session-broadcast';

/** The plan, price and state of one checkout. */
export const getCheckoutSession = (id: string) => callApi(checkoutApi.session, { params: { id } });

/** A plan this browser paid for whose setup is not finished (/onboarding opened in another tab). */
export const getWaitingCheckout = () => callApi(checkoutApi.waiting).then((r) => r.transactionId);

/** The local checkout's payment with a test card. */
export const payCheckout = (id: string, input: LocalCheckoutPaymentInput) => callApi(checkoutApi.pay, { params: { id }, body: input }).then(signedIn);

/** The signed-in family's plan; null when no one is signed in. */
export const getBilling = () => callApiIfSignedIn(billingApi.subscription);

export const cancelPlan = () => callApi(billingApi.cancel);
export const resumePlan = () => callApi(billingApi.resume);
export const updateCard = (input: LocalCardUpdateInput) => callApi(billingApi.card, { body: input });
export const openBillingPortal = () => callApi(billingApi.portal);
export const changePlan = (input: ChangePlanInput) => callApi(billingApi.changePlan, { body: input });

/** The family's invoices, newest first. */
export const listInvoices = () => callApi(billingApi.invoices).then((r) => r.invoices);
/** One of them, for its receipt. */
export const getInvoice = (id: string) => callApi(billingApi.invoice, { params: { id } });

/** A checkout for the plan the family is trying, to add payment before the trial ends. */
export const getCheckoutUrl = (plan: string, email: string) => callApi(checkoutApi.url, { params: { plan }, query: { email } });
