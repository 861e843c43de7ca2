import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionInfo } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { sessions, signInTokens } from '../db/schema/index.js';
import { unauthorized } from '../lib/errors.js';
import { hashSecret, newSecret, safeEqual } from './tokens.js';

export type SessionKind = SessionInfo['kind'];

/** One cookie per kind, so a person can be an operator and a subscriber in one browser. */
export const SESSION_COOKIE: Record<SessionKind, string> = {
  subscriber: 'fondly_session',
  affiliate: 'fondly_affiliate',
  operator: 'fondly_operator',
};

const SESSION_TTL_MS: Record<SessionKind, number> = {
  subscriber: 30 * 24 * 3600_000,
  affiliate: 30 * 24 * 3600_000,
  operator: 12 * 3600_000,
};

export async function createSession(db: DbOrTx, kind: SessionKind, subjectId: string, now: Date) {
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS[kind]);
  await db.insert(sessions).values({ tokenHash: hashSecret(token), kind, subjectId, expiresAt });
  return { token, expiresAt };
}

export function setSessionCookie(c: Context, kind: SessionKind, token: string, expiresAt: Date, secure: boolean) {
  setCookie(c, SESSION_COOKIE[kind], token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export async function readSession(db: DbOrTx, c: Context, kind: SessionKind, now: Date): Promise<SessionInfo | null> {
  const token = getCookie(c, SESSION_COOKIE[kind]);
  if (!token || token.length > 200) return null;
  const tokenHash = hashSecret(token);
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, kind), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ? { kind, subjectId: row.subjectId, tokenHash } : null;
}

/** Whether a session is still signed in (a long-lived socket asks now and then); the shared operator token has no row and stays valid. */
export async function sessionStillValid(db: DbOrTx, session: Pick<SessionInfo, 'tokenHash'>, now: Date): Promise<boolean> {
  if (!session.tokenHash) return true;
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, session.tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}

export async function endSession(db: DbOrTx, c: Context, kind: SessionKind) {
  const token = getCookie(c, SESSION_COOKIE[kind]);
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashSecret(token)));
  deleteCookie(c, SESSION_COOKIE[kind], { path: '/' });
}

/** Issues a one-time sign-in token (emailed link, or the operator link printed at start). */
export async function createSignInToken(db: DbOrTx, kind: SessionKind, subjectId: string, now: Date, ttlMs = 30 * 60_000) {
  const token = newSecret();
  await db
    .insert(signInTokens)
    .values({ tokenHash: hashSecret(token), kind, subjectId, expiresAt: new Date(now.getTime() + ttlMs) });
  return token;
}

/** Spends a sign-in token exactly once; returns its subject, or null if unknown, used or expired. */
export async function consumeSignInToken(db: DbOrTx, kind: SessionKind, token: string, now: Date) {
  if (token.length > 200) return null;
  const [row] = await db
    .update(signInTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInTokens.tokenHash, hashSecret(token)),
        eq(signInTokens.kind, kind),
        isNull(signInTokens.usedAt),
        gt(signInTokens.expiresAt, now),
      ),
    )
    .returning({ subjectId: signInTokens.subjectId });
  return row?.subjectId ?? null;
}

/**
 * Operator access: an operator session cookie, or `Authorization: Bearer <OPERATOR_TOKEN>`
 * for scripts and CI. Everything behind this can place real phone calls.
 */
export function requireOperator(deps: { database: { db: DbOrTx }; config: { operatorToken: string | null }; now: () => Date }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const auth = c.req.header('authorization');
    if (auth?.startsWith('Bearer ') && deps.config.operatorToken && safeEqual(auth.slice(7), deps.config.operatorToken)) {
      c.set('session', { kind: 'operator', subjectId: 'token', tokenHash: '' });
      return next();
    }
    const session = await readSession(deps.database.db, c, 'operator', deps.now());
    if (!session) throw unauthorized('Operator sign-in required.');
    c.set('session', session);
    return next();
  });
}

/** A signed-in subscriber or affiliate; routes then scope every query to `subjectId`. */
export function requireSession(deps: { database: { db: DbOrTx }; now: () => Date }, kind: 'subscriber' | 'affiliate') {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await readSession(deps.database.db, c, kind, deps.now());
    if (!session) throw unauthorized();
    c.set('session', session);
    return next();
  });
}

/** Signs someone out everywhere and voids their unused sign-in links (a deleted account). */
export async function endEverySession(tx: DbOrTx, kind: SessionInfo['kind'], subjectId: string) {
  await tx.delete(sessions).where(and(eq(sessions.kind, kind), eq(sessions.subjectId, subjectId)));
  await tx.delete(signInTokens).where(and(eq(signInTokens.kind, kind), eq(signInTokens.subjectId, subjectId)));
}
