import type { Plan, PlanId } from './plans.js';

// The one price list as plain data and the functions that read it, without zod at run time
// (plans.ts holds the schemas): the design-system's usePlans starts every page from this list,
// and the shell, which loads on every page, would otherwise carry zod for a constant.

/** "$29", "$449", "$8.70": whole dollars without cents, otherwise two decimals. */
export function formatCents(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

const TRIAL_DAYS = 7;

/**
 * The one price list. The API serves it at GET /api/plans and bills from it; the public pages
 * are prerendered from it at build time and then ask the API, so a page never shows a price
 * of its own (decision 090).
 */
export const PLAN_CATALOGUE: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    priceCents: 0,
    currency: 'usd',
    interval: 'month',
    termMonths: null,
    callsPerMonth: 1,
    callsPerWeek: null,
    allowanceText: '1 call / month',
    trialDays: 0,
    features: ['1 companion call a month', 'A Moment after each call'],
    mostPopular: false,
    purchasable: false,
    gift: false,
  },
  {
    id: 'starter',
    name: 'Starter',
    priceCents: 2900,
    currency: 'usd',
    interval: 'month',
    termMonths: null,
    callsPerMonth: 13,
    callsPerWeek: 3,
    allowanceText: '3 calls / week',
    trialDays: TRIAL_DAYS,
    features: ['3 companion calls a week', 'Wellness check-ins', 'Family updates'],
    mostPopular: false,
    purchasable: true,
    gift: false,
  },
  {
    id: 'premium',
    name: 'Premium',
    priceCents: 5900,
    currency: 'usd',
    interval: 'month',
    termMonths: null,
    callsPerMonth: 30,
    callsPerWeek: null,
    allowanceText: 'daily, up to 30 / month',
    trialDays: TRIAL_DAYS,
    features: ['Daily calls', 'Emergency alerts', 'Multiple family members', 'Personalised conversations'],
    mostPopular: true,
    purchasable: true,
    gift: false,
  },
  {
    id: 'legacy',
    name: 'Legacy Bundle',
    priceCents: 44900,
    currency: 'usd',
    interval: 'year',
    termMonths: null,
    callsPerMonth: 30,
    callsPerWeek: null,
    allowanceText: 'daily, up to 30 / month',
    trialDays: TRIAL_DAYS,
    features: ['All Premium features', 'Priority support', 'Annual savings'],
    mostPopular: false,
    purchasable: true,
    gift: false,
  },
  {
    id: '3-month-99',
    name: 'Gift: 3 months',
    priceCents: 9900,
    currency: 'usd',
    interval: 'once',
    termMonths: 3,
    callsPerMonth: 30,
    callsPerWeek: null,
    allowanceText: 'as Premium, for 3 months',
    trialDays: 0,
    features: ['All Premium features for 3 months'],
    mostPopular: false,
    purchasable: true,
    gift: true,
  },
  {
    id: '1-year-499',
    name: 'Gift: 1 year',
    // The id keeps its old price in its name (stored gifts and links use it); the price is the
    // Legacy Bundle's, the year it gives: a gift never costs more than the plan (decision 159).
    priceCents: 44900,
    currency: 'usd',
    interval: 'once',
    termMonths: 12,
    callsPerMonth: 30,
    callsPerWeek: null,
    allowanceText: 'as Legacy Bundle, for 12 months',
    trialDays: 0,
    features: ['All Legacy Bundle features for a whole year'],
    mostPopular: false,
    purchasable: true,
    gift: true,
  },
];

/**
 * Names the signup funnel and older links use for the same plans (spec/decisions.md, "One
 * price list"): the wizard's "Weekly" is Starter, its "Daily" is Premium. Subscriptions stored
 * under an alias are the plan it names.
 */
export const PLAN_ALIASES: Record<string, PlanId> = { weekly: 'starter', connected: 'starter', daily: 'premium' };

/** The catalogue id for an id or alias ('daily' is 'premium'); unknown names come back unchanged. */
export function resolvePlanId(idOrAlias: string): string {
  return Object.hasOwn(PLAN_ALIASES, idOrAlias) ? PLAN_ALIASES[idOrAlias]! : idOrAlias;
}

/** A plan by id or alias from the one list, or undefined. */
export function findPlan(idOrAlias: string): Plan | undefined {
  const id = resolvePlanId(idOrAlias);
  return PLAN_CATALOGUE.find((p) => p.id === id);
}

/**
 * The plans with Premium's features (the pricing section's plan table: "emergency alerts, multiple
 * family members"): Premium, the Legacy Bundle ("all Premium features") and the gift plans, which
 * are each "as Premium" or "as Legacy" (decision 166).
 */
const PREMIUM_FEATURE_PLANS: readonly PlanId[] = ['premium', 'legacy', '3-month-99', '1-year-499'];

/** Whether a plan (id or alias) includes Premium's features; Free and Starter do not. */
export function includesPremiumFeatures(idOrAlias: string | null | undefined): boolean {
  return !!idOrAlias && PREMIUM_FEATURE_PLANS.includes(resolvePlanId(idOrAlias) as PlanId);
}

/** What a family on Free or Starter is told, by the API and beside the place it would be used. */
export const PREMIUM_ONLY = {
  familyMembers: 'Sharing updates with more of your family comes with Premium. Upgrade your plan to add someone.',
  urgentAlerts: 'Urgent alerts by text and phone call come with Premium. Upgrade your plan to add a mobile number. Alerts still come by email on every plan.',
  /** Beside a mobile kept from Premium after a move down: nothing is texted or rung until Premium again (decision 177). */
  urgentAlertsStopped: 'Urgent alerts by text and phone call come with Premium: on your plan this number gets no texts or calls, and alerts come by email. The number is kept for when you upgrade.',
  /** Beside someone kept on the family list after a move down: nothing is mailed to them until Premium again (decision 172). */
  familyMemberKept: 'More family members come with Premium: on your plan this person gets no emails or alerts from us, and everything comes to you. They stay on your list for when you upgrade.',
} as const;

/** Said in the plan-change mail and on the plan page when a family moves from a plan with Premium's features to one without (decision 172). */
export function familyMembersEndWith(planName: string): string {
  return `${planName} does not include more family members: from now on Moments, stories and alerts come only to you. Anyone else on your family list is kept, and their emails come back if you move to Premium.`;
}

/** In the incident report of a family whose kept mobiles got no text or call, because its plan has no Premium features (decision 177). */
export function urgentAlertsNotIncluded(planName: string): string {
  return `None: ${planName} does not include urgent alerts by text and phone call (they come with Premium), so this alert came by email.`;
}

/** Said in the plan-change mail when a family moves from a plan with Premium's features to one without (decision 177). */
export function urgentAlertsEndWith(planName: string): string {
  return `${planName} does not include urgent alerts by text and phone call: from now on alerts reach your family by email only. Mobile numbers are kept, and texts and calls come back if you move to Premium.`;
}
