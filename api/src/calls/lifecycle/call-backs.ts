import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { AppDeps } from '../../context.js';
import { calls, recipients, schedules, subscribers } from '../../db/schema/index.js';
import { maskPhone } from '../../lib/logger.js';
import { enqueueNotification } from '../../notifications/events.js';
import { callableAt, DEFAULT_ZONE, type NotCallableReason } from '../scheduling/callable.js';
import { recipientByPhone } from '../../families/her-settings.js';
import { LIVE_STATES } from '../../db/schema/index.js';
import { calleeOf } from '../scheduling/callee.js';

/**
 * Call-backs (docs/decisions/075-resilient-calls.md): an older person often rings the number
 * that called them. A known recipient the rule allows (calls/scheduling/callable.ts: consent,
 * a confirmed email, a plan, the law's hours) within the plan's monthly calls
 * reaches the companion ("Hello Rose, it's Fondly. Did you want to talk?"); otherwise a short
 * message, and the family hears that she called. Anyone else hears who we are and how to
 * reach support.
 */
export type CallBackAnswer =
  | { kind: 'converse'; callId: string }
  | { kind: 'message'; text: string };

/** The opening of a call she placed: no introduction needed, but the disclosure still comes. */
export function callBackOpening(name: string): string {
  return `Hello ${name}, it's Fondly. Did you want to talk? I'm your AI companion, and this call is written down for your family.`;
}

export function unknownCallerMessage(supportEmail: string): string {
  return `Hello, you've reached Fondly, an AI companion service that calls older people on behalf of their families. We don't recognise this number. For help, please email ${supportEmail}. Goodbye.`;
}

export function notNowMessage(name: string): string {
  return `Hello ${name}, it's Fondly. I'm sorry, I can't talk just now, but I'll let your family know you called. Goodbye for now!`;
}

/** The same, for a caller whose number the carrier did not attest: not a word of her or her family. */
export const NOT_NOW_UNATTESTED = "Hello, you've reached Fondly. I'm sorry, I can't talk just now. Goodbye for now!";

/** Twilio's StirVerstat for a caller ID the originating carrier fully vouches for (STIR/SHAKEN attestation A). */
export const FULL_ATTESTATION = 'TN-Validation-Passed-A';

/** Whether the carrier fully attested the caller's number: anything else (B, C, failed, absent) may be spoofed. */
export const attested = (verification: string | null | undefined): boolean => verification === FULL_ATTESTATION;

export async function answerCallBack(deps: AppDeps, input: { from: string; callSid: string; verification?: string | null }): Promise<CallBackAnswer> {
  const db = deps.database.db;
  const now = deps.now();
  // Twilio sends the caller's number in E.164, as recipients' numbers are stored; withheld is "anonymous".
  const phone = /^\+\d{8,15}$/.test(input.from) ? input.from : null;
  // Twilio may send the same call's webhook again: the same call gets the same answer, once.
  const [seen] = await db
    .select({ id: calls.id, state: calls.state, name: recipients.name, verification: calls.callerVerification })
    .from(calls)
    .innerJoin(recipients, eq(recipients.id, calls.recipientId))
    .where(and(eq(calls.providerCallId, input.callSid), eq(calls.origin, 'inbound')))
    .limit(1);
  if (seen) return LIVE_STATES.includes(seen.state) ? { kind: 'converse', callId: seen.id } : { kind: 'message', text: attested(seen.verification) ? notNowMessage(seen.name) : NOT_NOW_UNATTESTED };
  // The one family that holds her number (decision 126), never whichever row comes first.
  const holder = phone ? await recipientByPhone(db, phone) : null;
  const [target] = holder
    ? await db
        .select({ recipient: recipients, schedule: schedules, emailConfirmedAt: subscribers.emailConfirmedAt })
        .from(recipients)
        .innerJoin(subscribers, eq(subscribers.id, recipients.subscriberId))
        .leftJoin(schedules, eq(schedules.recipientId, recipients.id))
        .where(eq(recipients.id, holder.recipient.id))
    : [];
  if (!target) {
    deps.logger.info({ from: phone ? maskPhone(phone) : 'withheld' }, 'call-back from an unknown number');
    return { kind: 'message', text: unknownCallerMessage(deps.config.mail.supportEmail) };
  }
  const { recipient, schedule } = target;
  const zone = schedule?.timeZone ?? DEFAULT_ZONE;
  const callee = await calleeOf(db, target, now);
  // The one rule, as for every call we place: consent, a confirmed email, a plan, the law's hours.
  const verdict = callableAt(callee, 'call-back', now.getTime());
  const monthStart = DateTime.fromJSDate(now, { zone }).startOf('month').toJSDate();
  const [{ used }] = (await db
    .select({ used: sql<number>`count(*)::int` })
    .from(calls)
    .where(and(eq(calls.recipientId, recipient.id), inArray(calls.state, ['in_progress', 'completed']), gte(calls.dueAt, monthStart)))) as [{ used: number }];
  const withinAllowance = !!callee.entitlement && Number(used) < callee.entitlement.callsPerMonth;
  // Caller ID alone proves little (issue 29): what the carrier said of it is kept, and a number it
  // did not fully attest hears nothing of her until she is recognised (call-briefing.ts).
  const verification = input.verification?.trim().slice(0, 80) || null;
  const base = { recipientId: recipient.id, dueAt: now, origin: 'inbound', providerCallId: input.callSid, dialedAt: now, callerVerification: verification };
  if (verdict.callable && withinAllowance) {
    const [call] = await db
      .insert(calls)
      .values({ ...base, state: 'dialing', deadlineAt: new Date(now.getTime() + 2 * 60_000), steps: [{ state: 'dialing', at: now.toISOString(), note: 'call-back from the recipient' }] })
      .returning();
    deps.logger.info({ callId: call!.id }, 'call-back from a recipient: the companion answers');
    return { kind: 'converse', callId: call!.id };
  }
  const reason = callBackRefusal(verdict.callable ? null : verdict.reason);
  await db.transaction(async (tx) => {
    const [call] = await tx
      .insert(calls)
      .values({ ...base, state: 'canceled', canceledAt: now, endedAt: now, cancelReason: reason, steps: [{ state: 'canceled', at: now.toISOString(), note: reason }] })
      .returning();
    // An account nobody has shown to be theirs hears nothing of her (decision 105).
    if (callee.emailConfirmed) await enqueueNotification(tx, { type: 'recipient-called', callId: call!.id });
  });
  deps.logger.info({ recipientId: recipient.id, reason }, callee.emailConfirmed ? 'call-back not taken: the family is told' : 'call-back not taken');
  return { kind: 'message', text: attested(verification) ? notNowMessage(recipient.name) : NOT_NOW_UNATTESTED };
}

/** The cancel reason of a call-back the companion did not take. */
function callBackRefusal(reason: NotCallableReason | null): string {
  if (reason === 'outside calling hours') return 'call-back outside calling hours';
  if (reason === 'email not confirmed') return "call-back before the family's email was confirmed";
  return "call-back beyond the plan's calls";
}
