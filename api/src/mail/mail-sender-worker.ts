import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../context.js';
import { PermanentMailError } from './port.js';
import type { Worker } from '../context.js';
import {
  DEFAULT_RETRY,
  OUTBOX_CHANNEL,
  claimDueMails,
  loadAttachment,
  markAttemptFailed,
  markSent,
  type ClaimedMail,
  type RetryPolicy,
} from './outbox.js';
import { startWakeableLoop } from '../lib/wakeable-loop.js';

export interface MailSenderOptions {
  workerId?: string;
  /** How many mails one pass claims. */
  batchSize?: number;
  /** How long a claim holds a mail before another worker may take it over (must outlast one SMTP send). */
  leaseMs?: number;
  /** Poll interval when no NOTIFY arrives (a retry coming due, a lease running out). */
  pollMs?: number;
  retry?: RetryPolicy;
}

const DEFAULTS = { batchSize: 10, leaseMs: 120_000, pollMs: 2_000 };

/** `Name <addr@domain>` → domain, for Message-IDs that look like ours. */
export function mailDomain(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'fondly.local';
}

/** Stable per mail: every retry of one outbox row carries the same Message-ID. */
export function messageIdFor(mail: Pick<ClaimedMail, 'id'>, from: string): string {
  return `<outbox-${mail.id}@${mailDomain(from)}>`;
}

/**
 * One pass: claim due mails, send each through the mail port, record the outcome.
 * Returns how many mails it claimed (0 means nothing was due).
 */
export async function sendDueMails(deps: AppDeps, opts: MailSenderOptions & { workerId: string }): Promise<number> {
  const db = deps.database.db;
  const leaseMs = opts.leaseMs ?? DEFAULTS.leaseMs;
  const policy = opts.retry ?? DEFAULT_RETRY;
  const claimed = await claimDueMails(db, {
    workerId: opts.workerId,
    now: deps.now(),
    limit: opts.batchSize ?? DEFAULTS.batchSize,
    leaseMs,
  });
  const transport = deps.providers.mail.kind === 'smtp' ? 'smtp' : 'local';
  await Promise.all(
    claimed.map(async (mail) => {
      const messageId = messageIdFor(mail, deps.config.mail.from);
      try {
        const attachment = await loadAttachment(db, mail);
        await deps.providers.mail.send({
          from: deps.config.mail.from,
          to: { name: mail.toName, email: mail.toEmail },
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId,
          headers: mail.headers,
          attachments: attachment ? [attachment] : [],
        });
        const recorded = await markSent(db, mail, { workerId: opts.workerId, now: deps.now(), transport, messageId });
        if (!recorded) deps.logger.warn({ outboxId: mail.id }, 'mail sent after its lease ran out');
      } catch (err) {
        const permanent = err instanceof PermanentMailError;
        const outcome = await markAttemptFailed(db, mail, {
          workerId: opts.workerId,
          now: deps.now(),
          error: err instanceof Error ? err.message : String(err),
          permanent,
          policy,
        });
        deps.logger.warn({ outboxId: mail.id, attempts: mail.attempts, outcome, err }, 'mail not sent');
      }
    }),
  );
  return claimed.length;
}

/**
 * The sender loop: wakes on NOTIFY (a mail was written) and polls as a safety net, and
 * keeps going while whole batches come back, so a burst drains at once.
 */
export async function startMailSender(deps: AppDeps, opts: MailSenderOptions = {}): Promise<Worker & { wake(): void }> {
  const workerId = opts.workerId ?? `mail-${randomUUID().slice(0, 8)}`;
  const batchSize = opts.batchSize ?? DEFAULTS.batchSize;
  return startWakeableLoop(deps, {
    name: 'mail-sender',
    channel: OUTBOX_CHANNEL,
    pollMs: opts.pollMs ?? DEFAULTS.pollMs,
    pass: async () => (await sendDueMails(deps, { ...opts, workerId })) >= batchSize,
  });
}
