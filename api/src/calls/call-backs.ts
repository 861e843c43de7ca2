import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { AppDeps } from '../context.js';
import { calls, recipients, schedules } from '../db/schema/index.js';
import { maskPhone } from '../lib/logger.js';
import { jurisdictionOf } from '../lib/phone.js';
import { enqueueNotification } from '../notifications/index.js';
import { isAllowedAt } from './calling-hours.js';
import { entitlementOf } from './entitlement.js';
import { currentSubscription } from '../payments/index.js';

/**
 * Call-backs (docs/decisions/075-resilient-calls.md): an older person often rings the number
 * that called them. A known recipient, inside calling hours and the plan's monthly calls,
 * reaches the companion ("Hello Rose, it's Fondly. Did you want to talk?"); otherwise a short
 * message, and the family hears that she called. Anyone else hears who we are and how to
 * reach support.
 */
export type CallBackAnswer =
  | { kind: 'converse'; callId: string }
  | { kind: 'message'; text: string };

/** The opening of a call she placed: no introduction needed, but the disclosure still comes. */
export function callBackOpening(name: string): string {
  return `Hello ${name}, it's Fondly. Did you want to talk? I'm your AI companion, and this call is recorded for your family.`;
}

export function unknownCallerMessage(supportEmail: string): string {
  return `Hello, you've reached Fondly, an AI companion service that calls older people on behalf of their families. We don't recognise this number. For help, please email ${supportEmail}. Goodbye.`;
}

export function notNowMessage(name: string): string {
  return `Hello ${name}, it's Fondly. I'm sorry, I can't talk just now, but I'll let your family know you called. Goodbye for now!`;
}

export async function answerCallBack(deps: AppDeps, input: { from: string; callSid: string }): Promise<CallBackAnswer> {
  const db = deps.database.db;
  const now = deps.now();
  // Twilio sends the caller's number in E.164, as recipients' numbers are stored; withheld is "anonymous".
  const phone = /^\+\d{8,15}$/.test(input.from) ? input.from : null;
  const [target] = phone
    ? await db
        .select({ recipient: recipients, schedule: schedules })
        .from(recipients)
        .leftJoin(schedules, eq(schedules.recipientId, recipients.id))
        .where(eq(recipients.phone, phone))
        .limit(1)
    : [];
  if (!target) {
    deps.logger.info({ from: phone ? maskPhone(phone) : 'withheld' }, 'call-back from an unknown number');
    return { kind: 'message', text: unknownCallerMessage(deps.config.mail.supportEmail) };
  }
  const { recipient, schedule } = target;
  const zone = schedule?.timeZone ?? 'America/New_York';
  const ent = entitlementOf(await currentSubscription(db, recipient.subscriberId), recipient.createdAt, now);
  const active = !!ent && (ent.untilMs === null || ent.untilMs > now.getTime()) && !!recipient.consentAt;
  const monthStart = DateTime.fromJSDate(now, { zone }).startOf('month').toJSDate();
  const [{ used }] = (await db
    .select({ used: sql<number>`count(*)::int` })
    .from(calls)
    .where(and(eq(calls.recipientId, recipient.id), inArray(calls.state, ['in_progress', 'completed']), gte(calls.dueAt, monthStart)))) as [{ used: number }];
  const withinAllowance = active && Number(used) < ent!.callsPerMonth;
  const inHours = isAllowedAt(now.getTime(), zone, jurisdictionOf(recipient.phone), null);
  const base = { recipientId: recipient.id, dueAt: now, origin: 'inbound', providerCallId: input.callSid, dialedAt: now };
  if (withinAllowance && inHours) {
    const [call] = await db
      .insert(calls)
      .values({ ...base, state: 'dialing', deadlineAt: new Date(now.getTime() + 2 * 60_000), steps: [{ state: 'dialing', at: now.toISOString(), note: 'call-back from the recipient' }] })
      .returning();
    deps.logger.info({ callId: call!.id }, 'call-back from a recipient: the companion answers');
    return { kind: 'converse', callId: call!.id };
  }
  const reason = !inHours ? 'call-back outside calling hours' : "call-back beyond the plan's calls";
  await db.transaction(async (tx) => {
    const [call] = await tx
      .insert(calls)
      .values({ ...base, state: 'canceled', canceledAt: now, endedAt: now, cancelReason: reason, steps: [{ state: 'canceled', at: now.toISOString(), note: reason }] })
      .returning();
    await enqueueNotification(tx, { type: 'recipient-called', callId: call!.id });
  });
  deps.logger.info({ recipientId: recipient.id, reason }, 'call-back not taken: the family is told');
  return { kind: 'message', text: notNowMessage(recipient.name) };
}
