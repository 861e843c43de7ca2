import { z } from 'zod';

/** The signed-in operator, as GET /api/operator/me answers. */
export const operatorSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type Operator = z.infer<typeof operatorSchema>;

/** Same-site paths only: a sign-in link must never become an open redirect. */
export const OPERATOR_NEXT_PATH = /^\/[a-z0-9/-]*$/i;

export const operatorSignInLinkRequestSchema = z.object({
  /** Where the browser lands after signing in, e.g. /admin/registry. Defaults to /api-test. */
  next: z.string().max(200).regex(OPERATOR_NEXT_PATH, 'Use a path on this site, such as /admin/registry').optional(),
});
export type OperatorSignInLinkRequest = z.infer<typeof operatorSignInLinkRequestSchema>;

export const operatorSignInLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type OperatorSignInLink = z.infer<typeof operatorSignInLinkSchema>;

/** What the operator pages show when GET /api/operator/me answers 401 after a bad link. */
export const SIGN_IN_LINK_SPENT = 'This sign-in link has expired or was already used.';
