import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { subscribers } from '../db/schema/index.js';
import { planAfterEmailConfirmed } from '../calls/scheduling/planner.js';
import { consumeSignInToken, createSession, createSignInToken } from '../auth/index.js';
import { AppError } from '../lib/errors.js';
import { enqueueNotification } from '../notifications/index.js';
import { unclaimedCheckoutsFor } from '../payments/index.js';

/** Emailed sign-in links work once, for 30 minutes. */
export const SIGN_IN_LINK_TTL_MS = 30 * 60_000;
export const SIGN_IN_LINK_INVALID = 'This sign-in link has expired or was already used. Please ask for a new one.';

/**
 * Emails a one-time sign-in link when the address has an account (or, for a plan paid with it
 * whose setup is not finished, the link that finishes it), through the outbox,
 * in the same transaction as the token. Unknown addresses get the same answer from the
 * route, so nobody can find out who is a customer.
 */
export async function requestSignInLink(deps: AppDeps, email: string): Promise<void> {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const [subscriber] = await tx
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(and(eq(subscribers.email, email), isNull(subscribers.deletedAt)))
      .limit(1);
    if (!subscriber) {
      // Paid without finishing the setup: the link that finishes it, not a dead end (walk finding 1).
      for (const checkoutId of await unclaimedCheckoutsFor(tx, email)) await enqueueNotification(tx, { type: 'finish-setup', checkoutId, why: 'asked' });
      return;
    }
    const token = await createSignInToken(tx, 'subscriber', subscriber.id, now, SIGN_IN_LINK_TTL_MS);
    // The link opens a page that spends the token with a POST, so mail scanners that
    // follow links cannot use it up.
    const link = `${deps.config.publicUrl}/sign-in?token=${encodeURIComponent(token)}`;
    await enqueueNotification(tx, { type: 'sign-in-link', subscriberId: subscriber.id, link });
  });
}

/**
 * The welcome mail's "Confirm your email" link: a sign-in link that holds for 7 days, since a
 * family may open the welcome mail days later. Opening it (or any sign-in link) confirms the
 * email, and only then are calls placed (decision 105).
 */
export const EMAIL_CONFIRMATION_LINK_TTL_MS = 7 * 86_400_000;

export async function emailConfirmationLink(tx: DbOrTx, deps: Pick<AppDeps, 'config'>, subscriberId: string, now: Date): Promise<string> {
  const token = await createSignInToken(tx, 'subscriber', subscriberId, now, EMAIL_CONFIRMATION_LINK_TTL_MS);
  return `${deps.config.publicUrl}/sign-in?token=${encodeURIComponent(token)}`;
}

/**
 * "Send the link again" for the signed-in family: a new confirmation link to the account's own
 * email. Answers where it went, or that there is nothing to confirm.
 */
export async function requestEmailConfirmation(deps: AppDeps, subscriberId: string): Promise<{ email: string; confirmed: boolean }> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const [subscriber] = await tx
      .select({ email: subscribers.email, confirmedAt: subscribers.emailConfirmedAt })
      .from(subscribers)
      .where(and(eq(subscribers.id, subscriberId), isNull(subscribers.deletedAt)));
    if (!subscriber) throw new AppError(401, 'unauthorized', 'Please sign in first.');
    if (subscriber.confirmedAt) return { email: subscriber.email, confirmed: true };
    const link = await emailConfirmationLink(tx, deps, subscriberId, now);
    await enqueueNotification(tx, { type: 'confirm-email', subscriberId, link });
    return { email: subscriber.email, confirmed: false };
  });
}

/** Spends the emailed token and opens a subscriber session; the email is now confirmed. */
export async function redeemSignInLink(deps: AppDeps, token: string) {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const subscriberId = await consumeSignInToken(tx, 'subscriber', token, now);
    if (!subscriberId) throw new AppError(401, 'unauthorized', SIGN_IN_LINK_INVALID);
    const [live] = await tx
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(and(eq(subscribers.id, subscriberId), isNull(subscribers.deletedAt)));
    if (!live) throw new AppError(401, 'unauthorized', SIGN_IN_LINK_INVALID);
    // The link reached this inbox and was opened: the email is theirs.
    const confirmed = await tx
      .update(subscribers)
      .set({ emailConfirmedAt: now })
      .where(and(eq(subscribers.id, subscriberId), isNull(subscribers.emailConfirmedAt)))
      .returning({ id: subscribers.id });
    if (confirmed.length > 0) await planAfterEmailConfirmed(tx, subscriberId, now);
    return { subscriberId, session: await createSession(tx, 'subscriber', subscriberId, now) };
  });
}

