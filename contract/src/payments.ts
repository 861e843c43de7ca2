import { z } from 'zod';
import { EMAIL_SHAPE, emailField, SIGNUP_MESSAGES } from './onboarding.js';
import { hasRefusedCharacter, idToken, lineText, multilineText, TEXT_MESSAGES } from './text.js';
import { planSchema } from './plans.js';

/**
 * Checkout, billing and the operator's payment views. Browser-safe (zod only). Money is
 * integer cents everywhere.
 *
 * Endpoints (see /api/docs for the full shapes):
 *   GET  /api/checkout/{plan}?email=          -> { url }  Stripe Checkout, or /checkout/<id> locally
 *   GET  /api/checkout/sessions/{id}          -> CheckoutSession  (the id is the transaction_id)
 *   POST /api/checkout/sessions/{id}/pay      local checkout only: LocalCheckoutPayment -> { redirectUrl }
 *   POST /api/billing/portal                  signed-in subscriber -> { url }: Stripe's Billing Portal, or /checkout/manage
 *   GET  /api/billing/subscription            signed-in subscriber -> BillingSubscription
 *   POST /api/billing/cancel | /resume | /card | /plan   local mode: what the Billing Portal does on Stripe
 *   GET  /api/billing/invoices[/{id}]        signed-in subscriber -> their invoices and one receipt
 *   POST /api/webhooks/stripe                 Stripe only, signed
 *   operator: GET /api/payments/events, GET /api/payments/invoices, POST /api/payments/invoices/{id}/refund,
 *             POST /api/payments/local/subscriptions/{id}/advance
 */

export const CHECKOUT_MESSAGES = {
  cardNumberRequired: 'Please enter your card number',
  cardNumberInvalid: 'Please enter a valid card number',
  expiryInvalid: 'Please enter the expiry date as MM / YY',
  expired: 'This card has expired',
  cvcInvalid: 'Please enter the 3 or 4 digit security code',
  nameRequired: SIGNUP_MESSAGES.nameRequired,
  emailInvalid: SIGNUP_MESSAGES.validEmailRequired,
  declined: 'Your card was declined. Please try a different card.',
  notATestCard: 'This is a test checkout: please use the test card 4242 4242 4242 4242.',
} as const;

/** The plan in GET /api/checkout/{plan}; unknown ones get a 404 from the catalogue. */
export const checkoutPlanParamSchema = z.object({ plan: idToken('There is no such plan.', 40) });
export const checkoutQuerySchema = z.object({
  /** Pre-fills the checkout and comes back in the success address. */
  // A malformed email is dropped rather than refused (it only pre-fills the form); done with
  // a transform because the OpenAPI generator cannot describe `.catch`.
  email: z
    .string()
    .max(2000)
    .refine((v) => !hasRefusedCharacter(v), TEXT_MESSAGES.hiddenCharacter)
    .optional()
    .transform((v) => {
      const t = v?.trim();
      return t && t.length <= 254 && EMAIL_SHAPE.test(t) ? t : undefined;
    }),
});
export const checkoutUrlSchema = z.object({ url: z.string() });
export type CheckoutUrl = z.infer<typeof checkoutUrlSchema>;

export const checkoutSessionIdSchema = z.object({ id: idToken('This checkout could not be found.').min(8, 'This checkout could not be found.') });

