import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { lonelinessMeasures, recipients } from '../../db/schema/index.js';
import type { LonelinessReading } from '../pipeline/loneliness/measure.js';
import { mayMeasureOnCall, monthIn } from '../pipeline/loneliness/when-to-ask.js';
import type { CallPlan } from '../pipeline/conversation/call-plan.js';
import type { CallRow } from './state-machine.js';

// The loneliness measure around a call (decision 156): whether the call may ask it, and keeping what she answered.

/** Whether this call may ask the three questions: the family's setting, the call, her measures so far (when-to-ask.ts). */
export async function mayMeasureLoneliness(db: DbOrTx, call: CallRow, plan: CallPlan, now: Date): Promise<boolean> {
  const [her] = await db.select({ enabled: recipients.lonelinessCheck }).from(recipients).where(eq(recipients.id, call.recipientId));
  const measured = await db.select({ month: lonelinessMeasures.month }).from(lonelinessMeasures).where(eq(lonelinessMeasures.recipientId, call.recipientId));
  return mayMeasureOnCall({
    enabled: her?.enabled ?? false,
    origin: call.origin,
    consentCall: !!plan.askConsent,
    afterAlert: plan.openThreads.some((t) => t.source === 'alert'),
    measuredMonths: measured.map((m) => m.month),
    timeZone: plan.timeZone,
    now,
  });
}

/**
 * Keeps her answers with the call, in the month (her zone) of the call; a second reading in one
 * month is never kept. `now` is the service's clock (the conversation keeps the wall's).
 */
export async function keepLonelinessReading(db: DbOrTx, call: CallRow, timeZone: string, reading: LonelinessReading, now: Date) {
  const askedAt = now;
  await db
    .insert(lonelinessMeasures)
    .values({ recipientId: call.recipientId, callId: call.id, month: monthIn(timeZone, askedAt), status: reading.status, items: reading.items, total: reading.total, askedAt })
    .onConflictDoNothing({ target: [lonelinessMeasures.recipientId, lonelinessMeasures.month] });
}

/** Her measures, oldest first (tests and the family's trend read them through families/loneliness.ts). */
export async function measuresOf(db: DbOrTx, recipientId: string) {
  return db.select().from(lonelinessMeasures).where(eq(lonelinessMeasures.recipientId, recipientId)).orderBy(lonelinessMeasures.askedAt);
}
