import type { SafetyCategory } from './concern.js';
import { DISTANT_PAST, NEGATION, NOW } from './context.js';
import { normalise } from './speech.js';
import { bearsStoryMarks } from './story-frame.js';

/**
 * The short spoken triage for each kind of trouble (docs/safety-net.md, "Triage"): two or three
 * questions at most, from lay protocols (AHA/NHS for chest pain, BE-FAST for stroke, NHS and
 * CDC STEADI for falls and the "long lie", asthma action plans, Alzheimer's Association on
 * wandering, Poison Control on overdoses, NFPA on smoke and gas, FTC on scams, the Columbia
 * screener and 988 on thoughts of suicide). Written to be read by a clinician: one row a kind.
 *
 * How a row is read (escalation.ts applies it):
 * - A **red flag** anywhere in what she said (the first words or any answer) makes it urgent,
 *   whatever else she says: an understated "no, I'm fine" never cancels one.
 * - Each question says which answer is the dangerous one: `yes` (a yes is danger), `no` (a no
 *   is danger: "is your inhaler helping?"), or, for an open question, patterns of danger and of
 *   safety. `unclear` says what an answer that is neither means.
 * - `onDanger`: `urgent` (the family alerted at once, the companion stays with her), `alert`
 *   (the family told, the call goes on), or `next` (the next question decides how bad).
 * - When every question is answered safely, `settled` says what the family hears: a note in
 *   the call's summary, or an alert (she was told first).
 */
export interface TriageQuestion {
  ask: string;
  danger: 'yes' | 'no' | RegExp;
  /**
   * For an open question: the answers that settle it as safe. For a yes/no question: an
   * explanation that is an answer too ("It was only the postman"), safe unless she says yes or
   * something still frightening in it (`STILL_FRIGHTENING`).
   */
  safe?: RegExp;
  onDanger: 'urgent' | 'alert' | 'next';
  /** After a safe answer: the next question (the default, when there is one) or settled. */
  onSafe?: 'next' | 'settle';
  /** What settling at this question means, when not the kind's `settled`. */
  settled?: 'note' | 'alert';
  unclear: 'danger' | 'safe';
}

export interface Triage {
  questions: TriageQuestion[];
  redFlags: RegExp | null;
  settled: 'note' | 'alert';
}


/**
 * "Are you hurt? Do you need help right now?" is asked when something may be wrong but no kind is
 * clear (often the model's reading alone). Only her yes about herself is danger: "yes, well, the
 * cat's been poorly" or "a bit worried about him" tells of someone else (the companion round of
 * 2026-11-27: a pet off its food became the whole emergency script).
 */
