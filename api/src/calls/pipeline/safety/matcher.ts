import { type Concern, lower, ORDER, stronger } from './concern.js';
import { CHRONIC, clauses, DISTANT_PAST, EXPECTED_PEOPLE, FEAR, FIRST_PERSON, FIRST_PERSON_SUBJECT, HEDGED, HYPOTHETICAL, LAUGHTER, NEGATION, NO_SUBJECT, NOW, RECENT_PAST, REPORTED, REPORTED_FRAME, RESOLVED, THIRD_PARTY_SUBJECT, withoutIntensifiers, withoutResolution } from './context.js';
import { EVERYDAY, UNLESS } from './rules/everyday.js';
import { RULES } from './rules/index.js';
import { PLAYED_DOWN_ACROSS } from './rules/signs.js';
import { DEATH_IN_GENERAL, DEATH_WORD, LONGING, LONGING_FOR_DEATH } from './rules/words.js';
import { normalise } from './speech.js';

/*
 * The rules' reader: each clause against every rule (rules/), each match weighed by its
 * context (context.ts), then the whole utterance may raise it (escalate).
 */

/** What the rules alone find (the model's sets are measured against this too); `seen` learns whether a match was set aside. */
export function assessByRules(utterance: string, seen: Seen = { dismissed: false }): Concern | null {
  // Halting speech ("I can't... get... my breath") is one sentence, not five.
  const text = normalise(utterance).replace(/\s*(?:\.{2,}|…)\s*(?=\S)/g, ' ');
  if (!text) return null;
  let found = readBoth(text, seen);
  // Played down in one clause, its sign in the next: read across the turn, unless it is long past, someone else's or a story.
  const across = found?.urgency === 'urgent' ? undefined : PLAYED_DOWN_ACROSS.find(([, p]) => p.test(text));
  if (across && !DISTANT_PAST.test(text) && !REPORTED.test(text) && !HYPOTHETICAL.test(text) && !THIRD_PARTY_SUBJECT.test(text.slice(0, across[1].exec(text)!.index + 1))) {
    found = { category: across[0], urgency: 'urgent', quote: across[1].exec(text)![0].slice(0, 160) };
  }
  // Everyday talk that only borrows trouble's words, or trouble she ends by saying is over: the model need not ask either.
  if ((!found || (found.urgency === 'note' && found.category === 'wellbeing')) && !UNLESS.test(text) && (EVERYDAY.some(([c, p]) => c === 'talk' && p.test(text)) || (RESOLVED.test(clauses(text).at(-1) ?? '') && !HEDGED.test(text) && !NOW.test(withoutResolution(text))))) seen.dismissed = true;
  return found;
}

function readBoth(text: string, seen: Seen): Concern | null {
  const plain = escalate(assessText(text, seen), text);
  if (plain?.urgency === 'urgent') return plain;
  const bare = withoutIntensifiers(text);
  if (bare === text) return plain;
  const second = escalate(assessText(bare, seen), bare);
  // The plain reading already weighed this kind of trouble in its context ("right as rain now"
  // loses its "right" without intensifiers): the second reading only adds what the first missed.
  if (plain?.urgency === 'note' && second && plain.category === second.category) return plain;
  return stronger(plain, second);
}

/**
 * A long rambling clause ("our Karen came on Tuesday, and this morning I went down in the
 * hallway, and anyway how are you"): a rule is matched on the whole of it, and what surrounds
 * the match (someone else, the crossword, a resolution) is read in the match's own piece, so one
 * piece of the story does not colour the trouble told in the next.
 */
const LONG_CLAUSE = 120;
function pieceAround(whole: string, from: number, to: number): { start: number; stop: number } {
  let start = 0;
  let stop = whole.length;
  if (whole.length <= LONG_CLAUSE) return { start, stop };
  for (const c of whole.matchAll(/,\s+(?=(?:and|so|then|anyway|well|oh|now)\b)|\s+and then\s+/g)) {
    if (c.index + c[0].length <= from) start = c.index + c[0].length;
    else if (c.index >= to) {
      stop = c.index;
      break;
    }
  }
  return { start, stop };
}

