/**
 * The safety net on every call (docs/safety-net.md): what she says is assessed before the
 * companion answers (detect.ts, with the rules per kind of trouble in rules/), and these are the
 * companion's words when something is wrong. What the call does about it is escalation.ts.
 */
export { assess, isBackchannel, isOptOut, warmSafetyNet, SAFETY_CATEGORIES, type Concern, type SafetyCategory, type Urgency } from './detect.js';
export { CLASSIFIER_PROMPT, CLASSIFICATION_JSON_SCHEMA, classificationSchema, classifierInput, MODEL_URGENT_CONFIDENCE, type Classification } from './classifier.js';
export { CONSENT_QUESTION, RECORDING_ASK, RECORDING_QUESTION, helpArrivedGoodbye, OPT_OUT_QUESTION, optOutResponse, pushBack, stayGoodbye, stayLines, toldFirst, urgentResponse } from './lines.js';
export { CHECK_QUESTIONS, checkQuestion } from './triage.js';
export { WARY_OF_A_SALE } from './opt-out.js';
