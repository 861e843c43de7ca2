import { randomBytes, randomInt } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { signupExperimentVisitors, subscribers } from '../db/schema/index.js';
import type { SignupExperimentResults, SignupVariant } from '@fondly/contract/experiments';
import { SIGNUP_VARIANTS } from '@fondly/contract/experiments';

/** The browser's experiment id; random, no personal data, a year long. */
export const SIGNUP_VISITOR_COOKIE = 'fondly_signup_visitor';
export const SIGNUP_VISITOR_TTL_MS = 365 * 86_400_000;

export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

/** A well-formed visitor id from a cookie, or null (a forged value is just ignored). */
export function readVisitorId(raw: string | undefined): string | null {
  return raw && /^[A-Za-z0-9_-]{16,40}$/.test(raw) ? raw : null;
}

/**
 * The variant this browser sees. A browser keeps the variant it was first given (the
 * database row is the truth, the cookie only names the row); a new one is sent to the
 * single form with probability splitSinglePercent / 100.
 */
export async function assignSignupVariant(
  db: DbOrTx,
  visitorId: string,
  splitSinglePercent: number,
  now: Date,
): Promise<SignupVariant> {
  const variant: SignupVariant = randomInt(100) < splitSinglePercent ? 'single' : 'wizard';
  // Insert-or-keep in one statement: two tabs opening at once still agree.
  await db.insert(signupExperimentVisitors).values({ visitorId, variant, assignedAt: now }).onConflictDoNothing();
  const [row] = await db
    .select({ variant: signupExperimentVisitors.variant })
    .from(signupExperimentVisitors)
    .where(eq(signupExperimentVisitors.visitorId, visitorId));
  return row?.variant ?? variant;
}

/**
 * The variant a browser was already given (its SIGNUP_VISITOR_COOKIE), read without assigning
 * one; null when it has none yet. The server uses it to paint the form this browser will see.
 */
export async function storedSignupVariant(db: DbOrTx, visitorCookie: string | undefined): Promise<SignupVariant | null> {
  const visitorId = readVisitorId(visitorCookie);
  if (!visitorId) return null;
  const [row] = await db
    .select({ variant: signupExperimentVisitors.variant })
    .from(signupExperimentVisitors)
    .where(eq(signupExperimentVisitors.visitorId, visitorId));
  return row?.variant ?? null;
}

/** Marks the browser's assignment as converted, once, when it creates an account. */
export async function recordSignupConversion(tx: DbOrTx, visitorId: string | null, subscriberId: string, now: Date) {
  if (!visitorId) return;
  await tx
    .update(signupExperimentVisitors)
    .set({ convertedAt: now, subscriberId })
    .where(and(eq(signupExperimentVisitors.visitorId, visitorId), isNull(signupExperimentVisitors.convertedAt)));
}

export async function signupExperimentResults(db: DbOrTx, splitSinglePercent: number): Promise<SignupExperimentResults> {
  const rows = await db
    .select({
      variant: signupExperimentVisitors.variant,
      visitors: count(),
      conversions: count(signupExperimentVisitors.convertedAt),
    })
    .from(signupExperimentVisitors)
    .groupBy(signupExperimentVisitors.variant);
  const byForm = await db
    .select({ form: sql<string>`coalesce(${subscribers.signupVariant}, 'unknown')`, signups: count() })
    .from(subscribers)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return {
    splitSinglePercent,
    variants: SIGNUP_VARIANTS.map((variant) => {
      const row = rows.find((r) => r.variant === variant);
      const visitors = Number(row?.visitors ?? 0);
      const conversions = Number(row?.conversions ?? 0);
      return { variant, visitors, conversions, conversionRate: visitors ? conversions / visitors : null };
    }),
    signupsByForm: byForm.map((r) => ({ form: r.form, signups: Number(r.signups) })),
  };
}
