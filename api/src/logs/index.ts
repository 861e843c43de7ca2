// The logs domain's public surface: other domains and app.ts import only from here.
export { SUCCESS } from './log-entry.js';
export { logHubFor } from './log-hub.js';
export { createProcessLogger } from './process-logger.js';
export { redactPath } from './redact.js';
