import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A small, faithful stand-in for Stripe's API on a local port, for tests that drive the
 * real `stripe` SDK (as stripe-node's own tests do, with host/port/protocol). It speaks
 * Stripe's wire format (form-encoded requests, JSON objects with `object` fields, list
 * envelopes, idempotency keys, error bodies) for the endpoints Fondly calls, and plays
 * Stripe's side of a purchase: completing a checkout, renewing, failing a card, each
 * returning the signed webhook deliveries Stripe would send.
 */

export const STAND_IN_SECRET_KEY = 'sk_test_standin_0123456789abcdefghijklmnop';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_standin_0123456789abcdefghijklmnop';

type Obj = Record<string, any>;

export interface RecordedStripeRequest {
  method: string;
  path: string;
  params: Obj;
  idempotencyKey: string | undefined;
}

export interface Delivery {
  event: Obj;
  payload: string;
  signature: string;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** Stripe's bracket notation (a[b][0][c]=1) into nested objects and arrays. */
export function parseStripeForm(body: string): Obj {
  const out: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: any = out;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]!);
      const key = /^\d+$/.test(part) && Array.isArray(node) ? Number(part) : part;
      if (last) node[key] = value;
      else node = node[key] ??= nextIsIndex ? [] : {};
    });
  }
  return out;
}

