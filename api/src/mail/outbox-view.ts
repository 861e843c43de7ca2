import { and, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { outboxMails } from '../db/schema/index.js';
import type { OutboxListQuery, OutboxMailDetail, OutboxMailSummary, OutboxStatusView } from '@fondly/contract/stories';

type MailRow = typeof outboxMails.$inferSelect;

/**
 * Mails that carry a secret of their own (a sign-in link, an affiliate's dashboard key). With
 * a real SMTP server they are hidden from operators once sent: an operator must not be able
 * to sign in as a family. With the local outbox they must stay readable, since this view is
 * the only mailbox there is.
 */
const SECRET_TEMPLATES = new Set(['sign-in-link', 'welcome', 'confirm-email', 'affiliate-welcome', 'affiliate-confirm']);
const REDACTED = 'Hidden: this mail carries a private sign-in link or key, and it was delivered by email.';

export function isRedacted(mail: Pick<MailRow, 'template'>, transport: 'smtp' | 'outbox'): boolean {
  return transport === 'smtp' && SECRET_TEMPLATES.has(mail.template);
}

function summary(m: MailRow): OutboxMailSummary {
  return {
    id: m.id,
    template: m.template,
    toName: m.toName,
    toEmail: m.toEmail,
    subject: m.subject,
    status: m.status,
    attempts: m.attempts,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
    nextAttemptAt: m.nextAttemptAt.toISOString(),
    lastError: m.lastError,
    transport: m.transport,
    hasAttachment: m.storyId !== null || m.bookId !== null,
  };
}

export async function listOutbox(db: DbOrTx, query: OutboxListQuery) {
  const where: SQL[] = [];
  if (query.status) where.push(eq(outboxMails.status, query.status));
  if (query.before) where.push(lt(outboxMails.id, query.before));
  const rows = await db
    .select()
    .from(outboxMails)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(outboxMails.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const grouped = await db.select({ status: outboxMails.status, n: count() }).from(outboxMails).groupBy(outboxMails.status);
  const counts: Record<OutboxStatusView, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const g of grouped) counts[g.status] = Number(g.n);
  return { mails: page.map(summary), nextCursor: rows.length > query.limit ? page.at(-1)!.id : null, counts };
}

export async function getOutboxMail(db: DbOrTx, id: number) {
  const [row] = await db.select().from(outboxMails).where(eq(outboxMails.id, id));
  return row ?? null;
}

export function outboxDetail(m: MailRow, transport: 'smtp' | 'outbox'): OutboxMailDetail {
  const redacted = isRedacted(m, transport);
  return {
    ...summary(m),
    text: redacted ? REDACTED : m.text,
    headers: m.headers,
    messageId: m.messageId,
    attachmentName: m.attachmentName,
    redacted,
  };
}

export function outboxHtml(m: MailRow, transport: 'smtp' | 'outbox'): string {
  return isRedacted(m, transport) ? `<!doctype html><p style="font-family:sans-serif">${REDACTED}</p>` : m.html;
}

/** A failed mail, tried again now (after an operator fixed the address or the server). */
export async function retryOutboxMail(db: DbOrTx, id: number, now: Date) {
  const [row] = await db
    .update(outboxMails)
    .set({ status: 'pending', nextAttemptAt: now, lastError: null })
    .where(and(eq(outboxMails.id, id), eq(outboxMails.status, 'failed')))
    .returning();
  return row ?? null;
}
