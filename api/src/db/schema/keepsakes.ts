import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recipients, subscribers } from './families.js';
import { calls } from './calls.js';

/** Raw bytes (the rendered PDF). postgres.js hands back a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** What the companion noticed about the recipient's wellbeing, in what they actually said. */
export interface WellnessNotes {
  mood: string | null;
  sleep: string | null;
  appetite: string | null;
  worries: string[];
}

/**
 * What the family receives after a completed call: a Moment (companionship call, 2-3
 * sentences and wellness notes) or a story (story call, a titled narrative with quotes).
 * One per call; the keepsake PDF is rendered once and kept, so every email and every
 * download carries the same document.
 */
export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    callId: uuid('call_id')
      .notNull()
      .unique()
      .references(() => calls.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => recipients.id, { onDelete: 'cascade' }),
    /** Denormalised from the recipient so every subscriber query is scoped in one condition. */
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['moment', 'story'] }).notNull(),
    title: text('title').notNull(),
    /** The Moment's sentences, or the story's narrative (paragraphs separated by blank lines). */
    body: text('body').notNull(),
    /** The recipient's own words, verbatim from the transcript. */
    quotes: jsonb('quotes').$type<string[]>().notNull().default([]),
    /** Companionship calls only. */
    wellness: jsonb('wellness').$type<WellnessNotes | null>(),
    /** 'brain': the language model wrote it; 'extractive': picked from the transcript locally. */
    source: text('source', { enum: ['brain', 'extractive'] }).notNull(),
    /** When the call ended: the keepsake's date. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    pdf: bytea('pdf').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stories_subscriber_idx').on(t.subscriberId, t.occurredAt),
    index('stories_recipient_idx').on(t.recipientId, t.occurredAt),
  ],
);

/**
 * The yearly book: every story one loved one told in a year, gathered into one PDF with a
 * contents page and sent to the family early in the new year. The row is written when the
 * book is announced (one per loved one and year, ever); the PDF is rendered just before
 * the mail is written.
 */
export const storyBooks = pgTable(
  'story_books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => recipients.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    storyCount: integer('story_count').notNull().default(0),
    pdf: bytea('pdf'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('story_books_recipient_year_idx').on(t.recipientId, t.year)],
);

/**
 * Photos the family added on the dashboard (issue 31): the newest one of a loved one is printed
 * on their Moment's keepsake page. The bytes live in the file store (providers/files) under
 * `storageKey`; this row says whose they are. Deleting the account deletes both.
 */
export const familyPhotos = pgTable(
  'family_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => recipients.id, { onDelete: 'cascade' }),
    caption: text('caption'),
    /** The book's chapter the photo belongs in (one of the schedule page's topics); null: the book's photo pages. */
    topic: text('topic'),
    contentType: text('content_type', { enum: ['image/jpeg', 'image/png'] }).notNull(),
    bytes: integer('bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('family_photos_recipient_idx').on(t.recipientId, t.createdAt), index('family_photos_subscriber_idx').on(t.subscriberId)],
);

/**
 * How the family arranged a loved one's story book before it is made (issue 31): the chapters'
 * order (topics, and 'more' for the stories that fit none) and the stories they took out. One row
 * per loved one; the yearly book and the book on demand both follow it. No row: the usual order,
 * every story in.
 */
export const storyBookPlans = pgTable(
  'story_book_plans',
  {
    recipientId: uuid('recipient_id')
      .primaryKey()
      .references(() => recipients.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    chapterOrder: jsonb('chapter_order').$type<string[]>().notNull().default([]),
    leftOut: jsonb('left_out').$type<string[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('story_book_plans_subscriber_idx').on(t.subscriberId)],
);
