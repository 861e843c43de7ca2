import { CHECK_QUESTIONS, helpArrivedGoodbye, OPT_OUT_QUESTION, optOutResponse, SAFETY_CATEGORIES, stayGoodbye, stayLines, urgentResponse } from '../safety/index.js';
import type { CallPlan } from './call-plan.js';

/** The soft sound of listening during a long pause. */
export const BACKCHANNEL = 'Mm-hm.';
export const REPROMPTS = ["Take your time. I'm still here whenever you're ready.", 'Are you still there? I’m happy to just listen if you’d like to talk.'];
/** The 9 key. */
export const STOP_QUESTION = 'Would you like me to stop calling?';
/** Said when her words could not be made out (the transcribers failed). */
export const CRACKLY_LINE = "I'm sorry, the line is a bit crackly, could you say that again?";

/** "Yes", "yes please", "I would", "please stop": a clear yes, with no "no" or "don't" in it. */
export function isYes(text: string): boolean {
  const t = text.toLowerCase().replace(/[’]/g, "'");
  if (/\b(no|nope|not|don'?t|do not|never|keep)\b/.test(t)) return false;
  return /\b(yes|yeah|yep|yup|aye|please|i would|i do|sure|ok(ay)?|that'?s right|correct|stop)\b/.test(t);
}

/**
 * Her yes to the recording question: "Yes", "Yes, you may keep them", "Go ahead", "Of course you
 * can", "I don't mind" (a yes may well say "keep"; a no, "rather not", "don't keep" is not one).
 */
export function saysYesToRecordings(text: string): boolean {
  const t = text.toLowerCase().replace(/[’]/g, "'");
  if (/\b(i )?(don'?t|do not) mind\b/.test(t) && !/\bno\b/.test(t)) return true;
  if (/\b(no|nope|not|never|rather not|don'?t|do not|wouldn'?t|won'?t)\b/.test(t)) return false;
  return isYes(t) || /\b(you (may|can)|go ahead|go on( then)?|of course|certainly|by all means|that'?s (fine|lovely|alright|all right)|(that'?d|that would) be (lovely|nice|fine)|why not)\b/.test(t) || /^\W*(yes|yeah|yep|aye|ok(ay)?|sure)\b/.test(t);
}

/** Her no to the recording question (read after her yes): "No", "I'd rather not", "don't keep them". */
export function saysNoToRecordings(text: string): boolean {
  return /\b(no|nope|not really|rather not|don'?t|do not)\b/i.test(text);
}

export function silenceGoodbye(plan: CallPlan) {
  return `It seems now isn't a good time, ${plan.recipientName}, and that's quite all right. ${plan.nextCallLine} Take care. Goodbye!`;
}

export function shutdownGoodbye(plan: CallPlan) {
  return `I'm so sorry, ${plan.recipientName}, I have to go now. ${plan.nextCallLine} Goodbye for now!`;
}

export function timeUpGoodbye(plan: CallPlan) {
  return `I'm afraid our time is up for today, ${plan.recipientName}. ${plan.nextCallLine} Goodbye for now!`;
}

/** The lines that must play whatever the providers do: goodbyes, safety answers, re-prompts (synthesized ahead). */
export function fixedLines(plan: CallPlan, more: { voicemailMessage?: string; fixedLines?: string[] }): string[] {
  const name = plan.recipientName;
  return [
    ...REPROMPTS,
    CRACKLY_LINE,
    silenceGoodbye(plan),
    timeUpGoodbye(plan),
    shutdownGoodbye(plan),
    ...SAFETY_CATEGORIES.map((c) => urgentResponse(c, name)),
    ...stayLines('fall'),
    ...stayLines('self-harm'),
    stayGoodbye(name),
    helpArrivedGoodbye(name),
    ...CHECK_QUESTIONS,
    OPT_OUT_QUESTION,
    optOutResponse(name),
    STOP_QUESTION,
    ...(more.voicemailMessage ? [more.voicemailMessage] : []),
    ...(more.fixedLines ?? []),
  ];
}
