import { objectOf } from '@fondly/contract/pronouns';
import { eq } from 'drizzle-orm';
import { formatPhone } from '@fondly/contract/phone-format';
import { calls, recipients, stories, storyBooks } from '../../db/schema/index.js';
import { ensureBookPdf, wellnessItems } from '../../keepsakes/index.js';
import { ensureStoryForCall } from '../../summaries/index.js';
import { formatKeepsakeDate } from '../../keepsakes/index.js';
import type { MailBlock, MailContent } from '../../mail/index.js';
import type { WellnessNotes } from '../../db/schema/index.js';
import {
  accountMail,
  callWithRecipient,
  familyWanting,
  firstName,
  formatWhen,
  mailsForFamily,
  NothingToSend,
  type EventRenderer,
} from './context.js';
import { concernWords, eventWords, urgentFlags } from '../../calls/lifecycle/after-alert.js';
import { incidentReportMail } from './incident-mail.js';
import { KEPT_PRIVATE_WORDS } from '../../calls/pipeline/understanding/her-say.js';
import { listenLinksReady, listenUrlFor, voiceOfCall } from '../../recordings/index.js';

/** "margaret-2026-11-21-moment.pdf" */
function attachmentName(name: string, date: string, kind: string): string {
  const slug = `${name}-${date}-${kind}`
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'fondly-keepsake'}.pdf`;
}

/**
 * The words of the mail that carries a Moment or a story to one family member (the keepsake
 * PDF rides along as an attachment). Pure, so the home page's preview is built by it too.
 */
export function keepsakeMailContent(input: {
  memberName: string;
  recipientName: string;
  /** As the keepsake prints it, in her zone. */
  date: string;
  dashboardUrl: string;
  story: { kind: 'moment' | 'story'; title: string; body: string; quotes: string[]; wellness: WellnessNotes | null };
  /** Her voice: a signed link that plays it (mail clients rarely play audio inline), or her wish not to be recorded (docs/recordings.md). */
  voice?: { url: string } | { declined: true };
}): Omit<MailContent, 'footer'> {
  const { story, recipientName: name, date } = input;
  const isMoment = story.kind === 'moment';
  const blocks: MailBlock[] = [{ kind: 'paragraph', text: `Hello ${firstName(input.memberName)},` }];
  if (isMoment) {
    for (const paragraph of story.body.split(/\n{2,}/)) blocks.push({ kind: 'paragraph', text: paragraph });
    // Only what she spoke of: a note nobody mentioned is left out, never filled in (issue 31).
    const items = wellnessItems(story.wellness);
    if (items.length) blocks.push({ kind: 'notes', title: 'Wellness notes', items });
  } else {
    blocks.push({ kind: 'paragraph', text: `${name} told a new story on ${date}. Here it is, in ${firstName(name)}'s own words:` });
    for (const paragraph of story.body.split(/\n{2,}/)) blocks.push({ kind: 'paragraph', text: paragraph });
    for (const quote of story.quotes.filter((q) => !story.body.includes(q))) blocks.push({ kind: 'quote', text: quote });
  }
  if (input.voice && 'url' in input.voice) {
    blocks.push({ kind: 'paragraph', text: `Hear ${firstName(name)} say it, in ${firstName(name)}'s own voice from this call:` });
    blocks.push({ kind: 'button', label: `Listen to ${firstName(name)}`, url: input.voice.url });
  } else if (input.voice) {
    blocks.push({ kind: 'paragraph', text: `No recording: ${firstName(name)} preferred not to be recorded.` });
  }
  blocks.push({ kind: 'paragraph', text: 'The keepsake PDF is attached, ready to print and keep.' });
  blocks.push({ kind: 'button', label: 'Open the Story Library', url: input.dashboardUrl });
  return {
    subject: isMoment ? `A Moment with ${name}, ${date}` : `A new story from ${name}: ${story.title}`,
    preheader: isMoment ? story.body.slice(0, 140) : `${name} told a new story. The PDF keepsake is attached.`,
    heading: isMoment ? `A Moment with ${name}` : story.title,
    blocks,
  };
}

