import { z } from 'zod';

/** The signed-in operator, as GET /api/operator/me answers. */
export const operatorSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type Operator = z.infer<typeof operatorSchema>;

const SITE_PATH_SHAPE = /^\/[A-Za-z0-9/_-]*$/;
const PROBE_ORIGIN = 'https://fondly.invalid';

/**
 * The one check for where a browser may be sent after signing in (`next`): a path on this
 * site, or null. `//host/x` and `/\host` (which browsers read as another host), encoded
 * forms (`%2F%2Fhost`, `%5C`), schemes (`javascript:`), tabs and line breaks (which browsers
 * drop from addresses) and dots (`/..`) are all refused by the shape, and a URL parser must
 * agree that the path stays on this origin unchanged.
 */
export function sameSitePath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 200 || !SITE_PATH_SHAPE.test(raw) || raw.includes('//')) return null;
  try {
    const url = new URL(raw, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && url.pathname === raw && !url.search && !url.hash ? raw : null;
  } catch {
    return null;
  }
}

export const operatorSignInLinkRequestSchema = z.object({
  /** Where the browser lands after signing in, e.g. /admin/registry. Defaults to /api-test. */
  next: z
    .string()
    .max(200, 'Use a path on this site, such as /admin/registry')
    .refine((v) => sameSitePath(v) !== null, 'Use a path on this site, such as /admin/registry')
    .optional(),
});
export type OperatorSignInLinkRequest = z.infer<typeof operatorSignInLinkRequestSchema>;

export const operatorSignInLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type OperatorSignInLink = z.infer<typeof operatorSignInLinkSchema>;

/** What the operator pages show when GET /api/operator/me answers 401 after a bad link. */
export const SIGN_IN_LINK_SPENT = 'This sign-in link has expired or was already used.';
