import type { AppDeps } from '../context.js';
import { AppError } from '../lib/errors.js';
import { hit } from '../lib/rate-limit.js';
import { enqueueNotification } from '../notifications/events.js';

/**
 * Anti-automation for texts and codes, one policy (decision 125). A text costs money and lands
 * on a stranger's phone, and a code is a secret guessed by volume, so every text Fondly sends on
 * a visitor's request and every code it checks passes these counters first: per phone number,
 * per account, per client address (lib/rate-limit.ts clientIp) and overall. The counters live in
 * the database, so they hold across every API process. The first refusal of a window tells the
 * operators (a 'limit-tripped' mail to support) and every refusal is logged.
 */
const HOUR = 3_600_000;
const QUARTER_HOUR = 15 * 60_000;

export type LimitScope = 'number' | 'account' | 'address' | 'overall';
interface Limit {
  scope: LimitScope;
  limit: number;
  windowMs: number;
}

/**
 * Texts with a code. A family confirms a number or two, now and then: three codes an hour reach
 * one number, five an account, ten an address; the overall cap bounds what a botnet of accounts
 * could spend before an operator looks (TEXTS_PER_HOUR).
 */
export const TEXT_LIMITS = (overallPerHour: number): Limit[] => [
  { scope: 'address', limit: 10, windowMs: HOUR },
  { scope: 'account', limit: 5, windowMs: HOUR },
  { scope: 'number', limit: 3, windowMs: HOUR },
  { scope: 'overall', limit: overallPerHour, windowMs: HOUR },
];

/** Codes checked (each code also allows five tries, families/family.ts). */
export const CODE_CHECK_LIMITS: Limit[] = [
  { scope: 'address', limit: 30, windowMs: QUARTER_HOUR },
  { scope: 'account', limit: 30, windowMs: QUARTER_HOUR },
  { scope: 'overall', limit: 3_000, windowMs: QUARTER_HOUR },
];

export const TEXT_AND_CODE_MESSAGES = {
  texts: 'We have sent as many codes as we can for now. Please wait an hour and try again.',
  checks: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

export interface Requester {
  /** The subscriber asking. */
  accountId: string;
  /** The client's address (clientIp, behind the trusted proxies). */
  address: string;
}

/** Before a text with a code goes to `number` (E.164): refused with 429, nothing sent, when a limit is reached. */
export async function allowCodeText(deps: AppDeps, who: Requester, number: string): Promise<void> {
  await pass(deps, 'texts', TEXT_LIMITS(deps.config.texts.overallPerHour), { ...who, number }, TEXT_AND_CODE_MESSAGES.texts);
}

/** Before a code is compared. */
export async function allowCodeCheck(deps: AppDeps, who: Requester): Promise<void> {
  await pass(deps, 'code-checks', CODE_CHECK_LIMITS, who, TEXT_AND_CODE_MESSAGES.checks);
}

/**
 * Counts the attempt against each limit in turn, most particular first, and stops at the first
 * one reached: a flood from one address or account is refused before it uses up the number's or
 * everybody's allowance.
 */
async function pass(deps: AppDeps, action: 'texts' | 'code-checks', limits: Limit[], who: Requester & { number?: string }, message: string) {
  const now = deps.now();
  for (const { scope, limit, windowMs } of limits) {
    const subject = scope === 'overall' ? 'all' : scope === 'number' ? who.number : scope === 'account' ? who.accountId : who.address;
    if (subject === undefined) continue;
    const count = await hit(deps.database.db, `${action}:${scope}:${subject}`, windowMs, now);
    if (count <= limit) continue;
    deps.logger.warn({ alert: 'anti-automation', action, scope, limit, accountId: who.accountId, address: who.address }, 'a limit on texts and codes was reached');
    // Once a window, not once a request: a flood must not become a flood of mail.
    if (count === limit + 1) {
      await enqueueNotification(deps.database.db, { type: 'limit-tripped', action, scope, limit, windowMinutes: windowMs / 60_000, accountId: who.accountId, address: who.address, number: who.number ?? null, at: now.toISOString() });
    }
    throw new AppError(429, 'rate_limited', message);
  }
}
