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
 */
import { shippedModel, troubleProbability } from './model.js';
import { normalise } from './speech.js';

export type SafetyCategory =
  | 'fall'
  | 'chest-pain'
  | 'breathing'
  | 'stroke'
  | 'confusion'
  | 'self-harm'
  | 'intruder'
  | 'abuse'
  | 'scam'
  | 'bleeding'
  | 'medication'
  | 'fainting'
  | 'gas'
  | 'fire'
  | 'cold'
  | 'food'
  | 'emergency'
  | 'wellbeing';

export type Urgency = 'urgent' | 'check' | 'note';

/** Every category, in one list (the model's structured output and the flags use it). */
export const SAFETY_CATEGORIES = ['fall', 'chest-pain', 'breathing', 'stroke', 'confusion', 'self-harm', 'intruder', 'abuse', 'scam', 'bleeding', 'medication', 'fainting', 'gas', 'fire', 'cold', 'food', 'emergency', 'wellbeing'] as const satisfies readonly SafetyCategory[];

export interface Concern {
  category: SafetyCategory;
  urgency: Urgency;
  /** The words that raised it. */
  quote: string;
}

type Rule = [RegExp, Urgency];

const ME = "(?:i|i'm|i am|i've|i have|i was|i had|i just|i've just|i have just|i'd|i)";
const PART = '(?:arm|leg|hand|foot|side|face|fingers|arms|legs)';
const FAMILY = '(?:carer|caregiver|aide|helper|son|daughter|nephew|niece|grandson|granddaughter|husband|wife|neighbou?r|son-in-law|daughter-in-law|brother|sister|lodger|boyfriend|girlfriend)';
const PILLS = "(?:(?:heart|blood pressure|water|sleeping|pain|morning|evening|night|diabetes|diabetic|thyroid|nerve|anxiety|depression|blood|[a-z]+'s) )?(?:pills|tablets|medicine|medicines|medication|medications|meds|insulin|painkillers|warfarin|digoxin|metformin|morphine|insulin pens?|doses?|paracetamol|acetaminophen|tylenol|ibuprofen|aspirin|co-codamol|codeine|tramadol|diazepam|valium|xanax|ambien|zopiclone|sleepers|nitro|nitroglycerin|amitriptyline|sertraline|prozac|lithium|oxycodone|blood thinners?|capsules)";

/** Two kinds of words in either order within `span` characters: a kind of trouble, not one phrasing of it. */
function near(a: string, b: string, span = 40): RegExp {
  return new RegExp(`\\b(?:${a})\\b.{0,${span}}\\b(?:${b})\\b|\\b(?:${b})\\b.{0,${span}}\\b(?:${a})\\b`);
}
/** Wanting, wishing, being ready: what turns a word about death into a wish for it (who is to die is checked in `assessText`). */
const LONGING = "relief|a blessing|a mercy|a release|welcome it|glad to|could just|might as well|want|wanted|wanting|wish|wishing|wished|ready|pray|praying|prayed|hope|hoping|longing|long|rather|sooner|can't wait|thinking about|thinking of|think about|thought about|thought of";
/** Death as something wished for; thinking about death in general ("at my age you think about it") is not. */
const DEATH = "die|dead|death|dying|end it|end it all|end things|ending it|ending things|ending it all|end my life|ending my life|take my (own )?life|kill myself|killing myself|suicide|not wake up|never wake up|don't wake up|didn't wake up|not to wake up|never to wake up|go to sleep forever|sleep forever|slip away|be gone|were gone|was gone|not be here|not here any ?more|not being here|be with (my )?(late|dead) \\w+|join (him|her|them|my late \\w+) (up there|in heaven)|be in heaven|six feet under|pushing up daisies|do myself in|do away with myself|finish myself off|top myself|off myself|disappear (forever|for good|for ever)|stop existing|not exist|meet my maker|be with (god|the lord|jesus)|in my grave|in the ground|be done with (it|it all|everything|life)|not be around|not around any ?more|go to sleep for good|not long for this world";
const LONGING_FOR_DEATH = near(LONGING, DEATH, 30);
const DEATH_WORD = new RegExp(`\\b(?:${DEATH})\\b`);
/** Words about death that, alone with "thinking", are reflection rather than a wish. */
const DEATH_IN_GENERAL = /^(die|dead|death|dying)$/;
const A_PERSON = "a fella|a fellow|a chap|someone|somebody|a man|a guy|a bloke|a woman|a stranger|strangers|people|men|a person|a lad|lads|a boy|boys|a fella|a fellow|a couple of men|two men|some men|an intruder|intruders";
const MY_HOME = "(in|inside) (my|the) (house|home|flat|apartment|living room|lounge|front room|sitting room|kitchen|bedroom|bathroom|hall|hallway|basement|cellar|garage|attic)|upstairs|downstairs|in here|in the house";
const LIMB = "hand|hands|arm|arms|leg|legs|fingers|foot|feet|side";
const LIMB_FAILS = "won't work|won't move|doesn't work|does not work|isn't working|is not working|not working|won't do (what|anything)|gone dead|gone numb|gone weak|went dead|went numb|went weak|is numb|is weak|is dead|feels dead|feels numb|feels weak|useless";
const ANY_PILLS = `${PILLS}|blood thinners?|water pills|[a-z]+(pril|olol|statin|dipine|formin|oxin|farin|azole|cillin|zepam|azepam|codone|morphone)`;
const TOO_MUCH = "twice(?! (a|per|each|every|daily)\\b)|two times|double|doubled|two lots|too many|too much|the whole (packet|box|bottle|lot|strip)|a handful|handfuls|all (of )?(my|the|them) (pills|tablets|lot)|all at once|extra|again by mistake|by mistake|by accident|accidentally|in the morning too|at night too|the wrong (ones|pills|tablets)";

/** A helper, a visit, the family: people in the house who are expected. */
const EXPECTED_PEOPLE = /\b(fix|fixing|fixed|repair|repairing|mend|mending|plumber|electrician|engineer|gas man|workm[ae]n|builders?|decorators?|painters?|cleaners?|carers?|nurse|doctor|son|daughter|grand\w+|family|friends?|neighbou?rs?|to stay|visiting|visit|delivery|meter|for (tea|dinner|lunch|christmas)|party|my (husband|wife))\b/;
const FEAR = /\b(scared|frightened|afraid|terrified|don't know (him|her|them|who|what)|stranger|broke|breaking|break in|help|shouldn't be)\b/;
/** Long-standing, not sudden: a stroke comes on suddenly. */
const CHRONIC = /\b(arthritis|rheumatism|gout|neuropathy|like (it|they) used to|these days|for years|always (been|have|had)|at my age|getting old|old age|in the cold|in the mornings)\b/;

