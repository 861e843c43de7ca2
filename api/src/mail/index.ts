// The mail domain's public surface: other domains and app.ts import only from here.
export { startMailSender } from './mail-sender-worker.js';
export { addToOutbox, type NewMail } from './outbox.js';
export { type MailBlock, type MailContent, renderMail } from './templates/layout.js';
export { forgetMailOf, withdrawWaitingMail } from './outbox.js';
