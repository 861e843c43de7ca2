/**
 * The floor of the safety net (docs/safety-net.md, docs/decisions/081-safety-net.md): rules
 * written from what clinicians and helplines publish, checked on every utterance before the
 * companion answers. Each rule names a *kind* of trouble; the sentence around it decides how
 * much it matters now:
 *
 * - **urgent**: happening now and dangerous (she is on the floor, her chest is tight, she
 *   wishes she were dead, there is smoke): the family is alerted at once.
 * - **check**: something may be wrong but the words do not say how badly ("I had a fall this
 *   morning", "I feel faint", "help me"): the companion asks "Are you hurt? Do you need help
 *   right now?" and her answer (or her silence) decides.
 * - **note**: a worry for the family's summary, no alarm: a fall last month she is fine
 *   after, a stiff knee, poor sleep; someone else's fall; what the television said.
 *
 * The sentence is read clause by clause (", but", "and then", full stops). In each clause a
 * match is dropped when negated ("I didn't fall", "no chest pain"), and lowered to a note when
 * it is about someone else ("my husband fell"), reported ("the news said"), hypothetical
 * ("what if I fell"), or in the past and resolved ("last week, but I'm fine now"). Rules lean
 * towards asking: a gentle question costs a moment; a missed fall costs far more.
 *
 * Where it lives: the words of the trouble, one file per kind, in rules/ (body, mind, people,
 * home); the sentence around a match in context.ts; the reader that weighs them in matcher.ts;
 * opt-outs in opt-out.ts; the trained model's second look and the check answers here.
 */
import { stronger, type Concern } from './concern.js';
import { assessByRules } from './matcher.js';
import { shippedModel, shippedUrgencyModel, troubleProbability } from './model.js';
import { isOptOut } from './opt-out.js';
import { GETTING_BETTER } from './context.js';
import { normalise } from './speech.js';
import { DEATH, DEATH_IN_GENERAL } from './rules/words.js';
import { hasRedFlag } from './triage.js';

export { SAFETY_CATEGORIES, type Concern, type SafetyCategory, type Urgency } from './concern.js';
export { assessByRules } from './matcher.js';
export { isOptOut } from './opt-out.js';

/** At this probability the model's reading makes the companion ask (decision 120: chosen on sets it was not trained on). */
export const MODEL_ASKS_AT = 0.7;
/**
 * At this probability the urgency model makes trouble the rules would ask about urgent (decision
 * 158: chosen on sets it was not trained on, where it lifts a quarter of the urgent lines, one
 * in a hundred of those only worth a question and no look-alike; 0.8 alarmed on 5.6 % of a
 * blind set's look-alikes). Never for thoughts of dying (asked directly, by
 * the Columbia questions), a scam (no danger on the line), or trouble the rules could not name.
 */
export const MODEL_URGENT_AT = 0.9;
const NEVER_PRESSED = new Set(['self-harm', 'scam', 'emergency', 'wellbeing']);

/**
 * The model asks only about a sentence with a word from the world of trouble in it (the body,
 * pain, falls, breath, blood, pills, help, fear, money, gas, fire, cold, food, strangers,
 * death): learned weights alone also fire on "it's been raining all week".
 */
