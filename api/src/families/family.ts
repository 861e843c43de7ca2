import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { familyMembers, subscribers } from '../db/schema/index.js';
import { EMAIL_CONFIRMATION, FAMILY_MEMBER_LIMIT, MOBILE_CODE_MESSAGES, MOBILE_MESSAGE, type FamilyMember, type familyMemberUpdateSchema, type newFamilyMemberSchema } from '@fondly/contract/account';
import { newSecret } from '../auth/index.js';
import { AppError, conflict, notFound } from '../lib/errors.js';
import { isUniqueViolation } from './errors.js';
import { enqueueNotification } from '../notifications/events.js';
import { normalizePhone } from '../lib/phone.js';
import { allowCodeCheck, allowCodeText, type Requester } from '../security/index.js';
import type { z } from 'zod';
import { PREMIUM_ONLY } from '@fondly/contract/plan-catalogue';
import { hasPremiumFeatures } from '../payments/index.js';

/**
 * Email Settings: the family members who receive Moments, stories and alerts. The
 * account holder is always one of them and cannot be removed (only their choices change).
 */
export const FAMILY_MESSAGES = {
  duplicate: 'This person already receives our emails.',
  limit: `You can share updates with up to ${FAMILY_MEMBER_LIMIT} people.`,
  ownerStays: 'The account holder always stays on the list. You can choose which emails you receive instead.',
  notFound: 'We could not find that family member.',
} as const;

const toFamilyMember = (r: typeof familyMembers.$inferSelect): FamilyMember => ({
  id: r.id,
  name: r.name,
  email: r.email,
  isOwner: r.isOwner,
  receivesMoments: r.receivesMoments,
  receivesStories: r.receivesStories,
  receivesAlerts: r.receivesAlerts,
  mobile: r.mobile,
  alertByText: r.alertByText,
  alertByCall: r.alertByCall,
  mobileConfirmed: !!r.mobile && !!r.mobileVerifiedAt,
  awaitingConfirmation: r.awaitingConfirmation,
});

/** How long a texted code holds, and how many wrong tries it allows. */
const CODE_TTL_MS = 15 * 60_000;
const CODE_TRIES = 5;
const codeHash = (memberId: string, code: string) => createHash('sha256').update(`mobile:${memberId}:${code}`).digest('hex');

/** A number as the family typed it: "(303) 555-0161". */
const shownNumber = (e164: string) => e164.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');

/**
 * Before a code is texted to `mobile` on the family's request: the account's email is confirmed
 * (decision 105: nobody is reached before we know whose account this is) and the texts-and-codes
 * policy allows it (security/texts-and-codes.ts). Refused before anything is written.
 */
async function mayTextCode(deps: AppDeps, who: Requester, mobile: string) {
  const [account] = await deps.database.db.select({ email: subscribers.email, confirmedAt: subscribers.emailConfirmedAt }).from(subscribers).where(eq(subscribers.id, who.accountId));
  if (!account?.confirmedAt) {
    const message = EMAIL_CONFIRMATION.textNeedsIt(shownNumber(mobile), account?.email ?? '');
    throw new AppError(409, 'conflict', message, { mobile: message });
  }
  await allowCodeText(deps, who, mobile);
}

/**
 * Texts a new 6-digit code to the member's mobile (the one before it stops working); until it is entered, no alert goes to the
 * number (so a mistyped number never rings a stranger). A text that fails to send is logged:
 * the family can ask for a new one.
 */
async function sendMobileCode(deps: AppDeps, member: typeof familyMembers.$inferSelect): Promise<typeof familyMembers.$inferSelect> {
  if (!member.mobile) return member;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [row] = await deps.database.db
    .update(familyMembers)
    .set({ mobileVerifiedAt: null, mobileCodeHash: codeHash(member.id, code), mobileCodeExpiresAt: new Date(deps.now().getTime() + CODE_TTL_MS), mobileCodeTries: 0 })
    .where(eq(familyMembers.id, member.id))
    .returning();
  try {
    await deps.providers.telephony.sendSms(member.mobile, `Fondly: ${code} is your code to confirm this number for urgent alerts. It expires in 15 minutes.`);
  } catch (err) {
    deps.logger.warn({ err, memberId: member.id }, 'could not text a mobile confirmation code');
  }
  return row!;
}

