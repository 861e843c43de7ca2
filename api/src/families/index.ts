// The families domain's public surface: other domains and app.ts import only from here.
export { sampleCallScript, SAMPLE_SECONDS } from './sample-call.js';
export { confirmFamilyMember, memberByUnsubscribeToken, unsubscribe } from './mail-lists.js';
export { recordReferrer } from './referral.js';
export { keepRhythm, setSchedulePause } from './her-settings.js';
export { TEST_ACCOUNT_EMAIL, testRecipient } from './test-family.js';
export { SIGNUP_VISITOR_COOKIE, storedSignupVariant } from './experiment.js';
export { recipientByPhone } from './numbers.js';
// Redeeming a gift creates the account as /onboarding does (api/src/gifts, decision 151).
export { createAccount } from './signup.js';
export { paidOnboardingDraft, signupResult } from './funnel.js';
