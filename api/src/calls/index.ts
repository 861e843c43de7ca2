// The call engine's public surface, for the routes and the other domains (the family
// dashboard calls these; see docs/decisions/010-call-planning.md and 011-call-lifecycle.md).
export { planCalls, planAllCalls, replanCalls, planCallTimes, type Cadence } from './planner.js';
export { pauseSchedule, resumeSchedule, skipCall, callNow, CALL_MOVED_TO_NOW, EMAIL_NOT_CONFIRMED, listUpcomingCalls, listCallHistory } from './schedule-actions.js';
export { CALL_WINDOWS, CALLING_HOURS, isAllowedAt, nextAllowedTime, describeCallingHours, type CallWindow } from './calling-hours.js';
export { entitlementOf, PAST_DUE_GRACE_MS } from './entitlement.js';
export { claimDueCalls } from './claims.js';
export { transitionCall, LIVE_STATES, TERMINAL_STATES, MAX_ATTEMPTS, RETRY_DELAY_MS, type CallRow } from './state-machine.js';
export { getCallEngine, CallEngine, drainCalls } from './call-engine.js';
export { startCallDialer, startCallPlanner } from './call-worker.js';
export { assess, isOptOut, type Concern, type SafetyCategory } from './safety/index.js';
export { callsBoard } from './board.js';
export { findCall, markAnsweredByHuman } from './lookups.js';
export { findAlertCall, addAlertCalls, advanceAlertCalls } from './alert-calls.js';
export { alertsForFamily, concernWords, urgentFlags } from './after-alert.js';
export { buildCallPlan, type CallPlan, CHECK_IN_KINDS, type Memory } from './conversation/call-plan.js';
export { type CallChannel, type ChannelEvent, type CompanionSpeech } from './conversation/channel.js';
export { Listener } from './listening/listener.js';
export { extractProfileUpdate, type ProfileUpdate } from './memory/extract.js';
export { profileForFamily, updateProfileForFamily } from './memory/index.js';
export { callsRoutes } from './routes/index.js';
export { type Classification, CLASSIFICATION_JSON_SCHEMA, classificationSchema, CLASSIFIER_PROMPT, classifierInput } from './safety/classifier.js';
export { setKindOfPlannedCalls } from './schedule-actions.js';
