import { z } from 'zod';

/**
 * Loneliness measured (decision 156): the 3-item UCLA Loneliness Scale, asked on a call at most
 * once a calendar month; each answer 1 (hardly ever) to 3 (often), the total 3 to 9.
 */
export const LONELINESS_SCORE_MIN = 3;
export const LONELINESS_SCORE_MAX = 9;
/** A score this high, or a rise of this much, shows the family where to get help. */
export const LONELINESS_HIGH = 7;
export const LONELINESS_RISE = 2;

/** The family's setting: whether the companion may ask the three questions. The form and the server share it. */
export const lonelinessSettingSchema = z
  .object({ enabled: z.boolean({ error: 'Please choose whether the companion may ask the loneliness questions.' }) })
  .strict();
export type LonelinessSettingInput = z.infer<typeof lonelinessSettingSchema>;

export const lonelinessMeasureSchema = z.object({
  /** The calendar month in her zone, 'YYYY-MM'. */
  month: z.string(),
  askedAt: z.string(),
  /** complete: scored; partial: an answer missing (never scored); declined: she would rather not. */
  status: z.enum(['complete', 'partial', 'declined']),
  total: z.number().int().min(LONELINESS_SCORE_MIN).max(LONELINESS_SCORE_MAX).nullable(),
});
export type LonelinessMeasure = z.infer<typeof lonelinessMeasureSchema>;

/** One month since her first call: the calls made and the mood heard, beside the month's score. */
export const lonelinessMonthSchema = z.object({
  month: z.string(),
  completedCalls: z.number().int(),
  /** 1 low to 5 bright; null when no call that month told. */
  averageMood: z.number().nullable(),
  score: z.number().int().nullable(),
});
export type LonelinessMonth = z.infer<typeof lonelinessMonthSchema>;

export const lonelinessTrendSchema = z.object({
  recipientId: z.string(),
  name: z.string(),
  /** The family lets the companion ask (the setting above). */
  enabled: z.boolean(),
  measures: z.array(lonelinessMeasureSchema),
  /** Every month from her first call to now. */
  months: z.array(lonelinessMonthSchema),
  /** The first scored measure and the latest one. */
  baseline: z.number().int().nullable(),
  latest: z.number().int().nullable(),
  /** The latest score is 7 or more, or 2 or more above the one before or the first: the card says where to get help. */
  showHelp: z.boolean(),
});
export type LonelinessTrend = z.infer<typeof lonelinessTrendSchema>;

export const lonelinessTrendsSchema = z.object({ recipients: z.array(lonelinessTrendSchema) });
export type LonelinessTrends = z.infer<typeof lonelinessTrendsSchema>;

/** How the operators' view groups the scores. */
export const LONELINESS_BANDS = [
  { key: 'low', label: '3-4 (hardly ever lonely)', from: 3, to: 4 },
  { key: 'some', label: '5-6 (lonely some of the time)', from: 5, to: 6 },
  { key: 'high', label: '7-9 (often lonely)', from: 7, to: 9 },
] as const;

/** One month across every recipient, with no names: how many scored in each band, and how many were not scored. */
export const lonelinessDistributionMonthSchema = z.object({
  month: z.string(),
  bands: z.object({ low: z.number().int(), some: z.number().int(), high: z.number().int() }),
  /** Counts of each score, 3 to 9 in order. */
  scores: z.array(z.number().int()).length(7),
  partial: z.number().int(),
  declined: z.number().int(),
});
export type LonelinessDistributionMonth = z.infer<typeof lonelinessDistributionMonthSchema>;
export const lonelinessDistributionSchema = z.object({ months: z.array(lonelinessDistributionMonthSchema) });
export type LonelinessDistribution = z.infer<typeof lonelinessDistributionSchema>;

/** Whether a trend's latest score asks for the help text: 7 or more, or a rise of 2 or more on the one before or on the first. */
export function lonelinessNeedsHelp(scores: readonly number[]): boolean {
  const latest = scores.at(-1);
  if (latest === undefined) return false;
  if (latest >= LONELINESS_HIGH) return true;
  const before = scores.at(-2);
  const first = scores[0]!;
  return (before !== undefined && latest - before >= LONELINESS_RISE) || latest - first >= LONELINESS_RISE;
}
