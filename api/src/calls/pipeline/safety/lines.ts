import type { SafetyCategory } from './concern.js';

/**
 * What the companion says when something is wrong. Short, calm sentences; she is not hung up
 * on: the companion gets her family, tells her who to call, and stays with her. The triage
 * questions are in triage.ts.
 */

/**
 * She plays down something that needs help now ("I don't want a fuss", "I'll wait and see"):
 * answered once, kindly, with why not, before the family is reached.
 */
export function pushBack(category: SafetyCategory, name: string): string {
  if (category === 'stroke') return `I hear you, ${name}, and I know you don't want a fuss. But with a stroke every minute matters: the doctors can do the most in the first few hours. So I'm not going to wait.`;
  if (category === 'chest-pain') return `I hear you, ${name}, and I know you don't want a fuss. But pain like this needs a doctor to look at it now, not later. So I'm not going to wait.`;
  return `I know you don't want a fuss, ${name}, but this is one of the times when it is right to get help.`;
}

/**
 * The family is told, but it is not an emergency: she hears it first, with something she can
 * do, and the conversation goes on.
 */
export function toldFirst(category: SafetyCategory, name: string): string {
  switch (category) {
    case 'self-harm':
      return `Thank you for being so honest with me, ${name}. I'd like to let your family know you're having a hard time, so they can be with you, and I'm doing that now. If it ever feels too much, you can call or text 988, any time, day or night. I'm still right here with you.`;
    case 'food':
      return `Thank you for telling me, ${name}. I'm going to let your family know, so someone can help with some shopping and a warm meal. Could you have a drink of water while we talk?`;
    case 'cold':
      return `I'm going to let your family know you're cold, ${name}, so they can help with the heating. Could you put on another layer and wrap a blanket round you while we talk?`;
    case 'confusion':
      return `I'm going to let your family know, ${name}, so someone can come and be with you. Please stay where you are, somewhere warm and safe, and keep talking with me.`;
    default:
      return `I'm going to let your family know, ${name}, so they can help. I'm still here with you.`;
  }
}

export const OPT_OUT_QUESTION = 'Would you like me to stop calling you?';
export const CONSENT_QUESTION = 'Before we chat, are you happy for me to give you a call now and then?';
/** Asked beside the call's consent (docs/recordings.md): only a clear yes keeps any of her voice. */
export const RECORDING_ASK = 'May I keep recordings of your voice from our chats, so your family can hear your stories in your own words? Just say yes or no.';
export const RECORDING_QUESTION = `And m${RECORDING_ASK.slice(1)}`;

/** The first words after an urgent concern: the family is being reached, and what she can do. */
export function urgentResponse(category: SafetyCategory, name: string): string {
  switch (category) {
    case 'self-harm':
      return `${name}, I'm so glad you told me, and I'm staying right here with you. You matter. I'm letting your family know right now. If you can, call or text 988 to talk with someone kind at the Suicide and Crisis Lifeline, any time. If you are in danger, call 911.`;
    case 'gas':
    case 'fire':
      return `${name}, please get out of the house now if you can, and call 911 from outside. I'm getting your family right now.`;
    case 'scam':
      return `${name}, please hang up on them now. Never read out your card numbers, your PIN or your bank details to anyone who calls you, and don't call them back. You haven't done anything wrong. I'm letting your family know right now so they can help.`;
    case 'abuse':
    case 'intruder':
      return `${name}, I'm getting your family right now. If you are in danger, please call 911. I'm staying on the line with you.`;
    default:
      return `${name}, I'm getting your family right now. If you can, please call 911, or press your medical alert button. I'm staying on the line with you.`;
  }
}

/**
 * Said while she waits for help, one at a time, between her words. Only what the companion
 * knows is true: the family has been alerted and asked to come; it never promises that help
 * is on its way, because nobody may have answered yet.
 */
export function stayLines(category: SafetyCategory): string[] {
  if (category === 'self-harm') {
    return [
      "I'm right here with you. Would you like to tell me what's been happening?",
      "You're not alone. I've let your family know, and I'm here with you.",
      'If you can, please call or text 988. They are kind, and they are there any time.',
      "Take a slow breath with me. I'm listening.",
    ];
  }
  if (category === 'scam') return ["Your family knows now. You haven't done anything wrong; these people are very clever."];
  return [
    "I'm right here with you. I've let your family know.",
    'Is your front door unlocked, so help can get in?',
    'Are you warm enough? If you can, pull a blanket or a coat over you.',
    "Try to breathe slowly with me. In, and out. You're doing really well.",
    "I've asked your family to come to you. Stay as still and comfortable as you can.",
  ];
}

/** After ten minutes with her, or when she says goodbye. */
export function stayGoodbye(name: string): string {
  return `${name}, your family knows, and I've asked them to come to you. If you need help before they get there, please call 911. I'm sending you all my care. Goodbye for now.`;
}

/** Someone has come to her (family, a neighbour, the paramedics). */
export function helpArrivedGoodbye(name: string): string {
  return `I'm so glad someone is with you now, ${name}. Your family knows what happened. Take good care, and goodbye for now.`;
}

export function optOutResponse(name: string): string {
  return `Of course, ${name}. I'm sorry to have bothered you. I won't call again, and I'll let your family know. Take good care. Goodbye.`;
}
