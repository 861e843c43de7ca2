import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../context.js';
import { requireOperator, requireSession } from '../../auth/index.js';
import {
  billingPortalSchema,
  billingSubscriptionSchema,
  changePlanSchema,
  familyInvoiceSchema,
  familyInvoicesResponseSchema,
  invoicesResponseSchema,
  localAdvanceResultSchema,
  localCardUpdateSchema,
  paymentEventsQuerySchema,
  paymentEventsResponseSchema,
  refundRequestSchema,
  refundResultSchema,
} from '@fondly/contract/payments';
import { AppError } from '../../lib/errors.js';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';
import { describeBilling, listPaymentEvents, subscriptionToManage } from '../billing.js';
import { replanFamilyCalls } from '../../calls/scheduling/planner.js';
import { advanceLocalSubscription, changeLocalPlan, setLocalCancelAtPeriodEnd, updateLocalCard } from '../local-billing.js';
import { getFamilyInvoice, listFamilyInvoices } from '../family-invoices.js';
import { listInvoices, refundInvoice } from '../refunds.js';
import { idToken, lineText } from '@fondly/contract/text';

const subscriberId = (c: Context<AppEnv>) => c.var.session!.subjectId;

/**
 * The subscriber's own billing (plan, card, cancel) and the operator's payment views:
 * events received, invoices, refunds, and the local billing clock's "renew now".
 */
