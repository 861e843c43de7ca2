import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../context.js';
import type { AdminNumberAccessRequest, numberAccessRequestSchema } from '@fondly/contract/onboarding';
import { NUMBER_TAKEN } from '@fondly/contract/onboarding';
import type { DbOrTx } from '../db/client.js';
import { numberAccessRequests, recipients, schedules, subscribers } from '../db/schema/index.js';
import { AppError, notFound } from '../lib/errors.js';
import { normalizePhone } from '../lib/phone.js';
import { enqueueNotification } from '../notifications/index.js';
import { fieldError, isUniqueViolation } from './errors.js';
export { recipientByPhone } from './her-settings.js';

/**
 * One person behind a number (decision 126): at most one recipient holds a number, so only one
 * family arranges her calls and a call from her number is hers. The unique index
 * recipients_phone_holder_idx decides races; the checks here only say it first, in plain words.
 */
export const NUMBER_HOLDER_INDEX = 'recipients_phone_holder_idx';

/** A 409 under the form's phone field; it names nobody. */
export function numberTaken(field: string) {
  return new AppError(409, 'conflict', NUMBER_TAKEN, { [field]: NUMBER_TAKEN });
}

/** True when a write failed because another recipient holds the number. */
export const isNumberTaken = (err: unknown) => isUniqueViolation(err, NUMBER_HOLDER_INDEX);

/** Refuses a number that a recipient of another family holds. */
export async function refuseNumberOfAnotherFamily(tx: DbOrTx, subscriberId: string | null, phone: string, field: string) {
  const [held] = await tx
    .select({ id: recipients.id })
    .from(recipients)
    .where(and(eq(recipients.phone, phone), eq(recipients.holdsNumber, true), subscriberId ? ne(recipients.subscriberId, subscriberId) : undefined))
    .limit(1);
  if (held) throw numberTaken(field);
}


/**
 * "Ask for access": someone refused a number another family holds asks to be put in touch. The
 * request goes to the operators (their queue and the support mailbox); the asker is told nothing
 * about the other family, and gets no mail (the address is not proven theirs).
 */
export async function askForNumberAccess(deps: AppDeps, input: z.output<typeof numberAccessRequestSchema>, subscriberId: string | null) {
  const phone = normalizePhone(input.phone);
  if (!phone.ok) throw fieldError('phone', phone.message);
  await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(numberAccessRequests)
      .values({ phone: phone.e164, name: input.name, email: input.email, message: input.message, subscriberId, createdAt: deps.now() })
      .returning({ id: numberAccessRequests.id });
    await enqueueNotification(tx, { type: 'number-access-request', requestId: row!.id });
  });
}

/** The operators' queue: open first, then oldest first, with the family that holds each number now. */
export async function listNumberAccessRequests(db: DbOrTx): Promise<AdminNumberAccessRequest[]> {
  const rows = await db
    .select({
      request: numberAccessRequests,
      holder: { subscriberId: subscribers.id, name: subscribers.name, email: subscribers.email, recipientId: recipients.id, recipientName: recipients.name },
    })
    .from(numberAccessRequests)
    .leftJoin(recipients, and(eq(recipients.phone, numberAccessRequests.phone), eq(recipients.holdsNumber, true)))
    .leftJoin(subscribers, eq(subscribers.id, recipients.subscriberId))
    .orderBy(sql`case when ${numberAccessRequests.status} = 'open' then 0 else 1 end`, asc(numberAccessRequests.createdAt))
    .limit(200);
  return rows.map(({ request: r, holder }) => ({
    id: r.id,
    phone: r.phone,
    name: r.name,
    email: r.email,
    message: r.message,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    askerSubscriberId: r.subscriberId,
    holder: holder?.subscriberId ? { subscriberId: holder.subscriberId, name: holder.name!, email: holder.email!, recipientId: holder.recipientId!, recipientName: holder.recipientName! } : null,
  }));
}

export async function setNumberAccessRequestStatus(db: DbOrTx, id: string, status: 'open' | 'resolved', now: Date) {
  const [row] = await db
    .update(numberAccessRequests)
    .set({ status, resolvedAt: status === 'resolved' ? now : null })
    .where(eq(numberAccessRequests.id, id))
    .returning({ id: numberAccessRequests.id });
  if (!row) throw notFound('There is no such request.');
}
