import { z } from 'zod';
import {
  agentTypeSchema,
  cadenceSchema,
  callWindowSchema,
  emailField,
  SIGNUP_MESSAGES,
  timeZoneSchema,
  topicSchema,
  TOPICS,
  voiceSchema,
} from './onboarding.js';
import { upcomingCallSchema } from './calls.js';
import { idToken, lineText, multilineText, requireSomeChange } from './text.js';

/**
 * The signed-in family's own things: who they are, their recipients' schedules and
 * settings, the family members who get mail, privacy rights, support. Browser-safe.
 */

// ---------------------------------------------------------------- sign in / out
export const signInLinkRequestSchema = z.object({
  email: emailField(SIGNUP_MESSAGES.emailRequired, SIGNUP_MESSAGES.emailInvalid),
});
export type SignInLinkRequest = z.input<typeof signInLinkRequestSchema>;
/** POST /api/account/sign-in-link answers the same sentence whether or not the account exists. */
export const signInLinkSentSchema = z.object({ message: z.string() });
export type SignInLinkSent = z.infer<typeof signInLinkSentSchema>;

/** The same answer whether or not the address has an account: no one learns who is a customer. */
export const SIGN_IN_LINK_SENT = 'If that email belongs to a Fondly account, a sign-in link is on its way. It works once, for 30 minutes.';

export const signInRedeemSchema = z.object({
  token: idToken('This sign-in link is not valid.', 200).min(10, 'This sign-in link is not valid.'),
});
export type SignInRedeemInput = z.input<typeof signInRedeemSchema>;

// ---------------------------------------------------------------- confirming the email
/**
 * Nobody is rung before the family proved the account's email is theirs (decision 105): the
 * welcome mail's link, or any sign-in link, confirms it. The dashboard's words for it.
 */
export const EMAIL_CONFIRMATION = {
  /** "Call now" (409, `error.fields.confirmEmail` = the address) and the dashboard's note. */
  callNowNeedsIt: (recipientName: string, email: string) =>
    `Please confirm your email before we call ${recipientName}: open the link we sent to ${email}, then press Call Now again.`,
  dashboardNote: (email: string) =>
    `Please confirm your email: open the link we sent to ${email}. We only place calls once we know this email is yours.`,
  resendButton: 'Send the Link Again',
  sent: (email: string) => `We sent a new link to ${email}. It works once, for 7 days.`,
  alreadyConfirmed: 'Your email is already confirmed.',
  /** Said wherever signup ends: the welcome mail's link comes first, then calls. */
  afterSignup: 'First, confirm your email: open the link in the welcome email we just sent you. We place no call until you do.',
} as const;

export const emailConfirmationResultSchema = z.object({ email: z.string(), confirmed: z.boolean(), message: z.string() });
export type EmailConfirmationResult = z.infer<typeof emailConfirmationResultSchema>;

