/**
 * Every recipient utterance is checked here before the companion answers
 * (docs/decisions/014-distress-and-opt-out.md). Distress alerts the family at once and
 * the companion says to call 911 (988 for a crisis); an opt-out pauses the schedule and
 * tells the family. The rules lean towards alerting: a false alarm costs a phone call
 * from a daughter, a missed fall costs far more. Negations ("I didn't fall") and common
 * idioms ("fell asleep", "dying to see them") are not distress.
 */
export type DistressCategory =
  | 'fall'
  | 'chest-pain'
  | 'breathing'
  | 'stroke'
  | 'confusion'
  | 'self-harm'
  | 'intruder'
  | 'abuse'
  | 'bleeding'
  | 'overdose'
  | 'fainting'
  | 'emergency';

export type SafetyFinding =
  | { kind: 'distress'; category: DistressCategory }
  | { kind: 'opt-out'; category: 'opt-out' }
  | null;

const DISTRESS: Array<[DistressCategory, RegExp[]]> = [
  [
    'self-harm',
    [
      /\b(kill|hurt|harm) myself\b/,
      /\bend (my|it) (life|all)\b/,
      /\bend it all\b/,
      /\b(want|wanted|going) to die\b/,
      /\b(don'?t|do not) want to (live|be here|go on|wake up)\b/,
      /\bbetter off dead\b/,
      /\bno (reason|point) (to|in) (live|living|go on|going on)\b/,
      /\bsuicid/,
      /\bwish i (was|were) dead\b/,
      /\btake my (own )?life\b/,
    ],
  ],
  [
    'fall',
    [
      /\b(i|i've|i have|i just|just|i had|i've had|i took|took)\s+(fell|fallen|had a fall|a fall|taken a fall|a bad fall|took a (bad )?fall)\b(?!\s+(asleep|in love|for|behind|apart|out with|through the cracks|short|silent|ill))/,
      /\b(can'?t|cannot|unable to) get up\b/,
      /\bon the floor\b.*\b(can'?t|cannot|since)\b/,
      /\bslipped (in|on|and)\b/,
      /\bfell (down|over|off|in the (bath|shower|kitchen|garden|hall))/,
    ],
  ],
  [
    'chest-pain',
    [
      /\bchest (pain|pains|hurts|is hurting|feels tight)\b/,
      /\bpain in my chest\b/,
      /\b(tightness|pressure|crushing) in my chest\b/,
      /\bheart attack\b/,
      /\bmy heart (is|keeps) (racing|pounding|skipping)\b/,
      /\bpain (going )?down my (left )?arm\b/,
    ],
  ],
  [
    'breathing',
    [
      /\b(can'?t|cannot|can not) (breathe|breath|catch my breath|get my breath)\b/,
      /\b(hard|difficult|struggling|trouble|hard time) (to )?(breathe|breathing)\b/,
      /\bshort(ness)? of breath\b/,
      /\bgasping\b/,
      /\bchoking\b/,
    ],
  ],
  [
    'stroke',
    [
      /\bface (is )?(drooping|numb|feels numb)\b/,
      /\b(can'?t|cannot) (move|feel) my (arm|leg|face|hand|side)\b/,
      /\bnumb on one side\b/,
      /\bslurring\b/,
      /\b(can'?t|cannot) (speak|talk) properly\b/,
      /\bhaving a stroke\b/,
    ],
  ],
  [
    'confusion',
    [
      /\b(don'?t|do not) know where i am\b/,
      /\b(don'?t|do not|can'?t|cannot) (remember|recall) (where i am|who i am|how i got here|what day it is|my (own )?address)\b/,
      /\b(i'?m|i am) (so |very |all )?(confused|lost)\b(?! in (a|the|this|my) (book|show|story|film|movie))/,
      /\b(don'?t|do not) recogni[sz]e (this place|where|anyone|my)\b/,
      /\bwhere am i\b/,
      /\bwho are you\b.*\bwhere\b/,
    ],
  ],
  [
    'intruder',
    [
      /\b(stranger|strange man|strange woman|someone|somebody|a man|a woman) (is )?(at|outside|banging on|trying to (get in|open)|in) (my|the) (door|house|home|window|flat|apartment)\b/,
      /\b(someone|somebody) (is )?(trying to )?(break|breaking|broke|got) (in|into)\b/,
      /\b(someone|somebody|a man|a woman|a stranger) (is )?trying to (get|break) in\b/,
      /\bbreak-?in\b/,
      /\bburglar\b/,
      /\bdon'?t know who'?s? (is )?at (my|the) door\b/,
      /\b(someone|somebody)'?s? (is )?in my (house|home|flat|apartment)\b/,
    ],
  ],
  [
    'abuse',
    [
      /\b(someone|somebody|he|she|they|my (carer|caregiver|son|daughter|nephew|neighbou?r)) (is |are |has been |have been |keeps )?(hit|hitting|hurting|beating) me\b/,
      /\b(afraid|scared|frightened) of my (carer|caregiver|son|daughter|husband|wife|nephew|neighbou?r)\b/,
      /\b(took|takes|taking|stole|stealing) my (money|bank card|pension|pills)\b/,
    ],
  ],
  ['bleeding', [/\bbleeding (a lot|badly|heavily|won'?t stop|everywhere)\b/, /\b(lot|lots|so much) of blood\b/, /\bwon'?t stop bleeding\b/]],
  ['overdose', [/\b(took|taken|swallowed) (too many|all (of )?my|a whole bottle of) (pills|tablets|medicine|medication)\b/, /\boverdos/]],
  ['fainting', [/\b(i )?(passed out|fainted|blacked out)\b/, /\b(very|really|so) dizzy\b/, /\bthe room is spinning\b/]],
  [
    'emergency',
    [
      /\b(need|call|get) (an |the )?ambulance\b/,
      /\b(call|ring|dial) 911\b/,
      /\bthis is an emergency\b/,
      /\bi need help (right now|now|quickly|urgently)\b/,
      /^\s*help( me)?[!. ]*$/,
      /\bplease help me\b/,
      // "I'm hurt that he forgot" is feelings, not an injury.
      /\b(i'?m|i am) (badly |really )?(hurt|injured)\b(?! (that|by|about|when|because))/,
    ],
  ],
];

const OPT_OUT: RegExp[] = [
  /\bstop (calling|phoning|ringing)( me| here| this number)?\b/,
  /\b(don'?t|do not|never) (call|phone|ring) (me|here|this number)( again| anymore| any more)?\b/,
  /\b(don'?t|do not) want (these|your|any more|any|the) (calls|phone calls)\b/,
  /\bno more (calls|phone calls)\b/,
  /\btake me off (your|the|this) (list|calls)\b/,
  /\bunsubscribe\b/,
  /\bleave me alone\b/,
  /\bi'?m not interested\b/,
];

/** Negated mentions ("I didn't fall", "no chest pain") within a few words before the match. */
const NEGATION = /\b(no|not|never|didn'?t|haven'?t|hasn'?t|wasn'?t|isn'?t|won'?t|don'?t have|without|nor)\b[\w' ]{0,20}$/;

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\bcan not\b/g, 'cannot')
    .replace(/\s+/g, ' ')
    .trim();
}

function matches(text: string, pattern: RegExp): boolean {
  const m = pattern.exec(text);
  if (!m) return false;
  const before = text.slice(Math.max(0, m.index - 30), m.index);
  // The pattern may itself contain a negation ("don't know where I am"); only words before it can negate it.
  return !NEGATION.test(before);
}

/** Distress first (an emergency outranks a wish to stop), then opt-out. */
export function checkUtterance(utterance: string): SafetyFinding {
  const text = normalise(utterance);
  if (!text) return null;
  for (const [category, patterns] of DISTRESS) {
    if (patterns.some((p) => matches(text, p))) return { kind: 'distress', category };
  }
  if (OPT_OUT.some((p) => p.test(text) && !/\b(please )?(don'?t|do not) stop calling\b/.test(text))) return { kind: 'opt-out', category: 'opt-out' };
  return null;
}

/** What the companion says on distress: clear, calm, and the line freed so they can call. */
export function distressResponse(category: DistressCategory, recipientName: string): string {
  if (category === 'self-harm') {
    return `${recipientName}, I'm so sorry you're feeling this way, and I'm glad you told me. You matter. Please call or text 988 right now to talk with someone at the Suicide and Crisis Lifeline, any time, day or night. If you are in danger, call 911. I'm letting your family know right away. I'll hang up now so you can call.`;
  }
  return `${recipientName}, that sounds serious and I want you to be safe. Please call 911 right now, or press your medical alert button if you have one. I'm letting your family know right away. I'll hang up now so the line is free for you to call.`;
}

export function optOutResponse(recipientName: string): string {
  return `Of course, ${recipientName}. I'm sorry to have bothered you. I won't call again, and I'll let your family know. Take good care. Goodbye.`;
}

/** "mm", "yes", "uh-huh": the listener's nods, which never interrupt the companion. */
export function isBackchannel(utterance: string): boolean {
  const t = normalise(utterance).replace(/[^a-z' ]/g, '').trim();
  if (!t) return true;
  return /^((mm+|hmm+|mhm+|uh-?huh|uh|um|yes|yeah|yep|ok|okay|right|sure|i see|oh|ah|aha|really|true|go on|alright|all right|nice|lovely|of course)\s*){1,3}$/.test(t);
}
