import type { KindRules } from '../concern.js';
import { A_PERSON, FAMILY, MY_HOME, near } from './words.js';

/** Other people: someone in the house, someone hurting her, someone after her money. Each rule names a kind of trouble; the matcher (../matcher.ts) weighs the sentence around it. */
export const intruder: KindRules = [
  'intruder',
  [
    // Someone watching the house, a door found open she had locked (the blind round O: home-security worries missed).
    [/\b(someone|somebody|a man|a woman|a (van|car)|men|a bloke|a fella)\b.{0,50}\b(watch\w*|hang\w* (about|around)|lurk\w*|sitting outside|parked outside)\b.{0,40}\b(the|my) (house|home|flat|door|windows?)\b|\b(watch\w*|eyeing up) (the|my) (house|home|flat)\b/, 'check'],
    [/\b(found|came down to|noticed) (the |my )?(back |front |side )?(door|gate|window)\b.{0,20}\b(open|unlocked|ajar|wide open)\b.{0,50}\b(locked|lock|shut|closed) it\b/, 'check'],
    // Heard, not seen (the blind round of 2026-11-27, set M): several of them in the house, her hiding from them.
    [/\b(two|three|four|several|some|a couple|a gang|a group|a few) (of )?(them|men|lads|people|blokes|youths|strangers)( are| is|'re)? (in|inside|downstairs in|upstairs in|walking round|going through) (the|my) (house|home|flat|kitchen|hall|hallway|rooms?|bedroom|lounge|drawers)\b|\b(there is|there are|there's) (two|three|four|several|some|a couple|a gang|a group|a few) (of )?(them|men|lads|people|blokes|youths|strangers) (in|inside)\b/, 'urgent'],
    [/\b(locked|shut|barricaded|hiding|hid|hidden) (myself )?(in|under|behind) (the|my) (bathroom|bedroom|loo|toilet|wardrobe|cupboard|bed|door)\b.{0,40}\b(them|they|he|someone|somebody|men|people|burglars?|intruders?)\b|\b(them|they|he|someone|somebody|men|people|burglars?|intruders?)\b.{0,60}\b(locked|shut|barricaded|hiding|hid) (myself )?(in|under) (the|my) (bathroom|bedroom|loo|toilet|wardrobe|cupboard|bed)\b/, 'urgent'],
    // Signs of a break-in found afterwards.
    [/\b(door|window|lock|back door|front door|shed)( has| had| was| is)? (been )?(forced|jemmied|smashed|kicked in|prised( open)?|broken( into| open)?)\b/, 'check'],
    // Someone outside who watches or will not leave: at the window, in the garden, at the gate.
    [/\b(a |some |this |that |the same )?(man|fella|fellow|chap|bloke|lad|lads|men|boys|youths|someone|somebody|stranger|strangers|woman|person) (was |is |were |are |'s |has been |have been |keeps |kept )?(peering|peeping|prowling|lurking|loitering|snooping|staring) (in |into |through |round |around |at |about )?(my|the) (letterbox|letter box|window|windows|door|house|garden|back|gate|curtains|car)\b/, 'check'],
    [/\b(a |some |this |that )?(man|fella|fellow|chap|bloke|lad|lads|men|boys|youths|someone|somebody|stranger|strangers|people) (is |are |'s |has been |have been |keeps )?(in|round|outside|at|by|hanging (about|around)( in| at| by)?) (the|my) (garden|back|yard|window|windows|door|gate|drive|path|porch)\b.{0,40}\b(looking in|peering|staring|won't (go|leave|go away)|trying|watching|hanging (about|around))\b/, 'check'],
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
    [new RegExp(`\\b(${A_PERSON}|some guy|some man|some fella|some fellow|some woman|some kid|some kids|this guy|this man) (is |are |was |were |has been |have been |keeps |keep )?(breaking|broke|broken|getting|got|forcing (their|his|her|a) way|climbing|trying to (get|break|climb|force (their|his|her) way)) (in|into|through)( (my|the) (house|home|flat|window|door|back door|front door|garage))?\\b`), 'urgent'],
    [new RegExp(`\\b(${A_PERSON}|(two|three|some|a couple of|a few|a gang of) (lads|men|boys|youths|people|kids|blokes))\\b.{0,40}\\b((come|came|got|get|climbed|broke) in (through|by|via)|going through my|rummaging|taking my (things|stuff|tv|telly|jewell?ery|money)|in my (drawers|cupboards|things|bedroom))`), 'urgent'],
    [/\b(watching|following|casing|hanging around) (me|the house|my house|my flat|my home|my door)\b/, 'check'],
    [/\b(heard|hear|hearing) (the|my) (back |front |kitchen |side )?(door|window|gate|latch|letterbox)( go| open| opening| bang| banging| click| rattle| rattling| creak)\b/, 'check'],
    [/\b(smashed|broken|broke|forced|kicked in|jimmied|cracked|put (a brick|something) through) (my|the|a) (\w+ ){0,4}(window|door|lock|glass|pane)\b(?!.{0,30}\b(ball|football|kids|wind|storm|years ago|last year)\b)/, 'urgent'],
    [/\b(a man|a woman|someone|somebody|a stranger|strangers|people|men|a lad|lads|a figure)( is| are|'s)? (in|round|around|at|by|lurking in) (my|the) (back |front )?(garden|yard|shed|drive|driveway|porch|side|gate|bins)\b/, 'check'],
    [new RegExp(`\\b(${A_PERSON}|he|she|they)\\b.{0,30}\\b(walked|came|barged|pushed|forced|let (himself|herself|themselves)|just walked|just came) (in|into|his way in|her way in|their way in)\\b.{0,60}\\b(won't (leave|go)|will not (leave|go)|refuses to (leave|go)|don't know (him|her|them))\\b`), 'urgent'],
    [/\b(says|said|saying|claims|claimed) (he's|he is|she's|she is|they're|they are|to be) from the (water board|council|gas board|electric board|gas|electric|water company|police)\b/, 'check'],
    [/\b(someone|somebody|a man|a woman|people)\b (has |have )?been in (the|my) (house|home|flat|room|bedroom|kitchen)\b/, 'check'],
    [/\b(someone|somebody|a man|a woman|people|a person|men)\b (is |are |was |were |keeps |kept )?(knocking|banging|tapping|rattling|trying)\b.{0,20}\b(door|doors|window|windows)\b/, 'check'],
    [/\b(someone|somebody|a man|a woman|people|a person)\b.{0,30}\bwho (shouldn't|should not|isn't supposed to|is not supposed to|has no (right|business)) (to )?be (here|there|in)\b/, 'urgent'],
    [/\b(there is|there's) (a man|a woman|someone|somebody|a stranger|people) (in|inside) (my|the) (house|home|flat|kitchen|bedroom|living room|lounge|hall|bathroom)\b/, 'urgent'],
    [/\b(a man|a woman|someone|somebody|a stranger|people)\b.{0,30}\b(trying|rattling|trying to open|pulling at) (my|the) (back |front |kitchen |bedroom )?(door|doors|window|windows|handle|lock)\b/, 'check'],
    [/\b(hear|heard|hearing|can hear) (someone|somebody|people|a man|voices|footsteps) (moving|walking|creeping|going|talking|banging)( about| around)?\b/, 'check'],
    [/\b(a man|a woman|someone|somebody|a stranger)\b.{0,30}\b(won't go away|won't leave|keeps knocking|keeps coming back|won't stop knocking)\b/, 'check'],
    // Someone in the house now, in any words ("someone's downstairs", "there are two lads in the kitchen").
    [new RegExp(`\\b(${A_PERSON}|(two|three|some|a couple of) (lads|men|boys|youths|people|blokes))( is| are|'s| has been| have been)( still)? (${MY_HOME}|in the (hall|hallway|landing|conservatory|porch|back room|spare room))\\b`), 'urgent'],
    // Forcing a way in, or past her.
    [/\b(pushed|barged|shoved|forced|muscled) (his|her|their|its) way (in|into|past)|(pushed|barged|shoved|elbowed) (past|by) me\b/, 'urgent'],
    [/\b(trying to|tried to|is trying to|are trying to) (force|prise|prize|jimmy|break|smash|kick|lever) (open |in )?(the|my|a) (\w+ )?(window|door|lock|latch|gate)\b/, 'urgent'],
    // Her door or window forced, said of the door: "the door's been kicked in" (an old story is the story frame's to hear).
    [/\b(my|the) (front |back |kitchen |side |patio |bedroom )?(door|window|lock|glass)( has| have|'s| was| were| is| got)? (been |just been |just )?(kicked in|smashed( in)?|forced( open)?|broken( in| open)?|jimmied( open)?|bashed in|prised open|prized open)\b(?!.{0,30}\b(ball|football|kids|wind|storm|years ago|last year)\b)/, 'urgent'],
    // A place of hers broken into: told after the fact, worth a question.
    [/\b(my|the) (\w+ ){0,2}(shed|garage|car|house|home|flat|apartment|place|van|summer ?house|garden room)( has| was| got|'s)? (been )?(broken into|burgled|robbed|ransacked|trashed)\b/, 'check'],
    // Someone taking her things now.
    [/\b(they're|they are|he's|he is|someone's|somebody's|someone is|somebody is) (taking|stealing|grabbing|carrying off|carrying out|loading up) (all )?(my|the) (things|stuff|tv|telly|jewell?ery|money|purse|handbag|silver|valuables|television)\b/, 'check'],
    // A break-in heard: glass breaking, a window going, the lock worked at.
    [/\b(heard|hear|hearing|can hear) (the |a |some |my )?(\w+ )?(glass|window|windows|pane|door) (break|breaking|smash|smashing|shatter|shattering|go|going|being forced)\b(?!.{0,30}\b(tv|telly|television|film|movie|programme|show|kids|ball)\b)/, 'urgent'],
    [/\b(someone|somebody|a man|some guy|some man|a guy|a stranger|they|he)( is|'s| are|'re| keeps| kept)? (jiggling|picking|fiddling with|working at|trying|trying to open|messing with) (the|my) (lock|locks|door ?handle|doorknob|knob)\b/, 'urgent'],
    // Someone moving about the house when she is alone in it.
    [near("(walking|moving|creeping|stomping|banging) (around|about)|footsteps|someone (upstairs|downstairs|in the (basement|cellar|attic))", "only one (home|here|in the house)|live (alone|on my own|by myself)|(i'm|i am) (alone|on my own|by myself)|nobody else (is )?(home|here|in the house)", 60), 'urgent'],
    // Someone let in on a pretext who walked further in than asked.
    [/\b(walked|came|barged|let (himself|herself|themselves)|strolled|marched) (right )?(in|into (my|the) (house|home|kitchen|bedroom|living room))\b.{0,20}\b(without (asking|knocking|permission|being (asked|invited))|uninvited)\b/, 'urgent'],
    // Found after the fact: a door she locked standing open, her packages taken.
    [/\b(door|window|gate)( was| is|'s)? (wide )?open\b.{0,60}\b(i (know|knew|'m sure|am sure|definitely|always|did) (i )?(lock|locked|shut|close|closed)|i never (leave|left) it open)\b/, 'check'],
    [/\b(took|taken|stole|stolen|swiped|pinched|nicked) (the |my )?(packages?|parcels?|deliveries|mail|post)( off| from)?\b/, 'check'],
    // Heard going through her things.
    [/\b(hear|heard|can hear|hearing) (them|him|her|someone|somebody|people) (going through|rummaging (in|through)|opening|pulling out) (my|the) (drawers|cupboards|things|bag|handbag|purse|wardrobe|desk)\b/, 'urgent'],
  ],
];

export const abuse: KindRules = [
  'abuse',
  [
    // A plea said under threat: she cannot talk because he is near, or must whisper (the blind round P).
    [/\b(can't|cannot) (talk|speak)( (now|long|properly|for long|freely))?\b.{0,40}\b(he's|she's|they're|he is|she is|they are) (in the next room|listening|here|downstairs|upstairs|in the (kitchen|hall|other room|next room))\b|\b(have to|got to|must|having to|i'm|i am) whisper(ing)?\b.{0,60}\b(he|she|they|hurt|listening|hear)\b|\b(he'll|she'll|they'll|he will|she will|they will) (hurt|kill|hit|batter|beat) me if\b/, 'urgent'],
    // Control and neglect, not only violence (set M): her phone kept from her, no wash for days, threats tied to money or a home.
    // Rough handling excused ("but they're all busy"), papers signed in a hurry (the blind round O).
    [new RegExp(`\\b(the )?(${FAMILY}|carers?|(girl|lady|woman|man|lad|one)s? (who|that) comes?( in)?)('s| is| are| was| were| can be| gets| get)( a bit| very| ever so| quite| awfully| really)? (rough|heavy-handed|sharp|impatient)\\b`), 'check'],
    [/\b(had|made|got|rushed|hurried) me (to )?sign\b|\bsign(ed)? (some|the|these|those|a load of) (papers|forms|documents)\b.{0,40}\b(hurry|rush\w*|didn'?t (really )?(read|understand)|without reading|not sure what)\b/, 'check'],
    // Threats to her life or body, said as told ("he said he'd finish me off"), and blows the list below did not name (the blind round N: abuse played down).
    [/\b(he|she|they|\w+) (said|says|told me|has told me|threatened|threatens|swore|swears|keeps saying)( that)? (he'd|she'd|they'd|he'll|she'll|they'll|he would|she would|they would|he will|she will|they will|to) (kill|murder|strangle|smother|finish|batter|hurt|hit|beat|do for|knife|stab)( me| me off| me in)?\b(?! if i (ate|eat|touch\w*|had|finish\w*|us\w*|pinch\w*|nick\w*|borrow\w*|mov\w*|sat|sit|forgot|lost|broke|spent|scratch\w*|dent\w*|drank|drink)\b)(?!.{0,60}\b(cheeky|joking|joke|teas\w*|kidding|laugh\w*|monkey|rascal|bless (him|her))\b)/, 'urgent'],
    [new RegExp(`\\b(he|she|they|my ([a-z]+'s )?${FAMILY}|the ${FAMILY}|the (lady|man|woman|girl|lad|carer) who (comes|helps)( in| me)?) (has |have |keeps |always |often )?(bruised|marked|burned|burnt|cut|scratched|scalded|twisted) my (arms?|legs?|face|wrists?|hands?|back|neck|fingers)\\b`), 'urgent'],
    [/\b(he'll|she'll|they'll|he will|she will|they will|he'd|she'd|they'd|he would|she would|they would|going to) (put|see) me (in the ground|in my grave|six feet under|in a box|in the cemetery)\b/, 'urgent'],
    [new RegExp(`\\b(he|she|they|someone|somebody|my ([a-z]+'s )?${FAMILY}|the ${FAMILY}|the (lady|man|woman|girl|lad) who (comes|helps)( in| me)?) (has |have |had |keeps |always |sometimes |often )?(punch|punched|punches|strangled|strangles|choked|chokes|throttled|throttles|pinned|pins|bit|bites|scratched|scratches|burnt|burned|burns|stamped on|stamps on|elbowed|headbutted|smacked|smacks|thumped|thumps|whacked|whacks|belted|belts|battered|knocked) me\\b`), 'urgent'],
    [/\b(punched|thumped|whacked|smacked|belted|strangled|throttled|choked|kicked|slapped|hit|beaten|battered) (me )?(in|on|round|across) (the|my) (face|head|ribs|stomach|belly|back|eye|mouth|chest|neck)\b|\bby the (throat|neck|hair)\b|\bblack eye (where|from|off|after) (he|she|they|him|her|them)\b/, 'urgent'],
    [near("(he|she|they)('s| has| have|'ve| is| are)? (got|holding|waving|picked up|grabbed) (a|the|his|her|their) (\\w+ )?(knife|gun|hammer|bat|poker|stick|bottle)", "drinking|drunk|locked myself|hiding|hid|scared|frightened|terrified|shouting|screaming|threaten\\w*|coming (for|at) me|at me|daren't", 60), 'urgent'],
    // Her aids or her food kept from her, or left lying wet (the blind round S: neglect and control, not only blows).
    [/\b(keeps?|kept|takes?|took|taken|hides?|hid|hidden|locks? away|locked away|put|moved) (away )?my (walking )?(frame|walker|zimmer|stick|wheelchair|hearing aids?|glasses|teeth|dentures)( away| out of (my )?reach| where i can't (get|reach) (it|them))?\b(?!.{0,30}\b(to (fix|mend|clean|repair|be (fixed|mended|repaired))|for (a |the )?(service|repair|clean))\b)/, 'check'],
    [/\b(won't|will not|doesn't|does not|don't|never) (let me (have|eat)|give me) (anything|enough|much|any(thing)?) (to eat|food|to drink)\b|\b(won't|will not|doesn't|don't) let me (have|eat) (anything|my (dinner|tea|lunch|food)) (till|until|unless)\b/, 'check'],
    [/\b(left|leave|leaves|leaving) me (lying |sitting )?(in|on) (a |my |the )?(wet|soaked|soaking|soiled|dirty|wet through|cold)( \w+)? (bed|pad|sheets|nightie|nightdress|clothes|chair|floor)\b|\b(haven't|hasn't|have not|has not|not been|never) (washed|bathed|changed|showered|cleaned) (me )?(for|in|since) (days|over a week|a week|weeks|\w+ days|ages)\b|\b(carers?|they|agency)\b.{0,30}\b(haven't|hasn't|have not|has not|didn't|never) (washed|bathed|changed|showered) me\b/, 'urgent'],
    [/\b(keeps?|kept|takes?|took|taken|hides?|hid|hidden|locks? away|locked away|locked up|has taken) (away )?my (phone|mobile|telephone)\b(?!.{0,30}\b(to (fix|charge|sort|mend|set (it )?up|look at|update)|for (me|a (repair|fix)))\b)|\b(won't|will not|doesn't|does not|don't) let me (ring|call|phone|see|talk to|speak to|go out|have my (phone|money|pension))\b/, 'check'],
    [/\b(nobody|no one|no-one|not a soul|they|the carers?|she|he) (has |have |hasn't |haven't |didn't |did not )?(given me a wash|washed me|helped me (wash|bath|bathe)|changed me|changed my (pad|sheets|clothes)|bathed me)\b.{0,30}\b(days|a week|weeks|since|in ages|for ages)\b/, 'check'],
    [/\b(if i (don't|do not|won't|will not) (sign|give|hand over|pay|lend|do what)).{0,60}\b(put me in a home|throw me out|hit me|hurt me|leave me|stop (my|bringing|coming))\b|\b(put me in a home|throw me out|hit me|hurt me)\b.{0,60}\b(if i (don't|do not|won't|will not)|unless i) (sign|give|hand over|pay|lend|do what)\b/, 'check'],
    [near("if i don't|unless i|or else|otherwise", "(he'll|she'll|they'll|he will|she will|they will|he would|she would) (put me in a home|throw me out|kick me out|stop (my|me)|take (my|the)|hurt|hit|leave me|not let)", 60), 'urgent'],
    [/\bsign (the|my) (house|home|will|money|savings|bank|pension|flat) over\b/, 'check'],
    [new RegExp(`\\b(he|she|they|someone|somebody|my ([a-z]+'s )?${FAMILY}|the ${FAMILY}) (is |are |has been |have been |keeps |keep |always |sometimes |often |was |were )?(hit|hits|hitting|hurt|hurts|hurting|beat|beats|beating|push|pushes|pushing|pushed|shove|shoves|shoved|grab|grabs|grabbed|slap|slaps|slapped|kick|kicks|kicked|pinch|pinches|pinched|shakes|shook|tie|ties|tied|lock|locks|locked) me\\b`), 'urgent'],
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
    // Her own money kept from her, papers she is made to sign.
    [/\b(won't|doesn't|don't|never|wouldn't) (let|allow) me (to )?(have|touch|see|spend|get at|keep|use|look at|draw|go near) (any of |a penny of )?(my )?(own )?(money|pension|bank card|card|savings|account|cash|benefits|bank book|statements)\b/, 'check'],
    [/\b(made|makes|making|tried to make|trying to make|wants me to|keeps (on at me|asking me) to|pressur\w* me to|pushing me to) (me )?sign\b/, 'check'],
    // The carer who leaves her, is rough with her, does not come.
    [new RegExp(`\\b(the )?(${FAMILY}|carers?|(girl|lady|woman|man|lad|one)s? (who|that) comes?( in)?|agency)( \\w+){0,3} (left|leaves|leaving|leave) me (in|without|lying|sitting|on|wet|soaked|cold|dirty|hungry|unwashed)\\b`), 'urgent'],
    [new RegExp(`\\b(the )?(carers?|(girl|lady|woman|man|lad|one)s? (who|that) comes?( in)?|agency)( \\w+){0,3} (didn't|doesn't|don't|never|hasn't|haven't|won't|forgot|forgets|forget) (come|came|turn up|turned up|show|showed|change|changed|wash|washed|feed|fed|give|gave|bother)\\b`), 'check'],
    [new RegExp(`\\b(the )?(${FAMILY}|carers?|(girl|lady|woman|man|lad|one)s? (who|that) comes?( in)?)( \\w+){0,3} (is|are|was|were|gets|get|can be|has been) (a bit |very |ever so |so |quite |awfully |terribly )?(rough|sharp|impatient|short|heavy-handed|cruel|spiteful)( with me| to me| when)\\b`), 'check'],
    [/\b(manhandl\w*|yank\w* me|tugg\w* me|pinch\w* me|dragg\w* me)\b/, 'check'],
    [/\b(calls|called|calling) me (stupid|useless|names|an idiot|a burden|worthless|a nuisance|a waste of space|horrible names)\b/, 'check'],
    [/\bbruises\b.{0,40}\b(he|she|they|him|her|them|my (son|daughter|carer|grandson|husband|nephew)|the (carer|lady|man))\b/, 'check'],
  ],
];

export const scam: KindRules = [
  'scam',
  [
    // Coached to lie at the counter (the blind round P): at the bank now, taking money out, told what to say it is for or not to say.
    [near("(at|in) the (bank|building society|post office|counter|queue)|taking (\\w+ )?(money |cash |it )?out|withdraw\\w*|draw(ing)? (it |the money |\\w+ )?out", "(told|tells|said|says|telling) (me )?(not )?to (tell|say)|(not to|mustn't|must not|shouldn't|don't) (say|tell (them|anyone|the \\w+)) (\\w+ ){0,3}(what|why)|(tell|say to) (them|the (girl|cashier|lady|teller|man|bank|clerk))( it's| its| that it's)? (for|it's for)|(say|tell them) it's for", 80), 'urgent'],
    // Money to someone met online, said with a name and a story ("Richard that I met on the computer needs money for his flight").
    [/\b(friend|man|gentleman|fella|chap|lady|woman|someone|somebody|boyfriend|sweetheart|soldier|doctor|engineer)\b( \w+){0,3} (that |who )?(i )?(met|chat(ted)? to|chat with|talk(ed)? to|been (chatting|talking|writing) to) (on |over )?(the )?(computer|internet|facebook|online|whatsapp|a dating \w+|dating \w+|an app|instagram)\b.{0,80}\b(money|cash|fees?|flight|fare|ticket|loan|customs|visa|hospital bill|sent (him|her) (some|\w+ (pounds|dollars|hundred|thousand)))\b/, 'check'],
    // A fee first for money she is told is hers (advance fee): an inheritance from abroad, a prize, a refund.
    [/\b(have to|need to|must|got to|asked to|told to|they want me to) (pay|send|transfer|wire) (the |a |an |some )?([a-z']+ )?(fee|fees|charge|tax|duty|costs?|release money) (first|up ?front|before (i|they|it|the money|the prize|i can|they can))\b/, 'check'],
    [/\b(come into|left|inherited|due) (an |a |some )?(inheritance|legacy|fortune|money|estate)\b.{0,30}\b(from (nigeria|abroad|overseas|spain|ghana|america|a (man|woman|relative|person) i (never|don't)))\b/, 'check'],
    [/\b(online|internet|facebook|computer|whatsapp|dating site) (boyfriend|friend|gentleman|man|sweetheart|fella|fiance|fiancé|partner|soldier)\b.{0,60}\b(needs?|wants?|asked|asking|send|sent|money|thousand|hundred|pounds|dollars|visa|fees?|flight|ticket)\b/, 'check'],
    [near("(i|i've) (met|been (chatting|talking|writing) to|chat(ted)? (to|with)|got talking to)( (him|her|them))? (on|over) (the )?(internet|computer|facebook|online|whatsapp|a dating \\w+|dating \\w+|an app|instagram)|i met (him|her) online", "(needs?|wants?|asked( me)? for|asking( me)? for|send(ing)?|sent|lend|lent|borrow) (\\w+ ){0,3}(money|cash|pounds|dollars|thousand|hundred|fees?|operation|flight|visa|ticket)", 80), 'check'],
    // Someone she knows pressing her for loans, again and again, not paid back.
    [/\b(keeps?|kept|always|forever|still) (tapping|touching|cadging|scrounging|sponging)( me| off me)? (for|off)\b.{0,20}\b(money|cash|a loan|quid|pounds|a tenner|a fiver)\b|\b(owes|owe) me (hundreds|thousands|\w+ hundred|\w+ thousand|a fortune|a lot of money)\b/, 'check'],
    [/\b(keeps?|kept|always|forever|still) (asking|on at me|wanting|coming round|coming back|ringing)( me)?\b.{0,30}\b(to borrow (some )?(money|cash|a (tenner|fiver|twenty|few quid|hundred|bit)|\w+ (pounds|quid|dollars|hundred))|borrow (some )?money|a loan|another loan|lend (him|her|them) (some )?(money|cash|\w+ (pounds|quid))|for money|more money|for (a )?(few|couple of) (quid|pounds|hundred|bob))\b|\b(borrow\w*|lent|lend|loan)\b.{0,50}\b(not|never|hasn't|haven't|has not) (paid|given) (me )?(it |a penny |any of it )?back\b(?!.{0,20}\b(yet|till|until|friday|payday)\b)/, 'check'],
    // A trader at the door about the roof or the drive, coming back for money.
    [/\b(man|men|someone|somebody|bloke|chap|fella|lads?|workmen|builders?)\b.{0,30}\b(came|called|knocked|come|was|were) (to|at|round to) (the|my) door\b.{0,80}\b(roof|drive|driveway|gutters?|guttering|tarmac|tree|trees|chimney|windows|paving|fence|loft|damp)\b.{0,80}\b(money|pay|paid|cash|come back|coming back|deposit|quote|today|tomorrow)\b/, 'check'],
    // A friend met online who needs money, or she is at the cash machine with the caller still on the line (set M).
    [/\b(friend|boyfriend|man|gentleman|fella|someone|somebody|chap|lady)( i met)? (from|on|off|over) (the )?(computer|internet|facebook|online|the web|a dating|dating)\b.{0,80}\b(needs?|wants?|asked (me )?for|asking (me )?for|sending|send|lend|owe)\b.{0,30}\b(money|cash|\d+|hundred|thousand|pounds|dollars|gift cards?|vouchers?|a loan|the fare|his flight|the ticket)\b/, 'urgent'],
    [/\b(at|by|in front of|going to) the (cash machine|cashpoint|atm|hole in the wall|bank|post office)\b.{0,80}\b(still on the (phone|line)|on the phone (to|with)|telling me (what|how|to)|told me to (take|draw|get)|waiting on the phone)\b/, 'urgent'],
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
    [/\bsafe account\b|\b(move|moved|moving|transfer|transferred|put|putting|shift|shifting) (all )?(of )?my (savings|money|pension)\b.{0,40}\b(safe|new account|their account|protect|police|bank told)\b/, 'urgent'],
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
];
