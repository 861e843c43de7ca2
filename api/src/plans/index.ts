// The plans domain's public surface: other domains and app.ts import only from here.
export { getPlan, monthlyValueCents } from './catalogue.js';
