import { MODEL_URGENT_CONFIDENCE, type Classification } from './classifier.js';
import { SAFETY_CATEGORIES, type Concern, type SafetyCategory } from './concern.js';
import { helpArrivedGoodbye, pushBack, stayGoodbye, stayLines, toldFirst, urgentResponse } from './lines.js';
import { normalise } from './speech.js';
import { WHEN_QUESTION, whenItWas, type StoryFrame } from './story-frame.js';
import { afterAnswer, hasRedFlag, playsItDown, TRIAGE } from './triage.js';

/**
 * What the safety net does on a call, as a pure state machine (docs/safety-net.md): her words
 * with the rules' reading, the model's reading, silence and time go in; what to say and whom
 * to alert come out. Nothing here waits, plays or writes: the conversation applies the
 * outputs in order (conversation/safety-gate.ts), so every transition is one table row.
 *
 *  state     | input                                       | out
 *  calm      | words, urgent concern                       | cut in, alert family, stay, urgent response
 *  calm      | words, check concern with a red flag        | as urgent (triage.ts: a red flag is never talked down)
 *  calm      | words, check concern                        | the kind's first triage question  -> triage
 *  calm      | words, note concern                         | note for the family; the dialogue goes on
 *  triage    | words with a red flag or an urgent concern  | as urgent, quoting her words and answers
 *  triage    | an answer about someone else's body         | a note (about someone else); the dialogue answers it
 *  triage    | words answering "danger", row says urgent   | as urgent (played down: the push-back line first)
 *  triage    | words answering "danger", row says alert    | she is told first, then the family; the call goes on
 *  triage    | words answering "danger", row says next     | the next question of the kind
 *  triage    | words answering "safe", another question    | the next question of the kind
 *  triage    | words answering "safe", the last question   | settled: a note (or, for thoughts of dying, told first then an alert);
 *            |   and another kind of worry in them         |   that kind's first question
 *  triage    | silence                                     | as urgent ("(no answer)")
 *  staying   | she puts it right ("I didn't mean it like     | sorry, misunderstood; a note for the family; calm again
 *            |   that", "that was years ago"; dying: only    |   (the time to stay then ends nothing)
 *            |   "didn't mean it"/"joking"/"an expression")  |
 *  staying   | words saying help is here / goodbye         | help-arrived goodbye, end (distress)
 *  staying   | other words (a new urgent kind alerts)      | the next calm stay line
 *  staying   | silence                                     | the next calm stay line
 *  staying   | the stay is over (time)                     | stay goodbye, end (distress)
 *  any       | model: urgent now, confident                | as urgent (not while staying)
 *  any       | model: something, the rules found nothing   | note for the family
 *  any       | model flags a concern the rules had not     | alert (a note for wellbeing)
 *
 * A scam is urgent for the family but no danger on the line: it alerts without staying. Thoughts
 * of dying: she hears what happens before the family is told, and is kept talking.
 */
export interface EscalationState {
  /**
   * The triage of this concern is under way: question `step` was asked; her answer (or her
   * silence) decides. Step -1 is "Was that recently, or a long time ago?", asked of trouble told as a story.
   */
  checking: { concern: Concern; text: string; step: number } | null;
  /** An urgent concern is being handled: the companion stays with her, one calm line at a time. */
  staying: { category: SafetyCategory; said: number } | null;
}

export const CALM: EscalationState = { checking: null, staying: null };

export type EscalationInput =
  /** Her words, with what the rules found in them; `story` when the conversation says they tell a story of long ago (story-frame.ts). */
  | { type: 'words'; text: string; concern: Concern | null; story?: StoryFrame }
  /** The safety model's reading of her words (decision 081), null when it could not say. */
  | { type: 'model-reading'; text: string; reading: Classification | null; ruleFound: boolean }
  /** The companion model's flag_concern tool; `sheSpoke` once she has said anything. */
  | { type: 'model-flag'; category: string; detail: string; sheSpoke: boolean }
  /** The silence setting passed with nothing said. */
  | { type: 'silence' }
  /** The time to stay with her after an urgent concern is over. */
  | { type: 'stay-over' };

