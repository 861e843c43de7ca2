/** Checkout and billing: checkout sessions, the family's plan and card, invoices. */
import { apiGet, apiPost, queryPath } from '@fondly/design-system/client';
import type { BillingPortal, BillingSubscription, ChangePlanInput, CheckoutSession, CheckoutUrl, FamilyInvoice, FamilyInvoicesResponse, LocalCardUpdateInput, LocalCheckoutPaymentInput, LocalCheckoutResult } from '@fondly/api/contract';

/** GET /api/checkout/sessions/{id}: the plan, price and state of one checkout. */
export const getCheckoutSession = (id: string) => apiGet<CheckoutSession>(queryPath('/api/checkout/sessions', encodeURIComponent(id)));

/** POST /api/checkout/sessions/{id}/pay: the local checkout's payment with a test card. */
export const payCheckout = (id: string, input: LocalCheckoutPaymentInput) =>
  apiPost<LocalCheckoutResult>(queryPath('/api/checkout/sessions', encodeURIComponent(id), 'pay'), input);

/** GET /api/billing/subscription: the signed-in family's plan; null when no one is signed in. */
export const getBilling = () => apiGet<BillingSubscription>('/api/billing/subscription', { on401: 'returnNull' });

export const cancelPlan = () => apiPost<BillingSubscription>('/api/billing/cancel');
export const resumePlan = () => apiPost<BillingSubscription>('/api/billing/resume');
export const updateCard = (input: LocalCardUpdateInput) => apiPost<BillingSubscription>('/api/billing/card', input);
export const openBillingPortal = () => apiPost<BillingPortal>('/api/billing/portal');
export const changePlan = (input: ChangePlanInput) => apiPost<BillingSubscription>('/api/billing/plan', input);

/** GET /api/billing/invoices: the family's invoices, newest first. */
export const listInvoices = () => apiGet<FamilyInvoicesResponse>('/api/billing/invoices').then((r) => r.invoices);
/** GET /api/billing/invoices/{id}: one of them, for its receipt. */
export const getInvoice = (id: string) => apiGet<FamilyInvoice>(queryPath('/api/billing/invoices', encodeURIComponent(id)));

/** A checkout for the plan the family is trying, to add payment before the trial ends. */
export const getCheckoutUrl = (plan: string, email: string) =>
  apiGet<CheckoutUrl>(`/api/checkout/${encodeURIComponent(plan)}?email=${encodeURIComponent(email)}`);
