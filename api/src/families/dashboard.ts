import { and, eq, gte, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { calls, recipients, stories } from '../db/schema/index.js';
import type { ActivityWeek, Dashboard } from '@fondly/contract/account';
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

/** Completed and missed calls per week, and the average mood heard, for the last weeks. */
export async function weeklyActivity(db: DbOrTx, subscriberId: string, now: Date, weeks = ACTIVITY_WEEKS): Promise<ActivityWeek[]> {
  const firstWeek = weekStartUtc(now.getTime()) - (weeks - 1) * 7 * 86_400_000;
  const own = await db.select({ id: recipients.id }).from(recipients).where(eq(recipients.subscriberId, subscriberId));
  const buckets = Array.from({ length: weeks }, (_, i) => ({
    weekStart: firstWeek + i * 7 * 86_400_000,
    completedCalls: 0,
    missedCalls: 0,
    moods: [] as number[],
    alerts: 0,
  }));
  if (own.length) {
    const rows = await db
      .select({ state: calls.state, dueAt: calls.dueAt, endedAt: calls.endedAt, flags: calls.flags, wellness: stories.wellness })
      .from(calls)
      .leftJoin(stories, eq(stories.callId, calls.id))
      .where(
        and(
          inArray(calls.recipientId, own.map((r) => r.id)),
          gte(calls.dueAt, new Date(firstWeek)),
          ne(calls.origin, 'test'),
        ),
      );
    for (const row of rows) {
      const at = (row.endedAt ?? row.dueAt).getTime();
      const bucket = buckets[Math.floor((weekStartUtc(at) - firstWeek) / (7 * 86_400_000))];
      if (!bucket) continue;
      if (row.state === 'completed') bucket.completedCalls++;
      else if (MISSED.has(row.state)) bucket.missedCalls++;
      // A call with an urgent alert (a fall, fear) is a low one, never averaged into a bright week.
      if (urgentFlags(row.flags).length) {
        bucket.alerts++;
        continue;
      }
      const mood = moodScore(row.wellness?.mood);
      if (mood !== null) bucket.moods.push(mood);
    }
  }
  return buckets.map((b) => ({
    weekStart: new Date(b.weekStart).toISOString().slice(0, 10),
    completedCalls: b.completedCalls,
    missedCalls: b.missedCalls,
    averageMood: weekMood(b.moods, b.alerts),
    alerts: b.alerts,
  }));
}

/** Everything the dashboard's first paint needs, in one answer. */
export async function loadDashboard(db: DbOrTx, subscriberId: string, now: Date): Promise<Dashboard> {
  const [account, recipientList, activity] = await Promise.all([
    getAccount(db, subscriberId),
    listRecipients(db, subscriberId, now),
    weeklyActivity(db, subscriberId, now),
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
    totals: { completedCalls: done.length, minutesTalked: Math.round(done.reduce((a, c) => a + (c.seconds ?? 0), 0) / 60) },
  };
}
