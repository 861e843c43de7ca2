import { and, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { alertResolutions, calls, familyMembers, outboxMails, recipients, schedules, subscribers, supportRequests } from '../db/schema/index.js';
import type { FamilyDetail, FamilyMatch } from '@fondly/contract/operator-families';
import { currentSubscription, currentSubscriptions } from '../payments/index.js';
import { getPlan } from '../plans/index.js';
import { notFound } from '../lib/errors.js';
import { accountCore } from './account.js';
import { listOwnSupportRequests } from './support.js';

const MATCHES = 20;
/** A query with this many digits is read as (part of) a phone number. */
const PHONE_DIGITS = 4;

/** `%text%` for ILIKE, with the query's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The operators' family search: the subscriber's name or email, a recipient's name, any family
 * member's email, or (four digits or more) a recipient's phone number however it is typed.
 * Deleted accounts are not found.
 */
export async function searchFamilies(db: DbOrTx, query: string): Promise<FamilyMatch[]> {
  const digits = query.replace(/\D/g, '');
  const text = containing(query.trim());
  const byPhone = digits.length >= PHONE_DIGITS ? sql`${recipients.phone} like ${containing(digits)}` : sql`false`;
  const found = await db
    .selectDistinct({ id: subscribers.id, createdAt: subscribers.createdAt })
    .from(subscribers)
    .leftJoin(recipients, eq(recipients.subscriberId, subscribers.id))
    .leftJoin(familyMembers, eq(familyMembers.subscriberId, subscribers.id))
    .where(
      and(
        isNull(subscribers.deletedAt),
        or(ilike(subscribers.name, text), ilike(subscribers.email, text), ilike(recipients.name, text), ilike(familyMembers.email, text), byPhone),
      ),
    )
    .orderBy(desc(subscribers.createdAt))
    .limit(MATCHES);
  const ids = found.map((f) => f.id);
  if (!ids.length) return [];
  const [accounts, people, plans] = await Promise.all([
    db.select().from(subscribers).where(inArray(subscribers.id, ids)),
    db.select({ subscriberId: recipients.subscriberId, name: recipients.name, phone: recipients.phone }).from(recipients).where(inArray(recipients.subscriberId, ids)),
    currentSubscriptions(db, ids),
  ]);
  const byId = new Map(accounts.map((a) => [a.id, a]));
  return ids.map((id) => {
    const account = byId.get(id)!;
    const sub = plans.get(id);
    return {
      id,
      name: account.name,
      email: account.email,
      createdAt: account.createdAt.toISOString(),
      planName: sub ? planName(sub.plan) : null,
      recipients: people.filter((p) => p.subscriberId === id).map((p) => ({ name: p.name, phone: p.phone })),
    };
  });
}

function planName(id: string): string {
  try {
    return getPlan(id).name;
  } catch {
    return id;
  }
}

/** One family for an operator: its plan, people, calls (every state counted), alerts, mails and support requests. */
export async function familyDetail(db: DbOrTx, subscriberId: string): Promise<FamilyDetail> {
  const [account] = await db.select().from(subscribers).where(and(eq(subscribers.id, subscriberId), isNull(subscribers.deletedAt))).limit(1);
  if (!account) throw notFound('This family could not be found.');
  const people = await db
    .select({ id: recipients.id, name: recipients.name, phone: recipients.phone, timeZone: schedules.timeZone, pausedAt: schedules.pausedAt })
    .from(recipients)
    .leftJoin(schedules, eq(schedules.recipientId, recipients.id))
    .where(eq(recipients.subscriberId, subscriberId));
  const own = sql`${calls.recipientId} in (select ${recipients.id} from ${recipients} where ${recipients.subscriberId} = ${subscriberId})`;
  const [members, counts, recent, alerts, mails, requests, subscription] = await Promise.all([
    db.select().from(familyMembers).where(eq(familyMembers.subscriberId, subscriberId)),
    db.select({ state: calls.state, n: sql<number>`count(*)::int` }).from(calls).where(own).groupBy(calls.state),
    db.select({ call: calls, name: recipients.name }).from(calls).innerJoin(recipients, eq(recipients.id, calls.recipientId)).where(own).orderBy(desc(calls.dueAt)).limit(50),
    db
      .select({ callId: calls.id, name: recipients.name, at: calls.dueAt, resolvedAt: alertResolutions.resolvedAt })
      .from(calls)
      .innerJoin(recipients, eq(recipients.id, calls.recipientId))
      .leftJoin(alertResolutions, eq(alertResolutions.callId, calls.id))
      .where(and(own, sql`${calls.flags} @> '[{"kind":"distress"}]'::jsonb`))
      .orderBy(desc(calls.dueAt))
      .limit(50),
    db.select().from(outboxMails).where(eq(outboxMails.subscriberId, subscriberId)).orderBy(desc(outboxMails.createdAt)).limit(50),
    listOwnSupportRequests(db, subscriberId),
    currentSubscription(db, subscriberId),
  ]);
  return {
    ...accountCore(account, subscription),
    recipients: people.map((p) => ({ id: p.id, name: p.name, phone: p.phone, timeZone: p.timeZone, paused: p.pausedAt !== null })),
    members: members.map((m) => ({ name: m.name, email: m.email, isOwner: m.isOwner, receivesAlerts: m.receivesAlerts })),
    callCounts: Object.fromEntries(counts.map((c) => [c.state, Number(c.n)])),
    calls: recent.map(({ call, name }) => ({
      id: call.id,
      recipientName: name,
      state: call.state,
      origin: call.origin,
      dueAt: call.dueAt.toISOString(),
      endedAt: call.endedAt?.toISOString() ?? null,
      failureReason: call.failureReason,
      flags: [...new Set(call.flags.map((f) => f.kind))],
    })),
    alerts: alerts.map((a) => ({ callId: a.callId, recipientName: a.name, at: a.at.toISOString(), resolved: a.resolvedAt !== null })),
    mails: mails.map((m) => ({ id: m.id, template: m.template, toEmail: m.toEmail, subject: m.subject, status: m.status, createdAt: m.createdAt.toISOString() })),
    supportRequests: requests,
  };
}