const RULES: Array<[SafetyCategory, Rule[]]> = [
  [
    'self-harm',
    [
      [/\b(kill|hurt|harm|cut) myself\b/, 'urgent'],
      [/\b(end|ending|take|taking) (my|my own) life\b/, 'urgent'],
      [/\bend(ing)? it all\b/, 'urgent'],
      [/\b(thinking|thought) (about|of) (ending it|ending things|not being here|killing|dying|suicide)\b/, 'urgent'],
      [/\bsuicid/, 'urgent'],
      [/\b(want|wanted|wanting|going|ready) to die\b/, 'urgent'],
      [/\bwish (i|i'd) (was|were|had|could|would) (be )?(dead|die|died|gone|not wake up|go to sleep and not wake up|never wake up|not here)\b/, 'urgent'],
      [/\bwish (it|this) (was|were|would be|could be|would all be) over\b/, 'urgent'],
      [/\bwant (it|this|it all|everything) (all )?to (be over|end|stop for good)\b/, 'urgent'],
      [/\b(go to sleep|fall asleep|close my eyes|drift off) and (never|not) (wake|open them) (up|again)?/, 'urgent'],
      [/\b(better|be better) off (dead|without me|if i (was|were) gone|gone)\b/, 'urgent'],
      [/\b(rather|might as well|may as well) be dead\b/, 'urgent'],
      [/\b(don't|do not|no longer|not) (really )?(want|wish) to (live|be here|be alive|go on|carry on|wake up|keep going)( any ?more)?\b(?! (the|a|an|holiday|holidays|that|this|with|about|at|my|his|her|their|to|for|when|tomorrow|next|early|so early|in the|on the|trips?|cruises?|outings?|like that|talking|and on)\b)/, 'urgent'],
      [/\b(no|not any|not much) (reason|point) (to|in) (live|living|go on|going on|carry on|carrying on|being here|being alive|getting up)\b/, 'urgent'],
      [/\b(don't|do not|can't|cannot) see (the|any) point( in (anything|living|going on|it all|life|carrying on|getting up|being here|any of it|me))?( any ?more)?[.!?]*$/, 'urgent'],
      [/\bwhat('?s| is) the point (of|in) (living|going on|anything|it all|carrying on|getting up|being here|me)\b/, 'urgent'],
      [/\bwhat('?s| is) the point any ?more\b/, 'urgent'],
      [/\b(nobody|no one|no-one|noone|not a soul) would (even |really |ever |much )?(miss|notice|care|mind)( me| if i (was|were) gone| if i died| if i wasn't here)?\b/, 'urgent'],
      [/\b(everyone|everybody|they|my family)('d| would) be better off( without me)?\b/, 'urgent'],
      [/\blife (isn't|is not|isn't really|is no longer) worth (living|it)\b/, 'urgent'],
      [/\b(tired|sick|weary) of (living|being alive|life)\b/, 'urgent'],
      [/\b(saving|saved|stockpiling|hoarding|collecting|kept|keeping) (up )?(all )?(my |of my )?(sleeping |heart |pain )?(pills|tablets)\b/, 'urgent'],
      [/\b(my |the )?(pills|tablets) (saved|put by|put away|stored) (up )?(for|in case)\b/, 'urgent'],
      [/\b(thinking|thought|think) (about|of) (taking|swallowing) (all|the lot|a whole|every one) (of )?(my |the )?(pills|tablets)\b/, 'urgent'],
      [/\b(wish|pray|hope) (god|the lord|the good lord|he|someone|death) would (just |only |come and )?(take me|come for me)\b/, 'urgent'],
      [/\b(wish|pray|hope) (that )?(i (could|would|might) (just )?(die|be dead|not wake up|never wake up|slip away|go( now| soon| tonight| in my sleep| peacefully| quietly| too)?(?= *[.!?,]| *$))|i (hadn't|had not|didn't|did not) (wake|woken|wake up|woken up|survive)|i (don't|do not|won't|wouldn't) wake (up)?)\b/, 'urgent'],
      [/\b(i'd|i would) (rather|sooner) (not|never) (wake up|be here|be alive|go on|live)\b/, 'urgent'],
      [/\b(wish|pray|hope|praying|hoping)\b.{0,25}\b(that )?i (don't|do not|won't|will not|wouldn't|would not) (wake|wake up|see (the morning|tomorrow|another day))\b/, 'urgent'],
      [/\b(can't|cannot|don't|do not) see (any|a|the) (reason|point) (to|in|for) (carry(ing)? on|go(ing)? on|liv(e|ing)|keep(ing)? going|being here|me being here|getting up)\b/, 'urgent'],
      [/\b(had|have had|'ve had) enough of (living|life|being alive|it all|everything|this life)\b/, 'urgent'],
      [/\b(better|easier|simpler|kinder) (off |for (everyone|everybody|them|my family|the family|all of them) )?(if i (was|were|wasn't|weren't|was not|were not|died|passed|was gone|were gone|wasn't around|weren't around|wasn't here|weren't here)|out of the way|without me)\b/, 'urgent'],
      [/\bno (point|reason|use) (in )?(me )?(being (alive|here)|living|going on|carrying on|staying alive)\b/, 'urgent'],
      [/\b(want|wish) (it|this|everything|it all|all of it) (to be |was |were )?(over|to end|ended|to stop)\b/, 'urgent'],
      [/\b(i'm|i am) ready to (go|die|be gone|leave this world)\b(?! (out|to|into|home|shopping|for|and|now that)\b)/, 'check'],
      [/\b(no use|no good|useless|a waste of space) to (anyone|anybody|everyone|my family|nobody)( any ?more)?\b/, 'check'],
      [/\b(everything|it all|life) (feels|seems|is) (so |completely |totally |utterly )?(hopeless|pointless|meaningless)\b/, 'check'],
      [LONGING_FOR_DEATH, 'urgent'],
      [/\b(rather|sooner) (die|be dead) than\b/, 'check'],
      [/\b(done|finished|through) with (living|life|being alive|it all|this world|this life|everything)\b/, 'urgent'],
      [/\b(do|did|doing|going to do) myself in\b|\b(top|off|finish|end) myself( off)?\b|\bdo away with myself\b/, 'urgent'],
      [/\b(better|best) off (six feet under|in (my|the) grave|in the ground|pushing up daisies|out of it|not here|gone)\b/, 'urgent'],
      [/\b(swallow|take|taking|swallowing) (the lot|them all|all of them|the whole lot|every one|all my (pills|tablets))\b.{0,40}\b(be done|end|over|finish|die|go)\b/, 'urgent'],
      [/\b(not going to|won't|will not|stopped|stopping|refuse to|going to stop) tak(e|ing) (my|any more of my|any of my) (tablets|pills|medicine|medication)\b.{0,40}\b(so (that )?i (can|could|will|might) (go|die|be)|and (just )?(go|die|let it|be done)|let nature|to (go|die)|end it)\b/, 'urgent'],
      [/\bwhat('s| is) the (use|point|good) (of|in) (me|my life|living|going on|carrying on|being here)\b/, 'check'],
      [/\b(thinking|thought|think) (about|of) (taking|swallowing) (the lot|them all|all of them|the whole lot)\b/, 'urgent'],
      [/\b(walk|walking|walked|wander|wandering) (into|in front of) (the )?(sea|river|lake|water|canal|traffic|a bus|a train|a car|a lorry|a truck)\b|\b(jump|jumping|throw myself|throwing myself) (off|in front of|under|into)\b|\b(that|it|this)('d| would| will|'ll) be the end of (it|me|it all)\b/, 'urgent'],
      [/\b(feel|feeling|i'm|i am|i've been) (so |just |completely |totally )?(empty|hollow|numb inside|dead inside|like nothing matters)\b/, 'check'],
      [/\b(a|such a) (waste of space|waste of oxygen|waste of time and space)\b|\b(no good|no use) to (anyone|anybody|man nor beast)\b/, 'check'],
      [/\b(fed up|sick|tired|weary) (of|with) (it all|everything|everyone|this life)( any ?more| now)?(?= *([.!?,]|$))/, 'check'],
      [/\b(want|wanna|wish|long|ready|like) to (go )?(and )?be with (my (late|dead|poor) \w+|\w+ (again|in heaven|up there|on the other side)|him again|her again|them again)\b/, 'urgent'],
      [/\b(want|wish|long|ready) to (go|go and|go to) be with \w+( now| again| soon| at last)?(?= *([.!?,]|$))/, 'check'],
      [/\b(nobody|no one|no-one|not a soul) (needs|wants|loves|cares about|would notice|would miss|would care about) me( any ?more)?\b(?! (to|for|at|in|on|around)\b)/, 'check'],
      [/\b(can't|cannot) (go on|carry on|take (it|this|much more) any ?more|do this any ?more|cope any ?more|take much more)\b/, 'check'],
      [/\b(i'm|i am|i feel|feel like) (such |so |completely |totally |just )?(a |such a )?(hopeless|worthless|burden|nuisance to everyone)\b(?! (at|with|when it comes|on)\b)/, 'check'],
    ],
  ],
  [
    'fall',
    [
      [/\b(can't|cannot|couldn't|could not|unable to|not able to) (get|pick myself|stand|get myself) (up|back up|off the floor|to my feet)\b/, 'urgent'],
      [/\b(i'm|i am|i've been|i have been|been) (lying |laying |sat |sitting |stuck )?(on|down on) the (floor|ground|kitchen floor|bathroom floor|carpet|rug|tiles)\b/, 'urgent'],
      [/\bstuck (on the (floor|ground)|in the (bath|tub|bathtub|shower)|down here)\b/, 'urgent'],
      [/\b(fell|fallen|fall|slipped|tripped|tumbled) and (i )?(can't|cannot|couldn't|can not) (get up|move|stand|reach)\b/, 'urgent'],
      [/\b(i've|i have|i've just|i have just|i just|just) (fallen|fell|had a fall|taken a fall|slipped|tripped)\b/, 'urgent'],
      [/\bdown here (for|since)\b/, 'urgent'],
      [/\bhelp me (get|stand) up\b/, 'urgent'],
      [/\b(i|i've|i have) (fell|fallen|slipped|tripped|stumbled|tumbled)\b/, 'check'],
      [/\b(had|took|taken|have had|'ve had) (a |another |a bit of a |a nasty |a bad |a little )?(fall|tumble|spill|trip)\b/, 'check'],
      [/\bfell (down|over|off|out of|in the|on the|against|onto|backwards)\b/, 'check'],
      [/\bmy (legs|knees|leg|knee) (gave|went|gave way|gave out|buckled|collapsed|went from under me|went out)\b/, 'check'],
      [/\b(lost my (balance|footing)|ended up on the floor|(hit|bumped|banged|knocked|cracked|bashed) my head)\b/, 'check'],
      [/\b(can't|cannot|unable to|not able to) (seem to |manage to )?(get|climb|pull myself|haul myself) (back )?(up|out of the (bath|tub|bathtub|shower))\b/, 'urgent'],
      [/\b(i'm|i am|i've been|i have been) (lying|laying|stuck) (here|there|in the (hall|hallway|kitchen|bathroom|bedroom|garden|yard|bath|tub|shower))\b/, 'urgent'],
      [/\b(went|gone|come|came) (down|over|flying|a cropper|head over heels)\b.{0,40}\b(floor|ground|can't|cannot|stuck)\b/, 'urgent'],
      [/\b(i've|i have|i) (come|came) a cropper\b/, 'check'],
      [/\b(had|took|taken|have had|'ve had) (a|an|another) ([a-z]+ ){1,2}(fall|tumble|spill)\b(?! (holiday|colou?rs|leaves|trip|weather|season|festival|fair|break|term|foliage|day|afternoon|morning|walk|vacation|drive)\b)/, 'check'],
      [/\b(i'm|i am|i've been|i have been|i got|i've got myself) ((wedged|jammed|trapped|pinned) (between|behind|under|in|on|down)\b(?! (traffic|the (queue|line|lift|elevator|house|past|mud)|my ways|a rut|with)\b)|stuck ((down )?(on|in) the (floor|ground|bath|tub|bathtub|toilet|carpet|rug|stairs|shower)|between|behind|under))/, 'urgent'],
      [/\b(i've|i have|i) (gone|went) down (in|on) the (bathroom|kitchen|hall|hallway|floor|garden|yard|stairs|bedroom|street|path|pavement|sidewalk|driveway|landing|porch|steps)\b/, 'check'],
      [/\b(went|gone|turned|twisted) (over )?on my (ankle|foot|knee)\b/, 'check'],
      [/\b(i|i've|i have) (keep|kept|been|am|i'm) (falling|falling over|falling down|tripping|losing my (balance|footing))\b/, 'check'],
      [/\b(keep|kept) (falling|falling over|falling down|tripping|losing my (balance|footing))\b/, 'check'],
      [/\b(i've|i have|i) (broken|broke|cracked|done|hurt) my (hip|leg|thigh|pelvis)\b/, 'urgent'],
      [/\b(broken|broke|cracked) my (arm|wrist|ankle|shoulder|collarbone|ribs?|nose|foot)\b/, 'check'],
    ],
  ],
  [
    'chest-pain',
    [
      [/\b(chest|heart) (pain|pains|ache|is aching|aches|hurts|is hurting|feels tight|is tight|is so tight|tightness|feels heavy|is heavy|pressure|is burning|feels like it's being squeezed|feels crushed)\b/, 'urgent'],
      [/\b(pain|ache|aching|tightness|pressure|crushing|squeezing|heaviness|burning|weight)\b.{0,25}\b(in|on|across|around|of) (my|the) chest\b/, 'urgent'],
      [/\b(sitting|standing|pressing|weight|elephant|band|vice|vise) (on|around|across|squeezing) my chest\b/, 'urgent'],
      [/\bmy chest\b.{0,20}\b(tight|pain|hurts|heavy|pressure|squeez|crush)/, 'urgent'],
      [/\bheart attack\b/, 'urgent'],
      [/\bpain\b.{0,25}\b(going|goes|spreading|spreads|running|runs|shooting|shoots|moving|moves) (down|into|up|along) my (left )?(arm|jaw|neck|shoulder|back)\b/, 'urgent'],
      [/\bmy (left )?arm (and|&) (my )?(chest|jaw) (hurt|ache)/, 'urgent'],
      [/\b(palpitations|chest feels funny|funny feeling in my chest)\b/, 'check'],
      [/\bmy chest (is|has been|keeps|feels|was) (hurting|aching|tight|sore|burning|heavy|painful|killing me|so tight|crushed|pounding)\b/, 'urgent'],
      [/\b(tight|heavy|crushing|squeezing|burning|gripping|pressing) (feeling|sensation|pain|band|weight) (in|across|on|around) my chest\b/, 'urgent'],
      [/\bmy (jaw|arm|left arm|neck) and (my )?chest\b/, 'urgent'],
      [/\bchest pains?\b/, 'urgent'],
      [near('pain|pains|painful|ache|aches|aching|tight|tightness|pressure|heavy|heaviness|crushing|crushed|squeezing|squeezed|burning|band|vice|vise|gripping|stabbing|sharp|twinge|twinges|discomfort|funny feeling|niggle|niggling', '(my|the|in my|across my|round my|around my) (chest|heart)', 25), 'urgent'],
      [/\b(angina|gtn|nitro|my spray|heart spray|puffer)\b.{0,50}\b(twice|three times|more than usual|again and again|keeps? (coming|using)|not working|isn't working|didn't work|bad|playing up)\b/, 'check'],
      [/\bmy heart (is |has been |keeps |was |seems )?(going|beating|thumping|pounding|racing|fluttering|jumping|banging|skipping|missing|flipping|doing)\b.{0,25}\b(fast|mad|funny|wrong|irregular|hard|nineteen to the dozen|the clappers|like a drum|all over|too quick|crazy|somersaults|flips|overtime|beats)\b/, 'check'],
      [/\b(an elephant|a weight|a ton of bricks|something heavy|someone|somebody) (is )?(sitting|standing|pressing|lying|pushing down) on (me|my chest)\b/, 'urgent'],
      [/\bmy chest\b.{0,25}\b(in a (vice|vise)|being (squeezed|crushed|pressed)|(squeezed|crushed) (tight|flat)?)\b/, 'urgent'],
      [/\bmy heart (is |has been |keeps |was |'s been )?(fluttering|racing|pounding|thumping|skipping( beats)?|missing beats|jumping( about)?|going like the clappers|beating (so )?fast|going (ever so |very |so |really )?fast|all over the place|beating (all )?funny|irregular|going funny)\b/, 'check'],
      [/\bmy (heartbeat|heart beat|pulse) (is |feels |has been |keeps |seems )?(all over the place|racing|funny|irregular|all wrong|very fast|going mad|jumping)\b/, 'check'],
    ],
  ],
  [
    'breathing',
    [
      [/\b(can't|cannot|can not|couldn't|can hardly|can barely|struggling to|finding it hard to) (breathe|breath|catch my breath|get (my|a|enough) breath|get (any |enough )?air( in)?|get my breath back)\b(?! a word)/, 'urgent'],
      [/\b(hard|difficult|struggling|trouble|hard time|difficulty) (to )?(breathe|breathing|with my breathing|catching my breath)\b/, 'urgent'],
      [/\bshort(ness)? of breath\b/, 'urgent'],
      [/\b(gasping|choking|suffocating)\b/, 'urgent'],
      [/\bmy lips (are|have gone|look) (blue|grey|gray)\b/, 'urgent'],
      [/\b(out of breath|breathless|wheez|puffed out|winded)/, 'check'],
      [/\bmy inhaler (isn't|is not|isn't really) (working|helping)\b/, 'urgent'],
      [/\b(struggling|fighting|gasping|battling) (for|to get) (breath|air|my breath)\b/, 'urgent'],
      [/\bcoughing (up )?(green|yellow|brown|phlegm|gunk|stuff|muck|rubbish)\b|\bchest infection\b|\bpneumonia\b|\b(gone|went|settled|gone down) on (my|to my) (chest|lungs)\b/, 'check'],
      [/\b(run|ran|running|am) out of (my )?oxygen\b|\boxygen (machine|concentrator|tank|bottle|cylinder)\b.{0,30}\b(broken|not working|stopped|empty|run out|ran out|beeping)\b/, 'check'],
      [near('breath|breathe|breathing|breaths', 'struggle|struggling|a fight|fighting|labou?red|effort|agony|hurts|painful|rattling|whistling|gurgling', 20), 'urgent'],
      [/\b(can't|cannot) (get|catch) (my|a|any|enough) (breath|air)\b/, 'urgent'],
      [/\bmy breathing (is|has been|has got|'s) (very |really |so )?(bad|terrible|awful|worse|funny|wrong|rattly|noisy)\b/, 'check'],
    ],
  ],
  [
    'stroke',
    [
      [/\b(my )?face (is |has |feels |went |has gone |seems )?(drooping|droopy|dropped|numb|lopsided|slack|gone slack|twisted|frozen on one side|funny on one side)\b/, 'urgent'],
      [/\b(one side of my|my) (mouth|face|lip) (is |has |feels |went |has gone )?(drooping|droopy|numb|dropped|slack|crooked)\b/, 'urgent'],
      [new RegExp(`\\b(can't|cannot|can not|couldn't) (move|feel|lift|raise|use|grip with) my (left |right )?${PART}\\b`), 'urgent'],
      [new RegExp(`\\bmy (left |right )?${PART} (is|feels|went|has gone|keeps going|suddenly went|just went) (all )?(numb|weak|dead|heavy|limp|floppy|useless|tingly and weak)\\b`), 'urgent'],
      [/\bnumb(ness)? (on|down|in) (one|my (left|right)|the (left|right)) side\b/, 'urgent'],
      [/\b(can't|cannot|couldn't) feel (my|the) (left|right) side\b/, 'urgent'],
      [/\b(slurring|slurred|my speech is (funny|strange|slurred|wrong)|words (are|keep) coming out (wrong|jumbled|muddled|all wrong))\b/, 'urgent'],
      [/\b(can't|cannot|couldn't) (get|find|say) (my|the) words( out)?\b/, 'urgent'],
      [/\b(can't|cannot) (speak|talk) (properly|right|clearly)\b/, 'urgent'],
      [/\bmy tongue (feels|is) (thick|heavy|funny|numb)\b/, 'urgent'],
      [/\b(suddenly|all of a sudden) (can't|cannot|couldn't) see\b/, 'urgent'],
      [/\b(lost|losing) (the )?(sight|vision) in (one|my (left|right)) eye\b/, 'urgent'],
      [/\b(can't|cannot) see (out of|with) (one|my (left|right)) eye\b/, 'urgent'],
      [/\b(seeing double|double vision)\b/, 'check'],
      [/\b(worst|most terrible|worst ever) headache( of my life| i've ever had| i've ever)?\b/, 'urgent'],
      [/\b(sudden|suddenly).{0,20}(headache|dizzy|can't walk|can't stand|lost my balance)\b/, 'urgent'],
      [/\bhaving a stroke\b/, 'urgent'],
      [new RegExp(`\\bmy (left |right )?${PART} (is|feels|has|went|has gone|keeps going|suddenly went|just went|is gone|has gone all|went all) (all )?(numb|weak|dead|heavy|limp|floppy|useless|funny and weak)\\b`), 'urgent'],
      [/\b(half|one side of|the (left|right) side of) my (face|body|mouth) (has |is |went |has gone |feels )?(gone |all )?(numb|drooping|droopy|dropped|slack|dead|weak)\b/, 'urgent'],
      [/\bmy (left|right) side (has |is |went |has gone |feels )?(gone |all )?(numb|weak|dead|heavy|useless)\b/, 'urgent'],
      [/\bmy (speech|voice|talking|words) (is|are|has|have|sounds?|keeps?|went|has gone|have gone|coming out) (all |gone )?(slurred|slurry|slurring|funny|strange|wrong|garbled|jumbled|muddled|all wrong|thick|mumbly|coming out wrong)\b/, 'urgent'],
      [/\b(words|sentences) (are |keep |won't |will not )?(coming out|come out) (all )?(wrong|jumbled|muddled|garbled|mixed up|backwards|funny)\b/, 'urgent'],
      [/\b(trouble|difficulty|struggling) (speaking|talking|getting my words out|finding my words)\b|\bthe words (won't|will not|aren't|are not) (come|coming)( out)?\b/, 'urgent'],
      [/\bmy (face|mouth|lip|lips) (feels|is|has gone|went|looks) (funny|strange|weird|odd|tingly|crooked|lopsided)\b/, 'check'],
      [new RegExp(`\\bmy (left |right )?(${LIMB}) (${LIMB_FAILS})\\b`), 'urgent'],
      [/\b(can't|cannot|couldn't) (hold|grip|pick up|lift) (my|the|a) (cup|mug|spoon|fork|pen|phone|kettle|glass)\b/, 'check'],
      [/\b(one side of |half of |half |the (left|right) side of )?my (face|mouth|lip|lips|eye|eyelid|tongue) (won't|will not|can't|doesn't|isn't) (move|work|open|close|do what|feel)\b/, 'urgent'],
      [/\b(i'm|i am) (talking|speaking|sounding) (funny|strange|wrong|slurred|drunk|all wrong|like i'm drunk)\b/, 'urgent'],
      [near('mouth|words|speech|tongue|talking', "gone funny|all gone funny|gone wrong|gone strange|gone all funny|coming out wrong|won't come|not right|isn't right|all wrong|gone weird", 30), 'urgent'],
      [/\bmy (face|mouth|lip|lips|cheek) (felt|went|was) (a bit |all )?(funny|strange|weird|odd|tingly|numb|droopy)\b/, 'check'],
      [/\bpins and needles\b.{0,30}\b(one side|down my (left|right)|all down|my (face|arm|leg|hand))\b/, 'check'],
      [/\b(vision|eyesight|sight) (has |is |went )?(gone )?(blurry|blurred|dark|dim|double)( all of a sudden| suddenly)?\b/, 'check'],
      [/\b(i think|i'm afraid|i'm scared|maybe|might be) (i'm|i am|i've had|i had|i'm having) a (stroke|mini stroke|mini-stroke|tia)\b/, 'urgent'],
    ],
  ],
  [
    'confusion',
    [
      [/\b(don't|do not|can't|cannot) (know|tell|work out) where i am\b/, 'urgent'],
      [/\bwhere am i\b(?! (going|gonna|supposed|meant|to|putting|keeping|getting)\b)/, 'urgent'],
      [/\b(can't|cannot|don't|do not) (remember|recall) (where i am|who i am|how i got here|where i live|my (own )?(address|name))\b/, 'urgent'],
      [/\b(don't|do not|can't) recogni[sz]e (this place|my (own )?(house|home|room|kitchen|street)|anyone|anything|where i am)\b/, 'urgent'],
      [/\b(i'm|i am|i feel|i've been|i have been|feeling) (so |very |really |all |a bit |terribly |quite )?(confused|muddled|mixed up|disoriented|disorientated|foggy)\b(?! (by|about|over|with|at|as to|what to)\b)/, 'check'],
      [/\b(i'm|i am) (so |very |completely )?lost\b(?! ((in|for) (a|the|this|my|thought|words)|without|at|with|when it comes|on)\b)/, 'check'],
      [/\b(can't|cannot|don't) remember (what day it is|what year it is|if i|whether i|what i was doing)\b/, 'check'],
      [/\bwho are you( again)?\b.{0,30}\b(where|what am i|why am i)\b/, 'check'],
      [/\b(don't|do not) know (whose (house|home|room|bed) this is|how i got here|what's happening|what is happening to me|what is going on)\b/, 'urgent'],
      [/\b(don't|do not|can't|cannot) recogni[sz]e (this|the|my) (room|house|home|place|kitchen|bedroom|flat|street|surroundings)\b/, 'urgent'],
      [/\b(this|it) (isn't|is not|doesn't look like) my (house|home|room|bed|flat)\b/, 'urgent'],
      [/\bwhere (have|did) they (taken|take|put|brought|bring) me\b/, 'urgent'],
      [/\b(in a (terrible |real |bit of a |right )?(muddle|fog|daze|state)|befuddled|bewildered|all at sea|my head is (all )?(foggy|fuzzy|muddled|cloudy)|(getting|got|get|getting very|getting all) (confused|muddled|mixed up)( up)?)\b(?! (with|about|over|by|on|at|as to|between)\b)/, 'check'],
      [/\b(can't|cannot|couldn't) (think|see) (straight|clearly|properly)\b|\bmy (mind|brain|head) (is|has gone|feels|went) (all )?(fuzzy|foggy|muddled|scrambled|blank|not working|all over the place)\b(?! (with|because|over|about|planning)\b)/, 'check'],
      [new RegExp(`\\b(who|whose) (are|is) (these|those|this|that) (people|men|man|woman|strangers)\\b.{0,30}\\b(${MY_HOME}|my house)`), 'urgent'],
      [/\b(don't|do not|can't|cannot) (know|tell|work out|remember|recall) (what|which|whose) (house|home|room|place|town|city|bed|building) (i'm|i am|this is|it is|we are|we're)( in)?\b/, 'urgent'],
      [/\b(don't|do not|can't|cannot) recogni[sz]e (any of )?(these|those|the|this) (streets?|roads?|houses|places?|area|shops|people|faces)\b/, 'urgent'],
      [/\b(don't|do not|can't|cannot) remember (turning|putting|leaving|switching|doing|taking|going|getting|coming|how i|when i|why i)\b/, 'check'],
      [/\b(i'm|i am) not making (any )?sense\b|\b(couldn't|can't|cannot|could not) find my way (home|back)\b|\bgot lost (on the way|going|coming|walking) (home|back|to|from)\b/, 'check'],
      [/\b(keep|kept|keeps) (forgetting|losing track of) (what day|the day|the date|what year|where i|who|my own|the days|my days)\b/, 'check'],
    ],
  ],
  [
    'intruder',
    [
      [/\b(someone|somebody|a man|a woman|a stranger|strangers|people|a person|men) (is |are |was |just )?(in|inside|downstairs in|upstairs in|walking around|in here in) (my|the) (house|home|flat|apartment|room|kitchen|bedroom|garden shed)\b/, 'urgent'],
      [/\b(someone|somebody|a man|a woman|a stranger|strangers|people) (is |are |keeps |keep )?(trying to (get|break|come) in|breaking in|broke in|broken in|got in|forcing (the|my) (door|window))\b/, 'urgent'],
      [/\b(someone|somebody|a man|a woman|a stranger|strangers|people|a person|men) (is |are |keeps |keep |has been |have been )?(banging|hammering|pounding|knocking|rattling|trying) (on|at|the) (my|the) ?(door|window|doors|windows)\b/, 'check'],
      [/\b(someone|somebody|a man|a woman|a stranger|strangers) (is |are )?(outside|at) (my|the) (door|window|front door|back door)\b/, 'check'],
      [/\b(break-in|burglar|burglars|intruder|intruders|robbed|being robbed)\b/, 'urgent'],
      [/\b(heard|hear|hearing) (someone|somebody|footsteps|a noise|noises|voices) (in|inside|downstairs|upstairs|in the (house|kitchen|hall))\b/, 'check'],
      [/\bdon't know (who'?s?|who is) (at|outside|in) (my|the) (door|house|window)\b/, 'check'],
      [/\b(someone|somebody|a man|a woman|a stranger|strangers|people|they)\b.{0,40}\b(broken|broke|smashed|forced|kicked in|jimmied) (my|the|a) (window|door|lock|back door|front door)\b/, 'urgent'],
      [/\b(a stranger|strangers|someone i don't know|somebody i don't know|a man i don't know|a woman i don't know|someone who shouldn't be|somebody who shouldn't be)\b.{0,40}\b(in|inside|upstairs|downstairs|in here)\b/, 'urgent'],
      [new RegExp(`\\b(there is|there are|there's|i've got|i have|i can see) (${A_PERSON})\\b.{0,20}\\b(${MY_HOME})`), 'urgent'],
      [new RegExp(`\\b(${A_PERSON}) (is |are |was |were |has been |have been |keeps |keep )?(breaking|broke|broken|getting|got|forcing (their|his|her|a) way|climbing|trying to (get|break|climb|force (their|his|her) way)) (in|into|through)( (my|the) (house|home|flat|window|door|back door|front door|garage))?\\b`), 'urgent'],
      [new RegExp(`\\b(${A_PERSON}|(two|three|some|a couple of|a few|a gang of) (lads|men|boys|youths|people|kids|blokes))\\b.{0,40}\\b((come|came|got|get|climbed|broke) in (through|by|via)|going through my|rummaging|taking my (things|stuff|tv|telly|jewell?ery|money)|in my (drawers|cupboards|things|bedroom))`), 'urgent'],
      [/\b(watching|following|casing|hanging around) (me|the house|my house|my flat|my home|my door)\b/, 'check'],
      [new RegExp(`\\b(${A_PERSON}|he|she|they)\\b.{0,30}\\b(walked|came|barged|pushed|forced|let (himself|herself|themselves)|just walked|just came) (in|into|his way in|her way in|their way in)\\b.{0,60}\\b(won't (leave|go)|will not (leave|go)|refuses to (leave|go)|don't know (him|her|them))\\b`), 'urgent'],
      [/\b(says|said|saying|claims|claimed) (he's|he is|she's|she is|they're|they are|to be) from the (water board|council|gas board|electric board|gas|electric|water company|police)\b/, 'check'],
      [/\b(someone|somebody|a man|a woman|people)\b (has |have )?been in (the|my) (house|home|flat|room|bedroom|kitchen)\b/, 'check'],
      [/\b(someone|somebody|a man|a woman|people|a person|men)\b (is |are |was |were |keeps |kept )?(knocking|banging|tapping|rattling|trying)\b.{0,20}\b(door|doors|window|windows)\b/, 'check'],
      [/\b(someone|somebody|a man|a woman|people|a person)\b.{0,30}\bwho (shouldn't|should not|isn't supposed to|is not supposed to|has no (right|business)) (to )?be (here|there|in)\b/, 'urgent'],
      [/\b(there is|there's) (a man|a woman|someone|somebody|a stranger|people) (in|inside) (my|the) (house|home|flat|kitchen|bedroom|living room|lounge|hall|bathroom)\b/, 'urgent'],
      [/\b(a man|a woman|someone|somebody|a stranger|people)\b.{0,30}\b(trying|rattling|trying to open|pulling at) (my|the) (back |front |kitchen |bedroom )?(door|doors|window|windows|handle|lock)\b/, 'check'],
      [/\b(hear|heard|hearing|can hear) (someone|somebody|people|a man|voices|footsteps) (moving|walking|creeping|going|talking|banging)( about| around)?\b/, 'check'],
      [/\b(a man|a woman|someone|somebody|a stranger)\b.{0,30}\b(won't go away|won't leave|keeps knocking|keeps coming back|won't stop knocking)\b/, 'check'],
    ],
  ],
  [
    'abuse',
    [
      [new RegExp(`\\b(he|she|they|someone|somebody|my ${FAMILY}|the ${FAMILY}) (is |are |has been |have been |keeps |keep |always |sometimes |often |was |were )?(hit|hits|hitting|hurt|hurts|hurting|beat|beats|beating|push|pushes|pushing|pushed|shove|shoves|shoved|grab|grabs|grabbed|slap|slaps|slapped|kick|kicks|kicked|pinch|pinches|pinched|shakes|shook|tie|ties|tied|lock|locks|locked) me\\b`), 'urgent'],
      [new RegExp(`\\b(afraid|scared|frightened|terrified) (of|to be alone with) (my |the )?(${FAMILY}|him|her|them|the man who comes|the woman who comes)\\b`), 'urgent'],
      [/\b(won't|doesn't|don't|wouldn't|never) (let me (eat|leave|go out|out|see anyone|call anyone|use the phone|have my)|give me (food|my (pills|tablets|medicine|money|food)))\b/, 'urgent'],
      [/\b(shouts|yells|screams|swears) at me (all the time|every day|constantly|and)\b/, 'check'],
      [/\b(threatens|threatened|threatening) (me|to (hurt|put me|hit))\b/, 'urgent'],
      [/\b(bruises|bruised) (from|where) (him|her|them|my)\b/, 'urgent'],
      [/\bleft (me )?(alone )?(without|with no) (food|water|heat|my (pills|medicine))\b/, 'urgent'],
      [new RegExp(`\\b(he|she|they|my ${FAMILY}|the ${FAMILY}|the (lady|man|woman|girl) who comes( in)?) (doesn't|don't|won't|never|hardly|barely) (feed|feeds|give|gives|let|lets) me\\b(?! (any peace|a minute)\\b)`), 'urgent'],
      [new RegExp(`\\b(he|she|they|my ${FAMILY}|the ${FAMILY}|the (lady|man|woman|girl) who comes( in)?) (is|are|was|were|has been|have been|gets|get) (rough|violent|nasty|cruel|horrible) (with|to) me\\b`), 'urgent'],
      [new RegExp(`\\b(he|she|they|my ${FAMILY}|the ${FAMILY}) (won't|will not|doesn't|does not|don't|do not|never) let me (out|leave|go (out|anywhere)|out of (the|my) (house|room|flat|bed)|see|talk to|phone|ring|call)\\b`), 'urgent'],
      [new RegExp(`\\b(he|she|they|my ${FAMILY}|the ${FAMILY}) (yells|shouts|screams|swears|bellows) at me\\b`), 'check'],
      [/\b(shouts|yells|screams|swears|bellows|shouted|yelled|screamed) at me\b/, 'check'],
      [/\b(temper|violent|nasty|angry|rough|aggressive)\b.{0,30}\b(drinks|drinking|drunk|had a drink|had a few)\b|\bkeep out of (his|her|their) way\b|\bwalk(ing)? on eggshells\b/, 'check'],
      [new RegExp(`\\b(he|she|they|my ${FAMILY}|the ${FAMILY}) (pulls|pull|pulled|drags|dragged|yanks|yanked|twists|twisted|squeezes|grips|throws|throw|threw|spits|spat|chucks|flings|bangs) (my (arm|hair|wrist|hand)|me|things at me|stuff at me|my things at me)\\b(?! (up|out|along|around|to (the|my) (shops|doctor))\\b)`), 'urgent'],
      [new RegExp(`\\b(frightened|afraid|scared|terrified) (to (say|tell|speak|ask|complain)( anything| anyone)?|of what (he|she|they) (will|might|would|could|'ll) do)\\b.{0,40}\\b(${FAMILY}|him|her|them|he|she|they)\\b|\\b(frightened|afraid|scared) of what (he|she|they) (will|might|would|could|'ll) do\\b`), 'check'],
      [new RegExp(`\\b(he|she|they|my ${FAMILY}) (says|said|threatens|threatened) (he'll|she'll|they'll|he will|she will|they will|to) (put me in a home|hurt me|leave me|throw me out|lock me)`), 'urgent'],
      [/\b(calls|called|calling) me (stupid|useless|names|an idiot|a burden|worthless|a nuisance|a waste of space|horrible names)\b/, 'check'],
      [/\bbruises\b.{0,40}\b(he|she|they|him|her|them|my (son|daughter|carer|grandson|husband|nephew)|the (carer|lady|man))\b/, 'check'],
    ],
  ],
  [
    'scam',
    [
      [new RegExp(`\\b(he|she|they|someone|somebody|my ${FAMILY}|the ${FAMILY}|a man|a woman|the man|the woman) (has |have |keeps |is |was |always |just )?(took|takes|taking|taken|stole|steals|stolen|stealing|kept|keeps|has got|won't give back|won't give me back|helped (him|her|them)self to) my (money|bank card|card|cards|pension|savings|cheque ?book|check ?book|pin|purse|wallet|social security|jewellery|jewelry)\\b`), 'urgent'],
      [/\bmy (money|bank card|card|pension|savings|purse|wallet|jewellery|jewelry) (has been|was|is|keeps being|keeps getting) (taken|stolen|going missing|gone missing)\b/, 'urgent'],
      [/\b(gave|give|given|told|sent|read out) (him|her|them|a man|a woman|someone|somebody|the caller|the man|the lady|the bank man|a nice man|a nice young man|a stranger) my (bank|card|credit card|debit card|account|social security|pin|password|details|medicare)( details| number| numbers)?\b/, 'urgent'],
      [/\b(asked|asking|wants|want|told) me (to|for) (buy|get|send|wire|transfer|read them|give them) (gift cards|itunes|google play|vouchers|money|bitcoin|cash|the numbers on)/, 'urgent'],
      [/\b(i've |i have |i )?(won|been told i('ve| have) won) (the lottery|a prize|a sweepstakes|a car|money)\b(?!.*\b(raffle|bingo|tombola|church|the club|whist|quiz|competition at|fete|fair)\b)/, 'check'],
      [/\b(irs|tax man|tax office|social security|medicare|the police|microsoft|my bank) (called|rang|phoned).{0,40}\b(arrest|pay|fine|owe|account|computer|gift card|transfer)/, 'check'],
      [/\b(grandson|granddaughter|nephew|son|daughter) (is |was )?in (jail|prison|trouble|hospital abroad).{0,40}\b(money|bail|send|pay|wire)/, 'urgent'],
      [/\b(someone|somebody|a man|a woman|they|he|she) (is |has been |have been |keeps |was )?(using|used) my (credit |debit |bank )?(card|account|bank|cheque ?book|check ?book|details|name)\b/, 'urgent'],
      [/\bmoney (is |has |keeps )?(gone missing|going missing|disappeared|disappearing|been taken|been going|missing|gone)\b.{0,20}\b(my|the) (account|bank|purse|savings|pension|wallet)\b/, 'urgent'],
      [/\bmy (card|bank|account|pin|social security|password|credit card|debit card)( card)?( details| number| numbers)? (to|over the phone to|for) (a|the|some|that|this|him|her|them|someone|somebody)\b/, 'urgent'],
      [/\b(told|gave|read|sent|give|tell) (the|a|that|this) (man|woman|lady|caller|person|chap|fellow|young man|gentleman)\b.{0,30}\bmy (pin|password|card number|bank details|account number|social security number|security number|card details|details|code)\b/, 'urgent'],
      [/\b(taking|taken|took|takes|draining|drained|emptied|emptying|withdrawing|withdrew) (money|cash|my money|my savings|my pension|everything) (out of|from) my (account|bank|purse|wallet|savings|pension)\b/, 'urgent'],
      [/\bmoney (keeps |has been |is |has |keeps on )?(going|coming|disappearing|vanishing|being taken) (out of|from) my (account|bank|purse|savings)\b/, 'urgent'],
      [/\b(sent|send|wired|wire|transferred|gave|give|paid) (him|her|them|a man|a woman|someone|somebody|this man|this woman|this chap)?\b.{0,40}\b(met|talking to|chatting to|who i met) (online|on the internet|on facebook|on the computer|on a website)\b/, 'urgent'],
      [/\b(has|have|got|now has|now have|gave them|gave him|gave her) my (bank |online banking )?(login|log-in|password|passcode|pin|card details|account details|security code|online banking|bank card|card number)\b/, 'urgent'],
      [near('gift cards?|vouchers|itunes|google play|bitcoin|crypto|western union|moneygram|wire', "irs|tax|taxes|hmrc|police|the bank|microsoft|amazon|the man|a man|the caller|the government|medicare|social security|warrant|arrest|fine|a stranger|someone on the phone", 40), 'urgent'],
      [/\b(given|told|gave|read out|read) (the|a|that|this) (man|woman|lady|caller|person|chap|fellow|young man|gentleman)\b.{0,40}\b(my )?(pin|password|card number|bank details|account number|social security number|security code|card details|the code|passcode)\b/, 'urgent'],
      [/\bsafe account\b|\b(move|moved|moving|transfer|transferred) (all )?(of )?my (savings|money|pension)\b.{0,40}\b(safe|new account|their account|protect|police|bank told)\b/, 'urgent'],
      [near('microsoft|apple|amazon|bt|the internet|a man|a chap|a fellow|a lady|a woman|someone|somebody|he|they', '(on|into|in) my (computer|laptop|tablet|ipad)|control of (my|the) (computer|mouse|screen)|access to my (computer|laptop|bank)|remote (access|control)', 40), 'urgent'],
      [/\b(read|gave|told) (out )?(him |her |them )?(the|a|my) (code|codes|number|one-time code|passcode|security code) (from|off|in) (the|my|a) (text|message|phone|card|letter)\b/, 'urgent'],
      [/\bthere('s| is) money (gone|missing|taken)\b|\bmoney (has |is )?(gone|missing|disappeared|been taken) (from|out of) my\b/, 'urgent'],
      [/\b(collect|pick up|picking up|collecting|come for|coming for|courier)\b.{0,20}\b(my )?(bank )?(card|cards|cash|money|jewell?ery|gold|savings)\b/, 'urgent'],
      [/\b(new number|new phone|new mobile)\b.{0,60}\b(money|pounds?|pound|dollars|cash|send|transfer|pay|grand)\b|\b(text|texted|message|messaged|whatsapp|email|emailed)\b.{0,40}\b(asking|asked|wants|wanted|needs|needed) (me )?for (\w+ ){0,3}(pounds?|dollars|money|cash|quid|grand)\b/, 'check'],
      [/\b(signing|forging|forged|cashing|cashed|writing|wrote) (my|out my) (cheques|checks|name|signature|cheque|check)\b/, 'urgent'],
      [near('came to the door|knocked|at the door|doorstep|cold call|a man|a bloke|two men|some men|a fellow', '(roof|driveway|gutters?|chimney|tree|fence|paving|drive|windows)\\b.{0,40}\\b(cash|pay|money|up front|today|deposit|paid)', 30), 'check'],
      [/\b(emptied|cleaned out|drained|wiped out|cleared out|raided) my (bank|account|bank account|savings|pension|purse)\b/, 'urgent'],
      [near('wire|wired|send|sent|transfer|transferred|pay|paid|give|gave|lend|lent|money|cash|savings', 'bail|jail|prison|arrested|gift cards?|bitcoin|crypto|lottery fee|release fee|customs fee', 40), 'urgent'],
      [near('wire|wired|send|sent|transfer|transferred|lend|lent|loan|money|cash|savings|gift cards?', "(friend|boyfriend|girlfriend|man|woman|someone|somebody|person|fellow|gentleman|soldier|doctor|engineer|sweetheart) (i met |i've met |i know |from |who i met |i talk to )?(online|on the internet|on facebook|on the computer|on a (website|dating site|game)|on whatsapp)", 50), 'urgent'],
      [/\b(called|rang|phoned|emailed|texted|said|says|saying|told me|a (call|letter|text|message|email))\b.{0,40}\b(suspended|frozen|blocked|compromised|hacked)\b/, 'check'],
      [/\b(pay|paid|send|sent|buy|bought) (with |in |them |him |her )?(gift cards|gift vouchers|itunes cards|google play cards|bitcoin|vouchers)\b/, 'urgent'],
      [/\b(arrested|arrest me|go to (jail|prison)|the police will come)\b.{0,40}\b(pay|money|gift cards?|unless|if i don't)\b|\b(pay|money|gift cards?)\b.{0,40}\b(arrested|arrest me|go to (jail|prison))\b/, 'urgent'],
      [/\b(i|i've|i have) (won|been told i (won|have won|had won)) (a|the|some) (prize|lottery|sweepstakes|draw|competition)\b.{0,40}\b(pay|fee|send|bank|card|tax)\b/, 'check'],
      [/\b(irs|the tax (man|people|office)|hmrc|social security|medicare|microsoft|apple|amazon|the bank|my bank|the police|a detective)\b.{0,40}\b(called|rang|phoned|emailed|texted|said|says|saying)\b.{0,40}\b(owe|arrest|virus|hacked|account|fine|pay|refund|compromised|frozen|suspended|gift card)\b/, 'check'],
      [/\b(called|rang|phoned|emailed|texted)\b.{0,30}\b(saying|said|says|to say) (i owe|i've got a virus|my computer|my account|i have to pay|i must pay|i need to pay)\b/, 'check'],
    ],
  ],
  [
    'bleeding',
    [
      [/\bbleeding (a lot|badly|bad|heavily|so much|everywhere|and (it )?won't stop|won't stop|all over|like a stuck pig)\b/, 'urgent'],
      [/\b(won't|will not|can't get it to) stop bleeding\b/, 'urgent'],
      [/\b(lot|lots|so much|pools?|a pool) of blood\b/, 'urgent'],
      [/\bblood (everywhere|all over|is pouring|pouring|won't stop)\b/, 'urgent'],
      [/\b(coughing|throwing|bringing|vomiting|being sick with) (up )?blood\b/, 'urgent'],
      [/\b(cut|gashed|sliced) (myself|my (hand|finger|leg|head|arm|foot)) (badly|deep|really badly|open)\b/, 'urgent'],
      [/\b(i'm|i am) bleeding\b/, 'check'],
      [/\bblood in my (pee|urine|stool|poo|wee)\b/, 'check'],
      [/\b(bleeding|bled)\b.{0,40}\b(won't stop|will not stop|doesn't stop|isn't stopping|for (an|half an|over an|two|three|a couple of) hours?|for ages|all over|everywhere|through the (bandage|towel|tea towel|dressing))\b/, 'urgent'],
      [/\b(it's|it is|that's|that is|my \w+ (is|has been|keeps)) (still )?bleeding\b/, 'check'],
      [near('blood|bleeding|bleed|bled', "everywhere|all over|pouring|gushing|spurting|pumping|won't stop|a pool|pools|soaked|soaking|through the (towel|bandage|plaster|dressing|gauze)", 25), 'urgent'],
      [/\bblood in (the|my) (toilet|loo|pee|urine|stool|poo|wee|pants|underwear|sink|spit|phlegm|tissue|hanky|handkerchief)\b/, 'check'],
      [/\b(graze|cut|wound|sore|ulcer|leg ulcer|blister|scratch)\b.{0,50}\b(weeping|oozing|won't heal|not healing|infected|pus|smells|red and hot|angry|bled through)\b/, 'check'],
      [/\bbleeding from (my|the) (bottom|back passage|rectum|behind|mouth|ears?|gums|nose|eyes?|head|privates|down below)\b/, 'check'],
      [/\b(burnt|burned|scalded) (myself|my (hand|arm|leg|fingers?|foot|face))\b/, 'check'],
      [/\b(cut|cuts|gashed|sliced|nicked|scraped|grazed) (myself|my \w+)\b.{0,40}\bblood\b|\bblood\b.{0,20}\b(cut|gash)\b/, 'check'],
      [/\b(nose|nosebleed|nose bleed)\b.{0,30}\b(won't stop|for (an|over an|two) hours?|all over)\b/, 'urgent'],
    ],
  ],
  [
    'medication',
    [
      [new RegExp(`\\b(took|taken|swallowed|had|taking) (too many|too much|all (of )?my|a whole (bottle|packet|box) of|double|twice (my|the)|two lots of|extra) ?(of )?(my )?(${PILLS})\\b`), 'urgent'],
      [/\b(took|taken|swallowed) (too many|too much of (my|the|them)|a whole (bottle|packet|box|lot))\b/, 'urgent'],
      [/\b(took|taken|had|given myself|injected) (a |an )?(double|extra|second|triple) (dose|lot|shot|helping)\b/, 'urgent'],
      [new RegExp(`\\b(took|taken|swallowed) (someone else's|my husband's|my wife's|the wrong|the dog's|the cat's) (${PILLS}|dose)\\b`), 'urgent'],
      [/\boverdos/, 'urgent'],
      [new RegExp(`\\b(took|taken|swallowed|had) (two|three|four|five|six|seven|eight|ten|several|a few|loads|lots|a load|a lot) (of )?(my |the )?(${ANY_PILLS})\\b.{0,30}\\b(instead of|not|when i should|rather than|by mistake|too)\\b`), 'urgent'],
      [/\b(took|taken|swallowed|had) the whole (strip|packet|box|bottle|lot|tub|pot|blister)\b/, 'urgent'],
      [new RegExp(`\\b(forgot|forgotten|missed|haven't taken|didn't take|not taken|not had|haven't had) (to take )?(my |any of my |the )?(${ANY_PILLS})\\b.{0,30}\\b(yesterday|days|day before|week|since|two|three|again|this week|for ages)\\b`), 'check'],
      [new RegExp(`\\b(${ANY_PILLS})\\b.{0,40}\\b(making me|make me|made me|giving me|gives me|gave me)\\b.{0,20}\\b(sick|dizzy|ill|poorly|confused|drowsy|wobbly|funny|a rash|swell|swollen|bleed|faint)\\b`), 'check'],
      [new RegExp(`\\b(not sure|unsure|can't be sure|no idea) (if|whether) i('ve| have)? (had|taken|took|done) (my |the )?(${ANY_PILLS})\\b`), 'check'],
      [new RegExp(`\\b(stopped|stopping|quit|given up|gave up|not) tak(ing|en) (the|my|any of my) (${ANY_PILLS})\\b`), 'check'],
      [new RegExp(`\\b(don't|do not|can't|cannot) (know|remember|recall|be sure|tell) (if|whether) i('ve| have)? (had|taken|took) (my |the )?(${ANY_PILLS})\\b`), 'check'],
      [new RegExp(`\\b(got|have|i've got|there are|there's) (none|nothing) (of my|left of my) (${ANY_PILLS})\\b`), 'check'],
      [new RegExp(`\\b(took|taken|swallowed|had|given myself|injected)\\b.{0,40}\\b(${ANY_PILLS})\\b.{0,30}\\b(${TOO_MUCH})\\b|\\b(${TOO_MUCH})\\b.{0,20}\\b(took|taken|swallowed|had|given myself|injected)\\b.{0,40}\\b(${ANY_PILLS})\\b|\\b(took|taken|swallowed|had) (${TOO_MUCH})\\b.{0,20}\\b(${ANY_PILLS})\\b`), 'urgent'],
      [new RegExp(`\\b(took|taken|swallowed|had|have had) my ${PILLS} (twice|two times|again by mistake|again)\\b`), 'urgent'],
      [new RegExp(`\\b(doubled up|double dosed|double-dosed|overdid it|overdone it) (on|with) (my |the )?${PILLS}\\b`), 'urgent'],
      [/\b(took|taken|swallowed|had) (a (whole )?handful|handfuls|a fistful|the whole (packet|box|bottle|lot)|loads) of (my )?(pills|tablets|painkillers|medicine)\b/, 'urgent'],
      [/\b(took|taken|swallowed|had) (double|twice) (my|the) (dose|tablets|pills|amount)\b/, 'urgent'],
      [new RegExp(`\\b(ran|run|running|am|i'm|i've run|have run) (right )?out of (my )?${PILLS}\\b`), 'check'],
      [new RegExp(`\\b(haven't|have not|didn't|not|forgot|forgot to take|forgotten) (taken |take |had |have )?(my )?${PILLS} (for|in|since) (days|a few days|two days|three days|four days|a week|ages|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|last week|\\w+ days)\\b`), 'check'],
      [new RegExp(`\\b(no|none of my|not got any|haven't got any|haven't any|got no) ${PILLS} (left|in the house|at all)\\b`), 'check'],
      [new RegExp(`\\b(can't|cannot|don't) remember (if|whether) i (took|had|'ve taken|have taken) my ${PILLS}\\b`), 'check'],
      [new RegExp(`\\b(ran|run|running|am) out of (my )?${PILLS}\\b`), 'check'],
      [new RegExp(`\\b(haven't|have not|didn't|forgot to|forgotten to) (taken|take|had) my ${PILLS} (for|in|since) (days|a few days|two days|three days|a week|ages)\\b`), 'check'],
      [new RegExp(`\\b(no|haven't got any|don't have any|none of my) ${PILLS} (left|in the house)\\b`), 'check'],
    ],
  ],
  [
    'fainting',
    [
      [/\b(just|i've just|i have just) (passed out|fainted|blacked out|collapsed|keeled over)\b/, 'urgent'],
      [/\b(passed out|fainted|blacked out|collapsed|keeled over|came to on the floor)\b/, 'check'],
      [/\b(very|really|so|terribly|awfully|too) dizzy\b/, 'check'],
      [/\b(the )?room (is|keeps|was) spinning\b/, 'check'],
      [/\b(feel|feeling|going to|about to|might|think i'll|think i'm going to) (faint|pass out|black out)\b/, 'urgent'],
      [/\bfeel(ing|s)? (very |really |so |a bit |a little |rather |terribly |quite )?(faint|woozy|light-headed|lightheaded|wobbly on my feet)\b/, 'check'],
      [/\b(come|comes|coming|came|go|goes|going|went|gone|get|gets|getting|got|feel|feeling|felt|i'm|i am|been|keep getting|keep going) (over )?(all |very |really |so |a bit )?(dizzy|woozy|light-headed|lightheaded|giddy|faint|funny and had to sit|wobbly)\b/, 'check'],
      [/\b(everything|it all|my eyes|the world) (keeps |kept |goes |went |going |started |starts )?(going|went|goes|turning|turned) (black|dark|grey|gray|white|fuzzy)\b/, 'check'],
      [/\b(came|come|coming|went|go) over (all )?(funny|queer|strange|peculiar|faint)\b/, 'check'],
      [/\b(funny|queer|dizzy|fainting|giddy|falling) (turns?|spells?|dos?|episodes?)\b/, 'check'],
      [/\b(keep|keeps|kept|been|i'm|i am) (blacking out|passing out|fainting|collapsing|keeling over)\b/, 'check'],
      [/\b(came|come|woke|woken) (round|to|up) on the (floor|ground|carpet|bathroom floor|kitchen floor)\b/, 'urgent'],
      [/\b(room|everything|it all|the world) (is |keeps |'s )?(going|gone|turning|spinning|birlin\w*|whirling) ?(dark|black|grey|gray|round)?\b.{0,30}\b(going to|can't|faint|hang on|sit down)\b/, 'urgent'],
      [/\b(room|everything|the world) (is |keeps |'s )?(birlin\w*|whirling|spinning|going round|swimming)\b/, 'check'],
      [/\b(going to|about to|might|think i'll|think i'm going to) (keel over|collapse|drop|go down)\b(?! (to|the|a|and see|there|for)\b)/, 'urgent'],
    ],
  ],
  [
    'gas',
    [
      [/\b(smell|smells|smelling|i can smell|there's a smell of|stinks of) (of )?gas\b/, 'urgent'],
      [/\bgas (leak|leaking|is leaking|is on and|smell)\b/, 'urgent'],
      [/\b(carbon monoxide|co alarm|co detector)\b/, 'urgent'],
      [/\b(smell|smells|smelling|smelled|smelt|stink|stinks|whiff|reek|reeks)\b.{0,25}\b(like|of) (gas|rotten eggs)\b/, 'urgent'],
      [/\b(gas|the gas) (is |has been |'s )?(on|leaking|escaping|hissing)\b.{0,30}\b(smell|can't turn|won't turn|left)\b|\b(left|forgot to turn off) the gas on\b/, 'urgent'],
      [/\b(think|thought|worried|afraid) (the )?gas (is|might be|may be|'s) (leaking|escaping|on)\b/, 'urgent'],
      [/\b(smelt|smelled|smelling|whiff of|a smell of) (a bit of |some )?gas\b/, 'urgent'],
      [/\b(flame|flames)\b.{0,20}\b(yellow|orange|lazy|floppy)\b|\b(boiler|gas fire|heater|fire)\b.{0,30}\b(soot|sooty|black marks|stained|making a funny noise)\b/, 'check'],
      [near('headaches?|drowsy|sleepy|sick|nausea|dizzy', 'gas fire|boiler|heater|fumes|carbon', 70), 'check'],
      [/\bpilot light\b.{0,20}\b(keeps going out|goes out|went out|won't stay|keeps blowing out)\b/, 'check'],
      [near('hissing|hiss|hisses', 'smell|smells|whiff|stink|stinks|odou?r|fumes', 40), 'urgent'],
      [/\b(cooker|stove|hob|gas|boiler|fire|heater|oven)\b.{0,20}\b(hissing|leaking)\b/, 'urgent'],
      [/\b(left the )?(stove|oven|cooker|hob|gas) (is |was )?(left )?on (all night|all day|and i can't|for hours)\b/, 'urgent'],
    ],
  ],
  [
    'fire',
    [
      [/\b(there's|there is|i see|i can see|full of|lots of|there's a lot of) (smoke|a fire|flames|fire)\b/, 'urgent'],
      [/\b(something|the (pan|pot|toaster|kitchen|curtains?|house|microwave|heater|blanket)) (is |are |has |have )?(caught |on )?(on fire|fire|burning|caught fire|in flames)\b/, 'urgent'],
      [/\bi can smell (something )?burning\b/, 'check'],
      [/\bsmoke (coming|pouring) (from|out of)\b/, 'urgent'],
      [/\b(the|my|a|our|this|that) ([a-z]+ )?([a-z]+) (is|are|has|have|has been|have been) (caught |on )?(on fire|caught fire|in flames|alight|burning up)\b/, 'urgent'],
      [/\b(full of|filling (up )?with|filled with|thick with) smoke\b/, 'urgent'],
      [/\b(pan|chip pan|frying pan|toaster|oven|curtains?|kitchen|cooker|stove|microwave|heater|bin|sofa|couch|bed|house|tea towel) (has |is |have |are )?(caught|caught fire|caught light|gone up|gone up in flames|alight)\b/, 'urgent'],
      [/\b(flames|fire|smoke) (is |are )?(coming|pouring|shooting|billowing) (out of|from|up)\b/, 'urgent'],
      [/\b(plug|socket|wire|wires|wiring|cable|fuse box|extension lead|lead|heater|telly|tv)\b.{0,30}\b(went bang|sparking|sparked|sparks|scorch|scorched|black mark|melted|melting|smoking|burning smell|fizzing|crackling)\b/, 'check'],
      [/\b(smoke|fire) (alarm|detector) (is |keeps |has been |was |just )?(going off|beeping|went off|ringing|sounding|screaming|shrieking|won't stop)\b/, 'urgent'],
      [/\b(smells?|smelling|smell of) (like )?(something('s| is)? |it is |it's )?(burning|smoke|smoky)\b/, 'check'],
    ],
  ],
  [
    'cold',
    [
      [/\b(heating|heat|furnace|boiler|radiators?|heater) (is |has |'s )?(broken|broke|not working|stopped working|gone off|gone out|packed up|out|off|won't (come on|work|turn on)|isn't working|died)\b/, 'check'],
      [/\b(no|haven't got any|don't have any|cut off (the|my)|turned off (the|my)|shut off (the|my)) (heat|heating|electricity|electric|power|gas)\b/, 'check'],
      [/\b(can't|cannot|couldn't) afford (to (put|turn|have|keep) )?(the |my )?(heat|heating|electric|electricity|gas|fire)( on)?\b/, 'check'],
      [/\b(so|very|freezing|terribly|really|bitterly|perishing|awfully) cold (in here|in the house|in my (house|flat|home|room|apartment)|inside)\b/, 'check'],
      [/\b(can't|cannot) (get|keep) warm\b/, 'check'],
      [/\b(shivering|shaking with cold|hypothermi)/, 'check'],
      [/\b(it's|it is) freezing (in here|in the house|inside|in my)\b/, 'check'],
      [/\bpower (is|has been|went|'s) (out|off)\b/, 'check'],
      [/\b(heating|heat|furnace|boiler|radiators?|heater)\b.{0,30}\b(broken|not working|stopped working|packed up|gone off|won't (come on|work)|stone cold|isn't working|died|on the blink)\b.{0,60}\b(freezing|cold|days|since|week)\b/, 'check'],
      [/\b(i'm|i am|i feel|i've been|feeling) (so |very |really |absolutely |bitterly )?(freezing|frozen|perished|chilled to the bone)\b(?! (my|the) )(?!.*\b(just (come|coming|came) in|from (outside|the garden|the yard|the shops|my walk)|put the kettle on|warm(ing)? up (now|by))\b)/, 'check'],
      [/\b(no|without) (heating|heat)\b/, 'check'],
      [/\bice (on|inside) (the )?(inside of )?(the |my )?(windows?|walls)\b/, 'check'],
      [/\blocked (myself )?out\b/, 'check'],
      [/\b(not|won't|can't|cannot|couldn't) (put|putting|turn|turning|have|having) (the|my) (heating|heat|fire|gas) on\b.{0,30}\b(afford|cost|expensive|price|bill|money)\b/, 'check'],
      [/\b(wear|wearing) my (coat|hat|gloves|scarf) (in|indoors|inside|in bed|in the house|all day)\b/, 'check'],
      [/\b(can't|cannot|couldn't) (seem to )?(get warm|keep warm|warm up|get warmed up|warm myself)\b|\blike (blocks|lumps) of ice\b/, 'check'],
      [/\b(electric|electricity|power|gas|heating|water|heat) (has been|was|is|got|have been) (cut off|disconnected|turned off|shut off|switched off|stopped)\b/, 'check'],
      [/\b(wearing|got|with|in) my (coat|hat|gloves|scarf) on (in bed|indoors|inside|in the house|all day)\b/, 'check'],
    ],
  ],
  [
    'food',
    [
      [/\b(haven't|have not|hasn't|didn't|not) (had|eaten|got|have) (anything|a thing|any food|food|a meal|a proper meal|much|a bite)( to eat)? (for|in|since) (two|three|four|several|a few|2|3|4|days|a day|a couple of days|yesterday|the weekend|friday|monday|tuesday|wednesday|thursday|saturday|sunday)\b/, 'check'],
      [/\b(no|there's no|there is no|nothing|haven't got any|don't have any|not a scrap of|run out of|ran out of) (food|groceries|milk and bread)( in the (house|fridge|cupboard|cupboards|flat))?\b/, 'check'],
      [/\b(can't|cannot|couldn't) (get|afford|go) (food|groceries|to the (shops|store|supermarket))\b/, 'check'],
      [/\b(i'm|i am) (starving|so hungry|really hungry|very hungry)\b(?!.*\b(i'll have|going to have|about to (have|eat)|(dinner|lunch|tea|supper) is (in|on|nearly|almost)|after (we|this)|in a (minute|bit|moment))\b)/, 'check'],
      [/\bnothing (to eat|in the fridge|in the cupboards?)\b/, 'check'],
      [/\b(haven't|have not|not|hasn't|didn't|did not) (eaten|had anything to eat|had a thing|had a bite|had any food|eat anything|eaten anything|eaten a thing|had a proper meal|had a meal)\b.{0,20}\b(since|for|in|all|today|this week)\b/, 'check'],
      [/\b(cupboards?|fridge|pantry|larder)\b.{0,10}\b(are|is) (bare|empty)\b/, 'check'],
      [/\bmeals on wheels\b.{0,20}\b(didn't|did not|hasn't|haven't|never|stopped|not) (come|came|turn(ed)? up|been|arrive\w*|deliver\w*)\b/, 'check'],
      [/\ball i('ve| have)? (had|eaten) (is|was|has been) (tea|toast|biscuits|crackers|bread|cereal|crisps|soup)\b|\bcan't be bothered (cooking|eating|to eat|to cook|making (food|meals|dinner|anything))\b/, 'check'],
      [/\b(eating|eaten|ate|had)\b.{0,50}\b(gone off|out of date|mouldy|moldy|past its date|gone bad|smelled funny)\b/, 'check'],
      [/\b(can't|cannot) keep (anything|water|food|fluids|it|a thing) down\b|\b(been|being) sick all (night|day|morning)\b|\bfood poisoning\b/, 'check'],
      [/\bliving on (tea|toast|biscuits|crackers|bread|nothing|water|cups of tea|crisps|cereal)\b/, 'check'],
      [/\b(haven't|have not|hasn't|didn't|did not|not) (had|eaten) (a |any )?([a-z]+ )?(meal|dinner|lunch|breakfast|supper|food)\b.{0,20}\b(since|for|in|all)\b/, 'check'],
      [/\b(there's|there is|there are|i've got|i have) nothing in\b(?! (the (post|news|paper)|common)\b)/, 'check'],
      [/\b(can't|cannot|couldn't) afford (to eat|food|to buy food|groceries|to feed myself)\b/, 'check'],
    ],
  ],
  [
    'emergency',
    [
      [/^[\s,!.]*(oh,? )?(please,? )?help( me)?,?( please)?[\s,!.]*$/, 'check'],
      [/\b(please help me|help me please|somebody help|someone help|help me,? help)\b/, 'check'],
      [/\bi need help (right now|now|quickly|urgently|please|at once|right away|straight away|immediately|fast|quick|asap)\b/, 'urgent'],
      [/\b(i'm|i am) not (doing )?(well|good|so good|too good|great|so great|too well|so well|right)( at all)?\b(?! (at|with|when it comes|on)\b)/, 'check'],
      [/\b(i'm|i am|i've been) (hurting|aching|sore|in pain) all over\b/, 'check'],
      [/\b(need|call|get|send|ring|phone) (an |the |for an |for the |me an )?(ambulance|paramedics|police|fire brigade|fire department)\b/, 'urgent'],
      [/\b(call|ring|dial|phone) (911|999|112|for help)\b/, 'urgent'],
      [/\b(this is|it's|it is) an emergency\b/, 'urgent'],
      [/\b(i'm|i am|i've been|i got) (badly |really |very |seriously |quite )?(hurt|injured)\b(?! (that|by what|about|when|because|my feelings)\b)/, 'check'],
      [/\bsomething('s| is) (really |very |terribly )?wrong with me\b/, 'check'],
      [/\b(terrible|awful|unbearable|excruciating|agonising|agonizing) pain\b/, 'check'],
      [/\bi need (a )?doctor\b/, 'check'],
      [/\b(pressed|press|pushed|pressing) (my|the) (pendant|alarm|button|lifeline|medical alert|care line|careline)\b/, 'urgent'],
      [/\b(ring|call|dial|phone) (triple (zero|nine|0|9)|000|999|911|112|the emergency services|emergency)\b/, 'urgent'],
      [/\b(i'm|i am) in (real |big |serious |a lot of |such )?trouble( here)?\b(?! (with|for|at|over)\b)/, 'check'],
      [/\bi need help\b(?! (with|to|for|from|getting|on|in|at|around|choosing|finding|filling|sorting|writing|reading|carrying|moving|lifting)\b)/, 'check'],
      [new RegExp(`\\b(my|the) (husband|wife|partner|son|daughter|carer|friend|sister|brother|neighbou?r|lodger|grandson|granddaughter|mum|mother|dad|father)(( has| has just| just) (collapsed|fallen|stopped breathing|gone grey|gone blue)|( is|'s| is just) (on the floor|unconscious|not breathing|turning blue|not moving|not waking up|fitting|having a fit|choking|not responding)| (won't wake up|isn't breathing|isn't moving|isn't responding))\\b(?!.{0,40}\\b(years|last (year|month|week)|ago)\\b)`), 'urgent'],
      [/\b(he|she)( is|'s) (not breathing|unconscious|not moving|not responding|turning blue)\b|\b(he|she) (isn't breathing|won't wake up|isn't moving|isn't responding|has stopped breathing)\b/, 'urgent'],
      [/\b(hot and cold|shivery|the shivers|feverish|a temperature|a fever|burning up)\b/, 'check'],
      [/\b(feeling|feel|felt|i've been|been) (a bit |rather |quite |very |really |so |proper )?(off|off colou?r|under the weather|out of sorts|not myself|not right|peculiar|queer|rough|grotty|crook|poorly|rotten|lousy|awful|terrible|dreadful)\b(?! (about|for|that|to)\b)/, 'check'],
      [/\b(crook as|sick as) a dog\b/, 'check'],
      [/\bi need (a doctor|an ambulance|help|someone|somebody|a nurse|the doctor) (right now|now|urgently|quick|quickly|immediately|right away|straight away|at once)\b/, 'urgent'],
      [/\b(get|fetch|send|call) (me )?(some )?help\b(?! (with|to|from|me (with|to))\b)/, 'check'],
      [/\b(send|get|fetch) (someone|somebody|a doctor|a nurse)( here| round| over)?\b.{0,20}\b(please|now|quick|need help)\b|\bplease (send|get) (someone|somebody)\b/, 'urgent'],
      [/\b(don't|do not) feel (right|well|myself|good)( at all)?\b/, 'check'],
      [/\bsomething('s| is) (not|isn't) right( with me)?\b/, 'check'],
      [/\b(in (a lot of|so much|terrible|awful|real|such) pain|in agony|(the )?pain is (terrible|awful|unbearable|so bad|killing me|getting worse))\b/, 'check'],
      [/\b(i've|i have|i) (hurt|injured) myself\b/, 'check'],
      [/\b(i'm|i am|i feel|feeling) (really |very |so |terribly )?(poorly|ill|unwell|awful|terrible|dreadful|rough)\b(?! (about|for|that)\b)/, 'check'],
    ],
  ],
  [
    'wellbeing',
    [
      [/\bmy (knee|knees|hip|hips|back|shoulder|shoulders|joints|feet|foot|legs|neck|hands|wrist|ankle)\b.{0,20}\b(stiff|sore|aching|achy|ache|aches|painful|hurts|hurting|playing up|giving me trouble|bad|swollen)\b/, 'note'],
      [/\b(didn't|did not|haven't been|have not been|not|can't|cannot|couldn't) (sleep|sleeping)( (well|much|very well|at all|properly|great))?\b/, 'note'],
      [/\b(poor|bad|terrible|awful|restless) (night|night's sleep|sleep)\b/, 'note'],
      [/\b(no|not much|lost my|haven't much|haven't got much of an?) appetite\b/, 'note'],
      [/\b(i'm|i am|i feel|i've been|feeling) (so |very |a bit |a little |quite |rather |terribly )?(lonely|down|low|blue|sad|depressed|miserable|anxious|worried sick)\b/, 'note'],
      [/\b(a |bit of a |bad |nasty )?(headache|cold|cough|sore throat|upset stomach|tummy bug)\b/, 'note'],
      [/\bdoctor'?s? (appointment|visit)|\bhospital appointment\b/, 'note'],
    ],
  ],
];

// Context.
const NEGATION = /\b(no|not|never|didn't|did not|haven't|have not|hasn't|has not|wasn't|was not|isn't|is not|aren't|won't|don't|do not|doesn't|does not|without|nor|nothing like|no more|neither)\b(?:\s+\S+){0,3}\s*$/;
const THIRD_PARTY_SUBJECT = new RegExp(
  `\\b(my (${FAMILY}|mother|father|mum|mom|dad|friend|friends|cousin|aunt|uncle|sister-in-law|brother-in-law|cat|dog|budgie|bird|pal|partner|late husband|late wife|husband's|wife's)|his|her|their|he|she|they|someone i know|a friend|a lady|a man|the lady|the man|the woman|a woman|a neighbou?r|the (neighbou?r|neighbors|neighbours)|somebody at (church|the club)|mrs \\w+|mr \\w+|[a-z]+ from (church|the club|next door|down the road))\\b`,
);
const FIRST_PERSON = /\b(i|i'm|i've|i'd|i'll|me|my|myself)\b/;
const REPORTED = /\b(on the (tv|telly|television|news|radio)|the (tv|telly|television|news|radio|paper|newspaper|programme|program|show|film|movie|book|doctor on tv) (said|says|showed|was about|had)|in (the|a|my) (film|movie|book|story|programme|program|show|dream|novel|paper|newspaper)|i (read|watched|saw) (about|a|an|on|in|that)|they said on|a (film|movie|show|programme|story) about|i dreamt|i dreamed|i had a dream|crossword|quiz)\b/;
const HYPOTHETICAL = /^(what if|if (i|ever|one day)|in case|suppose|supposing|imagine|i('m| am) (afraid|scared|worried|frightened) (that )?i (might|may|will|could|'ll)|i worry (that )?i (might|may|will|could|'ll)|i (might|may|could) (fall|have (a|another|one of))|one day i (might|may|will)|when i (die|go)|my (daughter|son) (worries|is worried) (that )?i)\b/;
const DISTANT_PAST = /\b(years ago|a year ago|last year|months ago|a month ago|last month|(a few|some|two|three|several|many) (weeks|months|years) (ago|back)|back in (the |nineteen|\d{2,4}|(nineteen |twenty )?(ninety|eighty|seventy|sixty|fifty|forty)\w*)|in (19|20)\d\d|when i was (young|younger|a (girl|boy|child|kid|teenager|young)|little|small|at school|in my)|as a (child|girl|boy)|in (the )?(war|fifties|sixties|seventies|eighties|nineties|19\d\d)|once,? long ago|long ago|ages ago|in my youth|decades ago|last (spring|summer|autumn|fall|winter|christmas|easter))\b/;
const RECENT_PAST = /\b(yesterday|last night|this morning|earlier today|earlier|the other day|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|last week|a few days ago|two days ago|on the weekend|at the weekend|over the weekend)\b/;
const RESOLVED = /\b(i'm|i am|i was|i feel|feeling|but i'm|and i'm|she's|it's|all)\s+(fine|ok|okay|alright|all right|better|much better|fine now|okay now|right as rain|back to normal|on the mend|recovered|healed|good now|none the worse|perfectly well|well now)\b|\b(no harm done|not hurt|wasn't hurt|didn't hurt myself|no bones broken|nothing broken|got (straight )?back up|got up (fine|again|by myself|on my own)|the doctor (checked|said i'm fine|saw me|looked at it|isn't worried|is not worried|wasn't worried|knows about it|says it's (nothing|normal|my age))|(is|are|will be|'s) (bringing|getting|dropping off|doing) (some |my |the )?(shopping|food|groceries)|all sorted|sorted now|it passed|(it|the pain|that|the dizziness|the feeling|the ache) (went|has gone|soon went) away|cleared up|over it now|healed up|mended|fixed now|they fixed it|been fixed|been fine (ever )?since|(,|and|but) (fine|all fine|right as rain|all better|better) now|took them (this morning|now|today|after all|later)|(i've|i have) (taken|had) them now|fine ever since|(it|that|everything) seems (fine|alright|all right|ok|okay|better) now)\b/;
/** "I'm alright I think", "nothing broken I don't think": a resolution she is not sure of is none. */
const HEDGED = /\b(fine|ok|okay|alright|all right|better|nothing broken|no bones broken|not hurt)\b,? (i think|i don't think|i suppose|i hope|probably|hopefully|i'm not sure|maybe)\b/;
const NOW = /\b(right now|just now|at the moment|at this moment|still|now|can't get up|this minute|currently|won't stop|keeps? (happening|getting worse)|getting worse|help me)\b/;

const ORDER: Record<Urgency, number> = { note: 0, check: 1, urgent: 2 };
const LAUGHTER = /\b(laugh|laughed|laughing|laughter|giggl\w*|in stitches|tears of laughter|so funny|hilarious|cracked me up|joke|joking|kidding)\b/;

/** "I'm fine now" is not the "now" of an emergency. */
function withoutResolution(text: string): string {
  return text.replace(new RegExp(`(${RESOLVED.source})(\\s+now)?`, 'g'), ' ');
}

/** The same words without degree and filler adverbs ("my chest is really hurting"): read as well, never instead. */
const INTENSIFIERS = /\b(awfy|awful|mighty|wicked|powerful|fierce|dead|really|very|so|quite|terribly|awfully|rather|pretty|ever so|a bit|a little bit|a little|just|all|real|too|extremely|dreadfully|proper|right|absolutely|completely|totally|kind of|sort of|kinda|sorta|still|now and then|suddenly|all of a sudden)\b\s*/g;
function withoutIntensifiers(text: string): string {
  return text.replace(INTENSIFIERS, '').replace(/\s+/g, ' ').trim();
}

/** Clauses: sentences, and the parts around "but", "although", "though", "however", ";". */
function clauses(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\s*[;]\s*|,?\s+\b(?:but|although|though|however|except|yet)\b\s+/)
    .map((c) => c.trim())
    .filter(Boolean);
}

function lower(u: Urgency, to: Urgency): Urgency {
  return ORDER[u] > ORDER[to] ? to : u;
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

/** The stronger of two readings (the first when equal). */
function stronger(a: Concern | null, b: Concern | null): Concern | null {
  if (!b) return a;
  if (!a) return b;
  return ORDER[b.urgency] > ORDER[a.urgency] ? b : a;
}

/** She cannot get up, is stuck, or has been lying there: said in the present. */
const STRANDED = /\b((can't|cannot|unable to|not able to) (seem to |manage to )?(get up|get back up|get myself up|get off|get out|get to the phone|reach the phone|stand|stand up|move|climb out|pick myself up)|(i'm|i am) (stuck|trapped|pinned|lying here|laying here|still on the floor|on the floor|on the ground)|(i've|i have) been ([a-z]+ )?(here|on the floor|on the ground|down here|lying here|lying there|on the carpet|on the bathroom floor|on the kitchen floor) (for|since|ever since|all|a while|ages|hours|overnight))\b/;
/** It happened a moment ago. */
const JUST_HAPPENED = /\b(just now|a (minute|moment|second) ago|(a few|two|five|ten) minutes ago|this very minute|right now)\b/;
/** Two or more signs of a stroke in one breath (BE-FAST): face, arm or leg, speech, sight. */
const STROKE_SIGNS = [/\b(face|mouth|lip|lips)\b/, /\b(arm|hand|leg|side)\b.{0,25}\b(weak|numb|dead|heavy|limp|floppy|useless|can't (move|lift|feel))|\b(can't|cannot) (move|lift|feel|grip)\b/, /\b(speech|words|talk|talking|speak|speaking|slur)/, /\b(vision|sight|see|eye)\b/];

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
  if (found.category === 'fainting' && /\b(lump on my head|hit my head|banged my head|bumped my head|don't know how long|was out (for|cold)|legs (have|had) gone|legs are going|can't stand|hang on|came (round|to) on the floor)\b/.test(text)) return urgent;
  if (found.category === 'cold' && /\b(shivery|shivering|shaking)\b/.test(text) && /\b(sleepy|drowsy|confused|can't think|can't move|numb|muddled)\b/.test(text)) return urgent;
  if (found.category === 'cold' && /\blocked (myself )?out\b/.test(text) && /\b(hours|all night|since|nightie|nightdress|pyjamas|pajamas|dressing gown|slippers|dark)\b/.test(text)) return urgent;
  if (found.category === 'food' && /\b(too weak|so weak|very weak|can't stand|faint|collapse|dizzy)\b/.test(text)) return urgent;
  if (/\b(please help|help me|get (me )?(someone|somebody|help)|call (someone|somebody|an ambulance|my (son|daughter))|it's bad|it is bad)\b/.test(text) && !['wellbeing', 'scam', 'cold', 'food', 'emergency'].includes(found.category)) return urgent;
  return found;
}

/** At this probability the model's reading makes the companion ask (decision 120: chosen on sets it was not trained on). */
export const MODEL_ASKS_AT = 0.7;
/**
 * The model asks only about a sentence with a word from the world of trouble in it (the body,
 * pain, falls, breath, blood, pills, help, fear, money, gas, fire, cold, food, strangers,
 * death): learned weights alone also fire on "it's been raining all week".
 */
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
  if (ruled && (ruled.urgency !== 'note' || ruled.category !== 'wellbeing')) return ruled;
  const text = utterance.trim();
  // Where a rule matched and was set aside ("I never get chest pains", "I'm dying to see them"), the rules have read it.
  if (!text || seen.dismissed || !TROUBLE_WORDS.test(normalise(text)) || troubleProbability(shippedModel(), text) < MODEL_ASKS_AT) return ruled;
  return { category: 'emergency', urgency: 'check', quote: text.slice(0, 160) };
}

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

/** What the rules alone find (the model's sets are measured against this too); `seen` learns whether a match was set aside. */
export function assessByRules(utterance: string, seen: Seen = { dismissed: false }): Concern | null {
  const text = normalise(utterance);
  if (!text) return null;
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

/** Whether a reading matched a rule and then set it aside (negated, a figure of speech, someone else's grief). */
interface Seen {
  dismissed: boolean;
}

function assessText(text: string, seen: Seen): Concern | null {
  const parts = clauses(text);
  const resolvedAnywhere = RESOLVED.test(text);
  let best: Concern | null = null;
  for (let ci = 0; ci < parts.length; ci++) {
    const clause = parts[ci]!;
    const later = parts.slice(ci + 1).join(' ');
    for (const [category, rules] of RULES) {
      for (const [pattern, base] of rules) {
        const m = pattern.exec(clause);
        if (!m) continue;
        const before = clause.slice(0, m.index);
        // Only words before the match can negate it ("don't know where I am" is itself a pattern).
        // Negation reaches back within its own part of the sentence ("the chemist hasn't come and I've got none" is not negated).
        if (NEGATION.test(before.split(/,|\b(?:and|so|because|then|or)\b/).pop() ?? '') && !/\bno (reason|point)\b/.test(m[0])) {
          seen.dismissed = true;
          continue;
        }
        // "Fell asleep", "fell in love", "fell behind": not a fall.
        if (category === 'fall' && /^\s*(over (my|his|her|their) (words|tongue)|asleep|in love|for (him|her|it|them|the|that|his|a)|behind|apart|out with|through|short|silent|ill|into (a|the) (habit|trap|conversation)|pregnant|in with)\b/.test(clause.slice(m.index + m[0].length))) {
          seen.dismissed = true;
          continue;
        }
        const after = clause.slice(m.index + m[0].length);
        // "Pushed me round the park in the wheelchair", "pushing me to eat more", "tied me up in knots": help or a figure of speech, not harm.
        if (category === 'abuse' && /^\s*(around|round|along|about|up the|down the|to (eat|do|go|try|get|take|see|keep|walk|exercise|rest)|in (the|my|a) (wheel ?chair|chair|pram|buggy)|on the swing|(up )?in knots|round (her|his|their) (little )?finger|up the wall|to tears)\b/.test(after)) {
          seen.dismissed = true;
          continue;
        }
        // "Can't get up early like I used to": a habit, not a fall.
        if (category === 'fall' && /^\s*(early|in the mornings?|before|at \d|till|until|on time|as early|like i used to|as (quick|fast|early) as|for (church|work|breakfast))\b/.test(after)) {
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
        if (category === 'fire' && /\b(toast|cooking|bacon|steam|the shower|battery|batteries|chirp\w*|testing|tested|dust)\b/.test(clause) && !/\b(flames?|on fire|caught fire|full of smoke|can't see|can't breathe)\b/.test(clause)) {
          seen.dismissed = true;
          continue;
        }
        let urgency = base;
        // People in the house who are expected (the plumber, the family to stay), with nothing frightening said.
        if (category === 'intruder' && EXPECTED_PEOPLE.test(text) && !FEAR.test(text)) urgency = 'note';
        // Weak hands with arthritis, breathless "these days": long-standing, not sudden.
        if ((category === 'stroke' || (base === 'check' && category === 'confusion')) && CHRONIC.test(text)) urgency = 'note';
        // "The book fell off the shelf", "my glasses fell off": a thing fell, not her.
        if (category === 'fall' && /^fell\b/.test(m[0]) && /\b(the|a|an|this|that|some|his|her|its|their|our|my) [a-z]+( [a-z]+)?\s*$/.test(before)) urgency = 'note';
        // "I nearly fainted when I saw the price", "nearly had a heart attack at the bill": a figure of speech.
        if (/\b(nearly|almost)\b/.test(before) && /\b(when i (saw|heard|read|got|opened)|at the (price|bill|cost|sight|news)|the price of)\b/.test(clause)) urgency = 'note';
        const subjectBefore = THIRD_PARTY_SUBJECT.exec(before);
        const aboutSomeoneElse = subjectBefore !== null && !FIRST_PERSON.test(before.slice(subjectBefore.index + subjectBefore[0].length)) && !/^(i|my|me)\b/.test(m[0]) && !/\b(me|my)\b/.test(m[0]);
        if (aboutSomeoneElse && category !== 'abuse' && category !== 'scam' && category !== 'intruder' && category !== 'emergency') urgency = 'note';
        if (REPORTED.test(clause) || HYPOTHETICAL.test(clause)) urgency = 'note';
        const inThePast = DISTANT_PAST.test(clause) || DISTANT_PAST.test(before);
        const recent = RECENT_PAST.test(clause);
        const resolved = !HEDGED.test(text) && (RESOLVED.test(clause) || RESOLVED.test(later) || (resolvedAnywhere && ci === parts.length - 1));
        const now = NOW.test(withoutResolution(clause)) || NOW.test(withoutResolution(later));
        if (inThePast && !now) urgency = 'note';
        // A stroke sign that passed (a warning stroke), or a smell of gas that went, is still asked about.
        else if (resolved && !now) urgency = ['stroke', 'gas', 'fire'].includes(category) && urgency !== 'note' ? 'check' : 'note';
        else if (recent && !now && urgency === 'urgent' && !['self-harm', 'abuse', 'scam', 'gas', 'fire', 'intruder', 'medication'].includes(category)) urgency = 'check';
        if (category === 'wellbeing') urgency = lower(urgency, 'note');
        const concern: Concern = { category, urgency, quote: clause.slice(Math.max(0, m.index - 20), m.index + m[0].length + 30).trim() };
        if (!best || ORDER[concern.urgency] > ORDER[best.urgency]) best = concern;
        if (best.urgency === 'urgent') return best;
      }
    }
  }
  return best;
}

// Opt-out: only when the calls themselves are what she wants to stop.
const OPT_OUT: RegExp[] = [
  /\b(stop|quit) (calling|phoning|ringing|bothering) (me|here|this number|this house)\b/,
  /\b(please )?(stop|quit|end|cancel) (these|the|your|all these|my|this) (phone )?calls\b/,
  /\b(don't|do not|never|please don't) (call|phone|ring|bother) (me|here|this number|this house)\b/,
  /\b(don't|do not|no longer) want (these|your|any more|anymore|any|the|this|to get these|to receive these|to have these|you to call|you calling|any of these) ?(phone )?(calls|call|calling)?\b/,
  /\bno more (phone )?calls\b/,
  /\b(take|cross) me off (your|the|this|that) (list|calls|books)\b/,
  /\bunsubscribe\b/,
  /\b(i'm|i am) not interested( in (these|this|your|the) (calls|service|phone calls))?[.!]*$/,
  /\b(don't|do not) want to (talk|speak) to (you|a computer|a machine|a robot)( again| any ?more| ever)?\b/,
  /\bleave me alone\b/,
];
/** The calls, this service, being rung: what an opt-out is about. */
const THE_CALLS = "calls|call|calling|phone calls|ringing|ringing-ups|ring-ups|rings|chats|chatting|these|this service|the service|this calling thing|this calling|being called|being rung|my number|my name|the phone calls";
/** Wanting them to end, said in many ways. */
const ENDING = "stop|stopped|stopping|end|ended|cancel|cancelled|canceled|quit|finish|finished with|done with|had enough of|had my fill of|fed up with|tired of|sick of|no more|not wanting|don't want|do not want|don't need|no longer want|want out of|rather you didn't|rather you did not|rather not have|remove|take (my name|me|my number) off|don't bother|not bother|never asked for";
const OPT_OUT_CONCEPT: RegExp[] = [
  new RegExp(`\\b(${ENDING})\\b.{0,25}\\b(these|the|your|this|all these|any more|any ?more of these|any of these|of these|of the) (${THE_CALLS})\\b`),
  new RegExp(`\\b(these|the|your|this) (${THE_CALLS})\\b.{0,25}\\b(stopped|to stop|to end|cancelled|ended|to be cancelled|over|finished)\\b`),
  /\b(rather|prefer) (you|it if you) (didn't|did not|don't|wouldn't) (call|ring|phone)\b/,
  /\b(can|could|would|will) you (just )?(not|stop|quit) (call|calling|ring|ringing|phone|phoning)( me)?( any ?more| again)\b/,
  /\b(don't|do not|no need to) (bother )?(call|calling|ring|ringing|phone|phoning)( me)? (next week|again|any ?more|any week|in future|from now on)\b/,
  /\b(remove|delete|take) (my|me|this) (number|name|details)( off| from)?\b(?! (for|from the (bingo|club|church|trip)))/,
  /\btake (my name|me|my number) off (it|this|the list|your list|your books|the books)\b(?! for\b)/,
  /\b(want|wanting|like|need) (out of|to get out of|to leave|to end|to stop|to cancel) (this|the|these) (calling|calls|service|chats|thing)\b/,
  /\b(last|final) (call|one|chat)\b.{0,30}\b(don't want|no more|not want|stop|finish|any ?more)\b/,
  /\b(i'm|i am) not wanting (the|these|your|any) (calls|chats|ringing)\b/,
  /\b(don't|do not) want to be (called|rung|phoned|ringing)( by (you|a computer|a machine|a robot))?( any ?more| again)\b/,
  /\b(don't|do not|no longer|never) (need|want) (a |any |the |these |your |any more )?(companion|robot|machine|computer|calls?|phone calls?|ringing|chats?|service)\b(?! (to stop|to end|on|at|before|after|in the|from (the|them|those)))/,
  /\b(needn't|no need to|don't|do not|won't|not going to) (bother )?(calling|ringing|phoning|call|ring|phone)( me| here)?( any ?more| again| no more)?\s*[.!,]*$/,
  /\b(needn't|no need to|don't|do not) (bother )?(calling|ringing|phoning|call|ring|phone)( me| here)? (any ?more|again|no more)\b/,
  /\b(i'm|i am) not (doing|having|taking|answering) (these|this|the|your|any more|any of these) (calls|chats|phone calls)\b/,
  /^(please |i want to |i'd like to |i would like to |can you |could you |just )?(cancel|unsubscribe|opt out|stop)( me| it| this| them| these| it all)?( now| please| thanks| thank you)*[.!]*$/,
  /\b(can|could) we (stop|end|cancel) (these|this|the calls|them)( now)?\b|\bplease stop (these|them|the calls)\b/,
  /\bgive (it|them|the (phone )?calls) a rest\b/,
  /\bno more of (this|these|it)( please| thanks| now)?[.!]*$/,
  /\b(prefer|rather) not (to be|be) (called|rung|phoned)\b|\bnever want to be (rung|called|phoned)\b/,
  /\bcount me out of (these|the|your|this) (calls|chats|service)\b|\bnothing (more )?to do with (these|the|your|this) (calls|service|chats)\b/,
  /\bcancel me\b|\b(end|cancel|stop) my (subscription|membership)\b|\bopt(ing)? out\b(?! of (the|a) (trip|bingo|raffle|outing|draw|club))/,
  /\b(don't|do not) want (a|any) (robot|machine|computer) (phoning|calling|ringing)( me)?\b/,
  /\b(don't|do not|never) (ring|call|phone) (here|me) (no more|any ?more|again)\b/,
  /\bstop (calling|ringing|phoning)( now| please| thanks)?[.!]*$/,
  /\b(want|like|would like) (it|them|these|the calls) (cancelled|canceled|stopped|ended)\b/,
];
/** Other people's calls and plans: the insurance people, the charity, the bingo trip. */
const SOMEONE_ELSES_CALLS = /\b(insurance|charity|charities|sales|salesm[ae]n|scam|scammers|spam|marketing|cold call\w*|the bank|those people|them people|bingo|trip|club|church|council|newsagent|the paper|the doctor's|the surgery|telemarketers?|robocalls?)\b/;
/** She says she likes the calls, or someone else is the one who wants them stopped. */
const WANTS_THEM = /\b(but i (love|like|enjoy|want|look forward to) (them|it|the calls|these|you|our chats)|(my|his|her) (son|daughter|husband|wife|family|doctor) (wants|want|wanted|says|said|thinks|reckons) (me )?(to )?(stop|cancel|end)|don't (you )?(dare )?stop|glad i didn't|not yours|i nearly)\b/;
/** What may follow "call me" in an opt-out: nothing, or words that end the request. */
const OPT_OUT_TAIL = /^\s*(again|any ?more|ever( again)?|at all|please|now|thank you|thanks|okay|ok|i mean it)?\s*(again|any ?more|please|thank you|thanks|i mean it)?\s*([.!?,]|$)/;
/** ", dear" after the request is said to her companion; "me dear" (no comma) is what she wants to be called. */
const ADDRESS = /^\s*,\s*(dear|love|honey|sweetheart|darling|pet)\b/;

export function isOptOut(utterance: string): boolean {
  const text = normalise(utterance);
  if (WANTS_THEM.test(text)) return false;
  for (const clause of clauses(text)) {
    if (/\b(don't|do not|never|please don't|wouldn't want you to) (stop|quit) (calling|phoning|ringing|the calls)\b/.test(clause)) continue;
    if (/\b(don't|do not|never) want (you |the calls |them |these calls |it )?to (stop|end)\b/.test(clause)) continue;
    if (HYPOTHETICAL.test(clause) || REPORTED.test(clause)) continue;
    // "I told the charity to stop ringing me", "stop the calls from those insurance people".
    if (SOMEONE_ELSES_CALLS.test(clause) || /\btold (the|my|those|them|him|her|\w+'s) \w*/.test(clause) && !/\btold (you|my (daughter|son))\b/.test(clause)) continue;
    for (const p of OPT_OUT) {
      const m = p.exec(clause);
      if (!m) continue;
      const tail = clause.slice(m.index + m[0].length).replace(ADDRESS, '');
      // "Stop calling me dear", "don't call me before ten", "not interested in football": other targets.
      if (/(call|phone|ring|calling|phoning|ringing|bother|bothering) (me|here|this number|this house)$/.test(m[0]) && !OPT_OUT_TAIL.test(tail)) continue;
      return true;
    }
    if (OPT_OUT_CONCEPT.some((p) => p.test(clause))) return true;
  }
  return false;
}

/** "mm", "yes", "uh-huh": the listener's nods, which never interrupt the companion. */
export function isBackchannel(utterance: string): boolean {
  const t = normalise(utterance).replace(/[^a-z' ]/g, '').trim();
  if (!t) return true;
  return /^((mm+|hmm+|mhm+|uh-?huh|uh|um|yes|yeah|yep|ok|okay|right|sure|i see|oh|ah|aha|really|true|go on|alright|all right|nice|lovely|of course)\s*){1,3}$/.test(t);
}

/** Her answer to "Are you hurt? Do you need help right now?": yes, no, or not clear. */
export function answersCheck(utterance: string): 'yes' | 'no' | 'unclear' {
  const t = normalise(utterance);
  if (assess(t)?.urgency === 'urgent') return 'yes';
  if (/\b(yes|yeah|yep|i am|i do|please|help|hurts|i think so|i can't|cannot|call|ambulance|not good|not really okay|bad)\b/.test(t) && !/\b(no,? (i'm|i am) (fine|ok|okay|alright|all right)|not hurt)\b/.test(t)) return 'yes';
  if (/\b(no|nope|not really|i'm fine|i am fine|i'm okay|i'm ok|i am okay|i'm alright|i'm all right|not hurt|don't need|do not need|i'm good|all good|no need|it's fine|just a bit|only a little|i managed|got up)\b/.test(t)) return 'no';
  return 'unclear';
}
