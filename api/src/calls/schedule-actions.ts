import { and, asc, desc, eq, gt, gte, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { calls, recipients, schedules } from '../db/schema/index.js';
import type { CallHistoryItem, UpcomingCall } from '../contract/calls.js';
import { SIGNUP_MESSAGES } from '../contract/onboarding.js';
import { AppError, conflict, notFound } from '../lib/errors.js';
import { jurisdictionOf } from '../lib/phone.js';
import { describeCallingHours, isAllowedAt, nextAllowedTime } from './calling-hours.js';
import { billingMonthIndex, entitlementOf } from './entitlement.js';
import { governingSubscription, planCalls } from './planner.js';
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
    .select({ recipient: recipients, schedule: schedules })
    .from(recipients)
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
    await tx
      .update(schedules)
      .set({ pausedAt: schedule.pausedAt ?? now, pauseReason: opts.reason ?? 'family', updatedAt: now })
      .where(eq(schedules.id, schedule.id));
    // Removing the planner's future rows lets the cadence pick up from today on resume.
    await tx
      .delete(calls)
      .where(and(eq(calls.recipientId, recipientId), eq(calls.state, 'scheduled'), eq(calls.origin, 'planner'), gt(calls.dueAt, now)));
    await tx
      .update(calls)
      .set({
        state: 'canceled',
        canceledAt: now,
        endedAt: now,
        cancelReason: opts.reason === 'opt-out' ? 'opt-out' : 'paused',
        updatedAt: now,
        steps: sql`${calls.steps} || ${JSON.stringify([{ state: 'canceled', at: now.toISOString(), note: 'schedule paused' }])}::jsonb`,
      })
      .where(and(eq(calls.recipientId, recipientId), eq(calls.state, 'scheduled')));
    return { pausedAt: schedule.pausedAt ?? now };
  });
}

/** Calls start again: the next one per the cadence, inside the window. */
export async function resumeSchedule(db: DbOrTx, recipientId: string, now: Date, opts: Scope = {}) {
  const { schedule } = await loadRecipient(db, recipientId, opts);
  if (!schedule) throw notFound('This person has no call schedule yet.');
  await db.update(schedules).set({ pausedAt: null, pauseReason: null, updatedAt: now }).where(eq(schedules.id, schedule.id));
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
    .set({
      state: 'canceled',
      canceledAt: now,
      endedAt: now,
      cancelReason: 'skipped',
      updatedAt: now,
      steps: sql`${calls.steps} || ${JSON.stringify([{ state: 'canceled', at: now.toISOString(), note: 'skipped by family' }])}::jsonb`,
    })
    .where(and(eq(calls.id, callId), eq(calls.state, 'scheduled')))
    .returning();
  if (!updated) throw conflict('This call has already started or ended, so it can no longer be skipped.');
  return updated;
}

/**
 * A call placed right away, within the rules: the family must have confirmed the
 * recipient agreed to be called, the plan must allow another call this month, it must be
 * calling hours where the recipient lives, calls must not be paused, and no other call
 * may be under way.
 */
export async function callNow(db: DbOrTx, recipientId: string, now: Date, opts: Scope = {}) {
  const { recipient, schedule } = await loadRecipient(db, recipientId, opts);
  if (!schedule) throw notFound('This person has no call schedule yet.');
  if (!recipient.consentAt) throw conflict(SIGNUP_MESSAGES.consentRequired);
  if (schedule.pausedAt) {
    throw conflict(schedule.pauseReason === 'opt-out' ? `${recipient.name} asked us to stop calling, so calls are paused.` : 'Calls are paused. Resume them first.');
  }
  const jurisdiction = jurisdictionOf(recipient.phone);
  if (!isAllowedAt(now.getTime(), schedule.timeZone, jurisdiction, null)) {
    const next = nextAllowedTime(now.getTime(), schedule.timeZone, jurisdiction, null);
    const when = next ? new Date(next).toLocaleString('en-US', { timeZone: schedule.timeZone, weekday: 'long', hour: 'numeric', minute: '2-digit' }) : 'later';
    throw new AppError(409, 'conflict', `It's outside calling hours for ${recipient.name} right now (${describeCallingHours(jurisdiction)}, their time). The earliest we can call is ${when}.`);
  }
  const ent = entitlementOf(await governingSubscription(db, recipient.subscriberId), recipient.createdAt, now);
  if (!ent || (ent.untilMs !== null && ent.untilMs <= now.getTime())) throw conflict('Your plan does not include any more calls right now.');
  const monthIdx = billingMonthIndex(ent.billingAnchorMs, now.getTime());
  const recent = await db
    .select({ dueAt: calls.dueAt, state: calls.state })
    .from(calls)
    .where(
      and(
        eq(calls.recipientId, recipientId),
        gte(calls.dueAt, new Date(now.getTime() - 40 * 86_400_000)),
        inArray(calls.origin, ['planner', 'call-now']),
        eq(calls.attempt, 1),
        sql`${calls.state} not in ('canceled', 'failed')`,
      ),
    );
  if (recent.some((c) => LIVE_STATES.includes(c.state))) throw conflict(`We're already on a call with ${recipient.name}.`);
  const usedThisMonth = recent.filter((c) => c.state !== 'scheduled' && billingMonthIndex(ent.billingAnchorMs, c.dueAt.getTime()) === monthIdx).length;
  const plannedThisMonth = recent.filter((c) => c.state === 'scheduled' && billingMonthIndex(ent.billingAnchorMs, c.dueAt.getTime()) === monthIdx);
  if (usedThisMonth >= ent.callsPerMonth) throw conflict(`You've used all ${ent.callsPerMonth} calls in your plan this month.`);
  return db.transaction(async (tx) => {
    // When the month's allowance is all planned, this call takes the place of the next planned one.
    if (usedThisMonth + plannedThisMonth.length >= ent.callsPerMonth) {
      const [nextPlanned] = await tx
        .select({ id: calls.id })
        .from(calls)
        .where(and(eq(calls.recipientId, recipientId), eq(calls.state, 'scheduled'), eq(calls.origin, 'planner')))
        .orderBy(asc(calls.dueAt))
        .limit(1);
      if (nextPlanned) {
        await tx
          .update(calls)
          .set({ state: 'canceled', canceledAt: now, endedAt: now, cancelReason: 'replaced by call now', updatedAt: now })
          .where(and(eq(calls.id, nextPlanned.id), eq(calls.state, 'scheduled')));
      }
    }
    const [call] = await tx
      .insert(calls)
      .values({ recipientId, kind: recipient.agentType, dueAt: now, origin: 'call-now', steps: [{ state: 'scheduled', at: now.toISOString(), note: 'call now' }] })
      .returning();
    return call!;
  });
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