/**
 * After a completed call: the Moment (companionship) or the story, with its PDF, to every
 * family member who wants it. A call with an urgent alert gets an incident report instead.
 */
export const callSummaryMail: EventRenderer<'call-summary'> = {
  prepare: async (deps, event) => {
    const [call] = await deps.database.db.select({ flags: calls.flags, noteDeclinedAt: calls.noteDeclinedAt }).from(calls).where(eq(calls.id, event.callId));
    if (call && urgentFlags(call.flags).length) return;
    // She heard this call's note and asked that it not be sent: none is made (decision 155).
    if (call?.noteDeclinedAt) return;
    await ensureStoryForCall(deps, event.callId);
    // The mail's link to her voice is signed inside the rendering's transaction: its key is read now.
    await listenLinksReady(deps);
  },
  render: async (ctx, event) => {
    const { call, recipient, timeZone } = await callWithRecipient(ctx.tx, event.callId);
    if (urgentFlags(call.flags).length) return incidentReportMail.render(ctx, event);
    if (call.noteDeclinedAt) throw new NothingToSend(`call ${event.callId}: she asked that its note not be sent`);
    const [story] = await ctx.tx.select().from(stories).where(eq(stories.callId, event.callId));
    if (!story) throw new NothingToSend(`call ${event.callId} has no story`);
    const isMoment = story.kind === 'moment';
    const members = await familyWanting(ctx.tx, recipient.subscriberId, isMoment ? 'moments' : 'stories');
    const date = formatKeepsakeDate(story.occurredAt, timeZone);
    const isoDate = story.occurredAt.toISOString().slice(0, 10);
    // "Open the Story Library" opens this very Moment or story there, as the dashboard's Read It does.
    const dashboard = `${ctx.deps.config.publicUrl}/dashboard/stories?open=${encodeURIComponent(story.id)}`;
    const name = recipient.name;
    const heard = await voiceOfCall(ctx.deps, event.callId, recipient.id, ctx.tx);
    const voice = heard.state === 'kept' ? { url: await listenUrlFor(ctx.deps, event.callId) } : heard.state === 'declined' ? { declined: true as const } : undefined;
    return mailsForFamily(
      ctx,
      members,
      isMoment ? 'moments' : 'stories',
      isMoment ? 'moment' : 'story',
      (member) => keepsakeMailContent({ memberName: member.name, recipientName: name, date, dashboardUrl: dashboard, story, voice }),
      { storyId: story.id, attachmentName: attachmentName(name, isoDate, story.kind) },
    );
  },
};

/** After the last unanswered attempt of the day. */
export const missedCallMail: EventRenderer<'missed-call'> = {
  render: async (ctx, event) => {
    const { call, recipient, timeZone } = await callWithRecipient(ctx.tx, event.callId);
    const members = await familyWanting(ctx.tx, recipient.subscriberId, 'alerts');
    const name = recipient.name;
    const when = formatWhen(call.dialedAt ?? call.dueAt, timeZone);
    const tries = call.attempt > 1 ? `${call.attempt} times` : 'once';
    return mailsForFamily(ctx, members, 'alerts', 'missed-call', (member) => ({
      subject: `We couldn't reach ${name} today`,
      preheader: `We tried ${tries}; the next call goes ahead as planned.`,
      heading: `We couldn't reach ${name}`,
      blocks: [
        { kind: 'paragraph', text: `Hello ${firstName(member.name)},` },
        { kind: 'paragraph', text: `We called ${name} ${tries}, last on ${when}, but nobody answered. This often just means ${firstName(name)} was out or busy.` },
        { kind: 'paragraph', text: `The next call goes ahead as planned. If you are worried, please give ${firstName(name)} a ring yourself.` },
        { kind: 'button', label: 'See the call schedule', url: `${ctx.deps.config.publicUrl}/dashboard/schedule` },
      ],
    }));
  },
};

