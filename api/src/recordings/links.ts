import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import { appSecrets } from '../db/schema/index.js';

const DAY_MS = 24 * 60 * 60_000;
const secrets = new WeakMap<object, Promise<string>>();

/**
 * The key of the /listen links: APP_SECRET when set; otherwise a random one made once and kept
 * in the database, so every process that shares it signs and checks alike.
 */
function listenSecret(deps: AppDeps): Promise<string> {
  if (deps.config.recordings.appSecret) return Promise.resolve(deps.config.recordings.appSecret);
  let found = secrets.get(deps.database);
  if (!found) {
    found = (async () => {
      const db = deps.database.db;
      await db.insert(appSecrets).values({ name: 'listen-links', value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
      const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, 'listen-links'));
      return row!.value;
    })();
    found.catch(() => secrets.delete(deps.database));
    secrets.set(deps.database, found);
  }
  return found;
}

/**
 * Makes sure the links' key is at hand before a transaction that signs links (the Moment mail is
 * rendered inside one): read then, the key would wait on the transaction's own connection.
 */
export async function listenLinksReady(deps: AppDeps): Promise<void> {
  await listenSecret(deps);
}

const sign = (secret: string, subject: string) => createHmac('sha256', secret).update(`listen:${subject}`).digest('base64url');

/**
 * A signed, expiring address that plays her voice of one call's Moment without signing in:
 * /listen/<call id>.<expiry, seconds>.<HMAC>. Mails and the dashboard get LISTEN_LINK_DAYS; the
 * keepsake PDF, printed and kept, gets as long as the recording itself is kept.
 */
export async function listenUrlFor(deps: AppDeps, callId: string, opts: { until?: Date } = {}): Promise<string> {
  const until = opts.until ?? new Date(deps.now().getTime() + deps.config.recordings.listenLinkDays * DAY_MS);
  const subject = `${callId}.${Math.floor(until.getTime() / 1000)}`;
  return `${deps.config.publicUrl}/listen/${subject}.${sign(await listenSecret(deps), subject)}`;
}

/** The call a /listen token opens: 'expired' once its time is over, null when it was not signed by us. */
export async function readListenToken(deps: AppDeps, token: string): Promise<{ callId: string } | 'expired' | null> {
  const m = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,12})\.([\w-]{43})$/i.exec(token);
  if (!m) return null;
  const subject = `${m[1]}.${m[2]}`;
  const expected = Buffer.from(sign(await listenSecret(deps), subject));
  const given = Buffer.from(m[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(m[2]) * 1000 <= deps.now().getTime()) return 'expired';
  return { callId: m[1]!.toLowerCase() };
}
