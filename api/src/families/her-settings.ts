import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { recipients, schedules } from '../db/schema/index.js';

// What the call engine changes on her record and her schedule (the families domain owns both tables).

/** Her rhythm, kept for the next call: the latest pauses she went on from (the call engine measures them). */
export async function keepRhythm(db: DbOrTx, recipientId: string, pausesMs: number[]) {
  await db.update(recipients).set({ pausesMs }).where(eq(recipients.id, recipientId));
}

/** Her answer to whether her voice may be kept (docs/recordings.md): 'yes' only for a clear yes. */
export async function keepRecordingConsent(db: DbOrTx, recipientId: string, answer: 'yes' | 'no', at: Date) {
  await db.update(recipients).set({ recordingConsent: answer, recordingConsentAt: at }).where(eq(recipients.id, recipientId));
}

/** Pauses a schedule (when, and why: the family, an opt-out on a call) or, with null, resumes it. */
export async function setSchedulePause(db: DbOrTx, scheduleId: string, pause: { at: Date; reason: string; until?: Date | null } | null, now: Date) {
  await db
    .update(schedules)
    .set({ pausedAt: pause?.at ?? null, pauseReason: pause?.reason ?? null, pausedUntil: pause?.until ?? null, updatedAt: now })
    .where(eq(schedules.id, scheduleId));
}

/**
 * The recipient behind a phone number (E.164), with her schedule: the one who holds it, else
 * (a number held by nobody: an operator's test persona, a duplicate from before the rule) the
 * oldest. Always the same answer for the same rows; null for an unknown or withheld number.
 */
export async function recipientByPhone(db: DbOrTx, phone: string) {
  if (!/^\+\d{8,15}$/.test(phone)) return null;
  const [found] = await db
    .select({ recipient: recipients, schedule: schedules })
    .from(recipients)
    .leftJoin(schedules, eq(schedules.recipientId, recipients.id))
    .where(eq(recipients.phone, phone))
    .orderBy(desc(recipients.holdsNumber), asc(recipients.createdAt), asc(recipients.id))
    .limit(1);
  return found ?? null;
}