export async function startStripeStandIn(opts: { now?: () => Date } = {}) {
  const now = () => Math.floor((opts.now?.() ?? new Date()).getTime() / 1000);
  const stripe = new Stripe(STAND_IN_SECRET_KEY);
  const requests: RecordedStripeRequest[] = [];
  const idempotent = new Map<string, { status: number; body: string }>();
  const prices = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const customers = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const balanceTransactions: Obj[] = [];
  let failNextRequest: { status: number; message: string; times: number } | null = null;

  const error = (status: number, message: string, type = 'invalid_request_error') => ({ status, body: { error: { type, message } } });
  const list = (data: Obj[], url: string) => ({ object: 'list', data, has_more: false, url });

  function subscriptionObject(sub: Obj): Obj {
    return structuredClone(sub);
  }

  function route(method: string, path: string, params: Obj, query: URLSearchParams): { status: number; body: Obj } {
    let m: RegExpMatchArray | null;
    if (method === 'GET' && path === '/v1/prices') {
      const keys = Object.values(parseStripeForm(query.toString()).lookup_keys ?? {}) as string[];
      const data = [...prices.values()].filter((p) => keys.includes(p.lookup_key) && p.active);
      return { status: 200, body: list(data, '/v1/prices') };
    }
    if (method === 'POST' && path === '/v1/prices') {
      if ([...prices.values()].some((p) => p.lookup_key === params.lookup_key)) {
        return error(400, `A price (\`${params.lookup_key}\`) already uses that lookup key.`);
      }
      const price = {
        id: id('price'),
        object: 'price',
        active: true,
        currency: params.currency,
        unit_amount: Number(params.unit_amount),
        lookup_key: params.lookup_key ?? null,
        metadata: params.metadata ?? {},
        product: id('prod'),
        recurring: params.recurring ? { interval: params.recurring.interval, interval_count: 1 } : null,
        type: params.recurring ? 'recurring' : 'one_time',
      };
      prices.set(price.id, price);
      return { status: 200, body: price };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const price = prices.get(params.line_items?.[0]?.price);
      if (!price) return error(400, `No such price: '${params.line_items?.[0]?.price}'`);
      const session = {
        id: id('cs'),
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.test/c/pay/${randomBytes(8).toString('hex')}`,
        client_reference_id: params.client_reference_id ?? null,
        customer: null,
        customer_email: params.customer_email ?? null,
        customer_details: null,
        metadata: params.metadata ?? {},
        subscription: null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        amount_total: price.unit_amount,
        currency: price.currency,
        created: now(),
        // Kept for the stand-in's own use when the checkout completes.
        _params: params,
        _price: price,
      };
      sessions.set(session.id, session);
      return { status: 200, body: publicSession(session) };
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/checkout\/sessions\/([\w-]+)$/))) {
      const session = sessions.get(m[1]!);
      if (!session) return error(404, `No such checkout.session: '${m[1]}'`);
      const body = publicSession(session);
      const expand = Object.values(parseStripeForm(query.toString()).expand ?? {});
      if (expand.includes('subscription') && session.subscription) body.subscription = subscriptionObject(subscriptions.get(session.subscription)!);
      return { status: 200, body };
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const filter = parseStripeForm(query.toString());
      // Looked up by its payment (payment[type]=payment_intent&payment[payment_intent]=pi_…), or by invoice.
      const byPayment = filter.payment?.payment_intent as string | undefined;
      const inv = byPayment ? [...invoices.values()].find((i) => i._payment_intent === byPayment) : invoices.get(query.get('invoice') ?? '');
      const data = inv && inv.status === 'paid' && inv.amount_paid > 0
        ? [{ object: 'invoice_payment', id: id('inpay'), invoice: inv.id, status: 'paid', payment: { type: 'payment_intent', payment_intent: inv._payment_intent } }]
        : [];
      return { status: 200, body: list(data, '/v1/invoice_payments') };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const inv = [...invoices.values()].find((i) => i._payment_intent === params.payment_intent);
      if (!inv) return error(404, `No such payment_intent: '${params.payment_intent}'`);
      const already = [...refunds.values()].filter((r) => r.payment_intent === inv._payment_intent).reduce((s, r) => s + r.amount, 0);
      if (already + Number(params.amount) > inv.amount_paid) return error(400, 'Refund amount is greater than unrefunded amount on charge', 'invalid_request_error');
      const refund = { id: id('re'), object: 'refund', amount: Number(params.amount), payment_intent: inv._payment_intent, status: 'succeeded', metadata: params.metadata ?? {}, reason: params.reason ?? null };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/subscriptions\/([\w-]+)$/))) {
      const sub = subscriptions.get(m[1]!);
      if (!sub) return error(404, `No such subscription: '${m[1]}'`);
      return { status: 200, body: subscriptionObject(sub) };
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/subscriptions\/([\w-]+)$/))) {
      const sub = subscriptions.get(m[1]!);
      if (!sub) return error(404, `No such subscription: '${m[1]}'`);
      if (sub.status === 'canceled') return error(400, 'A canceled subscription can only update its cancellation_details and metadata.');
      if (params.trial_end !== undefined) {
        // As Stripe does: a trial until then starts now, and the next invoice waits for its end.
        const trialEnd = params.trial_end === 'now' ? now() : Number(params.trial_end);
        if (trialEnd <= now()) return error(400, 'Invalid timestamp: must be an integer Unix timestamp in the future.');
        Object.assign(sub, { status: 'trialing', trial_start: now(), trial_end: trialEnd });
        sub.items.data[0].current_period_start = now();
        sub.items.data[0].current_period_end = trialEnd;
      }
      if (params.cancel_at_period_end !== undefined) sub.cancel_at_period_end = params.cancel_at_period_end === 'true';
      return { status: 200, body: subscriptionObject(sub) };
    }
    if (method === 'DELETE' && (m = path.match(/^\/v1\/subscriptions\/([\w-]+)$/))) {
      const sub = subscriptions.get(m[1]!);
      if (!sub) return error(404, `No such subscription: '${m[1]}'`);
      if (sub.status === 'canceled') return error(400, 'This subscription has already been canceled.');
      Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: now(), cancel_at_period_end: false });
      return { status: 200, body: subscriptionObject(sub) };
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/customers\/([\w-]+)\/balance_transactions$/))) {
      const customer = customers.get(m[1]!);
      if (!customer) return error(404, `No such customer: '${m[1]}'`);
      customer.balance += Number(params.amount);
      const txn = { id: id('cbtxn'), object: 'customer_balance_transaction', amount: Number(params.amount), currency: params.currency, customer: customer.id, description: params.description ?? null, ending_balance: customer.balance };
      balanceTransactions.push(txn);
      return { status: 200, body: txn };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.has(params.customer)) return error(404, `No such customer: '${params.customer}'`);
      return { status: 200, body: { id: id('bps'), object: 'billing_portal.session', customer: params.customer, return_url: params.return_url, url: `https://billing.stripe.test/p/session/${randomBytes(8).toString('hex')}` } };
    }
    return error(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  function publicSession(session: Obj): Obj {
    const { _params, _price, ...rest } = session;
    return structuredClone(rest);
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const params = parseStripeForm(Buffer.concat(chunks).toString('utf8'));
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? '', path: url.pathname, params, idempotencyKey: key });
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
      res.end(body);
    };
    if (req.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`) {
      return send(401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
    }
    if (failNextRequest) {
      const f = failNextRequest;
      if (--f.times <= 0) failNextRequest = null;
      return send(f.status, JSON.stringify({ error: { type: 'api_error', message: f.message } }));
    }
    // Stripe replays the first answer to a repeated idempotency key.
    const cacheKey = key ? `${req.method} ${url.pathname} ${key}` : null;
    const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
    if (cached) return send(cached.status, cached.body);
    const result = route(req.method ?? 'GET', url.pathname, params, url.searchParams);
    const body = JSON.stringify(result.body);
    if (cacheKey) idempotent.set(cacheKey, { status: result.status, body });
    send(result.status, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function event(type: string, object: Obj, created = now(), previousAttributes?: Obj): Obj {
    return {
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created,
      data: { object: structuredClone(object), ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  /** Signs an event the way Stripe does (Stripe-Signature: t=…,v1=…). */
  function sign(ev: Obj, opts: { secret?: string; timestamp?: number } = {}): Delivery {
    const payload = JSON.stringify(ev, null, 2);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? STAND_IN_WEBHOOK_SECRET, timestamp: opts.timestamp });
    return { event: ev, payload, signature };
  }

  function newInvoice(sub: Obj | null, customer: string, amount: number, billingReason: string, paid: boolean, meta: Obj, period: { start: number; end: number }): Obj {
    const inv = {
      id: id('in'),
      object: 'invoice',
      customer,
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      currency: 'usd',
      billing_reason: billingReason,
      status: paid ? 'paid' : 'open',
      metadata: sub ? {} : meta,
      parent: sub ? { type: 'subscription_details', quote_details: null, subscription_details: { metadata: structuredClone(sub.metadata), subscription: sub.id } } : null,
      lines: { object: 'list', data: [{ id: id('il'), object: 'line_item', amount, period }], has_more: false, url: '/v1/invoices/lines' },
      period_start: period.start,
      period_end: period.end,
      status_transitions: { paid_at: paid ? now() : null, finalized_at: now() },
      created: now(),
      _payment_intent: amount > 0 ? id('pi') : null,
    };
    invoices.set(inv.id, inv);
    return inv;
  }

  const publicInvoice = (inv: Obj) => {
    const { _payment_intent, ...rest } = inv;
    return rest;
  };

  return {
    apiUrl,
    requests,
    prices,
    sessions,
    subscriptions,
    invoices,
    refunds,
    customers,
    balanceTransactions,
    event,
    sign,
    /** The next API request fails with this status (e.g. 500) once, or `times` requests in a row (the SDK retries a 500 twice). */
    failNext(status: number, message = 'Something went wrong at the stand-in', times = 1) {
      failNextRequest = { status, message, times };
    },

    /**
     * The buyer pays on Stripe's page: a customer, a subscription in its trial (or a paid
     * one-time invoice) and the events Stripe sends, in Stripe's usual order.
     */
    completeCheckout(sessionId: string, buyer: { email: string; name: string }): Delivery[] {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`stand-in has no session ${sessionId}`);
      const params = session._params;
      const customer = { id: id('cus'), object: 'customer', email: buyer.email, name: buyer.name, balance: 0 };
      customers.set(customer.id, customer);
      const t = now();
      const deliveries: Delivery[] = [];
      if (session.mode === 'subscription') {
        const trialDays = Number(params.subscription_data?.trial_period_days ?? 0);
        const trialEnd = trialDays ? t + trialDays * 86_400 : null;
        const periodEnd = trialEnd ?? t + 30 * 86_400;
        const sub = {
          id: id('sub'),
          object: 'subscription',
          customer: customer.id,
          status: trialEnd ? 'trialing' : 'active',
          metadata: params.subscription_data?.metadata ?? {},
          items: { object: 'list', data: [{ id: id('si'), object: 'subscription_item', price: session._price, current_period_start: t, current_period_end: periodEnd }], has_more: false },
          trial_start: trialEnd ? t : null,
          trial_end: trialEnd,
          cancel_at_period_end: false,
          canceled_at: null,
          ended_at: null,
          created: t,
          start_date: t,
        };
        subscriptions.set(sub.id, sub);
        const first = newInvoice(sub, customer.id, trialEnd ? 0 : session._price.unit_amount, 'subscription_create', true, {}, { start: t, end: periodEnd });
        Object.assign(session, { subscription: sub.id });
        deliveries.push(sign(event('customer.subscription.created', subscriptionObject(sub), t)));
        deliveries.push(sign(event('invoice.paid', publicInvoice(first), t)));
      } else {
        const inv = newInvoice(null, customer.id, session._price.unit_amount, 'manual', true, params.invoice_creation?.invoice_data?.metadata ?? {}, { start: t, end: t });
        deliveries.push(sign(event('invoice.paid', publicInvoice(inv), t)));
      }
      Object.assign(session, {
        status: 'complete',
        payment_status: session.mode === 'subscription' && session.subscription && subscriptions.get(session.subscription)!.status === 'trialing' ? 'no_payment_required' : 'paid',
        customer: customer.id,
        customer_details: { email: buyer.email, name: buyer.name },
      });
      deliveries.push(sign(event('checkout.session.completed', publicSession(session), t)));
      return deliveries;
    },

    /**
     * Stripe's charge.refunded for an invoice's payment, as it stands after the refunds made so far
     * (through the API, or `refundInDashboard`). Like Stripe's own, the charge does not name the invoice.
     */
    chargeRefunded(invoiceId: string): Delivery {
      const inv = invoices.get(invoiceId);
      if (!inv?._payment_intent) throw new Error(`stand-in has no paid invoice ${invoiceId}`);
      const refunded = [...refunds.values()].filter((r) => r.payment_intent === inv._payment_intent).reduce((sum, r) => sum + r.amount, 0);
      const charge = {
        id: inv._payment_intent.replace(/^pi_/, 'ch_'),
        object: 'charge',
        amount: inv.amount_paid,
        amount_captured: inv.amount_paid,
        amount_refunded: refunded,
        refunded: refunded >= inv.amount_paid,
        captured: true,
        currency: inv.currency,
        customer: inv.customer,
        metadata: {},
        paid: true,
        payment_intent: inv._payment_intent,
        status: 'succeeded',
        created: inv.created,
      };
      return sign(event('charge.refunded', charge));
    },

    /** Someone refunds a payment in Stripe's dashboard (the whole of it unless `amount` says less): the webhook Stripe sends. */
    refundInDashboard(invoiceId: string, amount?: number): Delivery {
      const inv = invoices.get(invoiceId);
      if (!inv?._payment_intent) throw new Error(`stand-in has no paid invoice ${invoiceId}`);
      const refund = { id: id('re'), object: 'refund', amount: amount ?? inv.amount_paid, payment_intent: inv._payment_intent, status: 'succeeded', metadata: {}, reason: 'requested_by_customer' };
      refunds.set(refund.id, refund);
      return this.chargeRefunded(invoiceId);
    },

    /** The period ends: Stripe charges the card (credit first), or the charge fails. */
    renew(subscriptionId: string, opts: { fail?: boolean; at?: number } = {}): Delivery[] {
      const sub = subscriptions.get(subscriptionId)!;
      const customer = customers.get(sub.customer)!;
      const t = opts.at ?? now();
      const price = sub.items.data[0].price.unit_amount as number;
      const fromCredit = Math.min(-customer.balance, price);
      const toCharge = price - Math.max(0, fromCredit);
      const start = sub.items.data[0].current_period_end as number;
      const end = start + 30 * 86_400;
      if (opts.fail && toCharge > 0) {
        const inv = newInvoice(sub, customer.id, price, 'subscription_cycle', false, {}, { start, end });
        sub.status = 'past_due';
        return [sign(event('invoice.payment_failed', publicInvoice(inv), t)), sign(event('customer.subscription.updated', subscriptionObject(sub), t, { status: 'active' }))];
      }
      if (fromCredit > 0) customer.balance += fromCredit;
      const inv = newInvoice(sub, customer.id, toCharge, 'subscription_cycle', true, {}, { start, end });
      inv.amount_due = price;
      const previous = sub.status;
      Object.assign(sub, { status: 'active' });
      sub.items.data[0].current_period_start = start;
      sub.items.data[0].current_period_end = end;
      return [sign(event('invoice.paid', publicInvoice(inv), t)), sign(event('customer.subscription.updated', subscriptionObject(sub), t, { status: previous }))];
    },

    /** A subscription event for the current state, stamped `created` (to deliver out of order). */
    subscriptionEvent(subscriptionId: string, type: string, created: number, patch: Obj = {}): Delivery {
      const sub = subscriptions.get(subscriptionId)!;
      return sign(event(type, { ...subscriptionObject(sub), ...patch }, created));
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
