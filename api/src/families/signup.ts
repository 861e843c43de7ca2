import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import type { Tx } from '../db/client.js';
import { familyMembers, recipients, schedules, subscribers } from '../db/schema/index.js';
import { SIGNUP_MESSAGES, type Cadence, type CallWindow, type AgentType, type Voice } from '@fondly/contract/onboarding';
import type { PlanId } from '@fondly/contract/plans';
import { createSession } from '../auth/index.js';
import { newSecret } from '../auth/index.js';
import { normalizePhone } from '../lib/phone.js';
import { enqueueNotification } from '../notifications/index.js';
import { getPlan } from '../plans/index.js';
import { planCalls } from '../calls/scheduling/planner.js';
import { startSubscriptionWithoutCard, type Subscription } from '../payments/index.js';
import { newReferralCode } from '../referrals/index.js';
import { firstPlannedCall } from './account.js';
import { emailTaken, fieldConflict, fieldError, isUniqueViolation } from './errors.js';
import { recordSignupConversion } from './experiment.js';
import { isNumberTaken, numberTaken, refuseNumberOfAnotherFamily } from './numbers.js';
import { emailConfirmationLink } from './sign-in.js';

/** Which form created the account: Reading A, Reading B, or /onboarding after checkout. */
export type SignupForm = 'wizard' | 'single' | 'paid';

export interface AccountDraft {
  form: SignupForm;
  subscriber: { name: string; email: string };
  recipient: {
    name: string;
    /** As typed; normalised to E.164 here. */
    phone: string;
    relationship: string;
    voice: Voice;
    agentType: AgentType;
    topics: string[];
    specialInstructions: string;
  };
  /** The window's chosen hours (minutes after local midnight) when the form offered its own, as /onboarding does. */
  schedule: { cadence: Cadence; window: CallWindow; timeZone: string; windowStartMinute?: number | null; windowEndMinute?: number | null; callDays?: number };
  plan: PlanId;
  /** Which request fields carry the email and phone, so errors land under the right field. */
  fields: { email: string; phone: string };
  /** The ?ref= code the visitor arrived with (affiliate or subscriber), if any. */
  referral: { affiliateCode: string | null; subscriberId: string | null };
  /** The signup experiment's visitor id (cookie), if the split assigned this browser. */
  visitorId: string | null;
  /**
   * Paid onboarding links the checkout inside the same transaction; the funnel starts
   * the free tier or a 7-day trial without a card.
   */
  linkSubscription?: (tx: Tx, subscriberId: string) => Promise<SubscriptionRow>;
}

type SubscriptionRow = Subscription;

export interface CreatedAccount {
  subscriberId: string;
  recipientId: string;
  session: { token: string; expiresAt: Date };
  /** What the account has now, as written in the same transaction. */
  subscription: SubscriptionRow;
  firstCallAt: Date | null;
}

/**
 * Creates the subscriber, the owner as first family member, the recipient (with the
 * time their consent was confirmed), the schedule and the subscription in ONE transaction,
 * plans the first calls, queues the welcome mail, records the experiment conversion and opens the session.
 * Any failure leaves nothing behind. The same email twice gets a 409, even when two
 * requests race: the unique index on live emails decides; so does a number another family holds.
 */
export async function createAccount(deps: AppDeps, draft: AccountDraft): Promise<CreatedAccount> {
  const now = deps.now();
  const phone = normalizePhone(draft.recipient.phone);
  if (!phone.ok) throw fieldError(draft.fields.phone, phone.message);
  const email = draft.subscriber.email.trim().toLowerCase();
  const plan = getPlan(draft.plan);

  try {
    return await deps.database.db.transaction(async (tx) => {
      const [subscriber] = await tx
        .insert(subscribers)
        .values({
          name: draft.subscriber.name,
          email,
          signupVariant: draft.form,
          referralCode: newReferralCode(draft.subscriber.name),
          referredByAffiliateCode: draft.referral.affiliateCode,
          referredBySubscriberId: draft.referral.subscriberId,
          createdAt: now,
        })
        .returning({ id: subscribers.id });
      const subscriberId = subscriber!.id;

      await tx.insert(familyMembers).values({
        subscriberId,
        name: draft.subscriber.name,
        email,
        isOwner: true,
        unsubscribeToken: newSecret(),
        createdAt: now,
      });

      // Her number is one family's (decision 126): another family's recipient holding it refuses the signup.
      await refuseNumberOfAnotherFamily(tx, subscriberId, phone.e164, draft.fields.phone);
      const [recipient] = await tx
        .insert(recipients)
        .values({
          subscriberId,
          name: draft.recipient.name,
          phone: phone.e164,
          holdsNumber: true,
          relationship: draft.recipient.relationship,
          voice: draft.recipient.voice,
          agentType: draft.recipient.agentType,
          topics: draft.recipient.topics,
          specialInstructions: draft.recipient.specialInstructions,
          consentAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: recipients.id });
      const recipientId = recipient!.id;

      await tx.insert(schedules).values({ recipientId, ...draft.schedule, createdAt: now, updatedAt: now });

      let subscription: SubscriptionRow;
      if (draft.linkSubscription) {
        subscription = await draft.linkSubscription(tx, subscriberId);
      } else {
        subscription = await startSubscriptionWithoutCard(tx, subscriberId, plan, now);
      }

      // The first call within 24 hours, and the month after it, planned with the account.
      await planCalls(tx, recipientId, now);
      const firstCallAt = await firstPlannedCall(tx, recipientId);
      // The welcome mail asks the family to confirm the email: no call is placed before (decision 105).
      await enqueueNotification(tx, { type: 'welcome', subscriberId, link: await emailConfirmationLink(tx, deps, subscriberId, now) });
      await recordSignupConversion(tx, draft.visitorId, subscriberId, now);
      const session = await createSession(tx, 'subscriber', subscriberId, now);
      return { subscriberId, recipientId, session, subscription, firstCallAt };
    });
  } catch (err) {
    // Two signups racing for one number: the unique index lets one through.
    if (isNumberTaken(err)) throw numberTaken(draft.fields.phone);
    if (isUniqueViolation(err, 'subscribers_email_live_idx')) {
      if (await resendConfirmationToUnconfirmed(deps, email)) throw fieldConflict(draft.fields.email, SIGNUP_MESSAGES.confirmLinkSentAgain);
      throw emailTaken(draft.fields.email);
    }
    throw err;
  }
}

/**
 * The same email signing up again while its account was never confirmed (the welcome mail lost,
 * the wizard left at step 3): the confirmation link goes again, to that inbox only. True when sent.
 */
async function resendConfirmationToUnconfirmed(deps: AppDeps, email: string): Promise<boolean> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: subscribers.id, confirmedAt: subscribers.emailConfirmedAt })
      .from(subscribers)
      .where(and(eq(subscribers.email, email), isNull(subscribers.deletedAt)))
      .limit(1);
    if (!existing || existing.confirmedAt) return false;
    await enqueueNotification(tx, { type: 'confirm-email', subscriberId: existing.id, link: await emailConfirmationLink(tx, deps, existing.id, now) });
    return true;
  });
}
