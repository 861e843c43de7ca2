import type { MailPort } from '../../mail/port.js';

/**
 * The embedded default: nothing leaves the machine. The outbox row already holds the whole
 * mail, so "sending" only marks it delivered; operators read it in the admin tools' outbox.
 */
export function createLocalMail(): MailPort {
  return {
    kind: 'outbox',
    async send() {},
    async close() {},
  };
}