const ABOUT_SOMEONE_ELSE = /\b(he|she|him|her|they|them|it's (the|my|our)|(the|my|our|his|her) (cat|dog|bird|budgie|parrot|canary|horse|rabbit|hamster|fish|puppy|kitten|husband|wife|son|daughter|sister|brother|friend|neighbou?r|grandson|granddaughter|mother|mum|father|dad)|i (meant|was talking about|was on about)|not me)\b/;
const GENERIC: Triage = {
  questions: [
    {
      ask: 'Are you hurt? Do you need help right now?',
      danger: new RegExp(`\\b((i'?m|i am) (hurt|injured|bleeding|in (a lot of |terrible |awful )?pain|stuck|on the floor)|help me|i need (help|someone|an ambulance)|please (help|come|send)|get (help|someone)|call (an ambulance|911|999|the doctor)|it hurts|(yes|yeah|yep|aye),? (i am|i do|please|help|it hurts|i'?m hurt))\\b|^(?!.*${ABOUT_SOMEONE_ELSE.source})\\s*(well,? |oh,? )?(yes|yeah|yep|aye)\\b`),
      safe: /\b(no|nope|nah|not really|i'?m (fine|ok|okay|alright|all right)|not hurt|nothing wrong|all fine)\b/,
      onDanger: 'urgent',
      unclear: 'safe',
    },
  ],
  redFlags: null,
  settled: 'note',
};

/** Smoke, fire or gas: one question (then "get out first"); each kind has its own red flags. */
const SMOKE_OR_GAS: Triage = {
  questions: [{ ask: 'Is there smoke, fire or a smell of gas in your home right now?', danger: 'yes', onDanger: 'urgent', unclear: 'danger' }],
  redFlags: null,
  settled: 'note',
};

export const TRIAGE: Record<SafetyCategory, Triage> = {
  'chest-pain': {
    questions: [
      { ask: 'Does the pain spread to your arm, jaw, neck or back, or do you feel sweaty, sick or short of breath?', danger: 'yes', onDanger: 'urgent', unclear: 'safe' },
      { ask: 'Is the pain or the tightness there right now?', danger: 'yes', onDanger: 'urgent', unclear: 'danger' },
    ],
    redFlags:
      /\b(passed out|pass out|fainted|faint|blacked out|my (left )?arm|my arms|jaw|neck|shoulder blades?|(my|the|to my|into my|through to my) back|sweat\w*|clammy|cold sweat|short of breath|breathless|can't (get|catch) my breath|sick|nause\w*|vomit\w*|grey|gray|crushing|squeez\w*|elephant|vice|vise|heaviness|pressure|spreading|going down|radiat\w*|faint\w*|dizz\w*|light ?headed)\b/,
    settled: 'note',
  },
  stroke: {
    questions: [
      { ask: 'Is one side of your face or body weak, numb or drooping, or are your words coming out muddled?', danger: 'yes', onDanger: 'urgent', unclear: 'danger' },
      { ask: 'Is your eyesight blurred or doubled, or do you feel off balance?', danger: 'yes', onDanger: 'urgent', unclear: 'danger' },
    ],
    redFlags:
      /\b(droop\w*|lopsided|crooked|one side|left side|right side|numb\w*|tingl\w*|dead arm|can't (lift|raise|move|feel) my (arm|hand|leg)|weak (arm|hand|leg|side)|slur\w*|words (are |were )?(coming out |came out )?(wrong|muddled|jumbled|mixed up|funny)|can't (get|find) (my|the) words|can't (speak|talk) properly|double vision|seeing double|blurr\w*|can't see|lost (my )?(sight|vision)|worst headache|sudden headache)\b/,
    settled: 'note',
  },
  fall: {
    questions: [
      { ask: 'Are you still on the floor, or unable to get up on your own?', danger: 'yes', onDanger: 'urgent', unclear: 'safe' },
      { ask: 'Did you hurt yourself anywhere, like your head or your hip?', danger: 'yes', onDanger: 'urgent', unclear: 'safe' },
    ],
    redFlags:
      /\b(dazed|still (lying|on the floor|down)|can't (get|stand|move|pick myself) up|cannot (get|stand) up|on the (floor|ground) (still|for hours|since|all night)|(still|been) on the (floor|ground)|all night|hours|hip|head|blood|bleed\w*|can't (move|feel|put weight on) my|broken|broke|crack\w*|knocked out|blacked out|passed out|cold|freezing)|(couldn't|can't|cannot) (reach|get to) (the|my) (phone|pendant|alarm|button|cord)|since (last night|yesterday|this morning|teatime|lunch|breakfast)|overnight|ages|a long time|wet myself|soaked|freezing|can't feel|cut|gash|dizzy|confused|sick\b/,
    settled: 'note',
  },
  breathing: {
    questions: [
      { ask: 'Is your usual inhaler or medicine helping?', danger: 'no', onDanger: 'next', onSafe: 'settle', unclear: 'danger' },
      { ask: 'Can you say a whole sentence without stopping for breath?', danger: 'no', onDanger: 'urgent', unclear: 'danger' },
    ],
    redFlags:
      /\b((not|isn't|is not|hasn't|has not|doesn't|does not|didn't|did not|won't|nothing('s| is)?) (working|helping|helped|worked|touching it|shifting it|making (a|any) difference)|blue|lips|gasp\w*|can't (get|catch|draw) (my|a) breath|can't breathe|choking|worse (lying|when i lie)|wheez\w* (bad|awful|terrible)|struggling to breathe|fighting for (breath|air))\b/,
    settled: 'note',
  },
  confusion: {
    questions: [
      { ask: 'Can you tell me where you are right now?', danger: /\b(don't know|do not know|not sure|no idea|can't tell|lost|outside|street|road|town|bus|station|shop|park|somewhere|strange (place|house)|not my (house|home))\b/, safe: /\b(home|house|flat|apartment|kitchen|lounge|living room|sitting room|bedroom|my (chair|bed|room)|in bed|garden)\b/, onDanger: 'urgent', unclear: 'safe', onSafe: 'settle' },
      { ask: 'Is anyone there with you?', danger: 'no', onDanger: 'alert', unclear: 'danger' },
    ],
    redFlags: /\b(don't know where i am|no idea where i am|lost|can't find (my way|home|the house)|out (in|on) the (street|road)|wander\w*|looking for my (mother|mum|mom|father|dad|husband|wife))|police|brought me (home|back)|found me|took me (home|back)|in my (nightie|nightdress|pyjamas|pajamas|slippers|dressing gown)|in the dark|middle of the night|bus stop|station|car park|suddenly|all of a sudden|all wrong|gone blank|can't make sense|don't know (where|who|whose)|frighten\w*|scared|terrified|whose (house|home|bed) this is|what year it is\b/,
    settled: 'note',
  },
  medication: {
    questions: [
      {
        ask: 'Which tablets did you take, and how many?',
        danger: /\b(all|whole|handful|lot|lots|too many|box|packet|pack|bottle|strip|double|twice|extra|again|three|four|five|six|seven|eight|nine|ten|dozen|twenty|[3-9]|\d\d+|don't know|not sure|can't remember|forgot)\b/,
        safe: /\b(just|only) (the )?(one|my (usual|normal)|the usual)|the (right|usual|normal) (amount|dose|ones?)|as (prescribed|usual|normal)|one (tablet|pill)|my usual\b/,
        onDanger: 'urgent',
        onSafe: 'settle',
        unclear: 'danger',
      },
      { ask: 'Do you feel sleepy, sick, dizzy or strange at all?', danger: 'yes', onDanger: 'urgent', unclear: 'danger' },
    ],
    redFlags: /\b(whole (box|packet|bottle|strip)|handful|too many|all (of )?(my|the) (pills|tablets)|double (dose|dosed)|overdose\w*|od'd|can't stay awake|so sleepy|drowsy)|twice|two lots|both lots|doubled?|again by mistake|already (had|taken) (them|my \w+|the \w+)|(someone|somebody) else's|(my )?(husband|wife|sister|brother|neighbou?r)'s (tablets|pills|medicine)|the wrong (tablets|pills|ones|medicine|box|bottle)|(took|taken|had|swallowed) (them|my \w+ ones|the \w+ ones|my tablets|my pills) (again|as well|twice|too)|sleepy|woozy|groggy|shak\w+|trembl\w*|wobbly|racing|pounding|muddled|fuzzy|can't keep my eyes open\b/,
    settled: 'note',
  },
  fire: { ...SMOKE_OR_GAS, redFlags: /\b(smoke|smoky|haze|hazy|flames?|fire|alarm (is )?(going|beeping|sounding|ringing)|smell of (burning|gas)|burning smell)\b/ },
  gas: { ...SMOKE_OR_GAS, redFlags: /\b(smell (of )?gas|gassy|rotten eggs|hiss\w*|carbon monoxide|co alarm|alarm (is )?(going|beeping|sounding|ringing)|headache and (dizzy|sick))\b/ },
  scam: {
    questions: [{ ask: 'Is someone asking you for money, or for your card or bank details, right now?', danger: 'yes', onDanger: 'urgent', unclear: 'safe' }],
    redFlags:
      /\b(read (out|them|you|him|her) (my |the )?(card|numbers|number|pin|details)|card (number|numbers|details)|pin|security code|the three numbers|gift ?cards?|itunes|bitcoin|crypto|wire|transfer|courier|keep (it|this) (a )?secret|don't tell (anyone|my family)|bail|arrested|in (jail|prison|trouble)|irs|tax office|refund|remote access|let (him|them) (into|on) (my|the) computer|on the line now|still on the (other )?line|holding on the other line)|courier|driver|taxi|on (his|her|their|its) way|coming (round|over|back|to collect|to pick)|pick(ing)? (it|them|the (money|cash|card|envelope)) up|collect\w*|going (to|down to|into) the bank|to the bank (now|today|this afternoon|later|first thing)|withdraw\w*|take (the|my) (money|cash|savings) out|still (on|holding)|on the (phone|line) (now|still|right now)|waiting (on|for) (him|her|them|the man|the courier|the call)|call(ing)? (me )?back (in|at|later|tonight|tomorrow)|told me not to (tell|say)|(mustn't|not supposed to|not to) tell (anyone|anybody|my (family|son|daughter|bank))|right now|as we speak\b/,
    settled: 'note',
  },
  bleeding: {
    questions: [{ ask: 'Is it still bleeding, even when you press on it firmly?', danger: 'yes', onDanger: 'urgent', unclear: 'danger' }],
    redFlags: /\b(won't stop|will not stop|doesn't stop|keeps (on )?bleeding|pouring|gushing|soak\w*|a lot of blood|so much blood|pool of blood|warfarin|blood thinners?|thinners|coughing (up )?blood|vomiting blood|sick (with|and) blood|black (stools|poo))\b/,
    settled: 'note',
  },
  cold: {
    questions: [{ ask: 'Are you able to get warm now?', danger: 'no', onDanger: 'alert', unclear: 'danger' }],
    redFlags: /\b(can't feel my (fingers|hands|feet|toes)|shivering (and|won't|all)|won't stop shivering|blue|numb with cold|(no|without) (heat|heating) for (days|a week|two|three)|froze\w*|ice on the inside)|numb|shiver\w*|can't (get|keep) warm|can't stop shaking|sleepy|drowsy|muddled|confused|hypotherm\w*|ice (on|inside) the (windows?|inside)|(no|without) (heat|heating|gas|electric\w*) (for|since)|days without\b/,
    settled: 'note',
  },
  food: {
    questions: [
      {
        ask: 'When did you last have a proper meal, or something to drink?',
        danger: /\b(days?|yesterday|last night|can't remember|don't remember|not sure|a while|ages|week|nothing|haven't|have not|not since)\b/,
        safe: /\b(this morning|today|at lunch|lunch ?time|breakfast|an hour|a few minutes|just (now|had)|earlier|just eaten)\b/,
        onDanger: 'alert',
        unclear: 'danger',
      },
      { ask: 'Is there food in the house that you can get to?', danger: 'no', onDanger: 'alert', unclear: 'danger' },
    ],
    redFlags: /\b((too )?weak to (stand|get up|walk|get to)|faint\w*|dizzy|keel\w*|collaps\w*|(not|haven't|hasn't) (had|drunk|eaten) (anything|a drink|a thing|owt) (for|since) (days|two|three|a week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|can't (stand|get up|swallow|keep (anything|it) down)|confused|muddled)\b/,
    settled: 'note',
  },
  'self-harm': {
    questions: [
      { ask: "That sounds really hard, and I'm glad you told me. Are you having thoughts of ending your life, or of hurting yourself?", danger: 'yes', onDanger: 'next', onSafe: 'settle', settled: 'note', unclear: 'danger' },
      { ask: 'Thank you for telling me. Have you thought about how you would do it, or do you have something you could use, like tablets you have saved?', danger: 'yes', onDanger: 'urgent', unclear: 'danger' },
    ],
    redFlags:
      /\b(sav\w* (up )?(my |the )?(tablets|pills)|stockpil\w*|enough (tablets|pills)|rope|gun|knife|the (bridge|river|railway|tracks|stairs)|tonight|tomorrow|this week|when (everyone|they)('s| is| are) gone|written (a|my) (note|letter)|goodbye (note|letter)|given (my|things|it all) away|put my affairs in order|a plan)|giv\w* (away|things away|my things|my stuff|everything)|who (gets|should have|can have) (my|the)|said (my )?goodbyes?|saying (my )?goodbyes?|goodbye to (everyone|you|them|the family)|won't be (here|around) (much longer|for long|by|next|after|tomorrow)|ready to go|made (my|the) (arrangements|plans)|sorted (out )?(my|the) (will|affairs|funeral)|after you (ring off|hang up|go)|at the weekend|in the morning|(i've|i have|i|just) (taken|swallowed|had|drunk) (the lot|them all|all (my|the|of (my|the|them))|a (load|lot|handful|bottle|box|packet|strip))|(turned|put|left|got) the gas on|gas (is )?(on|turned on)|in the (oven|car|garage) with|(letters?|notes?) (to|for) (the children|the kids|my (son|daughter|family|children|kids)|everyone|you)|say(ing)? goodbye|kiss\w* (it|them|the \w+|my \w+|everyone) goodbye|goodbye to|(on|this|next|by) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|googl\w* how|how many .{0,30}(it would take|would it take|to take)|beam|loft|ligature|(the )?gas oven|stop eating|not (be )?(woken|wake up|waking up)\b/,
    settled: 'alert',
  },
  intruder: {
    questions: [
      {
        ask: "Is there someone in your home, or trying to get in, who shouldn't be?",
        danger: 'yes',
        // Who it turned out to be, or that they have gone: the door answered is a door answered.
        safe: /\b(it was|it is|that was|that is|only|just) (only |just )?(the|my|a|an|our|her|his|some|one of)\b|\b(postman|postie|mailman|delivery|parcel|neighbou?r|next door|carer|nurse|meter|window cleaner|milkman|grocer\w*|shopping|the church|a friend|my friend|my (son|daughter|grand\w+|husband|wife|sister|brother|niece|nephew))\b|\b(gone|went away|have left|has left|sent (him|her|them) away)\b|\bfalse alarm\b|\bi know (him|her|them)\b|\b(i'm|i am) back\b|\bnobody (there|at the door)\b/,
        onDanger: 'urgent',
        unclear: 'danger',
      },
    ],
    redFlags: /\b(still (here|there|outside|in the|at the)|trying (the|to get|to open)|in the house|downstairs|upstairs|broke\w* in|smash\w*|door handle|rattl\w*|at night|in the dark|hiding|locked myself)\b/,
    settled: 'note',
  },
  abuse: {
    questions: [{ ask: 'Are you frightened of someone who is with you, or who looks after you?', danger: 'yes', onDanger: 'urgent', unclear: 'safe' }],
    // The person is with her now or coming back, she is hiding or daren't move, she was told to keep quiet: urgent (the blind round N: abuse played down).
    redFlags: /\b(hit|hits|slap\w*|shov\w*|grab\w*|bruis\w*|lock\w* me|won't let me (eat|out|leave|see|phone|ring|have)|threat\w*|(scared|frightened|afraid|terrified) of (him|her|them)|put me in a home|left me (in|without|lying|sitting)|wet (pad|bed|clothes|through)|no food|hurt me|punch\w*|kick\w*|strangl\w*|chok\w*|throttl\w*|throat|black eye|knife|kill me|finish me|(he's|she's|they're|he is|she is|they are) (still )?(here|in the (house|kitchen|next room|other room|lounge|hall|garden|bedroom)|downstairs|upstairs|asleep|back)|coming back|(be )?back (later|tonight|soon|in (an|a few) hours?)|(coming|comes) (round |back )?at \w+|hiding|locked myself|daren't|dare not|(scared|frightened|afraid) to (go|come|open|move|say)|if i (told|tell|rang|ring|call|called) (anyone|anybody|you|the police|someone))\b/,
    settled: 'note',
  },
  fainting: {
    ...GENERIC,
    redFlags: /\b((hit|banged|bumped|cracked|knocked) my head|blood|chest|heart|(can't|couldn't) (breathe|get up|stand)|don't know how long|out cold|came (round|to) on the (floor|ground)|twice|keeps happening|again today|(can't|couldn't) (speak|see|feel)|keep (fainting|passing out|blacking out|going down|keeling over|collapsing)|(two|three|four|several|a few|\d) times (today|this morning|this week|now)|again and again)\b/,
  },
  emergency: GENERIC,
  wellbeing: GENERIC,
};

/**
 * The question asked first for a kind: thoughts of dying are asked about directly, as the
 * Columbia screener and 988 advise (asking does not put the idea there).
 */
export function checkQuestion(category: SafetyCategory): string {
  return TRIAGE[category].questions[0]!.ask;
}

/** Every triage question, made ahead of the call with the other fixed lines. */
export const CHECK_QUESTIONS = [...new Set(Object.values(TRIAGE).flatMap((t) => t.questions.map((q) => q.ask)))];

const YES = /\b(yes|yeah|yep|aye|i am|i do|i have|i did|it is|it does|they are|there is|there's|i think so|afraid so|a bit|a little|sort of|kind of|maybe|probably|please|help|hurts|bad|worse|awful|terrible|still)\b/;
const NO = /\b(no|nope|nah|not really|not at all|i'm not|i am not|i don't|i do not|i haven't|i have not|it isn't|it's not|it is not|there isn't|there's no|no one|nobody|never|not now|gone now|it's gone|it has gone|stopped)\b/;

const UNSURE = /\b(don't know|do not know|dunno|not sure|no idea|maybe|perhaps|i suppose|sometimes|now and then|can't say|hard to say|i wonder)\b/;

/** Her answer to a yes/no triage question: yes, no, or not clear. */
export function yesOrNo(answer: string): 'yes' | 'no' | 'unclear' {
  return yesOrNoOf(normalise(answer));
}

function yesOrNoOf(t: string): 'yes' | 'no' | 'unclear' {
  const lead = t.match(/^\s*(well,? |oh,? |um+,? |er+,? )?(yes|yeah|yep|aye|no|nope|nah)\b/);
  if (lead) return /^(no|nope|nah)$/.test(lead[2]!) ? 'no' : 'yes';
  if (UNSURE.test(t)) return 'unclear';
  const yes = YES.test(t);
  const no = NO.test(t);
  if (yes && !no) return 'yes';
  if (no && !yes) return 'no';
  return 'unclear';
}

/** What no explanation settles: someone she does not know, who will not go, who frightens her. */
const STILL_FRIGHTENING = /\b(don't|do not) know (him|her|them|who)|\bstranger|\b(won't|will not|wouldn't) (go|leave)|\bshouldn't\b|\btrying\b|\b(scared|frightened|afraid|terrified|worried)\b|\bstill (here|there|outside|in)\b/;

/** What her answer to one question means: danger, safe, or neither. */
export function readAnswer(q: TriageQuestion, answer: string): 'danger' | 'safe' | 'unclear' {
  const t = normalise(answer);
  if (q.danger instanceof RegExp) {
    if (q.danger.test(t)) return 'danger';
    if (q.safe?.test(t)) return 'safe';
    return 'unclear';
  }
  // "It was only the postman": an explanation is her answer, unless she says yes or it still frightens her.
  if (q.safe?.test(t) && !STILL_FRIGHTENING.test(t) && !/^\s*(well,? |oh,? )?(yes|yeah|yep|aye)\b/.test(t)) return 'safe';
  const said = yesOrNoOf(t);
  if (said === 'unclear') return 'unclear';
  return said === q.danger ? 'danger' : 'safe';
}

/** Each kind's red flags, compiled once to find every place they occur (hasRedFlag runs on each of her turns). */
const RED_FLAGS_EVERYWHERE = Object.fromEntries(
  Object.entries(TRIAGE).map(([kind, t]) => [kind, t.redFlags ? new RegExp(t.redFlags.source, 'g') : null]),
) as Record<SafetyCategory, RegExp | null>;

/** A red flag of the kind in her words. */
export function hasRedFlag(category: SafetyCategory, words: string): boolean {
  const flags = RED_FLAGS_EVERYWHERE[category];
  if (!flags) return false;
  const t = normalise(words);
  // "No blood, and I didn't hit my head", "nothing broken": a red flag she denies in its own breath is none.
  for (const m of t.matchAll(flags)) {
    const before = t.slice(0, m.index).split(/[.,;!?]|\b(?:and|but|so|because|then|or)\b/).pop() ?? '';
    if (!NEGATION.test(before) && !/\bnothing\s*$/.test(before)) return true;
  }
  return false;
}

/** She plays it down or would rather wait: met once, kindly, with why not. */
const PLAYING_DOWN = /\b(don't want (a|any) fuss|no fuss|wait and see|see how i (feel|am)|sleep it off|don't (want to )?(bother|worry) (anyone|anybody|them|my (family|daughter|son))|don't call (anyone|anybody|them)|no need to (call|ring|tell)|i'll be (fine|alright|all right|ok|okay)|it'll pass|it will pass|it's nothing)\b/;

export function playsItDown(words: string): boolean {
  return PLAYING_DOWN.test(normalise(words));
}

/** Where her answer to question `step` leads: urgent, the family told, the next question, or settled. */
export type TriageOutcome = { type: 'urgent'; playedDown: boolean } | { type: 'alert' } | { type: 'ask'; step: number } | { type: 'settled'; as: 'note' | 'alert' };

/** One row of the table applied to her answer (a red flag in it is urgent whatever else she says). */
export function afterAnswer(category: SafetyCategory, step: number, answer: string): TriageOutcome {
  const triage = TRIAGE[category];
  const q = triage.questions[step]!;
  const playedDown = playsItDown(answer);
  if (hasRedFlag(category, answer)) return { type: 'urgent', playedDown };
  const read = readAnswer(q, answer);
  // An answer that tells of long ago ("we were frozen half to death in the winter of '51") answers nothing about now: not read as danger.
  // Nor one that goes on with a story of long ago ("my mother made soda bread every single morning"): a new subject, not a sign.
  const aboutLongAgo = read === 'unclear' && (DISTANT_PAST.test(normalise(answer)) || bearsStoryMarks(answer)) && !NOW.test(normalise(answer));
  const danger = read === 'danger' || (read === 'unclear' && q.unclear === 'danger' && !aboutLongAgo);
  const next = step + 1 < triage.questions.length ? { type: 'ask' as const, step: step + 1 } : null;
  if (danger) {
    if (q.onDanger === 'urgent') return { type: 'urgent', playedDown };
    if (q.onDanger === 'alert') return { type: 'alert' };
    return next ?? { type: 'urgent', playedDown };
  }
  if (next && q.onSafe !== 'settle') return next;
  return { type: 'settled', as: q.settled ?? triage.settled };
}
