import { replanFamiliesCalls } from '../../calls/scheduling/planner.js';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';
import { recordProviderEvent } from '../events.js';
import { followUpProviderEvent } from '../follow-up.js';
import { WebhookSignatureError } from '../port.js';
import { findRefundedInvoices } from '../refunds.js';

const receivedSchema = z.object({ received: z.literal(true), duplicate: z.boolean(), outcome: z.string() });

/**
 * Stripe's webhooks. The signature is checked on the raw body before anything is read;
 * each event id is applied once, in one transaction with its effects (a failure answers
 * 500 so Stripe retries; a replay answers 200 and changes nothing).
 */
export function stripeWebhookRoutes(deps: AppDeps) {
  return createRouter().openapi(
    createRoute({
      method: 'post',
      path: '/webhooks/stripe',
      tags: ['payments'],
      summary: 'Stripe webhook endpoint (signed with the endpoint secret)',
      description:
        'Handles checkout.session.completed, customer.subscription.created|updated|deleted|trial_will_end, invoice.paid, invoice.payment_failed ' +
        'and charge.refunded (a whole refund of a gift cancels its code); ' +
        'other types are acknowledged. A missing or wrong Stripe-Signature is 400 and changes nothing.',
      responses: { 200: jsonContent(receivedSchema, 'Received'), ...errorResponses },
    }),
    async (c) => {
      const payments = deps.providers.payments;
      if (payments.kind !== 'stripe') throw new AppError(404, 'not_found', 'Stripe is not configured here; payments use the local checkout.');
      // The exact bytes Stripe signed: parsing first would change them.
      const raw = await c.req.text();
      let envelope;
      try {
        envelope = payments.parseWebhook(raw, c.req.header('stripe-signature'));
      } catch (err) {
        if (err instanceof WebhookSignatureError) {
          c.var.log.warn({ reason: err.message }, 'refused a Stripe webhook with a bad signature');
          throw new AppError(400, 'bad_request', 'The Stripe signature is missing or does not match.');
        }
        throw new AppError(400, 'bad_request', 'This is not a Stripe event.');
      }
      // A refund names its payment; the invoice it paid is asked of Stripe first (a failure answers 500: Stripe retries).
      envelope = await findRefundedInvoices(payments, envelope);
      const result = await deps.database.db.transaction((tx) => recordProviderEvent(tx, envelope, deps.now()));
      c.var.log.info({ event: envelope.id, type: envelope.type, outcome: result.outcome }, 'Stripe event');
      // A plan switched in Stripe's portal, or a payment that joined its account: calls planned for the new allowance.
      await replanFamiliesCalls(deps, await followUpProviderEvent(deps, result));
      return c.json({ received: true as const, duplicate: !result.applied, outcome: result.outcome }, 200);
    },
  );
}
