import { SAFETY_CATEGORIES, type SafetyCategory } from './detect.js';

/**
 * What the companion says when something is wrong. Short, calm sentences; she is not hung up
 * on: the companion gets her family, tells her who to call, and stays with her.
 */
export const CHECK_QUESTION = 'Are you hurt? Do you need help right now?';

/**
 * The one question that tells whether the worry is real now, asked so that "yes" means danger
 * (her answer is read by `answersCheck`). Thoughts of dying are asked about directly, as the
 * Columbia screener and 988 advise (asking does not put the idea there); a scam by whether she
 * has paid or told them anything; someone at the door by whether they are inside. Anything
 * else by whether she is hurt and needs help.
 */
export function checkQuestion(category: SafetyCategory): string {
  switch (category) {
    case 'self-harm':
      return "That sounds really hard, and I'm glad you told me. Are you having thoughts of ending your life, or of hurting yourself?";
    case 'scam':
      return 'Have you given them any money, or your bank or card details?';
    case 'intruder':
      return "Is there someone in your home, or trying to get in, who shouldn't be?";
    case 'abuse':
      return 'Are you frightened of someone who is with you, or who looks after you?';
    case 'fire':
    case 'gas':
      return 'Is there smoke, fire or a smell of gas in your home right now?';
    default:
      return CHECK_QUESTION;
  }
}

/** Every question `checkQuestion` can ask, made ahead of the call with the other fixed lines. */
export const CHECK_QUESTIONS = [...new Set(SAFETY_CATEGORIES.map(checkQuestion))];

/** For thoughts of dying, an answer that is neither yes nor no ("I don't know") is taken as yes. */
export function uncertainAnswerIsYes(category: SafetyCategory): boolean {
  return category === 'self-harm';
}
export const OPT_OUT_QUESTION = 'Would you like me to stop calling you?';
export const CONSENT_QUESTION = 'Before we chat, are you happy for me to give you a call now and then?';

/** The first words after an urgent concern: the family is being reached, and what she can do. */
export function urgentResponse(category: SafetyCategory, name: string): string {
  switch (category) {
    case 'self-harm':
      return `${name}, I'm so glad you told me, and I'm staying right here with you. You matter. I'm letting your family know right now. If you can, call or text 988 to talk with someone kind at the Suicide and Crisis Lifeline, any time. If you are in danger, call 911.`;
    case 'gas':
    case 'fire':
      return `${name}, please get out of the house now if you can, and call 911 from outside. I'm getting your family right now.`;
    case 'scam':
      return `${name}, thank you for telling me. Please don't give them any more money or details, and don't call them back. I'm letting your family know right now so they can help.`;
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
