import { sql } from 'drizzle-orm';
import { boolean, index, integer, json, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The family side of Fondly. A subscriber (the family member who signs up and pays) has
 * recipients (the older people who get the calls), each with one schedule; family
 * members receive Moments, stories and alerts; a subscription says what is paid for.
 */
export const subscribers = pgTable('subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Stored lower-cased; unique among accounts that are not deleted. */
  email: text('email').notNull(),
  /** Which signup form converted: 'wizard' (Reading A), 'single' (Reading B), 'paid' (/onboarding). */
  signupVariant: text('signup_variant'),
  /** "Refer a friend": this subscriber's own code. */
  referralCode: text('referral_code').unique(),
  referredByAffiliateCode: text('referred_by_affiliate_code'),
  referredBySubscriberId: uuid('referred_by_subscriber_id'),
  /**
   * When the family proved the email is theirs by opening a link sent to it (the welcome mail's
   * confirmation link or any sign-in link). No call is placed before (decision 105).
   */
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Privacy: an account deleted on request keeps no personal data; the row stays for accounting. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [uniqueIndex('subscribers_email_live_idx').on(t.email).where(sql`deleted_at is null`)]);

export const recipients = pgTable(
  'recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** E.164, US or Canada only (normalised on the server). */
    phone: text('phone').notNull(),
    /**
     * She is the one person behind her number, and only one family arranges her calls (decision
     * 122): at most one recipient holds a number (recipients_phone_holder_idx). Every recipient a
     * family registers holds hers (families/signup.ts, families/recipients.ts); an operator's test
     * persona and the duplicates found when the rule came in (migration 0020) hold none.
     */
    holdsNumber: boolean('holds_number').notNull().default(false),
    /** parent, grandparent, spouse, myself, mom, dad, grandma, grandpa, mother-in-law, father-in-law, other */
    relationship: text('relationship').notNull().default('parent'),
    voice: text('voice', { enum: ['female', 'male'] }).notNull().default('female'),
    /** loneliness (Companionship Calls) or stories (Story Preservation). */
    agentType: text('agent_type', { enum: ['loneliness', 'stories'] }).notNull().default('loneliness'),
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    specialInstructions: text('special_instructions').notNull().default(''),
    /** The subscriber confirmed the recipient agreed to be called. */
    consentAt: timestamp('consent_at', { withTimezone: true }),
    /**
     * Her own answer, asked on her first call, to whether her words may be kept as recordings for
     * the family (docs/recordings.md): 'yes', or 'no' (a no, or an answer that was not clearly a
     * yes); null until she has been asked. Without a yes nothing of her voice is kept.
     */
    recordingConsent: text('recording_consent', { enum: ['yes', 'no'] }),
    recordingConsentAt: timestamp('recording_consent_at', { withTimezone: true }),
    /** Her own rhythm: the latest pauses (ms) she took inside a thought and went on from (calls/pipeline/listening/turn-policy.ts). */
    pausesMs: jsonb('pauses_ms').$type<number[]>().notNull().default([]),
    /** The family lets the companion ask the three loneliness questions (UCLA-3) once a month (decision 156); off: never asked. */
    lonelinessCheck: boolean('loneliness_check').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recipients_subscriber_idx').on(t.subscriberId),
    uniqueIndex('recipients_phone_holder_idx').on(t.phone).where(sql`holds_number`),
  ],
);

/**
 * Someone asked for access to a loved one whose number another family holds (decision 126):
 * the operators' queue, mailed to support. The asker may have no account yet (a refused signup).
 */
export const numberAccessRequests = pgTable(
  'number_access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** E.164, as normalised. */
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull().default(''),
    /** The asker's account, when they were signed in. */
    subscriberId: uuid('subscriber_id').references(() => subscribers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'resolved'] }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('number_access_requests_open_idx').on(t.createdAt).where(sql`status = 'open'`)],
);

/**
 * What planning needs of a schedule's calls, kept with its cursor so the next run reads no call
 * history (calls/scheduling/planner.ts, decision 117): the latest call, the calls counted per billing month
 * and per week (Monday's day key in her zone), and the days already holding a call; only what a
 * later run can still use (this billing month on, this week on where the plan counts weeks, days
 * after her latest call's). And the entitlement it was planned under (decision 118), where time
 * alone cannot change it: a change to the subscription clears the cursor, and the memory with it.
 */
export interface PlanMemory {
  /**
   * The entitlement, when it depends on the subscription alone (not a past-due grace counted
   * from now): [plan id, calls until (ms) or null, billing anchor (ms)]; the allowance is the plan's.
   */
  e?: [planId: string, untilMs: number | null, billingAnchorMs: number];
  /** The latest call's due time (ms). */
  l: number;
  /** [billing month index, calls counted]. */
  m: Array<[number, number]>;
  /** [Monday's day key, calls counted]. */
  w: Array<[string, number]>;
  /** Day keys holding a call. */
  s: string[];
}

