// One schema, one file per domain. Add a domain's tables here and run `pnpm --filter ./api db:generate`.
export * from './platform.js';
export * from './accounts.js';
export * from './notifications.js';
export * from './calls.js';
export * from './feedback.js';
export * from './stories.js';
export * from './mail.js';
export * from './support.js';
export * from './experiments.js';
export * from './payments.js';
export * from './affiliates.js';
export * from './memory.js';
