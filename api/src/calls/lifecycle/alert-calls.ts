import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { alertCalls, calls, familyMembers, recipients } from '../../db/schema/index.js';
import { spokenPhone } from '../../lib/phone.js';
import { hasPremiumFeatures } from '../../payments/index.js';
import type { AlertCallAnswer, ProviderCallStatus } from '../pipeline/ports/telephony.js';
import { concernWords, eventWords } from './after-alert.js';

/**
 * The family phone ladder of an urgent alert (docs/safety-net.md). Every family member with
 * a mobile who takes alert calls gets a row, in the order they were added; the notification
 * worker rings the first at once, and one who has not answered within a minute is left for
 * the next. The first who answers hears what she said; pressing 1 while she is still on the
 * line joins her call (a warm transfer: the companion says who is joining, then leaves).
 */
export const RING_FOR_MS = 60_000;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** What the family member hears, before what to press (said at placement: it depends on whether her call is live). */
export function alertCallMessage(recipientName: string, concern: string, utterance: string | null): string {
  const first = firstName(recipientName);
  // Words she asked to keep private are never said: the concern is (decision 155).
  if (utterance === null) return `This is Fondly, with an urgent message about ${first}. On the call just now, ${first} said something that may mean ${concern}.`;
  const quote = utterance.length > 160 ? `${utterance.slice(0, 157)}...` : utterance;
  return `This is Fondly, with an urgent message about ${first}. On the call just now, ${first} said: "${quote}" It may mean ${concern}.`;
}

export const pressOne = (recipientName: string) => `Press 1 to be connected to ${firstName(recipientName)} now.`;
export const callHerNow = (recipientName: string, phone: string) => `Please call ${firstName(recipientName)} now at ${spokenPhone(phone)}. If you think ${firstName(recipientName)} is in danger, call 911.`;
export const joiningLine = (memberName: string, recipientName: string) => `${firstName(memberName)} is joining the call now. I'll let you two talk. Take care, ${firstName(recipientName)}.`;

/** The room both calls meet in. */
export const roomFor = (callId: string) => `fondly-${callId}`;

/** Signs an alert call's webhooks (the line signs: its secret stays with it). */
export function alertCallToken(deps: Pick<AppDeps, 'providers'>, alertCallId: number): string {
  return deps.providers.telephony.sign(`alert-call:${alertCallId}`);
}

/**
 * Written with the alert's mails and texts: the ladder, in order, once per event. Only while
 * the family's plan includes Premium's features: after a move down nobody's phone is rung
 * (decision 177); the mails still go.
 */
export async function addAlertCalls(tx: DbOrTx, eventId: number, event: { callId: string; category: string; utterance: string }): Promise<number> {
  const [row] = await tx
    .select({ subscriberId: recipients.subscriberId, name: recipients.name, flags: calls.flags, transcript: calls.transcript, keptPrivate: calls.keptPrivate })
    .from(calls)
    .innerJoin(recipients, eq(recipients.id, calls.recipientId))
    .where(eq(calls.id, event.callId));
  if (!row || !(await hasPremiumFeatures(tx, row.subscriberId))) return 0;
  const members = await tx
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.subscriberId, row.subscriberId), eq(familyMembers.receivesAlerts, true), eq(familyMembers.alertByCall, true), eq(familyMembers.awaitingConfirmation, false)))
    .orderBy(desc(familyMembers.isOwner), asc(familyMembers.createdAt), asc(familyMembers.name));
  // Only numbers the family confirmed with the texted code: nobody else's phone rings with her news.
  const withPhones = members.filter((m) => m.mobile && m.mobileVerifiedAt);
  if (!withPhones.length) return 0;
  const message = alertCallMessage(row.name, concernWords(event.category), eventWords(event, row));
  const rows = await tx
    .insert(alertCalls)
    .values(withPhones.map((m, position) => ({ eventId, callId: event.callId, familyMemberId: m.id, memberName: m.name, toPhone: m.mobile!, message, position })))
    .onConflictDoNothing()
    .returning({ id: alertCalls.id });
  return rows.length;
}

/**
 * One pass of every open ladder: a call ringing for a minute is left (hung up) and the next
 * member is rung; a ladder whose member answered waits. Safe with several workers: each step
 * is a conditional update.
 */
