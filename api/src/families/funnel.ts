import type { AppDeps } from '../context.js';
import type { PaidOnboardingInput, SignupResult, SimpleSignup, WizardFrequency } from '@fondly/contract/onboarding';
import { ONBOARDING_TOPIC_LABELS, ONBOARDING_WINDOW_SPANS, paidOnboardingSchema } from '@fondly/contract/onboarding';
import { maskOfDays, windowOfChoice } from '@fondly/contract/call-times';
import type { PlanId } from '@fondly/contract/plans';
import { resolvePlanId } from '@fondly/contract/plan-catalogue';
import { summariseSubscription } from './account.js';
import type { AccountDraft, CreatedAccount } from './signup.js';
import type { z } from 'zod';
import { and, eq, isNull } from 'drizzle-orm';
import { recipients, schedules } from '../db/schema/index.js';
import { replanCalls, replanFamiliesCalls } from '../calls/scheduling/planner.js';
import { conflict, notFound } from '../lib/errors.js';
import { attachCheckoutToSubscriber, CHECKOUT_LINK_MESSAGES, confirmCheckout, getCompletedCheckout } from '../payments/index.js';

/** Reading A's choices are plans of the catalogue ('weekly' is Starter, 'daily' is Premium). */
const WIZARD_PLAN: Record<WizardFrequency, PlanId> = { free: 'free', weekly: 'starter', daily: 'premium', legacy: 'legacy' };

type Context = Pick<AccountDraft, 'referral' | 'visitorId'>;

/** Turns either reading of /simple-onboarding into one account draft. */
export function simpleSignupDraft(input: SimpleSignup, ctx: Context): AccountDraft {
  const common = {
    subscriber: { name: input.subscriberName, email: input.subscriberEmail },
    fields: { email: 'subscriberEmail', phone: 'recipientPhone' },
    ...ctx,
  };
  if (input.form === 'wizard') {
    return {
      ...common,
      form: 'wizard',
      recipient: {
        name: input.recipientName,
        phone: input.recipientPhone,
        relationship: 'parent',
        voice: 'female',
        agentType: input.agentType,
        topics: [],
        specialInstructions: '',
      },
      // The funnel's plans define how often: as many calls as the plan allows.
      // When to call, as the wizard asked it (decision 129).
      schedule: { cadence: 'plan', ...windowOfChoice(input.windowChoice), callDays: maskOfDays(input.callDays), timeZone: input.timeZone },
      plan: WIZARD_PLAN[input.frequency],
    };
  }
  return {
    ...common,
    form: 'single',
    recipient: {
      name: input.recipientName,
      phone: input.recipientPhone,
      relationship: input.relationship,
      voice: input.voicePreference,
      agentType: input.agentType,
      topics: [],
      specialInstructions: '',
    },
    schedule: { cadence: 'plan', window: 'morning', timeZone: input.timeZone },
    plan: resolvePlanId(input.frequency) as PlanId,
  };
}

type PaidOnboarding = z.output<typeof paidOnboardingSchema>;

/** /onboarding after checkout: the plan is the one paid for (set by the checkout link). */
export function paidOnboardingDraft(input: PaidOnboarding, plan: PlanId, ctx: Context): AccountDraft {
  return {
    form: 'paid',
    subscriber: { name: input.customerName, email: input.customerEmail },
    fields: { email: 'customerEmail', phone: 'recipientPhone' },
    recipient: {
      name: input.recipientName,
      phone: input.recipientPhone,
      relationship: input.serviceFor,
      voice: input.voiceGender,
      agentType: 'loneliness',
      topics: input.topics.map((t) => ONBOARDING_TOPIC_LABELS[t]),
      specialInstructions: '',
    },
    // "Afternoon (1-3 PM)" here means 1 to 3 PM: the hours this page offered are the ones kept.
    // A choice from the one list is kept exactly (decision 129).
    schedule: {
      cadence: 'plan',
      ...(input.windowChoice
        ? windowOfChoice(input.windowChoice)
        : { window: input.callSchedule, windowStartMinute: ONBOARDING_WINDOW_SPANS[input.callSchedule].start, windowEndMinute: ONBOARDING_WINDOW_SPANS[input.callSchedule].end }),
      callDays: maskOfDays(input.callDays),
      timeZone: input.timeZone,
    },
    plan,
    ...ctx,
  };
}

export type { PaidOnboardingInput };

/** What the forms learn after signup: the plan, the trial, and when the first call is planned. */
export function signupResult(created: CreatedAccount): SignupResult {
  const sub = summariseSubscription(created.subscription)!;
  return {
    subscriberId: created.subscriberId,
    recipientId: created.recipientId,
    plan: { id: sub.plan.id, name: sub.plan.name },
    subscriptionStatus: sub.status,
    trialEndsAt: sub.trialEndsAt,
    firstCallAt: created.firstCallAt?.toISOString() ?? null,
    checkoutUrl: null,
  };
}

/**
 * A family already signed in (a funnel trial, or a free account) paid at checkout: the
 * paid subscription joins their account instead of a second account being made, and
 * calls are planned again for the new allowance.
 */
export async function linkCheckoutToAccount(deps: AppDeps, subscriberId: string, transactionId: string) {
  await replanFamiliesCalls(deps, await confirmCheckout(deps, transactionId));
  const checkout = await getCompletedCheckout(deps.database.db, transactionId);
  if (!checkout) throw notFound(CHECKOUT_LINK_MESSAGES.notFound);
  // Pressing the button twice is fine; someone else's payment is not.
  if (checkout.subscriberId === subscriberId) return;
  if (checkout.subscriberId) throw conflict(CHECKOUT_LINK_MESSAGES.alreadyLinked);
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    await attachCheckoutToSubscriber(tx, transactionId, subscriberId);
    const own = await tx.select({ id: recipients.id }).from(recipients).innerJoin(schedules, eq(schedules.recipientId, recipients.id)).where(and(eq(recipients.subscriberId, subscriberId), isNull(schedules.pausedAt)));
    for (const r of own) await replanCalls(tx, r.id, now);
  });
}
