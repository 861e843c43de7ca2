import { count, desc, eq, sql } from 'drizzle-orm';
import type { FeedbackItem, FeedbackList } from '@fondly/contract/feedback';
import { feedbackSchema } from '@fondly/contract/feedback';
import type { DbOrTx } from '../db/client.js';
import { calls, feedback, recipients } from '../db/schema/index.js';
import type { z } from 'zod';

type ValidFeedback = z.output<typeof feedbackSchema>;

export async function recordFeedback(db: DbOrTx, input: ValidFeedback): Promise<{ id: string }> {
  const [row] = await db
    .insert(feedback)
    .values({
      callId: input.callId ?? null,
      rating: input.rating,
      comment: input.comment,
      recommend: input.recommend,
      recommendReason: input.recommendReason,
      submittedAt: input.timestamp ? new Date(input.timestamp) : null,
    })
    .returning({ id: feedback.id });
  return { id: row!.id };
}

/** The newest answers with the called person's name when the call still exists, and totals over all. */
export async function listFeedback(db: DbOrTx, limit = 200): Promise<FeedbackList> {
  const rows = await db
    .select({ row: feedback, recipientName: recipients.name })
    .from(feedback)
    .leftJoin(calls, eq(calls.id, feedback.callId))
    .leftJoin(recipients, eq(recipients.id, calls.recipientId))
    .orderBy(desc(feedback.createdAt))
    .limit(limit);
  const perRating = await db.select({ rating: feedback.rating, n: count() }).from(feedback).groupBy(feedback.rating);
  const [agg] = await db
    .select({
      n: count(),
      average: sql<string | null>`avg(${feedback.rating})`,
      recommending: sql<string>`count(*) filter (where ${feedback.recommend})`,
    })
    .from(feedback);
  const total = Number(agg?.n ?? 0);
  const ratings = [1, 2, 3, 4, 5].map((r) => Number(perRating.find((p) => p.rating === r)?.n ?? 0));
  const items: FeedbackItem[] = rows.map(({ row, recipientName }) => ({
    id: row.id,
    callId: row.callId,
    recipientName: recipientName ?? null,
    rating: row.rating,
    comment: row.comment,
    recommend: row.recommend,
    recommendReason: row.recommendReason,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
  return {
    items,
    totals: {
      count: total,
      averageRating: total > 0 && agg?.average != null ? Math.round(Number(agg.average) * 100) / 100 : null,
      recommendShare: total > 0 ? Number(agg?.recommending ?? 0) / total : null,
      ratings,
    },
  };
}
