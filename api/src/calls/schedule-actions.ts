import { and, asc, desc, eq, gt, gte, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { calls, recipients, schedules, subscribers } from '../db/schema/index.js';
import type { CallHistoryItem, UpcomingCall } from '../contract/calls.js';
import { SIGNUP_MESSAGES } from '../contract/onboarding.js';
import { EMAIL_CONFIRMATION } from '../contract/account.js';
import { AppError, conflict, notFound } from '../lib/errors.js';
import { jurisdictionOf } from '../lib/phone.js';
import { addDays, dayKey, describeCallingHours, isAllowedAt, localDayOf, nextAllowedTime, weekdayOf } from './calling-hours.js';
import { billingMonthIndex, billingMonthStart, entitlementOf } from './entitlement.js';
import { currentSubscription } from '../payments/index.js';
import { setSchedulePause } from '../families/index.js';
import { planCalls } from './planner.js';
import { LIVE_STATES } from './state-machine.js';

/**
 * What families do with a schedule from the dashboard: pause, resume, skip one call,
 * call now (within the rules), and see what is coming and what happened. Each takes an
 * optional subscriber scope: routes pass the signed-in subscriber, so nobody reaches
 * another family's recipient.
 */
export interface Scope {
  subscriberId?: string;
}

async function loadRecipient(db: DbOrTx, recipientId: string, scope: Scope) {
  const [row] = await db
    .select({ recipient: recipients, schedule: schedules, owner: { email: subscribers.email, emailConfirmedAt: subscribers.emailConfirmedAt } })
    .from(recipients)
    .innerJoin(subscribers, eq(subscribers.id, recipients.subscriberId))
    .leftJoin(schedules, eq(schedules.recipientId, recipients.id))
    .where(and(eq(recipients.id, recipientId), scope.subscriberId ? eq(recipients.subscriberId, scope.subscriberId) : undefined));
  if (!row) throw notFound('We could not find that person.');
  return row;
}

/** Stops calls until resumed. Calls not yet placed are removed (planner's) or canceled (others). */
export async function pauseSchedule(db: DbOrTx, recipientId: string, now: Date, opts: Scope & { reason?: string } = {}) {
  return db.transaction(async (tx) => {
    const { schedule } = await loadRecipient(tx, recipientId, opts);
    if (!schedule) throw notFound('This person has no call schedule yet.');
    await setSchedulePause(tx, schedule.id, { at: schedule.pausedAt ?? now, reason: opts.reason ?? 'family' }, now);
    // Removing the planner's future rows lets the cadence pick up from today on resume.
    await tx
      .delete(calls)
      .where(and(eq(calls.recipientId, recipientId), eq(calls.state, 'scheduled'), eq(calls.origin, 'planner'), gt(calls.dueAt, now)));
    await tx
      .update(calls)
      .set(canceledBy(now, opts.reason === 'opt-out' ? 'opt-out' : 'paused', 'schedule paused'))
      .where(and(eq(calls.recipientId, recipientId), eq(calls.state, 'scheduled')));
    return { pausedAt: schedule.pausedAt ?? now };
  });
}

/** Calls start again: the next one per the cadence, inside the window. */
export async function resumeSchedule(db: DbOrTx, recipientId: string, now: Date, opts: Scope = {}) {
  const { schedule } = await loadRecipient(db, recipientId, opts);
  if (!schedule) throw notFound('This person has no call schedule yet.');
  await setSchedulePause(db, schedule.id, null, now);
  const planned = await planCalls(db, recipientId, now);
  return { planned };
}

/** Skips one upcoming call; the next one stays as planned. */
export async function skipCall(db: DbOrTx, callId: string, now: Date, opts: Scope = {}) {
  const [row] = await db
    .select({ call: calls, subscriberId: recipients.subscriberId })
    .from(calls)
    .innerJoin(recipients, eq(recipients.id, calls.recipientId))
    .where(eq(calls.id, callId));
  if (!row || (opts.subscriberId && row.subscriberId !== opts.subscriberId)) throw notFound('We could not find that call.');
  const [updated] = await db
    .update(calls)
    .set(canceledBy(now, 'skipped', 'skipped by family'))
    .where(and(eq(calls.id, callId), eq(calls.state, 'scheduled')))
    .returning();
  if (!updated) throw conflict('This call has already started or ended, so it can no longer be skipped.');
  return updated;
}

/**
 * Call now: an extra call within the plan's allowance (this billing month, and this week for
 * Starter), never a silent swap. When the allowance is all used or planned, it says so (409)
 * and, if a planned call is left, offers to move the next one to now (`moveNextCall`): only
 * then is that call given up, marked as moved.
 */
export async function callNow(db: DbOrTx, recipientId: string, now: Date, opts: Scope & { moveNextCall?: boolean } = {}) {
  const { recipient, schedule, owner } = await loadRecipient(db, recipientId, opts);
  if (!schedule) throw notFound('This person has no call schedule yet.');
  if (!recipient.consentAt) throw conflict(SIGNUP_MESSAGES.consentRequired);
  // Nobody is rung for an account whose email nobody has shown to be theirs (decision 105).
  if (!owner.emailConfirmedAt) throw conflict(EMAIL_CONFIRMATION.callNowNeedsIt(recipient.name, owner.email), { confirmEmail: owner.email });
  if (schedule.pausedAt) {
    throw conflict(schedule.pauseReason === 'opt-out' ? `${recipient.name} asked us to stop calling, so calls are paused.` : 'Calls are paused. Resume them first.');
  }
  const jurisdiction = jurisdictionOf(recipient.phone);
  if (!isAllowedAt(now.getTime(), schedule.timeZone, jurisdiction, null)) {
    const next = nextAllowedTime(now.getTime(), schedule.timeZone, jurisdiction, null);
    const when = next ? timeInZone(next, schedule.timeZone) : 'later';
    throw new AppError(409, 'conflict', `It's outside calling hours for ${recipient.name} right now (${describeCallingHours(jurisdiction)}, their time). The earliest we can call is ${when}.`);
  }
  const ent = entitlementOf(await currentSubscription(db, recipient.subscriberId), recipient.createdAt, now);
  if (!ent || (ent.untilMs !== null && ent.untilMs <= now.getTime())) throw conflict('Your plan does not include any more calls right now.');
  const monthIdx = billingMonthIndex(ent.billingAnchorMs, now.getTime());
  const weekOf = (ms: number) => dayKey(addDays(localDayOf(ms, schedule.timeZone), 1 - weekdayOf(localDayOf(ms, schedule.timeZone))));
  const thisWeek = weekOf(now.getTime());
  // Rows are written a rolling week ahead: write the rest of this billing month (and week) for
  // her now, so "used or planned" counts every call the plan will make, not only this week's.
  const periodEnd = Math.max(billingMonthStart(ent.billingAnchorMs, monthIdx + 1), now.getTime() + 8 * 86_400_000);
  await planCalls(db, recipientId, now, { horizonDays: Math.ceil((periodEnd - now.getTime()) / 86_400_000) });
  const recent = await db
    .select({ id: calls.id, dueAt: calls.dueAt, state: calls.state, origin: calls.origin })
    .from(calls)
    .where(
      and(
        eq(calls.recipientId, recipientId),
        gte(calls.dueAt, new Date(now.getTime() - 40 * 86_400_000)),
        inArray(calls.origin, ['planner', 'call-now']),
        eq(calls.attempt, 1),
        sql`${calls.state} not in ('canceled', 'failed')`,
      ),
    )
    .orderBy(asc(calls.dueAt));
  if (recent.some((c) => LIVE_STATES.includes(c.state))) throw conflict(`We're already on a call with ${recipient.name}.`);
  const inMonth = recent.filter((c) => billingMonthIndex(ent.billingAnchorMs, c.dueAt.getTime()) === monthIdx);
  const usedThisMonth = inMonth.filter((c) => c.state !== 'scheduled').length;
  if (usedThisMonth >= ent.callsPerMonth) throw conflict(`You've used all ${ent.callsPerMonth} calls in your plan this month.`);
  const monthFull = inMonth.length >= ent.callsPerMonth;
  const weekFull = ent.callsPerWeek !== null && recent.filter((c) => weekOf(c.dueAt.getTime()) === thisWeek).length >= ent.callsPerWeek;

  return db.transaction(async (tx) => {
    if (monthFull || weekFull) {
      // The allowance is all planned: the only way to call now is to bring the next planned call forward.
      const [nextPlanned] = await tx
        .select({ id: calls.id, dueAt: calls.dueAt })
        .from(calls)
        .where(and(eq(calls.recipientId, recipientId), eq(calls.state, 'scheduled'), inArray(calls.origin, ['planner', 'call-now']), gt(calls.dueAt, now)))
        .orderBy(asc(calls.dueAt))
        .limit(1)
        .for('update');
      const n = weekFull ? ent.callsPerWeek! : ent.callsPerMonth;
      const allowance = `${n} ${n === 1 ? 'call' : 'calls'} this ${weekFull ? 'week' : 'month'} ${n === 1 ? 'is' : 'are all'} used or planned`;
      if (!nextPlanned) throw conflict(`Your plan's ${allowance}, so we can't add another call now.`);
      if (!opts.moveNextCall) {
        const message = `Your plan's ${allowance}. We can call ${recipient.name} now instead of her next planned call, ${timeInZone(nextPlanned.dueAt.getTime(), schedule.timeZone)}.`;
        throw new AppError(409, 'conflict', message, { moveNextCall: nextPlanned.dueAt.toISOString() });
      }
      await tx
        .update(calls)
        .set(canceledBy(now, CALL_MOVED_TO_NOW, 'moved to a call now'))
        .where(and(eq(calls.id, nextPlanned.id), eq(calls.state, 'scheduled')));
    }
    const [call] = await tx
      .insert(calls)
      .values({ recipientId, kind: recipient.agentType, dueAt: now, origin: 'call-now', steps: [{ state: 'scheduled', at: now.toISOString(), note: 'call now' }] })
      .returning();
    return { call: call!, moved: monthFull || weekFull };
  });
}

/** The cancel reason of a call not placed because the family's email is not confirmed (decision 105). */
export const EMAIL_NOT_CONFIRMED = 'email not confirmed';

/** The columns of a call canceled before it was placed, with the step that says why. */
function canceledBy(now: Date, cancelReason: string, note: string) {
  return {
    state: 'canceled' as const,
    canceledAt: now,
    endedAt: now,
    cancelReason,
    updatedAt: now,
    steps: sql`${calls.steps} || ${JSON.stringify([{ state: 'canceled', at: now.toISOString(), note }])}::jsonb`,
  };
}

/** The cancel reason of a planned call brought forward by "Call now"; history shows the call now instead. */
export const CALL_MOVED_TO_NOW = 'moved to call now';

/** "Tuesday, March 3 at 2:15 PM ET": in her zone, saying which. */
function timeInZone(ms: number, zone: string): string {
  const d = new Date(ms);
  const day = d.toLocaleDateString('en-US', { timeZone: zone, weekday: 'long', month: 'long', day: 'numeric' });
  const time = d.toLocaleTimeString('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit', timeZoneName: 'shortGeneric' });
  return `${day} at ${time}`;
}

