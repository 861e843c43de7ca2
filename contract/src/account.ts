import { z } from 'zod';
import {
  agentTypeSchema,
  cadenceSchema,
  CALL_DAYS,
  callDaysSchema,
  callWindowSchema,
  emailField,
  SIGNUP_MESSAGES,
  timeZoneSchema,
  topicSchema,
  TOPICS,
  voiceSchema,
  windowChoiceSchema,
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
export const SIGN_IN_LINK_SENT =
  'If that email belongs to a Fondly account, a sign-in link is on its way. It works once, for 30 minutes. If you paid for a plan and did not finish setting up, we send the link to finish it instead.';

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
  /** A code texted to a family member's mobile (409 under `mobile`): a text, like a call, reaches a stranger if the account is not the family's. */
  textNeedsIt: (mobile: string, email: string) =>
    `Please confirm your email before we text a code to ${mobile}: open the link we sent to ${email}, then save the number again.`,
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
  /** A renewing plan whose next payment a gift pushed back (decision 157): the gift pays until then. */
  giftUntil: z.string().nullable(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

/** Who a family is and what it pays for: the family's own page and the operator's family page both start so. */
export const accountCoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** False until a link sent to the email was opened: no call is placed before. */
  emailConfirmed: z.boolean(),
  createdAt: z.string(),
  subscription: subscriptionSummarySchema.nullable(),
});
export const accountSchema = accountCoreSchema.extend({
  referralCode: z.string().nullable(),
  /**
   * The family's next planned call: who, when (ISO) and when in her own zone ("Saturday, November
   * 28 at 10:05 AM ET"), so /success names the day and hour (walk finding 22); null: none planned.
   */
  nextCall: z.object({ recipientName: z.string(), at: z.string(), when: z.string() }).nullable(),
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
  /** The days her calls may ring (decision 129). */
  days: z.array(z.enum(CALL_DAYS)),
  timeZone: z.string(),
  /**
   * Said when her window never meets the law's calling hours where her number is (an evening
   * window in Los Angeles for a New York number): no planned call can ring until it changes.
   */
  warning: z.string().nullable(),
  paused: z.boolean(),
  pausedAt: z.string().nullable(),
  pauseReason: z.string().nullable(),
  /** A pause with an end date: calls resume by themselves then (issue 30). */
  pausedUntil: z.string().nullable(),
});

/**
 * A schedule whose window never meets the law's calling hours where her number is: said on the
 * schedule page and the dashboard instead of placing only the first call (decision 129).
 */
export const scheduleWarningText = (name: string, when: string, lawHours: string, zones: string, direction: 'earlier' | 'later' = 'earlier') =>
  `No planned call can reach ${name}: ${when} is outside the hours we may call their number (${lawHours}, ${zones} time). Please choose ${direction === 'later' ? 'a later' : 'an earlier'} time of day, other days, or check their time zone.`;

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
  /** Her own answer, on her first call, to whether her voice may be kept for the family: yes, no, or not asked yet (docs/recordings.md). */
  recordingConsent: z.enum(['yes', 'no']).nullable().optional(),
  schedule: scheduleSchema.nullable(),
  upcomingCalls: z.array(upcomingCallSchema),
  /** Calls the family skipped whose time is still ahead: each can be put back (issue 30). */
  skippedCalls: z.array(upcomingCallSchema),
});

/** Pause Calls, with an optional end date (her local day on which calls start again). */
export const PAUSE_MESSAGES = {
  badDate: 'Please choose a date.',
  notAfterToday: 'Please choose a date after today.',
  tooFar: 'Please choose a date within a year, or pause without an end date.',
} as const;
export const pauseRequestSchema = z
  .object({ until: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, PAUSE_MESSAGES.badDate).optional() })
  .strict();
export type PauseRequest = z.input<typeof pauseRequestSchema>;
export type Recipient = z.infer<typeof recipientSchema>;
/**
 * Said on /schedule-call when a family that already has someone called adds another person
 * (issue 30): what the plan's calls become. Each person has the plan's calls on their own
 * schedule (the planner counts them per person, decision 010); nothing is taken from the others.
 */
export const anotherPersonNote = (planName: string, allowanceText: string, others: string[]) =>
  `Your ${planName} plan's calls (${allowanceText}) are for each person you add: ${joinNames(others)} ${others.length === 1 ? 'keeps' : 'keep'} every call planned now, and the price stays the same.`;
const joinNames = (names: string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

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
  /** The exact window from the one list; wins over `window` (decision 129). */
  windowChoice: windowChoiceSchema.optional(),
  days: callDaysSchema.optional(),
  timeZone: timeZoneSchema.optional(),
}));
export type ScheduleUpdateInput = z.input<typeof scheduleUpdateSchema>;

