// The notifications domain's public surface: other domains and app.ts import only from here.
export { enqueueNotification } from './events.js';
export { startNotificationWorker } from './notification-worker.js';
export { keepsakeMailContent } from './renderers/call-mail.js';
export { LIST_REASON } from './renderers/context.js';
export { LADDER_OUTCOME, whoWasPhoned, whoWasTexted, whoWasTold } from './renderers/incident-mail.js';
export { recordAlertResolution } from './events.js';
