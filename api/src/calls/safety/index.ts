/**
 * The safety net on every call (docs/safety-net.md): what she says is assessed before the
 * companion answers (detect.ts), and these are the companion's words when something is wrong.
 */
export { answersCheck, assess, isBackchannel, isOptOut, warmSafetyNet, SAFETY_CATEGORIES, type Concern, type SafetyCategory, type Urgency } from './detect.js';
export { CLASSIFIER_PROMPT, CLASSIFICATION_JSON_SCHEMA, classificationSchema, classifierInput, MODEL_URGENT_CONFIDENCE, type Classification } from './classifier.js';
export { CHECK_QUESTIONS, checkQuestion, CONSENT_QUESTION, uncertainAnswerIsYes, helpArrivedGoodbye, OPT_OUT_QUESTION, optOutResponse, stayGoodbye, stayLines, urgentResponse } from './lines.js';