export const schedules = pgTable('schedules', {
  id: uuid('id').primaryKey().defaultRandom(),
  recipientId: uuid('recipient_id')
    .notNull()
    .unique()
    .references(() => recipients.id, { onDelete: 'cascade' }),
  /** daily, weekly, monthly, or 'plan': as many as the plan allows. */
  cadence: text('cadence', { enum: ['daily', 'weekly', 'monthly', 'plan'] }).notNull().default('weekly'),
  /** morning 9-12, afternoon 12-17, evening 17-20, recipient's local time. */
  window: text('window', { enum: ['morning', 'afternoon', 'evening'] }).notNull().default('morning'),
  /**
   * The window the family chose, in minutes after local midnight ([start, end)): /onboarding's
   * "Afternoon (1-3 PM)" is 780-900. Null: the named window's span (decision 093).
   */
  windowStartMinute: integer('window_start_minute'),
  windowEndMinute: integer('window_end_minute'),
  /** The days her calls may ring, as bits from Monday (1) to Sunday (64); 127 is every day (decision 129). */
  callDays: integer('call_days').notNull().default(127),
  /** IANA zone, e.g. America/New_York. */
  timeZone: text('time_zone').notNull(),
  pausedAt: timestamp('paused_at', { withTimezone: true }),
  pauseReason: text('pause_reason'),
  /** A pause the family gave an end date (issue 30): calls resume by themselves at this instant. */
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  /**
   * The planner's cursor (decision 113): planning can add no call to this schedule before the
   * horizon reaches this instant. Null: plan at the next run. Database triggers clear it when
   * anything planning reads changes (this schedule, her phone, a call canceled or added by hand,
   * the family's subscription) and count the change in planChanges, so a planner that read
   * before the change never writes a stale cursor.
   */
  planAgainAt: timestamp('plan_again_at', { withTimezone: true }),
  planChanges: integer('plan_changes').notNull().default(0),
  /**
   * What the planner remembered of her calls when it wrote the cursor (calls/scheduling/planner.ts,
   * PlanMemory; decision 117): trusted only while plan_again_at is set, so any change that
   * clears the cursor makes the next run read her call history again.
   */
  planMemory: json('plan_memory').$type<PlanMemory>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const familyMembers = pgTable(
  'family_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The subscriber is always a family member too (isOwner). */
    isOwner: boolean('is_owner').notNull().default(false),
    receivesMoments: boolean('receives_moments').notNull().default(true),
    receivesStories: boolean('receives_stories').notNull().default(true),
    receivesAlerts: boolean('receives_alerts').notNull().default(true),
    /** Optional mobile (E.164, US/Canada): urgent alerts are also sent to it by text and a phone call. */
    mobile: text('mobile'),
    /** The mobile was confirmed with the code texted to it: only then do alerts go to it. */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    /** The code texted to confirm the mobile (hashed), until when it holds, and wrong tries so far. */
    mobileCodeHash: text('mobile_code_hash'),
    mobileCodeExpiresAt: timestamp('mobile_code_expires_at', { withTimezone: true }),
    mobileCodeTries: integer('mobile_code_tries').notNull().default(0),
    /** Urgent alerts by text to the mobile (when there is one). */
    alertByText: boolean('alert_by_text').notNull().default(true),
    /** Urgent alerts by an automated phone call to the mobile, with "press 1" to join her call. */
    alertByCall: boolean('alert_by_call').notNull().default(true),
    /**
     * Added from Email Settings and not yet confirmed by the link mailed to them (issue 30): until
     * they open it, nothing reaches them, no alert, text or call. The account holder never waits.
     */
    awaitingConfirmation: boolean('awaiting_confirmation').notNull().default(false),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Secret for the one-click unsubscribe link in every email. */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('family_members_subscriber_email_idx').on(t.subscriberId, t.email)],
);

/**
 * The signup experiment (Reading A wizard vs Reading B single form). One row per browser
 * that the split assigned; the row is marked when that browser creates an account.
 */
export const signupExperimentVisitors = pgTable(
  'signup_experiment_visitors',
  {
    /** A random id kept in the visitor's cookie; no personal data. */
    visitorId: text('visitor_id').primaryKey(),
    variant: text('variant', { enum: ['wizard', 'single'] }).notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    subscriberId: uuid('subscriber_id').references(() => subscribers.id, { onDelete: 'set null' }),
  },
  (t) => [index('signup_experiment_visitors_variant_idx').on(t.variant)],
);

/**
 * Help & Support: a family's question to the operators. Legacy plan subscribers are
 * flagged priority when they write (the plan promises priority support).
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The plan at the time of writing promised priority support. */
    priority: boolean('priority').notNull().default(false),
    status: text('status', { enum: ['open', 'resolved'] }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('support_requests_queue_idx').on(t.priority, t.createdAt).where(sql`status = 'open'`),
    index('support_requests_subscriber_idx').on(t.subscriberId),
  ],
);
