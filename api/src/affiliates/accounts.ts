import { eq } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { affiliates } from '../db/schema/index.js';
import { hashSecret, newSecret } from '../auth/tokens.js';
import { AppError } from '../lib/errors.js';
import { enqueueNotification } from '../notifications/events.js';
import { newReferralCode, normaliseReferralCode } from '../referrals/codes.js';
import { AFFILIATE_MESSAGES, type Affiliate } from '../contract/affiliates.js';

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

/**
 * A new affiliate: a short public referral code and a long private dashboard key. Only the
 * key's hash is stored; the key itself goes back once in the answer and once by email
 * (the welcome mail, queued in the same transaction).
 */
export async function signUpAffiliate(deps: AppDeps, input: { name: string; email: string }) {
  const db = deps.database.db;
  const [taken] = await db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.email, input.email)).limit(1);
  if (taken) throw new AppError(409, 'conflict', AFFILIATE_MESSAGES.emailTaken, { email: AFFILIATE_MESSAGES.emailTaken });
  // A code collision is rare (30^6 suffixes per name); a few tries make it vanishingly so.
  for (let attempt = 0; attempt < 5; attempt++) {
    const dashboardKey = newSecret();
    try {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(affiliates)
          .values({ name: input.name, email: input.email, referralCode: newReferralCode(input.name), dashboardKeyHash: hashSecret(dashboardKey), createdAt: deps.now() })
          .returning();
        await enqueueNotification(tx, { type: 'affiliate-welcome', affiliateId: created!.id, dashboardKey });
        return created!;
      });
      return { affiliate: row, dashboardKey };
    } catch (err) {
      if (isUniqueViolation(err, 'affiliates_email_idx')) {
        throw new AppError(409, 'conflict', AFFILIATE_MESSAGES.emailTaken, { email: AFFILIATE_MESSAGES.emailTaken });
      }
      if (!isUniqueViolation(err, 'affiliates_referral_code_unique')) throw err;
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
