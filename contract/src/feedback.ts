import { z } from 'zod';
import { multilineText } from './text.js';

/** The feedback form's own words (the spec gives the rules, not the messages). */
export const FEEDBACK_MESSAGES = {
  ratingRequired: 'Please choose a rating from 1 to 5',
  recommendRequired: 'Please tell us whether you would recommend Fondly',
  tooLong: 'Please keep this under 2,000 characters',
  callId: 'That call could not be recognised',
} as const;

/** POST /api/feedback (spec section 7): callId, rating, comment, recommend, recommendReason, timestamp. */
export const feedbackSchema = z.object({
  callId: z.uuid(FEEDBACK_MESSAGES.callId).nullable().optional(),
  rating: z
    .number({ error: FEEDBACK_MESSAGES.ratingRequired })
    .int(FEEDBACK_MESSAGES.ratingRequired)
    .min(1, FEEDBACK_MESSAGES.ratingRequired)
    .max(5, FEEDBACK_MESSAGES.ratingRequired),
  /** Spec section 5: the comment is trimmed. */
  comment: multilineText().max(2000, FEEDBACK_MESSAGES.tooLong).default(''),
  recommend: z.boolean({ error: FEEDBACK_MESSAGES.recommendRequired }),
  recommendReason: multilineText().max(2000, FEEDBACK_MESSAGES.tooLong).default(''),
  /** When the person pressed submit (ISO 8601); the server keeps its own time as well. */
  timestamp: z.iso.datetime({ offset: true }).optional(),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;

export const feedbackReceiptSchema = z.object({ id: z.string() });
export type FeedbackReceipt = z.infer<typeof feedbackReceiptSchema>;

export const feedbackItemSchema = z.object({
  id: z.string(),
  callId: z.string().nullable(),
  /** The called person's name when the call is still on record. */
  recipientName: z.string().nullable(),
  rating: z.number().int(),
  comment: z.string(),
  recommend: z.boolean(),
  recommendReason: z.string(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

/** GET /api/feedback (operators): the newest answers and totals over all of them. */
export const feedbackListSchema = z.object({
  items: z.array(feedbackItemSchema),
  totals: z.object({
    count: z.number().int(),
    averageRating: z.number().nullable(),
    /** Share of answers that would recommend Fondly, 0..1. */
    recommendShare: z.number().nullable(),
    /** How many of each rating, index 0 = one star. */
    ratings: z.array(z.number().int()).length(5),
  }),
});
export type FeedbackList = z.infer<typeof feedbackListSchema>;
