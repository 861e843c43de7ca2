import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import { stories, storyBooks, subscribers } from '../db/schema/index.js';
import { startWakeableLoop } from '../lib/wakeable-loop.js';
import { enqueueNotification } from '../notifications/events.js';
import type { Worker } from '../context.js';

/** Books go out in January, for the year that just ended. */
export function bookYearDue(now: Date): number | null {
  return now.getUTCMonth() === 0 ? now.getUTCFullYear() - 1 : null;
}

/**
 * Announces last year's book for every loved one who told at least one story in it: the
 * book row and its notification are written in one transaction, and the row is unique per
 * loved one and year, so however often this runs (and on however many workers), each family
 * gets each book once. Returns how many books were announced.
 */
export async function announceYearlyBooks(deps: AppDeps, now: Date): Promise<number> {
  const year = bookYearDue(now);
  if (year === null) return 0;
  const db = deps.database.db;
  const from = new Date(Date.UTC(year, 0, 1));
  const to = new Date(Date.UTC(year + 1, 0, 1));
  const candidates = await db
    .select({ recipientId: stories.recipientId, subscriberId: stories.subscriberId, n: sql<number>`count(*)::int` })
    .from(stories)
    .innerJoin(subscribers, eq(subscribers.id, stories.subscriberId))
    .leftJoin(storyBooks, and(eq(storyBooks.recipientId, stories.recipientId), eq(storyBooks.year, year)))
    .where(and(eq(stories.kind, 'story'), gte(stories.occurredAt, from), lt(stories.occurredAt, to), isNull(subscribers.deletedAt), isNull(storyBooks.id)))
    .groupBy(stories.recipientId, stories.subscriberId);
  let announced = 0;
  for (const c of candidates) {
    await db.transaction(async (tx) => {
      const [book] = await tx
        .insert(storyBooks)
        .values({ recipientId: c.recipientId, subscriberId: c.subscriberId, year, storyCount: Number(c.n) })
        .onConflictDoNothing()
        .returning({ id: storyBooks.id });
      if (!book) return;
      await enqueueNotification(tx, { type: 'story-book', bookId: book.id });
      announced++;
    });
  }
  return announced;
}

/** Looks for due books a few times a day; cheap when there is nothing to do (any month but January). */
export function startYearlyBookWorker(deps: AppDeps, opts: { pollMs?: number } = {}): Promise<Worker & { wake(): void }> {
  return startWakeableLoop(deps, {
    name: 'yearly-books',
    channel: 'fondly_yearly_books',
    pollMs: opts.pollMs ?? 6 * 3600_000,
    pass: async () => {
      await announceYearlyBooks(deps, deps.now());
      return false;
    },
  });
}
