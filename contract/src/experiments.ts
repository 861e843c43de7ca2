import { z } from 'zod';

/**
 * The signup experiment: Reading A (the 3-step wizard) against Reading B (the single
 * form). The split is configuration; each browser keeps its variant. Browser-safe.
 */
export const SIGNUP_VARIANTS = ['wizard', 'single'] as const;
export const signupVariantSchema = z.enum(SIGNUP_VARIANTS);
export type SignupVariant = z.infer<typeof signupVariantSchema>;

export const signupAssignmentSchema = z.object({ variant: signupVariantSchema });
export type SignupAssignment = z.infer<typeof signupAssignmentSchema>;

export const signupExperimentResultsSchema = z.object({
  /** Share of new visitors sent to the single form (SIGNUP_SPLIT_SINGLE_PERCENT). */
  splitSinglePercent: z.number(),
  variants: z.array(
    z.object({
      variant: signupVariantSchema,
      visitors: z.number(),
      conversions: z.number(),
      /** conversions / visitors, 0..1; null without visitors. */
      conversionRate: z.number().nullable(),
    }),
  ),
  /** Every account by the form that created it, assigned by the split or not ('paid' = /onboarding). */
  signupsByForm: z.array(z.object({ form: z.string(), signups: z.number() })),
});
export type SignupExperimentResults = z.infer<typeof signupExperimentResultsSchema>;
