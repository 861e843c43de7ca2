import { and, asc, eq, gt, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { BOOK_CHAPTER_TITLES, BOOK_MESSAGES, type BookChapterKey, type StoryBookPlan, type bookArrangementSchema } from '@fondly/contract/stories';
import { calledBy } from '@fondly/contract/profile';
import type { z } from 'zod';
import type { AppDeps } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { calls, familyPhotos, recipientProfiles, recipients, schedules, stories, storyBookPlans, storyBooks, voiceClips } from '../db/schema/index.js';
import { keptForFamily } from '../calls/pipeline/understanding/her-say.js';
import { AppError } from '../lib/errors.js';
import { listenUrlFor } from '../recordings/index.js';
import { renderStoryBook, type BookChapter } from './book-pdf.js';
import { chapterOf, chapterOrder } from './chapters.js';
import { photosForBook } from './photos.js';
import { isUuid, pdfFilename } from './story-library.js';

/** This family's loved one, or null (a forged id, or someone else's). */
async function lovedOne(db: DbOrTx, subscriberId: string, recipientId: string) {
  if (!isUuid(recipientId)) return null;
  const [row] = await db
    .select({ id: recipients.id, name: recipients.name, timeZone: schedules.timeZone, consent: recipients.recordingConsent, preferredName: sql<string | null>`${recipientProfiles.profile}->>'preferredName'` })
    .from(recipients)
    .leftJoin(schedules, eq(schedules.recipientId, recipients.id))
    .leftJoin(recipientProfiles, eq(recipientProfiles.recipientId, recipients.id))
    .where(and(eq(recipients.id, recipientId), eq(recipients.subscriberId, subscriberId)));
  return row ?? null;
}

async function savedPlan(db: DbOrTx, recipientId: string) {
  const [row] = await db.select().from(storyBookPlans).where(eq(storyBookPlans.recipientId, recipientId));
  return { chapterOrder: row?.chapterOrder ?? [], leftOut: new Set(row?.leftOut ?? []) };
}

/** Her stories (of one year, or all), oldest first, each with the chapter it belongs in. */
async function storiesWithChapters(db: DbOrTx, recipientId: string, year?: number) {
  const where: SQL[] = [eq(stories.recipientId, recipientId), eq(stories.kind, 'story')];
  if (year) where.push(gte(stories.occurredAt, new Date(Date.UTC(year, 0, 1))), lt(stories.occurredAt, new Date(Date.UTC(year + 1, 0, 1))));
  const rows = await db
    .select({ id: stories.id, callId: stories.callId, title: stories.title, body: stories.body, quotes: stories.quotes, occurredAt: stories.occurredAt, transcript: calls.transcript, keptPrivate: calls.keptPrivate })
    .from(stories)
    .innerJoin(calls, eq(calls.id, stories.callId))
    .where(and(...where))
    .orderBy(asc(stories.occurredAt));
  // What she kept private never decides (or shows) anything (decision 155).
  return rows.map(({ transcript, keptPrivate, ...s }) => ({ ...s, chapter: chapterOf(s, keptForFamily(transcript, keptPrivate)) }));
}

/** The calls of these stories that have her voice kept (a live passage), with the earliest time one of them goes. */
async function voicedCalls(deps: AppDeps, callIds: string[]) {
  const out = new Map<string, Date>();
  if (!callIds.length) return out;
  const rows = await deps.database.db
    .select({ callId: voiceClips.callId, expiresAt: voiceClips.expiresAt })
    .from(voiceClips)
    .where(and(inArray(voiceClips.callId, callIds), eq(voiceClips.kind, 'passage'), gt(voiceClips.expiresAt, deps.now())));
  for (const r of rows) {
    const had = out.get(r.callId);
    if (!had || r.expiresAt < had) out.set(r.callId, r.expiresAt);
  }
  return out;
}

/** Groups stories by chapter in the family's order; empty chapters are left out. */
function grouped<T extends { chapter: BookChapterKey }>(items: T[], order: readonly string[]) {
  return chapterOrder(order)
    .map((key) => ({ key, title: BOOK_CHAPTER_TITLES[key], items: items.filter((s) => s.chapter === key) }))
    .filter((c) => c.items.length > 0);
}

/**
 * Every story one loved one told (in one year, or all of them) as one print-ready book, as the
 * family arranged it (their chapter order, without the stories they took out), with the family's
 * photos and a QR code to her voice for each story she was recorded telling. Null when the loved
 * one is not this subscriber's; no PDF when there is nothing to put in it.
 */
export async function storyBook(deps: AppDeps, subscriberId: string, recipientId: string, year?: number) {
  const db = deps.database.db;
  const recipient = await lovedOne(db, subscriberId, recipientId);
  if (!recipient) return null;
  const plan = await savedPlan(db, recipientId);
  const told = (await storiesWithChapters(db, recipientId, year)).filter((s) => !plan.leftOut.has(s.id));
  if (!told.length) return { recipient, pdf: null, filename: '', storyCount: 0 };
  const first = told[0]!.occurredAt.getUTCFullYear();
  const last = told.at(-1)!.occurredAt.getUTCFullYear();
  const period = year ? String(year) : first === last ? String(first) : `${first}–${last}`;

  const voices = await voicedCalls(deps, told.map((s) => s.callId));
  const photos = await photosForBook(db, deps.providers.files, recipientId);
  const chapters = grouped(told, plan.chapterOrder);
  const placed = new Set(chapters.map((c) => c.key));
  const bookChapters: BookChapter[] = [];
  for (const c of chapters) {
    bookChapters.push({
      title: c.title,
      stories: await Promise.all(
        c.items.map(async (s) => {
          const until = voices.get(s.callId);
          // The code lasts as long as the recording it plays is kept (docs/recordings.md).
          return { title: s.title, body: s.body, quotes: s.quotes, occurredAt: s.occurredAt, voiceUrl: until ? await listenUrlFor(deps, s.callId, { until }) : null };
        }),
      ),
      photos: photos.filter((p) => p.topic === c.key),
    });
  }
  const pdf = await renderStoryBook({
    recipientName: recipient.name,
    calledBy: calledBy(recipient.name, recipient.preferredName),
    period,
    timeZone: recipient.timeZone,
    chapters: bookChapters,
    photos: photos.filter((p) => !p.topic || !placed.has(p.topic as BookChapterKey)),
    voiceDeclined: recipient.consent === 'no',
  });
  return { recipient, pdf, filename: pdfFilename(`the-stories-of-${recipient.name}-${period}`), storyCount: told.length };
}

/** The book as the family arranges it on the dashboard: every story of hers, by chapter in their order, marked in or out. */
export async function storyBookPlan(deps: AppDeps, subscriberId: string, recipientId: string): Promise<StoryBookPlan | null> {
  const db = deps.database.db;
  const recipient = await lovedOne(db, subscriberId, recipientId);
  if (!recipient) return null;
  const plan = await savedPlan(db, recipientId);
  const all = await storiesWithChapters(db, recipientId);
  const voiced = new Set(
    all.length
      ? (
          await db
            .select({ callId: voiceClips.callId })
            .from(voiceClips)
            .where(and(inArray(voiceClips.callId, all.map((s) => s.callId)), eq(voiceClips.kind, 'passage'), gt(voiceClips.expiresAt, deps.now())))
        ).map((r) => r.callId)
      : [],
  );
  const photoRows = await db.select({ topic: familyPhotos.topic }).from(familyPhotos).where(eq(familyPhotos.recipientId, recipientId));
  const chapters = grouped(all, plan.chapterOrder).map((c) => ({
    key: c.key,
    title: c.title,
    stories: c.items.map((s) => ({ id: s.id, title: s.title, occurredAt: s.occurredAt.toISOString(), inBook: !plan.leftOut.has(s.id), voice: voiced.has(s.callId) })),
    photos: photoRows.filter((p) => p.topic === c.key).length,
  }));
  const placed = new Set<string>(chapters.map((c) => c.key));
  return { recipientId: recipient.id, recipientName: recipient.name, chapters, otherPhotos: photoRows.filter((p) => !p.topic || !placed.has(p.topic)).length };
}

/** Saves the family's arrangement of her book: the chapters' order and the stories taken out (only hers, and never all of them). */
export async function arrangeStoryBook(deps: AppDeps, subscriberId: string, recipientId: string, input: z.output<typeof bookArrangementSchema>): Promise<StoryBookPlan | null> {
  const db = deps.database.db;
  const recipient = await lovedOne(db, subscriberId, recipientId);
  if (!recipient) return null;
  const hers = await db.select({ id: stories.id }).from(stories).where(and(eq(stories.recipientId, recipientId), eq(stories.kind, 'story')));
  const ids = new Set(hers.map((s) => s.id));
  if (input.leftOut.some((id) => !ids.has(id))) throw new AppError(400, 'validation_failed', BOOK_MESSAGES.storyNotFound, { leftOut: BOOK_MESSAGES.storyNotFound });
  if (ids.size > 0 && input.leftOut.length >= ids.size) throw new AppError(400, 'validation_failed', BOOK_MESSAGES.keepOne, { leftOut: BOOK_MESSAGES.keepOne });
  const values = { recipientId, subscriberId, chapterOrder: input.chapters, leftOut: input.leftOut, updatedAt: deps.now() };
  await db.insert(storyBookPlans).values(values).onConflictDoUpdate({ target: storyBookPlans.recipientId, set: { chapterOrder: values.chapterOrder, leftOut: values.leftOut, updatedAt: values.updatedAt } });
  return storyBookPlan(deps, subscriberId, recipientId);
}

/** Renders an announced book's PDF once (repeatable: a second call finds it done), as the family arranged it by then. */
export async function ensureBookPdf(deps: AppDeps, bookId: string) {
  const db = deps.database.db;
  const [book] = await db.select().from(storyBooks).where(eq(storyBooks.id, bookId));
  if (!book || book.pdf) return book ?? null;
  const made = await storyBook(deps, book.subscriberId, book.recipientId, book.year);
  if (!made?.pdf) return book;
  // The mail counts the stories the book holds (some may have been taken out).
  await db.update(storyBooks).set({ pdf: made.pdf, storyCount: made.storyCount }).where(and(eq(storyBooks.id, bookId), isNull(storyBooks.pdf)));
  const [done] = await db.select().from(storyBooks).where(eq(storyBooks.id, bookId));
  return done ?? null;
}