export async function listUpcomingCalls(db: DbOrTx, recipientId: string, now: Date, opts: Scope & { limit?: number } = {}): Promise<UpcomingCall[]> {
  await loadRecipient(db, recipientId, opts);
  const rows = await db
    .select()
    .from(calls)
    .where(and(eq(calls.recipientId, recipientId), eq(calls.state, 'scheduled'), gte(calls.dueAt, new Date(now.getTime() - 3600_000))))
    .orderBy(asc(calls.dueAt))
    .limit(opts.limit ?? 50);
  return rows.map((c) => ({ id: c.id, dueAt: c.dueAt.toISOString(), origin: c.origin, attempt: c.attempt }));
}

export async function listCallHistory(db: DbOrTx, recipientId: string, opts: Scope & { limit?: number } = {}): Promise<CallHistoryItem[]> {
  await loadRecipient(db, recipientId, opts);
  const rows = await db
    .select()
    .from(calls)
    .where(and(eq(calls.recipientId, recipientId), ne(calls.state, 'scheduled'), ne(calls.origin, 'test')))
    .orderBy(desc(calls.dueAt))
    .limit(opts.limit ?? 50);
  return rows.map((c) => ({
    id: c.id,
    state: c.state,
    dueAt: c.dueAt.toISOString(),
    answeredAt: c.answeredAt?.toISOString() ?? null,
    endedAt: c.endedAt?.toISOString() ?? null,
    durationSeconds: c.durationSeconds,
    attempt: c.attempt,
    flags: c.flags,
    transcriptLines: c.transcript.length,
  }));
}

/** The companion type chosen for her: the calls not yet placed follow it. */
export async function setKindOfPlannedCalls(db: DbOrTx, recipientId: string, kind: 'loneliness' | 'stories', now: Date) {
  await db.update(calls).set({ kind, updatedAt: now }).where(and(eq(calls.recipientId, recipientId), eq(calls.state, 'scheduled')));
}
