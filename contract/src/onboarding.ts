import { z } from 'zod';
import { idToken, lineText, multilineText } from './text.js';
import { callDaysSchema, callWindowSchema, EVERY_DAY, windowChoiceSchema, windowLabel, type CallWindow } from './call-times.js';
export * from './call-times.js';

/**
 * Signup and scheduling: the schemas every family form validates with and the API checks
 * again, so each message of spec section 5 exists once. Browser-safe (zod only).
 * The server adds what a browser cannot know: E.164 normalisation and the service area.
 */

// ---------------------------------------------------------------- messages (spec section 5)
export const SIGNUP_MESSAGES = {
  yourNameRequired: 'Your name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  validEmailRequired: 'Valid email required',
  nameRequired: 'Name is required',
  recipientNameRequired: 'Recipient name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  validPhoneRequired: 'Valid phone number required',
  topicRequired: 'Please select at least one topic',
  // Not in the spec: a person must agree before a stranger's voice phones them (decision 041).
  consentRequired: 'Please confirm that your loved one has agreed to receive these calls',
  timeZoneInvalid: 'Please choose a time zone',
  tooLong: 'This is too long',
  /** Signing up again with an email whose account was never confirmed: the link goes again, no dead end (walk finding 3). */
  confirmLinkSentAgain: "You have already started an account with this email, so we've sent you the link again. Open it to confirm your email: it also signs you in, and then we call your loved one.",
} as const;

/** The schedule page reports problems as toasts, not under fields (spec sections 5 and 8). */
export const SCHEDULE_MESSAGES = {
  missingTitle: 'Missing Information',
  missing: 'Please fill in all required fields.',
  topicsTitle: 'Select Topics',
  topics: 'Please select at least one conversation topic.',
} as const;

/** The schedule page never changes someone's calls by accident: a known number is edited only when chosen. */
export function alreadyCalledMessage(name: string): string {
  return `${name} already gets calls at this number. To change her calls, choose her under "Who are these calls for?".`;
}


// ---------------------------------------------------------------- choices and their labels
export const AGENT_TYPES = ['loneliness', 'stories'] as const;
export const agentTypeSchema = z.enum(AGENT_TYPES);
export type AgentType = z.infer<typeof agentTypeSchema>;
export const AGENT_TYPE_LABELS: Record<AgentType, string> = {
  loneliness: 'Companionship Calls',
  stories: 'Story Preservation',
};

/**
 * Reading A's plan choice; each maps to a catalogue plan ('weekly' is Starter, 'daily' is Premium,
 * 'legacy' the Legacy Bundle): the wizard offers the pricing section's plans, and Free (decision 165).
 */
export const WIZARD_FREQUENCIES = ['free', 'weekly', 'daily', 'legacy'] as const;
export const wizardFrequencySchema = z.enum(WIZARD_FREQUENCIES);
export type WizardFrequency = z.infer<typeof wizardFrequencySchema>;

/** Plans a family can start from the signup funnel (Reading B's ?plan=); paid ones start a 7-day trial. */
export const FUNNEL_PLANS = ['free', 'starter', 'connected', 'weekly', 'daily', 'premium', 'legacy'] as const;
export const funnelPlanSchema = z.enum(FUNNEL_PLANS);
export type FunnelPlan = z.infer<typeof funnelPlanSchema>;

export const VOICES = ['female', 'male'] as const;
export const voiceSchema = z.enum(VOICES);
export type Voice = z.infer<typeof voiceSchema>;
/** The schedule page's labels (spec section 3). */
export const VOICE_LABELS: Record<Voice, string> = {
  female: 'Female (Warm & Caring)',
  male: 'Male (Gentle & Kind)',
};

/** Reading B's relationships. */
export const SIMPLE_RELATIONSHIPS = ['parent', 'grandparent', 'spouse', 'myself', 'other'] as const;
export const SIMPLE_RELATIONSHIP_LABELS: Record<(typeof SIMPLE_RELATIONSHIPS)[number], string> = {
  parent: 'Parent',
  grandparent: 'Grandparent',
  spouse: 'Spouse',
  myself: 'Myself',
  other: 'Other',
};

/** /onboarding's "this service is for". */
export const SERVICE_FOR = ['parent', 'grandparent', 'myself'] as const;
export const SERVICE_FOR_LABELS: Record<(typeof SERVICE_FOR)[number], string> = {
  parent: 'My parent',
  grandparent: 'My grandparent',
  myself: 'Myself',
};

