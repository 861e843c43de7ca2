import { z } from 'zod';
import { DEFAULT_TIME_ZONE, EMAIL_SHAPE, SIGNUP_MESSAGES, WIZARD_PHONE_SHAPE, emailField, isValidTimeZone, paidOnboardingSchema, timeZoneSchema } from './onboarding.js';
import { lineText, multilineText } from './text.js';

/**
 * The /gift form (spec sections 2, 3 and 5): every field required but the message. The
 * form sends an email draft to support and makes no server call, so this schema is the
 * only check; it lives here with the others so its messages exist once.
 */
export const GIFT_PLAN_IDS = ['3-month-99', '1-year-499'] as const;
export type GiftPlanId = (typeof GIFT_PLAN_IDS)[number];

export const GIFT_MESSAGE_MAX = 1000;

export const GIFT_MESSAGES = {
  gifterNameRequired: SIGNUP_MESSAGES.yourNameRequired,
  gifterEmailRequired: 'Your email is required',
  emailInvalid: SIGNUP_MESSAGES.emailInvalid,
  recipientNameRequired: "Recipient's name is required",
  recipientPhoneRequired: "Recipient's phone number is required",
  phoneInvalid: SIGNUP_MESSAGES.phoneInvalid,
  planRequired: 'Please choose a gift plan',
  messageTooLong: `Please keep your message under ${GIFT_MESSAGE_MAX} characters`,
  tooLong: SIGNUP_MESSAGES.tooLong,
} as const;

const required = (message: string, max = 100) =>
  lineText({ error: message }).min(1, message).max(max, GIFT_MESSAGES.tooLong);

export const giftRequestSchema = z.object({
  gifterName: required(GIFT_MESSAGES.gifterNameRequired),
  gifterEmail: lineText({ error: GIFT_MESSAGES.gifterEmailRequired })
    .min(1, GIFT_MESSAGES.gifterEmailRequired)
    .max(254, GIFT_MESSAGES.emailInvalid)
    .regex(EMAIL_SHAPE, GIFT_MESSAGES.emailInvalid),
  recipientName: required(GIFT_MESSAGES.recipientNameRequired),
  recipientPhone: lineText({ error: GIFT_MESSAGES.recipientPhoneRequired })
    .min(1, GIFT_MESSAGES.recipientPhoneRequired)
    .max(40, GIFT_MESSAGES.phoneInvalid)
    .refine((v) => WIZARD_PHONE_SHAPE.test(v.replace(/\s/g, '')), GIFT_MESSAGES.phoneInvalid),
  plan: z.enum(GIFT_PLAN_IDS, { error: GIFT_MESSAGES.planRequired }),
  personalMessage: multilineText().max(GIFT_MESSAGE_MAX, GIFT_MESSAGES.messageTooLong).default(''),
});
export type GiftRequestInput = z.input<typeof giftRequestSchema>;
export type GiftRequest = z.output<typeof giftRequestSchema>;

// ---------------------------------------------------------------- buying a gift online (issue 30, item 9; decision 151)

/** A redemption code as printed on the card: "FOND-" and eight letters or digits without look-alikes, in two groups. */
export const GIFT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GIFT_CODE_SHAPE = /^FOND-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;
/** The furthest ahead a delivery date may be. */
export const GIFT_DELIVERY_MAX_DAYS = 366;

export const GIFT_PURCHASE_MESSAGES = {
  buyerNameRequired: SIGNUP_MESSAGES.yourNameRequired,
  buyerEmailRequired: 'Your email is required',
  emailInvalid: SIGNUP_MESSAGES.emailInvalid,
  recipientFirstNameRequired: "Recipient's first name is required",
  planRequired: 'Please choose a gift plan',
  messageTooLong: 'Please keep your message under 300 characters',
  deliveryDateRequired: 'Please choose a delivery date',
  deliveryDatePast: 'The delivery date cannot be in the past',
  deliveryDateTooFar: 'Please choose a delivery date within the next year',
  timeZoneInvalid: SIGNUP_MESSAGES.timeZoneInvalid,
  tooLong: SIGNUP_MESSAGES.tooLong,
} as const;

