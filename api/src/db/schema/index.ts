// One schema, one file per domain (api/src/<domain>/ owns the tables in db/schema/<domain>.ts).
// Add a domain's tables here and run `pnpm --filter ./api db:generate`.
export * from './platform.js';
export * from './auth.js';
export * from './registry.js';
export * from './logs.js';
export * from './families.js';
export * from './notifications.js';
export * from './calls.js';
export * from './calls-alerts.js';
export * from './feedback.js';
export * from './keepsakes.js';
export * from './mail.js';
export * from './payments.js';
export * from './affiliates.js';
export * from './referrals.js';
export * from './gifts.js';
export * from './calls-loneliness.js';
export * from './recordings.js';