export type Escalation =
  /** Whatever is being prepared or played stops at once. */
  | { type: 'cut-in' }
  /** A reply being prepared is dropped: a question comes instead. */
  | { type: 'drop-reply' }
  /** Logged on the call; the family is told of distress, a note goes in their summary. */
  | { type: 'alert'; kind: 'distress' | 'note'; category: string; utterance: string }
  /** Said to her; `afterAlert`: only once the alert before it is recorded. */
  | { type: 'say'; line: string; interruptible: boolean; afterAlert?: boolean }
  /** These last words, then the call ends. */
  | { type: 'end'; words: string }
  /** Start the time to stay with her; a `stay-over` input follows. */
  | { type: 'stay-clock' }
  /** Ask the safety model about her words too (its reading comes back as `model-reading`). */
  | { type: 'ask-model' };

export interface Step {
  state: EscalationState;
  out: Escalation[];
  /** False when safety took the turn; true when the conversation goes on as usual (a reply, a re-prompt). */
  goOn: boolean;
}

/** Help has come, or she says goodbye: the companion may leave her. */
/** Someone has come to her: a person, the paramedics. */
const SOMEONE_CAME = /\b((they|she|he)('s| is| are) here|(my )?(daughter|son|neighbou?r|husband|wife|family|grandson|granddaughter|friend|carer) (is|are|has|have) (here|come|arrived)|ambulance is here|paramedics are here|help is here|they've come|they have come|someone('s| is) (here|at the door|come))\b/i;
const HELP_HERE = /\b(good ?bye|bye|hang up now|i have to go|i'll go now|(they|she|he)('s| is| are) here|(my )?(daughter|son|neighbou?r|husband|wife|family|grandson|granddaughter) (is|are) here|ambulance is here|paramedics are here|help is here|they've come|they have come)\b/i;

export function escalate(state: EscalationState, input: EscalationInput, name: string): Step {
  switch (input.type) {
    case 'words':
      return onWords(state, input.text, input.concern, name, input.story ?? null);
    case 'model-reading': {
      const { reading, text } = input;
      if (!reading || state.staying || reading.urgency === 'none' || reading.category === 'none') return { state, out: [], goOn: true };
      if (reading.urgency === 'now' && reading.confidence >= MODEL_URGENT_CONFIDENCE) {
        return urgent({ ...state, checking: null }, { category: reading.category, urgency: 'urgent', quote: reading.quote || text }, text, name);
      }
      const out: Escalation[] = input.ruleFound ? [] : [{ type: 'alert', kind: 'note', category: reading.category, utterance: `${text} (noted by the safety model)` }];
      return { state, out, goOn: true };
    }
    case 'model-flag': {
      // The model can add an alert the rules did not raise, never silence one.
      const category = (SAFETY_CATEGORIES as readonly string[]).includes(input.category) ? input.category : 'emergency';
      const raised = input.sheSpoke && state.staying?.category === category;
      const out: Escalation[] = raised ? [] : [{ type: 'alert', kind: category === 'wellbeing' ? 'note' : 'distress', category, utterance: `${input.detail} (flagged by the companion model)` }];
      return { state, out, goOn: true };
    }
    case 'silence':
      // No answer to "was that recently?": the kind's own first question.
      if (state.checking?.step === WHEN) return ask({ ...state, checking: null }, { ...state.checking, step: 0 }, []);
      // Silence after "Are you hurt?" may mean she cannot answer.
      if (state.checking) return urgent({ ...state, checking: null }, state.checking.concern, `${state.checking.text} … (no answer)`, name);
      if (state.staying) return stayLine(state, state.staying, []);
      return { state, out: [], goOn: true };
    case 'stay-over':
      if (!state.staying) return { state, out: [], goOn: true };
      return { state, out: [{ type: 'end', words: stayGoodbye(name) }], goOn: false };
  }
}

function onWords(state: EscalationState, text: string, concern: Concern | null, name: string, story: StoryFrame): Step {
  if (state.staying) {
    // She puts the companion right ("no dear, that was years ago", "I didn't mean it like that"): it says sorry and the call goes on; the family's note says so.
    if (putsRight(text, state.staying.category, concern)) {
      return {
        state: { ...state, staying: null },
        out: [{ type: 'alert', kind: 'note', category: state.staying.category, utterance: `${text} (she said she had been misunderstood)` }, { type: 'say', line: MISUNDERSTOOD_LINE, interruptible: true }],
        goOn: false,
      };
    }
    // She says she is safe now and well ("I'm up and sitting in my chair, no harm done", "it's passed off, I'm fine now"): glad, the family already knows, and the chat goes on (the blind companion rounds L and M: a minor or past thing kept the staying script on to her goodbye).
    if (safeNow(text, state.staying.category, concern)) {
      return {
        state: { ...state, staying: null },
        out: [{ type: 'alert', kind: 'note', category: state.staying.category, utterance: `${text} (she said she was safe and well)` }, { type: 'say', line: SAFE_NOW_LINE, interruptible: true }],
        goOn: false,
      };
    }
    // While help comes: calm, short lines; a new kind of danger still reaches the family.
    const out: Escalation[] = concern?.urgency === 'urgent' && concern.category !== state.staying.category ? [{ type: 'alert', kind: 'distress', category: concern.category, utterance: text }] : [];
    // "I'm so glad someone is with you now" only when she says someone is; a plain goodbye gets the staying goodbye (never a comfort that is not true).
    if (HELP_HERE.test(text)) return { state, out: [...out, { type: 'end', words: SOMEONE_CAME.test(text) ? helpArrivedGoodbye(name) : stayGoodbye(name) }], goOn: false };
    return stayLine(state, state.staying, out);
  }
  if (state.checking?.step === WHEN) return onWhen(state, state.checking, text, concern, name, story);
  if (story && concern && concern.urgency !== 'note' && !state.checking) {
    // A story: thoughts of dying by their own first question; a scam as any scam; a story that
    // says it was long ago is answered as a story; one that may be is asked about once, gently.
    if (concern.category === 'self-harm') return ask(state, { concern: { ...concern, urgency: 'check' }, text, step: 0 }, [{ type: 'ask-model' }]);
    if (concern.category !== 'scam' && story === 'long-ago') return { state, out: [{ type: 'ask-model' }], goOn: true };
    if (concern.category !== 'scam') return ask(state, { concern, text, step: WHEN }, [{ type: 'ask-model' }]);
  }
  if (concern?.urgency === 'urgent') return urgent(state, concern, text, name);
  const out: Escalation[] = [{ type: 'ask-model' }];
  if (state.checking) return onAnswer(state, state.checking, text, concern, name, out);
  if (concern?.urgency === 'check') {
    if (hasRedFlag(concern.category, text)) return urgent(state, concern, text, name, playsItDown(text));
    // Maybe something is wrong: the kind's first question.
    return ask(state, { concern, text, step: 0 }, out);
  }
  if (concern?.urgency === 'note') out.push({ type: 'alert', kind: 'note', category: concern.category, utterance: text });
  return { state, out, goOn: true };
}

/** Her answer to a triage question, read by the kind's row (triage.ts). */
function onAnswer(state: EscalationState, asked: NonNullable<EscalationState['checking']>, text: string, concern: Concern | null, name: string, out: Escalation[]): Step {
  const next = { ...state, checking: null };
  const quoted = `${asked.text} … ${text}`;
  const { category } = asked.concern;
  // "No, he's in bed now, but he can't get up on his own": the answer is about someone else's body, not hers (a note; the dialogue answers it).
  if (ABOUT_THEIR_BODY.has(category) && concern?.urgency !== 'urgent' && SOMEONE_ELSE_ANSWERS.test(normalise(text)) && !/\b(i|i'm|i've|i'd|me|my(?! (husband|wife|son|daughter|sister|brother|friend|mother|father|mum|dad|neighbou?r)))\b/i.test(text)) {
    return { state: next, out: [...out, { type: 'alert', kind: 'note', category, utterance: `${quoted} (about someone else)` }], goOn: true };
  }
  // "I don't want to talk about it", "leave it, it's nothing": her answer, not silence. A question about
  // something only possibly wrong settles as a note for the family (the blind companion round J: a small
  // complaint and then a refusal became the whole emergency script); thoughts of dying are never left so.
  if (category !== 'self-harm' && concern?.urgency !== 'urgent' && REFUSES_TO_SAY.test(normalise(text)) && !hasRedFlag(category, text)) {
    return { state: next, out: [...out, { type: 'alert', kind: 'note', category, utterance: `${quoted} (she would rather not say)` }], goOn: true };
  }
  const outcome = afterAnswer(category, asked.step, text);
  if (outcome.type === 'settled' && outcome.as === 'note' && concern?.urgency === 'check' && concern.category !== category && concern.category !== 'emergency') {
    // Settled, but she spoke of another kind of trouble: its own triage, the first noted for the family.
    return ask(next, { concern, text, step: 0 }, [...out, { type: 'alert', kind: 'note', category, utterance: quoted }]);
  }
  switch (outcome.type) {
    case 'urgent': {
      const step = urgent(next, asked.concern, quoted, name, outcome.playedDown);
      return { ...step, out: [...out, ...step.out] };
    }
    case 'ask':
      return ask(next, { concern: asked.concern, text: quoted, step: outcome.step }, out);
    case 'alert':
      return told(next, category, quoted, name, out);
    case 'settled':
      if (outcome.as === 'alert') return told(next, category, quoted, name, out);
      return { state: next, out: [...out, { type: 'alert', kind: 'note', category, utterance: quoted }], goOn: true };
  }
}

/** She would rather not talk about it: a refusal is an answer. */
const REFUSES_TO_SAY = /\b((i )?(don't|do not|rather not|would rather not|'d rather not) (want to |wish to |like to )?(talk|speak|go on|go into it|discuss it|dwell on it)( about (it|that|this))?|let'?s (not talk about|talk about something else|change the subject|leave it)|leave it( there| at that| be)?|(it's|it is) (nothing|nothing really|not worth talking about)|never (you )?mind (that|about (it|that))|i'?d rather not say|mind your own)\b/;

/** Said when she puts the companion right after an alarm it raised by mistake. */
export const MISUNDERSTOOD_LINE = "Oh, I'm so sorry, I misunderstood you. Thank you for putting me right.";

/** "I didn't mean it like that", "I was only joking", "it's just an expression": thoughts of dying are only ever left on these. */
const NOT_MEANT = /\b(i (didn't|did not|never) mean (it|that)|not like that|(i was|i'm|i am) (only |just )?(joking|kidding|teasing|pulling your leg)|(it's|it is|that's|that is|just|only) (just |only )?(a|an) (expression|saying|figure of speech|turn of phrase)|you('ve| have)? (got it wrong|misunderstood|got the wrong (end|idea)|got hold of the wrong end))\b/;
/** Or, for any other kind: it was long ago, a story ("I'm not hurt" alone never leaves: on the floor unhurt is still on the floor). */
const NOT_NOW = /\b((that|it|this) (was|happened) (years|ages|a long time|decades|donkey's years|\w+ years) ago|(years|ages|a long time|decades) ago,? (dear|love|pet)|i was (only |just )?telling you (a story|about (it|that|the time|when)))\b/;

/**
 * Or it is over and seen to: days or weeks ago ("that was last Tuesday", "a fortnight back"), or
 * dealt with ("the doctor's seen it", "the alarm's been sorted", "it's all over now"). "I'm fine
 * now" alone is not enough: someone unhurt may still be on the floor.
 */
const DAY_NAME = '(monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const OVER_AND_SEEN_TO = new RegExp(
  [
    `\\b(that|it|this) (was|happened) (last (week|month|${DAY_NAME})|on ${DAY_NAME}|(a|one) (week|fortnight|month|while|few (days|weeks)) (ago|back)|(two|three|four|five|six|ten|a couple of|a few|several) (days|weeks|months) (ago|back))\\b`,
    `\\b(it'?s|it has|it'?s been|that'?s been|that has been|they'?ve|(the )?(doctor|nurse|gp|engineer|plumber|bank|optician|chemist|pharmacist|firemen|fire brigade)('s| has| had)?) (all )?(sorted( out)?|dealt with|seen to|fixed|taken care of|looked at (it|me)|checked (it|me)( over)?|been and gone)\\b`,
    `\\b(the )?(alarm|smoke alarm|fire alarm)('s| has| was)? (stopped|gone off now|been (sorted|fixed|reset|seen to))\\b`,
    `\\b(it'?s|that'?s) (all )?(over|done|sorted|finished) (now|with)\\b`,
  ].join('|'),
);

/** Said when she says she is safe and well after an alarm. */
export const SAFE_NOW_LINE = "I'm so glad you're all right. Your family knows, just so they can ask after you. Shall we carry on our chat?";

/**
 * Safe and well now, in her words: up again and unhurt after a fall ("I'm up, I'm sitting in my
 * chair", "no harm done", "only a little trip"), or the trouble passed ("it's passed off", "I'm
 * fine now, honestly", "it was nothing"). Never for thoughts of dying, danger from someone, a fire
 * or gas, chest pain or a stroke (passing is no all-clear), nor with trouble in the same words;
 * a plain "I'm fine" alone is not enough.
 */
const SAFE_AND_WELL = /\b(i'?m|i am) (fine|all right|alright|ok|okay|grand|right as rain|perfectly (fine|well|all right)) (now|really|honestly|truly|dear|love|thank you|thanks)\b|\b(it'?s|it has|that'?s) (passed( off)?|gone( off)?|eased( off)?|settled( down)?|stopped)\b|\bno harm done\b|\b(it was|it'?s|that was) (nothing|only|just) (a |an )?(little |small |tiny )?(trip|stumble|wobble|slip|twinge|scare|fright|nothing|bit of)\b|\bdon'?t (you )?(worry|fuss)( about me)?,? i'?m (fine|all right|alright|ok|okay)\b/;
const UP_AGAIN = /\b(i'?m|i am|i got|i'?ve got|i managed to get) (myself )?(up|back up|back on my feet|sitting (down|up|in my chair|comfortably))\b|\bi'?m (in|back in) my (chair|armchair|bed)\b|\bno harm done\b|\b(only|just) (a |an )?(little |small )?(trip|stumble|wobble|slip)\b/;
function safeNow(text: string, category: SafetyCategory, concern: Concern | null): boolean {
  if (concern?.urgency === 'urgent' || concern?.urgency === 'check') return false;
  // Chest pain or a stroke's signs that pass are still a reason to call for help: the script stays.
  if (category === 'self-harm' || category === 'abuse' || category === 'fire' || category === 'gas' || category === 'chest-pain' || category === 'stroke') return false;
  const words = normalise(text);
  if (/\b(but|except|still|can'?t|cannot|won'?t|worse|hurts?|sore|bleeding)\b/.test(words)) return false;
  return category === 'fall' ? UP_AGAIN.test(words) : SAFE_AND_WELL.test(words) || UP_AGAIN.test(words);
}

/** She says the alarm was a misunderstanding, with nothing pressing in the same words. */
function putsRight(text: string, category: SafetyCategory, concern: Concern | null): boolean {
  if (concern?.urgency === 'urgent' || concern?.urgency === 'check') return false;
  const words = normalise(text);
  if (NOT_MEANT.test(words)) return true;
  if (category === 'self-harm') return false;
  // Danger from someone (abuse) is not over because one incident is.
  return NOT_NOW.test(words) || (category !== 'abuse' && OVER_AND_SEEN_TO.test(words));
}

/** Kinds of trouble of the body, where an answer about someone else is not hers (an intruder, abuse or a scam may well be "he"). */
const ABOUT_THEIR_BODY = new Set<SafetyCategory>(['fall', 'chest-pain', 'breathing', 'stroke', 'fainting', 'bleeding', 'medication', 'confusion', 'emergency']);
/** An answer whose subject is someone else: "he's…", "she can't…", "my husband…", "they say he…". */
const SOMEONE_ELSE_ANSWERS = /^((no|yes|oh|well|not|nope|yeah)[,.!]*\s+)*(no[,.!]*\s+)?(he|she|they|him|her|my (husband|wife|son|daughter|sister|brother|friend|mother|father|mum|dad|neighbou?r))('s| is| was| has| had| can't| cannot| couldn't| won't| isn't| wasn't| fell| said| says| will| does| did|\b)/;

/** The step that asks "Was that recently, or a long time ago?". */
const WHEN = -1;

/**
 * Her answer to "Was that recently, or a long time ago?": long ago settles it (the dialogue
 * answers her; months ago is a note for the family); recent, or an answer that does not say,
 * goes on as the trouble would have: urgent stays urgent, a question is the kind's first.
 */
function onWhen(state: EscalationState, asked: NonNullable<EscalationState['checking']>, text: string, concern: Concern | null, name: string, story: StoryFrame): Step {
  const next = { ...state, checking: null };
  const quoted = `${asked.text} … ${text}`;
  const when = whenItWas(text);
  const out: Escalation[] = [{ type: 'ask-model' }];
  if (when === 'long-ago' || (when === 'unclear' && story)) {
    // Trouble of now in her answer is read as any trouble would be.
    if (concern && concern.urgency !== 'note' && !story) return onWords(next, text, concern, name, null);
    if (/\b(months?|last year|a year ago)\b/.test(text.toLowerCase())) out.push({ type: 'alert', kind: 'note', category: asked.concern.category, utterance: quoted });
    return { state: next, out, goOn: true };
  }
  if ((when === 'recent' && asked.concern.urgency === 'urgent') || concern?.urgency === 'urgent' || hasRedFlag(asked.concern.category, text)) return urgent(next, concern?.urgency === 'urgent' ? concern : asked.concern, quoted, name);
  // She moves on with a question of her own and no trouble in it ("Do you like doing this?"): only possibly wrong, it is a note, and her question is answered (the blind companion round N: "are you hurt?" to a question about the companion).
  if (when === 'unclear' && asked.concern.urgency !== 'urgent' && (!concern || concern.urgency === 'note') && /\?\s*$/.test(text.trim())) {
    return { state: next, out: [...out, { type: 'alert', kind: 'note', category: asked.concern.category, utterance: quoted }], goOn: true };
  }
  return ask(next, { concern: asked.concern, text: quoted, step: 0 }, out);
}

/** One triage question, instead of the reply being prepared. */
function ask(state: EscalationState, checking: NonNullable<EscalationState['checking']>, out: Escalation[]): Step {
  const line = checking.step === WHEN ? WHEN_QUESTION : TRIAGE[checking.concern.category].questions[checking.step]!.ask;
  return { state: { ...state, checking }, out: [...out, { type: 'drop-reply' }, { type: 'say', line, interruptible: true }], goOn: false };
}

/** The family is told, not as an emergency: she hears it first, and the call goes on. */
function told(state: EscalationState, category: SafetyCategory, quoted: string, name: string, out: Escalation[]): Step {
  return {
    state,
    out: [...out, { type: 'drop-reply' }, { type: 'say', line: toldFirst(category, name), interruptible: true }, { type: 'alert', kind: 'distress', category, utterance: quoted }],
    goOn: false,
  };
}

/**
 * Something is wrong now: the family is alerted first, then she hears who is coming and what she
 * can do, and the companion stays with her. Thoughts of dying: she hears it before the family is
 * told. Played down ("I don't want a fuss"): the push-back line first, once.
 */
function urgent(state: EscalationState, concern: Concern, text: string, name: string, playedDown = false): Step {
  const stays = concern.category !== 'scam';
  const alert: Escalation = { type: 'alert', kind: 'distress', category: concern.category, utterance: text };
  const tellHer = concern.category === 'self-harm';
  const response: Escalation = { type: 'say', line: urgentResponse(concern.category, name), interruptible: false, afterAlert: !tellHer };
  return {
    state: stays ? { ...state, checking: null, staying: { category: concern.category, said: 0 } } : { ...state, checking: null },
    out: [
      { type: 'cut-in' },
      ...(playedDown ? [{ type: 'say', line: pushBack(concern.category, name), interruptible: false } as const] : []),
      ...(tellHer ? [response, alert] : [alert]),
      ...(stays ? [{ type: 'stay-clock' } as const] : []),
      ...(tellHer ? [] : [response]),
    ],
    goOn: false,
  };
}

function stayLine(state: EscalationState, staying: NonNullable<EscalationState['staying']>, out: Escalation[]): Step {
  const lines = stayLines(staying.category);
  const line = lines[staying.said % lines.length]!;
  return { state: { ...state, staying: { ...staying, said: staying.said + 1 } }, out: [...out, { type: 'say', line, interruptible: false }], goOn: false };
}
