// The browser-safe contract: zod schemas and types shared by the forms and the server.
// Only `zod` may be imported from here (no server code, no Node built-ins).
export * from './errors.js';
export * from './platform.js';
export * from './plans.js';
export * from './plan-catalogue.js';
export * from './onboarding.js';
export * from './account.js';
export * from './experiments.js';
export * from './operator.js';
export * from './logs.js';
export * from './feedback.js';
export * from './remote-builds.js';
export * from './calls.js';
export * from './payments.js';
export * from './affiliates.js';
export * from './gift.js';
export * from './stories.js';
export * from './photos.js';
export * from './profile.js';
export * from './mulaw.js';
export * from './text.js';
export * from './phone-format.js';
export * from './operator-families.js';
export * from './loneliness.js';
export * from './api/index.js';
export { ADMIN_TOOLS_PAGES, AFFILIATES_PAGES, MARKETING_PAGES, ONBOARDING_PAGES, PAGE_MANIFESTS, pageName, REMOTE_NAMES, type PageEntry } from './pages/index.js';
export * from './pronouns.js';
