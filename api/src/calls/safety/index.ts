/**
 * The safety net on every call (docs/safety-net.md): what she says is assessed before the
 * companion answers (detect.ts), and these are the companion's words when something is wrong.
 */
export { answersCheck, assess, isBackchannel, isOptOut, type Concern, type SafetyCategory, type Urgency } from './detect.js';
export { CHECK_QUESTION, CONSENT_QUESTION, helpArrivedGoodbye, OPT_OUT_QUESTION, optOutResponse, stayGoodbye, stayLines, urgentResponse } from './lines.js';

export const SAFETY_CATEGORIES = ['fall', 'chest-pain', 'breathing', 'stroke', 'confusion', 'self-harm', 'intruder', 'abuse', 'scam', 'bleeding', 'medication', 'fainting', 'gas', 'fire', 'cold', 'food', 'emergency', 'wellbeing'] as const;