/** What the local checkout page and /onboarding may know about a checkout. */
export const checkoutSessionSchema = z.object({
  id: z.string(),
  provider: z.enum(['stripe', 'local']),
  status: z.enum(['open', 'completed', 'expired']),
  plan: planSchema,
  amountCents: z.number().int(),
  currency: z.string(),
  /** Days before the first charge; 0 for one-time (gift) plans. */
  trialDays: z.number().int(),
  email: z.string().nullable(),
  /** The name on the card once paid: /onboarding starts "Your Name" with it. */
  customerName: z.string().nullable(),
  /** An account already claimed this payment: /onboarding offers sign-in instead. */
  alreadyLinked: z.boolean(),
  /** Linked to the account signed in on this browser (its payment joined it at once). */
  linkedToYou: z.boolean(),
  /** Refer a friend: the month free this checkout brings, said before paying (issue 30); null without one. */
  referralMonth: z.string().nullable(),
});
/** "Refer a friend, both get one month free": what the friend is told at checkout. */
export const referralMonthText = (friendName: string | null, planName: string, price: string, trialDays: number) =>
  `One month free${friendName ? ` from ${friendName}'s referral` : ' from a friend\'s referral'}: ${trialDays > 0 ? `after your ${trialDays}-day trial, ` : ''}your first month of ${planName} (${price}) is free, taken off your first payment.`;
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** A paid plan this browser bought whose setup is not finished (/onboarding opened in another tab); null: none. */
export const waitingCheckoutSchema = z.object({ transactionId: z.string().nullable() });
export type WaitingCheckout = z.infer<typeof waitingCheckoutSchema>;
/** /onboarding with no payment to finish in this tab (walk finding 1). */
export const FINISH_SETUP_TEXT = {
  heading: 'Finish setting up your plan',
  emailed: "If you have just paid for a plan and have not finished setting up, we email you the link an hour after paying (from Fondly, \"Complete your Fondly setup\").",
  again: 'Rather not wait, or no email? Enter the address you paid with and we will send the link now.',
} as const;

const digitsOnly = (v: string) => v.replace(/[\s-]/g, '');

/** Luhn's check: catches a mistyped digit before the card is even tried. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i--) {
    let d = number.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

export const cardNumberSchema = lineText({ error: CHECKOUT_MESSAGES.cardNumberRequired })
  .min(1, CHECKOUT_MESSAGES.cardNumberRequired)
  .max(30, CHECKOUT_MESSAGES.cardNumberInvalid)
  .refine((v) => /^\d{12,19}$/.test(digitsOnly(v)) && passesLuhn(digitsOnly(v)), CHECKOUT_MESSAGES.cardNumberInvalid)
  .transform(digitsOnly);

const EXPIRY_SHAPE = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/;
export const cardExpirySchema = lineText({ error: CHECKOUT_MESSAGES.expiryInvalid })
  .regex(EXPIRY_SHAPE, CHECKOUT_MESSAGES.expiryInvalid)
  .refine((v) => {
    const [, mm, yy] = EXPIRY_SHAPE.exec(v) ?? [];
    // Valid through the last day of its month.
    const endOfMonth = new Date(Date.UTC(2000 + Number(yy), Number(mm), 1));
    return endOfMonth.getTime() > Date.now();
  }, CHECKOUT_MESSAGES.expired);

export const cardCvcSchema = lineText({ error: CHECKOUT_MESSAGES.cvcInvalid }).regex(/^\d{3,4}$/, CHECKOUT_MESSAGES.cvcInvalid);

/** The local checkout form (test cards only; nothing but the last four digits is kept). */
export const localCheckoutPaymentSchema = z.object({
  email: emailField(CHECKOUT_MESSAGES.emailInvalid, CHECKOUT_MESSAGES.emailInvalid),
  name: lineText({ error: CHECKOUT_MESSAGES.nameRequired }).min(1, CHECKOUT_MESSAGES.nameRequired).max(100, CHECKOUT_MESSAGES.nameRequired),
  cardNumber: cardNumberSchema,
  expiry: cardExpirySchema,
  cvc: cardCvcSchema,
});
export type LocalCheckoutPaymentInput = z.input<typeof localCheckoutPaymentSchema>;
export type LocalCheckoutPayment = z.output<typeof localCheckoutPaymentSchema>;

export const localCheckoutResultSchema = z.object({
  /** /?transaction_id=<id>&email=<email>: the landing page sends the browser on to /onboarding. */
  redirectUrl: z.string(),
});
export type LocalCheckoutResult = z.infer<typeof localCheckoutResultSchema>;

export const localCardUpdateSchema = z.object({ cardNumber: cardNumberSchema, expiry: cardExpirySchema, cvc: cardCvcSchema });
export type LocalCardUpdateInput = z.input<typeof localCardUpdateSchema>;

export const billingPortalSchema = z.object({ url: z.string() });
export type BillingPortal = z.infer<typeof billingPortalSchema>;

/** The signed-in subscriber's plan and card, for the manage page. */
export const billingSubscriptionSchema = z.object({
  provider: z.enum(['none', 'stripe', 'local']),
  plan: z.object({ id: z.string(), name: z.string(), priceCents: z.number().int(), interval: z.string() }),
  status: z.enum(['free', 'trialing', 'active', 'past_due', 'canceled', 'incomplete']),
  trialEnd: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Local mode only: the card on file (last four digits) and credit from referrals. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  creditCents: z.number().int(),
  /**
   * Until when a gift pays for the plan: a gift plan's whole term (it does not renew, and its price
   * is the giver's, never shown), or the months a gift added to a renewing plan; null: no gift.
   */
  giftUntil: z.string().nullable(),
});
export type BillingSubscription = z.infer<typeof billingSubscriptionSchema>;

/** One of the signed-in family's own invoices (their billing page and its receipts). */
export const familyInvoiceSchema = z.object({
  id: z.string(),
  /** The provider's invoice number, printed on the receipt. */
  number: z.string(),
  planName: z.string(),
  /** In words: "Premium, Dec 2, 2026 - Jan 2, 2027", "Free trial of Premium: nothing charged". */
  description: z.string(),
  status: z.enum(['paid', 'failed', 'refunded']),
  amountDueCents: z.number().int(),
  amountPaidCents: z.number().int(),
  refundedCents: z.number().int(),
  currency: z.string(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  /** Who it is billed to, for the receipt. */
  billedTo: z.object({ name: z.string(), email: z.string() }),
});
export type FamilyInvoice = z.infer<typeof familyInvoiceSchema>;
export const familyInvoicesResponseSchema = z.object({ invoices: z.array(familyInvoiceSchema) });
export type FamilyInvoicesResponse = z.infer<typeof familyInvoicesResponseSchema>;

export const CHANGE_PLAN_MESSAGES = {
  notRecurring: 'Please choose one of the monthly or yearly plans.',
  samePlan: 'You are already on this plan.',
} as const;

/** The local checkout's plan change (Stripe's Billing Portal does it there). */
export const changePlanSchema = z.object({ plan: idToken(CHANGE_PLAN_MESSAGES.notRecurring, 40) });
export type ChangePlanInput = z.input<typeof changePlanSchema>;

// ---------------------------------------------------------------- operator views
export const paymentEventSchema = z.object({
  id: z.string(),
  provider: z.enum(['stripe', 'local']),
  type: z.string(),
  objectId: z.string().nullable(),
  providerCreatedAt: z.string(),
  receivedAt: z.string(),
  outcome: z.string(),
});
export type PaymentEventRow = z.infer<typeof paymentEventSchema>;
export const paymentEventsResponseSchema = z.object({ events: z.array(paymentEventSchema) });
export type PaymentEventsResponse = z.infer<typeof paymentEventsResponseSchema>;
export const paymentEventsQuerySchema = z.object({
  type: lineText().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const invoiceRowSchema = z.object({
  id: z.string(),
  provider: z.enum(['stripe', 'local']),
  providerInvoiceId: z.string(),
  customerEmail: z.string().nullable(),
  customerName: z.string().nullable(),
  plan: z.string(),
  planName: z.string(),
  status: z.enum(['paid', 'failed', 'refunded']),
  amountPaidCents: z.number().int(),
  refundedCents: z.number().int(),
  paidAt: z.string().nullable(),
  /** Within the 30-day money-back guarantee and not refunded yet. */
  refundable: z.boolean(),
  providerSubscriptionId: z.string().nullable(),
});
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;
export const invoicesResponseSchema = z.object({ invoices: z.array(invoiceRowSchema) });
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

export const REFUND_MESSAGES = {
  reasonRequired: 'Please say why this payment is refunded',
  notPaid: 'Only a paid invoice can be refunded.',
  alreadyRefunded: 'This payment was already refunded.',
  tooOld: 'This payment is older than the 30-day money-back guarantee.',
  nothingPaid: 'Nothing was paid on this invoice.',
} as const;
export const MONEY_BACK_DAYS = 30;

export const refundRequestSchema = z.object({
  reason: multilineText({ error: REFUND_MESSAGES.reasonRequired }).min(1, REFUND_MESSAGES.reasonRequired).max(500, 'Please keep the reason under 500 characters'),
  /** Ends the subscription now too (the default for a money-back refund). */
  cancelSubscription: z.boolean().default(true),
});
export type RefundRequestInput = z.input<typeof refundRequestSchema>;
export const refundResultSchema = z.object({
  invoice: invoiceRowSchema,
  refundId: z.string(),
  commission: z.string().nullable(),
});
export type RefundResult = z.infer<typeof refundResultSchema>;

export const localAdvanceResultSchema = z.object({
  outcome: z.string(),
  status: z.string(),
  currentPeriodEnd: z.string(),
});