/** One past call as the family sees it in Call History: outcome, length, its Moment and what was said. */
/** One call as any list of calls shows it: whose, in which state, when. */
export const callCoreSchema = z.object({
  id: z.string(),
  recipientName: z.string(),
  state: z.string(),
  dueAt: z.string(),
  endedAt: z.string().nullable(),
});
export const familyCallSchema = callCoreSchema.extend({
  recipientId: z.string(),
  kind: z.string(),
  answeredAt: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  /** `keptPrivate`: a part she asked to keep from her family, shown as one notice in place of its words. */
  transcript: z.array(z.object({ speaker: z.string(), text: z.string(), at: z.string(), keptPrivate: z.literal(true).optional() })),
  /** The Moment or story made from the call, if any. */
  story: z.object({ id: z.string(), kind: z.string(), title: z.string(), body: z.string() }).nullable(),
  /** She heard this call's note and asked that it not be sent: what the family reads instead (NOTE_DECLINED), else null. */
  noteDeclined: z.string().nullable(),
  /** Something urgent said on the call (the family was alerted): what it may mean, her words, when. */
  alerts: z.array(z.object({ concern: z.string(), said: z.string(), at: z.string() })),
  /** A call that was never placed (not one the family skipped): why, in words. */
  notPlacedReason: z.string().nullable(),
});
export type FamilyCall = z.infer<typeof familyCallSchema>;

/** In Call History and the export, in place of a part of the call she asked to keep from her family (decision 155). */
export const KEPT_PRIVATE_NOTICE = 'A part of this call was kept private at her request.';
/** In an alert, in place of her words said in a part she kept private (the concern itself still goes). */
export const KEPT_PRIVATE_WORDS = 'Her words were kept private at her request.';
/** In Call History, for a call whose note she asked not to be sent (decision 155). */
export const NOTE_DECLINED = "She asked that this call's note not be sent.";

/** Why a planned call was not placed, as Call History says it (keys: the calls' cancel reasons); by her name, no pronoun guessed. */
export const NOT_PLACED_REASONS: Record<string, (name: string) => string> = {
  'email not confirmed': () => 'Not placed: your email was not confirmed yet. Open the link we sent you, and calls start.',
  paused: () => 'Not placed: calls were paused.',
  'opt-out': (name) => `Not placed: ${name} asked us to stop calling.`,
  'not-entitled': () => 'Not placed: the plan had no calls left then.',
  'no-consent': (name) => `Not placed: we had no word that ${name} agreed to these calls.`,
  'outside calling hours': () => 'Not placed: there was no time left within calling hours.',
  'recipient removed': (name) => `Not placed: ${name} was removed from the account.`,
  'called today': (name) => `Not tried again: ${name} had already talked with us that day.`,
  'on a call': (name) => `Not placed: ${name} was on a call with us then.`,
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
  /** Her zone: the alert's time is read on her clock, as in the mail (issue 30, item 6). */
  timeZone: z.string(),
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
  /** Added and not yet confirmed by the link we emailed them: nothing reaches them until they open it (issue 30). */
  awaitingConfirmation: z.boolean(),
});
/** Email Settings beside someone who has not opened the link yet (issue 30, item 8). */
export const awaitingConfirmationNote = (name: string, email: string) =>
  `Waiting for ${name} to confirm: we emailed a link to ${email}. Nothing reaches them, no alert, text or call, until they open it.`;
export type FamilyMember = z.infer<typeof familyMemberSchema>;
/** `premiumFeatures`: whether the family's plan includes more family members and urgent alerts by text and call (decision 166). */
export const familyMemberListSchema = z.object({ familyMembers: z.array(familyMemberSchema), limit: z.number(), premiumFeatures: z.boolean() });
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
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

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
  /** Average mood 1 (low) to 5 (bright) from the call summaries; null when none was recorded. At most 2 (low) in a week with an alert. */
  averageMood: z.number().nullable(),
  /** Calls that week on which something urgent was said (the family was alerted). */
  alerts: z.number(),
});
export type ActivityWeek = z.infer<typeof activityWeekSchema>;
/** One person's weeks, named: each person called has a chart of her own. */
export const personActivitySchema = z.object({ recipientId: z.string(), name: z.string(), weeks: z.array(activityWeekSchema) });
export type PersonActivity = z.infer<typeof personActivitySchema>;

export const dashboardSchema = z.object({
  account: accountSchema,
  recipients: z.array(recipientSchema),
  activity: z.array(activityWeekSchema),
  /** The same weeks per person called, from the week she was added (the chart draws these). */
  activityByPerson: z.array(personActivitySchema),
  totals: z.object({ completedCalls: z.number(), minutesTalked: z.number() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** "Call now": an extra call; `moveNextCall` only when the family chose to bring the next planned call forward. */
export const callNowRequestSchema = z.object({ moveNextCall: z.boolean().optional() }).strict();
export const callNowResultSchema = z.object({ callId: z.string(), dueAt: z.string(), movedNextCall: z.boolean() });
export type CallNowResult = z.infer<typeof callNowResultSchema>;
/** Call Now, explained before it is used (issue 30): an extra call, in place of the next planned one, or not now and why. */
/** 'outside-calling-hours': the law's quiet hours where she (or her number) is; the dashboard shows Call Now disabled with the note. */
export const callNowPreviewSchema = z.object({
  kind: z.enum(['extra', 'takes-planned-call', 'unavailable', 'outside-calling-hours']),
  note: z.string(),
  /** Where the plans with more calls are, when the plan's calls are used up and a bigger plan has more. */
  upgradeUrl: z.string().optional(),
});
export type CallNowPreview = z.infer<typeof callNowPreviewSchema>;
