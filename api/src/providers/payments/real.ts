import Stripe from 'stripe';
import type { Logger } from '../../lib/logger.js';
import {
  WebhookSignatureError,
  type CheckoutCompletedState,
  type CreateCheckoutInput,
  type InvoiceState,
  type PaymentEvent,
  type ProviderEventEnvelope,
  type ProviderSubscriptionStatus,
  type StripePayments,
  type SubscriptionState,
} from '../../payments/port.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another Stripe API endpoint (a local stand-in in tests); Stripe's own when null. */
  apiUrl: string | null;
}

/** Signed events older than this are refused, so a captured delivery cannot be replayed later. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) => (value == null ? null : typeof value === 'string' ? value : value.id);

/** Stripe's statuses onto ours: only trialing/active/past_due place calls. */
function mapStatus(status: Stripe.Subscription.Status): ProviderSubscriptionStatus {
  switch (status) {
    case 'trialing':
    case 'active':
    case 'past_due':
    case 'incomplete':
    case 'canceled':
      return status as ProviderSubscriptionStatus;
    case 'unpaid':
      // Every retry failed but Stripe keeps the subscription open: still past due for us.
      return 'past_due';
    default:
      // incomplete_expired, paused (trial ended without a card) and anything newer.
      return 'canceled';
  }
}

export function subscriptionState(sub: Stripe.Subscription): SubscriptionState {
  const item = sub.items?.data?.[0];
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: mapStatus(sub.status),
    // The price being billed names the plan (a switch in the Billing Portal changes the price,
    // not the subscription's metadata); the checkout's metadata is the fallback.
    plan: item?.price?.metadata?.plan || sub.metadata?.plan || '',
    checkoutRef: sub.metadata?.checkoutRef ?? null,
    currentPeriodStart: toDate(item?.current_period_start),
    currentPeriodEnd: toDate(item?.current_period_end),
    trialEnd: toDate(sub.trial_end),
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
    canceledAt: toDate(sub.canceled_at),
  };
}

function invoiceState(inv: Stripe.Invoice): InvoiceState {
  const details = inv.parent?.subscription_details ?? null;
  // Subscription invoices carry the subscription's metadata; one-time ones their own.
  const meta = { ...(inv.metadata ?? {}), ...(details?.metadata ?? {}) };
  const line = inv.lines?.data?.[0];
  return {
    id: inv.id ?? '',
    customerId: idOf(inv.customer),
    subscriptionId: idOf(details?.subscription ?? null),
    checkoutRef: meta.checkoutRef ?? null,
    plan: meta.plan ?? null,
    amountPaidCents: inv.amount_paid,
    amountDueCents: inv.amount_due,
    currency: inv.currency,
    billingReason: inv.billing_reason ?? null,
    periodStart: toDate(line?.period?.start ?? inv.period_start),
    periodEnd: toDate(line?.period?.end ?? inv.period_end),
    paidAt: toDate(inv.status_transitions?.paid_at),
  };
}

function checkoutCompletedState(s: Stripe.Checkout.Session): CheckoutCompletedState {
  return {
    sessionId: s.id,
    checkoutRef: s.client_reference_id ?? s.metadata?.checkoutRef ?? null,
    customerId: idOf(s.customer),
    subscriptionId: idOf(s.subscription),
    email: s.customer_details?.email ?? s.customer_email ?? null,
    name: s.customer_details?.name ?? null,
    paymentStatus: s.payment_status,
  };
}

/** Stripe's event onto ours; types we do not use are stored and acknowledged with no effect. */
export function translateStripeEvent(event: Stripe.Event): ProviderEventEnvelope {
  const events: PaymentEvent[] = [];
  const object = event.data.object as { id?: string };
  switch (event.type) {
    case 'checkout.session.completed':
      events.push({ type: 'checkout.completed', checkout: checkoutCompletedState(event.data.object) });
      break;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      events.push({ type: 'subscription.changed', subscription: subscriptionState(event.data.object) });
      break;
    case 'customer.subscription.trial_will_end':
      events.push({ type: 'subscription.trial_will_end', subscriptionId: event.data.object.id });
      break;
    case 'invoice.paid':
      events.push({ type: 'invoice.paid', invoice: invoiceState(event.data.object) });
      break;
    case 'invoice.payment_failed':
      events.push({ type: 'invoice.payment_failed', invoice: invoiceState(event.data.object) });
      break;
    case 'charge.refunded': {
      const charge = event.data.object;
      events.push({
        type: 'charge.refunded',
        refund: { paymentIntentId: idOf(charge.payment_intent), invoiceId: null, amountRefundedCents: charge.amount_refunded, fullyRefunded: charge.refunded },
      });
      break;
    }
    default:
      break;
  }
  return {
    id: event.id,
    provider: 'stripe',
    type: event.type,
    objectId: object?.id ?? null,
    createdAt: new Date(event.created * 1000),
    events,
  };
}