/** The schedule page's relationships. */
export const SCHEDULE_RELATIONSHIPS = ['mom', 'dad', 'grandma', 'grandpa', 'mother-in-law', 'father-in-law', 'other'] as const;
export const SCHEDULE_RELATIONSHIP_LABELS: Record<(typeof SCHEDULE_RELATIONSHIPS)[number], string> = {
  mom: 'Mom',
  dad: 'Dad',
  grandma: 'Grandma',
  grandpa: 'Grandpa',
  'mother-in-law': 'Mother-in-law',
  'father-in-law': 'Father-in-law',
  other: 'Other Family Member',
};

/** Every relationship any form stores (recipients.relationship). */
export const ALL_RELATIONSHIPS = [...new Set([...SIMPLE_RELATIONSHIPS, ...SERVICE_FOR, ...SCHEDULE_RELATIONSHIPS])] as [string, ...string[]];

// Windows, days and the one clock live in ./call-times.ts (decision 129).
export const SCHEDULE_WINDOW_LABELS: Record<CallWindow, string> = {
  morning: windowLabel({ window: 'morning' }),
  afternoon: windowLabel({ window: 'afternoon' }),
  evening: windowLabel({ window: 'evening' }),
};

export const SCHEDULE_CADENCES = ['daily', 'weekly', 'monthly'] as const;
export const scheduleCadenceSchema = z.enum(SCHEDULE_CADENCES);
/** 'plan' = as many calls as the plan allows (what the signup funnels choose). */
export const CADENCES = [...SCHEDULE_CADENCES, 'plan'] as const;
export const cadenceSchema = z.enum(CADENCES);
export type Cadence = z.infer<typeof cadenceSchema>;
export const CADENCE_LABELS: Record<Cadence, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  plan: 'As my plan allows',
};

/**
 * One label per field, on every page that asks it and in every summary of it (decision 174): the
 * wizard, /onboarding, /schedule-call and the dashboard. The spec's own where it names one (the
 * gift form's "Recipient's Name" and "Recipient's Phone"); otherwise the dashboard's plain words.
 */
export const FIELD_LABELS = {
  recipientName: "Recipient's Name",
  recipientPhone: "Recipient's Phone",
  relationship: 'Your Relationship',
  voice: 'Companion Voice',
  agentType: 'Companion Type',
  topics: 'Conversation topics',
  cadence: 'How often',
  window: 'Time of day',
  days: 'Days we may call',
  timeZone: 'Their time zone',
  specialInstructions: 'Special Instructions',
} as const;

/**
 * A cadence as the family reads it. 'plan' says what will happen, the plan's own allowance:
 * "3 calls / week", "Daily, up to 30 / month" (decision 173); "As my plan allows" only where
 * the plan is not known.
 */
export function cadenceLabel(cadence: Cadence, plan?: { name: string; allowanceText: string } | null): string {
  if (cadence !== 'plan' || !plan) return CADENCE_LABELS[cadence];
  return `${plan.allowanceText.charAt(0).toUpperCase()}${plan.allowanceText.slice(1)}`;
}

/** The schedule page's twelve topics (spec section 3), stored as these texts. */
export const TOPICS = [
  'Childhood memories',
  'School and education',
  'Family traditions',
  'Career and work life',
  'Love and relationships',
  'Life lessons learned',
  'Favorite holidays',
  'Travel adventures',
  'Cooking and recipes',
  'Hobbies and interests',
  'Historical events they lived through',
  'Advice for younger generations',
] as const;
export type Topic = (typeof TOPICS)[number];
export const topicSchema = z.enum(TOPICS);

/** /onboarding's five topics, and the schedule-page topic each one is stored as. */
export const ONBOARDING_TOPICS = ['childhood', 'family', 'career', 'love', 'wisdom'] as const;
export const ONBOARDING_TOPIC_LABELS: Record<(typeof ONBOARDING_TOPICS)[number], Topic> = {
  childhood: 'Childhood memories',
  family: 'Family traditions',
  career: 'Career and work life',
  love: 'Love and relationships',
  wisdom: 'Life lessons learned',
};