/** A conversation cut off by a fault on our side (the process running it died with her line): what happened and when she is called back. */
export const callInterruptedMail: EventRenderer<'call-interrupted'> = {
  render: async (ctx, event) => {
    const { call, recipient, timeZone } = await callWithRecipient(ctx.tx, event.callId);
    const members = await familyWanting(ctx.tx, recipient.subscriberId, 'alerts');
    const name = recipient.name;
    const first = firstName(name);
    const when = formatWhen(call.answeredAt ?? call.dueAt, timeZone);
    const next = event.callBackAt
      ? `We will call ${first} back on ${formatWhen(new Date(event.callBackAt), timeZone)}.`
      : `There was no time left today within ${first}'s calling hours to call back, so the next call goes ahead as planned.`;
    return mailsForFamily(ctx, members, 'alerts', 'call-interrupted', (member) => ({
      subject: `Today's call with ${name} was cut off`,
      preheader: next,
      heading: `The call with ${name} was cut off`,
      blocks: [
        { kind: 'paragraph', text: `Hello ${firstName(member.name)},` },
        { kind: 'paragraph', text: `The call with ${name} that began on ${when} was cut off by a fault on our side, not by anything ${first} did. We're sorry.` },
        { kind: 'paragraph', text: next },
        { kind: 'button', label: 'See the call schedule', url: `${ctx.deps.config.publicUrl}/dashboard/schedule` },
      ],
    }));
  },
};

/** She rang Fondly back outside calling hours or beyond the plan's calls: the family may want to ring her. */
export const recipientCalledMail: EventRenderer<'recipient-called'> = {
  render: async (ctx, event) => {
    const { call, recipient, timeZone } = await callWithRecipient(ctx.tx, event.callId);
    const members = await familyWanting(ctx.tx, recipient.subscriberId, 'alerts');
    const name = recipient.name;
    const when = formatWhen(call.dialedAt ?? call.dueAt, timeZone);
    return mailsForFamily(ctx, members, 'alerts', 'recipient-called', (member) => ({
      subject: `${name} called Fondly`,
      preheader: `${firstName(name)} rang the Fondly number on ${when}; the companion could not talk just then.`,
      heading: `${name} called`,
      blocks: [
        { kind: 'paragraph', text: `Hello ${firstName(member.name)},` },
        { kind: 'paragraph', text: `${name} rang the Fondly number on ${when}. It was outside calling hours or beyond this month's calls, so the companion said it could not talk just then and that we would let you know.` },
        { kind: 'paragraph', text: `${firstName(name)} may simply have wanted a chat. If you can, please give ${firstName(name)} a ring.` },
        { kind: 'button', label: 'See the call schedule', url: `${ctx.deps.config.publicUrl}/dashboard/schedule` },
      ],
    }));
  },
};

/** Something said on a call sounded like trouble: the family hears at once (and so do the operators). */
export const distressAlertMail: EventRenderer<'distress-alert'> = {
  render: async (ctx, event) => {
    const { call, recipient, timeZone } = await callWithRecipient(ctx.tx, event.callId);
    const members = await familyWanting(ctx.tx, recipient.subscriberId, 'alerts');
    const name = recipient.name;
    const what = concernWords(event.category);
    const when = formatWhen(call.answeredAt ?? call.dueAt, timeZone);
    // Words she asked to keep private are never quoted; the concern still goes (decision 155).
    const words = eventWords(event, call);
    const blocks = (greeting: string): MailBlock[] => [
      { kind: 'paragraph', text: greeting },
      { kind: 'callout', text: `During today's call (${when}), ${name} said something that may mean ${what}.` },
      words === null ? { kind: 'paragraph', text: KEPT_PRIVATE_WORDS } : { kind: 'quote', text: words },
      { kind: 'paragraph', text: `Please check on ${firstName(name)} now: call ${objectOf(name, recipient.relationship)} at ${formatPhone(recipient.phone)} or ask someone nearby to look in. If you think ${firstName(name)} is in danger, call 911.` },
      { kind: 'paragraph', text: 'The companion is not a medical or emergency service; it listens and tells you straight away.' },
    ];
    const mails = mailsForFamily(ctx, members, 'alerts', 'distress-alert', (member) => ({
      subject: `Please check on ${name}`,
      preheader: `${name} said something on today's call that may mean ${what}.`,
      heading: `Please check on ${name}`,
      blocks: blocks(`Hello ${firstName(member.name)},`),
    }));
    // The operators see every alert too, so a family that does not read mail is not the only safety net.
    mails.push(
      accountMail(
        ctx,
        'distress-alert-operators',
        { name: 'Fondly support', email: ctx.deps.config.mail.supportEmail },
        { subject: `[Alert] ${name}: ${what}`, preheader: words ?? KEPT_PRIVATE_WORDS, heading: `Distress alert: ${name}`, blocks: [...blocks('Operators,'), { kind: 'paragraph', text: `Call ${call.id}, recipient ${recipient.id}, ${members.length} family member(s) alerted.` }] },
        'Operator copy of a family alert.',
      ),
    );
    return mails;
  },
};

