import type { KindRules } from '../concern.js';
import { LIMB, LIMB_FAILS, near, PART } from './words.js';

/** Her body: falls, the heart, breath, a stroke, bleeding, fainting. Each rule names a kind of trouble; the matcher (../matcher.ts) weighs the sentence around it. */
export const fall: KindRules = [
  'fall',
  [
    // Falls that keep happening, hers or someone's at home with her ("she keeps falling over").
    [/\b(keeps|keep|kept|been|is|are) (falling|going over|going down|toppling|tumbling)( over| down)?\b.{0,40}\b(again|lately|a lot|all the time|twice|three times|this week|recently|more and more|every)\b|\b(keeps|keep) (falling|toppling|tumbling) (over|down)\b/, 'check'],
    // Played down from the floor, or shaky since a fall (set M).
    [/\b(down|lying|stuck|sat|sitting) on the (floor|ground|carpet)\b.{0,40}\b(getting|gone|going|got) (a bit |quite |very |really |so )?(cold|chilly|stiff)\b/, 'urgent'],
    [/\b(went over|had a fall|fell|took a tumble|came a cropper|went flying)\b.{0,60}\b(shaky|wobbly|dizzy|not right|all over the place|sore) (ever )?since\b/, 'check'],
    [/\b(can't|cannot|couldn't|could not|unable to|not able to) (get|pick myself|stand|get myself) (up|back up|off the floor|to my feet)\b/, 'urgent'],
    [/\b(i'm|i am|i've been|i have been|been) (lying |laying |sat |sitting |stuck )?(on|down on) the (floor|ground|kitchen floor|bathroom floor|carpet|rug|tiles|lino|linoleum|mat|landing|stairs|patio|path)\b/, 'urgent'],
    [/\b(my )?(legs|knees) (won't|will not|wouldn't|can't|couldn't) (hold|carry|take) (me|my weight)( up)?\b|\b(legs|knees) (went|gone|have gone|gave way|gave out) (from under me|under me|on me)\b/, 'check'],
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
    [near('slid|slipped|slithered|rolled|tumbled|sank|sunk|dropped|ended up|landed|went down|gone down|came down', '(onto|on to|to|on|down on) the (kitchen |bathroom |hall |bedroom )?(floor|ground|carpet|rug|tiles|lino|deck|patio|pavement|landing)', 30), 'check'],
    [/\bwent down like a (sack|ton|stone|log|sack of \w+)\b/, 'check'],
    [/\b(went|gone|sent me) flying (over|on|down|off|across|into|headlong)\b(?! (to|for)\b)(?!.{0,12}\b(atlantic|channel|pond|alps|sea)\b)|\b(came|fell|slipped|toppled|tumbled) off (the|a|my) (chair|stool|ladder|steps|step ?ladder|bed|settee|sofa|kerb|curb|step|wall)\b/, 'check'],
    [/\b(had|took) (a |a bit of a |a little |another |a wee )?collapse\b|\b(just|sort of|kind of) (crumpled|folded|buckled)( up)?\b|\b(ended up|found myself|i was|landed) on (all fours|my hands and knees)\b/, 'check'],
    [/\b(my )?(feet|legs|knees|pins|ankle) (went|gone|just went|have gone|shot|slid|came|slipped) (out )?(from under|from underneath|out from under|out from underneath|from beneath) me\b/, 'check'],
    [/\b(came|come|went) down (hard|heavily|with a (bump|bang|thud|wallop|crash|bang))\b|\b(had|took) (a |another |a bit of a |a little |a wee |a nasty )?(topple|header|purler|nosedive|nose dive)\b|\b(did|done|had|took) a (right |proper |real |bit of a )?(belly ?-?flop|face ?-?plant)\b(?!.{0,30}\b(pool|swim\w*|water|sea|baths|diving)\b)/, 'check'],
    [/\b(i was|i've been|i have been|i'm|i am|ended up|found myself) (sprawled|spread-eagled|flat out|in a heap) (out )?(on|across|at the (bottom|foot) of) the (floor|landing|carpet|rug|stairs|kitchen|hall|bathroom|patio|path|lawn|ground|tiles)\b/, 'check'],
    // A fall said without the word (the blind round P): idioms and slang, landing told instead of falling, coming to on the floor.
    [/\b(went|gone|go|going|goes|came) (\w+ )?(arse|ass|bum|head|base|heels) over (tit|tip|heels|teakettle|apex|elbow|head)\b(?! (in love|for)\b)/, 'check'],
    [/\b(went|gone|going|go) over on (the|a) (kerb|curb|step|steps|ice|pavement|path|cobbles|stairs|rug|mat|doorstep|edge)\b/, 'check'],
    [/\b(went|fell|landed|ended up|came down|finished up|wound up) (flat |smack |right )?on my (face|back|backside|bum|bottom|behind|rear|bahookie|arse|ass|rump|knees|side|hip)\b(?! (with|for) (the )?(flu|cold|bug|virus|covid|a bad back|my back)\b)/, 'check'],
    [/\bhit the (deck|floor|ground|lino|carpet|tiles|pavement)\b(?! running\b)/, 'check'],
    [/\b(i was|i'm|i am|found myself|ended up|left) (lying |laying )?in a (heap|crumpled heap|pile|tangle)\b/, 'check'],
    [/\b(found myself|woke up|came to|came round|ended up) (lying |laying |sprawled |flat )?(on|flat on) the (floor|carpet|rug|ground|lino|tiles|kitchen floor|bathroom floor|landing)\b|\b(lying|laying|sprawled|flat) on the (floor|carpet|rug|ground|lino|tiles)\b.{0,30}\bwhen i came (to|round)\b/, 'check'],
    [/\b(i|i've|i have) (went|gone|go) down (in|on) the (shower|bath|tub|toilet|loo|ice|patio|lawn|drive|road|kerb|curb|high street|shop|supermarket|car park|bus)\b/, 'check'],
    [/\b(took|taken|had|came|went) a (header|purler|nosedive|nose dive|wee tumble|wee fall|wee spill)\b/, 'check'],
  ],
];

export const chestPain: KindRules = [
  'chest-pain',
  [
    [/\bangina\b.{0,40}\b(more often|more and more|worse|at rest|sitting still|even (sitting|resting|in bed|when i'm sitting))\b/, 'check'],
    [/\b(spray|gtn|nitro|puffer|tablet under my tongue)\b.{0,40}\b(twice|two times|three times|again)\b.{0,40}\b(still|not gone|hasn't gone|won't go|isn't going|no better)\b/, 'urgent'],
    [/\b(chest|heart) (pain|pains|ache|is aching|aches|hurts|is hurting|feels tight|is tight|is so tight|tightness|feels heavy|is heavy|pressure|is burning|feels like it's being squeezed|feels crushed)\b/, 'urgent'],
    [/\b(pain|ache|aching|tightness|pressure|crushing|squeezing|heaviness|burning|weight)\b.{0,25}\b(in|on|across|around|of) (my|the) chest\b/, 'urgent'],
    [/\b(sitting|standing|pressing|weight|elephant|band|vice|vise) (on|around|across|squeezing) my chest\b/, 'urgent'],
    [/\bmy chest\b.{0,20}\b(tight|pain|hurts|heavy|pressure|squeez|crush)/, 'urgent'],
    [/\bheart attack\b/, 'urgent'],
    [/\bpain\b.{0,25}\b(going|goes|spreading|spreads|running|runs|shooting|shoots|moving|moves) (down|into|up|along) my (left )?(arm|jaw|neck|shoulder|back)\b/, 'urgent'],
    [/\bmy (left )?arm (and|&) (my )?(chest|jaw) (hurt|ache)/, 'urgent'],
    [/\b(palpitations|chest feels funny|funny feeling in my chest)\b/, 'check'],
    // Indigestion that will not go (hours of it, nothing shifts it): how a heart attack is often told; asked about.
    [/\b(indigestion|heartburn|wind)\b.{0,40}\b(all (afternoon|morning|day|evening|night)|since (this morning|lunch|breakfast|last night)|for (hours|(two|three|four|a few|several) hours)|won't (go|shift|ease|settle)|(isn't|is not|not) (going|shifting|easing|settling)|nothing (shifts|helps|touches) it|(gaviscon|rennies?|tums|antacids?) (didn't|don't|haven't|aren't|isn't|not) (help|work|touch)\w*)\b/, 'check'],
    [/\bmy chest (is|has been|keeps|feels|was) (hurting|aching|tight|sore|burning|heavy|painful|killing me|so tight|crushed|pounding)\b/, 'urgent'],
    [/\b(tight|heavy|crushing|squeezing|burning|gripping|pressing) (feeling|sensation|pain|band|weight) (in|across|on|around) my chest\b/, 'urgent'],
    [/\bmy (jaw|arm|left arm|neck) and (my )?chest\b/, 'urgent'],
    [/\bchest pains?\b/, 'urgent'],
    // Seen in someone with her: a hand pressed to the chest (the matcher lowers the past, the screen and the far away).
    [/\b(clutching|clutched|holding|gripping|grabbing|grabbed|clasping|rubbing|pressing on) (his|her|their|my) (chest|heart)\b(?! out)/, 'urgent'],
    [near('pain|pains|painful|ache|aches|aching|tight|tightness|pressure|heavy|heaviness|crushing|crushed|squeezing|squeezed|burning|band|vice|vise|gripping|stabbing|sharp|twinge|twinges|discomfort|funny feeling|niggle|niggling', '(my|the|in my|across my|round my|around my) (chest|heart)', 25), 'urgent'],
    // Her angina spray or tablets taken and the pain still there: urgent (the blind round P).
    [/\b(spray|sprays|gtn|nitro|glyceryl|tablets? under my tongue|angina (spray|tablets?))\b.{0,50}\b(still (tight|there|hurting|heavy|pressing|bad|going|crushing)|(not|isn't|aren't) (working|helping|touching it|shifting it)|(hasn't|haven't|didn't|won't) (gone|go|help\w*|work\w*|touch\w* it|shift\w* it|eased?)|no (better|different|difference))\b/, 'urgent'],
    [/\b(angina|gtn|nitro|my spray|heart spray|puffer)\b.{0,50}\b(twice|three times|more than usual|again and again|keeps? (coming|using)|not working|isn't working|didn't work|bad|playing up)\b/, 'check'],
    [/\bmy heart (is |has been |keeps |was |seems )?(going|beating|thumping|pounding|racing|fluttering|jumping|banging|skipping|missing|flipping|doing)\b.{0,25}\b(fast|mad|funny|wrong|irregular|hard|nineteen to the dozen|the clappers|like a drum|all over|too quick|crazy|somersaults|flips|overtime|beats)\b/, 'check'],
    [/\b(an elephant|a weight|a ton of bricks|something heavy|someone|somebody) (is )?(sitting|standing|pressing|lying|pushing down) on (me|my chest)\b/, 'urgent'],
    // The picture said the other way round: "my chest feels like an elephant's sitting on it".
    [/\bmy chest\b.{0,30}\b(an? )?(elephant|ton of bricks|weight|brick|somebody|someone|something heavy)('s| is)? (sitting|standing|pressing|lying|pushing|stood|sat)\b/, 'urgent'],
    [/\bmy chest\b.{0,25}\b(in a (vice|vise)|being (squeezed|crushed|pressed)|(squeezed|crushed) (tight|flat)?)\b/, 'urgent'],
    [/\bmy heart (is |has been |keeps |was |'s been )?(fluttering|racing|pounding|thumping|skipping( beats)?|missing beats|jumping( about)?|going like the clappers|beating (so )?fast|going (ever so |very |so |really )?fast|all over the place|beating (all )?funny|irregular|going funny)\b/, 'check'],
    [/\bmy (heartbeat|heart beat|pulse) (is |feels |has been |keeps |seems )?(all over the place|racing|funny|irregular|all wrong|very fast|going mad|jumping)\b/, 'check'],
  ],
];

export const breathing: KindRules = [
  'breathing',
  [
    // Breath that will not let her lie down (heart failure's sign), with swollen legs or at night (the blind round N).
    [/\b(can't|cannot|couldn't) lie (flat|down)\b.{0,50}\b(breath|breathe|sit up|sitting up)\b|\b(have to|got to|need to|had to|have been|been) (sleep|sit|sleeping|sitting) (sitting )?up( in (the|a|my) chair)? to (breathe|get my breath|get (some )?air)\b|\bso (breathless|short of breath|puffed)\b.{0,40}\b(sleep|sleeping) (sitting )?up\b/, 'urgent'],
    [/\b(can't|cannot|can not|couldn't|can hardly|can barely|struggling to|finding it hard to) (breathe|breath|catch my breath|get (my|a|enough) breath|get (any |enough )?air( in)?|get my breath back)\b(?! a word)/, 'urgent'],
    [/\b(hard|difficult|struggling|trouble|hard time|difficulty) (to )?(breathe|breathing|with my breathing|catching my breath)\b/, 'urgent'],
    [/\bshort(ness)? of breath\b/, 'urgent'],
    [/\b(gasping|choking|suffocating)\b/, 'urgent'],
    [/\bmy lips (are|have gone|look) (blue|grey|gray)\b/, 'urgent'],
    [/\b(out of breath|breathless|wheez|puffed out|winded)/, 'check'],
    [/\bmy inhaler (isn't|is not|isn't really) (working|helping)\b/, 'urgent'],    // A lung condition getting worse, its reliever used all the time, breathless at a few steps (the blind round P).
    [/\b(copd|emphysema|bronchiectasis|my lungs|asthma|bronchitis|fibrosis)('s| is| has been| has got| have been| are| 's been)? (\w+ )?(worse|bad|playing up|getting worse|flaring( up)?|acting up|terrible|awful)\b(?!.{0,30}\b(years ago|as a (child|girl|boy))\b)/, 'check'],
    [/\b(puffed|short of breath|out of breath|breathless|winded|gasping)( out)?\b.{0,30}\b(going|getting|walking|from) (from )?(the |my )?(bed|chair|kitchen|bathroom|loo|toilet|door|one room|settee|sofa)\b/, 'check'],
    [/\b(inhalers?|puffers?|nebuli[sz]er|the blue one|reliever)\b.{0,25}\b(every (hour|half hour|few minutes|ten minutes|twenty minutes)|all the time|constantly|more and more|twice as (much|often)|non-?stop|(much |a lot |far |way )?more than (i should|i'm (meant|supposed) to|usual|normal|i used to))\b/, 'check'],
    [/\b(short of|out of) (puff|breath|wind)\b.{0,40}\b(chair|kitchen|the door|loo|toilet|bathroom|bed|across the room|getting dressed|washing|the other room)\b/, 'check'],

    [/\b(struggling|fighting|gasping|battling) (for|to get) (breath|air|my breath)\b/, 'urgent'],
    // Breath failing slowly (the blind round R): worse than it was, a rest to get it back partway, the puff getting shorter.
    [near("breath|breathless|breathlessness|puff|puffed( out)?|winded|out of breath|short of breath|wheez\\w*|breathing", "(getting|got|gotten|gone|going) (worse|shorter|bad|harder|tighter)|worse than (it was|last \\w+|before|it used to be|a (week|month|fortnight) ago)|(not|isn't|is not|nothing like) what (it|they) (was|were|used to be)|(every|each) (week|day|month)|more and more|than i used to be", 40), 'check'],
    [/\b(stop|stopping|rest|resting|sit down|sitting down|pause|a rest|a sit|a breather)( \w+){0,3} (to|and) (catch|get|find|get back) (my|me) (breath|puff|wind)\b(?!.{0,30}\b(always|for years|view|laugh\w*)\b)/, 'check'],
    [/\b(stop|stopping|have to stop|have a rest|sit down)( (halfway|partway|part way|half way|on the (landing|stairs)|every (few|couple of) (steps|yards|stairs)))+ (to|and) (catch|get) (my|me) (breath|puff|wind)\b/, 'check'],
    [/\bcoughing (up )?(green|yellow|brown|phlegm|gunk|stuff|muck|rubbish)\b|\bchest infection\b|\bpneumonia\b|\b(gone|went|settled|gone down) on (my|to my) (chest|lungs)\b/, 'check'],
    [/\b(run|ran|running|am) out of (my )?oxygen\b|\boxygen (machine|concentrator|tank|bottle|cylinder)\b.{0,30}\b(broken|not working|stopped|empty|run out|ran out|beeping)\b/, 'check'],
    [near('breath|breathe|breathing|breaths', 'struggle|struggling|a fight|fighting|labou?red|effort|agony|hurts|painful|rattling|whistling|gurgling', 20), 'urgent'],
    [/\b(can't|cannot) (get|catch) (my|a|any|enough) (breath|air)\b/, 'urgent'],
    [/\bmy breathing (is|has been|has got|'s) (very |really |so )?(bad|terrible|awful|worse|funny|wrong|rattly|noisy)\b/, 'check'],
  ],
];

export const stroke: KindRules = [
  'stroke',
  [
    // A spell of garbled speech others noticed (a likely mini-stroke), or double vision with falling to one side.
    [/\b(said|says|told me|thought) i (wasn't|was not|weren't) making (any )?sense\b|\b(my )?(words|speech) (came out|were coming out|was coming out|went|were|was) (all )?(wrong|jumbled|muddled|garbled|slurred|gobbledygook)\b/, 'check'],
    [/\b(seeing double|double vision|everything double)\b.{0,50}\b(fall\w*|lean\w*|tipping|tilting|off balance|to one side|veering)\b|\b(fall\w*|lean\w*|tipping|veering) (over )?to one side\b.{0,50}\b(seeing double|double vision)\b/, 'urgent'],
    [/\b(my )?face (is |has |feels |went |has gone |seems )?(drooping|droopy|dropped|numb|lopsided|slack|gone slack|twisted|frozen on one side|funny on one side)\b/, 'urgent'],
    [/\b(one side of my|my) (mouth|face|lip) (is |has |feels |went |has gone )?(drooping|droopy|numb|dropped|slack|crooked)\b/, 'urgent'],
    [new RegExp(`\\b(can't|cannot|can not|couldn't) (move|feel|lift|raise|use|grip with) my (left |right )?${PART}\\b`), 'urgent'],
    [new RegExp(`\\bmy (left |right )?${PART} (is|feels|went|has gone|keeps going|suddenly went|just went) (all )?(numb|weak|dead|heavy|limp|floppy|useless|tingly and weak)\\b(?! (from|after) (carrying|lifting|the|all|gardening|digging|holding|painting|swimming|my|a|hoovering|cleaning|ironing))`), 'urgent'],
    [/\bnumb(ness)? (on|down|in) (one|my (left|right)|the (left|right)) side\b/, 'urgent'],
    [/\b(can't|cannot|couldn't) feel (my|the) (left|right) side\b/, 'urgent'],
    [/\b(slurring|slurred|my speech is (funny|strange|slurred|wrong)|words (are|keep) coming out (wrong|jumbled|muddled|all wrong))\b/, 'urgent'],
    [/\b(can't|cannot|couldn't) (get|find|say) (my|the) words( out)?\b(?! (to (thank|say|tell|express|describe|explain)|for (how|what|it|that)))/, 'urgent'],
    // Her face not even: a smile, an eye, a cheek gone down on one side.
    [/\bmy (smile|face|mouth|lips?|cheek|eye|eyelid|jaw)('s| is| has| went| has gone| feels| looks)? (gone |all |a bit |sort of )*(wonky|crooked|lopsided|droop\w*|slipped|sagg\w*|uneven|twisted|slanted|skew\w*|down on one side|pulled to one side)\b/, 'urgent'],
    // An arm or a leg that is not hers: dragging, not holding, a dead weight.
    [/\bmy (left |right )?(arm|leg|hand|foot)('s| is)? (dragging|trailing|flopping|like a dead weight|a dead weight|gone to nothing)\b|\bmy (left |right )?(arm|leg|hand|foot) (won't|will not|can't|cannot) (hold|lift|grip|take my weight|bear my weight|hold (the|my|a) \w+( up)?)\b|\bmy (left |right )?(arm|leg|hand|foot) (feels|is|seems) (like it('s| is)? not mine|like it doesn't belong( to me)?|like someone else's|not (like )?my own)\b/, 'urgent'],
    // Words that come out wrong: gibberish, the wrong word for a thing.
    [/\b(my words|words|what i (said|say|meant|wanted to say)|everything i (said|say)|it|they) (came|comes|coming|come|keep coming|kept coming) out (as |like |all )?(gibberish|nonsense|double dutch|mumbo jumbo|garbled|wrong|jumbled|all wrong|the wrong word)\b(?!.{0,30}\bwhen (my|he|she|they|the|we)\b)|\b(can't|cannot|couldn't) find the (words?|names?) for (things|anything|everyday|simple|the (kettle|cup|spoon|tv|telly|door))\b|\bsaid (the |a )?\w+ (instead of|when i meant|when i wanted) (the |a )?\w+\b/, 'urgent'],
    [/\b(says|said|told me|tells me|reckons)( that)? i (was|'d been|had been|were) (talking|speaking|saying) (nonsense|gibberish|rubbish|double dutch|funny|strangely|odd|slurred|all wrong)\b/, 'check'],
    // Sight lost on one side: a curtain, a shadow, bumping into things on one side.
    [/\b(curtain|shadow|blind|veil|shade|blackness|darkness) (came|come|coming|went|fell|dropped|pulled) (down )?(over|across|in front of) (one|my|my (left|right)) eye\b|\b(bump\w*|walk\w*|knock\w*) into (things|the (door( frame)?|wall|furniture)|everything) on (my|the|one) (left|right|side)\b|\b(can't|cannot|couldn't) see (anything )?(on|to|out of) (my|the|that|one) (left|right|side)( side)?\b/, 'urgent'],
    // One side of her body tingling, numb or funny.
    [/\b(left|right|one) side of (my|me) (body|face|head)? ?(has |is |went |has gone |feels )?(gone |all )?(tingl\w*|numb|funny|pins and needles|weak|heavy|dead|strange)\b/, 'urgent'],
    // Her writing gone to a scrawl: a hand that does not answer.
    [/\bmy (writing|handwriting|signature)('s| is| has| went| has gone)? (gone |all |a bit )*(scribbly|wobbly|shaky|messy|a scrawl|a mess|funny|strange|illegible|all over the place)\b/, 'check'],
    [/\b(can't|cannot) (speak|talk) (properly|right|clearly)\b/, 'urgent'],
    [/\bmy tongue (feels|is) (thick|heavy|funny|numb)\b/, 'urgent'],
    [/\b(suddenly|all of a sudden) (can't|cannot|couldn't) see\b/, 'urgent'],
    [/\b(lost|losing) (the )?(sight|vision) in (one|my (left|right)) eye\b/, 'urgent'],
    [/\b(can't|cannot) see (out of|with) (one|my (left|right)) eye\b/, 'urgent'],
    [/\b(seeing double|double vision)\b/, 'check'],
    // Sight gone strange all at once: everything double, dark or blurred.
    [/\b(everything|things|the (room|tv|telly|page|words))( is|'s| has| have| went| are)? (gone |going |looking |looks |all )?(double|blurry|blurred|dark|dim|fuzzy)\b/, 'check'],
    [/\b(worst|most terrible|worst ever) headache( of my life| i've ever had| i've ever)?\b/, 'urgent'],
    [/\b(sudden|suddenly).{0,20}(headache|dizzy|can't walk|can't stand|lost my balance)\b/, 'urgent'],
    [/\bhaving a stroke\b/, 'urgent'],
    [new RegExp(`\\bmy (left |right )?${PART} (is|feels|has|went|has gone|keeps going|suddenly went|just went|is gone|has gone all|went all) (all )?(numb|weak|dead|heavy|limp|floppy|useless|funny and weak)\\b(?! (from|after) (carrying|lifting|the|all|gardening|digging|holding|painting|swimming|my|a|hoovering|cleaning|ironing))`), 'urgent'],
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
];

export const bleeding: KindRules = [
  'bleeding',
  [
    [/\bbleeding through (the|my) (bandage|dressing|plaster|towel|tea towel)\b/, 'urgent'],
    [/\b(skin)( has| is|'s)? (torn|split|ripped|come off|peeled back)\b|\b(torn|split|ripped) (the|my) skin\b/, 'check'],
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
    [/(\b(my )?nose (bled|was bleeding|has been bleeding|started bleeding|keeps bleeding|kept bleeding)\b|\b(had|got|have) (a|another) nose ?bleed\b)(?!.{0,40}\b(stopped|last (week|month|year)|ago|as a (boy|girl|child|kid))\b)/, 'check'],
    // A wound she is pressing on that goes on: the word "blood" need not be said.
    [near("pressing (on|down on) it|pressure on it|pressed (on|down on) it|holding (a|the|my) (towel|cloth|tea towel|flannel|hanky|tissue) (on|to|against) it", "still (pouring|bleeding|coming|running|going|gushing|flowing)|won't stop|will not stop|hasn't stopped|soaked|soaking|pouring|gushing", 60), 'urgent'],
    // A wound said to pour, whatever else the sentence says.
    [/\b(the|my|this) (cut|wound|gash|graze|finger|thumb|hand|leg|arm|head|shin|nose)( is|'s| keeps| has been| won't stop)? (still )?(pouring|gushing|spurting|pumping|pissing)( blood| out)?\b/, 'urgent'],
    // Blood running down her: from the head, an arm, a leg.
    [near('blood|bleeding|bleed|bled', '(running|streaming|pouring|dripping|gushing) down (my|the) (face|head|neck|arm|leg|hand|chin|forehead)', 60), 'urgent'],
  ],
];

export const fainting: KindRules = [
  'fainting',
  [
    [/\b(just|i've just|i have just) (passed out|fainted|blacked out|collapsed|keeled over)\b|\b(only )?just (come|came) (round|to)\b/, 'urgent'],
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
];
