import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../testing/test-server.js';

/**
 * A real SMTP server for tests (smtp-server), parsing every mail that arrives with
 * mailparser. It can be stopped and started again on the same port, like a mail server
 * going down for a while.
 */
export async function startSmtpSink() {
  const port = await freePort();
  const messages: ParsedMail[] = [];
  const waiters: Array<() => void> = [];
  let server: SMTPServer | null = null;

  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // A stop is a crash: open connections (nodemailer's pool) are cut, not waited for.
      closeTimeout: 50,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            messages.push(parsed);
            for (const w of waiters.splice(0)) w();
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
  };
  const stop = async () => {
    if (!server) return;
    const s = server;
    server = null;
    await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await start();

  return {
    port,
    messages,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false', MAIL_FROM: 'Fondly <hello@fondly.test>' },
    start,
    stop,
    /** Resolves once at least `count` mails arrived; rejects after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} mails, got ${messages.length}`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, Math.min(left, 250));
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
      return messages;
    },
    to(address: string) {
      return messages.filter((m) => addressesOf(m).includes(address.toLowerCase()));
    },
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

export function addressesOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((t) => t.value.map((v) => (v.address ?? '').toLowerCase()));
}
