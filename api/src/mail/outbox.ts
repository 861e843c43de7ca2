import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { outboxMails, stories, storyBooks } from '../db/schema/index.js';

/** The channel senders LISTEN on, so a freshly written mail does not wait for a poll. */
export const OUTBOX_CHANNEL = 'fondly_outbox';

export interface NewMail {
  /** One mail per key, ever: e.g. `event:42:member:<uuid>`. */
  idempotencyKey: string;
  eventId?: number | null;
  template: string;
  priority?: number;
  to: { name: string; email: string };
  subscriberId?: string | null;
  familyMemberId?: string | null;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  storyId?: string | null;
  bookId?: string | null;
  attachmentName?: string | null;
  /** Sent no earlier than this (a gift card on its delivery date); without it, at once. */
  notBefore?: Date | null;
}

/**
 * Writes mails to the outbox, normally inside the transaction of whatever caused them.
 * A mail whose key is already there is left alone, so writing twice never sends twice.
 * Returns the ids of the rows actually added.
 */
export async function addToOutbox(tx: DbOrTx, mails: NewMail[], now: Date): Promise<number[]> {
  if (!mails.length) return [];
  const rows = await tx
    .insert(outboxMails)
    .values(
      mails.map((m) => ({
        idempotencyKey: m.idempotencyKey,
        eventId: m.eventId ?? null,
        template: m.template,
        priority: m.priority ?? 5,
        toEmail: m.to.email,
        toName: m.to.name,
        subscriberId: m.subscriberId ?? null,
        familyMemberId: m.familyMemberId ?? null,
        subject: m.subject,
        html: m.html,
        text: m.text,
        headers: m.headers ?? {},
        storyId: m.storyId ?? null,
        bookId: m.bookId ?? null,
        attachmentName: m.attachmentName ?? null,
        nextAttemptAt: m.notBefore && m.notBefore > now ? m.notBefore : now,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: outboxMails.idempotencyKey })
    .returning({ id: outboxMails.id });
  // Wakes every sender, in this process and others, once the transaction commits.
  if (rows.length) await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, ${String(rows[0]!.id)})`);
  return rows.map((r) => r.id);
}

export type ClaimedMail = typeof outboxMails.$inferSelect;

/**
 * Takes up to `limit` due mails for this worker, alerts first. A mail is due when it is
 * pending and its retry time has come, or when the worker that held it let its lease run
 * out (it died mid-send). SKIP LOCKED lets any number of workers claim side by side without
 * ever taking the same row.
 */
export async function claimDueMails(
  db: DbOrTx,
  opts: { workerId: string; now: Date; limit: number; leaseMs: number },
): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: outboxMails.id })
    .from(outboxMails)
    .where(
      or(
        and(eq(outboxMails.status, 'pending'), lte(outboxMails.nextAttemptAt, opts.now)),
        and(eq(outboxMails.status, 'sending'), lt(outboxMails.lockedUntil, opts.now)),
      ),
    )
    .orderBy(asc(outboxMails.priority), asc(outboxMails.nextAttemptAt), asc(outboxMails.id))
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outboxMails)
    .set({
      status: 'sending',
      lockedBy: opts.workerId,
      lockedUntil: new Date(opts.now.getTime() + opts.leaseMs),
      attempts: sql`${outboxMails.attempts} + 1`,
    })
    .where(inArray(outboxMails.id, due))
    .returning();
  return claimed.sort((a, b) => a.priority - b.priority || a.id - b.id);
}

/**
 * Records a delivery. Only the lease holder may: if the lease ran out and another worker
 * took the mail over, this worker's late answer changes nothing.
 */
export async function markSent(
  db: DbOrTx,
  mail: ClaimedMail,
  opts: { workerId: string; now: Date; transport: 'smtp' | 'local'; messageId: string },
): Promise<boolean> {
  const rows = await db
    .update(outboxMails)
    .set({
      status: 'sent',
      sentAt: opts.now,
      transport: opts.transport,
      messageId: opts.messageId,
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
    })
    .where(and(eq(outboxMails.id, mail.id), eq(outboxMails.lockedBy, opts.workerId), eq(outboxMails.status, 'sending')))
    .returning({ id: outboxMails.id });
  return rows.length > 0;
}

export interface RetryPolicy {
  /** Wait before the second try; doubles each time. */
  baseMs: number;
  maxDelayMs: number;
  /** After this many tries the mail is marked failed and shown as such in the admin tools. */
  maxAttempts: number;
}

/** About a day of retries: 30 s, 1 min, 2 min ... capped at 1 h, twelve tries. */
export const DEFAULT_RETRY: RetryPolicy = { baseMs: 30_000, maxDelayMs: 3_600_000, maxAttempts: 12 };

export function retryDelayMs(attempts: number, policy: RetryPolicy, random = Math.random): number {
  const exp = Math.min(policy.maxDelayMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
  // ±20 % jitter so a burst of failures does not come back as one burst.
  return Math.round(exp * (0.8 + 0.4 * random()));
}

/** A failed try: back to pending with a later retry time, or failed for good. */
export async function markAttemptFailed(
  db: DbOrTx,
  mail: ClaimedMail,
  opts: { workerId: string; now: Date; error: string; permanent: boolean; policy: RetryPolicy },
): Promise<'retry' | 'failed'> {
  const giveUp = opts.permanent || mail.attempts >= opts.policy.maxAttempts;
  await db
    .update(outboxMails)
    .set({
      status: giveUp ? 'failed' : 'pending',
      nextAttemptAt: new Date(opts.now.getTime() + (giveUp ? 0 : retryDelayMs(mail.attempts, opts.policy))),
      lockedBy: null,
      lockedUntil: null,
      lastError: opts.error.slice(0, 2000),
    })
    .where(and(eq(outboxMails.id, mail.id), eq(outboxMails.lockedBy, opts.workerId)));
  return giveUp ? 'failed' : 'retry';
}

/** The PDF a mail carries, read from its story (or yearly book) when it is sent. */
export async function loadAttachment(db: DbOrTx, mail: ClaimedMail) {
  let pdf: Buffer | null = null;
  if (mail.storyId) {
    const [row] = await db.select({ pdf: stories.pdf }).from(stories).where(eq(stories.id, mail.storyId));
    pdf = row?.pdf ?? null;
  } else if (mail.bookId) {
    const [row] = await db.select({ pdf: storyBooks.pdf }).from(storyBooks).where(eq(storyBooks.id, mail.bookId));
    pdf = row?.pdf ?? null;
  }
  return pdf ? { filename: mail.attachmentName ?? 'keepsake.pdf', contentType: 'application/pdf', content: pdf } : null;
}

/**
 * A mail still waiting for its time that must not go out any more (a gift card for a day to come
 * whose gift was refunded, decision 157). Answers whether one was withdrawn; a mail already sent
 * or being sent stays as it is.
 */
export async function withdrawWaitingMail(tx: DbOrTx, idempotencyKey: string): Promise<boolean> {
  const gone = await tx
    .delete(outboxMails)
    .where(and(eq(outboxMails.idempotencyKey, idempotencyKey), eq(outboxMails.status, 'pending')))
    .returning({ id: outboxMails.id });
  return gone.length > 0;
}

/** A deleted account's mails, sent or waiting. */
export async function forgetMailOf(tx: DbOrTx, subscriberId: string) {
  await tx.delete(outboxMails).where(eq(outboxMails.subscriberId, subscriberId));
}
