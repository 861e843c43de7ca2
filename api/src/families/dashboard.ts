import { and, eq, gte, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { calls, recipients, stories } from '../db/schema/index.js';
import type { ActivityWeek, Dashboard, PersonActivity } from '@fondly/contract/account';
import { getAccount } from './account.js';
import { moodScore, weekMood } from './mood.js';
import { urgentFlags } from '../calls/lifecycle/after-alert.js';
import { listRecipients } from './recipients.js';

/** How many weeks the dashboard's chart shows. */
export const ACTIVITY_WEEKS = 8;
const MISSED = new Set(['no_answer', 'busy', 'voicemail', 'failed']);

/** Monday 00:00 UTC of the week holding `ms`. */
function weekStartUtc(ms: number): number {
  const d = new Date(ms);
  const day = (d.getUTCDay() + 6) % 7;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day);
}

type Bucket = { weekStart: number; completedCalls: number; missedCalls: number; moods: number[]; alerts: number };
type ActivityRow = { recipientId: string; state: string; dueAt: Date; endedAt: Date | null; flags: Parameters<typeof urgentFlags>[0]; wellness: { mood?: string | null } | null };

/** Empty weeks from `firstWeek` on. */
const emptyBuckets = (firstWeek: number, weeks: number): Bucket[] =>
  Array.from({ length: weeks }, (_, i) => ({ weekStart: firstWeek + i * 7 * 86_400_000, completedCalls: 0, missedCalls: 0, moods: [], alerts: 0 }));

function addToBuckets(buckets: Bucket[], firstWeek: number, row: ActivityRow) {
  const at = (row.endedAt ?? row.dueAt).getTime();
  const bucket = buckets[Math.floor((weekStartUtc(at) - firstWeek) / (7 * 86_400_000))];
  if (!bucket) return;
  if (row.state === 'completed') bucket.completedCalls++;
  else if (MISSED.has(row.state)) bucket.missedCalls++;
  // A call with an urgent alert (a fall, fear) is a low one, never averaged into a bright week.
  if (urgentFlags(row.flags).length) {
    bucket.alerts++;
    return;
  }
  const mood = moodScore(row.wellness?.mood);
  if (mood !== null) bucket.moods.push(mood);
}

const weeksOf = (buckets: Bucket[]): ActivityWeek[] =>
  buckets.map((b) => ({
    weekStart: new Date(b.weekStart).toISOString().slice(0, 10),
    completedCalls: b.completedCalls,
    missedCalls: b.missedCalls,
    averageMood: weekMood(b.moods, b.alerts),
    alerts: b.alerts,
  }));

async function activityRows(db: DbOrTx, recipientIds: string[], since: number): Promise<ActivityRow[]> {
  if (!recipientIds.length) return [];
  return db
    .select({ recipientId: calls.recipientId, state: calls.state, dueAt: calls.dueAt, endedAt: calls.endedAt, flags: calls.flags, wellness: stories.wellness })
    .from(calls)
    .leftJoin(stories, eq(stories.callId, calls.id))
    .where(and(inArray(calls.recipientId, recipientIds), gte(calls.dueAt, new Date(since)), ne(calls.origin, 'test')));
}

/** Completed and missed calls per week, and the average mood heard, for the last weeks. */
export async function weeklyActivity(db: DbOrTx, subscriberId: string, now: Date, weeks = ACTIVITY_WEEKS): Promise<ActivityWeek[]> {
  const firstWeek = weekStartUtc(now.getTime()) - (weeks - 1) * 7 * 86_400_000;
  const own = await db.select({ id: recipients.id }).from(recipients).where(eq(recipients.subscriberId, subscriberId));
  const buckets = emptyBuckets(firstWeek, weeks);
  for (const row of await activityRows(db, own.map((r) => r.id), firstWeek)) addToBuckets(buckets, firstWeek, row);
  return weeksOf(buckets);
}

/**
 * The same weeks for each person called, named: two people's moods are never one line (a tester
 * read two recipients mixed in one chart). Weeks before she was added (and before any call of
 * hers) are left out, so a new family does not see eight empty weeks they were not here for.
 */
export async function activityByPerson(db: DbOrTx, subscriberId: string, now: Date, weeks = ACTIVITY_WEEKS): Promise<PersonActivity[]> {
  const firstWeek = weekStartUtc(now.getTime()) - (weeks - 1) * 7 * 86_400_000;
  const own = await db
    .select({ id: recipients.id, name: recipients.name, createdAt: recipients.createdAt })
    .from(recipients)
    .where(eq(recipients.subscriberId, subscriberId))
    .orderBy(recipients.createdAt);
  const rows = await activityRows(db, own.map((r) => r.id), firstWeek);
  return own.map((r) => {
    const buckets = emptyBuckets(firstWeek, weeks);
    let earliest = r.createdAt.getTime();
    for (const row of rows) {
      if (row.recipientId !== r.id) continue;
      addToBuckets(buckets, firstWeek, row);
      earliest = Math.min(earliest, (row.endedAt ?? row.dueAt).getTime());
    }
    const from = weekStartUtc(earliest);
    return { recipientId: r.id, name: r.name, weeks: weeksOf(buckets.filter((b) => b.weekStart >= from)) };
  });
}

/** Everything the dashboard's first paint needs, in one answer. */
export async function loadDashboard(db: DbOrTx, subscriberId: string, now: Date): Promise<Dashboard> {
  const [account, recipientList, activity, people] = await Promise.all([
    getAccount(db, subscriberId),
    listRecipients(db, subscriberId, now),
    weeklyActivity(db, subscriberId, now),
    activityByPerson(db, subscriberId, now),
  ]);
  const ids = recipientList.map((r) => r.id);
  const done = ids.length
    ? await db
        .select({ seconds: calls.durationSeconds })
        .from(calls)
        .where(and(inArray(calls.recipientId, ids), eq(calls.state, 'completed'), ne(calls.origin, 'test')))
    : [];
  return {
    account,
    recipients: recipientList,
    activity,
    activityByPerson: people,
    totals: { completedCalls: done.length, minutesTalked: Math.round(done.reduce((a, c) => a + (c.seconds ?? 0), 0) / 60) },
  };
}