/** The recipient asked not to be called any more: calls are paused and the family is told why. */
export const optOutMail: EventRenderer<'opt-out'> = {
  render: async (ctx, event) => {
    const { recipient } = await callWithRecipient(ctx.tx, event.callId);
    const members = await familyWanting(ctx.tx, recipient.subscriberId, 'alerts');
    const name = recipient.name;
    return mailsForFamily(ctx, members, 'alerts', 'opt-out', (member) => ({
      subject: `${name} asked us to stop calling`,
      preheader: 'We have paused the calls until you and they decide otherwise.',
      heading: `${name} asked us to stop calling`,
      blocks: [
        { kind: 'paragraph', text: `Hello ${firstName(member.name)},` },
        { kind: 'paragraph', text: `On today's call ${name} told the companion:` },
        { kind: 'quote', text: event.utterance },
        { kind: 'paragraph', text: `We respect that, so we have paused all calls to ${firstName(name)}. Nothing more will be placed until the schedule is resumed from your dashboard, ideally after a chat with ${firstName(name)}.` },
        { kind: 'button', label: 'Open the dashboard', url: `${ctx.deps.config.publicUrl}/dashboard` },
      ],
    }));
  },
};

/** Early in the new year: last year's stories of one loved one as a book, to everyone who wants stories. */
export const storyBookMail: EventRenderer<'story-book'> = {
  prepare: async (deps, event) => {
    await ensureBookPdf(deps, event.bookId);
  },
  render: async (ctx, event) => {
    const [row] = await ctx.tx
      .select({ book: storyBooks, name: recipients.name })
      .from(storyBooks)
      .innerJoin(recipients, eq(recipients.id, storyBooks.recipientId))
      .where(eq(storyBooks.id, event.bookId));
    if (!row?.book.pdf) throw new NothingToSend(`book ${event.bookId} has nothing in it`);
    const { book, name } = row;
    const members = await familyWanting(ctx.tx, book.subscriberId, 'stories');
    const count = book.storyCount === 1 ? 'one story' : `${book.storyCount} stories`;
    return mailsForFamily(
      ctx,
      members,
      'stories',
      'story-book',
      (member) => ({
        subject: `${name}'s stories of ${book.year}, in one book`,
        preheader: `${count} in ${firstName(name)}'s own words, ready to print.`,
        heading: `The Stories of ${name}, ${book.year}`,
        blocks: [
          { kind: 'paragraph', text: `Hello ${firstName(member.name)},` },
          { kind: 'paragraph', text: `In ${book.year} ${name} told ${count} on their Fondly calls. We gathered them into one book, in chapters by topic, ready to print (6 × 9 inches, as print shops take it) and keep. It is attached.` },
          { kind: 'paragraph', text: 'In the Story Library you can put the chapters in another order, leave stories out and make a new copy at any time.' },
          { kind: 'button', label: 'Open the Story Library', url: `${ctx.deps.config.publicUrl}/dashboard/stories` },
        ],
      }),
      { bookId: book.id, attachmentName: attachmentName(`the-stories-of-${name}`, String(book.year), 'book') },
    );
  },
};
