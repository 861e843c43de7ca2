import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { affiliateSignups, affiliates } from '../db/schema/index.js';
import { hashSecret, newSecret } from '../auth/index.js';
import { AppError } from '../lib/errors.js';
import { enqueueNotification } from '../notifications/events.js';
import { newReferralCode, normaliseReferralCode } from '../referrals/index.js';
import { AFFILIATE_MESSAGES, type Affiliate } from '@fondly/contract/affiliates';

export type AffiliateRow = typeof affiliates.$inferSelect;

export function publicAffiliate(row: AffiliateRow): Affiliate {
  return { name: row.name, email: row.email, referralCode: row.referralCode, createdAt: row.createdAt.toISOString() };
}

const isUniqueViolation = (err: unknown, constraint: string) => {
  const e = err as { code?: string; constraint?: string; constraint_name?: string; message?: string; cause?: unknown };
  const inner = (e.cause ?? e) as typeof e;
  const code = inner.code ?? e.code;
  const name = inner.constraint ?? inner.constraint_name ?? e.constraint ?? '';
  return code === '23505' && (name === constraint || (inner.message ?? '').includes(constraint));
};

/** A confirmation link works for a day, once. */
export const AFFILIATE_CONFIRM_TTL_MS = 24 * 3600_000;
/** Mails one address can be sent by the signup form in an hour, whoever fills it in. */
const CONFIRMATIONS_PER_EMAIL_PER_HOUR = 3;

/**
 * Someone asks to join with a name and an email. Nothing is issued yet: a link goes to that
 * email, and only opening it makes the account (or, when the email already has one, a new
 * dashboard key for it). The caller always hears the same, so the form tells nobody whether
 * an email belongs to an affiliate; the mail itself says what to do.
 */
export async function requestAffiliateSignup(deps: AppDeps, input: { name: string; email: string }): Promise<void> {
  const db = deps.database.db;
  const now = deps.now();
  const [recent] = await db
    .select({ n: count() })
    .from(affiliateSignups)
    .where(and(eq(affiliateSignups.email, input.email), gt(affiliateSignups.createdAt, new Date(now.getTime() - 3600_000))));
  // A form filled in again and again must not flood someone's inbox; the answer stays the same.
  if ((recent?.n ?? 0) >= CONFIRMATIONS_PER_EMAIL_PER_HOUR) return;
  const [existing] = await db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.email, input.email)).limit(1);
  const token = newSecret();
  await db.transaction(async (tx) => {
    const [signup] = await tx
      .insert(affiliateSignups)
      .values({
        name: input.name,
        email: input.email,
        tokenHash: hashSecret(token),
        affiliateId: existing?.id ?? null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + AFFILIATE_CONFIRM_TTL_MS),
      })
      .returning({ id: affiliateSignups.id });
    const link = `${deps.config.publicUrl}/affiliates?confirm=${encodeURIComponent(token)}`;
    await enqueueNotification(tx, { type: 'affiliate-confirm', signupId: signup!.id, link });
  });
}

/**
 * "Email me my key": for an email that has an affiliate account, the same link a second signup
 * would send (it gives the account a new key when opened). Nothing for other emails, and the
 * caller always hears the same, so nobody learns who is an affiliate.
 */
export async function requestAffiliateKey(deps: AppDeps, email: string): Promise<void> {
  const [affiliate] = await deps.database.db.select({ name: affiliates.name }).from(affiliates).where(eq(affiliates.email, email)).limit(1);
  if (affiliate) await requestAffiliateSignup(deps, { name: affiliate.name, email });
}

/**
 * Opening the emailed link: spends it once, then makes the affiliate (a short public referral
 * code and a long private dashboard key) or, for an email that already had an account, gives
 * that account a new key (the old one stops working). Only the key's hash is stored; the key
 * goes back once in the answer and once by email, queued in the same transaction.
 */
export async function confirmAffiliateSignup(deps: AppDeps, token: string) {
  const now = deps.now();
  for (let attempt = 0; attempt < 5; attempt++) {
    const dashboardKey = newSecret();
    try {
      return await deps.database.db.transaction(async (tx) => {
        const [signup] = await tx
          .update(affiliateSignups)
          .set({ confirmedAt: now })
          .where(and(eq(affiliateSignups.tokenHash, hashSecret(token)), isNull(affiliateSignups.confirmedAt), gt(affiliateSignups.expiresAt, now)))
          .returning();
        if (!signup) throw new AppError(400, 'bad_request', AFFILIATE_MESSAGES.confirmLinkSpent);
        // Two links for one email can both be opened: the second renews the first one's account.
        const [existing] = await tx.select().from(affiliates).where(eq(affiliates.email, signup.email)).limit(1);
        if (existing) {
          const [renewed] = await tx.update(affiliates).set({ dashboardKeyHash: hashSecret(dashboardKey) }).where(eq(affiliates.id, existing.id)).returning();
          await enqueueNotification(tx, { type: 'affiliate-welcome', affiliateId: existing.id, dashboardKey, renewed: true });
          return { affiliate: renewed!, dashboardKey, renewed: true };
        }
        const [created] = await tx
          .insert(affiliates)
          .values({ name: signup.name, email: signup.email, referralCode: newReferralCode(signup.name), dashboardKeyHash: hashSecret(dashboardKey), createdAt: now })
          .returning();
        await enqueueNotification(tx, { type: 'affiliate-welcome', affiliateId: created!.id, dashboardKey });
        return { affiliate: created!, dashboardKey, renewed: false };
      });
    } catch (err) {
      // A code collision is rare (30^6 suffixes per name); a few tries make it vanishingly so. Two
      // links of one email opened at the same moment: the second try finds the account and renews it.
      if (!isUniqueViolation(err, 'affiliates_referral_code_unique') && !isUniqueViolation(err, 'affiliates_email_idx')) throw err;
    }
  }
  throw new Error('could not find a free referral code');
}

/** The affiliate whose dashboard key this is, or null. The key is compared by its hash only. */
export async function affiliateByKey(db: DbOrTx, key: string): Promise<AffiliateRow | null> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.dashboardKeyHash, hashSecret(key))).limit(1);
  return row ?? null;
}

export async function affiliateById(db: DbOrTx, id: string): Promise<AffiliateRow | null> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.id, id)).limit(1);
  return row ?? null;
}

export async function referralCodeExists(db: DbOrTx, raw: string): Promise<boolean> {
  const code = normaliseReferralCode(raw);
  if (!code) return false;
  const [row] = await db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.referralCode, code)).limit(1);
  return Boolean(row);
}
