import type { ClientErrorInput } from '../contract/platform.js';
import type { DbOrTx } from '../db/client.js';
import { clientErrors } from '../db/schema/index.js';

/** Keeps a front-end failure the shell reported (a remote that failed to load or render). */
export async function recordClientError(db: DbOrTx, input: ClientErrorInput, userAgent: string | undefined) {
  await db.insert(clientErrors).values({ ...input, userAgent: userAgent?.slice(0, 500) });
}