// ---------------------------------------------------------------- the account
export const subscriptionSummarySchema = z.object({
  plan: z.object({ id: z.string(), name: z.string(), priceCents: z.number(), interval: z.string(), allowanceText: z.string() }),
  status: z.string(),
  trialEndsAt: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Paid plan with no card on file yet (started from the funnel): the dashboard offers checkout. */
  needsPayment: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** False until a link sent to the email was opened: no call is placed before. */
  emailConfirmed: z.boolean(),
  createdAt: z.string(),
  subscription: subscriptionSummarySchema.nullable(),
  referralCode: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/** Deleting is for good: the family types their email to confirm. */
export const deleteAccountSchema = z.object({
  confirmEmail: lineText({ error: 'Please type your email address to confirm' })
    .min(1, 'Please type your email address to confirm')
    .max(254, 'Please type your email address to confirm')
    .transform((v) => v.toLowerCase()),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

// ---------------------------------------------------------------- recipients and schedules
export const scheduleSchema = z.object({
  cadence: cadenceSchema,
  window: callWindowSchema,
  /** The chosen window in minutes after her local midnight; null: the named window's hours (see `windowLabel`). */
  windowStartMinute: z.number().int().nullable(),
  windowEndMinute: z.number().int().nullable(),
  timeZone: z.string(),
  paused: z.boolean(),
  pausedAt: z.string().nullable(),
  pauseReason: z.string().nullable(),
});

export const recipientSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  relationship: z.string(),
  voice: voiceSchema,
  agentType: agentTypeSchema,
  topics: z.array(z.string()),
  specialInstructions: z.string(),
  consentAt: z.string().nullable(),
  schedule: scheduleSchema.nullable(),
  upcomingCalls: z.array(upcomingCallSchema),
});
export type Recipient = z.infer<typeof recipientSchema>;
export const recipientListSchema = z.object({ recipients: z.array(recipientSchema) });
export type RecipientList = z.infer<typeof recipientListSchema>;

/** Call Settings: what the companion says and how it sounds. */
export const recipientSettingsSchema = requireSomeChange(z.object({
  recipientName: lineText().min(1, SIGNUP_MESSAGES.recipientNameRequired).max(100, SIGNUP_MESSAGES.tooLong).optional(),
  voiceGender: voiceSchema.optional(),
  agentType: agentTypeSchema.optional(),
  topics: z
    .array(topicSchema, { error: 'Please select at least one conversation topic.' })
    .min(1, 'Please select at least one conversation topic.')
    .max(TOPICS.length)
    .refine((t) => new Set(t).size === t.length, 'Each topic can be chosen once.')
    .optional(),
  specialInstructions: multilineText().max(1000, 'Please keep special instructions under 1000 characters').optional(),
}));
export type RecipientSettingsInput = z.input<typeof recipientSettingsSchema>;

/** Call Scheduling: how often, when, in which zone. */
export const scheduleUpdateSchema = requireSomeChange(z.object({
  cadence: cadenceSchema.optional(),
  window: callWindowSchema.optional(),
  timeZone: timeZoneSchema.optional(),
}));
export type ScheduleUpdateInput = z.input<typeof scheduleUpdateSchema>;

/** One past call as the family sees it in Call History: outcome, length, its Moment and what was said. */
export const familyCallSchema = z.object({
  id: z.string(),
  recipientId: z.string(),
  recipientName: z.string(),
  state: z.string(),
  kind: z.string(),
  dueAt: z.string(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  transcript: z.array(z.object({ speaker: z.string(), text: z.string(), at: z.string() })),
  /** The Moment or story made from the call, if any. */
  story: z.object({ id: z.string(), kind: z.string(), title: z.string(), body: z.string() }).nullable(),
  /** Something urgent said on the call (the family was alerted): what it may mean, her words, when. */
  alerts: z.array(z.object({ concern: z.string(), said: z.string(), at: z.string() })),
  /** A call that was never placed (not one the family skipped): why, in words. */
  notPlacedReason: z.string().nullable(),
});
export type FamilyCall = z.infer<typeof familyCallSchema>;

/** Why a planned call was not placed, as Call History says it (keys: the calls' cancel reasons). */
export const NOT_PLACED_REASONS: Record<string, string> = {
  'email not confirmed': 'Not placed: your email was not confirmed yet. Open the link we sent you, and calls start.',
  paused: 'Not placed: calls were paused.',
  'opt-out': 'Not placed: she asked us to stop calling.',
  'not-entitled': 'Not placed: the plan had no calls left then.',
  'no-consent': 'Not placed: we had no word that she agreed to these calls.',
  'outside calling hours': 'Not placed: there was no time left within calling hours.',
  'recipient removed': 'Not placed: she was removed from the account.',
};
/** The words for a cancel reason with no entry above. */
export const NOT_PLACED_OTHERWISE = 'Not placed.';
export const familyCallListSchema = z.object({ calls: z.array(familyCallSchema) });
export type FamilyCallList = z.infer<typeof familyCallListSchema>;

// ---------------------------------------------------------------- open alerts (dashboard)
export const ALERT_MESSAGES = {
  noteRequired: 'Please write a short note on what happened.',
  noteTooLong: 'Please keep the note under 1000 characters.',
  notFound: 'We could not find that alert.',
  alreadyResolved: 'This alert was already marked resolved.',
} as const;

/** An urgent alert nobody in the family has marked resolved yet. */
export const openAlertSchema = z.object({
  callId: z.string(),
  recipientId: z.string(),
  recipientName: z.string(),
  concern: z.string(),
  said: z.string(),
  at: z.string(),
  /** The family members the alert reached (email or text). */
  told: z.array(z.string()),
  /** The phone ladder: who was rung and what came of it ("joined the call", "answered", "no answer", "ringing", "waiting"). */
  phoned: z.array(z.object({ name: z.string(), outcome: z.string() })),
});
export type OpenAlert = z.infer<typeof openAlertSchema>;
export const openAlertListSchema = z.object({ alerts: z.array(openAlertSchema) });
export type OpenAlertList = z.infer<typeof openAlertListSchema>;

export const resolveAlertSchema = z.object({
  note: multilineText({ error: ALERT_MESSAGES.noteRequired }).min(1, ALERT_MESSAGES.noteRequired).max(1000, ALERT_MESSAGES.noteTooLong),
});
export type ResolveAlertInput = z.input<typeof resolveAlertSchema>;
export const alertResolvedSchema = z.object({ callId: z.string(), resolvedBy: z.string(), note: z.string(), resolvedAt: z.string() });
export type AlertResolved = z.infer<typeof alertResolvedSchema>;

// ---------------------------------------------------------------- family members (Email Settings)
export const familyMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isOwner: z.boolean(),
  receivesMoments: z.boolean(),
  receivesStories: z.boolean(),
  receivesAlerts: z.boolean(),
  /** Optional mobile (E.164): urgent alerts also go to it by text and a phone call. */
  mobile: z.string().nullable(),
  /** With a mobile: urgent alerts by text… */
  alertByText: z.boolean(),
  /** …and by an automated call that can put them through to her call (press 1). */
  alertByCall: z.boolean(),
  /** The mobile was confirmed with the code we texted to it; alerts go only to confirmed numbers. */
  mobileConfirmed: z.boolean(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;
export const familyMemberListSchema = z.object({ familyMembers: z.array(familyMemberSchema), limit: z.number() });
export type FamilyMemberList = z.infer<typeof familyMemberListSchema>;

/** How many people one family may copy on Moments, stories and alerts. */
export const FAMILY_MEMBER_LIMIT = 10;

export const MOBILE_MESSAGE = 'Please enter a mobile number in the US or Canada, for example (555) 123-4567.';
/** An optional mobile for alert texts: empty clears it; the server reads it as a US or Canadian number. */
const mobileField = lineText({ error: MOBILE_MESSAGE })
  .max(40, MOBILE_MESSAGE)
  .refine((v) => v === '' || /^\+?[\d\s().-]{10,}$/.test(v), MOBILE_MESSAGE);

export const newFamilyMemberSchema = z.object({
  name: lineText({ error: SIGNUP_MESSAGES.nameRequired }).min(1, SIGNUP_MESSAGES.nameRequired).max(100, SIGNUP_MESSAGES.tooLong),
  email: emailField(SIGNUP_MESSAGES.validEmailRequired, SIGNUP_MESSAGES.validEmailRequired),
  receivesMoments: z.boolean().default(true),
  receivesStories: z.boolean().default(true),
  receivesAlerts: z.boolean().default(true),
  mobile: mobileField.optional(),
});
export type NewFamilyMemberInput = z.input<typeof newFamilyMemberSchema>;

export const familyMemberUpdateSchema = requireSomeChange(z.object({
  receivesMoments: z.boolean().optional(),
  receivesStories: z.boolean().optional(),
  receivesAlerts: z.boolean().optional(),
  mobile: mobileField.optional(),
  alertByText: z.boolean().optional(),
  alertByCall: z.boolean().optional(),
}));
export type FamilyMemberUpdateInput = z.input<typeof familyMemberUpdateSchema>;

/** Confirming a mobile: the 6-digit code texted to it. */
export const MOBILE_CODE_MESSAGES = {
  format: 'Please enter the 6-digit code from the text.',
  wrong: 'That code is not right. Please check the text and try again.',
  expired: 'That code has expired. Please send a new one.',
  tooMany: 'Too many tries. Please send a new code.',
  noMobile: 'Please save a mobile number first.',
} as const;
export const mobileCodeSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, MOBILE_CODE_MESSAGES.format) });
export type MobileCodeInput = z.input<typeof mobileCodeSchema>;

// ---------------------------------------------------------------- Help & Support
export const SUPPORT_MESSAGES = {
  subjectRequired: 'Please add a subject',
  messageRequired: 'Please tell us how we can help',
  sent: 'We have your message and will reply by email within 24 hours.',
} as const;

export const supportRequestInputSchema = z.object({
  subject: lineText({ error: SUPPORT_MESSAGES.subjectRequired }).min(1, SUPPORT_MESSAGES.subjectRequired).max(150, 'Please keep the subject under 150 characters'),
  message: multilineText({ error: SUPPORT_MESSAGES.messageRequired }).min(1, SUPPORT_MESSAGES.messageRequired).max(5000, 'Please keep your message under 5000 characters'),
});
export type SupportRequestInput = z.input<typeof supportRequestInputSchema>;

/** Where a person at Fondly reads mail (spec: support replies within 24 hours). */
export const supportContactSchema = z.object({ email: z.string(), replyWithinHours: z.number() });
export type SupportContact = z.infer<typeof supportContactSchema>;

export const SUPPORT_STATUSES = ['open', 'resolved'] as const;

export const supportRequestSchema = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  priority: z.boolean(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** The operators' view: who wrote, on which plan. */
export const adminSupportRequestSchema = supportRequestSchema.extend({
  subscriber: z.object({ id: z.string(), name: z.string(), email: z.string(), plan: z.string().nullable() }),
});
export type AdminSupportRequest = z.infer<typeof adminSupportRequestSchema>;
/** GET /api/support-requests: the family's own requests. */
export const supportRequestListSchema = z.object({ requests: z.array(supportRequestSchema) });
export type SupportRequestList = z.infer<typeof supportRequestListSchema>;
export const adminSupportListSchema = z.object({ requests: z.array(adminSupportRequestSchema) });
export type AdminSupportList = z.infer<typeof adminSupportListSchema>;
export const supportStatusUpdateSchema = z.object({ status: z.enum(SUPPORT_STATUSES) });

// ---------------------------------------------------------------- dashboard
export const activityWeekSchema = z.object({
  /** Monday of the week, YYYY-MM-DD in UTC. */
  weekStart: z.string(),
  completedCalls: z.number(),
  missedCalls: z.number(),
  /** Average mood 1 (low) to 5 (bright) from the call summaries; null when none was recorded. */
  averageMood: z.number().nullable(),
});
export type ActivityWeek = z.infer<typeof activityWeekSchema>;

export const dashboardSchema = z.object({
  account: accountSchema,
  recipients: z.array(recipientSchema),
  activity: z.array(activityWeekSchema),
  totals: z.object({ completedCalls: z.number(), minutesTalked: z.number() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** "Call now": an extra call; `moveNextCall` only when the family chose to bring the next planned call forward. */
export const callNowRequestSchema = z.object({ moveNextCall: z.boolean().optional() }).strict();
export const callNowResultSchema = z.object({ callId: z.string(), dueAt: z.string(), movedNextCall: z.boolean() });
export type CallNowResult = z.infer<typeof callNowResultSchema>;
