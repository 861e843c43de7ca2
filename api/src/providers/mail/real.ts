import nodemailer from 'nodemailer';
import { PermanentMailError, type MailPort, type OutgoingMail } from '../../mail/port.js';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  pass: string | null;
}

/** SMTP through nodemailer: host, port, auth and TLS from configuration. */
export function createSmtpMail(settings: SmtpSettings): MailPort {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
    // Reuse connections: an after-call burst is one mail per family member.
    pool: true,
    maxConnections: 3,
    // A dead server must fail fast, so the outbox can retry later instead of hanging a worker.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(mail: OutgoingMail) {
      const info = await transport
        .sendMail({
          from: mail.from,
          to: { name: mail.to.name, address: mail.to.email },
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId: mail.messageId,
          headers: mail.headers,
          attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
        })
        .catch((err: { code?: string; responseCode?: number; message?: string }) => {
          // A 5xx answer to the envelope (unknown mailbox, refused address) is final; the
          // rest (connection refused, timeouts, 4xx) is worth another try later.
          if (err.code === 'EENVELOPE' && (err.responseCode ?? 0) >= 500) throw new PermanentMailError(err.message ?? 'Refused');
          throw err;
        });
      if (info.rejected.length) throw new Error(`The mail server refused ${info.rejected.map(String).join(', ')}`);
    },
    async close() {
      transport.close();
    },
  };
}
