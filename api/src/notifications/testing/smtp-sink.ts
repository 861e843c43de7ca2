import { afterAll, beforeAll } from 'vitest';
import type { Providers } from '../../context.js';
import { createTestContext } from '../../testing/test-app.js';
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

/**
 * A test app whose mail goes to a real SMTP server of its own (`sink`), started before the
 * file's tests and stopped after, the mail pool closed first. The returned object reads the app
 * once it exists (use it inside tests and hooks).
 */
export function useAppWithMailbox(overrides: { env?: Record<string, string>; now?: () => Date; providers?: Partial<Providers> } = {}) {
  let sink: SmtpSink | null = null;
  let ctx: Awaited<ReturnType<typeof createTestContext>> | null = null;
  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await createTestContext({ ...overrides, env: { ...sink.env, ...overrides.env } });
  });
  afterAll(async () => {
    await ctx?.deps.providers.mail.close();
    await sink?.stop();
    await ctx?.close();
  });
  const ready = () => {
    if (!ctx || !sink) throw new Error('the app and its mailbox are set up in beforeAll: use them inside a test or hook');
    return { ctx, sink };
  };
  return {
    get sink() {
      return ready().sink;
    },
    get app() {
      return ready().ctx.app;
    },
    get db() {
      return ready().ctx.db;
    },
    get deps() {
      return ready().ctx.deps;
    },
  };
}
