import type { KindRules } from '../concern.js';
import { all, near, PARENT } from './words.js';

/**
 * Confusion and wandering as people describe it (docs/safety-net.md, "How trouble is said"):
 * not "I am disoriented" but a home that looks strange, a mother long dead who is expecting her
 * for tea, work at the mill she is late for, keys in the fridge, a road she cannot find, a bus
 * stop she does not know. Hard negatives kept out: photos and dreams of her mother, a house
 * that looks different since it was painted, the new shopping centre that is a maze.
 */
export const wandering: KindRules = [
  'confusion',
  [
    // Seeking a parent (long gone at her age) as if alive.
    [near("went out( after| again| last night| later| early)? (to (find|look for|meet|fetch|get)|looking)|out looking|(trying|want|going|need|have|got) to get (home |back )?to|(get|catch) the bus to|(she|he)('ll| will) be (wondering|worried|waiting)|(is|'s) expecting me|waiting for me|wants me (home|back)", PARENT, 40), 'urgent'],
    [near('find|finding|look(ing)? for|search(ing)? for|waiting for|wait for|get (back )?to|going to see|go and see|go to see|fetch', `${PARENT}(?!'s \\w)(?! (in|at) the (photo|picture|album|dream|home))`, 25), 'check'],
    // Set off for a work long left, and only then remembered ("went to wait for the bus to work, then remembered I'd retired").
    [/\b(then|and|before|till|until|when) (i )?(remembered|realised|realized|twigged|clicked) (that )?i('d| had| have|'ve)? (retired|stopped working|finished work|not worked|don't work|left (the|that) (job|mill|factory|office))\b/, 'check'],
    // Work or school from long ago.
    [/\b(i'm|i am|i'll be|i'm going to be) late for (work|the mill|the factory|school|my shift|the office|the pit|the shop)\b|\b(need|have|got) to (go|get) (to|back to) (work|the mill|the factory|school|the office|the pit)\b(?! (tomorrow|on|next|at))/, 'check'],
    // Home that is not home.
    [/\b(house|home|room|place|kitchen|bedroom|everything|it all) (looks|seems|feels) (all |so |very )?(strange|wrong|unfamiliar|odd|weird|funny|not right)( today| to me| all of a sudden| suddenly)?(?= *( like| as if|[.!?,]|$))/, 'check'],
    [/\b(none of )?(these|the) (houses|streets|roads|doors) (are|aren't|look|don't look) (right|wrong|familiar)\b/, 'urgent'],
    [near('looking for|waiting for|where is|expecting', '(he|she) (should|ought to|must) (be|have been) (home|back)|(home|back) from the (war|army|navy|pit|mill|front)', 40), 'check'],
    [/\b(thought|thinking|sure) it was (19\d\d|the (fifties|sixties|seventies|forties|war)|\w+ years ago)\b|\b(woke up|got up) (and )?(thinking|thought) (it was|i was (late|going|getting|due))\b/, 'check'],
    [all('(thinking|thought|expecting|waiting for|looking for|set a place for|setting a place for|laying the table for|cooked for|cooking for) (my )?(husband|wife|mother|father|mum|dad)', '(gone|died|passed|dead)( \\w+)? (years|ago|since)|been gone|been dead|long gone|passed away'), 'check'],
    [/\bnothing('s| is)? where it should be\b/, 'check'],
    [near("trying to find|(can't|cannot) find|looking for", '(my|the) way (home|back)', 10), 'urgent'],
    [/\b(thought|thinking|sure) (my )?(children|kids|husband|wife|mother|mum|father|dad|parents) (were|was) (still )?(little|alive|here|at school|young|upstairs|coming)\b/, 'check'],
    [/\b(left|leaving|leave) the (taps?|gas|cooker|oven|hob|iron|kettle|bath) (on|running)\b.{0,40}\b(twice|again|keep|kept|flooded|every|three times)\b|\b(keep|kept) leaving the (taps?|gas|cooker|oven|hob|iron|bath) (on|running)\b/, 'check'],
    [/\b(a|this) (road|street|place|town|area|house|estate) i('ve| have)? never (seen|been (to|in|on))( before)?\b/, 'urgent'],
    [/\b(going|was going|went|walking|heading|on my way)( home| back)? to (my )?(mother|mum|mam|mom|father|dad)('s|'s house|'s place| is)(?= *([.!?,]|$| house| place))/, 'check'],
    // Money she can no longer reckon; a pan left on through the night; asking what year it is; her own kitchen not hers.
    [/\b(can't|cannot|couldn't|could not) (make head nor tail of|work out|count|manage|understand|tell|sort out|add up) (my|the) (change|coins|money|notes|purse|pension|bills|sums)\b/, 'check'],
    [/\b(left|leaving|forgot) (the )?(chip pan|pan|cooker|oven|hob|gas|grill|iron|rings?)( \w+)? on\b.{0,50}\b(went to bed|fell asleep|went out|nodded off|forgot|alarm|burnt|burned|smoke|all night)\b/, 'check'],
    [/\b(ask|asked|asking|had to ask)( \w+){0,5} what (year|day|month|day of the week) it (was|is)\b/, 'check'],
    [/\b(kitchen|house|room|bedroom|home|place|lounge|front room)( \w+)? (didn't|doesn't|did not|does not) (look|seem|feel) (like mine|like my own|right|familiar|like home)\b/, 'check'],
    [/\b(keep|keeps|kept)( on)? (asking|saying|telling|repeating)( \w+){0,3} (the same (thing|question|story|things|questions)|over and over|again and again)\b/, 'check'],
    // Muddled all of a sudden, since she woke: new confusion is urgent (a stroke, an infection, her sugar).
    [/\b(since i woke( up)?|since this morning|all of a sudden|suddenly|out of (the )?blue|out of nowhere|this morning)\b.{0,50}\b(muddled|confused|all over the place|foggy|in a fog|not with it|can'?t think( straight)?|(words|speech) (keep|keeps|kept|are|were|was|is) (coming|come|came) out (wrong|muddled|funny)|talking (nonsense|gibberish)|can'?t get my words out)\b|\b(muddled|confused|can'?t think straight|words (keep|kept) coming out wrong)\b.{0,40}\b(since i woke( up)?|since this morning|all of a sudden|suddenly|out of nowhere|today)\b/, 'urgent'],
    // People living in the loft or the walls, her things moved by someone who comes in: beliefs of a mind that is struggling.
    [/\b(a family|people|someone|somebody|children|kids|a (man|woman|lady|girl|boy|couple)|strangers|they)( is| are| has been| have been)? (living|live|lives|staying|stays|hiding|hides|camping|sleeping|sleeps) (up )?(in|under|behind|inside) (my|the) (loft|attic|roof|wardrobe|cupboard|walls?|cellar|basement|spare room|garage|shed|chimney|cellar)\b/, 'check'],
    [/\b(someone|somebody|they|people)( keeps?| is| are| has been| have been)? (coming|creeping|getting|sneaking) in (and|to) (moving|move|taking|take|hiding|hide|swapping|swap|changing|change) (my|the) (things|stuff|furniture|clothes|keys|ornaments|photos)\b/, 'check'],
    // Her mother or father spoken of as in the house now (she is in her eighties).
    [new RegExp(`${PARENT} (is|has) (just )?(upstairs|downstairs|in the (kitchen|garden|front room|other room|bedroom|bath)|having a (lie down|nap|rest|lie-down)|gone (up|down) for a (lie down|nap|rest)|making (the|our|my) (tea|dinner)|at work|out at the shops|due (home|back)|coming (home|back|down) (soon|later|for (her|his|their) tea))\\b`), 'check'],
    // Driving, and not knowing the road all of a sudden.
    [/\b(driving|drove|in the car|at the wheel)\b.{0,60}\b(didn't|did not|couldn't|could not|don't|do not|can't) (know|recogni[sz]e|tell|work out|remember) (where i was|which (road|way|street|turning)|the road|how to get|where i was going)\b/, 'check'],
    // Stuck out of doors and in danger: in the car in a ditch, off the path, broken down on the moor with the phone dying.
    [all("(i|i'm|i am|i've|i have|we|we're|we are|we've|my car|the car|the bus)( \\w+){0,3} (stuck|trapped|stranded|broken down|broke down|slipped|slid|fallen|fell|skidded|ended up|gone off)", "(car|ditch|moor|river|bank|field|mud|snow|lane|country road|hill|woods?|path|cliff|beach|bog|canal|verge|embankment|bus station|station|bus stop|layby|lay-by)", "(can't|cannot|couldn't) (open|get (out|up|back)|move|climb|walk|stand)|phone('s| is)? (nearly |almost |going |about to go )?(dead|dying|flat|out of (battery|charge)|on one bar)|(getting|it's|it is) (dark|cold|late)|for hours|all night|don't know how to get (home|back)|no signal"), 'urgent'],
    // Lost now, out of doors: somewhere she does not know, the way home gone.
    [/\b(i'm|i am|i've ended up|i ended up|now i'm|i've got myself) (somewhere|in a place|in a (street|road|part of town|town|village|estate)) (i|that i) (don't|do not|can't|cannot) (recogni[sz]e|know|place)\b/, 'urgent'],
    [/\b(don't|do not) (know|recogni[sz]e) this (road|street|place|area|town|house|room|bedroom|bus|station|part of town)\b/, 'urgent'],
    [all("(don't|do not|can't|cannot) (know|remember) (why|what|how) i (came|am here|came here|got here|came out|went out|got on|ended up)", 'station|bus|street|road|town|shop|park|outside|bus stop|car park|hospital|church|platform'), 'urgent'],
    [/\b(keep|keeps|kept) (asking|saying|telling (him|her|them)|repeating)( (him|her|them))? (the same|myself)\b|\b(repeating|repeat) myself\b|\b(rung|rang|phoned|called) (him|her|them) (\w+ ){0,2}times (today|this morning|tonight|in an hour)\b/, 'check'],
    [/\bnothing('s| is)? (looks |seems )?(right|familiar)\b|\b(like|as if) (it|this) (isn't|is not|wasn't) (mine|my (own )?(house|home|room))\b/, 'check'],
    // Things put away wrongly in the kitchen's machines.
    [/\b(found|put|left|keep (finding|putting)|keeps? turning up|were|was) (my |the )?(keys|purse|glasses|handbag|wallet|phone|teapot|remote|shoes|slippers|iron|post|letters|watch|teeth|hearing aids?|milk|bread|butter|kettle|cat food) in the (fridge|freezer|oven|microwave|washing machine|dishwasher|toilet)\b/, 'check'],
    // Not knowing how she got here, which door is hers.
    [near("(don't|do not|can't|cannot|couldn't) (know|remember|tell|work out|think|figure out)|no idea|not sure", "how i got (out )?(here|there)|where (to get off|i'm going|i should be|i was going)|which way (is )?home|the way (back|home)|how to (get|go) (back )?(in|home|inside|back)|which (door|house|flat|one) is mine|where i live|where (my|the) (flat|house|home|road|street|car) is", 30), 'urgent'],
    [/\b(can't|cannot|couldn't|can't seem to) find (my|the) (way|road|street|house|home|door|flat|front door)( home| back)?\b/, 'check'],
    [/\b(got|get|getting|went|gone) lost (driving|walking|going|coming|on my way|on the way|in my own|round the corner|to the (shops?|supermarket|post office|church|doctor's|surgery|chemist))\b/, 'check'],
    // Brought home by someone, or coming to somewhere strange: told afterwards, sideways.
    [/\b(police(man|woman)?|the police|(a|some|this|a kind|some kind) (neighbou?r|stranger|policeman|policewoman|taxi driver|bus driver|young (man|lady|lad|girl|woman)|nice (man|lady|woman|couple)|lady|man|woman|chap|fellow|bloke|gentleman|couple|people|passer-?by)|someone|somebody|the (neighbou?r|lady next door|man next door|people next door|shop ?keeper|bus driver)) (had to )?(brought|bring|took|walked|drove|found|helped|fetched|led|picked) (me|my) (up )?(home|back|to my (house|door|flat|street|road))\b(?!.{0,30}\b(from|after) (the |my |a )?(bingo|club|church|party|shops?|hospital|doctor's|surgery|dentist|hairdresser|pub|lunch|dinner|concert|theatre|pictures|cinema|market|town|do|funeral|wedding|christening|service|meeting)\b)/, 'check'],
    [/\b(found myself|woke up|came to|came round|ended up|i was) (standing |sitting |wandering |walking )?(in|on|at|by|outside) (the |a |somebody's |someone's |some )?(middle of the road|street|road|park|bus station|station|car park|churchyard|canal|river|wrong (house|street|road|bus|place)|strange (house|place|street))\b(?!.{0,30}\b(with (my|our|the) (friends|group|club|daughter|son)|for (a|the) (walk|picnic|trip|party|fair|market|match))\b)/, 'check'],
    [/\b(didn't|don't|couldn't|can't) (know|remember|tell|work out) how i (got|came to be|ended up) (there|here|in|at|on|outside)\b/, 'check'],
    // Out of the house by night or in her nightclothes, found or brought in by someone.
    [/\b(found|find|finding|caught|spotted|saw|seen) me (wandering|walking|standing|out|outside|in the (street|road|lane|garden|park|car park))\b.{0,60}\b(night|nightie|nightdress|nightgown|pyjamas|pajamas|dressing gown|slippers|bare feet|in the morning|in the dark|dark|hours)\b/, 'check'],
    [/\b((out|outside|in the (street|road|lane|garden|park)) (in|wearing) (my|nothing but my|only my|just my) (nightie|nightdress|nightgown|night ?clothes|pyjamas|pajamas|dressing gown|slippers|bare feet)|(in|wearing) (my|only my|just my) (nightie|nightdress|nightgown|night ?clothes|pyjamas|pajamas|dressing gown|slippers) (out(side)?|in the (street|road|lane|park)))\b.{0,40}\b(night|dark|early hours|(one|two|three|four|\d) (o'clock )?in the morning|(don't|didn't|do not|did not) know|no idea)\b/, 'check'],
    [/\b(keep|keeps|kept|been|have been|i've been|i'm|started) (going|getting up and going|wandering|walking|going out|getting out) (out|outside|off|about|around|out of the house)?\b.{0,30}\b(at night|in the night|middle of the night|in the dark|in the early hours|at (one|two|three|four|\d) in the morning)\b|\b(get|getting|got|gets) up in the night and (go|going|went|goes) (out|outside|to the (front )?door|looking|walking|off)\b/, 'check'],
    [/\b(said|says|told me|apparently|must have|seems|reckons?)( that)? i('d| had| have|'ve)? been (walking|wandering|going) (up and down|round and round|about|around|in circles)\b.{0,40}\bfor (hours|ages|half the (day|night))\b/, 'check'],
    // Lost, told afterwards: not knowing where she was, miles from home.
    [/(\b(didn't|did not|couldn't|could not) (know|tell|work out) where i was\b(?! (going|supposed|meant|to|with|in life)\b)|\bno idea where i was\b(?! (going|supposed|meant)\b)|\bi ended up (miles|somewhere|goodness knows where|god knows where)( from home| away| strange)?\b)(?!.{0,40}\b(trip|coach|outing|holiday|hotel|drive|ramble|tour|for a (minute|moment|second|bit))\b)/, 'check'],
    [/\b(realised|realized|noticed|found|saw) (that )?i was (still )?(in|wearing) (my|only my|just my) (slippers|nightie|nightdress|nightgown|pyjamas|pajamas|dressing gown|night ?clothes)\b/, 'check'],
    [/\b(didn't|did not|couldn't|could not|can't|cannot|don't) (know|remember|tell (them|him|her)?) (my|which (was|is) my|where my) (stop|road|street|address|house number|own address|way home)\b/, 'check'],
    // Lost at a station with nothing on her (the blind round P): urgent, wherever the words fall.
    [/\b(i'm|i am|i've ended up|i ended up|i've got|i got) (at|in|on|to) (the|a|some) (railway |train |bus |coach )?(station|platform|bus stop|depot|terminus)\b.{0,60}\b((no|(don't|do not) have (my|a|any)|haven't (got )?(my|a|any)|without (my|a|any)|lost my|left my) (money|purse|ticket|wallet|bag|phone|handbag|cash|pass|bus pass|keys)|nothing (on|with) me|(can't|cannot|don't know how to) get (home|back)|don't know (how|why) i got)\b/, 'urgent'],
    // A tracker given to her for her wandering: the family knows it happens; asked about.
    [/\b(tracker|tracking|gps|locator|find ?my|air ?tag|pendant|alarm (thing|watch|bracelet))\b.{0,60}\b(wander\w*|got lost|get lost|getting lost|go missing|went missing|gone missing|keep (going|walking) off)\b|\b(wander\w*|got lost|getting lost|went missing)\b.{0,60}\b(tracker|tracking (device|thing|watch|bracelet|pendant)|gps|locator)\b/, 'check'],
    // Children long grown looked for as if small.
    [/\b(out|outside|going out|went out|been out) (looking|searching|calling) for (the|my) (children|kids|little ones|boys|girls|baby|little boy|little girl)\b/, 'urgent'],
    [/\b(children|kids|little ones|boys|girls)\b.{0,30}\b(should be|ought to be|must be|should have been|aren't|are not|haven't come|haven't got) (home|back) from school\b/, 'check'],
    // Not knowing her own people.
    [/\b(didn't|don't|couldn't|can't) (know|recogni[sz]e|remember) (who (the (man|woman|lady|person)|he|she|that) (in|on) the (photo|picture|mirror|wedding photo) (was|is)|who (he|she) (was|is) (at first|any ?more)|my (own )?(husband|wife|son|daughter|children|family|grand\w+))\b/, 'check'],
  ],
];