/** Stripe prices are found by lookup key and created when missing, never hand-made in a dashboard. */
export function priceLookupKey(plan: CreateCheckoutInput['plan']) {
  // The amount is part of the key: a price change makes a new price and leaves old subscribers alone.
  return `fondly_${plan.id}_${plan.interval}_${plan.priceCents}_${plan.currency}`;
}

export function createStripePayments(settings: StripeSettings, logger: Logger): StripePayments {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Fondly' },
    ...(api
      ? { host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80), protocol: api.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });
  const prices = new Map<string, Promise<string>>();

  async function lookUpOrCreatePrice(plan: CreateCheckoutInput['plan']): Promise<string> {
    const lookupKey = priceLookupKey(plan);
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const created = await stripe.prices.create(
      {
        lookup_key: lookupKey,
        currency: plan.currency,
        unit_amount: plan.priceCents,
        product_data: { name: `Fondly ${plan.name}`, metadata: { plan: plan.id } },
        metadata: { plan: plan.id },
        ...(plan.interval === 'once' ? {} : { recurring: { interval: plan.interval } }),
      },
      // Two processes racing to create the same price get the same one back.
      { idempotencyKey: `price-${lookupKey}` },
    );
    logger.info({ lookupKey, price: created.id }, 'created Stripe price');
    return created.id;
  }

  function priceFor(plan: CreateCheckoutInput['plan']) {
    const key = priceLookupKey(plan);
    let p = prices.get(key);
    if (!p) {
      p = lookUpOrCreatePrice(plan);
      prices.set(key, p);
      p.catch(() => prices.delete(key));
    }
    return p;
  }

  return {
    kind: 'stripe',
    async createCheckout(input) {
      const price = await priceFor(input.plan);
      const metadata = { ...input.metadata, checkoutRef: input.checkoutRef, plan: input.plan.id };
      const oneTime = input.plan.interval === 'once';
      const session = await stripe.checkout.sessions.create(
        {
          mode: oneTime ? 'payment' : 'subscription',
          line_items: [{ price, quantity: 1 }],
          client_reference_id: input.checkoutRef,
          metadata,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          ...(input.email ? { customer_email: input.email } : {}),
          ...(oneTime
            ? { customer_creation: 'always' as const, invoice_creation: { enabled: true, invoice_data: { metadata } } }
            : {
                subscription_data: {
                  metadata,
                  ...(input.plan.trialDays > 0 ? { trial_period_days: input.plan.trialDays } : {}),
                },
              }),
        },
        { idempotencyKey: `checkout-${input.checkoutRef}` },
      );
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { sessionId: session.id, url: session.url };
    },

    parseWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new WebhookSignatureError('missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (err) {
        throw new WebhookSignatureError((err as Error).message);
      }
      return translateStripeEvent(event);
    },

    async refundInvoice({ invoiceId, amountCents, idempotencyKey, reason }) {
      const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 10 });
      const paymentIntent = payments.data.map((p) => idOf(p.payment?.payment_intent ?? null)).find(Boolean);
      if (!paymentIntent) throw new Error(`Stripe has no paid payment for invoice ${invoiceId}`);
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: amountCents, reason: 'requested_by_customer', metadata: { invoice: invoiceId, note: reason.slice(0, 400) } },
        { idempotencyKey },
      );
      return { refundId: refund.id };
    },

    async retrieveCompletedCheckout(sessionId) {
      const s = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
      if (s.status !== 'complete') return null;
      const events: PaymentEvent[] = [{ type: 'checkout.completed', checkout: checkoutCompletedState(s) }];
      if (s.subscription && typeof s.subscription === 'object') {
        events.push({ type: 'subscription.changed', subscription: subscriptionState(s.subscription) });
      }
      // Its own id: the sync is recorded once, and Stripe's later webhook finds the work done.
      return { id: `sync_${s.id}`, provider: 'stripe', type: 'checkout.session.retrieved', objectId: s.id, createdAt: new Date(), events };
    },

    async retrieveSubscription(subscriptionId) {
      return subscriptionState(await stripe.subscriptions.retrieve(subscriptionId));
    },

    async cancelSubscriptionNow(subscriptionId) {
      const sub = await stripe.subscriptions.cancel(subscriptionId, { prorate: false });
      return subscriptionState(sub);
    },

    async invoiceOfPayment(paymentIntentId) {
      const found = await stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntentId }, limit: 1 });
      return idOf(found.data[0]?.invoice ?? null);
    },

    async pushBackNextPayment({ subscriptionId, to, idempotencyKey }) {
      // Stripe's way to give free time on a running subscription: a trial until then, nothing prorated.
      const sub = await stripe.subscriptions.update(
        subscriptionId,
        { trial_end: Math.floor(to.getTime() / 1000), proration_behavior: 'none' },
        { idempotencyKey },
      );
      return subscriptionState(sub);
    },

    async creditCustomer({ customerId, amountCents, description, idempotencyKey }) {
      // A negative balance is credit Stripe spends on the customer's next invoices.
      await stripe.customers.createBalanceTransaction(
        customerId,
        { amount: -amountCents, currency: 'usd', description },
        { idempotencyKey },
      );
    },

    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },
  };
}
