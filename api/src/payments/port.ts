/**
 * The payments port. Stripe (real.ts) and the local checkout (local.ts) both speak in the
 * events below; the payments domain applies them through one handler, so a purchase made
 * offline leaves exactly the same records as one made on Stripe.
 */

export type ProviderKind = 'stripe' | 'local';

/** Our subscription states; Stripe's extra ones are mapped onto these by the adapter. */
export type ProviderSubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete';

export interface SubscriptionState {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  /** A PlanId from the catalogue (from the subscription's metadata). */
  plan: string;
  /** Our checkout id, from metadata: lets a subscription event find its checkout before checkout.session.completed. */
  checkoutRef: string | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
}

export interface InvoiceState {
  id: string;
  customerId: string | null;
  subscriptionId: string | null;
  /** From the subscription's (or one-time invoice's) metadata. */
  checkoutRef: string | null;
  plan: string | null;
  amountPaidCents: number;
  amountDueCents: number;
  currency: string;
  /** subscription_create, subscription_cycle, manual… */
  billingReason: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  paidAt: Date | null;
}

export interface CheckoutCompletedState {
  sessionId: string;
  checkoutRef: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  email: string | null;
  name: string | null;
  /** 'paid' for one-time payments; 'no_payment_required' when a trial starts. */
  paymentStatus: string;
}

/**
 * Money given back on a payment (Stripe's charge.refunded), whoever started it: our operator
 * tools or Stripe's dashboard. Stripe's charge no longer names its invoice; the webhook route
 * finds it (`invoiceOfPayment`) before the event is recorded.
 */
export interface RefundedChargeState {
  paymentIntentId: string | null;
  /** The provider's invoice the payment paid, once found; null: not an invoice's payment. */
  invoiceId: string | null;
  /** All refunded on this payment so far. */
  amountRefundedCents: number;
  /** Stripe's `refunded`: the whole payment is back with the customer. */
  fullyRefunded: boolean;
}

/** One thing the provider tells us. A provider event carries zero or more of these. */
export type PaymentEvent =
  | { type: 'checkout.completed'; checkout: CheckoutCompletedState }
  | { type: 'subscription.changed'; subscription: SubscriptionState }
  | { type: 'subscription.trial_will_end'; subscriptionId: string }
  | { type: 'invoice.paid'; invoice: InvoiceState }
  | { type: 'invoice.payment_failed'; invoice: InvoiceState }
  | { type: 'charge.refunded'; refund: RefundedChargeState };

/** A delivery from the provider: its own id (for exactly-once), type and time. */
export interface ProviderEventEnvelope {
  id: string;
  provider: ProviderKind;
  /** The provider's event type, e.g. customer.subscription.updated. */
  type: string;
  objectId: string | null;
  createdAt: Date;
  events: PaymentEvent[];
}

export interface CreateCheckoutInput {
  /** Our checkout id (client_reference_id, metadata.checkoutRef). */
  checkoutRef: string;
  plan: { id: string; name: string; priceCents: number; currency: string; interval: 'month' | 'year' | 'once'; trialDays: number };
  email: string | null;
  /** Put in metadata so every invoice of this customer carries it. */
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
}

export class WebhookSignatureError extends Error {}

interface CommonPayments {
  /** A hosted checkout for one plan: its session id (the future transaction_id) and where to send the browser. */
  createCheckout(input: CreateCheckoutInput): Promise<{ sessionId: string; url: string }>;
  /** Gives back `amountCents` of the payment behind one invoice. Idempotent per key. */
  refundInvoice(input: { invoiceId: string; amountCents: number; idempotencyKey: string; reason: string }): Promise<{ refundId: string }>;
  /** Where a subscriber manages card and cancellation. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
}

/** Stripe holds the subscriptions; we ask it to change them and hear back by webhook. */
export interface StripePayments extends CommonPayments {
  readonly kind: 'stripe';
  /** Checks the signature of a raw webhook body; throws WebhookSignatureError when it is not Stripe's. */
  parseWebhook(rawBody: string, signatureHeader: string | undefined): ProviderEventEnvelope;
  /** Stripe's current view of a subscription (to settle two events stamped the same second). */
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionState>;
  /** Ends a subscription now (a money-back refund); answers Stripe's resulting state. */
  cancelSubscriptionNow(subscriptionId: string): Promise<SubscriptionState>;
  /**
   * Asks Stripe about a checkout the browser says it finished, for when the redirect
   * beats the webhook: the same events the webhook would bring, or null while unpaid.
   */
  retrieveCompletedCheckout(sessionId: string): Promise<ProviderEventEnvelope | null>;
  /** The invoice a payment (PaymentIntent) paid, or null (a charge.refunded names only the payment). */
  invoiceOfPayment(paymentIntentId: string): Promise<string | null>;
  /**
   * Moves the next payment of a subscription to `to` (a gift's months, decision 157): the time
   * until then is a trial, with nothing prorated. Answers Stripe's resulting state. Idempotent per key.
   */
  pushBackNextPayment(input: { subscriptionId: string; to: Date; idempotencyKey: string }): Promise<SubscriptionState>;
  /** Puts credit on the customer's balance (one month free). Idempotent per key. */
  creditCustomer(input: { customerId: string; amountCents: number; description: string; idempotencyKey: string }): Promise<void>;
}

export type TestCardOutcome =
  | { ok: true; brand: string; last4: string; failsRenewals: boolean }
  | { ok: false; message: string };

/**
 * The embedded default: our own checkout page takes the payment. Its subscriptions live in
 * our database (payments/local-billing.ts), which turns them into the same events.
 */
export interface LocalPayments extends CommonPayments {
  readonly kind: 'local';
  /** Stripe's test cards: 4242… pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 0341 fails on renewal. */
  chargeTestCard(cardNumber: string): TestCardOutcome;
  /** A fresh provider-style id, e.g. newId('sub') -> sub_local_… */
  newId(prefix: string): string;
}

export type PaymentsPort = StripePayments | LocalPayments;
