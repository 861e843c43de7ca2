import { z } from 'zod';
import { EMAIL_SHAPE, SIGNUP_MESSAGES, WIZARD_PHONE_SHAPE } from './onboarding.js';
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