export async function advanceAlertCalls(deps: AppDeps): Promise<number> {
  const { db } = deps.database;
  const now = deps.now();
  const open = await db.select().from(alertCalls).where(inArray(alertCalls.status, ['waiting', 'ringing', 'answered'])).orderBy(asc(alertCalls.eventId), asc(alertCalls.position));
  const ladders = new Map<number, typeof open>();
  for (const r of open) ladders.set(r.eventId, [...(ladders.get(r.eventId) ?? []), r]);
  let placed = 0;
  for (const ladder of ladders.values()) {
    const active = ladder.find((r) => r.status === 'ringing' || r.status === 'answered');
    if (active?.status === 'answered') continue;
    if (active) {
      if (!active.placedAt || now.getTime() - active.placedAt.getTime() < RING_FOR_MS) continue;
      const left = await db.update(alertCalls).set({ status: 'no-answer', endedAt: now }).where(and(eq(alertCalls.id, active.id), eq(alertCalls.status, 'ringing'))).returning({ id: alertCalls.id });
      if (!left.length) continue;
      if (active.providerCallId) await deps.providers.telephony.hangup(active.providerCallId).catch((err) => deps.logger.warn({ err, alertCallId: active.id }, 'could not hang up an unanswered alert call'));
    }
    const next = ladder.find((r) => r.status === 'waiting');
    if (!next) continue;
    const [claimed] = await db.update(alertCalls).set({ status: 'ringing', placedAt: now }).where(and(eq(alertCalls.id, next.id), eq(alertCalls.status, 'waiting'))).returning();
    if (!claimed) continue;
    const [her] = await db
      .select({ state: calls.state, name: recipients.name, phone: recipients.phone })
      .from(calls)
      .innerJoin(recipients, eq(recipients.id, calls.recipientId))
      .where(eq(calls.id, claimed.callId));
    const live = her?.state === 'in_progress';
    const message = `${claimed.message} ${live ? pressOne(her!.name) : callHerNow(her?.name ?? '', her?.phone ?? '')}`;
    try {
      const { providerCallId } = await deps.providers.telephony.placeAlertCall({
        alertCallId: claimed.id,
        to: claimed.toPhone,
        message,
        publicUrl: deps.config.publicUrl,
        token: alertCallToken(deps, claimed.id),
      });
      await db.update(alertCalls).set({ providerCallId }).where(eq(alertCalls.id, claimed.id));
      placed++;
    } catch (err) {
      deps.logger.error({ err, alertCallId: claimed.id }, 'could not place an alert call: the next family member is rung');
      await db.update(alertCalls).set({ status: 'failed', endedAt: now }).where(eq(alertCalls.id, claimed.id));
    }
  }
  return placed;
}

/**
 * What the telephony reports of an alert call. Answered: this member is reached, the ladder
 * stops. Ended unanswered: the next pass rings the next. Pressed 1 while she is still on the
 * line: the family member joins her call.
 */
export async function onAlertCallEvent(deps: AppDeps, alertCallId: number, event: { status: ProviderCallStatus } | { digit: string }, join: (row: typeof alertCalls.$inferSelect) => Promise<void>): Promise<AlertCallAnswer | null> {
  const { db } = deps.database;
  const now = deps.now();
  const [row] = await db.select().from(alertCalls).where(eq(alertCalls.id, alertCallId));
  if (!row) return null;
  const stopLadder = () => db.update(alertCalls).set({ status: 'cancelled', endedAt: now }).where(and(eq(alertCalls.eventId, row.eventId), eq(alertCalls.status, 'waiting')));
  if ('status' in event) {
    if (event.status === 'in-progress') {
      const answered = await db.update(alertCalls).set({ status: 'answered', answeredAt: now }).where(and(eq(alertCalls.id, row.id), eq(alertCalls.status, 'ringing'))).returning({ id: alertCalls.id });
      if (answered.length) await stopLadder();
    } else if (['completed', 'busy', 'no-answer', 'failed', 'canceled'].includes(event.status)) {
      await db.update(alertCalls).set({ status: 'no-answer', endedAt: now }).where(and(eq(alertCalls.id, row.id), eq(alertCalls.status, 'ringing')));
      await db.update(alertCalls).set({ status: 'heard', endedAt: now }).where(and(eq(alertCalls.id, row.id), eq(alertCalls.status, 'answered')));
    }
    return null;
  }
  if (event.digit !== '1' || row.status === 'joined') return null;
  const [her] = await db
    .select({ state: calls.state, name: recipients.name, phone: recipients.phone })
    .from(calls)
    .innerJoin(recipients, eq(recipients.id, calls.recipientId))
    .where(eq(calls.id, row.callId));
  if (her?.state !== 'in_progress') {
    await db.update(alertCalls).set({ status: 'heard', endedAt: now }).where(eq(alertCalls.id, row.id));
    await stopLadder();
    return { say: `${firstName(her?.name ?? '')}'s call has ended. ${callHerNow(her?.name ?? '', her?.phone ?? '')}` };
  }
  await db.update(alertCalls).set({ status: 'joined', joinedAt: now, answeredAt: row.answeredAt ?? now }).where(eq(alertCalls.id, row.id));
  await stopLadder();
  // The companion says who is joining while the family member is put through.
  void join(row).catch((err) => deps.logger.error({ err, alertCallId }, 'could not join the family member to her call'));
  return { say: `Connecting you to ${firstName(her.name)} now.`, room: roomFor(row.callId) };
}

/** One alert call by id. */
export async function findAlertCall(db: DbOrTx, id: number) {
  const [row] = await db.select().from(alertCalls).where(eq(alertCalls.id, id));
  return row ?? null;
}
