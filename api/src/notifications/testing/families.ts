import { randomBytes } from 'node:crypto';
import type { Database, DbOrTx } from '../../db/client.js';
import { calls, familyMembers, recipients, schedules, subscribers, subscriptions, type CallFlag, type TranscriptLine } from '../../db/schema/index.js';
import { enqueueNotification } from '../events.js';

let n = 0;
const unique = (tag: string) => `${tag}.${Date.now().toString(36)}.${++n}@example.com`;

export interface FamilyOptions {
  recipientName?: string;
  agentType?: 'loneliness' | 'stories';
  timeZone?: string;
  /** Everyone besides the owner, with their preferences. */
  others?: Array<{ name: string; moments?: boolean; stories?: boolean; alerts?: boolean }>;
  ownerPrefs?: { moments?: boolean; stories?: boolean; alerts?: boolean };
  /** A running plan (by id or alias); none by default, Premium when there are `others`. Urgent alerts by text and call, and mails to others, need Premium's (decisions 177, 172). */
  plan?: string;
}

/** A subscriber, their owner family member, a recipient with a schedule and other family members. */
export async function createFamily(db: DbOrTx, opts: FamilyOptions = {}) {
  const [subscriber] = await db.insert(subscribers).values({ name: 'Dana Rivera', email: unique('dana'), emailConfirmedAt: new Date() }).returning();
  const [recipient] = await db
    .insert(recipients)
    .values({
      subscriberId: subscriber!.id,
      name: opts.recipientName ?? 'Rosa Rivera',
      phone: '+12125550123',
      agentType: opts.agentType ?? 'loneliness',
    })
    .returning();
  await db.insert(schedules).values({ recipientId: recipient!.id, timeZone: opts.timeZone ?? 'America/Chicago' });
  // More family members come with Premium (decisions 166, 172): a family with others is on Premium unless the test says otherwise.
  const plan = opts.plan ?? (opts.others?.length ? 'premium' : undefined);
  if (plan) await db.insert(subscriptions).values({ subscriberId: subscriber!.id, plan, status: 'active', currentPeriodEnd: new Date(Date.now() + 25 * 86_400_000) });
  const member = (name: string, email: string, isOwner: boolean, p: { moments?: boolean; stories?: boolean; alerts?: boolean } = {}) => ({
    subscriberId: subscriber!.id,
    name,
    email,
    isOwner,
    receivesMoments: p.moments ?? true,
    receivesStories: p.stories ?? true,
    receivesAlerts: p.alerts ?? true,
    unsubscribeToken: randomBytes(24).toString('base64url'),
  });
  const members = await db
    .insert(familyMembers)
    .values([
      member(subscriber!.name, subscriber!.email, true, opts.ownerPrefs),
      ...(opts.others ?? []).map((o) => member(o.name, unique(o.name.split(' ')[0]!.toLowerCase()), false, o)),
    ])
    .returning();
  return { subscriber: subscriber!, recipient: recipient!, members, owner: members[0]! };
}

/**
 * A completed call and its call-summary event, written in one transaction exactly as the
 * call engine does when a call ends (api/src/calls/lifecycle/state-machine.ts).
 */
export async function completeCall(
  db: Database,
  recipientId: string,
  opts: { kind?: 'loneliness' | 'stories'; transcript: TranscriptLine[]; endedAt?: Date; flags?: CallFlag[]; origin?: 'test' | 'planner'; beforeEvent?: (tx: DbOrTx, callId: string) => Promise<void> },
) {
  const endedAt = opts.endedAt ?? new Date();
  const first = opts.transcript[0] ? new Date(opts.transcript[0].at) : new Date(endedAt.getTime() - 15 * 60_000);
  return db.transaction(async (tx) => {
    const [call] = await tx
      .insert(calls)
      .values({
        recipientId,
        kind: opts.kind ?? 'loneliness',
        state: 'completed',
        dueAt: first,
        dialedAt: first,
        answeredAt: first,
        endedAt,
        durationSeconds: Math.round((endedAt.getTime() - first.getTime()) / 1000),
        transcript: opts.transcript,
        flags: opts.flags ?? [],
        origin: opts.origin ?? 'test',
      })
      .returning();
    // What the call engine writes before the call's end (her recording, with her consent).
    await opts.beforeEvent?.(tx, call!.id);
    const eventId = await enqueueNotification(tx, { type: 'call-summary', callId: call!.id });
    return { call: call!, eventId };
  });
}

/** A call row on its own (for alert events that point at a call). */
export async function answeredCall(db: DbOrTx, recipientId: string, transcript: TranscriptLine[] = []) {
  const now = new Date();
  const [call] = await db
    .insert(calls)
    .values({ recipientId, state: 'in_progress', dueAt: now, dialedAt: now, answeredAt: now, transcript, origin: 'test' })
    .returning();
  return call!;
}
