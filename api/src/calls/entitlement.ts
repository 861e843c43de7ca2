import type { subscriptions } from '../db/schema/index.js';
import { getPlan } from '../plans/index.js';

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

/** Index of the billing month containing `ms`, counted from the anchor (0 = the anchor's month). */
export function billingMonthIndex(anchorMs: number, ms: number): number {
  const a = partsOf(anchorMs);
  const t = new Date(ms);
  let n = (t.getUTCFullYear() - a.year) * 12 + (t.getUTCMonth() - a.month);
  if (billingMonthStart(anchorMs, n) > ms) n -= 1;
  return n;
}

/** Start of billing month n: the anchor's day of month (clamped to short months), same time. */
export function billingMonthStart(anchorMs: number, n: number): number {
  const a = partsOf(anchorMs);
  // Day 0 of the following month is the last day of this one.
  const lastDay = new Date(Date.UTC(a.year, a.month + n + 1, 0)).getUTCDate();
  return Date.UTC(a.year, a.month + n, Math.min(a.day, lastDay)) + a.timeOfDayMs;
}
