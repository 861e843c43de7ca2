// The referrals domain's public surface: other domains and app.ts import only from here.
export { captureReferral, readReferralCookie } from './capture.js';
export { newReferralCode, normaliseReferralCode } from './codes.js';
export { type Referrer, resolveReferralCode } from './resolve.js';