export function billingRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/billing/*', requireSession(deps, 'subscriber'));
  router.use('/payments/*', requireOperator(deps));

  return router
    .openapi(
      createRoute({
        method: 'post',
        path: '/billing/portal',
        tags: ['payments'],
        summary: 'Where the signed-in subscriber changes card or cancels: Stripe’s Billing Portal, or /checkout/manage locally',
        responses: { 200: jsonContent(billingPortalSchema, 'Send the browser here'), 409: { description: 'Nothing to manage (free plan)' }, ...errorResponses },
      }),
      async (c) => {
        const sub = await subscriptionToManage(deps, subscriberId(c));
        const payments = deps.providers.payments;
        if (sub.provider !== payments.kind || !sub.providerCustomerId) {
          throw new AppError(409, 'conflict', 'This plan was not bought here, so there is no card to manage.');
        }
        const { url } = await payments.createPortalSession({ customerId: sub.providerCustomerId, returnUrl: `${deps.config.publicUrl}/dashboard` });
        return c.json({ url }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/billing/subscription',
        tags: ['payments'],
        summary: 'The signed-in subscriber’s plan, its status and dates, and (locally) the card on file',
        responses: { 200: jsonContent(billingSubscriptionSchema, 'The subscription'), ...errorResponses },
      }),
      async (c) => c.json(await describeBilling(deps, subscriberId(c)), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/billing/cancel',
        tags: ['payments'],
        summary: 'Cancel at the end of the billing period (local checkout; Stripe’s portal does this there)',
        responses: { 200: jsonContent(billingSubscriptionSchema, 'Cancels at period end'), ...errorResponses },
      }),
      async (c) => {
        const sub = await subscriptionToManage(deps, subscriberId(c), 'local');
        await setLocalCancelAtPeriodEnd(deps, sub.providerSubscriptionId!, true);
        // "Calls continue until <end>": the calls planned past it are taken off her schedule now.
        await replanFamilyCalls(deps, subscriberId(c));
        return c.json(await describeBilling(deps, subscriberId(c)), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/billing/resume',
        tags: ['payments'],
        summary: 'Keep a subscription that was set to cancel (local checkout)',
        responses: { 200: jsonContent(billingSubscriptionSchema, 'Continues'), ...errorResponses },
      }),
      async (c) => {
        const sub = await subscriptionToManage(deps, subscriberId(c), 'local');
        await setLocalCancelAtPeriodEnd(deps, sub.providerSubscriptionId!, false);
        await replanFamilyCalls(deps, subscriberId(c));
        return c.json(await describeBilling(deps, subscriberId(c)), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/billing/card',
        tags: ['payments'],
        summary: 'Replace the card on file (local checkout); a past-due plan is charged again at once',
        request: { body: { content: { 'application/json': { schema: localCardUpdateSchema } }, required: true } },
        responses: { 200: jsonContent(billingSubscriptionSchema, 'Card saved'), 402: { description: 'The card was declined' }, ...errorResponses },
      }),
      async (c) => {
        const sub = await subscriptionToManage(deps, subscriberId(c), 'local');
        await updateLocalCard(deps, sub.providerSubscriptionId!, c.req.valid('json').cardNumber);
        return c.json(await describeBilling(deps, subscriberId(c)), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/billing/plan',
        tags: ['payments'],
        summary: 'Change to another monthly or yearly plan (local checkout): its calls start now, the next payment is its price',
        request: { body: { content: { 'application/json': { schema: changePlanSchema } }, required: true } },
        responses: { 200: jsonContent(billingSubscriptionSchema, 'Plan changed'), 409: { description: 'Already on it, or the plan has ended' }, ...errorResponses },
      }),
      async (c) => {
        const sub = await subscriptionToManage(deps, subscriberId(c), 'local');
        await changeLocalPlan(deps, sub.providerSubscriptionId!, c.req.valid('json').plan);
        await replanFamilyCalls(deps, subscriberId(c));
        return c.json(await describeBilling(deps, subscriberId(c)), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/billing/invoices',
        tags: ['payments'],
        summary: 'The signed-in subscriber’s invoices, newest first (payments, failed charges, refunds)',
        responses: { 200: jsonContent(familyInvoicesResponseSchema, 'Invoices'), ...errorResponses },
      }),
      async (c) => c.json({ invoices: await listFamilyInvoices(deps.database.db, subscriberId(c)) }, 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/billing/invoices/{id}',
        tags: ['payments'],
        summary: 'One of the signed-in subscriber’s invoices, for its receipt',
        request: { params: z.object({ id: z.uuid('There is no such invoice on your account.') }) },
        responses: { 200: jsonContent(familyInvoiceSchema, 'The invoice'), ...errorResponses },
      }),
      async (c) => c.json(await getFamilyInvoice(deps.database.db, subscriberId(c), c.req.valid('param').id), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/payments/events',
        tags: ['operators'],
        summary: 'Provider events received (Stripe webhooks and local checkout events), newest first',
        request: { query: paymentEventsQuerySchema },
        responses: { 200: jsonContent(paymentEventsResponseSchema, 'Events'), ...errorResponses },
      }),
      async (c) => c.json({ events: await listPaymentEvents(deps.database.db, c.req.valid('query')) }, 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/payments/invoices',
        tags: ['operators'],
        summary: 'Invoices (paid, failed, refunded) with who paid them, newest first',
        request: { query: z.object({ search: lineText().max(254).optional() }) },
        responses: { 200: jsonContent(invoicesResponseSchema, 'Invoices'), ...errorResponses },
      }),
      async (c) => c.json({ invoices: await listInvoices(deps.database.db, deps.now(), { search: c.req.valid('query').search }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/payments/invoices/{id}/refund',
        tags: ['operators'],
        summary: 'Refund a payment (30-day money-back guarantee); reverses the affiliate commission',
        request: {
          params: z.object({ id: z.uuid('There is no such invoice.') }),
          body: { content: { 'application/json': { schema: refundRequestSchema } }, required: true },
        },
        responses: { 200: jsonContent(refundResultSchema, 'Refunded'), 409: { description: 'Not refundable' }, ...errorResponses },
      }),
      async (c) => {
        const { reason, cancelSubscription } = c.req.valid('json');
        const result = await refundInvoice(deps, { invoiceId: c.req.valid('param').id, operatorId: c.var.session!.subjectId, reason, cancelSubscription });
        c.var.log.info({ invoiceId: result.invoice.id, refundId: result.refundId }, 'payment refunded');
        return c.json(result, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/payments/local/subscriptions/{id}/advance',
        tags: ['operators'],
        summary: 'Local checkout: run this subscription’s next billing event now (trial end, renewal, or cancellation)',
        description: 'The same events a renewal at the period end produces (invoice.paid or invoice.payment_failed), for demos and end-to-end tests.',
        request: { params: z.object({ id: idToken('There is no such subscription.', 100) }) },
        responses: { 200: jsonContent(localAdvanceResultSchema, 'What happened'), ...errorResponses },
      }),
      async (c) => {
        const { outcome, subscription } = await advanceLocalSubscription(deps, c.req.valid('param').id, { early: true });
        return c.json({ outcome, status: subscription.status, currentPeriodEnd: subscription.currentPeriodEnd.toISOString() }, 200);
      },
    );
}
