import { z } from 'zod';
import { TOPICS } from './onboarding.js';

/** What the family gets after each call: a Moment (companionship) or a story (story call). */
export const storyKindSchema = z.enum(['moment', 'story']);
export type StoryKind = z.infer<typeof storyKindSchema>;

export const wellnessNotesSchema = z.object({
  mood: z.string().nullable(),
  sleep: z.string().nullable(),
  appetite: z.string().nullable(),
  worries: z.array(z.string()),
});
export type WellnessNotesView = z.infer<typeof wellnessNotesSchema>;

/** One entry of the Story Library. */
export const storySummarySchema = z.object({
  id: z.string(),
  kind: storyKindSchema,
  title: z.string(),
  /** The first words of the Moment or story. */
  excerpt: z.string(),
  recipientId: z.string(),
  recipientName: z.string(),
  /** When the call ended (ISO). */
  occurredAt: z.string(),
  /** GET this to download the keepsake PDF. */
  pdfUrl: z.string(),
  /**
   * Her voice from this call (docs/recordings.md): kept (a signed page and its first passage's
   * audio, both expiring), declined (she preferred not to be recorded), or none.
   */
  voice: z
    .discriminatedUnion('state', [
      z.object({ state: z.literal('kept'), listenUrl: z.string(), audioUrl: z.string(), durationMs: z.number() }),
      z.object({ state: z.literal('declined') }),
      z.object({ state: z.literal('none') }),
    ])
    .optional(),
});
export type StorySummary = z.infer<typeof storySummarySchema>;

export const storyListQuerySchema = z.object({
  kind: storyKindSchema.optional(),
  recipientId: z.uuid('Unknown loved one').optional(),
});
export type StoryListQuery = z.infer<typeof storyListQuerySchema>;

export const storyListSchema = z.object({ stories: z.array(storySummarySchema) });
export type StoryList = z.infer<typeof storyListSchema>;

export const storyDetailSchema = storySummarySchema.extend({
  /** Paragraphs separated by blank lines. */
  body: z.string(),
  /** The recipient's own words, verbatim. */
  quotes: z.array(z.string()),
  wellness: wellnessNotesSchema.nullable(),
  /** 'brain': written by the language model; 'extractive': picked from the transcript. */
  source: z.enum(['brain', 'extractive']),
});
export type StoryDetail = z.infer<typeof storyDetailSchema>;

/** The yearly (or on-demand) book of one loved one's stories. */
export const storyBookQuerySchema = z.object({
  year: z.coerce.number().int('Choose a year').min(2000, 'Choose a year').max(2200, 'Choose a year').optional(),
});

export const STORY_MESSAGES = {
  notFound: 'We could not find that story.',
  noStoriesForBook: 'There are no stories to put in a book yet.',
  recipientNotFound: 'We could not find that loved one.',
} as const;

// ---- Arranging a loved one's story book before it is made (issue 31) ----

/** The book's chapters: the schedule page's topics, and 'more' for the stories that fit none of them. */
export const BOOK_CHAPTERS = [...TOPICS, 'more'] as const;
export type BookChapterKey = (typeof BOOK_CHAPTERS)[number];
export const BOOK_CHAPTER_TITLES: Record<BookChapterKey, string> = {
  ...(Object.fromEntries(TOPICS.map((t) => [t, t])) as Record<(typeof TOPICS)[number], string>),
  more: 'More stories',
};

export const BOOK_MESSAGES = {
  unknownChapter: 'Please choose chapters from the list.',
  chapterTwice: 'Each chapter can be in the book only once.',
  storyNotFound: STORY_MESSAGES.notFound,
  keepOne: 'Please keep at least one story in the book.',
  saved: 'Saved. The book will be made in this order.',
} as const;

const noRepeats = (list: readonly string[]) => new Set(list).size === list.length;

/** What the family saves: the chapters in their order, and the stories they took out. The form and the API check it with this schema. */
export const bookArrangementSchema = z.object({
  chapters: z
    .array(z.enum(BOOK_CHAPTERS, { error: BOOK_MESSAGES.unknownChapter }), { error: BOOK_MESSAGES.unknownChapter })
    .max(BOOK_CHAPTERS.length, { error: BOOK_MESSAGES.chapterTwice })
    .refine(noRepeats, { error: BOOK_MESSAGES.chapterTwice }),
  leftOut: z
    .array(z.uuid({ error: BOOK_MESSAGES.storyNotFound }), { error: BOOK_MESSAGES.storyNotFound })
    .max(2000, { error: BOOK_MESSAGES.storyNotFound })
    .refine(noRepeats, { error: BOOK_MESSAGES.storyNotFound }),
});
export type BookArrangement = z.input<typeof bookArrangementSchema>;

/** A loved one's book as the family arranges it: its chapters in their order, each with its stories (in the book or taken out). */
export const storyBookPlanSchema = z.object({
  recipientId: z.string(),
  recipientName: z.string(),
  chapters: z.array(
    z.object({
      key: z.enum(BOOK_CHAPTERS),
      title: z.string(),
      stories: z.array(z.object({ id: z.string(), title: z.string(), occurredAt: z.string(), inBook: z.boolean(), voice: z.boolean() })),
      /** Family photos placed in this chapter. */
      photos: z.number().int(),
    }),
  ),
  /** Photos with no chapter (or whose chapter has no story): the book's photo pages. */
  otherPhotos: z.number().int(),
});
export type StoryBookPlan = z.infer<typeof storyBookPlanSchema>;

/** Which family emails an unsubscribe link stops. */
export const unsubscribeListSchema = z.enum(['moments', 'stories', 'alerts', 'all']);
export type UnsubscribeList = z.infer<typeof unsubscribeListSchema>;

// ---- The mail outbox, for operators (/admin/outbox) ----

export const outboxStatusSchema = z.enum(['pending', 'sending', 'sent', 'failed']);
export type OutboxStatusView = z.infer<typeof outboxStatusSchema>;

export const outboxMailSummarySchema = z.object({
  id: z.number().int(),
  template: z.string(),
  toName: z.string(),
  toEmail: z.string(),
  subject: z.string(),
  status: outboxStatusSchema,
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  /** 'smtp' or 'local' once sent. */
  transport: z.string().nullable(),
  hasAttachment: z.boolean(),
});
export type OutboxMailSummary = z.infer<typeof outboxMailSummarySchema>;

export const outboxListQuerySchema = z.object({
  status: outboxStatusSchema.optional(),
  /** Show mails older than this id (the previous page's nextCursor). */
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

export const outboxListSchema = z.object({
  mails: z.array(outboxMailSummarySchema),
  nextCursor: z.number().int().nullable(),
  counts: z.record(outboxStatusSchema, z.number().int()),
  /** 'outbox': mail stays here (no SMTP configured); 'smtp': mail goes to a real server. */
  transport: z.enum(['outbox', 'smtp']),
});
export type OutboxList = z.infer<typeof outboxListSchema>;

export const outboxMailDetailSchema = outboxMailSummarySchema.extend({
  text: z.string(),
  headers: z.record(z.string(), z.string()),
  messageId: z.string().nullable(),
  attachmentName: z.string().nullable(),
  /** Secrets (sign-in links, dashboard keys) are hidden once a mail went to a real server. */
  redacted: z.boolean(),
});
export type OutboxMailDetail = z.infer<typeof outboxMailDetailSchema>;