export async function confirmMobile(deps: AppDeps, who: Requester, memberId: string, code: string): Promise<FamilyMember> {
  const { db } = deps.database;
  const subscriberId = who.accountId;
  await allowCodeCheck(deps, who);
  const now = deps.now();
  const own = and(eq(familyMembers.id, memberId), eq(familyMembers.subscriberId, subscriberId));
  const refuse = (message: string) => new AppError(400, 'validation_failed', message, { code: message });
  // The try is spent before the code is compared, in one conditional update: guesses arriving
  // together cannot all read the same count, so no more than CODE_TRIES are ever compared.
  const [spent] = await db
    .update(familyMembers)
    .set({ mobileCodeTries: sql`${familyMembers.mobileCodeTries} + 1` })
    .where(
      and(
        own,
        isNotNull(familyMembers.mobile),
        isNull(familyMembers.mobileVerifiedAt),
        isNotNull(familyMembers.mobileCodeHash),
        lt(familyMembers.mobileCodeTries, CODE_TRIES),
        gt(familyMembers.mobileCodeExpiresAt, now),
      ),
    )
    .returning({ hash: familyMembers.mobileCodeHash, tries: familyMembers.mobileCodeTries });
  if (!spent) {
    // Nothing was spent: say why, from the row as it is now.
    const [row] = await db.select().from(familyMembers).where(own);
    if (!row) throw notFound(FAMILY_MESSAGES.notFound);
    if (!row.mobile) throw new AppError(400, 'validation_failed', MOBILE_CODE_MESSAGES.noMobile, { code: MOBILE_CODE_MESSAGES.noMobile });
    if (row.mobileVerifiedAt) return toFamilyMember(row);
    if (!row.mobileCodeHash || row.mobileCodeTries >= CODE_TRIES) throw refuse(MOBILE_CODE_MESSAGES.tooMany);
    throw refuse(MOBILE_CODE_MESSAGES.expired);
  }
  const given = Buffer.from(codeHash(memberId, code));
  const expected = Buffer.from(spent.hash!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw refuse(spent.tries >= CODE_TRIES ? MOBILE_CODE_MESSAGES.tooMany : MOBILE_CODE_MESSAGES.wrong);
  }
  // Only the code that was compared confirms: a new code sent meanwhile replaced it.
  const [done] = await db
    .update(familyMembers)
    .set({ mobileVerifiedAt: now, mobileCodeHash: null, mobileCodeExpiresAt: null, mobileCodeTries: 0 })
    .where(and(own, eq(familyMembers.mobileCodeHash, spent.hash!)))
    .returning();
  if (!done) throw refuse(MOBILE_CODE_MESSAGES.expired);
  return toFamilyMember(done);
}

export async function resendMobileCode(deps: AppDeps, who: Requester, memberId: string): Promise<FamilyMember> {
  const [row] = await deps.database.db.select().from(familyMembers).where(and(eq(familyMembers.id, memberId), eq(familyMembers.subscriberId, who.accountId)));
  if (!row) throw notFound(FAMILY_MESSAGES.notFound);
  if (!row.mobile) throw new AppError(400, 'validation_failed', MOBILE_CODE_MESSAGES.noMobile, { code: MOBILE_CODE_MESSAGES.noMobile });
  if (row.mobileVerifiedAt) return toFamilyMember(row);
  await mayTextCode(deps, who, row.mobile);
  return toFamilyMember(await sendMobileCode(deps, row));
}

/** The form's mobile as stored: E.164 in the US or Canada, null when left empty. */
function mobileOf(input: string | undefined): string | null | undefined {
  if (input === undefined) return undefined;
  if (input === '') return null;
  const phone = normalizePhone(input);
  if (!phone.ok) throw new AppError(400, 'validation_failed', MOBILE_MESSAGE, { mobile: MOBILE_MESSAGE });
  return phone.e164;
}

/** Whether the family's plan, while it runs, includes Premium's features: the one rule, kept with the plan (decision 166). */
export { hasPremiumFeatures };

/** Refused in the product's words, before anything is written or texted, on a plan without Premium's features. */
async function requirePremium(db: DbOrTx, subscriberId: string, feature: keyof typeof PREMIUM_ONLY, field?: string) {
  if (await hasPremiumFeatures(db, subscriberId)) return;
  const message = PREMIUM_ONLY[feature];
  throw new AppError(403, 'forbidden', message, field ? { [field]: message } : undefined);
}

