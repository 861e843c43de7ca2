/** One email as it leaves Fondly. */
export interface OutgoingMail {
  from: string;
  to: { name: string; email: string };
  subject: string;
  html: string;
  text: string;
  /** Stamped by the outbox from its idempotency key, so a resend is recognisable as the same mail. */
  messageId: string;
  headers: Record<string, string>;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/**
 * The mail port. `smtp` hands mail to a real server (nodemailer); `outbox` is the local
 * default: the outbox table itself is the mailbox, browsable in the admin tools.
 * `send` resolves once the server accepted the mail and throws when it did not.
 */
export interface MailPort {
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** The server refused the mail for good (e.g. 550 no such mailbox): retrying cannot help. */
export class PermanentMailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentMailError';
  }
}
