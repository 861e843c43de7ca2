import { z } from 'zod';

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
