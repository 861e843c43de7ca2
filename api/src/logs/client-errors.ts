import type { ClientErrorInput } from '@fondly/contract/platform';
import type { DbOrTx } from '../db/client.js';
import { clientErrors } from '../db/schema/index.js';
import { redactPath, redactText } from './redact.js';

/**
 * Keeps a front-end failure the shell reported (a remote that failed to load or render). What a
 * browser reports can hold a checkout's id, a token or an email (a failed URL): it is kept, and
 * answered for the log line, without them.
 */
export async function recordClientError(db: DbOrTx, raw: ClientErrorInput, userAgent: string | undefined): Promise<ClientErrorInput> {
  const input = { ...raw, route: redactPath(raw.route), message: redactText(raw.message, 2000), ...(raw.detail ? { detail: redactText(raw.detail, 8000) } : {}) };
  await db.insert(clientErrors).values({ ...input, userAgent: userAgent?.slice(0, 500) });
  return input;
}
