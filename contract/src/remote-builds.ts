import { z } from 'zod';

/** What each remote's base URL serves as /versions.json: every build still online (scripts/rspack). */
export const versionsIndexSchema = z.object({
  versions: z.array(z.object({ version: z.string(), builtAt: z.string().optional() })),
  latest: z.string().optional(),
});

/** GET /api/registry/{name}/builds (operators): the builds an operator can switch to. */
export const remoteBuildsSchema = z.object({
  name: z.string(),
  baseUrl: z.string(),
  /** False when the remote's server did not answer or answered nonsense; `problem` says which. */
  reachable: z.boolean(),
  problem: z.string().nullable(),
  latest: z.string().nullable(),
  builds: z.array(z.object({ version: z.string(), builtAt: z.string().nullable(), manifestUrl: z.string() })),
});
export type RemoteBuilds = z.infer<typeof remoteBuildsSchema>;

/** GET /api/registry/{name}/history (operators): every switch, newest first. */
export const remoteHistorySchema = z.object({
  history: z.array(
    z.object({
      id: z.number().int(),
      version: z.string(),
      manifestUrl: z.string(),
      changedAt: z.string(),
      /** 'config' for the start-up default, else the operator's name or email. */
      changedBy: z.string(),
    }),
  ),
});
export type RemoteHistory = z.infer<typeof remoteHistorySchema>;