// ---------------------------------------------------------------- time zones
/** The zones of the service area, for the pickers; any valid IANA zone is accepted. */
export const NORTH_AMERICAN_TIME_ZONES: ReadonlyArray<{ id: string; label: string }> = [
  { id: 'America/New_York', label: 'Eastern Time' },
  { id: 'America/Chicago', label: 'Central Time' },
  { id: 'America/Denver', label: 'Mountain Time' },
  { id: 'America/Phoenix', label: 'Arizona' },
  { id: 'America/Los_Angeles', label: 'Pacific Time' },
  { id: 'America/Anchorage', label: 'Alaska Time' },
  { id: 'Pacific/Honolulu', label: 'Hawaii Time' },
  { id: 'America/Halifax', label: 'Atlantic Time' },
  { id: 'America/St_Johns', label: 'Newfoundland Time' },
  { id: 'America/Regina', label: 'Saskatchewan' },
];
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** Zones already checked: building an Intl formatter costs far more than the lookup (signup load bench). */
const checkedZones = new Map<string, boolean>();

export function isValidTimeZone(zone: string): boolean {
  if (zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  const known = checkedZones.get(zone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    valid = true;
  } catch {
    valid = false;
  }
  // The shape check above bounds the keys; the cap keeps a flood of made-up zones from growing it.
  if (checkedZones.size < 1000) checkedZones.set(zone, valid);
  return valid;
}

/**
 * The forms' starting value: the browser's own zone when it is in the Americas (family
 * and recipient usually share it), else Eastern; the family can always change it.
 */
export function guessTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && (zone.startsWith('America/') || zone === 'Pacific/Honolulu') && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

export const timeZoneSchema = z
  .string({ error: SIGNUP_MESSAGES.timeZoneInvalid })
  .refine(isValidTimeZone, SIGNUP_MESSAGES.timeZoneInvalid);

// ---------------------------------------------------------------- field rules
/** Text that must not be blank: whitespace or invisible characters alone fail (spec section 5). */
const requiredText = (message: string, max = 100) => lineText({ error: message }).min(1, message).max(max, SIGNUP_MESSAGES.tooLong);

/**
 * "text, @, text, dot, text" (spec section 5); stored lower-cased. "Text" is what shows: no
 * spaces, control or invisible characters.
 */
export const EMAIL_SHAPE = /^[^\s@\p{Cc}\p{Cf}\p{Cs}]+@[^\s@\p{Cc}\p{Cf}\p{Cs}]+\.[^\s@\p{Cc}\p{Cf}\p{Cs}]+$/u;
/** Every email field of every form: one rule, two messages. */
export const emailField = (requiredMessage: string, invalidMessage: string) =>
  lineText({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(254, invalidMessage)
    .regex(EMAIL_SHAPE, invalidMessage)
    .transform((v) => v.toLowerCase());

/** The wizard's phone rule: spaces removed, an optional + then 10+ digits, dashes or parentheses. */
export const WIZARD_PHONE_SHAPE = /^\+?[\d\-()]{10,}$/;
const wizardPhone = lineText({ error: SIGNUP_MESSAGES.phoneRequired })
  .min(1, SIGNUP_MESSAGES.phoneRequired)
  .max(40, SIGNUP_MESSAGES.phoneInvalid)
  .refine((v) => WIZARD_PHONE_SHAPE.test(v.replace(/\s/g, '')), SIGNUP_MESSAGES.phoneInvalid);

/** Reading B and /onboarding only ask for 10 characters; the server still normalises. */
const tenCharPhone = lineText({ error: SIGNUP_MESSAGES.validPhoneRequired })
  .min(10, SIGNUP_MESSAGES.validPhoneRequired)
  .max(40, SIGNUP_MESSAGES.validPhoneRequired);

const consent = z.literal(true, { error: SIGNUP_MESSAGES.consentRequired });

// ---------------------------------------------------------------- Reading A: the wizard
export const wizardStep1Schema = z.object({
  subscriberName: requiredText(SIGNUP_MESSAGES.yourNameRequired),
  subscriberEmail: emailField(SIGNUP_MESSAGES.emailRequired, SIGNUP_MESSAGES.emailInvalid),
});

export const wizardStep2Schema = z.object({
  recipientName: requiredText(SIGNUP_MESSAGES.recipientNameRequired),
  recipientPhone: wizardPhone,
  agentType: agentTypeSchema.default('loneliness'),
  frequency: wizardFrequencySchema.default('weekly'),
  timeZone: timeZoneSchema.default(DEFAULT_TIME_ZONE),
  /** When to call, as on every page that asks (decision 129); the morning, every day, when not said. */
  windowChoice: windowChoiceSchema.default('9-12'),
  callDays: callDaysSchema.default([...EVERY_DAY]),
  recipientConsent: consent,
});

export const wizardSignupSchema = z.object({
  form: z.literal('wizard'),
  ...wizardStep1Schema.shape,
  ...wizardStep2Schema.shape,
});
export type WizardSignupInput = z.input<typeof wizardSignupSchema>;

// ---------------------------------------------------------------- Reading B: the single form
export const singleSignupSchema = z.object({
  form: z.literal('single'),
  subscriberName: requiredText(SIGNUP_MESSAGES.yourNameRequired),
  subscriberEmail: emailField(SIGNUP_MESSAGES.validEmailRequired, SIGNUP_MESSAGES.validEmailRequired),
  recipientName: requiredText(SIGNUP_MESSAGES.recipientNameRequired),
  recipientPhone: tenCharPhone,
  relationship: z.enum(SIMPLE_RELATIONSHIPS).default('parent'),
  voicePreference: voiceSchema.default('female'),
  agentType: z.literal('loneliness').default('loneliness'),
  frequency: funnelPlanSchema.default('free'),
  timeZone: timeZoneSchema.default(DEFAULT_TIME_ZONE),
  recipientConsent: consent,
});
export type SingleSignupInput = z.input<typeof singleSignupSchema>;

/** POST /api/onboard-simple: both readings, told apart by `form`. */
export const simpleSignupSchema = z.discriminatedUnion('form', [wizardSignupSchema, singleSignupSchema], {
  error: 'Please say which signup form this is (form: "wizard" or "single").',
});
export type SimpleSignupInput = z.input<typeof simpleSignupSchema>;
export type SimpleSignup = z.output<typeof simpleSignupSchema>;

// ---------------------------------------------------------------- /onboarding after checkout
export const paidOnboardingSchema = z.object({
  transactionId: idToken('This checkout could not be found.'),
  customerName: requiredText(SIGNUP_MESSAGES.nameRequired),
  customerEmail: emailField(SIGNUP_MESSAGES.validEmailRequired, SIGNUP_MESSAGES.validEmailRequired),
  serviceFor: z.enum(SERVICE_FOR).default('parent'),
  recipientName: requiredText(SIGNUP_MESSAGES.recipientNameRequired),
  recipientPhone: tenCharPhone,
  voiceGender: voiceSchema.default('female'),
  topics: z
    .array(z.enum(ONBOARDING_TOPICS), { error: SIGNUP_MESSAGES.topicRequired })
    .min(1, SIGNUP_MESSAGES.topicRequired)
    .max(ONBOARDING_TOPICS.length)
    .refine((t) => new Set(t).size === t.length, SIGNUP_MESSAGES.topicRequired),
  callSchedule: callWindowSchema.default('morning'),
  /** The exact window from the one list (decision 129); without it, `callSchedule`'s /onboarding hours. */
  windowChoice: windowChoiceSchema.optional(),
  callDays: callDaysSchema.default([...EVERY_DAY]),
  timeZone: timeZoneSchema.default(DEFAULT_TIME_ZONE),
  recipientConsent: consent,
});
export type PaidOnboardingInput = z.input<typeof paidOnboardingSchema>;

/** A signed-in family adds the plan they just paid for to their account. */
export const linkCheckoutSchema = paidOnboardingSchema.pick({ transactionId: true });
export type LinkCheckoutInput = z.input<typeof linkCheckoutSchema>;

// ---------------------------------------------------------------- the schedule page
const scheduleRequired = (max = 100) => requiredText(SCHEDULE_MESSAGES.missing, max);

export const newRecipientSchema = z.object({
  /**
   * Set when the family chose to edit someone already called: only then does the page change
   * an existing schedule. Without it a number already on the account is refused (409).
   */
  recipientId: z.uuid({ error: 'We could not find that person.' }).optional(),
  recipientName: scheduleRequired(),
  // No format check on the page (spec section 5); the server normalises to E.164.
  recipientPhone: scheduleRequired(40),
  relationship: z.enum(SCHEDULE_RELATIONSHIPS, { error: SCHEDULE_MESSAGES.missing }),
  voiceGender: voiceSchema.default('female'),
  // 'plan' is offered only to keep the cadence of someone who already has it.
  callSchedule: cadenceSchema.default('weekly'),
  /** Empty means "any time": the morning window is used (decision 041). */
  preferredTime: z.union([callWindowSchema, z.literal('')]).default(''),
  /** The exact window from the one list (decision 129); without it, `preferredTime`'s hours. */
  windowChoice: windowChoiceSchema.optional(),
  callDays: callDaysSchema.default([...EVERY_DAY]),
  topics: z
    .array(topicSchema, { error: SCHEDULE_MESSAGES.topics })
    .min(1, SCHEDULE_MESSAGES.topics)
    .max(TOPICS.length)
    .refine((t) => new Set(t).size === t.length, SCHEDULE_MESSAGES.topics),
  specialInstructions: multilineText().max(1000, 'Please keep special instructions under 1000 characters').default(''),
  timeZone: timeZoneSchema.default(DEFAULT_TIME_ZONE),
  recipientConsent: consent,
});
export type NewRecipientInput = z.input<typeof newRecipientSchema>;

// ---------------------------------------------------------------- answers
export const signupResultSchema = z.object({
  subscriberId: z.string(),
  recipientId: z.string(),
  plan: z.object({ id: z.string(), name: z.string() }),
  subscriptionStatus: z.string(),
  trialEndsAt: z.string().nullable(),
  /** When the first call is planned (ISO), if the planner placed one. */
  firstCallAt: z.string().nullable(),
  /**
   * A paid plan chosen in the funnel: where the card is taken to start its 7-day free trial.
   * Until that payment the account is on Free (a trial needs a card). Null for Free, and when
   * the payment page could not be opened (then the dashboard offers it again).
   */
  checkoutUrl: z.string().nullable(),
});
export type SignupResult = z.infer<typeof signupResultSchema>;

export const recipientCreatedSchema = z.object({
  recipientId: z.string(),
  /** True when the recipient already existed (same phone) and was updated instead. */
  updated: z.boolean(),
  firstCallAt: z.string().nullable(),
});
export type RecipientCreated = z.infer<typeof recipientCreatedSchema>;

export const sampleCallInfoSchema = z.object({
  /** E.164, or null when no sample line is configured. */
  phoneNumber: z.string().nullable(),
  /** As people read it: (555) 123-4567. */
  phoneDisplay: z.string().nullable(),
  audioUrl: z.string(),
  durationSeconds: z.number(),
  transcript: z.array(z.object({ speaker: z.enum(['companion', 'recipient']), text: z.string() })),
});
export type SampleCallInfo = z.infer<typeof sampleCallInfoSchema>;

// ---------------------------------------------------------------- one family per number
/**
 * One person behind a number, and one family arranging her calls (decision 126). Said under the
 * phone field of every form that registers a recipient, whatever the other family's name: it
 * tells the asker nothing about them. With it a form offers "Ask for access" (POST /api/number-access-requests).
 */
export const NUMBER_TAKEN =
  'Another family already arranges calls to this number. If it is your loved one too, ask for access: we will check with that family and write to you.';

export const NUMBER_ACCESS_MESSAGES = {
  button: 'Ask for access',
  sent: 'Thank you. We will check with the family who arranges these calls and write to you within 2 working days.',
  messageHint: 'Who is she to you? Anything that helps us check with the other family.',
} as const;

/** POST /api/number-access-requests: the number, and who is asking (an account is not needed: a refused signup has none). */
export const numberAccessRequestSchema = z.object({
  phone: lineText({ error: SIGNUP_MESSAGES.phoneRequired }).min(1, SIGNUP_MESSAGES.phoneRequired).max(40, SIGNUP_MESSAGES.phoneInvalid),
  name: requiredText(SIGNUP_MESSAGES.nameRequired),
  email: emailField(SIGNUP_MESSAGES.validEmailRequired, SIGNUP_MESSAGES.validEmailRequired),
  message: multilineText().max(2000, SIGNUP_MESSAGES.tooLong).default(''),
});
export type NumberAccessRequestInput = z.input<typeof numberAccessRequestSchema>;
export const numberAccessSentSchema = z.object({ message: z.string() });

/** The operators' view of one request: who asks, and which family holds the number now. */
export const adminNumberAccessRequestSchema = z.object({
  id: z.string(),
  phone: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(['open', 'resolved']),
  createdAt: z.string(),
  askerSubscriberId: z.string().nullable(),
  holder: z.object({ subscriberId: z.string(), name: z.string(), email: z.string(), recipientId: z.string(), recipientName: z.string() }).nullable(),
});
export const adminNumberAccessListSchema = z.object({ requests: z.array(adminNumberAccessRequestSchema) });
export type AdminNumberAccessRequest = z.infer<typeof adminNumberAccessRequestSchema>;
