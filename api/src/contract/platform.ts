import { z } from 'zod';
import { hasRefusedCharacter, lineText, multilineText, TEXT_MESSAGES } from './text.js';

export const remoteNameSchema = z.enum(['marketing', 'onboarding', 'affiliates', 'admin-tools']);
export type RemoteName = z.infer<typeof remoteNameSchema>;

export const remoteEntrySchema = z.object({
  name: remoteNameSchema,
  version: z.string(),
  manifestUrl: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

export const registrySchema = z.object({ remotes: z.array(remoteEntrySchema) });
export type Registry = z.infer<typeof registrySchema>;

export const setRemoteVersionSchema = z.object({
  version: z
    .string()
    .trim()
    .min(1, 'Version is required')
    .max(64)
    .regex(/^[\w.-]+$/, 'Use letters, digits, dots, dashes or underscores'),
  /** Defaults to the remote's base URL + /<version>/mf-manifest.json. */
  manifestUrl: z
    .url('Manifest URL must be a URL')
    .max(2000)
    .refine((v) => !hasRefusedCharacter(v) && !/\s/.test(v), TEXT_MESSAGES.hiddenCharacter)
    .optional(),
});
export type SetRemoteVersionInput = z.infer<typeof setRemoteVersionSchema>;

export const clientErrorSchema = z.object({
  remote: lineText().max(64).optional(),
  route: lineText().min(1).max(2000),
  message: multilineText().min(1).max(2000),
  detail: multilineText().max(8000).optional(),
});
export type ClientErrorInput = z.infer<typeof clientErrorSchema>;

/** The answer of an action that has nothing more to say (sign out, remove, approve). */
export const okSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** The calling-hours policy in words, for pages and messages (the rules themselves: api/src/calls/calling-hours.ts). */
export const CALLING_HOURS_TEXT = {
  US: '9 AM to 8 PM Monday to Saturday and noon to 8 PM on Sunday',
  CA: '9 AM to 8 PM on weekdays and 10 AM to 6 PM on weekends',
} as const;

/**
 * Every top-level route of the site and the remote that owns it: the shell routes by it, and
 * the API answers 404 (still with the shell, which shows its own 404 page) for any other path.
 */
export const SITE_ROUTES: ReadonlyArray<{ path: string; remote: RemoteName }> = [
  { path: '/', remote: 'marketing' },
  { path: '/faq', remote: 'marketing' },
  { path: '/about', remote: 'marketing' },
  { path: '/privacy', remote: 'marketing' },
  { path: '/terms', remote: 'marketing' },
  { path: '/assisted-living', remote: 'marketing' },
  { path: '/gift', remote: 'marketing' },
  { path: '/simple-onboarding', remote: 'onboarding' },
  { path: '/onboarding', remote: 'onboarding' },
  { path: '/success', remote: 'onboarding' },
  { path: '/dashboard/*', remote: 'onboarding' },
  { path: '/schedule-call', remote: 'onboarding' },
  { path: '/sample-call', remote: 'onboarding' },
  { path: '/onboard', remote: 'onboarding' },
  { path: '/sign-in', remote: 'onboarding' },
  { path: '/checkout/*', remote: 'onboarding' },
  { path: '/affiliates', remote: 'affiliates' },
  { path: '/affiliate-dashboard', remote: 'affiliates' },
  { path: '/api-test', remote: 'admin-tools' },
  { path: '/demo-feedback', remote: 'admin-tools' },
  { path: '/logo-showcase', remote: 'admin-tools' },
  { path: '/admin/*', remote: 'admin-tools' },
];

/**
 * Old addresses of pages that moved: the API answers them with a permanent redirect (the query
 * string kept), so an old link lands on the page itself, prerendered, with no app to load
 * first. The shell keeps a route for each too, for a link followed inside the app.
 */
export const MOVED_PAGES: Readonly<Record<string, string>> = { '/onboard': '/simple-onboarding' };

/** Whether a path is one of the site's pages ('/dashboard/*' also covers '/dashboard'); a trailing slash is the same page. */
export function isSitePath(path: string): boolean {
  const p = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return SITE_ROUTES.some((r) => (r.path.endsWith('/*') ? p === r.path.slice(0, -2) || p.startsWith(r.path.slice(0, -1)) : p === r.path));
}
