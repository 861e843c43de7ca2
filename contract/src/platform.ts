import { z } from 'zod';
import { REMOTE_NAMES } from './pages/page.js';
import { hasRefusedCharacter, lineText, multilineText, TEXT_MESSAGES } from './text.js';

export const remoteNameSchema = z.enum(REMOTE_NAMES);
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

/** The calling-hours policy in words, for pages and messages (the rules themselves: api/src/calls/scheduling/calling-hours.ts). */
export const CALLING_HOURS_TEXT = {
  US: '9 AM to 8 PM Monday to Saturday and noon to 8 PM on Sunday',
  CA: '9 AM to 8 PM on weekdays and 10 AM to 6 PM on weekends',
} as const;

// The site's pages live in one manifest per remote (./pages/); the API reads them from here.
export { isSitePath, MOVED_PAGES, SITE_ROUTES } from './pages/index.js';
