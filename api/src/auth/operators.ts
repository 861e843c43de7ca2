import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { operators } from '../db/schema/index.js';
import { createSignInToken } from './sessions.js';

/**
 * Makes sure an operator account exists and issues a one-time sign-in link for it.
 * The local start prints this link; nothing else can open the admin tools.
 */
export async function issueOperatorSignInLink(db: DbOrTx, publicUrl: string, now: Date, ttlMs = 24 * 3600_000) {
  let [operator] = await db.select().from(operators).orderBy(asc(operators.createdAt)).limit(1);
  if (!operator) {
    [operator] = await db.insert(operators).values({ email: 'operator@localhost', name: 'Operator' }).returning();
  }
  const token = await createSignInToken(db, 'operator', operator!.id, now, ttlMs);
  return `${publicUrl}/api/operator/sign-in?token=${token}`;
}

/** One operator by id, or null. */
export async function findOperator(db: DbOrTx, id: string) {
  const [op] = await db.select().from(operators).where(eq(operators.id, id));
  return op ?? null;
}
