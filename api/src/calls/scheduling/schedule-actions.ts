import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { calls, recipients, schedules, subscribers } from '../../db/schema/index.js';
import type { CallHistoryItem, UpcomingCall } from '@fondly/contract/calls';
import { formatZonedDateTime, formatZonedTime, SIGNUP_MESSAGES } from '@fondly/contract/onboarding';
import { EMAIL_CONFIRMATION, type CallNowPreview } from '@fondly/contract/account';
import { possessiveOf } from '@fondly/contract/pronouns';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { jurisdictionOf } from '../../lib/phone.js';
import { addDays, dayKey, describeCallingHours, localDayOf, weekdayOf } from './calling-hours.js';
import { billingMonthIndex, billingMonthStart } from './entitlement.js';
import { callableAt, numberZonesOf, type NotCallableReason, type Verdict } from './callable.js';
import { calleeOf } from './callee.js';
import { setSchedulePause } from '../../families/her-settings.js';
import { planCalls, replanCalls } from './planner.js';

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
export async function pauseSchedule(db: DbOrTx, recipientId: string, now: Date, opts: Scope & { reason?: string; until?: Date | null } = {}) {
  return db.transaction(async (tx) => {
    const { schedule } = await loadRecipient(tx, recipientId, opts);
    if (!schedule) throw notFound('This person has no call schedule yet.');
    // A family's pause may end by itself (issue 30, item 12); her own wish to stop never does.
    const optedOut = opts.reason === 'opt-out' || (schedule.pausedAt !== null && schedule.pauseReason === 'opt-out');
    const until = optedOut ? null : (opts.until ?? null);
    await setSchedulePause(tx, schedule.id, { at: schedule.pausedAt ?? now, reason: optedOut ? 'opt-out' : (opts.reason ?? 'family'), until }, now);
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

/**
 * Pauses the family gave an end date that has come: calls resume by themselves, planned as a
 * resume plans them (issue 30, item 12). Asked by the planner's loop. Answers how many resumed.
 */
export async function resumeEndedPauses(db: DbOrTx, now: Date): Promise<number> {
  const due = await db
    .select({ recipientId: schedules.recipientId })
    .from(schedules)
    .where(and(isNotNull(schedules.pausedAt), eq(schedules.pauseReason, 'family'), lte(schedules.pausedUntil, now)));
  for (const { recipientId } of due) await resumeSchedule(db, recipientId, now);
  return due.length;
}

/** What is said when a skipped call can no longer be put back. */
export const UNSKIP_TOO_LATE = 'This call can no longer be put back: its time has passed or calls are paused.';

/** Undo a skip (issue 30, item 12): the call is planned again as it was, while its time is still ahead and calls are on. */
export async function unskipCall(db: DbOrTx, callId: string, now: Date, opts: Scope = {}) {
  const [row] = await db
    .select({ call: calls, subscriberId: recipients.subscriberId, pausedAt: schedules.pausedAt, scheduleUpdatedAt: schedules.updatedAt })
    .from(calls)
    .innerJoin(recipients, eq(recipients.id, calls.recipientId))
    .leftJoin(schedules, eq(schedules.recipientId, calls.recipientId))
    .where(eq(calls.id, callId));
  if (!row || (opts.subscriberId && row.subscriberId !== opts.subscriberId)) throw notFound('We could not find that call.');
  if (row.pausedAt) throw conflict(UNSKIP_TOO_LATE);
  // Her schedule changed since the skip (another time of day, other days): the call comes back
  // where the planner puts that day's call now, like every other call, not at its old time (walk finding 7).
  if (row.call.origin === 'planner' && row.call.plannedSlot && row.call.state === 'canceled' && row.call.cancelReason === 'skipped' && row.call.dueAt > now && row.scheduleUpdatedAt && row.call.canceledAt && row.scheduleUpdatedAt > row.call.canceledAt) {
    const slot = row.call.plannedSlot;
    return db.transaction(async (tx) => {
      // The planner plans forward from her latest call, so the days ahead are planned afresh, as a schedule change does.
      await tx.delete(calls).where(eq(calls.id, callId));
      await replanCalls(tx, row.call.recipientId, now);
      const [replanned] = await tx
        .select()
        .from(calls)
        .where(and(eq(calls.recipientId, row.call.recipientId), eq(calls.plannedSlot, slot), eq(calls.state, 'scheduled'), gt(calls.dueAt, now)))
        .limit(1);
      // At the new time of day that call has passed, or its day is no longer one of hers: nothing changes.
      if (!replanned) throw conflict(UNSKIP_TOO_LATE);
      return replanned;
    });
  }
  const [restored] = await db
    .update(calls)
    .set({
      state: 'scheduled',
      canceledAt: null,
      endedAt: null,
      cancelReason: null,
      updatedAt: now,
      steps: sql`${calls.steps} || ${JSON.stringify([{ state: 'scheduled', at: now.toISOString(), note: 'skip undone by family' }])}::jsonb`,
    })
    .where(and(eq(calls.id, callId), eq(calls.state, 'canceled'), eq(calls.cancelReason, 'skipped'), gt(calls.dueAt, now)))
    .returning();
  if (!restored) throw conflict(UNSKIP_TOO_LATE);
  return restored;
}

/** Calls the family skipped whose time is still ahead: each can be put back. */
export async function listSkippedCalls(db: DbOrTx, recipientId: string, now: Date): Promise<UpcomingCall[]> {
  const rows = await db
    .select()
    .from(calls)
    .where(and(eq(calls.recipientId, recipientId), eq(calls.state, 'canceled'), eq(calls.cancelReason, 'skipped'), gt(calls.dueAt, now)))
    .orderBy(asc(calls.dueAt))
    .limit(10);
  return rows.map((c) => ({ id: c.id, dueAt: c.dueAt.toISOString(), origin: c.origin, attempt: c.attempt }));
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
 * What "Call now" would do at this instant, as the dashboard says it before the button is used
 * (issue 30): refused (the rule's words), an extra call, or only in place of the next planned
 * call when the plan's calls (this billing month, and this week for Starter) are all used or
 * planned. Writes the rest of the billing month's planned rows, so "planned" counts them all.
 */
async function callNowRoom(db: DbOrTx, recipientId: string, now: Date, opts: Scope) {
  const { recipient, schedule, owner } = await loadRecipient(db, recipientId, opts);
  if (!schedule) throw notFound('This person has no call schedule yet.');
  const callee = await calleeOf(db, { recipient, schedule, emailConfirmedAt: owner.emailConfirmedAt }, now);
  const who = { name: recipient.name, relationship: recipient.relationship, email: owner.email, zone: schedule.timeZone, phone: recipient.phone };
  const refused = (verdict: Verdict) => (verdict.callable ? null : { refusal: callNowRefusal(verdict, who, now), reason: verdict.reason });
  // The one rule (callable.ts): consent, a confirmed email, not paused, a plan, the law's hours.
  const first = refused(callableAt(callee, 'call-now', now.getTime()));
  if (first) return { who, ...first } as const;
  // Callable means a plan pays for this call.
  const ent = callee.entitlement!;
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
  // A call being placed now (just asked for, dialling or ringing) is said as that, not as a conversation under way.
  const placing = recent.find((c) => c.state === 'dialing' || c.state === 'ringing' || (c.state === 'scheduled' && c.origin === 'call-now' && c.dueAt.getTime() <= now.getTime() + 60_000));
  if (placing) return { who, refusal: conflict(callingNowMessage(recipient.name)), reason: 'on a call' as const } as const;
  const onCall = refused(callableAt(callee, 'call-now', now.getTime(), { others: recent.map((c) => ({ dueAtMs: c.dueAt.getTime(), state: c.state, reachedHer: false })) }));
  if (onCall) return { who, ...onCall } as const;
  const inMonth = recent.filter((c) => billingMonthIndex(ent.billingAnchorMs, c.dueAt.getTime()) === monthIdx);
  const usedThisMonth = inMonth.filter((c) => c.state !== 'scheduled').length;
  if (usedThisMonth >= ent.callsPerMonth) return { who, used: true, refusal: conflict(callsUsedMessage(ent.callsPerMonth), { upgrade: PLANS_WITH_MORE_CALLS }) } as const;
  const monthFull = inMonth.length >= ent.callsPerMonth;
  const weekFull = ent.callsPerWeek !== null && recent.filter((c) => weekOf(c.dueAt.getTime()) === thisWeek).length >= ent.callsPerWeek;
  if (!monthFull && !weekFull) return { who, full: null } as const;
  const nextPlanned = recent.find((c) => c.state === 'scheduled' && c.dueAt.getTime() > now.getTime()) ?? null;
  const n = weekFull ? ent.callsPerWeek! : ent.callsPerMonth;
  const allowance = `${n} ${n === 1 ? 'call' : 'calls'} this ${weekFull ? 'week' : 'month'} ${n === 1 ? 'is' : 'are all'} used or planned`;
  return { who, full: { allowance, nextPlanned }, upgradable: hasRoomToUpgrade(ent.planId) } as const;
}

/** Said while her phone is being rung (a walk read "already on a call" while it rang). */
export const callingNowMessage = (name: string) => `We're calling ${name} now. Call Now is ready again once this call ends.`;

/** Said when the plan's calls this month have all been placed: "your 1 call", never "all 1 calls". */
export const callsUsedMessage = (n: number) =>
  `You've used ${n === 1 ? "your plan's 1 call" : `all ${n} of your plan's calls`} this month. A plan with more calls can call again sooner.`;
/** Where a family whose calls are used up sees the plans with more calls. */
export const PLANS_WITH_MORE_CALLS = '/#pricing';
/** Plans a family can move up from for more calls (Premium and above already call daily). */
const hasRoomToUpgrade = (planId: string) => planId === 'free' || planId === 'starter';

/** What the dashboard says beside Call Now, before it is used (issue 30, item 5). */
export const CALL_NOW_IS_EXTRA = 'Call Now places an extra call: every planned call stays as it is.';
export const callNowTakesPlannedCall = (allowance: string, name: string, relationship: string, when: string) =>
  `Your plan's ${allowance}, so Call Now would take the place of ${possessiveOf(name, relationship)} next planned call, ${when}. We ask before moving it.`;

/** "Call now", said before it is used: whether it is an extra call, takes a planned one, or cannot be placed now, and why. */
export async function callNowPreview(db: DbOrTx, recipientId: string, now: Date, opts: Scope = {}): Promise<CallNowPreview> {
  const room = await callNowRoom(db, recipientId, now, opts);
  if ('reason' in room && room.refusal) {
    // The law's quiet hours are the one refusal nothing on the page can change: the button is shown disabled with it.
    return { kind: room.reason === 'outside calling hours' ? 'outside-calling-hours' : 'unavailable', note: room.refusal.message };
  }
  // The month's calls all placed: said before the button is pressed, with the plans that have more (a walk found "places an extra call" here).
  if ('used' in room && room.refusal) return { kind: 'unavailable', note: room.refusal.message, upgradeUrl: PLANS_WITH_MORE_CALLS };
  if (!room.full) return { kind: 'extra', note: CALL_NOW_IS_EXTRA };
  const { allowance, nextPlanned } = room.full;
  if (!nextPlanned)
    return { kind: 'unavailable', note: `Your plan's ${allowance}, so we can't add another call now.`, ...(room.upgradable ? { upgradeUrl: PLANS_WITH_MORE_CALLS } : {}) };
  return { kind: 'takes-planned-call', note: callNowTakesPlannedCall(allowance, room.who.name, room.who.relationship, timeInZone(nextPlanned.dueAt.getTime(), room.who.zone)) };
}

/**
 * Call now: an extra call within the plan's allowance (this billing month, and this week for
 * Starter), never a silent swap. When the allowance is all used or planned, it says so (409)
 * and, if a planned call is left, offers to move the next one to now (`moveNextCall`): only
 * then is that call given up, marked as moved.
 */
export async function callNow(db: DbOrTx, recipientId: string, now: Date, opts: Scope & { moveNextCall?: boolean } = {}) {
  const room = await callNowRoom(db, recipientId, now, opts);
  if ('refusal' in room && room.refusal) throw room.refusal;
  const { recipient, schedule } = await loadRecipient(db, recipientId, opts);
  const full = 'full' in room ? room.full : null;

  return db.transaction(async (tx) => {
    if (full) {
      // The allowance is all planned: the only way to call now is to bring the next planned call forward.
      const [nextPlanned] = await tx
        .select({ id: calls.id, dueAt: calls.dueAt })
        .from(calls)
        .where(and(eq(calls.recipientId, recipientId), eq(calls.state, 'scheduled'), inArray(calls.origin, ['planner', 'call-now']), gt(calls.dueAt, now)))
        .orderBy(asc(calls.dueAt))
        .limit(1)
        .for('update');
      if (!nextPlanned) throw conflict(`Your plan's ${full.allowance}, so we can't add another call now.`);
      if (!opts.moveNextCall) {
        const message = `Your plan's ${full.allowance}. We can call ${recipient.name} now instead of ${possessiveOf(recipient.name, recipient.relationship)} next planned call, ${timeInZone(nextPlanned.dueAt.getTime(), schedule!.timeZone)}.`;
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
    return { call: call!, moved: full !== null };
  });
}

/** The cancel reason of a call not placed because the family's email is not confirmed (decision 105). */
export const EMAIL_NOT_CONFIRMED = 'email not confirmed' satisfies NotCallableReason;

/** What the family is told when the rule says no to Call Now. */
function callNowRefusal(verdict: Extract<Verdict, { callable: false }>, her: { name: string; relationship: string; email: string; zone: string; phone: string }, now: Date): AppError {
  switch (verdict.reason) {
    case 'no-consent':
      return conflict(SIGNUP_MESSAGES.consentRequired);
    case 'email not confirmed':
      // Nobody is rung for an account whose email nobody has shown to be theirs (decision 105).
      return conflict(EMAIL_CONFIRMATION.callNowNeedsIt(her.name, her.email), { confirmEmail: her.email });
    case 'opt-out':
      return conflict(`${her.name} asked us to stop calling, so calls are paused.`);
    case 'paused':
      return conflict('Calls are paused. Resume them first.');
    case 'not-entitled':
      return conflict('Your plan does not include any more calls right now.');
    case 'outside calling hours': {
      const when = verdict.nextAtMs !== null ? timeInZone(verdict.nextAtMs, her.zone) : 'later';
      // Her number's own clock, when it differs from the zone the family chose (decision 127).
      const numberZone = numberZonesOf(her.phone, her.zone).find((z) => clockTime(now.getTime(), z) !== clockTime(now.getTime(), her.zone));
      const numberTime = numberZone ? `: it's ${clockTime(now.getTime(), numberZone)} where their number is` : '';
      return new AppError(409, 'conflict', `It's outside calling hours for ${her.name} right now (${describeCallingHours(jurisdictionOf(her.phone))}, their time${numberTime}). The earliest we can call is ${when}.`);
    }
    case 'on a call':
      return conflict(`${her.name} is on a call with us right now. Call Now is ready again once it ends.`);
    case 'called today':
      return conflict(`We're already on a call with ${her.name}.`);
  }
}

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

/** "7:12 AM ET": the time of day in a zone, saying which (the one clock, decision 129). */
const clockTime = (ms: number, zone: string): string => formatZonedTime(ms, zone).split(' ').slice(1).join(' ');

/** "Tuesday, March 3 at 2:15 PM ET": in her zone, saying which. */
const timeInZone = (ms: number, zone: string): string => formatZonedDateTime(ms, zone);

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
