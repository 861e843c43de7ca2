import type { KindRules } from '../concern.js';
import { all, DEATH, IM_GONE, near, PILLS } from './words.js';

/**
 * Thoughts of dying said indirectly (docs/safety-net.md, "How trouble is said"): older people
 * rarely say "suicide". They say they will not be a bother much longer, that there is nothing
 * left, that they are waiting to go; they put tablets by, look at the stairs or the bridge, give
 * things away, write letters for after, say goodbye. Each family below is a construction, not a
 * sentence; the hard negatives (a will made sensibly, jewellery given to enjoy now, goodbye at
 * the station, "I won't be here Tuesday, I'm at my sister's") are kept out by what the
 * construction needs around it.
 */
/** The week's tablets set out in their box or by the chemist: how they are taken, not means at hand. */
const NOT_THE_WEEKS_BOX = '(?!.{0,40}\\b(dosette|pill ?box|organi[sz]er|for the week|days? of the week|chemist|pharmacist|blister packs?|tray)\\b)';

export const despair: KindRules = [
  'self-harm',
  [
    // Not a bother / not around much longer: her own end, understated.
    [/\b(won't|will not|shan't|not going to|wouldn't|i'll not|i'll no) be (a bother|a burden|a nuisance|a worry|a trouble|any (trouble|bother)|in (your|anyone's|the) way|around|here|troubling (you|anyone|anybody|everyone|you all|them))( to (you|anyone|anybody|them|you all|everyone))? (much longer|for (much )?long(er)?|long now)\b/, 'urgent'],
    // Goodbyes, letters, affairs in order, with her going.
    [near("say(ing)? (a |my )?(proper |last )?goodbyes?|goodbye properly|letters?|notes?|affairs|in order|tidy|given (my \\w+ |my things |it all )?away|giving (my \\w+ |my things |it all )?away|gave (my \\w+ |my things |it all )?away", IM_GONE, 50), 'urgent'],
    [/\b(don't|do not|no need to) (worry about|bother) (ringing|calling|phoning)\b.{0,30}\b(won't be (here|around)|not be (here|around)|i'll be gone)\b/, 'urgent'],
    [near('will|funeral|affairs|everything|it all|the (cat|dog)', "(when|for when|before) i go (this week|tonight|tomorrow|soon|at the weekend)|ready for when i go|all (tidy|sorted|in order) for (when i go|after)", 50), 'urgent'],
    [/\bwon't be (here|around)( much longer| for long| any ?more)?(?= *([.!?]|$))/, 'check'],
    // A burden no more after a day she names: an end she has set a time for.
    [/\b(won't|will not|shan't|not going to|wouldn't|i'll not) be (a bother|a burden|a nuisance|a worry|a trouble|any (trouble|bother)|in (your|anyone's|the) way|troubling (you|anyone|anybody|everyone))( to (you|anyone|anybody|them|you all|everyone)( else)?)? (after (this |the |next )?(weekend|week|month|\w+day|tonight|tomorrow|today|christmas|easter)|(much|very) soon|by (the weekend|next week|monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b(?!.{0,50}\b(carers?|home help|nurse|taxi|lift|moving|arranged|sorted|start(s|ing)?|coming to (stay|help|live))\b)/, 'urgent'],
    // A decision taken, a time set: ending things.
    [/\b(made up my mind|decided|tonight('s| is) the night|(going|gonna|ready|planning|want) to|i'll|i will|i'm going to)\b.{0,30}\b(end (it|things|it all|my life)|ending (it|things|it all))\b(?! (with|between|off with|there|on a|at))/, 'urgent'],
    // A gun taken out or held: means at hand (a gun being sold or cleaned is not).
    [/\b(got|took|get|taken|have|had|fetched)( down)? (the|my|his|dad's|my husband's|my late husband's|the old) (gun|pistol|revolver|rifle|shotgun|handgun) (out|down)\b(?!.{0,40}\b(clean|sell|sold|selling|police|hand (it )?in|get rid)\w*)|\b(gun|pistol|revolver|rifle|shotgun|handgun)( is|'s)? (loaded|in my (hand|lap)|on my lap|beside me|next to me|on the (table|bed) (in front of|beside|next to) me)\b/, 'urgent'],
    // A place to fall from, and her on it now (jumping is read elsewhere).
    [/\b(i'm|i am) (standing|sitting|stood|sat|up) (on|at) (the edge of (the|a) \w+|the ledge|a ledge|the railing|the rail|the parapet|the roof|the cliff ?(edge|top)?|the (bridge|overpass|tracks|platform edge)( now| right now))\b/, 'urgent'],
    // Her car as the means: into the lake, the river, a tree.
    [/\b(drive|driving|drove|steer|crash|crashing|put) (the|my) car (into|off|over) (the|a) (lake|river|tree|wall|bridge|cliff|quarry|water|sea|bay|pier)\b/, 'urgent'],
    // The point of living, wondered about.
    [/\b(point|use|sense) (of|in) (going on|carrying on|living|being alive|being here|staying (alive|around)|getting up (any ?more|in the morning))\b/, 'check'],
    // Means at hand, looked at and thought about: the tablets, a rope.
    [new RegExp(`\\b(${PILLS}|bottle|rope|noose|gun|shotgun|razor)\\b.{0,60}\\b((would|'d|could) be (so |very |that |dead )?(easy|quick|simple)|easy way out|how many (it would|would it) take)\\b(?! to (get|find|buy|order|open|reach|carry|remember|read|use|come by))`), 'urgent'],
    [/\b(got|have|i've got|bought|put|kept|keep) (the|a|some) (rope|noose|hose ?pipe)\b.{0,40}\b(ready|for myself|for me|thought about|thinking about|in case)\b(?!.{0,30}\b(washing|clothes|line|boat|swing|tent|garden|tree|climbing|tow|hammock|bell)\b)/, 'urgent'],
    // A place to end it: the bridge, the river, the cliffs, with a time or enough said.
    [/\b(going|go|walk|walking|head|heading|take myself|taking myself)( down| out)? to the (bridge|river|cliffs?|railway|tracks|canal|quarry|viaduct|pier|sea)\b.{0,30}\b(tonight|for good|and (jump|not come back|that'?s it|that will be it|end it)|once and for all)\b|\b(had enough|can't go on|can't take (it|any more))\b.{0,40}\b(to the (bridge|river|cliffs?|railway|tracks|canal|quarry|viaduct))\b/, 'urgent'],
    // Stopping food, drink or tablets so as to go.
    [/\b(stopped|stopping|given up|not|won't be|going to stop) (eating|drinking|taking (my|the) \w+)\b.{0,25}\bso (that )?i (can|could|will|might|'ll) (go|die|be with|join|see)\b/, 'urgent'],
    // Not here when the family or the companion next rings, no other place given.
    [/\b(won't|will not|not going to|shan't) be (here|around) (when|if|by the time) (you|they|she|he|the (kids|children|family)) (ring|call|phone|come|visit|next)\b(?!.{0,40}\b(at (my|the|her|his)|staying|away|on holiday|holiday|visiting|in hospital|out|going to (my|the|stay)|with (my|the) (daughter|son|sister|brother|family|friend))\b)/, 'urgent'],
    [/\b(want|wish|like) to (go to sleep|sleep|drift off) and (not|never) (bother|trouble|be a (bother|trouble|burden) to) (anyone|anybody|them|you|a soul)( again)?\b/, 'check'],
    // Why still here: her life questioned, gently asked about.
    [/\b(what|why) (am i|i'm|i am) (even |really )?still (here|alive|around)( for)?\b(?! (at|in|on|waiting|with|after|when|because)\b)/, 'check'],
    [/\b(don't|do not) (really )?care (what|whether|if) (happens to me|i live|i die|i wake up|i'm here)( or not)?\b/, 'check'],
    // Taking every tablet at once.
    [new RegExp(`\\b(going to|gonna|will|i'll|could|might|want to|thinking of|thought about|tempted to) (just )?(take|swallow|have) (all|the lot|every one|the whole (box|bottle|packet|lot)) (of )?(my |the |them |these )?(${PILLS} )?(at once|in one go|all together|together|and (go to sleep|be done|not wake|never wake|end it|go))\\b`), 'urgent'],
    [new RegExp(`\\b(going to|gonna|will|i'll|want to|thinking of|tempted to) (just )?(take|swallow) (all|every one) (of )?my ${PILLS} tonight\\b`), 'check'],
    // Things given away that she "won't need".
    [near('giv(e|ing|en)|gave|sorting out|cleared out|clearing out|getting rid of', "(won't|shan't|will not|not going to) (need|be needing|want) (them|it|any of (it|them)|anything|these|those)( any ?more| now)?(?= *([.!?,]|$))", 40), 'check'],
    [/\b(won't|shan't|will not) (need|be needing) (them|it|any of (it|them)|anything|money|clothes) where i'm going\b/, 'urgent'],
    // A burden, a nuisance, long enough.
    [/\b(only|just|nothing but|always|still) (a |such a )?(burden|nuisance|bother|drain|millstone|worry|trouble) (to|on|for) (them|everyone|everybody|anyone|anybody|my|the|you all)\b/, 'check'],
    [/\b(been|being) (a|such a) (burden|nuisance|bother|drain|trouble|worry)( to \w+)?( for)? (long enough|too long|for years)\b/, 'check'],
    [/\b(they|everyone|everybody|the (family|kids|children)|my (family|kids|children|son|daughter))('d| would) (be )?(relieved|glad|happier|better off)( if i| when i| to see the back of me| without me|[.!?,]|$)/, 'check'],
    // Nothing left, nothing to live for, waiting to go.
    [/\bnothing (left )?(for me|to live for|to keep me (here|going)|worth (living|getting up) for)( now| here| any ?more| at all)?(?! to (do|say|buy|eat|pay|watch|read|make|cook|fix))\b/, 'check'],
    [/\b(what is|what is) the (use|point|good) (of|in) (an old|a silly old|a useless old|someone|somebody|people|a) ?\w* like me\b/, 'check'],
    [/\b(no point|what is the point|why am i still|what is the use|no use) (me )?(hanging (about|around|on)|stopping (here|around)|sticking around|being about)\b/, 'check'],
    [/\b(just |only )?waiting (to go|to die|for the end|for my time|to be taken|for (god|the lord|him upstairs|the good lord) to take me|for it (all )?to (end|be over)|for my turn)(?= *([.!?,]|$| really| now| that is all| i suppose))/, 'check'],
    [/\b(can't|cannot) (keep )?(going on|carrying on|doing this|go on|carry on)( like this| much longer| any ?more)\b/, 'check'],
    [/\bit's (all )?(getting )?(all )?too much( for me)?( now| any ?more)?(?= *([.!?,]|$))/, 'check'],
    [/\b(i'd|i would) (like|love) to (just )?go (and|to) be with (him|her|[a-z]+)(?= *([.!?,]|$| now| again| at last))/, 'check'],
    [near("had enough|tired|ready|can't go on|no point|nothing left|time i went|miss (him|her) so", '(go|went|going) (and|to) be with|be with (him|her|[a-z]+) again|join (him|her)', 40), 'urgent'],
    [/\b(no|not any|not much) (reason|point|use) (for me )?(to be|being|in being|in me being|me being) (here|alive|around)\b/, 'check'],
    [/\b(marking time|biding my time|waiting|killing time|hanging on) (till|until|for when) (i go|i die|the end|it is my time|(he|god|the lord) takes me)\b/, 'check'],
    [/\b(goodbye|farewell|suicide|last) (note|letter|letters|notes)\b(?! (from|to the|for (the|my) (leaving|retirement)))/, 'urgent'],
    [near("i'll|i will|i'm going to|thinking|thought|could|might|want to|tonight", `all (of )?(my |the |them )?(\\w+ )?(${PILLS}|them)( \\w+)? (in one go|at once|together)`, 40), 'urgent'],
    [/\b(this is|that is|it'll be|it will be|it is) (the )?last time (we'll|we will|i'll|i will|you'll|you will) (talk|speak|hear from me|chat)\b/, 'urgent'],
    [/\bwhat am i (still )?(here|alive|living|hanging on|carrying on) for\b/, 'check'],
    [/\bwon't be (here|around)( to \w+( \w+)?)? (after|by|past) (tonight|today|tomorrow|the weekend|this week)\b/, 'urgent'],
    [/\b(they'd|they would|everyone would|everybody would|they'll|they will|the family would|the kids would)( all)? (manage|cope|get on|get by|be fine|do fine|be happier|be better)( \w+)? without me\b/, 'check'],
    // (Not the week's tablets set out in the dosette box: that is how they are taken.)
    [new RegExp(`(?<!\\b(dosette|pill ?box|organi[sz]er|tray)\\b.{0,40})(?:${near(PILLS, 'lined up|counted out|laid out|set out|all out on the table|ready on the', 30).source})${NOT_THE_WEEKS_BOX}`), 'urgent'],
    [/\b(pray|praying|hope|hoping|wish)( every night| each night| every day)?( that)? (god|the lord|the good lord|he|jesus|death) (will|'ll|would) (just )?(take me|come for me|call me home)\b/, 'urgent'],
    [/\b(had|i've had) my innings\b|\binnings\b.{0,20}\b(that is that|that is it|enough|ready|time to go)\b/, 'check'],
    [/\b(in|under) (everybody's|everyone's|their|the family's|my family's|my (son|daughter)'s) (way|feet)\b|\b(doing|do|did) (them|everyone|everybody|the family|my family|the kids) a favour( if i| by)?\b/, 'check'],
    [near('said (my )?goodbyes?|saying (my )?goodbyes?|goodbye', "(don't|doesn't) know( it| about it)?( yet)?(?= *([.!?,]|$))|without (them|him|her) knowing|for the last time|one last time", 60), 'urgent'],
    [near("if i'm not here|if i'm gone|when i'm gone|if i don't answer", "don't be sad|what i want|don't (grieve|cry|blame)|for the best|i'm at peace|be at peace", 60), 'urgent'],
    [near('beam|rafters|hook', '(looking|staring|stare|look) (up )?at (it|the)|again', 30), 'check'],
    [/\b(don't think i'll|doubt i'll|i won't|i shan't|not going to) be (here|around|alive) (for|by|at|to see|next) (christmas|easter|my birthday|the spring|the summer|next (year|week|month|christmas)|the new year|much longer|long)\b(?!.{0,40}\b(going|staying|at my|at (his|her|their)|away|visiting|holiday|with my)\b)/, 'urgent'],
    [/\b(the world|life|everything|they|everyone|everybody|nobody|the family|the kids)( would|'d| will|'ll) (\w+ ){0,3}without me\b(?! (for|at|to|today|tonight|this))(?!.{0,15}\b(lost|nowhere|stuck|miss)\b)/, 'check'],
    [/\b(fed up|tired|sick|weary) (of|with) (waking up|getting up (every|in the) (morning|day)|being alive|being here|the days|each day)\b/, 'check'],
    [/\b(ready|waiting|longing|praying|hoping) for (it|this|everything|it all|life|my life) to (be over|end|stop|finish)\b/, 'check'],
    [near('river|bridge|sea|canal|railway|tracks|pills|tablets|rope|tonight', "(that|it)('ll| will|'d| would) be (it|that|the end|over)(?! for)|that is (it|that)(?= *([.!?]|$))", 40), 'urgent'],
    [near('(keep|kept|been|find myself|i go and) (standing|stood|going|sitting|sat|looking)', 'top of the stairs|the bridge|the edge|the river|the tracks|the railway|the platform|the cliff|the balcony|the window ledge', 30), 'urgent'],
    [near('funeral|will|affairs|instructions|letters?|goodbyes?', "won't be long( now)?|not long now|any day now", 50), 'urgent'],
    [/\b(something|things|a little something) to remember me by\b/, 'check'],
    [near('writing|written|wrote|letters?|giving|given|gave', 'to remember me by', 60), 'urgent'],
    [/\bwhat('s| is) (left|there) (for me|to live for)\b/, 'check'],
    [near("(won't|shan't|will not|i'll not) (answer|be answering|pick up|be picking up)", "for the best|don't worry|don't be sad|goodbye|that is it|that'll be it", 50), 'urgent'],
    [/\b(happier|better|easier|best|a relief|for the best) (for (everyone|everybody|them|all) )?if i (just )?(wasn't|weren't|was not|were not|didn't wake up) (here|around|alive|up)?\b/, 'check'],
    [/\b(only|just) (hanging on|carrying on|still here|here|living|keeping going|going on) (for|because of) (the (cat|dog)|him|her|my \w+)\b/, 'check'],
    [/\b(with me|me) out of the (picture|way)\b/, 'check'],
    [/\b(one step|one jump|one push|just step) (and|off|forward)\b.{0,40}\b(over|the end|gone|it)\b/, 'urgent'],
    [new RegExp(`\\b(saving|saved|stockpil\\w*|hoard\\w*|collect\\w*) (up )?(all )?(my |of my )?([a-z]+ )?(${PILLS})\\b|\\b(a drawer|a jar|a box|a bag|a tin|a cupboard) full\\b`), 'urgent'],
    [all(`all (of )?(my |the )?(\\w+ )?(${PILLS})`, 'envelope|a pile|in a cup|in a jar|in a bag|ready|counted|for (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|the weekend)'), 'urgent'],
    [all(`${PILLS}|rope`, 'ready|in an envelope|in a pile|in a cup|counted|lined up', 'had enough|decided|made up my mind|tonight|goodbye|it is time|the end|enough now'), 'urgent'],
    [near('(been )?(thinking|think|thought) (about|of) (the )?(canal|river|bridge|sea|railway|tracks|cliffs?|motorway|reservoir|quarry|lake)(?! (walk|path|boat|trip|holiday|side|bank))', "not far|close by|nearby|near|easy|tonight|could walk|walk (down|there)|it would|it'd", 40), 'urgent'],
    [/\b(a |such a )?(millstone|dead weight|albatross)( round| around| to| on| for)\b/, 'check'],
    [/\b(no|not any|not much) (joy|pleasure|point|meaning|happiness) (left )?(in|for) (anything|life|me|living)\b|\b(just|only) existing\b/, 'check'],
    [all("tonight is the night|i've (decided|made up my mind|made my decision)", 'friendly voice|hear (your|a) voice|goodbye|last|before i (go|do)|tell (someone|you)'), 'urgent'],
    [/\b(don't|do not|can't|cannot) see (why|how) i (should|can|could) (keep going|go on|carry on|bother|keep on)\b/, 'check'],
    // A plan: how, when, where.
    [/\b(know|worked out|decided|planned|figured out|thought about) (exactly )?(how|when|where) (i'd|i would|i'll|i will|i'm going to|i am going to|i could|to) (do it|go|end it|finish it|end things|take them|use (it|them))(?! (differently|better|again|if|with|for|to|out|home|shopping))\b/, 'urgent'],
    // The means near at hand: tablets put by, the stairs, the bridge, a rope.
    [near(PILLS, 'put by|putting (them |it )?by|put (them |it )?by|(putting|put|set|setting|keeping|kept) (one|some|them|a few|it|two) (aside|away|by|to one side)|saved up|saving (them )?up|stock(ing|ed)? (them |it )?up|build(ing)? (them |it )?up|piling (them |it )?up|a good lot|stockpil\\w*|squirrel\\w* away|stash\\w*|hoard\\w*|in a jar|collecting (them )?up|kept back|keeping back', 40), 'urgent'],
    [new RegExp(`\\b(putting|put|setting|set|keeping|kept|saving|saved|stashing|stashed) (my |the |some of my |a few of my )?([a-z]+ )?(${PILLS}) (by|aside)\\b`), 'urgent'],
    [near(PILLS, 'tak(e|ing) (the lot|them all|all of them|every one|the whole lot|all (of )?(them|my \\w+) at once)|swallow(ing)? (the lot|them all|all of them)', 50), 'urgent'],
    [near('(top of the |the )?(stairs|staircase|bridge|railway|train line|tracks|river|canal|cliffs?|edge|balcony|motorway|viaduct|reservoir|quarry|sea)', "let(ting)? (myself )?go(?! of)|how (easy|quick|simple|painless) (it would|it'd|it could|that would) be|i (could|might|would|'d|should|want to|wanted to|nearly) (just )?(jump|step off|step out|let go|throw myself)|throw(ing)? myself|end (it|things)|no one would know|(thought|thinking|think) (about|of) (it|doing it)|would be (easy|quick|over)|working up to it|(pluck|plucking|get|getting|work|working) up the (courage|nerve)", 50), 'urgent'],
    [near('rope|noose', '(keep|kept|been) (looking at|going out to|thinking about)|looking at it|ready|put up|tied|beam|banister|loft', 50), 'urgent'],
    // A decision taken about her own death, in any words: "I've made up my mind", "tonight's the night".
    [near("made up my mind|i've decided|i have decided|my mind is made up|tonight('s| is) the night|it's time now|i'm ready now", DEATH, 60), 'urgent'],
    // Letters written to the family, with nothing of a birthday or Christmas about them: asked about, directly.
    [/\b(written|wrote|writing|left|finished) (my |a |the |some )?(last |final )?(letters?|notes?) (to|for) (each of )?(the (children|kids|family|grandchildren)|my (son|daughter|sons|daughters|children|kids|family|grandchildren)|everyone|all of you)\b(?!.{0,60}\b(christmas|birthday|cards?|thank|holiday|postcard|recipe|pen ?pal)\b)/, 'check'],
    // The engine left running in a shut garage; all the tablets set out before her.
    [/\b(car|engine|motor)( is|'s)? (running|on|ticking over)\b.{0,50}\b(garage|doors? (shut|closed)|hose ?pipe)\b|\b(sat|sitting|sit) in the (car|garage) with the (engine|motor) (running|on)\b/, 'urgent'],
    [/\b(all|every one of|the whole lot of) (my|the|of my) (\w+ )?(pills|tablets|medicines|meds)\b.{0,30}\b(in front of me|on the table in front)\b(?!.{0,40}\b(dosette|pill ?box|organi[sz]er|for the week|days? of the week|chemist|pharmacist|blister pack|tray)\b)/, 'check'],
  ],
];
