import { and, asc, count, eq } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { familyMembers } from '../db/schema/index.js';
import { FAMILY_MEMBER_LIMIT, MOBILE_MESSAGE, type FamilyMember, type familyMemberUpdateSchema, type newFamilyMemberSchema } from '../contract/account.js';
import { newSecret } from '../auth/tokens.js';
import { AppError, conflict, notFound } from '../lib/errors.js';
import { isUniqueViolation } from './errors.js';
import { normalizePhone } from '../lib/phone.js';
import type { z } from 'zod';

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
});

/** The form's mobile as stored: E.164 in the US or Canada, null when left empty. */
function mobileOf(input: string | undefined): string | null | undefined {
  if (input === undefined) return undefined;
  if (input === '') return null;
  const phone = normalizePhone(input);
  if (!phone.ok) throw new AppError(400, 'validation_failed', MOBILE_MESSAGE, { mobile: MOBILE_MESSAGE });
  return phone.e164;
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

export async function addFamilyMember(deps: AppDeps, subscriberId: string, input: z.output<typeof newFamilyMemberSchema>) {
  const mobile = mobileOf(input.mobile) ?? null;
  try {
    return await deps.database.db.transaction(async (tx) => {
      const [{ n }] = (await tx.select({ n: count() }).from(familyMembers).where(eq(familyMembers.subscriberId, subscriberId))) as [{ n: number }];
      if (Number(n) >= FAMILY_MEMBER_LIMIT) throw conflict(FAMILY_MESSAGES.limit);
      const [row] = await tx
        .insert(familyMembers)
        .values({ subscriberId, ...input, mobile, isOwner: false, unsubscribeToken: newSecret(), createdAt: deps.now() })
        .returning();
      return toFamilyMember(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'conflict', FAMILY_MESSAGES.duplicate, { email: FAMILY_MESSAGES.duplicate });
    throw err;
  }
}

export async function updateFamilyMember(db: DbOrTx, subscriberId: string, memberId: string, input: z.output<typeof familyMemberUpdateSchema>) {
  const { mobile, ...choices } = input;
  const [row] = await db
    .update(familyMembers)
    .set({ ...choices, ...(mobile === undefined ? {} : { mobile: mobileOf(mobile) }) })
    .where(and(eq(familyMembers.id, memberId), eq(familyMembers.subscriberId, subscriberId)))
    .returning();
  if (!row) throw notFound(FAMILY_MESSAGES.notFound);
  return toFamilyMember(row);
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