/** Her hearing, the line, or whether she feels like a chat. */
const ABOUT_THE_LINE = /\b(can't|cannot|couldn't|can hardly|can barely|didn't) (hear|catch|make out) (a thing|a word|you|that|what you|properly|very well)\b|\b(speak|talk) up\b|\b(you'll|you will) (have to|need to) (shout|speak up)\b|\bmy (ears|hearing|hearing aid)\b|\bthis (line|phone)('s| is) (bad|terrible|awful|crackly)\b|\b(don't|do not) (feel like|fancy|want to go on) (talking|chatting|a chat|a natter)( much)?( today| now| this morning| tonight)?\b/;
/** An animal's trouble: the animal is the one poorly, off its food, at the vet. */
const ABOUT_AN_ANIMAL = /\b(cat|dog|budgie|bird|parrot|canary|horse|rabbit|hamster|goldfish|puppy|kitten|pup|moggy|tortoise)( has| is)? (been |got |gone |looking |seemed? )?(a bit |very |quite |so |rather )?(poorly|ill|sick|off|unwell|lame|limping|off colou?r|not (well|right|himself|herself|itself|eating)|(off|gone off) (his|her|its|their) food)\b|\b(at|to|from) the vet'?s?\b|\bthe vet (says|said|thinks|reckons|gave)\b/;
/** She speaks of herself beyond her worry for the animal. */
const HER_OWN_BODY = /\b(i|i've|i have|i am|i'm|me|myself)\b.{0,25}\b(hurt|pain|sore|ill|poorly|sick|dizzy|faint|fell|fallen|fall|bleed|bleeding|breath|breathe|breathless|bruised|cut|burnt|burned|scalded|bitten|scratched)\w*|\bmy (head|chest|arm|leg|back|hip|heart|breath|breathing|hand|foot|knee|wrist|ankle)\b/;
/** Her own body hurt, in so many words. */
const HURT_HERSELF = /\b(floor|ground|stuck(?! (on|with) (this|that|the|a|my|seven|\w+ (across|down)))|can'?t (get up|move|breathe|stand)|help)\b|\bmy (head|chest|arm|leg|back|hip|heart|breath|breathing|hand|hands|foot|feet|eyes?|fingers?|knee|wrist|ankle)\b|\b(i'?ve|i have|i) (fallen|fell|hurt|cut|burnt|burned|banged|bumped|scalded)\b|\b(i'?m|i am) (hurt|bleeding|dizzy|faint|in pain)\b/;
/** A question put to the companion: about it, or about the two of them ("have we spoken before?"). */
const ASKS_THE_COMPANION = /\b(have|did|do|are|were|will|would|can|could|does) (we|you)\b[^.!?]*\?|\byou\b[^.!?]*\?\s*$/;
/** Something dropped, spilt or broken on the floor. */
const THING_ON_THE_FLOOR = /\b(dropped|knocked|spilt|spilled|smashed|broke|tipped|upset)\b.{0,60}\b(all over|on|across|over) the (\w+ )?(floor|carpet|ground|lino|tiles|rug)\b|\b(all over|on|across) the (\w+ )?(floor|carpet|lino|tiles|rug)\b.{0,30}\b(sugar|flour|milk|tea|coffee|water|crumbs|glass|bits|pieces|soup|peas|beans|rice|jam|paint|wool|buttons)\b|\b(sugar|flour|milk|tea|coffee|water|crumbs|glass|soup|peas|beans|rice|jam|paint|wool|buttons) (all )?(over|on|across) the (\w+ )?(floor|carpet|lino|tiles|rug)\b/;
/** She went down herself, or is hurt. */
const HER_FALL = /\b(i|i've|i have|i'd) (fell|fallen|slipped|tripped|went down|gone down|went over|hurt|cut|burnt|burned|banged)\b|\b(can't|cannot|couldn't) (get up|stand|move)\b|\b(i'm|i am) (on the floor|hurt|bleeding|stuck)\b|\bbleed\w*|\bblood\b/;
/** A device that is playing up. */
const GADGET_TROUBLE = /\b(computer|laptop|tablet|ipad|printer|remote|telly|tv|television|radio|internet|wifi|wi-fi|email|e-mail|app|password|screen|keyboard|mouse|sky box|video|dvd|washing machine|hoover|vacuum|microwave clock)\b.{0,40}\b(crash\w*|broke\w*|won'?t (work|go|turn on|switch on|load|connect|charge)|not working|stopped working|froze|frozen|keeps (going off|freezing|crashing|beeping)|on the blink|playing up|gone wrong|can'?t (get it|work it|make it|figure|fathom|log in|find))\b/;
/** A kitchen mishap with no fire or smoke in it: the cake burnt, the gravy lumpy. */
const KITCHEN_MISHAP = /\b(cake|cakes|bread|scones?|gravy|pie|pastry|biscuits|roast|toast|custard|pudding|sponge|rice|potatoes|sausages|dinner|tea|soup|jam|stew)\b.{0,30}\b(burnt|burned|sank|sunk|flopped|lumpy|ruined|went wrong|came out (flat|hard|wrong)|a disaster|overdone|undercooked|stuck)\b(?!.{0,40}\b(smoke|fire|flames|alarm|hurt|burn(ed|t)? (my|me)|hand|arm|finger|scald\w*)\b)/;

/** She is going, or someone she expects has come: the call's end, not trouble. */
const LEAVING = /\b(i'?ve got to|i have to|i need to|i must|i'?d better|i gotta|got to|have to) (go|get off|dash|run|hang up|love you and leave you)\b|\b(the|my) (nurse|carer|doctor|daughter|son|neighbou?r|friend|taxi|bus|girl|lady|physio|hairdresser|district nurse|meals on wheels|home help)('s| is| has)? (here|arrived|at the door|just (come|arrived))\b/;
/** One question, about the caller or the call itself. */
const ASKS_WHO_CALLS = /^\s*((oh|well|hello|sorry|and|so),?\s+)?(who('?s| is| are) (this|that|it|you|calling|speaking|ringing|on the (line|phone))|who am i (talking|speaking) (to|with)|what('?s| is) (this|fondly)( (call|about|for))?|are you (a )?(real|robot|computer|machine|person|human))\b[^.!?]*\?\s*$/i;
const TROUBLE_WORDS = /\b(head|headache|stomach|tummy|belly|legs?|arms?|hands?|feet|foot|hips?|knees?|ankles?|vision|skin|swollen|swell\w*|cramp\w*|vomit\w*|pounding|throbbing|spots|pain\w*|hurt\w*|sore|ach\w*|agony|floor|ground|fell|fall\w*|fallen|tumble|trip\w*|slip\w*|dizz\w*|faint\w*|woozy|light ?headed|giddy|black\w* out|blackouts?|collaps\w*|keel\w*|breath\w*|chest|heart|puffed|wheez\w*|chok\w*|swallow\w*|cough\w*|blood\w*|bleed\w*|bled|cut|gash\w*|stitches|plasters?|pills?|tablets?|medicine|meds|insulin|dose\w*|prescription|painkillers?|morphine|warfarin|thinners?|doctor|nurse|ambulance|hospital|help|scared|frighten\w*|afraid|terrified|worried|panic\w*|money|bank|card|pin|cash|savings|pension|bail|police|scam\w*|fraud|gas|smell\w*|smok\w*|fire|burn\w*|flames?|sparks?|alarm|cold|freez\w*|frozen|heating|heat|boiler|furnace|shiver\w*|eat\w*|ate|food|hungry|starv\w*|meal\w*|weight|weak\w*|sick|ill|poorly|unwell|numb\w*|tingl\w*|pins and needles|droop\w*|slur\w*|words|speak\w*|talk\w*|confus\w*|muddl\w*|forget\w*|forgot|remember|lost|strange\w*|stranger|someone|somebody|broke\w*|broken|burgl\w*|robbed|hit\w*|push\w*|shov\w*|shout\w*|slap\w*|nasty|rough|bruis\w*|die|died|dying|dead|death|wake|sleep\w*|tired|alone|nobody|burden|sweat\w*|heav\w*|tight\w*|pressure|stuck|can't|cannot|couldn't|won't)\b/;

/**
 * The strongest concern in what she said, or null: the rules first; where they found nothing
 * (or only an everyday worry), the trained model may ask "something may be wrong" (decision
 * 120). The model never raises an alarm by itself, and never overrides the rules' reading of a
 * past, resolved or someone else's trouble.
 */
export function assess(utterance: string): Concern | null {
  // A long turn (a transcriber that never heard a pause) is read in pieces, so it costs what its pieces cost.
  if (utterance.length > PIECE) return piecesOf(utterance).reduce<Concern | null>((best, piece) => stronger(best, assessPiece(piece)), null);
  return assessPiece(utterance);
}

const PIECE = 600;
/** Pieces of at most about PIECE characters, cut after a sentence or, failing that, between words. */
function piecesOf(text: string): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > PIECE) {
    const window = rest.slice(0, PIECE);
    const cut = Math.max(window.lastIndexOf('. '), window.lastIndexOf('? '), window.lastIndexOf('! '));
    const at = cut > PIECE / 2 ? cut + 1 : Math.max(window.lastIndexOf(' '), PIECE / 2);
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  if (rest.trim()) pieces.push(rest);
  return pieces;
}

function assessPiece(utterance: string): Concern | null {
  const seen = { dismissed: false };
  const ruled = assessByRules(utterance, seen);
  // A red flag of the kind in her first words is urgent at once, as the triage reads it in any answer (decision 139).
  if (ruled?.urgency === 'check' && hasRedFlag(ruled.category, utterance)) return { ...ruled, urgency: 'urgent' };
  // Trouble the rules would ask about, said the way urgent trouble is said: urgent (the urgency model).
  if (ruled?.urgency === 'check' && !NEVER_PRESSED.has(ruled.category) && troubleProbability(shippedUrgencyModel(), utterance) >= MODEL_URGENT_AT) return { ...ruled, urgency: 'urgent' };
  if (ruled && (ruled.urgency !== 'note' || ruled.category !== 'wellbeing')) return ruled;
  const text = utterance.trim();
  // Where a rule matched and was set aside ("I never get chest pains", "I'm dying to see them"), the rules have read it.
  const words = normalise(text);
  if (!text || seen.dismissed || !TROUBLE_WORDS.test(words) || troubleProbability(shippedModel(), text) < MODEL_ASKS_AT) return ruled;
  // Whether her words speak of her own death or of no point going on: read once for every guard below.
  const despairing = despairs(words);
  // A story of long ago told as one ("years ago I broke my wrist skating") is not asked about by
  // the model alone; nor is a sentence whose only words of trouble are money or tiredness, which
  // is a note for the family (the blind companion round of 2026-11-27: "are you hurt?" after
  // stories, money grumbles and a tired afternoon).
  if (LONG_AGO.test(words) && !STILL_NOW.test(words) && !despairing) return ruled;
  // A question about who is calling or what the call is ("Who am I talking to?") is the phone's
  // ordinary talk: the model's "talking" is not a sign (the companion round of 2026-11-27).
  if (ASKS_WHO_CALLS.test(text) && text.split(/\s+/).length <= 12) return ruled;
  // A question to the companion about itself or the calls ("Have we spoken before? I can't remember", "Do you like doing this?"): answered, never "are you hurt?" (the blind companion round N).
  if (ASKS_THE_COMPANION.test(words) && !HURT_HERSELF.test(words) && !despairing) return ruled;
  // A thing dropped or spilt on the floor ("knocked the sugar bowl off, sugar all over the kitchen floor"): a mess, not a fall.
  if (THING_ON_THE_FLOOR.test(words) && !HER_FALL.test(words) && !despairing) return ruled;
  // The line or her hearing ("I can't hear you, speak up"), or not wanting to chat today: the phone's talk, answered by the companion, not "are you hurt?".
  if (ABOUT_THE_LINE.test(words) && !despairing) return ruled;
  // A small illness over ("the cold's gone", "over the flu now"): news that she is better, not a sign.
  if (GETTING_BETTER.test(words) && !despairing) return ruled;
  // A gadget's trouble (the computer crashing, the telly on the blink) or a kitchen mishap with no fire in it: not hers to be asked "are you hurt?" about (the blind companion round J).
  if ((GADGET_TROUBLE.test(words) || KITCHEN_MISHAP.test(words)) && !HURT_HERSELF.test(words) && !despairing) return ruled;
  // A puzzle or a lid that beats her ("stuck on this crossword clue", "can't get this jar open"): an everyday struggle, not "are you hurt?".
  if (EVERYDAY_STRUGGLE.test(words) && !HURT_HERSELF.test(words) && !despairing) return ruled;
  // Her appetite grown ("eating twice as much since I stopped smoking"): not an overdose nor a sign.
  if (/\b(eat|eating|ate|appetite|food)\b.{0,25}\b(twice as much|double|more than ever|like a horse|for two|for england)\b/.test(words) && !despairing) return ruled;
  // Leaving the call, or someone expected arriving ("I've got to go, the nurse is here"): a goodbye, not a sign (the companion round of 2026-11-27).
  if (LEAVING.test(words) && !despairing) return ruled;
  // An animal's trouble (the cat off her food, the dog at the vet) is not hers: the model alone does not ask "are you hurt?".
  if (ABOUT_AN_ANIMAL.test(words) && !HER_OWN_BODY.test(words) && !despairing) return ruled;
  if (onlyLifeWorries(words) && !despairing) return ruled ?? { category: 'wellbeing', urgency: 'note', quote: text.slice(0, 160) };
  // What the model hears is asked about as "something may be wrong"; in the words of her own
  // death it is asked as the self-harm question, gently and directly (decision 139), never "are you hurt?".
  if (!despairing || THIRD_PERSON_DEATH.test(words)) return { category: 'emergency', urgency: 'check', quote: text.slice(0, 160) };
  // Means at hand or an act begun beside them is urgent; a day or a time alone is asked about first.
  return { category: 'self-harm', urgency: MEANS_OR_ACT.test(words) ? 'urgent' : 'check', quote: text.slice(0, 160) };
}

const EVERYDAY_STRUGGLE = /\b(stuck on|can'?t (get|open|undo|do|work out|figure out|finish|crack|solve)|couldn'?t (get|open|undo|do|work out|figure out|finish|crack|solve)|beaten me|got the better of me)\b.{0,30}\b(crossword|clue|puzzle|sudoku|jigsaw|word ?search|quiz|jar|lid|bottle|tin|packet|knot|form|answer|across|down|zip|button|cap|remote|instructions|seven|eight|letter)\b/;

/** A story of long ago: its trouble is over, unless something of it is here now. */
const LONG_AGO = /\b(years ago|\w+ years back|when i was (a |young|little|small|younger|\d+|in|at)|as a (child|girl|boy|young)|back (then|in the|in those)|in those days|during the war|in the war|long ago|when we were (young|kids|children|first married|courting)|my (late )?(mother|father|mum|dad|grandmother|grandfather|nan|gran) used to|in (19|nineteen)\w*)\b/;
const STILL_NOW = /\b(now|today|tonight|this (morning|afternoon|evening|week)|just (now|happened)|still|again|right now|at the moment|since then it|ever since)\b/;
/** Money, tiredness and low spirits: worries for the family's note (and the companion's own kind word), not "are you hurt?", when no other word of trouble is beside them. */
const LIFE_WORRY = /\b(money|cash|savings|pension|bills?|prices?|afford|expensive|dear|skint|tight|tired|sleep\w*|nap\w*|wake|woke|worn|weary|low|lonely|alone|on my own|sad|down|fed up|miserable|bored|nobody|no one|rung|rang|rings|calls?|called|visits?|visited|quiet|long days?)\b/;
const LIFE_WORRIES = new RegExp(LIFE_WORRY.source, 'g');
function onlyLifeWorries(words: string): boolean {
  if (!LIFE_WORRY.test(words)) return false;
  const rest = words.replace(LIFE_WORRIES, ' ');
  return !TROUBLE_WORDS.test(rest);
}

/**
 * Her own death wished for, or no point going on: a worry the model hears in these words is
 * about her life. Death in general ("since he died", "is it wrong to be happy now he's dead") and
 * an ordinary goodbye are not among them.
 */
const DESPAIR_WORLD = new RegExp(`\\b(?:${DEATH}|(not|never) (be )?woken|(say|said|saying) (my )?(last )?goodbyes|no point (in )?(going on|carrying on|living|me being)|what's the point (of|in) (going on|living|me)|a burden|better off without me|can't go on|nothing (left )?to live for|had enough of (it all|everything|life|living)|tired of (living|life|it all|being alive))\\b`, 'g');
/** Words of her own death or of no point going on: a bare "die", "dead" or "death" (anyone's) is not one of them. */
function despairs(words: string): boolean {
  for (const m of words.matchAll(DESPAIR_WORLD)) if (!DEATH_IN_GENERAL.test(m[0])) return true;
  return false;
}
/** Someone else's death ("my wife died", "since he passed"): grief, asked about as grief, never as her own danger. */
const THIRD_PERSON_DEATH = /\b(he|she|they|my (wife|husband|son|daughter|brother|sister|friend|mother|father|mum|dad)|\w+'s) (died|passed|is dead|was dead|has died|had died)\b/;
/** Means at hand or an act begun: tablets saved or taken, the gas on, a rope, letters left. */
const MEANS_OR_ACT = /\b((i've|i have|i|just) (taken|swallowed|had|drunk) (the lot|them all|all (my|the|of (my|the|them))|a (load|lot|handful|bottle|box|packet|strip))|(sav|stockpil|hoard|put)\w* (up |by |aside )?(all )?(my |the )?(sleeping )?(tablets|pills)|(tablets|pills) (saved|put by|ready|counted|lined up)|(turned|put|left|got) the gas on|rope|noose|ligature|(letters?|notes?) (to|for) (the children|the kids|my (son|daughter|family|children|kids)|everyone|you)|written my (letters|note))\b/;

let warm = false;
/**
 * Reads two sentences once, so the first thing she says is not slowed by compiling the rules
 * and loading the model (about 200 ms, once per process). Called when a conversation starts.
 */
export function warmSafetyNet(): void {
  if (warm) return;
  warm = true;
  assess("I've fallen and I can't get up");
  isOptOut('Please stop calling me');
}

/** The one rule for nods (listening/nods.ts): the dialogue's and the listener's. */
export { isBackchannel } from '../listening/nods.js';
