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

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});
