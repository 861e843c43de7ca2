import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';
import { AppError } from './errors.js';

/**
 * The caller's address. Each of the `trustedProxyHops` proxies in front of the API appends the
 * address it was reached from to X-Forwarded-For, so the client's address is the entry that many
 * places from the right; anything left of it the client wrote itself and is never read. With no
 * trusted proxy the header is ignored and the socket's peer counts.
 */
export function clientIp(c: Context, trustedProxyHops: number): string {
  if (trustedProxyHops > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    // A shorter chain came through fewer proxies than configured: its first entry is the address
    // the outermost proxy that wrote saw (the API must be reachable only through them, docs/deploy.md).
    const entry = chain.length ? chain[Math.max(0, chain.length - trustedProxyHops)] : undefined;
    if (entry) return entry.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}

/**
 * Counts one hit for `key` in the current fixed window, across every API process
 * (the counter lives in the database). Returns the count including this hit.
 */
export async function hit(db: DbOrTx, key: string, windowMs: number, now: Date): Promise<number> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  // Old windows are dead weight; sweep them now and then rather than on a timer.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 86_400_000)));
  return row?.count ?? 1;
}

export interface RateLimitOptions {
  /** A name for this limit, e.g. 'signup'. */
  name: string;
  limit: number;
  windowMs: number;
  /** Defaults to the client's IP address. */
  key?: (c: Context<AppEnv>) => string;
}

export function rateLimit(deps: { database: { db: DbOrTx }; config: { trustedProxyHops: number }; now: () => Date }, opts: RateLimitOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const who = opts.key ? opts.key(c) : clientIp(c, deps.config.trustedProxyHops);
    const count = await hit(deps.database.db, `${opts.name}:${who}`, opts.windowMs, deps.now());
    if (count > opts.limit) {
      c.header('Retry-After', String(Math.ceil(opts.windowMs / 1000)));
      throw new AppError(429, 'rate_limited', 'Too many attempts. Please wait a few minutes and try again.');
    }
    return next();
  });
}

/** How many hits `key` has had in the window that starts at `windowStart` (0 if none). */
export async function countInWindow(db: DbOrTx, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
  return row?.count ?? 0;
}
