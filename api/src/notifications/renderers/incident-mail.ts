import { objectOf, pronounsOf } from '@fondly/contract/pronouns';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { alertCalls, alertTexts, familyMembers, notificationEvents, outboxMails } from '../../db/schema/index.js';
import { alertWords, concernWords, urgentFlags } from '../../calls/lifecycle/after-alert.js';
import { KEPT_PRIVATE_WORDS, transcriptForFamily } from '../../calls/pipeline/understanding/her-say.js';
import type { MailBlock } from '../../mail/index.js';
import { currentSubscription, hasPremiumFeatures } from '../../payments/index.js';
import { findPlan, urgentAlertsNotIncluded } from '@fondly/contract/plan-catalogue';
import { formatPhone } from '@fondly/contract/phone-format';
import { callWithRecipient, familyWanting, firstName, formatWhen, mailsForFamily, type EventRenderer } from './context.js';

/** Who the alert mails of this call reached, and when they went out (null: still queued). */
export async function whoWasTold(tx: DbOrTx, callId: string) {
  return tx
    .select({ name: outboxMails.toName, email: outboxMails.toEmail, status: outboxMails.status, sentAt: outboxMails.sentAt })
    .from(outboxMails)
    .innerJoin(notificationEvents, eq(notificationEvents.id, outboxMails.eventId))
    .where(and(eq(notificationEvents.type, 'distress-alert'), sql`${notificationEvents.payload}->>'callId' = ${callId}`, isNotNull(outboxMails.familyMemberId)))
    .orderBy(outboxMails.id);
}

/** The alert texts of this call, to the members who gave a mobile number. */
export async function whoWasTexted(tx: DbOrTx, callId: string) {
  return tx
    .select({ name: familyMembers.name, status: alertTexts.status, sentAt: alertTexts.sentAt })
    .from(alertTexts)
    .innerJoin(familyMembers, eq(familyMembers.id, alertTexts.familyMemberId))
    .innerJoin(notificationEvents, eq(notificationEvents.id, alertTexts.eventId))
    .where(sql`${notificationEvents.payload}->>'callId' = ${callId}`)
    .orderBy(alertTexts.id);
}

/** What came of each call down the phone ladder, in the family's words (the dashboard's and the report's). */
export const LADDER_OUTCOME: Record<(typeof alertCalls.$inferSelect)['status'], string> = {
  waiting: 'waiting to be called',
  ringing: 'ringing',
  answered: 'answered',
  joined: 'joined the call',
  heard: 'answered',
  'no-answer': 'no answer',
  failed: 'could not be reached',
  cancelled: 'not needed',
};

/** The alert phone calls of this call (the ladder), in order; those never needed are left out. */
export async function whoWasPhoned(tx: DbOrTx, callId: string) {
  const ladder = await tx.select().from(alertCalls).where(eq(alertCalls.callId, callId)).orderBy(alertCalls.position);
  return ladder.filter((r) => r.status !== 'cancelled');
}

/**
 * The after-call mail of a call with an alert (docs/safety-net.md): what she said and when,
 * who was told, how the call ended and what to do now. No Moment, no PDF keepsake, no
 * "kept with love": an incident is not a memory to frame.
 */
/** The plan's name as the family reads it ("Starter"); "your plan" when there is none running. */
const planNameOf = (plan: string | null | undefined) => (plan && findPlan(plan)?.name) || 'your plan';