/** Whether a reading matched a rule and then set it aside (negated, a figure of speech, someone else's grief). */
interface Seen {
  dismissed: boolean;
}

/** The smoke alarm silenced and left so: its battery taken out, not changed. */
const ALARM_SILENCED = /\b(took|taken|pulled|had|take) (the |its )?batter(y|ies) out\b(?!.{0,40}\b(new|fresh|replaced|another|put (a|one|it) (new |back )?in)\b)|\b(disconnected|unplugged|taken down|took down) (the |my )?(smoke|fire|co|heat) (alarm|detector)\b/;

function assessText(text: string, seen: Seen): Concern | null {
  const parts = clauses(text);
  const resolvedAnywhere = RESOLVED.test(text);
  let best: Concern | null = null;
  for (let ci = 0; ci < parts.length; ci++) {
    const whole = parts[ci]!;
    for (const [category, rules] of RULES) {
      for (const [pattern, base] of rules) {
        const m = pattern.exec(whole);
        if (!m) continue;
        // The match is found in the whole clause; what surrounds it is read in its own piece of a long one.
        const piece = pieceAround(whole, m.index, m.index + m[0].length);
        const clause = whole.slice(piece.start, piece.stop);
        const at = m.index - piece.start;
        const later = [whole.slice(piece.stop), ...parts.slice(ci + 1)].join(' ').trim();
        const before = clause.slice(0, at);
        // Only words before the match can negate it ("don't know where I am" is itself a pattern).
        // Negation reaches back within its own part of the sentence ("the chemist hasn't come and I've got none" is not negated).
        if (NEGATION.test(before.split(/,|\b(?:and|so|because|then|or)\b/).pop() ?? '') && !/\bno (reason|point)\b/.test(m[0])) {
          seen.dismissed = true;
          continue;
        }
        // "Fell asleep", "fell in love", "fell behind": not a fall.
        // ("For a" only after the verb itself: "sprawled on the landing for a good half hour" is a fall.)
        if (category === 'fall' && (/^\s*(over (my|his|her|their) (words|tongue)|asleep|in love|behind|apart|out with|through|short|silent|ill|into (a|the) (habit|trap|conversation)|pregnant|in with)\b/.test(clause.slice(at + m[0].length)) || (/\b(fell|fall|falls|fallen|falling)$/.test(m[0]) && /^\s*for (him|her|it|them|the|that|his|a)\b/.test(clause.slice(at + m[0].length))))) {
          seen.dismissed = true;
          continue;
        }
        const after = clause.slice(at + m[0].length);
        // "The price went down on the kitchen tiles", "the market went down like a sack of spuds": a thing went down, not her.
        if (category === 'fall' && /\b(the|a|that|this|my|our) (price|prices|market|markets|shares|pound|cost|costs|rate|rates|value|temperature|sun|ship|boat|plane|website|server|system|computer|internet|wifi|swelling|fever|joke|speech|news|film|show|play)( (of|on) \w+)?\s*$/.test(before)) {
          seen.dismissed = true;
          continue;
        }
        // "Pushed me round the park in the wheelchair", "pushing me to eat more", "tied me up in knots": help or a figure of speech, not harm.
        if (category === 'abuse' && /^\s*(around|round|along|about|up the|down the|to (eat|do|go|try|get|take|see|keep|walk|exercise|rest)|in (the|my|a) (wheel ?chair|chair|pram|buggy)|on the swing|(up )?in knots|round (her|his|their) (little )?finger|up the wall|to tears)\b/.test(after)) {
          seen.dismissed = true;
          continue;
        }
        // "Can't get up early like I used to": a habit, not a fall.
        // "I couldn't get up this morning, I was so comfy": a lie-in, not a fall.
        if (category === 'fall' && /\b(get|getting|got)\b/.test(m[0]) && /\b(so |too |lovely and |nice and )?(comfy|comfortable|cosy|cozy|snug|warm in bed|lazy|lie-?in|didn'?t want to|couldn'?t be bothered|the alarm|overslept)\b/.test(after) && !/\b(floor|ground|hurt|pain|fell|fall)\b/.test(after)) {
          seen.dismissed = true;
          continue;
        }
        if (category === 'fall' && /\b(get|getting|got|climb|pick|stand)\b/.test(m[0]) && /^\s*(early|in the mornings?|before|at \d|till|until|on time|as early|like i used to|as (quick|fast|early) as|for (church|work|breakfast))\b/.test(after)) {
          seen.dismissed = true;
          continue;
        }
        // "Going to die my hair": what the transcriber made of "dye".
        if (category === 'self-harm' && /^\s*(my|her|his|the|it) (hair|wool|fabric|shirt|dress|eggs|curtains|roots)\b/.test(after)) {
          seen.dismissed = true;
          continue;
        }
        // Laughter ("laughed so hard I couldn't breathe", "on the floor laughing", "called me silly, we laughed") is not an emergency.
        if (LAUGHTER.test(clause) && (base === 'check' || (category !== 'self-harm' && category !== 'abuse' && category !== 'scam'))) {
          seen.dismissed = true;
          continue;
        }
        // A wish for death must be for her own ("I hope the dog doesn't die", "I wish he wasn't dead" are grief).
        if (pattern === LONGING_FOR_DEATH && !longsForOwnDeath(m[0], after)) {
          seen.dismissed = true;
          continue;
        }
        // "The roses are on fire this year, gorgeous": colour and praise, not flames.
        if (category === 'fire' && /\b(gorgeous|beautiful|lovely|stunning|wonderful|brilliant|amazing|colou?rs?|red|orange|autumn|leaves|roses|flowers|garden|sunset|sky|form|playing|team|bingo)\b/.test(clause) && !/\b(smoke|flames|911|999|help|can't|burning|alarm|kitchen|pan|house is)\b/.test(clause)) {
          seen.dismissed = true;
          continue;
        }
        // A smoke alarm set off by the toast, or chirping for a battery.
        if (category === 'fire' && !ALARM_SILENCED.test(clause) && /\b(toast|cooking|bacon|steam|the shower|battery|batteries|chirp\w*|testing|tested|dust|burnt (the|my) (toast|crumpets|sausages|dinner|bacon|chips|tea|pan|pie|cake|food|potatoes|onions|porridge|gravy)|windows? (are |is )?open|opened the windows?|tea towel|flapp\w*)\b/.test(clause) && !/\b(flames?|on fire|caught fire|caught|alight|full of smoke|smoke everywhere|filling|thick smoke|pouring|billowing|spreading|can't see|can't breathe)\b/.test(clause)) {
          seen.dismissed = true;
          continue;
        }
        // Everyday phone talk that borrows trouble's words (rules/everyday.ts), with no sign of real trouble beside it.
        if (EVERYDAY.some(([c, p]) => c === category && p.test(`${clause} ${later}`)) && !UNLESS.test(clause)) {
          seen.dismissed = true;
          continue;
        }
        let urgency = base;
        // People in the house who are expected (the plumber, the family to stay), with nothing frightening said.
        if (category === 'intruder' && EXPECTED_PEOPLE.test(text) && !FEAR.test(text)) urgency = 'note';
        // Weak hands with arthritis, breathless "these days": long-standing, not sudden.
        if ((category === 'stroke' || (base === 'check' && category === 'confusion')) && CHRONIC.test(text)) urgency = 'note';
        // Puffed on the hill, "but I always have been": her usual, not new.
        if (category === 'breathing' && base === 'check' && /\b(always (have|had|been|was)( done)?|for years|same as ever|nothing new|my usual)\b/.test(text)) urgency = 'note';
        // "The book fell off the shelf", "my glasses fell off": a thing fell, not her.
        if (category === 'fall' && /^fell\b/.test(m[0]) && /\b(the|a|an|this|that|some|his|her|its|their|our|my) [a-z]+( [a-z]+)?\s*$/.test(before)) urgency = 'note';
        // "I nearly fainted when I saw the price", "nearly had a heart attack at the bill": a figure of speech.
        if (/\b(nearly|almost)\b/.test(before) && /\b(when (i|she|he|they|you) (saw|heard|read|got|opened|told|said|showed|rang|announced)|at the (price|bill|cost|sight|news)|the price of)\b/.test(clause)) urgency = 'note';
        const subjectBefore = THIRD_PARTY_SUBJECT.exec(before);
        const aboutSomeoneElse = subjectBefore !== null && !SELF_IN_THIRD_PERSON.test(text) && !FIRST_PERSON.test(before.slice(subjectBefore.index + subjectBefore[0].length)) && !/^(i|my|me)\b/.test(m[0]) && !/\b(me|my)\b/.test(m[0]);
        // "She was a tough old bird, my auntie. Fell down the stairs at ninety": the verb's subject is the sentence before's.
        const previous = parts[ci - 1] ?? '';
        const inheritsSomeoneElse = NO_SUBJECT.test(clause) && !FIRST_PERSON_SUBJECT.test(before) && THIRD_PARTY_SUBJECT.test(previous) && !FIRST_PERSON_SUBJECT.test(previous) && !SELF_IN_THIRD_PERSON.test(text);
        // "They've cut my water off", "he keeps my phone", "my neighbour said I wasn't making sense": done to her, or said of her, still hers.
        const reportAboutHer = /\b(said|says|told me|thought|noticed) (that )?i\b/.test(clause);
        const doneToHer = reportAboutHer || /\bcut (the|my) [a-z]+ off\b|\b(my|me)\b/.test(m[0]);
        // Someone with her, in trouble as she speaks ("Mum's gripping her arm and says her chest hurts", "he can't get his breath"): not a note of another's health.
        const beside = (aboutSomeoneElse || inheritsSomeoneElse) && BODY_NOW.includes(category) && happeningBesideHer(clause, subjectBefore?.[0] ?? previous, text);
        if ((aboutSomeoneElse || inheritsSomeoneElse) && !doneToHer && !beside && category !== 'abuse' && category !== 'scam' && category !== 'intruder' && category !== 'emergency') urgency = 'note';
        if (!reportAboutHer && (REPORTED.test(clause) || REPORTED_FRAME.test(whole.slice(0, m.index)))) urgency = 'note';
        // "If I'm not here when you ring, don't be sad": thoughts of dying put as an "if" are still asked about.
        else if (HYPOTHETICAL.test(clause)) urgency = category === 'self-harm' ? lower(urgency, 'check') : 'note';
        // Long past, or a habit of the past ("we used to get puffed out dancing all night").
        const inThePast = longPast(clause) || longPast(before) || /\bused to\b/.test(before);
        // "Since yesterday", "since this morning": begun then and still going, not over.
        const recent = RECENT_PAST.test(clause.replace(/\bsince (yesterday|last night|this morning|earlier( today)?|the other day|last week|the weekend)\b/g, ''));
        // "No, I'm fine. Well, I ended up on the floor", "I'm fine. I just wonder how many it would take": the fine came first and the telling turns from it.
        const turnsFromFine = ci > 0 && !RESOLVED.test(clause) && !RESOLVED.test(later) && (/^(i|i've|i'm|i have|my|we|there|it|and|so)\b/.test(whole.trim()) ||  /^(well|mind( you)?|only|just|i just|i only|i have|i've|i do|actually|except|although|though|truth is|to be honest|if i'm honest)\b/.test(whole.trim()));
        // "Oh I'm grand, just went down on the tiles": the fine said first, then what happened; only a fine after the match settles it.
        const fineThenTurn = /\b(fine|ok|okay|alright|all right|grand)\b,? (just|well|only|mind you|except|apart from|bar|but)\b/.test(before) && !RESOLVED.test(clause.slice(at));
        const resolved = !HEDGED.test(text) && ((RESOLVED.test(clause) && !fineThenTurn) || RESOLVED.test(later) || (resolvedAnywhere && ci === parts.length - 1 && !turnsFromFine && !fineThenTurn));
        // Still on the floor and getting cold: now, whatever "I'm fine" says beside it (an understated answer never cancels a red flag).
        const stillDown = /\b(on the (floor|ground|carpet)|stuck)\b.{0,40}\b(getting|gone|going|got) (a bit |quite |very |really |so )?(cold|chilly|stiff)\b|\b(too|so) weak to (stand|get up|move|walk)\b|\b(i'm|i am) (too|so) weak\b/.test(`${clause} ${later}`);
        const now = stillDown || NOW.test(withoutResolution(clause)) || NOW.test(withoutResolution(later));
        if (inThePast && !now) urgency = 'note';
        // A stroke sign that passed (a warning stroke), or a smell of gas that went, is still asked about.
        else if (resolved && !now) urgency = ['stroke', 'gas', 'fire'].includes(category) && urgency !== 'note' ? 'check' : 'note';
        else if (recent && !now && urgency === 'urgent' && !['self-harm', 'abuse', 'scam', 'gas', 'fire', 'intruder', 'medication'].includes(category)) urgency = 'check';
        if (category === 'wellbeing') urgency = lower(urgency, 'note');
        const concern: Concern = { category, urgency, quote: clause.slice(Math.max(0, at - 20), at + m[0].length + 30).trim() };
        if (!best || ORDER[concern.urgency] > ORDER[best.urgency]) best = concern;
        if (best.urgency === 'urgent') return best;
      }
    }
  }
  return best;
}

/**
 * In "I wish I was dead", "I want to die", "ready to go to sleep and not wake up" the death is
 * hers. Not when someone else dies in the words between ("I hope the dog doesn't die"), when
 * the death is negated ("I hope I don't die before spring"), or when "thinking about" meets
 * death in general ("I think about death more at my age").
 */
function longsForOwnDeath(span: string, after: string): boolean {
  const d = DEATH_WORD.exec(span);
  if (!d) return false;
  const longing = new RegExp(`\\b(?:${LONGING})\\b`).exec(span);
  if (!longing) return false;
  const deathFirst = d.index < longing.index;
  const between = deathFirst ? '' : span.slice(longing.index + longing[0].length, d.index);
  if (/\b(think|thinking|thought)\b/.test(longing[0]) && DEATH_IN_GENERAL.test(d[0])) return false;
  if (/\b(he|she|they|it|you|his|her|their|the|my|our|someone|somebody|everyone|people)\b/.test(between) && !/\b(i|me|myself|my own|i'd|i'm)\b/.test(between.replace(/^.*\b(he|she|they|it|you|his|her|their|the|my|our|someone|somebody|everyone|people)\b/, ''))) return false;
  if (/\b(don't|doesn't|won't|wasn't|weren't|isn't|not|never|didn't|wouldn't)\s*$/.test(between) && !/^(not|never|don't|didn't)/.test(d[0])) return false;
  if (/^\s*than\b/.test(`${span.slice(d.index + d[0].length)}${after}`)) return false;
  return true;
}

/** Long past; "worse than last month", "since last year" compare with the past or run from it, and are now. */
function longPast(s: string): boolean {
  return DISTANT_PAST.test(s.replace(/\b(than|since|compared (to|with)|from) (last \w+|a (week|month|year) ago|\w+ (weeks|months|years) ago)\b/g, ''));
}

/** The body's trouble, which someone with her can be in as much as she can. */
const BODY_NOW: readonly string[] = ['chest-pain', 'breathing', 'stroke', 'fall', 'bleeding', 'fainting', 'food'];
/** Told as it happens (after speech.ts has spelt out "she's" and "Tom's"): a present state or doing ("she is sat there gasping", "he can't", "says her chest hurts"), or here and now. */
const AS_IT_HAPPENS = /\b(he|she|they|[a-z]+) (is|are|has|have) (just )?(\w+ing|gone|going|sat|sitting|lying|laid|fallen|collapsed|fainted|passed out|stopped|turned|on the (floor|ground|stairs|landing))\b|\b(he|she|they|[a-z]+) (can't|cannot|won't|isn't|is not|doesn't|does not|keeps|says)\b|\b(his|her|their) \w+ (has|have|is|are) (gone|turned|going|started|stopped)\b|\bsays (his|her|their) \w+|\b(right now|just now|at the moment|this minute|with me|next to me|beside me)\b/;
/** Heard from elsewhere: a note of another's health, not an emergency beside her. */
const FROM_AFAR = /\b(rang|phoned|called me|texted|messaged|on the phone|lives|over in|in (the )?hospital|heard|told me|at (church|the club|the centre|bingo))\b/;
/** Told as past; a trouble that keeps happening ("she keeps falling, went down again this morning") is told so too and still hers to face. */
const PAST_TELLING = /\b(was|were|had|did|went|used to|ago|last (week|year|month|night|time)|yesterday|once|in (his|her|their) day|when (he|she|they) (was|were))\b/;
const KEEPS_HAPPENING = /\b(keeps|keep|kept) (falling|going (over|down)|having (falls|turns|funny turns|dizzy spells))\b/;
/** Animals are not "someone" (the dog puffing after his walk). */
const ANIMAL = /\b(cat|dog|budgie|bird|parrot|horse|rabbit|puppy|kitten|pup|hamster|pony|goldfish|tortoise)\b/;
function happeningBesideHer(clause: string, subject: string, text: string): boolean {
  return AS_IT_HAPPENS.test(clause) && !FROM_AFAR.test(text) && (!PAST_TELLING.test(text) || KEEPS_HAPPENING.test(clause)) && !ANIMAL.test(subject) && !ANIMAL.test(clause) && !REPORTED.test(text) && !HYPOTHETICAL.test(clause);
}

/** "Old Edna here", "your mother", "Mabel's gone and fallen... I'm Mabel, silly me": herself, spoken of in the third person. */
const SELF_IN_THIRD_PERSON = /\b(that's me|that is me|i mean me|silly me|yours truly|muggins|old [a-z]+ here|your (mother|mum|mom|gran|granny|nan|nana|grandma|old mum))\b/;

/** She cannot get up, is stuck, or has been lying there: said in the present. */
const STRANDED = /\b((can't|cannot|couldn't) (put|bear|take) (any |much )?weight on|(can't|cannot|couldn't) put my (foot|leg) (down|to the (ground|floor))|(can't|cannot|couldn't) (stand|walk|step) on (it|my (ankle|leg|foot|hip|knee))|(can't|cannot|unable to|not able to) (seem to |manage to )?(get up|get back up|get myself up|get off|get out|get to the phone|reach the phone|stand|stand up|move|climb out|pick myself up)|(i'm|i am) (stuck|trapped|pinned|wedged|jammed|lying here|laying here|still on the floor|on the floor|on the ground|down on the \w+|on the (lino|linoleum|rug|mat|tiles|carpet|landing|stairs))|(legs|knees) (won't|will not|wouldn't|can't) (hold|carry|take) (me|my weight)|(can't|cannot|couldn't) (shift|budge|get myself (up|off))|(i've|i have) been ([a-z]+ )?(here|on the floor|on the ground|down here|lying here|lying there|on the carpet|on the bathroom floor|on the kitchen floor) (for|since|ever since|all|a while|ages|hours|overnight))\b/;
/** It happened a moment ago. */
const JUST_HAPPENED = /\b(just now|a (minute|moment|second) ago|(a few|two|five|ten) minutes ago|this very minute|right now)\b/;
/** Two or more signs of a stroke in one breath (BE-FAST): face, arm or leg, speech, sight. */
const STROKE_SIGNS = [/\b(face|mouth|lip|lips)\b/, /\b(arm|hand|leg|side)\b.{0,25}\b(weak|numb|dead|heavy|limp|floppy|useless|can't (move|lift|feel))|\b(can't|cannot) (move|lift|feel|grip)\b/, /\b(speech|words|talk|talking|speak|speaking|slur)/, /\b(vision|sight|see|eye|double|blurry|blurred)\b/, /\b(balance|unsteady|off balance|keel(ing)? over to one side|falling to one side|walk straight)\b/];

/**
 * What one reading found, raised where the whole utterance says more than its clause: a fall
 * she cannot get up from or that happened a moment ago, two signs of a stroke together, a
 * worrying fall or symptom with "please help" or "get someone".
 */
function escalate(found: Concern | null, text: string): Concern | null {
  if (!found || found.urgency !== 'check') return found;
  const past = DISTANT_PAST.test(text) || RESOLVED.test(text);
  if (past) return found;
  const urgent = { ...found, urgency: 'urgent' as const };
  if (found.category === 'fall' && (STRANDED.test(text) || JUST_HAPPENED.test(text))) return urgent;
  if (found.category === 'stroke' && STROKE_SIGNS.filter((p) => p.test(text)).length >= 2) return urgent;
  // Someone at the door or in the garden right now; a faint with a head injury or legs going; cold with drowsiness (hypothermia); locked out for hours; no food and too weak to stand.
  if (found.category === 'intruder' && /\b(right now|now|at the moment|this minute|still)\b/.test(text)) return urgent;
  // Someone at the door or in the house, and she is alone or not expecting anyone.
  if (found.category === 'intruder' && /\b(won't (go|leave|go away)|refuses to (go|leave)|dark|at night|middle of the night|looking in|peering in|staring in|trying the|not expecting|live alone|on my own|by myself|scared|frightened|terrified|afraid|don't know (who|him|her|them))\b/.test(text)) return urgent;
  if (found.category === 'fainting' && /\b(lump on my head|hit my head|banged my head|bumped my head|don't know how long|was out (for|cold)|legs (have|had) gone|legs are going|can't stand|hang on|came (round|to) on the floor)\b/.test(text)) return urgent;
  if (found.category === 'cold' && /\b(shivery|shivering|shaking)\b/.test(text) && /\b(sleepy|drowsy|confused|can't think|can't move|numb|muddled)\b/.test(text)) return urgent;
  if (found.category === 'cold' && /\blocked (myself )?out\b/.test(text) && /\b(hours|an hour|half an hour|ages|all night|since|nightie|nightdress|pyjamas|pajamas|dressing gown|slippers|dark|freezing|perished)\b/.test(text)) return urgent;
  if (found.category === 'food' && /\b(too weak|so weak|very weak|can't stand|faint|collapse|dizzy)\b/.test(text)) return urgent;
  // Breathless and unable to walk or talk (not her usual); tablets miscounted and now drowsy; lost and out of doors now.
  if (found.category === 'breathing' && /\b(can't|cannot|can hardly|can barely) (walk|talk|speak|move|lie (down|flat)|finish|get up|manage|climb)\b/.test(text) && !/\b(always|for years|as usual|my usual)\b/.test(text)) return urgent;
  if (found.category === 'medication' && /\b(drowsy|sleepy|woozy|groggy|can't keep my eyes open|muddled|being sick|vomit\w*|wobbly|trembly|shaky|shaking|sweaty|clammy)\b/.test(text)) return urgent;
  // Muddled now and frightened by it, or not knowing whose house or what year: confusion that has come on.
  if (found.category === 'confusion' && /\b(frighten\w*|scared|afraid|terrified|panick\w*|don't know how to get (out|home|back)|whose (house|home|bed|kitchen) this is|what year it is)\b/.test(text) && !DISTANT_PAST.test(text)) return urgent;
  if (found.category === 'confusion' && /\b(i'm|i am|i've been|still|now)\b/.test(text) && /\b(walking|been out|out in the|outside|for ages|for hours|in the dark|it's dark|in the street|nightie|nightdress|pyjamas|pajamas|bus stop|car park|bench|canal|river|park)\b/.test(text)) return urgent;
  if (/\b(please help|help me|get (me )?(someone|somebody|help)|call (someone|somebody|an ambulance|my (son|daughter))|it's bad|it is bad)\b/.test(text) && !['wellbeing', 'scam', 'cold', 'food', 'emergency'].includes(found.category)) return urgent;
  return found;
}
