import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { DbOrTx } from '../db/client.js';
import { calls, lonelinessMeasures, recipients, schedules, stories } from '../db/schema/index.js';
import {
  LONELINESS_BANDS,
  LONELINESS_SCORE_MIN,
  lonelinessNeedsHelp,
  type LonelinessDistribution,
  type LonelinessSettingInput,
  type LonelinessTrend,
  type LonelinessTrends,
} from '@fondly/contract/loneliness';
import { urgentFlags } from '../calls/lifecycle/after-alert.js';
import { monthIn } from '../calls/pipeline/loneliness/when-to-ask.js';
import { notFound } from '../lib/errors.js';
import { moodScore, weekMood } from './mood.js';
import { RECIPIENT_NOT_FOUND } from './recipients.js';

// Loneliness measured (decision 156): the family's trend beside calls and mood, their setting,
// and the operators' anonymous view across everyone.

const DEFAULT_ZONE = 'America/New_York';

/** Every month from `first` to `last` ('YYYY-MM'), in order. */
function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  let at = DateTime.fromFormat(first, 'yyyy-MM', { zone: 'UTC' });
  const end = DateTime.fromFormat(last, 'yyyy-MM', { zone: 'UTC' });
  while (at <= end && out.length < 240) {
    out.push(at.toFormat('yyyy-MM'));
    at = at.plus({ months: 1 });
  }
  return out;
}

/** One loved one's trend: her measures, and month by month since her first call the calls made, the mood heard and the score. */
async function trendOf(db: DbOrTx, her: { id: string; name: string; lonelinessCheck: boolean; timeZone: string | null }, now: Date): Promise<LonelinessTrend> {
  const zone = her.timeZone ?? DEFAULT_ZONE;
  const measures = await db.select().from(lonelinessMeasures).where(eq(lonelinessMeasures.recipientId, her.id)).orderBy(asc(lonelinessMeasures.askedAt));
  const made = await db
    .select({ endedAt: calls.endedAt, dueAt: calls.dueAt, flags: calls.flags, wellness: stories.wellness })
    .from(calls)
    .leftJoin(stories, eq(stories.callId, calls.id))
    .where(and(eq(calls.recipientId, her.id), eq(calls.state, 'completed'), ne(calls.origin, 'test')))
    .orderBy(asc(calls.dueAt));
  const byMonth = new Map<string, { completedCalls: number; moods: number[]; alerts: number }>();
  for (const call of made) {
    const month = monthIn(zone, call.endedAt ?? call.dueAt);
    const m = byMonth.get(month) ?? { completedCalls: 0, moods: [], alerts: 0 };
    m.completedCalls++;
    // A call with an urgent alert is a low one, as on the weekly chart.
    if (urgentFlags(call.flags).length) m.alerts++;
    else {
      const mood = moodScore(call.wellness?.mood);
      if (mood !== null) m.moods.push(mood);
    }
    byMonth.set(month, m);
  }
  const scoreIn = new Map(measures.filter((m) => m.total !== null).map((m) => [m.month, m.total!]));
  const firstMonth = [made[0] ? monthIn(zone, made[0].endedAt ?? made[0].dueAt) : null, measures[0]?.month ?? null].filter((m): m is string => !!m).sort()[0];
  const months = firstMonth
    ? monthsBetween(firstMonth, monthIn(zone, now)).map((month) => {
        const m = byMonth.get(month);
        return { month, completedCalls: m?.completedCalls ?? 0, averageMood: m ? weekMood(m.moods, m.alerts) : null, score: scoreIn.get(month) ?? null };
      })
    : [];
  const scores = measures.filter((m) => m.total !== null).map((m) => m.total!);
  return {
    recipientId: her.id,
    name: her.name,
    enabled: her.lonelinessCheck,
    measures: measures.map((m) => ({ month: m.month, askedAt: m.askedAt.toISOString(), status: m.status, total: m.total })),
    months,
    baseline: scores[0] ?? null,
    latest: scores.at(-1) ?? null,
    showHelp: lonelinessNeedsHelp(scores),
  };
}

const herRows = (db: DbOrTx) =>
  db
    .select({ id: recipients.id, name: recipients.name, lonelinessCheck: recipients.lonelinessCheck, timeZone: schedules.timeZone, subscriberId: recipients.subscriberId })
    .from(recipients)
    .leftJoin(schedules, eq(schedules.recipientId, recipients.id));

/** The signed-in family's loved ones, each with her loneliness trend. */
export async function lonelinessTrends(db: DbOrTx, subscriberId: string, now: Date): Promise<LonelinessTrends> {
  const hers = await herRows(db).where(eq(recipients.subscriberId, subscriberId)).orderBy(asc(recipients.createdAt));
  return { recipients: await Promise.all(hers.map((her) => trendOf(db, her, now))) };
}

/** The family turns the loneliness questions on or off for one loved one (theirs only). */
export async function setLonelinessCheck(db: DbOrTx, subscriberId: string, recipientId: string, input: LonelinessSettingInput, now: Date): Promise<LonelinessTrend> {
  const [updated] = await db
    .update(recipients)
    .set({ lonelinessCheck: input.enabled, updatedAt: now })
    .where(and(eq(recipients.id, recipientId), eq(recipients.subscriberId, subscriberId)))
    .returning({ id: recipients.id });
  if (!updated) throw notFound(RECIPIENT_NOT_FOUND);
  const [her] = await herRows(db).where(eq(recipients.id, recipientId));
  return trendOf(db, her!, now);
}

/**
 * The operators' view: month by month across every recipient, how many scored in each band and
 * each score, and how many measures were partial or declined. Counts only, never a name or an id.
 */
export async function lonelinessDistribution(db: DbOrTx): Promise<LonelinessDistribution> {
  const rows = await db.select({ month: lonelinessMeasures.month, status: lonelinessMeasures.status, total: lonelinessMeasures.total }).from(lonelinessMeasures);
  const months = new Map<string, LonelinessDistribution['months'][number]>();
  for (const row of rows) {
    const m = months.get(row.month) ?? { month: row.month, bands: { low: 0, some: 0, high: 0 }, scores: [0, 0, 0, 0, 0, 0, 0], partial: 0, declined: 0 };
    if (row.status === 'partial') m.partial++;
    else if (row.status === 'declined') m.declined++;
    else if (row.total !== null) {
      m.scores[row.total - LONELINESS_SCORE_MIN]!++;
      const band = LONELINESS_BANDS.find((b) => row.total! >= b.from && row.total! <= b.to)!;
      m.bands[band.key]++;
    }
    months.set(row.month, m);
  }
  return { months: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)) };
}

/** Her measures for a list of loved ones (the family's data export). */
export async function lonelinessMeasuresOf(db: DbOrTx, recipientIds: string[]) {
  if (!recipientIds.length) return [];
  return db.select().from(lonelinessMeasures).where(inArray(lonelinessMeasures.recipientId, recipientIds)).orderBy(asc(lonelinessMeasures.askedAt));
}