export const incidentReportMail: EventRenderer<'call-summary'> = {
  render: async (ctx, event) => {
    const { call, recipient, timeZone } = await callWithRecipient(ctx.tx, event.callId);
    const flags = urgentFlags(call.flags);
    const members = await familyWanting(ctx.tx, recipient.subscriberId, 'alerts');
    const told = await whoWasTold(ctx.tx, call.id);
    const texted = await whoWasTexted(ctx.tx, call.id);
    const phoned = await whoWasPhoned(ctx.tx, call.id);
    // The phone call that reached someone (issue 30, item 7): the report says so, and does not send the family to ring her as if nobody had.
    const reached = phoned.find((p) => p.status === 'joined') ?? phoned.find((p) => p.answeredAt);
    // A confirmed mobile that wanted a text or a call got neither because the plan has no Premium features (decision 177): said, not left to wonder.
    const waitedForPhone = !texted.length && !phoned.length && members.some((m) => m.mobile && m.mobileVerifiedAt && (m.alertByText || m.alertByCall));
    const withoutPhone = waitedForPhone && !(await hasPremiumFeatures(ctx.tx, recipient.subscriberId)) ? urgentAlertsNotIncluded(planNameOf((await currentSubscription(ctx.tx, recipient.subscriberId))?.plan)) : null;
    const name = recipient.name;
    const first = firstName(name);
    const what = [...new Set(flags.map((f) => concernWords(f.category)))].join(', ');
    const started = formatWhen(call.answeredAt ?? call.dueAt, timeZone);
    const minutes = call.durationSeconds ? Math.max(1, Math.round(call.durationSeconds / 60)) : null;
    // Her words kept private are never quoted (decision 155): the concern and what was done still are.
    const lastWords = [...transcriptForFamily(call.transcript, call.keptPrivate)].reverse().find((l) => l.speaker === 'recipient' && !l.keptPrivate);
    const quoted = (f: (typeof flags)[number]) => alertWords(f, call);
    return mailsForFamily(ctx, members, 'alerts', 'incident-report', (member) => {
      const blocks: MailBlock[] = [
        { kind: 'paragraph', text: `Hello ${firstName(member.name)},` },
        { kind: 'callout', text: `This is the report of ${first}'s call of ${started}. During the call ${name} said something that may mean ${what}, and the family was alerted at once.` },
        { kind: 'paragraph', text: `What ${first} said:` },
        ...flags.map((f): MailBlock => {
          const words = quoted(f);
          return words === null ? { kind: 'paragraph', text: `${KEPT_PRIVATE_WORDS} (${formatWhen(new Date(f.at), timeZone)})` } : { kind: 'quote', text: `${words} (${formatWhen(new Date(f.at), timeZone)})` };
        }),
        {
          kind: 'notes',
          title: 'What happened',
          items: [
            { label: 'Concern', value: what },
            {
              label: 'Family alerted',
              value: told.length
                ? told.map((t) => `${t.name || t.email}${t.status === 'sent' && t.sentAt ? ` (email sent ${formatWhen(t.sentAt, timeZone)})` : ' (email queued)'}`).join('; ')
                : 'Nobody in the family gets alerts: turn them on in Email Settings.',
            },
            ...(texted.length
              ? [{ label: 'Texts', value: texted.map((t) => `${t.name}${t.status === 'sent' && t.sentAt ? ` (text sent ${formatWhen(t.sentAt, timeZone)})` : t.status === 'failed' ? ' (the text could not be sent)' : ' (text queued)'}`).join('; ') }]
              : []),
            ...(withoutPhone ? [{ label: 'Texts and phone calls', value: withoutPhone }] : []),
            ...(phoned.length
              ? [{
                  label: 'Phone calls',
                  value: phoned
                    .map((p) => `${p.memberName} (${p.status === 'joined' && p.joinedAt ? `answered and joined ${first}'s call ${formatWhen(p.joinedAt, timeZone)}` : p.answeredAt ? `answered ${formatWhen(p.answeredAt, timeZone)}` : LADDER_OUTCOME[p.status]})`)
                    .join('; '),
                }]
              : []),
            { label: 'The call', value: minutes ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, ended ${call.endedAt ? formatWhen(call.endedAt, timeZone) : 'early'}` : 'ended early' },
            ...(lastWords ? [{ label: `${first}'s last words on the call`, value: `“${lastWords.text}”` }] : []),
          ],
        },
        reached
          ? {
              kind: 'paragraph',
              text: `${reached.memberName} was reached by phone${reached.status === 'joined' ? ` and joined ${first}'s call` : ''}. Please check with ${firstName(reached.memberName)} before calling ${first} again. If you think ${first} is in danger, call 911.`,
            }
          : { kind: 'paragraph', text: `If nobody has reached ${first} yet, please call ${objectOf(recipient.name, recipient.relationship)} now at ${formatPhone(recipient.phone)} or ask someone nearby to look in. If you think ${first} is in danger, call 911.` },
        { kind: 'paragraph', text: `On the next call the companion will kindly ask ${first} how ${pronounsOf(recipient.relationship)?.subject ?? 'things'} ${pronounsOf(recipient.relationship) ? 'is' : 'are'} after this. You can mark the alert resolved with a note from your dashboard.` },
        { kind: 'paragraph', text: 'Fondly is not a medical or emergency service; it listens and tells you straight away.' },
        { kind: 'button', label: 'Read the whole conversation', url: `${ctx.deps.config.publicUrl}/dashboard/history` },
      ];
      return {
        subject: `Incident report: ${name}'s call, ${what}`,
        preheader: (flags[0] && quoted(flags[0]) !== null ? `${first} said: ${quoted(flags[0])}` : `${first}'s call: ${what}`).slice(0, 140),
        heading: `Incident report: ${name}`,
        blocks,
      };
    });
  },
};
