import { z } from 'zod';
import { emailField } from './onboarding.js';
import { idToken, lineText } from './text.js';

/**
 * The affiliate programme: signup, the private dashboard and payouts. Browser-safe.
 * Texts are the spec's, word for word (sections 5 and 8). Money is integer cents.
 *
 * Endpoints:
 *   POST   /api/affiliates                      AffiliateSignup -> 202 { email, message }, the same whether or not the email has an account;
 *                                               the link emailed there confirms it (POST /api/affiliates/confirm)
 *   POST   /api/affiliates/confirm              { token } -> { affiliate, dashboardKey } (the key is shown once and emailed)
 *   GET    /api/affiliates/{code}/verify        public, rate-limited: 200 if the referral code exists, else 404
 *   POST   /api/affiliates/session              { key } -> sets the httpOnly affiliate session cookie
 *   GET    /api/affiliates/me                   the signed-in affiliate (401 without the session)
 *   DELETE /api/affiliates/session              sign out
 *   GET    /api/affiliates/{code}/stats         the six stats fields (+ payout facts and earnings by month)
 *   GET    /api/affiliates/{code}/commissions   the list
 *   POST   /api/affiliates/{code}/payout        no body; from $50, one open request at a time
 *   (each of the last three: 401 without that affiliate's session, 403 for another affiliate's code)
 *   operator: GET /api/payouts, POST /api/payouts/{id}/approve | /mark-paid | /reject
 */

export const AFFILIATE_MESSAGES = {
  nameRequired: 'Name is required',
  emailInvalid: 'Valid email required',
  signupFailed: 'Failed to create affiliate account. Please try again.',
  welcome: 'Welcome to the program!',
  loginFailed: 'Invalid affiliate code',
  loginSuccessTitle: 'Success!',
  loginSuccess: 'Successfully logged into affiliate dashboard',
  payoutFailed: 'Failed to submit payout request',
  payoutSuccess: 'Payout request submitted successfully',
  copied: 'Copied!',
  noCommissions: 'No commissions yet. Start sharing your referral links!',
  // Not in the spec: the email must be confirmed before anything is issued (issue 18).
  checkEmailTitle: 'Check your email',
  checkEmail: 'We have sent an email to this address. Open the link in it to confirm your email; it says what to do next.',
  confirmLinkSpent: 'This confirmation link has expired or was already used. Please fill in the form again to get a new one.',
  // Not in the spec: the server's reasons, shown with the failure toast.
  payoutInProgress: 'You already have a payout request in progress.',
  notYourCode: 'This is not your referral code.',
  // Not in the spec: the sign-in's explanation of the key, and "email me my key" (issue 30).
  keyExplained:
    'Your dashboard key is the long private key (43 letters and numbers) in the welcome email we sent when you joined. It is not your referral code: that one you share, the key you keep.',
  referralCodeIsNotTheKey: 'This is your referral code, the one you share. The dashboard opens with your private key from your welcome email.',
  keyRefused: 'This key does not open a dashboard. Copy it again from your welcome email, or have a new one emailed to you below.',
  keyEmailSent:
    'If this email has an affiliate account, we have sent it a link for a new dashboard key. The link works once, for 24 hours; your old key stops working when you open it.',
} as const;

export const COMMISSION_RATE_PERCENT = 30;
export const MIN_PAYOUT_CENTS = 5000;

/** Integer cents, rounded half up: 30 % (3000 bps) of $29.00 is $8.70, of $59.00 is $17.70. */
export function commissionCents(amountPaidCents: number, rateBps = COMMISSION_RATE_PERCENT * 100): number {
  return Math.round((amountPaidCents * rateBps) / 10_000);
}

export const affiliateSignupSchema = z.object({
  name: lineText({ error: AFFILIATE_MESSAGES.nameRequired }).min(1, AFFILIATE_MESSAGES.nameRequired).max(100, AFFILIATE_MESSAGES.nameRequired),
  email: emailField(AFFILIATE_MESSAGES.emailInvalid, AFFILIATE_MESSAGES.emailInvalid),
});
export type AffiliateSignupInput = z.input<typeof affiliateSignupSchema>;

/** "Email me my key": the affiliate's email, checked as the signup form checks it. */
export const affiliateKeyRequestSchema = affiliateSignupSchema.pick({ email: true });
export type AffiliateKeyRequestInput = z.input<typeof affiliateKeyRequestSchema>;

/** Referral codes as issued ("ALEX-7K3M9Q"): told apart from a key typed in the wrong place. */
export const looksLikeReferralCode = (value: string) => /^[A-Za-z]{1,6}-[A-Za-z0-9]{6}$/.test(value.trim());

export const affiliateSchema = z.object({
  name: z.string(),
  email: z.string(),
  referralCode: z.string(),
  createdAt: z.string(),
});
export type Affiliate = z.infer<typeof affiliateSchema>;

/** POST /api/affiliates answers this for every valid form, so nobody learns who is an affiliate. */
export const affiliateSignupAcceptedSchema = z.object({ email: z.string(), message: z.string() });
export type AffiliateSignupAccepted = z.infer<typeof affiliateSignupAcceptedSchema>;

