import type { KindRules } from '../concern.js';
import { all, LONGING_FOR_DEATH, MY_HOME, near, PARENT } from './words.js';

/** Her mind made up (a plan, not a mood). */
const RESOLVE = "made up my mind|my mind('s| is) made up|(thought|worked|planned) it (all )?(out|through)|(it's|it is|i've got it|got it) all (planned|worked|thought) (out|through)|(i've|i have) decided|decided (to|that|i'm)|no going back|working (myself )?up to it|tonight's the night|made my peace|nobody('ll| will| can) stop me|ready to go through with it";
/** Means of ending her life at hand. */
const MEANS_AT_HAND = "rope|noose|gun|shotgun|rifle|pistol|razor( blades?)?|blades|the (bridge|cliffs?|railway|tracks|river|sea|canal|motorway|viaduct)|(pills|tablets) (counted|saved|lined up|in a (bowl|pile|heap|jar))|exhaust|hose ?pipe|the gas (oven|on)|plastic bag";

/** Her mind and mood: thoughts of ending her life, confusion, everyday worries for the family (notes). Each rule names a kind of trouble; the matcher (../matcher.ts) weighs the sentence around it. */
export const selfHarm: KindRules = [
  'self-harm',
  [
    // Her treasures given away with no need of them now (the blind round U: a quiet sign among the indirect ones).
    [/\b(giving|given|gave|give|handing|handed) (away )?(my|all my|most of my|some of my) (jewell?ery|rings?|things|belongings|bits and pieces|treasures|precious things|good china|wedding ring)( away| out)?\b.{0,60}\b(no (sense|point|use|need)|won't (need|be needing)|not (needing|going to need)|while i (can|still can)|before i go|don'?t need (them|it|anything) now|no good to me now)\b/, 'check'],
    // Means at hand or the act begun, said plainly (the blind round N: a plan or an act read only as a question).
    // Her tablets out in front of her and her eyes on them, no words of intent: the means at hand (the blind round O).
    [/\b(all )?(my |the |these |those )?(tablets|pills|painkillers|sleeping tablets)\b.{0,30}\b(out|lined up|counted out|in front of me|on the table|in a pile|in a heap)\b(?!.{0,40}\b(dosette|pill ?box|organi[sz]er|for the week|sort(ing)?)\b).{0,40}\b(looking at|staring at|sitting (here )?with|thinking about|wondering|just looking)\b/, 'urgent'],
    // A resolve beside a means or an end (the blind round N: plans read as a question): "I've made up my mind" with a rope, "I've decided" with ending it.
    [near(RESOLVE, MEANS_AT_HAND, 60), 'urgent'],
    [near(RESOLVE, "end it|finish it(?! off)|end things|finish things|(go|going|gone) through with it|do it(?! up| again)", 50), 'urgent'],
    // A weapon out and loaded, the car running in a shut garage, a blade by the bath, a cord tied to the banister, her wrists cut.
    [/\b(gun|shotgun|rifle|pistol|revolver)\b.{0,40}\b(loaded|out (on|in front|beside|next)|on the table|in front of me|in my (lap|hand)|beside me|next to me|to my head)\b|\bloaded (the |his |my |dad's |\w+'s )?(old )?(gun|shotgun|rifle|pistol)\b/, 'urgent'],
    [/\b(car|engine)\b.{0,30}\b(running|ticking over|on)\b.{0,40}\bgarage\b|\bgarage\b.{0,40}\b(car|engine)('s| is)? (running|ticking over|on)\b|\bhose(pipe)?\b.{0,30}\bexhaust\b/, 'urgent'],
    [/\brazor( blades?)?\b.{0,50}\b(ready|bath|wrists?|out)\b|\bbath\b.{0,50}\brazor( blades?)?\b/, 'urgent'],
    [/\b(cut|cutting|slit|slitting|slash|slashed|slashing|slice|sliced|slicing) (open )?(my|both) (wrists?|veins?|throat)\b|\b(slit|slashed|sliced) (open )?my (arm|arms)( open)?\b|\b(been|started|keep) cutting (my (arms?|legs?|wrists?)|myself)\b/, 'urgent'],
    [/\b(tied|tying|fixed|fixing|knotted|hung|hooked) (a |the |my |his |an old )?(\w+ ){0,2}(rope|cord|flex|belt|scarf|tie|sheet|cable)\b.{0,30}\b(to|round|around|over|from|on) (the |a )?(banister|bannister|beam|hook|door|rail|loft hatch|stairs|light fitting|curtain pole)\b/, 'urgent'],
    [/\b(i'm|i am) (stood|standing|sat|sitting|up) on (the|a|this) (bridge|ledge|parapet|cliff( edge)?|roof|railings?)\b(?! (club|game|party|table|night|drive))(?=.{0,60}\b(now|edge|over|jump|water|a voice|goodbye|one last|the last|down below|drop)\b)/, 'urgent'],
    [near("(left|written|wrote|writing) (a |my |the )?(notes?|letters?)( for \\w+)?", "(be|i'll be) gone|won't be here|not be here|by (the )?morning|say goodbye|my goodbyes|the end", 60), 'urgent'],
    [/\b(got|have|with|sitting with) (the|my|all (the|my)|all these|a pile of|a bottle of) (tablets|pills|painkillers)\b.{0,30}\b(here|in front of me|lined up|out|ready|counted out|on the table)\b(?!.{0,40}\b(dosette|pill ?box|organi[sz]er|for the week|for the morning|as usual|like always)\b).{0,40}\b(glass of water|a drink|whisky|gin|tonight|all of them|the lot|enough)\b/, 'urgent'],
    [/\b(started|begun|been) (taking|swallowing) (them|the tablets|the pills|my tablets|my pills|the lot)\b|\b(had|taken|swallowed) (about |nearly |almost |over )?(\d+|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|a handful) (of them )?(so far|already)\b/, 'urgent'],
    [/\b(kill|harm) myself\b|\b(hurt|cut) myself\b(?! (a|an|some|another|two|three|half) | (on|shaving|while|whilst|when|with|peeling|chopping|slicing|opening|cooking|gardening|lifting|falling|doing|in the (kitchen|garden|bath)|on the|accidentally|by accident|badly on))/, 'urgent'],
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
    // Hopelessness said as nothing worth the effort: asked about gently (the self-harm question), never a note alone.
    [/\bnothing (seems|feels|is|'s) (worth|any point) (doing|it|the (effort|bother|trouble)|getting up for|living for|looking forward to)\b|\b(can't|cannot) see (a|any) way (forward|out|through)\b|\bno (future|hope) (for me|left)\b/, 'check'],
    // Means of hanging at hand, or the act begun.
    [/\bhang(ing)? myself\b|\b(the |a )?(rope|noose|cord|flex|belt|scarf|ligature)\b.{0,40}\b(round|around|over) (my neck|the (beam|banister|bannister|hook|door|rail|loft hatch))\b|\b(standing|stood|up|climbing) on (a|the|my) (chair|stool|ladder|steps?|table)\b.{0,40}\b(rope|noose|cord|flex|belt)\b|\b(rope|noose)\b.{0,40}\b(standing|stood|up) on (a|the|my) (chair|stool|ladder|steps?|table)\b/, 'urgent'],
    [LONGING_FOR_DEATH, 'urgent'],
    [/\b(rather|sooner) (die|be dead) than\b/, 'check'],
    [/\b(done|finished|through) with (living|life|being alive|it all|this world|this life|everything)\b/, 'urgent'],
    [/\b(do|did|doing|going to do) myself in\b|\b(top|off|finish|end) myself( off)?\b|\bdo away with myself\b/, 'urgent'],
    [/\b(better|best) off (six feet under|in (my|the) grave|in the ground|pushing up daisies|out of it|not here|gone)\b/, 'urgent'],
    [/\b(swallow|take|taking|swallowing) (the lot|them all|all of them|the whole lot|every one|all my (pills|tablets))\b.{0,40}\b(be done|end|over|finish|die|go)\b/, 'urgent'],
    [/\b(not going to|won't|will not|stopped|stopping|refuse to|going to stop) tak(e|ing) (my|any more of my|any of my) (tablets|pills|medicine|medication)\b.{0,40}\b(so (that )?i (can|could|will|might) (go|die|be)|and (just )?(go|die|let it|be done)|let nature|to (go|die)|end it)\b/, 'urgent'],
    [/\bwhat('s| is) the (use|point|good) (of|in) (me|my life|living|going on|carrying on|being here)\b/, 'check'],
    [/\b(thinking|thought|think) (about|of) (taking|swallowing) (the lot|them all|all of them|the whole lot)\b/, 'urgent'],
    [/\b(walk|walking|walked|wander|wandering) (out )?(into|in front of) (the )?(sea|river|lake|water|canal|traffic|a bus|a train|a car|a lorry|a truck)\b|\b(throw myself|throwing myself) (off|in front of|under|into)\b|\b(jump|jumping) (off|from|in front of|under|into) (the |a |that |this |my )?(top of (the|a) )?(bridge|cliffs?|building|roof|balcony|window|train|bus|car|lorry|truck|tracks|railway|platform|motorway|edge|river|canal|sea|quarry|multi-storey|car park|tower|flats|viaduct|pier)\b|\b(i('ll| will)|i'm going to|i want to|i could|i might|thought about|thinking (about|of)) (just )?jump(ing)?\b|\b(that|it|this)('d| would| will|'ll) be the end of (it|me|it all)\b/, 'urgent'],
    [/\b(feel|feeling|i'm|i am|i've been) (so |just |completely |totally )?(empty|hollow|numb inside|dead inside|like nothing matters)\b/, 'check'],
    [/\b(a|such a) (waste of space|waste of oxygen|waste of time and space)\b|\b(no good|no use) to (anyone|anybody|man nor beast)\b/, 'check'],
    [/\b(fed up|sick|tired|weary) (of|with) (it all|everything|everyone|this life)( any ?more| now)?(?= *([.!?,]|$))/, 'check'],
    [/\b(want|wanna|wish|long|ready|like) to (go )?(and )?be with (my (late|dead|poor) \w+|\w+ (again|in heaven|up there|on the other side)|him again|her again|them again)\b/, 'urgent'],
    [/\b(want|wish|long|ready) to (go|go and|go to) be with \w+( now| again| soon| at last)?(?= *([.!?,]|$))/, 'check'],
    [/\b(nobody|no one|no-one|not a soul) (needs|wants|loves|cares about|would notice|would miss|would care about) me( any ?more)?\b(?! (to|for|at|in|on|around)\b)/, 'check'],
    [/\b(can't|cannot) (go on|carry on|take (it|this|much more) any ?more|do this any ?more|cope any ?more|take much more)\b/, 'check'],
    [/\b(i'm|i am|i feel|feel like) (such |so |completely |totally |just )?(a |such a )?(hopeless|worthless|burden|nuisance to everyone)\b(?! (at|with|when it comes|on)\b)/, 'check'],
    // Veiled (the blind round P): a goodbye that tells the caller not to ring again, beside pills tonight, is a plan, never only an end to the calls.
    [near("(won't|will not|no) need to (call|ring|phone)|(don't|do not|no need to) (bother )?(call|ring|phone)(ing)?( me)? (again|tomorrow|any ?more)|last time (we'll|we will|we) (speak|talk)|won't be here (tomorrow|in the morning|by morning)|goodbye", "(take|taking|swallow|swallowing|had|have) (the lot|them all|all of them|all (of )?(my |the )?(pills|tablets))|(pills|tablets|the lot)\\b.{0,25}\\btonight|(saved|put by|got) (up )?(enough|all my|my) (pills|tablets)|enough (pills|tablets)", 80), 'urgent'],
    // Her affairs put in order and her things given away: asked about gently.
    [all("(giving|given|gave|give|handing|handed) (away |out )?(all )?(my|her|the) ([a-z']+ ){0,2}(things|stuff|belongings|rings?|jewell?ery|treasures|bits|possessions|books|records|photos|china|clothes|cat|dog|budgie)|(giving|given|gave) (my )?(things|stuff) away", "affairs|will|in order|tidy|sorted|straight|won't need|not be needing|no use to me|when i'm gone|letters|written to|goodbyes?|funeral"), 'check'],
    [/\b(putting|put|got|getting|sorting|sorted|setting) (all )?my affairs in order\b.{0,60}\b(giv\w+|gave|letters|goodbye|won't need|not (going to )?need|tidy)\b/, 'check'],
    // Drawn to the water or the bridge; on it now with a thought of going over.
    [/\b(i'm|i am) (at|on|by|stood on|standing on) the (bridge|river|canal|weir|cliffs?|edge|water|pier|viaduct|level crossing)( now)?\b.{0,50}\b(going over|go over|jump\w*|go in|going in|end it|thinking (of|about) (going|it))\b/, 'urgent'],
    [/\b(going|gone|been going|been|go|went|walk(ed|ing)?|stood|standing|sit(ting)?|sat) (down )?(to|on|by|at|over) the (bridge|foot ?bridge|footbridge|flyover|river|canal|weir|cliffs?|sea ?front|pier|harbour|railway( line| bridge)?|tracks|level crossing|viaduct)\b.{0,60}\b(looking (at|down at|into) the (water|river|drop|trains?|sea|edge)|watching the (water|river|trains?|sea)( go by)?\b.{0,20}\b(thinking|wondering)|staring (at|into|down)|just (stand|standing|sit|sitting|stood|looking))\b/, 'check'],
    // Wondering about a number of pills, after a "fine".
    [/\b(wonder|wondering|wondered|think about|thinking about|thought about|work out|working out)\b.{0,20}\bhow many (of )?(these |my |the |those )?(pills|tablets|painkillers|sleeping tablets)\b.{0,20}\b(it would|it'd|would it|would) (take|do it|be enough)\b/, 'check'],
    [/\b(count|counting|counted) (out )?(my|the|all my|all the|all of my) (tablets|pills|painkillers|sleeping tablets)\b(?!.{0,40}\b(dosette|pill ?box|organi[sz]er|for the week|into the|to make sure|chemist|prescription)\b).{0,30}\b(wonder|wondering|think|thinking|how many|enough)\b/, 'check'],
    // Self-injury come back.
    [/\b(scratch\w*|pick\w*|burn\w*|hit\w*|bang\w*|bit\w*|claw\w*) (at )?my (arms?|legs?|skin|wrists?|head)\b.{0,30}\b(till|until) (it|they) (bleed|bled|bleeds)\b(?!.{0,40}\b(eczema|itch\w*|rash|psoriasis|bites|hives|shingles)\b)/, 'check'],
    [/\b(burning|burnt|burned|cutting|cut|hurting|harming|stabbing|scratching) myself\b.{0,15}\b(with|using) (a |the |my )?(cigarettes?|fags?|lighter|matches|knife|razor|blade|scissors|glass|compass)\b|\b(burning|burnt|burned|cutting|hurting|harming|hitting|punching) myself\b.{0,30}\b(again|on purpose|deliberately|like i used to)\b/, 'urgent'],
    [/\b(started|begun|been|gone back to) (cutting|burning|hurting|harming|scratching) (myself|my arms?|my legs?|my wrists?)( again| like i used to)\b/, 'urgent'],
  ],
];

export const confusion: KindRules = [
  'confusion',
  [
    [/\b(catch|get|going (out )?(for|to catch)) the (bus|train) to work\b.{0,50}\b(retired|years ago|don't work|stopped work)\b/, 'check'],
    [/\b(people|men|women|they|the man|the woman|the lady) on the (telly|tv|television|radio) (keep |keeps |are |were |is )?(talking to me|watching me|looking at me|talking about me)\b/, 'check'],
    // Her own parents worrying or waiting now, as if she were a girl (a woman of 85 whose mother "will be wondering where I've got to").
    [/\b(my )?(mother|mum|mam|mom|mammy|father|dad|daddy|my parents)('ll| will| is| 's| are| would)? (be )?(wondering where i|waiting for me|expecting me|worried about me|cross (with me|if i'?m late)|wanting me home|calling me in)\b/, 'check'],
    // Everyday things gone from her: her own address, how to work the kettle or the cooker, paying twice without knowing.
    [/\b(forgot|forgotten|couldn'?t remember|can'?t remember|didn'?t know) (my own|my|our) (address|postcode|zip code|phone number|street)\b(?!.{0,20}\b(password|pin|for the (form|website)))/, 'check'],
    [/\b(couldn'?t|can'?t|could not|cannot) (remember|think|work out) how to (work|use|switch on|turn on|make) (the|my) (kettle|cooker|oven|microwave|telly|tv|television|phone|taps?|front door|washing machine|tea)\b/, 'check'],
    [/\b(i )?(keep|kept|have been|'ve been) (paying|giving|buying|ordering) (the \w+ |him |her |them )?(twice|two times|over and over|again and again)\b/, 'check'],
    // Confusion shown by what she did, not said (set M).
    // Her own people or home not known, things in odd places, the same question again and again, the dead expected home (the blind round N: confusion read as an intruder or a note).
    [/\b(people|someone|somebody|a man|a woman|a lady|strangers|they)\b.{0,40}\b(say|says|said|saying|claim\w*|tell me|keep telling me) (they're|they are|he's|she's|he is|she is|they were) (my|our) (family|son|daughter|husband|wife|grandson|granddaughter|sister|brother|children|grandchildren)\b/, 'check'],
    [/\b(don't|do not|didn't|did not|couldn't|can't) (recogni[sz]e|know) (my own|my|the) (kitchen|house|home|room|bedroom|street|road|face|living room|front room)\b/, 'check'],
    [/\b(keys|glasses|specs|purse|handbag|bag|teeth|wallet|pension book|phone|remote)\b.{0,30}\b(in|into) the (fridge|freezer|oven|washing machine|bin|microwave)\b|\b(putting|put|leaving|finding) (things|stuff|my things) in (odd|funny|strange|silly|daft|the wrong) (places|spots)\b/, 'check'],
    [/\b(keep|kept|keeps) (asking|saying|telling (her|him|them)) (the same (thing|question|story)|it) (over and over|again and again|twice|all the time)\b|\brepeating myself\b/, 'check'],
    [/\b(get|getting|got|go|going|went|ready|dressed) (ready )?(to|for) work\b.{0,50}\b(retired|years ago|don't work|stopped work)\b/, 'check'],
    [/\b(coming home|be home|waiting for|expecting|back) (for tea|for dinner|for supper|from work|soon|any minute)?\b.{0,50}\b(but )?(he|she)( has|'s| had| was)? (died|passed|dead|been dead|gone)\b/, 'check'],
    [/\b(didn't|did not|don't|do not|couldn't|could not) (know|recogni[sz]e) (who (she|he|they) (was|were|is|are)|my (own )?(daughter|son|husband|wife|grandson|granddaughter|sister|brother|children|kids|family|grandchildren))\b/, 'check'],
    [/\b(waiting for|expecting|worried about) my (boy|girl|son|daughter|children|kids|little ones|youngest|eldest) (to (come|get) home )?(from|at|after) school\b/, 'check'],
    [/\b(found|put|left) (my|the) \w+( \w+)? in the (fridge|freezer|oven|wardrobe|bin|washing machine|microwave|bread bin)\b.{0,40}\b(the|my) \w+( \w+)? in the (fridge|freezer|oven|wardrobe|bin|washing machine|microwave|bread bin|cupboard|airing cupboard)\b|\bkeep (finding|putting) (my|the) \w+ in the (fridge|freezer|oven|wardrobe|bin)\b/, 'check'],
    [/\b(got|getting|been getting) (dressed|ready) (for \w+ )?(two|three|four|several|\d) times\b/, 'check'],
    [/\b(don't|do not|can't|cannot) (know|tell|work out) where i am\b/, 'urgent'],
    [/\bwhere am i\b(?! (going|gonna|supposed|meant|to|putting|keeping|getting|up to|with)\b)/, 'urgent'],
    [/\b(everything|it all|my head)('s| is| has gone| went)? (all )?(mixed up|muddled|jumbled|topsy-turvy|scrambled)\b(?! (in|since|with|after|because|from|at|on)\b)/, 'check'],
    [/\b(don't|do not|can't|cannot|couldn't) (know|tell( you)?|say|work out) whose (house|home|bed|room|kitchen) this is\b/, 'urgent'],
    [/\bwhere('s| is| are) (my )?(mother|mum|mam|mom|mammy|mummy|father|dad|daddy|papa|mama|parents)\b(?! (photo|picture|ring|grave|book|recipe|things|chair|clock|old)\b)(?!'s)/, 'check'],
    [/\b(don't|do not|can't|cannot|couldn't) (know|remember|tell|work out) where (home|my home|my house|my flat|i live|i'm living) is\b|\b(don't|do not) know where home is\b/, 'urgent'],
    [/\b(can't|cannot|don't|do not) (remember|recall) (where i am|who i am|how i got here|where i live|my (own )?(address|name))\b/, 'urgent'],
    [/\b(don't|do not|can't) recogni[sz]e (this place|my (own )?(house|home|room|kitchen|street)|anyone|anything|where i am)\b/, 'urgent'],
    [/\b(i'm|i am|i feel|i've been|i have been|feeling) (so |very |really |all |a bit |terribly |quite )?(confused|muddled|mixed up|disoriented|disorientated|foggy)\b(?! (by|about|over|with|at|as to|what to)\b)/, 'check'],
    [/\b(i'm|i am) (so |very |completely )?lost\b(?! ((in|for) (a|the|this|my|thought|words)|without|at|with|when it comes|on)\b)/, 'check'],
    [/\b(can't|cannot|don't) remember (what day it is|what year it is|if i|whether i|what i was doing)\b/, 'check'],
    [/\bwho are you( again)?\b.{0,30}\b(where|what am i|why am i)\b/, 'check'],
    [/\b(don't|do not) (know|understand) (whose (house|home|room|bed) this is|how i got here|what's happening|what is happening( to me)?|what is going on|what's going on)\b(?! (in|on|with|at) (the|that|this|those|these|his|her|their|my)\b)/, 'urgent'],
    // Sudden: her mind gone blank or strange all at once.
    [/\b(suddenly|all of a sudden|out of nowhere)\b.{0,30}\b((can't|cannot|couldn't) (remember|think|understand|make sense of|follow) (anything|a thing|what|where|who|how)|(gone|went|go) (all )?(blank|strange|muddled|foggy|fuzzy)|confused|muddled|don't know where i am)\b/, 'urgent'],
    [/\b(can't|cannot|couldn't) make (any )?sense of (anything|it all|what's (happening|going on)|where i am|things|my (head|thoughts))\b/, 'check'],
    [/\b(now|suddenly|all of a sudden) nothing (looks|seems|is) (familiar|right)\b|\bnothing (looks|seems) familiar (round|around|out) here\b/, 'urgent'],
    [/\b(not sure|no idea|don't know|do not know|can't tell|couldn't tell( you)?|can't tell you|couldn't say) (what|which) (day|month|year|season) (it is|we're in|we are in)\b(?!.{0,40}\b(half the time|since i (retired|stopped work)|retired|every day's|ha ha|haha|most days|these days|all the same|all roll|with|what with|because|since)\b)/, 'check'],
    [/\b(don't|do not|can't|cannot) recogni[sz]e (this|the|my) (room|house|home|place|kitchen|bedroom|flat|street|surroundings)\b/, 'urgent'],
    [/\b(this|it) (isn't|is not|doesn't look like|doesn't seem like) my (house|home|room|bed|flat|street|road|town|door|garden|area|village|stop|kitchen|bedroom|lounge|living room|sitting room|bathroom|chair|own (house|home|kitchen|room|bed))\b/, 'urgent'],
    [/\bwhere (have|did) they (taken|take|put|brought|bring) me\b/, 'urgent'],
    [/\b(in a (terrible |real |bit of a |right )?(muddle|fog|daze|state)|befuddled|bewildered|all at sea|my head is (all )?(foggy|fuzzy|muddled|cloudy)|(getting|got|get|getting very|getting all) (confused|muddled|mixed up)( up)?)\b(?! (with|about|over|by|on|at|as to|between)\b)/, 'check'],
    [/\b(can't|cannot|couldn't) (think|see) (straight|clearly|properly)\b|\bmy (mind|brain|head) (is|has gone|feels|went) (all )?(fuzzy|foggy|muddled|scrambled|blank|not working|all over the place)\b(?! (with|because|over|about|planning)\b)/, 'check'],
    [new RegExp(`\\b(who|whose) (are|is) (these|those|this|that) (people|men|man|woman|strangers)\\b.{0,30}\\b(${MY_HOME}|my house)`), 'urgent'],
    [/\b(don't|do not|can't|cannot) (know|tell|work out|remember|recall) (what|which|whose) (house|home|room|place|town|city|bed|building) (i'm|i am|this is|it is|we are|we're)( in)?\b/, 'urgent'],
    [/\b(don't|do not|can't|cannot) recogni[sz]e (any of )?(these|those|the|this) (streets?|roads?|houses|places?|area|shops|people|faces)\b/, 'urgent'],
    [/\b(don't|do not|can't|cannot) remember (turning|putting|leaving|switching|doing|taking|going|getting|coming|how i|when i|why i)\b/, 'check'],
    [/\b(don't|do not|can't|cannot) remember (ringing|phoning|calling|saying|telling|making|buying|ordering|writing|signing|putting|bringing)( (her|him|them|you|it|that|those|these|this|any of (it|that)))?(?= *([.!?,]|$| at all| any of it| a thing))/, 'check'],
    [/\b(i'm|i am) not making (any )?sense\b|\b(couldn't|can't|cannot|could not) find my way (home|back)\b|\bgot lost (on the way|going|coming|walking) (home|back|to|from)\b/, 'check'],
    [/\b(keep|kept|keeps) (forgetting|losing track of) (what day|the day|the date|what year|where i(?!('ve| have)? (put|left) (my|the) (glasses|specs|reading glasses|keys|purse|pen|phone|remote|handbag|bag|book))|who|my own|the days|my days)\b/, 'check'],
    [/\b(three|four|five|several|\d) times\b.{0,30}\b(forgot|forgotten|forgetting|didn't remember)\b|\b(keep|kept|keeps) (forgetting|not remembering) (i've|i had|that i('ve| had)?|i'd) (just )?(put|turned|done|eaten|had|taken|switched|left)\b/, 'check'],
    // Confusion shown, not named (the blind round P): living in an earlier time, someone there who is not, things done she has no memory of, the day or the caller not known.
    // A parent (long gone at her age) or a husband at the works expected home, children due in from school: not said as a memory ("always had the dinner on").
    [new RegExp(`\\b(for|waiting (on|for)|expecting) ${PARENT}\\b.{0,40}\\b(she|he)('ll| will| should|'s due to)( be)? (in|home|back)\\b|^(?!.*\\b(god rest|rest (his|her) soul|passed|late|would have been|used to)\\b).*\\b${PARENT}('ll| will| is going to)( be)? (cross|furious|worried|wondering where i am|wanting (her|his|their) (tea|dinner|supper)|expecting me|looking for me|waiting|(home|in|back)(?= *([.!?,]|$| soon| any| from| for| off| at| by| now| later| shortly| tonight| directly| in a (minute|bit|moment))))\\b(?! (in|from) (the |his |her )?(grave|hospital|home)\\b)(?!.{0,20}\\b(turning|spinning)\\b)`), 'check'],
    [/\b(late|due) (home|back|in) from (the |his |her )?(works|pit|mill|docks|shipyard|yard|factory|foundry|shift)\b|\b(waiting (for|on) the (bus|tram|train)|getting ready|get ready|got ready|my coat on)\b.{0,30}\b(to|for) (the )?(mill|pit|works|factory|foundry|docks|shift)\b/, 'check'],
    [/^(?!.*\b(grand\w*|minding|babysit\w*|school run|nursery|pick (them|him|her) up|collect (them|him|her)|fetch (them|him|her))\b).*\b(waiting (on|for)|expecting|watching for) (the |my |our )?(kids|children|boys|girls|little ones|bairns|weans|youngsters|lads|lasses)\b.{0,30}\b(in|home|back) from school\b/, 'check'],
    [new RegExp(`\\b${PARENT}\\b.{0,60}\\b(he|she)('ll| will)( be)? (in|home|back|along|round)\\b( \\w+){0,4} (soon|any minute|any moment|shortly|in a bit|for (his|her|their) tea|directly|presently)\\b`), 'check'],
    [/^(?!.*\b(grand\w*|minding|babysit\w*|school run|nursery|pick (them|him|her) up|collect (them|him|her)|fetch (them|him|her))\b).*\b(children|kids|boys|girls|little ones|bairns|weans|youngsters)\b.{0,40}\b(when (they're|they are|they get)|('ll| will) be|'re due) (back|home|in) from school\b/, 'check'],
    // Someone in the house no one else sees: on the bed, in the loft or the spare room, there for days, saying nothing.
    [/\b(man|woman|lady|girl|boy|child|children|people|men|soldiers|folk|family|kids|someone|somebody)\b.{0,30}\b(in|up in|under|on|at the (end|foot) of|living in|living up in) (my|the) (loft|attic|back bedroom|spare room|spare bedroom|front bedroom|back room|box room|front room|wardrobe|cellar|roof|walls?|bed|airing cupboard|shed|garage)\b.{0,60}\b(all week|for days|for weeks|every night|all night|won't (say|go|leave|speak|answer)|who let (him|her|them) in|(nobody|no one) (else )?(can|will|believes)|don't know who|never (invited|asked|let) (them|him|her))\b/, 'check'],
    [/\b(man|woman|lady|girl|boy|child|children|people|soldier|figure)( who)? (sits?|stands?|comes?|appears?|sleeps?|sitting|standing) (in|on|at|by) (my|the) (chair|bed|settee|sofa|kitchen|room|corner|window|stairs|landing|doorway)\b.{0,60}\b(never (says|speaks|said)|doesn't (say|speak)|won't (say|speak)|says nothing|not a word|every (night|evening)|in the evenings|at night|nobody (else )?(sees|can see))\b/, 'check'],
    [/\b(man|woman|lady|boy|girl|child|children|people|someone|somebody|figure)\b.{0,10}\b(keeps?|kept) (coming|walking|getting|wandering) (in|into) (my|the) (bedroom|room|kitchen|front room|house)\b.{0,50}\b(at night|every night|in the night|standing|sitting|staring|watching)\b/, 'check'],
    [/\b(man|woman|lady|boy|girl|child|people|someone|somebody|figure)\b.{0,10}\b(keeps?|kept) (sitting|standing|appearing|turning up|coming)\b.{0,40}\b(end of (the|my) (table|bed)|in the corner|by the (window|door|wardrobe|bed)|there now|can you see (her|him|them))\b/, 'check'],
    // Someone she sees that others say is not there.
    [/\b(my \w+|they|he|she|everyone|everybody|the \w+) (says?|said|tells? me|told me|insists?|swears?|keeps? saying) (that )?(there's|there is|there was|there are|there were|there's been) (nobody|no one|no-one|nothing|no (man|woman|children|kids|people|one|cat|dog)) (there|in the|in my|here|at all)\b/, 'check'],
    // Told of something she did that she cannot remember doing.
    [/\b(no|not any|not the slightest|not a) (memory|recollection)\b( of (doing|putting|making|ringing|saying|telling|turning|buying|writing|it|that|them)( it| that| them)?)?(?= *([.!?,]|$| at all))/, 'check'],
    [/\b(apparently|(says|said|tells me|told me|reckons) (that )?i)\b.{0,60}\b(don't|do not|can't|cannot|didn't) (remember|recall)\b/, 'check'],
    [/\bwhat('s| is) (today|the day today)\b(?!'s| (like|for|then|on))|\b(i've|i have|i) (completely |totally |clean )?lost (all )?track( of (the )?(days?|date|week|what day it is))?( entirely| completely| altogether)?(?= *([.!?,]|$))/, 'check'],
    [/^((sorry|oh|only|but|well),? )*i (thought|was sure|could have sworn) (it was|today was|today's) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b(?!'s| (night|morning|afternoon|when|that|the|because|you|we))/, 'check'],
    [/\b(don't|do not|can't|cannot) (know|remember|place) (who you are|who this is|your voice)\b.{0,40}\b(have we met|do i know you|should i know you|are you (my|one of)|remind me)\b/, 'check'],
    // The day asked again, or the caller taken for someone of hers.
    [/\bwhat (day|month|year) (did you say|is it again|was it again|did you say it (is|was))\b|\bis it (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b.{0,40}\bi thought it was (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/, 'check'],
    [/\bare you (my|our) \w+'s (girl|boy|lad|lass|wee one|little one|daughter|son|eldest|youngest)\b/, 'check'],
    [near("who('?s| is| are) (this|that|you|it|calling|speaking)( again)?", "are you (my|our) (\\w+'s )?(daughter|son|girl|boy|lad|lass|niece|nephew|sister|brother|cousin|grandson|granddaughter|husband|wife|mother|mum|mam)", 40), 'check'],
  ],
];

export const wellbeing: KindRules = [
  'wellbeing',
  [
    [/\bmy (knee|knees|hip|hips|back|shoulder|shoulders|joints|feet|foot|legs|neck|hands|wrist|ankle)\b.{0,20}\b(stiff|sore|aching|achy|ache|aches|painful|hurts|hurting|playing up|giving me trouble|bad|swollen)\b/, 'note'],
    [/\b(didn't|did not|haven't been|have not been|not|can't|cannot|couldn't) (sleep|sleeping)( (well|much|very well|at all|properly|great))?\b/, 'note'],
    [/\b(poor|bad|terrible|awful|restless) (night|night's sleep|sleep)\b/, 'note'],
    [/\b(no|not much|lost my|haven't much|haven't got much of an?) appetite\b/, 'note'],
    [/\b(i'm|i am|i feel|i've been|feeling) (so |very |a bit |a little |quite |rather |terribly )?(lonely|down|low|blue|sad|depressed|miserable|anxious|worried sick)\b/, 'note'],
    [/\b(a |bit of a |bad |nasty )?(headache|cold|cough|sore throat|upset stomach|tummy bug)\b/, 'note'],
    // Low spirits that last: crying most days, low all the time (the family hears it in the Moment; the companion stays with it).
    [/\b(crying|cry|cried|in tears|weeping|tearful) (most|every|all|half the) (days?|nights?|mornings?|evenings?|the time|week)\b|\b(low|down|miserable|sad|fed up|flat) (all the time|most of the time|every day|most days|for weeks|for months)\b/, 'note'],
    [/\bdoctor'?s? (appointment|visit)|\bhospital appointment\b/, 'note'],
  ],
];
