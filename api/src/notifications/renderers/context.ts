import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { calls, familyMembers, recipients, schedules, subscribers } from '../../db/schema/index.js';
import type { NewMail } from '../../mail/index.js';
import { renderMail, type MailContent } from '../../mail/index.js';
import { findCallWithRecipient } from '../../calls/lifecycle/lookups.js';
import { hasPremiumFeatures } from '../../payments/index.js';
import type { NotificationEvent, NotificationType } from '../events.js';
import { DEFAULT_TIME_ZONE, formatZonedDateTime } from '@fondly/contract/onboarding';

/** What a renderer gets: a transaction to read in, the event's id for idempotency keys, config and clock. */
export interface RenderContext {
  tx: DbOrTx;
  deps: AppDeps;
  eventId: number;
  now: Date;
}

export type EventOf<T extends NotificationType> = Extract<NotificationEvent, { type: T }>;

export interface EventRenderer<T extends NotificationType> {
  /** Slow work done outside the transaction and safe to repeat (the summary and its PDF). */
  prepare?: (deps: AppDeps, event: EventOf<T>) => Promise<void>;
  /** The mails this event means, one per person. */
  render: (ctx: RenderContext, event: EventOf<T>) => Promise<Omit<NewMail, 'eventId' | 'priority'>[]>;
}

/** The data an event refers to is gone (a deleted account, a bad id): nothing to send, ever. */
export class NothingToSend extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NothingToSend';
  }
}

export type FamilyList = 'moments' | 'stories' | 'alerts';
export type FamilyMember = typeof familyMembers.$inferSelect;

/**
 * Family members of a live account who want this kind of mail. More family members are
 * Premium's (decision 166): on a plan without Premium's features only the account holder is
 * mailed, and anyone kept on the list from Premium gets nothing until Premium again (decision 172).
 */
export async function familyWanting(tx: DbOrTx, subscriberId: string, list: FamilyList): Promise<FamilyMember[]> {
  const members = await membersWanting(tx, subscriberId, list);
  if (members.every((m) => m.isOwner) || (await hasPremiumFeatures(tx, subscriberId))) return members;
  return members.filter((m) => m.isOwner);
}

async function membersWanting(tx: DbOrTx, subscriberId: string, list: FamilyList): Promise<FamilyMember[]> {
  const wants = { moments: familyMembers.receivesMoments, stories: familyMembers.receivesStories, alerts: familyMembers.receivesAlerts }[list];
  const rows = await tx
    .select({ member: familyMembers })
    .from(familyMembers)
    .innerJoin(subscribers, eq(subscribers.id, familyMembers.subscriberId))
    .where(and(eq(familyMembers.subscriberId, subscriberId), eq(wants, true), eq(familyMembers.awaitingConfirmation, false), isNull(subscribers.deletedAt)))
    .orderBy(familyMembers.createdAt);
  return rows.map((r) => r.member);
}

/** The account owner as a mail recipient, or null when the account was deleted. */
export async function accountOwner(tx: DbOrTx, subscriberId: string) {
  const [row] = await tx
    .select({ id: subscribers.id, name: subscribers.name, email: subscribers.email, emailConfirmedAt: subscribers.emailConfirmedAt })
    .from(subscribers)
    .where(and(eq(subscribers.id, subscriberId), isNull(subscribers.deletedAt)));
  return row ?? null;
}

/** A call with the person it was for and their time zone. */
export async function callWithRecipient(tx: DbOrTx, callId: string) {
  const row = await findCallWithRecipient(tx, callId);
  if (!row) throw new NothingToSend(`call ${callId} does not exist`);
  return row;
}

export function unsubscribeUrl(deps: AppDeps, member: FamilyMember, list: FamilyList | 'all'): string {
  return `${deps.config.publicUrl}/api/unsubscribe/${encodeURIComponent(member.unsubscribeToken)}?list=${list}`;
}

/** RFC 8058 one-click unsubscribe: mail apps show an Unsubscribe button that POSTs to it. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export const LIST_REASON: Record<FamilyList, string> = {
  moments: 'You get this because you are on the family list for Fondly Moments.',
  stories: 'You get this because you are on the family list for Fondly stories.',
  alerts: 'You get this because you are on the family list for Fondly alerts.',
};

/** One mail per family member, each with their own unsubscribe link. */
export function mailsForFamily(
  ctx: RenderContext,
  members: FamilyMember[],
  list: FamilyList,
  template: string,
  content: (member: FamilyMember) => Omit<MailContent, 'footer'>,
  extra: Partial<NewMail> = {},
): Omit<NewMail, 'eventId' | 'priority'>[] {
  return members.map((member) => {
    const url = unsubscribeUrl(ctx.deps, member, list);
    const mail = renderMail({ ...content(member), footer: { reason: LIST_REASON[list], unsubscribeUrl: url } });
    return {
      idempotencyKey: `event:${ctx.eventId}:member:${member.id}`,
      template,
      to: { name: member.name, email: member.email },
      subscriberId: member.subscriberId,
      familyMemberId: member.id,
      ...mail,
      headers: unsubscribeHeaders(url),
      ...extra,
    };
  });
}

/** Account mail (sign-in links, billing): to one address, no list to leave. */
export function accountMail(
  ctx: RenderContext,
  template: string,
  to: { name: string; email: string; subscriberId?: string | null },
  content: Omit<MailContent, 'footer'>,
  reason = 'You get this because you have a Fondly account.',
): Omit<NewMail, 'eventId' | 'priority'> {
  return {
    idempotencyKey: `event:${ctx.eventId}:to:${to.email.toLowerCase()}`,
    template,
    to: { name: to.name, email: to.email },
    subscriberId: to.subscriberId ?? null,
    ...renderMail({ ...content, footer: { reason, unsubscribeUrl: null } }),
  };
}

/** "Saturday, November 21 at 3:05 PM ET": in the recipient's zone, written as on the dashboard (decision 129). */
export function formatWhen(date: Date, timeZone: string | null | undefined): string {
  try {
    return formatZonedDateTime(date, timeZone ?? DEFAULT_TIME_ZONE);
  } catch {
    return formatZonedDateTime(date, DEFAULT_TIME_ZONE);
  }
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