export async function listFamilyMembers(db: DbOrTx, subscriberId: string): Promise<FamilyMember[]> {
  const rows = await db
    .select()
    .from(familyMembers)
    .where(eq(familyMembers.subscriberId, subscriberId))
    .orderBy(asc(familyMembers.createdAt), asc(familyMembers.name));
  // The account holder first, then in the order they were added.
  return rows.sort((a, b) => Number(b.isOwner) - Number(a.isOwner)).map(toFamilyMember);
}

export async function addFamilyMember(deps: AppDeps, who: Requester, input: z.output<typeof newFamilyMemberSchema>) {
  const subscriberId = who.accountId;
  // The account holder is always on the list: anyone added is a second family member.
  await requirePremium(deps.database.db, subscriberId, 'familyMembers');
  const mobile = mobileOf(input.mobile) ?? null;
  if (mobile) await mayTextCode(deps, who, mobile);
  try {
    return await deps.database.db.transaction(async (tx) => {
      const [{ n }] = (await tx.select({ n: count() }).from(familyMembers).where(eq(familyMembers.subscriberId, subscriberId))) as [{ n: number }];
      if (Number(n) >= FAMILY_MEMBER_LIMIT) throw conflict(FAMILY_MESSAGES.limit);
      const [row] = await tx
        .insert(familyMembers)
        .values({ subscriberId, ...input, mobile, isOwner: false, awaitingConfirmation: true, unsubscribeToken: newSecret(), createdAt: deps.now() })
        .returning();
      // They are told who added them and confirm by a link before anything reaches them (issue 30, item 8).
      await enqueueNotification(tx, { type: 'family-member-added', memberId: row!.id });
      return row!;
    }).then(async (row) => toFamilyMember(row.mobile ? await sendMobileCode(deps, row) : row));
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'conflict', FAMILY_MESSAGES.duplicate, { email: FAMILY_MESSAGES.duplicate });
    throw err;
  }
}

export async function updateFamilyMember(deps: AppDeps, who: Requester, memberId: string, input: z.output<typeof familyMemberUpdateSchema>) {
  const { db } = deps.database;
  const subscriberId = who.accountId;
  const { mobile, ...choices } = input;
  const next = mobileOf(mobile);
  const [before] = await db.select({ mobile: familyMembers.mobile }).from(familyMembers).where(and(eq(familyMembers.id, memberId), eq(familyMembers.subscriberId, subscriberId)));
  if (!before) throw notFound(FAMILY_MESSAGES.notFound);
  const changed = next !== undefined && next !== before.mobile;
  // Urgent alerts by text and call are Premium's; taking them away (an emptied mobile, a box unticked) is always allowed.
  if (changed && next) await requirePremium(db, subscriberId, 'urgentAlerts', 'mobile');
  if (choices.alertByText === true || choices.alertByCall === true) await requirePremium(db, subscriberId, 'urgentAlerts');
  if (changed && next) await mayTextCode(deps, who, next);
  const set = { ...choices, ...(changed ? { mobile: next, mobileVerifiedAt: null, mobileCodeHash: null, mobileCodeExpiresAt: null, mobileCodeTries: 0 } : {}) };
  const own = and(eq(familyMembers.id, memberId), eq(familyMembers.subscriberId, subscriberId));
  // The same number saved again changes nothing (an UPDATE with nothing to set is not SQL).
  const [row] = Object.keys(set).length
    ? await db.update(familyMembers).set(set).where(own).returning()
    : await db.select().from(familyMembers).where(own);
  if (!row) throw notFound(FAMILY_MESSAGES.notFound);
  // A new number is confirmed by a code texted to it before any alert goes there.
  return toFamilyMember(changed && row.mobile ? await sendMobileCode(deps, row) : row);
}

export async function removeFamilyMember(db: DbOrTx, subscriberId: string, memberId: string) {
  const [row] = await db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.id, memberId), eq(familyMembers.subscriberId, subscriberId)));
  if (!row) throw notFound(FAMILY_MESSAGES.notFound);
  if (row.isOwner) throw new AppError(400, 'bad_request', FAMILY_MESSAGES.ownerStays);
  await db.delete(familyMembers).where(eq(familyMembers.id, memberId));
}
