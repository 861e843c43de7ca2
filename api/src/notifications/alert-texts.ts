import { asc, eq } from 'drizzle-orm';
import { concernWords, eventWords } from '../calls/lifecycle/after-alert.js';
import type { AppDeps } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { alertTexts, LIVE_STATES } from '../db/schema/index.js';
import { hasPremiumFeatures } from '../payments/index.js';
import type { EventOf } from './renderers/context.js';
import { callWithRecipient, familyWanting, firstName } from './renderers/context.js';
import { objectOf, subjectIsOf } from '@fondly/contract/pronouns';

/** After this many failed tries a text is given up on (the alert mails still go). */
export const TEXT_MAX_ATTEMPTS = 5;

/**
 * The words of an urgent alert's text: short, the quote, what to do. While she is still on the
 * line with the companion, "Please call her now" would only find her line busy: it says she is
 * with us and to call when the call ends (issue 30, item 7).
 */
export function alertTextBody(name: string, phone: string, concern: string, utterance: string | null, stillOnTheLine = false, relationship: string | null = null): string {
  const first = firstName(name);
  // The pronouns the family gave ("Dad": he), else the name: never "they" for a man the Moment calls "his".
  const him = objectOf(name, relationship);
  const heIs = subjectIsOf(name, relationship);
  const what = stillOnTheLine
    ? `${first} is still on the line with the Fondly companion, who is staying with ${him}. When the call ends, please call ${first} at ${phone}.`
    : `Please call ${first} now at ${phone}.`;
  // Words she asked to keep private are never quoted: the concern still goes (decision 155).
  if (utterance === null) return `Fondly alert: on today's call ${name} said something that may mean ${concern}. ${what} If you think ${heIs} in danger, call 911.`;
  const quote = utterance.length > 140 ? `${utterance.slice(0, 137)}...` : utterance;
  return `Fondly alert: on today's call ${name} said something that may mean ${concern}: "${quote}" ${what} If you think ${heIs} in danger, call 911.`;
}

/**
 * Written in the same transaction as the alert's mails: one text per family member who
 * gets alerts and gave a mobile number, once per event however often it is expanded. Texts are
 * Premium's: a family whose plan no longer includes them (moved down to Starter or Free, or
 * ended) gets the alert by email only, as its Email Settings say (decision 177).
 */
export async function addAlertTexts(tx: DbOrTx, eventId: number, event: EventOf<'distress-alert'>): Promise<number> {
  const { call, recipient } = await callWithRecipient(tx, event.callId);
  if (!(await hasPremiumFeatures(tx, recipient.subscriberId))) return 0;
  const members = (await familyWanting(tx, recipient.subscriberId, 'alerts')).filter((m) => m.mobile && m.mobileVerifiedAt && m.alertByText);
  if (!members.length) return 0;
  const body = alertTextBody(recipient.name, recipient.phone, concernWords(event.category), eventWords(event, call), LIVE_STATES.includes(call.state), recipient.relationship);
  const rows = await tx
    .insert(alertTexts)
    .values(members.map((m) => ({ eventId, familyMemberId: m.id, toPhone: m.mobile!, body })))
    .onConflictDoNothing()
    .returning({ id: alertTexts.id });
  return rows.length;
}

/**
 * Sends the texts waiting (newest alerts are few: each row is held while it is sent, so two
 * workers never send the same text). A failure is retried on the next pass, up to
 * TEXT_MAX_ATTEMPTS; the simulated phone keeps what it was sent.
 */
export async function sendPendingTexts(deps: AppDeps, limit = 20): Promise<number> {
  let sent = 0;
  await deps.database.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(alertTexts)
      .where(eq(alertTexts.status, 'pending'))
      .orderBy(asc(alertTexts.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      try {
        const { id } = await deps.providers.telephony.sendSms(row.toPhone, row.body);
        await tx.update(alertTexts).set({ status: 'sent', providerId: id, sentAt: deps.now(), attempts: row.attempts + 1, lastError: null }).where(eq(alertTexts.id, row.id));
        sent++;
      } catch (err) {
        const attempts = row.attempts + 1;
        const message = err instanceof Error ? err.message : String(err);
        await tx
          .update(alertTexts)
          .set({ attempts, status: attempts >= TEXT_MAX_ATTEMPTS ? 'failed' : 'pending', lastError: message.slice(0, 500) })
          .where(eq(alertTexts.id, row.id));
        deps.logger.error({ err, textId: row.id, attempts }, 'could not send an alert text');
      }
    }
  });
  return sent;
}