/** The token from the link in the confirmation email (/affiliates?confirm=…). */
export const affiliateConfirmSchema = z.object({
  token: idToken(AFFILIATE_MESSAGES.confirmLinkSpent, 200).min(20, AFFILIATE_MESSAGES.confirmLinkSpent),
});
export type AffiliateConfirmInput = z.input<typeof affiliateConfirmSchema>;

/** What opening the confirmation link answers: the code, and the private key shown this once. */
export const affiliateSignupResultSchema = z.object({
  affiliate: affiliateSchema,
  /** The private key that opens the dashboard. Shown once, emailed, stored only as a hash. */
  dashboardKey: z.string(),
});
export type AffiliateSignupResult = z.infer<typeof affiliateSignupResultSchema>;

/** The key entry of /affiliate-dashboard ("Access Affiliate Dashboard"). */
export const affiliateSessionSchema = z.object({
  key: lineText({ error: AFFILIATE_MESSAGES.loginFailed })
    .min(1, AFFILIATE_MESSAGES.loginFailed)
    .max(200, AFFILIATE_MESSAGES.loginFailed),
});
export type AffiliateSessionInput = z.input<typeof affiliateSessionSchema>;
export const affiliateMeSchema = z.object({ affiliate: affiliateSchema });
export type AffiliateMe = z.infer<typeof affiliateMeSchema>;

/** Referral codes as they appear in links: letters, digits and one dash. */
export const referralCodeParamSchema = z.object({
  code: z
    .string({ error: AFFILIATE_MESSAGES.loginFailed })
    .trim()
    .min(3, AFFILIATE_MESSAGES.loginFailed)
    .max(20, AFFILIATE_MESSAGES.loginFailed)
    .regex(/^[A-Za-z0-9]+-[A-Za-z0-9]+$/, AFFILIATE_MESSAGES.loginFailed)
    .transform((v) => v.toUpperCase()),
});

export const affiliateVerifySchema = z.object({ valid: z.literal(true) });

export const payoutStatusSchema = z.enum(['requested', 'approved', 'paid', 'rejected']);
export const payoutSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  status: payoutStatusSchema,
  requestedAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const affiliateStatsSchema = z.object({
  totalEarningsCents: z.number().int(),
  monthlyEarningsCents: z.number().int(),
  totalReferrals: z.number().int(),
  monthlyReferrals: z.number().int(),
  /** Referred customers per hundred counted visitors of the referral links (once a day each, no bots), one decimal. */
  conversionRate: z.number(),
  /** Percent, e.g. 30. */
  commissionRate: z.number(),
  /** Earned and not yet in a payout (what a payout request would ask for). */
  availableForPayoutCents: z.number().int(),
  minimumPayoutCents: z.number().int(),
  openPayout: payoutSchema.nullable(),
  clicks: z.number().int(),
  /** The last 12 months, oldest first: 'YYYY-MM' and the commissions earned that month. */
  earningsByMonth: z.array(z.object({ month: z.string(), cents: z.number().int() })),
});
export type AffiliateStats = z.infer<typeof affiliateStatsSchema>;

export const commissionStatusSchema = z.enum(['pending', 'paid', 'reversed']);
export const commissionSchema = z.object({
  id: z.string(),
  /** "Jane D.": first name and initial only. */
  customerName: z.string(),
  plan: z.string(),
  createdAt: z.string(),
  amountCents: z.number().int(),
  status: commissionStatusSchema,
});
export type CommissionRow = z.infer<typeof commissionSchema>;
export const commissionsResponseSchema = z.object({ commissions: z.array(commissionSchema) });
export type CommissionsResponse = z.infer<typeof commissionsResponseSchema>;

export const payoutRequestResultSchema = z.object({ payout: payoutSchema, message: z.string() });
export type PayoutRequestResult = z.infer<typeof payoutRequestResultSchema>;

// ---------------------------------------------------------------- operator
export const operatorPayoutSchema = payoutSchema.extend({
  affiliate: z.object({ id: z.string(), name: z.string(), email: z.string(), referralCode: z.string() }),
  commissionCount: z.number().int(),
  approvedAt: z.string().nullable(),
  reference: z.string().nullable(),
});
export type OperatorPayout = z.infer<typeof operatorPayoutSchema>;
export const operatorPayoutsResponseSchema = z.object({ payouts: z.array(operatorPayoutSchema) });
export type OperatorPayoutsResponse = z.infer<typeof operatorPayoutsResponseSchema>;
export const payoutIdParamSchema = z.object({ id: z.uuid('There is no such payout request.') });
export const markPayoutPaidSchema = z.object({
  /** The transfer's reference (PayPal, bank), for the records. */
  reference: lineText({ error: 'Please enter the transfer reference' }).min(1, 'Please enter the transfer reference').max(200, 'Please keep the reference under 200 characters'),
});
export type MarkPayoutPaidInput = z.input<typeof markPayoutPaidSchema>;
