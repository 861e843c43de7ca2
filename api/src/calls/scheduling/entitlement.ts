import type { PlanMemory, subscriptions } from '../../db/schema/index.js';
import { findPlan } from '@fondly/contract/plan-catalogue';
import { getPlan } from '../../plans/index.js';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * A past-due subscription keeps its calls this long while the card is sorted out: a week, so a
 * parent's calls do not stop over a card the family has not yet seen the mail about (decision 110).
 */
export const PAST_DUE_GRACE_MS = 7 * 24 * 3600_000;

/** What a recipient's family has paid for, as the planner needs it. */
export interface Entitlement {
  planId: string;
  callsPerMonth: number;
  callsPerWeek: number | null;
  /** Calls may be placed until this instant (ms); null when open-ended. */
  untilMs: number | null;
  /** Billing months start on this instant's day of month. */
  billingAnchorMs: number;
}

/**
 * The one rule for who gets calls: the planner, the dialer, call-now and call-backs all ask it.
 * Turns a subscription (or none: the free tier) into an allowance and an end date.
 * trialing/active call within the plan; past_due keeps calling for a 7-day grace period;
 * canceled stops at the end of the paid period; incomplete never started, so no calls.
 */
export function entitlementOf(
  subscription: Pick<
    SubscriptionRow,
    'plan' | 'status' | 'currentPeriodStart' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'pastDueSince' | 'canceledAt' | 'createdAt'
  > | null,
  fallbackAnchor: Date,
  now: Date,
): Entitlement | null {
  if (!subscription || subscription.status === 'free') {
    const free = getPlan('free');
    return {
      planId: free.id,
      callsPerMonth: free.callsPerMonth,
      callsPerWeek: free.callsPerWeek,
      untilMs: null,
      billingAnchorMs: (subscription?.createdAt ?? fallbackAnchor).getTime(),
    };
  }
  let plan;
  try {
    plan = getPlan(subscription.plan);
  } catch {
    return null;
  }
  const anchor = (subscription.currentPeriodStart ?? subscription.createdAt).getTime();
  const periodEnd = subscription.currentPeriodEnd?.getTime() ?? null;
  const base = { planId: plan.id, callsPerMonth: plan.callsPerMonth, callsPerWeek: plan.callsPerWeek, billingAnchorMs: anchor };
  switch (subscription.status) {
    case 'trialing':
    case 'active': {
      // A gift or a subscription set to cancel ends with its period; a renewing one does not.
      const ends = subscription.cancelAtPeriodEnd || plan.interval === 'once';
      return { ...base, untilMs: ends ? periodEnd : null };
    }
    case 'past_due': {
      const since = (subscription.pastDueSince ?? now).getTime();
      return { ...base, untilMs: since + PAST_DUE_GRACE_MS };
    }
    case 'canceled': {
      const end = periodEnd ?? subscription.canceledAt?.getTime() ?? now.getTime();
      return end > now.getTime() ? { ...base, untilMs: end } : null;
    }
    default:
      return null;
  }
}

/**
 * Whether the subscription's entitlement stays what it is until the subscription itself changes,
 * so the planner may keep it with its memory (decision 118). Not a past-due grace counted from
 * "now" (no date recorded), nor a canceled plan, whose end passes with time.
 */
export function isLastingEntitlement(subscription: Pick<SubscriptionRow, 'status' | 'pastDueSince'> | null): boolean {
  if (!subscription) return true;
  if (subscription.status === 'canceled') return false;
  return subscription.status !== 'past_due' || subscription.pastDueSince !== null;
}

type RememberedEntitlement = NonNullable<PlanMemory['e']>;

/** The entitlement as the planner's memory keeps it: the plan by id, so the allowance is always the catalogue's. */
export const rememberEntitlement = (ent: Entitlement): RememberedEntitlement => [ent.planId, ent.untilMs, ent.billingAnchorMs];

/** The entitlement from the planner's memory, or null when its plan is no longer in the catalogue (then it is read again). */
export function recallEntitlement(e: RememberedEntitlement | undefined): Entitlement | null {
  if (!e) return null;
  const plan = findPlan(e[0]);
  return plan ? { planId: plan.id, callsPerMonth: plan.callsPerMonth, callsPerWeek: plan.callsPerWeek, untilMs: e[1], billingAnchorMs: e[2] } : null;
}

/** The anchor's UTC calendar parts, remembered for the last anchor (the planner asks many times per recipient). */
let lastAnchor = NaN;
let anchorParts = { year: 0, month: 0, day: 0, timeOfDayMs: 0 };
function partsOf(anchorMs: number) {
  if (anchorMs !== lastAnchor) {
    const a = new Date(anchorMs);
    anchorParts = {
      year: a.getUTCFullYear(),
      month: a.getUTCMonth(),
      day: a.getUTCDate(),
      timeOfDayMs: anchorMs - Date.UTC(a.getUTCFullYear(), a.getUTCMonth(), a.getUTCDate()),
    };
    lastAnchor = anchorMs;
  }
  return anchorParts;
}

/**
 * Months since year 0 of a UTC instant (year * 12 + month, January = 0), by calendar arithmetic
 * (Hinnant's days-to-civil): the planner asks for it several times per call it plans, and a
 * Date object each time was most of its garbage.
 */
function utcMonthsOf(ms: number): number {
  const z = Math.floor(ms / 86_400_000) + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const month = mp < 10 ? mp + 2 : mp - 10; // January = 0
  const year = yoe + era * 400 + (month <= 1 ? 1 : 0);
  return year * 12 + month;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function daysInMonth(months: number): number {
  const year = Math.floor(months / 12);
  const month = months - year * 12;
  if (month !== 1) return DAYS_IN_MONTH[month]!;
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
}

/** Index of the billing month containing `ms`, counted from the anchor (0 = the anchor's month). */
export function billingMonthIndex(anchorMs: number, ms: number): number {
  const a = partsOf(anchorMs);
  let n = utcMonthsOf(ms) - (a.year * 12 + a.month);
  if (billingMonthStart(anchorMs, n) > ms) n -= 1;
  return n;
}

/** Start of billing month n: the anchor's day of month (clamped to short months), same time. */
export function billingMonthStart(anchorMs: number, n: number): number {
  const a = partsOf(anchorMs);
  const lastDay = daysInMonth(a.year * 12 + a.month + n);
  return Date.UTC(a.year, a.month + n, Math.min(a.day, lastDay)) + a.timeOfDayMs;
}
