import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { recipients, schedules } from '../db/schema/index.js';

// What the call engine changes on her record and her schedule (the families domain owns both tables).

/** Her rhythm, kept for the next call: the latest pauses she went on from (the call engine measures them). */
export async function keepRhythm(db: DbOrTx, recipientId: string, pausesMs: number[]) {
  await db.update(recipients).set({ pausesMs }).where(eq(recipients.id, recipientId));
}

/** Pauses a schedule (when, and why: the family, an opt-out on a call) or, with null, resumes it. */
export async function setSchedulePause(db: DbOrTx, scheduleId: string, pause: { at: Date; reason: string } | null, now: Date) {
  await db
    .update(schedules)
    .set({ pausedAt: pause?.at ?? null, pauseReason: pause?.reason ?? null, updatedAt: now })
    .where(eq(schedules.id, scheduleId));
}