/** What the gift card, its page and its mails say when a code does not work, in the product's words. */
export const GIFT_CODE_MESSAGES = {
  codeRequired: 'Please enter the code from your gift card',
  notFound: 'We could not find a gift with this code. Please check it against the card: it looks like FOND-ABCD-EF23.',
  alreadyRedeemed: 'This gift has already been redeemed. If that was not you, please write to us and we will sort it out.',
  notPaid: 'This gift is not paid yet. If you just paid, wait a minute and try again.',
  tooManyTries: 'Too many tries. Please wait a few minutes and try again.',
  refunded: 'This gift was refunded to the person who bought it, so its code has been cancelled and no longer works. If you think this is a mistake, please write to us and we will sort it out.',
} as const;

/** Decision 157: a gift card never expires (US law allows no less than five years, several states none at all); the card and its mails say so. */
export const GIFT_NEVER_EXPIRES = 'This gift never expires.';

/** "2026-11-27" in a zone: the calendar date there at `now`. */
export function dateInZone(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The day `days` after a calendar date ("2026-11-27" + 1 = "2026-11-28"). */
export function addDaysToDate(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Spaces, lower case and dashes forgiven: "fond abcd ef23" is FOND-ABCD-EF23. */
export function normalizeGiftCode(raw: string): string {
  const letters = raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const body = letters.startsWith('FOND') ? letters.slice(4) : letters;
  return body.length === 8 ? `FOND-${body.slice(0, 4)}-${body.slice(4)}` : raw.trim().toUpperCase();
}

export const giftCodeSchema = z
  .string({ error: GIFT_CODE_MESSAGES.codeRequired })
  .max(40, GIFT_CODE_MESSAGES.notFound)
  .transform(normalizeGiftCode)
  .refine((v) => v.length > 0, GIFT_CODE_MESSAGES.codeRequired)
  .refine((v) => v.length === 0 || GIFT_CODE_SHAPE.test(v), GIFT_CODE_MESSAGES.notFound);

/**
 * The /gift purchase form and POST /api/gifts: the plan, who gives it, whose first name goes on
 * the card, a short message, and the day the card is sent (today or later in the buyer's zone).
 * `deliverToEmail`: the recipient family's address for that day; empty, the card goes to the buyer.
 * `today` is only for tests of the date rule; the API always checks against its own clock.
 */
export function giftPurchaseSchemaAt(now: () => Date = () => new Date()) {
  return z
    .object({
      plan: z.enum(GIFT_PLAN_IDS, { error: GIFT_PURCHASE_MESSAGES.planRequired }),
      buyerName: lineText({ error: GIFT_PURCHASE_MESSAGES.buyerNameRequired })
        .min(1, GIFT_PURCHASE_MESSAGES.buyerNameRequired)
        .max(100, GIFT_PURCHASE_MESSAGES.tooLong),
      buyerEmail: emailField(GIFT_PURCHASE_MESSAGES.buyerEmailRequired, GIFT_PURCHASE_MESSAGES.emailInvalid),
      recipientFirstName: lineText({ error: GIFT_PURCHASE_MESSAGES.recipientFirstNameRequired })
        .min(1, GIFT_PURCHASE_MESSAGES.recipientFirstNameRequired)
        .max(60, GIFT_PURCHASE_MESSAGES.tooLong),
      message: multilineText().max(GIFT_CARD_MESSAGE_MAX, GIFT_PURCHASE_MESSAGES.messageTooLong).default(''),
      deliveryDate: z
        .string({ error: GIFT_PURCHASE_MESSAGES.deliveryDateRequired })
        .min(1, GIFT_PURCHASE_MESSAGES.deliveryDateRequired)
        .regex(/^\d{4}-\d{2}-\d{2}$/, GIFT_PURCHASE_MESSAGES.deliveryDateRequired)
        .refine((v) => !Number.isNaN(new Date(`${v}T12:00:00Z`).getTime()) && new Date(`${v}T12:00:00Z`).toISOString().slice(0, 10) === v, GIFT_PURCHASE_MESSAGES.deliveryDateRequired),
      deliverToEmail: lineText()
        .max(254, GIFT_PURCHASE_MESSAGES.emailInvalid)
        .refine((v) => v === '' || EMAIL_SHAPE.test(v), GIFT_PURCHASE_MESSAGES.emailInvalid)
        .transform((v) => v.toLowerCase())
        .default(''),
      timeZone: timeZoneSchema.default(DEFAULT_TIME_ZONE),
    })
    .superRefine((v, ctx) => {
      // A zone the field already refused: no date can be read in it (the field's own message stands).
      if (!isValidTimeZone(v.timeZone)) return;
      const today = dateInZone(now(), v.timeZone);
      if (v.deliveryDate < today) ctx.addIssue({ code: 'custom', path: ['deliveryDate'], message: GIFT_PURCHASE_MESSAGES.deliveryDatePast });
      else if (v.deliveryDate > addDaysToDate(today, GIFT_DELIVERY_MAX_DAYS)) ctx.addIssue({ code: 'custom', path: ['deliveryDate'], message: GIFT_PURCHASE_MESSAGES.deliveryDateTooFar });
    });
}
export const GIFT_CARD_MESSAGE_MAX = 300;
export const giftPurchaseSchema = giftPurchaseSchemaAt();
export type GiftPurchaseInput = z.input<typeof giftPurchaseSchema>;
export type GiftPurchase = z.output<typeof giftPurchaseSchema>;

/** POST /api/gifts: where to pay. */
export const giftCheckoutSchema = z.object({ url: z.string(), code: z.string() });
export type GiftCheckout = z.infer<typeof giftCheckoutSchema>;

/** GET /api/gifts/{code}: the card, as its page prints it. */
export const giftCardSchema = z.object({
  code: z.string(),
  /** `refunded`: the payment went back to the buyer and the code is cancelled (decision 157). */
  status: z.enum(['awaiting-payment', 'paid', 'redeemed', 'refunded']),
  planId: z.enum(GIFT_PLAN_IDS),
  planName: z.string(),
  /** "3 months", "1 year". */
  term: z.string(),
  buyerName: z.string(),
  recipientFirstName: z.string(),
  message: z.string(),
  deliveryDate: z.string(),
  /** The whole address of /redeem/<code>. */
  redeemUrl: z.string(),
});
export type GiftCard = z.infer<typeof giftCardSchema>;

/** "3 months" / "1 year" from a plan's term. */
export function giftTerm(termMonths: number | null): string {
  const months = termMonths ?? 0;
  if (months > 0 && months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return months === 1 ? '1 month' : `${months} months`;
}

/** POST /api/gifts/{code}/redeem: the /onboarding form, with the gift's code in place of a payment. */
export const giftRedeemSchema = paidOnboardingSchema.omit({ transactionId: true });
export type GiftRedeemInput = z.input<typeof giftRedeemSchema>;

/** The card's printable page and the family's redemption page, as paths (the API and mails prefix the site's address). */
export const giftCardPath = (code: string) => `/gift/card/${encodeURIComponent(code)}`;
export const giftRedeemPath = (code: string) => `/redeem/${encodeURIComponent(code)}`;

// ---------------------------------------------------------------- redeeming into an existing account (decision 157)

/** The chooser's value for a person not called yet: after the gift is added, the family tells us about them. */
export const GIFT_FOR_SOMEONE_NEW = 'someone-new';

export const GIFT_TO_ACCOUNT_MESSAGES = {
  forWhomRequired: 'Please choose who the gift is for',
  personNotFound: 'We could not find that person.',
  pastDue:
    'Your last payment did not go through, so the gift cannot be added yet: it would not cover a payment already due. Please update your card in Billing first, then redeem the gift.',
  couldNotAdd: 'We could not add the gift to your plan just now. Nothing was charged and the code still works. Please try again in a moment.',
} as const;

/**
 * POST /api/gifts/{code}/add-to-account, and the signed-in family's form on /redeem/<code>: who
 * the gift is for, one of the people already called (their id) or someone new. The months go to
 * the account's plan, which covers everyone on it.
 */
export const giftToAccountSchema = z.object({
  forWhom: lineText({ error: GIFT_TO_ACCOUNT_MESSAGES.forWhomRequired })
    .min(1, GIFT_TO_ACCOUNT_MESSAGES.forWhomRequired)
    .max(64, GIFT_TO_ACCOUNT_MESSAGES.personNotFound),
});
export type GiftToAccountInput = z.input<typeof giftToAccountSchema>;

/** What adding a gift to a plan did, as the page says it. */
export const giftAddedSchema = z.object({
  /** "3 months", "1 year". */
  term: z.string(),
  /** The account's plan after the gift. */
  planName: z.string(),
  /** Until when the gift's months run (ISO time). */
  paidUntil: z.string(),
  /** A renewing plan: the next payment, pushed back by the gift; null: the plan does not renew. */
  nextPaymentAt: z.string().nullable(),
  /** Where the family goes next: the dashboard, or the form for someone new. */
  nextPath: z.string(),
});
export type GiftAdded = z.infer<typeof giftAddedSchema>;
