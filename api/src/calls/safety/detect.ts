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
const PILLS = '(?:pills|tablets|medicine|medicines|medication|medications|meds|insulin|heart pills|blood pressure pills|water pills|sleeping pills|painkillers)';

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
      [/\b(don't|do not|no longer|not) (really )?(want|wish) to (live|be here|be alive|go on|carry on|wake up|keep going)( any ?more)?\b/, 'urgent'],
      [/\b(no|not any|not much) (reason|point) (to|in) (live|living|go on|going on|carry on|carrying on|being here|being alive|getting up)\b/, 'urgent'],
      [/\b(don't|do not|can't|cannot) see (the|any) point( in (anything|living|going on|it all|life|carrying on|getting up|being here|any of it|me))?( any ?more)?[.!?]*$/, 'urgent'],
      [/\bwhat('?s| is) the point (of|in) (living|going on|anything|it all|carrying on|getting up|being here|me)\b/, 'urgent'],
      [/\bwhat('?s| is) the point any ?more\b/, 'urgent'],
      [/\b(nobody|no one|no-one|noone|not a soul) would (even |really |ever |much )?(miss|notice|care|mind)( me| if i (was|were) gone| if i died| if i wasn't here)?\b/, 'urgent'],
      [/\b(everyone|everybody|they|my family)('d| would) be better off( without me)?\b/, 'urgent'],
      [/\blife (isn't|is not|isn't really|is no longer) worth (living|it)\b/, 'urgent'],
      [/\b(tired|sick|weary) of (living|being alive|life)\b/, 'urgent'],
      [/\b(saving|saved|stockpiling|hoarding|collecting|kept|keeping) (up )?(all )?(my |of my )?(sleeping |heart |pain )?(pills|tablets)\b/, 'urgent'],
      [/\b(can't|cannot) (go on|carry on|take (it|this|much more) any ?more|do this any ?more|cope any ?more|take much more)\b/, 'check'],
      [/\b(i'm|i am|i feel|feel like) (such |so |completely |totally |just )?(a |such a )?(hopeless|worthless|burden|nuisance to everyone)\b/, 'check'],
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
      [/\b(lost my (balance|footing)|ended up on the floor|hit my head)\b/, 'check'],
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
      [/\bmy heart (is|keeps|has been|was) (racing|pounding|fluttering|skipping|jumping|going like the clappers|beating (so )?fast)\b/, 'check'],
      [/\b(palpitations|chest feels funny|funny feeling in my chest)\b/, 'check'],
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
      [/\b(i think|i'm afraid|i'm scared|maybe|might be) (i'm|i am|i've had|i had|i'm having) a (stroke|mini stroke|mini-stroke|tia)\b/, 'urgent'],
    ],
  ],
  [
    'confusion',
    [
      [/\b(don't|do not|can't|cannot) (know|tell|work out) where i am\b/, 'urgent'],
      [/\bwhere am i\b(?! (going|gonna|supposed|meant|to|putting|keeping|getting))/, 'urgent'],
      [/\b(can't|cannot|don't|do not) (remember|recall) (where i am|who i am|how i got here|where i live|my (own )?(address|name))\b/, 'urgent'],
      [/\b(don't|do not|can't) recogni[sz]e (this place|my (own )?(house|home|room|kitchen|street)|anyone|anything|where i am)\b/, 'urgent'],
      [/\b(i'm|i am|i feel|i've been|i have been|feeling) (so |very |really |all |a bit |terribly |quite )?(confused|muddled|mixed up|disoriented|disorientated|foggy)\b/, 'check'],
      [/\b(i'm|i am) (so |very |completely )?lost\b(?! (in|for) (a|the|this|my|thought|words))/, 'check'],
      [/\b(can't|cannot|don't) remember (what day it is|what year it is|if i|whether i|what i was doing)\b/, 'check'],
      [/\bwho are you( again)?\b.{0,30}\b(where|what am i|why am i)\b/, 'check'],
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
    ],
  ],
  [
    'abuse',
    [
      [new RegExp(`\\b(he|she|they|someone|somebody|my ${FAMILY}|the ${FAMILY}) (is |are |has been |have been |keeps |keep |always |sometimes |often |was |were )?(hit|hits|hitting|hurt|hurts|hurting|beat|beats|beating|push|pushes|pushing|pushed|shove|shoves|shoved|grab|grabs|grabbed|slap|slaps|slapped|kick|kicks|kicked|pinch|pinches|pinched|shakes|shook|tie|ties|tied|lock|locks|locked) me\\b`), 'urgent'],
      [new RegExp(`\\b(afraid|scared|frightened|terrified) of (my |the )?(${FAMILY}|him|her|them|the man who comes|the woman who comes)\\b`), 'urgent'],
      [/\b(won't|doesn't|don't|wouldn't|never) (let me (eat|leave|go out|out|see anyone|call anyone|use the phone|have my)|give me (food|my (pills|tablets|medicine|money|food)))\b/, 'urgent'],
      [/\b(shouts|yells|screams|swears) at me (all the time|every day|constantly|and)\b/, 'check'],
      [/\b(threatens|threatened|threatening) (me|to (hurt|put me|hit))\b/, 'urgent'],
      [/\b(bruises|bruised) (from|where) (him|her|them|my)\b/, 'urgent'],
      [/\bleft (me )?(alone )?(without|with no) (food|water|heat|my (pills|medicine))\b/, 'urgent'],
    ],
  ],
  [
    'scam',
    [
      [new RegExp(`\\b(he|she|they|someone|somebody|my ${FAMILY}|the ${FAMILY}|a man|a woman|the man|the woman) (has |have |keeps |is |was |always |just )?(took|takes|taking|taken|stole|steals|stolen|stealing|kept|keeps|has got|won't give back|won't give me back|helped (him|her|them)self to) my (money|bank card|card|cards|pension|savings|cheque ?book|check ?book|pin|purse|wallet|social security|jewellery|jewelry)\\b`), 'urgent'],
      [/\bmy (money|bank card|card|pension|savings|purse|wallet|jewellery|jewelry) (has been|was|is|keeps being|keeps getting) (taken|stolen|going missing|gone missing)\b/, 'urgent'],
      [/\b(gave|give|given|told|sent|read out) (him|her|them|a man|a woman|someone|somebody|the caller|the man|the lady|the bank man|a nice man|a nice young man|a stranger) my (bank|card|credit card|debit card|account|social security|pin|password|details|medicare)( details| number| numbers)?\b/, 'urgent'],
      [/\b(asked|asking|wants|want|told) me (to|for) (buy|get|send|wire|transfer|read them|give them) (gift cards|itunes|google play|vouchers|money|bitcoin|cash|the numbers on)/, 'urgent'],
      [/\b(i've |i have |i )?(won|been told i('ve| have) won) (the lottery|a prize|a sweepstakes|a car|money)\b/, 'check'],
      [/\b(irs|tax man|tax office|social security|medicare|the police|microsoft|my bank) (called|rang|phoned).{0,40}\b(arrest|pay|fine|owe|account|computer|gift card|transfer)/, 'check'],
      [/\b(grandson|granddaughter|nephew|son|daughter) (is |was )?in (jail|prison|trouble|hospital abroad).{0,40}\b(money|bail|send|pay|wire)/, 'urgent'],
      [/\b(someone|somebody|a man|a woman|they|he|she) (is |has been |have been |keeps |was )?(using|used) my (credit |debit |bank )?(card|account|bank|cheque ?book|check ?book|details|name)\b/, 'urgent'],
      [/\bmoney (is |has |keeps )?(gone missing|going missing|disappeared|disappearing|been taken|been going|missing|gone)\b.{0,20}\b(my|the) (account|bank|purse|savings|pension|wallet)\b/, 'urgent'],
      [/\bmy (card|bank|account|pin|social security|password|credit card|debit card)( card)?( details| number| numbers)? (to|over the phone to|for) (a|the|some|that|this|him|her|them|someone|somebody)\b/, 'urgent'],
    ],
  ],
  [
    'bleeding',
    [
      [/\bbleeding (a lot|badly|heavily|so much|everywhere|and (it )?won't stop|won't stop|all over)\b/, 'urgent'],
      [/\b(won't|will not|can't get it to) stop bleeding\b/, 'urgent'],
      [/\b(lot|lots|so much|pools?|a pool) of blood\b/, 'urgent'],
      [/\bblood (everywhere|all over|is pouring|pouring|won't stop)\b/, 'urgent'],
      [/\b(coughing|throwing|bringing|vomiting|being sick with) (up )?blood\b/, 'urgent'],
      [/\b(cut|gashed|sliced) (myself|my (hand|finger|leg|head|arm|foot)) (badly|deep|really badly|open)\b/, 'urgent'],
      [/\b(i'm|i am) bleeding\b/, 'check'],
      [/\bblood in my (pee|urine|stool|poo|wee)\b/, 'check'],
    ],
  ],
  [
    'medication',
    [
      [new RegExp(`\\b(took|taken|swallowed|had|taking) (too many|too much|all (of )?my|a whole (bottle|packet|box) of|double|twice (my|the)|two lots of|extra) ?(of )?(my )?(${PILLS})?\\b`), 'urgent'],
      [new RegExp(`\\b(took|taken|had) my ${PILLS} twice\\b`), 'urgent'],
      [/\b(took|taken|had|given myself|injected) (a |an )?(double|extra|second|triple) (dose|lot|shot|helping)\b/, 'urgent'],
      [new RegExp(`\\b(took|taken|swallowed) (someone else's|my husband's|my wife's|the wrong|the dog's|the cat's) (${PILLS}|dose)\\b`), 'urgent'],
      [/\boverdos/, 'urgent'],
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
    ],
  ],
  [
    'gas',
    [
      [/\b(smell|smells|smelling|i can smell|there's a smell of|stinks of) (of )?gas\b/, 'urgent'],
      [/\bgas (leak|leaking|is leaking|is on and|smell)\b/, 'urgent'],
      [/\b(carbon monoxide|co alarm|co detector)\b/, 'urgent'],
      [/\b(left the )?(stove|oven|cooker|hob|gas) (is |was )?(left )?on (all night|all day|and i can't|for hours)\b/, 'urgent'],
    ],
  ],
  [
    'fire',
    [
      [/\b(there's|there is|i see|i can see|full of|lots of|there's a lot of) (smoke|a fire|flames|fire)\b/, 'urgent'],
      [/\b(smoke|fire) alarm (is |keeps |has been |was |just )?(going off|beeping|went off|ringing|sounding|won't stop)\b/, 'urgent'],
      [/\b(something|the (pan|pot|toaster|kitchen|curtains?|house|microwave|heater|blanket)) (is |are |has |have )?(caught |on )?(on fire|fire|burning|caught fire|in flames)\b/, 'urgent'],
      [/\bi can smell (something )?burning\b/, 'check'],
      [/\bsmoke (coming|pouring) (from|out of)\b/, 'urgent'],
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
    ],
  ],
  [
    'food',
    [
      [/\b(haven't|have not|hasn't|didn't|not) (had|eaten|got|have) (anything|a thing|any food|food|a meal|a proper meal|much|a bite)( to eat)? (for|in|since) (two|three|four|several|a few|2|3|4|days|a day|a couple of days|yesterday|the weekend|friday|monday|tuesday|wednesday|thursday|saturday|sunday)\b/, 'check'],
      [/\b(no|there's no|there is no|nothing|haven't got any|don't have any|not a scrap of|run out of|ran out of) (food|groceries|milk and bread)( in the (house|fridge|cupboard|cupboards|flat))?\b/, 'check'],
      [/\b(can't|cannot|couldn't) (get|afford|go) (food|groceries|to the (shops|store|supermarket))\b/, 'check'],
      [/\b(i'm|i am) (starving|so hungry|really hungry|very hungry)\b/, 'check'],
      [/\bnothing (to eat|in the fridge|in the cupboards?)\b/, 'check'],
    ],
  ],
  [
    'emergency',
    [
      [/^[\s,!.]*(oh,? )?(please,? )?help( me)?,?( please)?[\s,!.]*$/, 'check'],
      [/\b(please help me|help me please|somebody help|someone help|help me,? help)\b/, 'check'],
      [/\bi need help (right now|now|quickly|urgently|please|at once)\b/, 'urgent'],
      [/\b(need|call|get|send|ring|phone) (an |the |for an |for the |me an )?(ambulance|paramedics|police|fire brigade|fire department)\b/, 'urgent'],
      [/\b(call|ring|dial|phone) (911|999|112|for help)\b/, 'urgent'],
      [/\b(this is|it's|it is) an emergency\b/, 'urgent'],
      [/\b(i'm|i am|i've been|i got) (badly |really |very |seriously |quite )?(hurt|injured)\b(?! (that|by what|about|when|because|my feelings))/, 'check'],
      [/\bsomething('s| is) (really |very |terribly )?wrong with me\b/, 'check'],
      [/\b(i feel|i'm feeling|i am feeling|feeling) (really |very |terribly |so )?(ill|unwell|poorly)\b/, 'check'],
      [/\b(terrible|awful|unbearable|excruciating|agonising|agonizing) pain\b/, 'check'],
      [/\bi need (a )?doctor\b/, 'check'],
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
const HYPOTHETICAL = /^(what if|if (i|ever|one day)|in case|suppose|supposing|imagine|i('m| am) (afraid|scared|worried|frightened) (that )?i (might|may|will|could|'ll)|i worry (that )?i (might|may|will|could|'ll)|i (might|may|could) (fall|have)|one day i (might|may|will)|when i (die|go)|my (daughter|son) (worries|is worried) (that )?i)\b/;
const DISTANT_PAST = /\b(years ago|a year ago|last year|months ago|a month ago|last month|(a few|some|two|three|several|many) (weeks|months|years) (ago|back)|back in (the |nineteen|\d{2,4})|in (19|20)\d\d|when i was (young|younger|a (girl|boy|child|kid|teenager|young)|little|small|at school|in my)|as a (child|girl|boy)|in (the )?(war|fifties|sixties|seventies|eighties|nineties|19\d\d)|once,? long ago|long ago|ages ago|in my youth|decades ago|last (spring|summer|autumn|fall|winter|christmas|easter))\b/;
const RECENT_PAST = /\b(yesterday|last night|this morning|earlier today|earlier|the other day|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|last week|a few days ago|two days ago|on the weekend|at the weekend|over the weekend)\b/;
const RESOLVED = /\b(i'm|i am|i was|i feel|feeling|but i'm|and i'm|she's|it's|all)\s+(fine|ok|okay|alright|all right|better|much better|fine now|okay now|right as rain|back to normal|on the mend|recovered|healed|good now|none the worse|perfectly well|well now)\b|\b(no harm done|not hurt|wasn't hurt|didn't hurt myself|no bones broken|nothing broken|got (straight )?back up|got up (fine|again|by myself|on my own)|the doctor (checked|said i'm fine|saw me|looked at it)|all sorted|sorted now|it passed|it went away|went away|cleared up|over it now|healed up|mended|fixed now|they fixed it|been fixed)\b/;
const NOW = /\b(right now|just now|at the moment|at this moment|still|now|can't get up|this minute|currently|won't stop|keeps? (happening|getting worse)|getting worse|help me)\b/;

const ORDER: Record<Urgency, number> = { note: 0, check: 1, urgent: 2 };

/** "I'm fine now" is not the "now" of an emergency. */
function withoutResolution(text: string): string {
  return text.replace(new RegExp(`(${RESOLVED.source})(\\s+now)?`, 'g'), ' ');
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\bcan not\b/g, 'cannot')
    .replace(/\bi ?'m\b/g, "i'm")
    .replace(/\b(someone|somebody|there|he|she|it|that|who|what|everything|something)'s\b/g, '$1 is')
    .replace(/\s+/g, ' ')
    .trim();
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

/** The strongest concern in what she said, or null. */
export function assess(utterance: string): Concern | null {
  const text = normalise(utterance);
  if (!text) return null;
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
        if (NEGATION.test(before) && !/\bno (reason|point)\b/.test(m[0])) continue;
        // "Fell asleep", "fell in love", "fell behind": not a fall.
        if (category === 'fall' && /^\s*(asleep|in love|for (him|her|it|them|the|that|his|a)|behind|apart|out with|through|short|silent|ill|into (a|the) (habit|trap|conversation)|pregnant|in with)\b/.test(clause.slice(m.index + m[0].length))) continue;
        let urgency = base;
        const subjectBefore = THIRD_PARTY_SUBJECT.exec(before);
        const aboutSomeoneElse = subjectBefore !== null && !FIRST_PERSON.test(before.slice(subjectBefore.index + subjectBefore[0].length)) && !/^(i|my|me)\b/.test(m[0]) && !/\b(me|my)\b/.test(m[0]);
        if (aboutSomeoneElse && category !== 'abuse' && category !== 'scam' && category !== 'intruder') urgency = 'note';
        if (REPORTED.test(clause) || HYPOTHETICAL.test(clause)) urgency = 'note';
        const inThePast = DISTANT_PAST.test(clause) || DISTANT_PAST.test(before);
        const recent = RECENT_PAST.test(clause);
        const resolved = RESOLVED.test(clause) || RESOLVED.test(later) || (resolvedAnywhere && ci === parts.length - 1);
        const now = NOW.test(withoutResolution(clause)) || NOW.test(withoutResolution(later));
        if (inThePast && !now) urgency = 'note';
        else if (resolved && !now) urgency = 'note';
        else if (recent && !now && urgency === 'urgent' && !['self-harm', 'abuse', 'scam', 'gas', 'fire', 'intruder'].includes(category)) urgency = 'check';
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
/** What may follow "call me" in an opt-out: nothing, or words that end the request. */
const OPT_OUT_TAIL = /^\s*(again|any ?more|ever( again)?|at all|please|now|thank you|thanks|okay|ok)?\s*(again|any ?more|please|thank you|thanks)?\s*([.!?,]|$)/;
/** ", dear" after the request is said to her companion; "me dear" (no comma) is what she wants to be called. */
const ADDRESS = /^\s*,\s*(dear|love|honey|sweetheart|darling|pet)\b/;

export function isOptOut(utterance: string): boolean {
  const text = normalise(utterance);
  for (const clause of clauses(text)) {
    if (/\b(don't|do not|never|please don't|wouldn't want you to) (stop|quit) (calling|phoning|the calls)\b/.test(clause)) continue;
    if (/\b(don't|do not) want (you )?to stop\b/.test(clause)) continue;
    for (const p of OPT_OUT) {
      const m = p.exec(clause);
      if (!m) continue;
      if (HYPOTHETICAL.test(clause) || REPORTED.test(clause)) continue;
      const tail = clause.slice(m.index + m[0].length).replace(ADDRESS, '');
      // "Stop calling me dear", "don't call me before ten", "not interested in football": other targets.
      if (/(call|phone|ring|calling|phoning|ringing|bother|bothering) (me|here|this number|this house)$/.test(m[0]) && !OPT_OUT_TAIL.test(tail)) continue;
      return true;
    }
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
