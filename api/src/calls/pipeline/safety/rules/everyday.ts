import type { SafetyCategory } from '../concern.js';

/**
 * Everyday phone talk that borrows trouble's words (docs/safety-net.md, "How trouble is said"):
 * the hard negatives kept next to the families they resemble. A rule's match in a clause like
 * these is set aside (and the trained model is not asked about it either); a sign of real
 * trouble in the same clause (`UNLESS`) keeps it. Each entry sets aside only its own kind (a
 * limb gone to sleep is no stroke, but a drooping face beside it still is); `talk` only keeps the
 * trained model from asking.
 */
export const EVERYDAY: ReadonlyArray<[SafetyCategory | 'talk', RegExp]> = [
  // Idioms: a heart attack at the bill, bleeding money, falling off a chair at the news, gasping for a cuppa.
  ['chest-pain', /\b(give|gave|giving|gives) (me|him|her|you|us|them|everyone|everybody|anyone|anybody|a saint) a heart attack\b|\bheart attack on a plate\b|\b(nearly|almost) (had|gave me|died of) a heart attack\b/],
  ['chest-pain', /\bheart\b.{0,30}\b(watching|the (match|football|game|race|final|film|result|news|lottery)|excit\w*|nervous|penalt\w*|scored|won(?!')|when (he|she|they) (scored|won(?!')|came in|proposed))\b/],
  ['bleeding', /\bbleeding (money|cash|\w+ dry|awful|hell|nuisance|idiot|thing|council|weather|freezing|cold|hot|buses?|government|kids|telly|phone|useless|ridiculous|typical|marvellous|daft|cheek|liberty)\b/],
  ['fall', /\b(nearly|almost) fell off my (chair|seat|stool|perch)\b|\bfell (off my chair|about) laughing\b/],
  ['breathing', /\b(puffed|out of breath|breathless|winded)\b.{0,40}\b(after|from) (the|my|a) (swim|walk|dancing|exercise|gardening|run|hoovering)\b|\b(went|been|go|going) (for a (swim|walk|run)|swimming|dancing)\b.{0,40}\b(puffed|out of breath|breathless|winded)\b/],
  ['breathing', /\b(breathless|out of breath|puffed) with (excitement|anticipation|laughter|nerves|the excitement)|took my breath away|breathtaking|out of breath (from|after) (laughing|dancing|the walk|rushing|running|the stairs)\b/],
  ['breathing', /\b(puffer|inhaler|spray|nebuli[sz]er|oxygen) (helps|works|sorts (it|me) out|does the (trick|job)|always helps)\b/],
  ['breathing', /\bgasping for (a|my|some) (cup|cuppa|drink|tea|coffee|brew|pint|fag|smoke|ciggie|glass|cigarette)\b/],
  ['food', /\bcould eat a (horse|scabby|buttered|whole)\b|\b(starving|hungry)\b.{0,30}\b(what is for|nearly (lunch|dinner|tea)|(dinner|lunch|tea) ?time)\b|\b(fasting|nil by mouth)\b.{0,30}\b(test|scan|operation|procedure|hospital|surgery)\b|\bon a diet\b|\bbig (lunch|dinner|breakfast|meal)\b|\b(haven't|not) (had|eaten) (my |the )?(dinner|lunch|tea|supper|breakfast) yet\b|\b(it is|it is|dinner's|tea's|lunch's|dinner is|tea is|lunch is) (in the oven|on the stove|on the go|cooking|nearly ready|warming)\b/],
  ['food', /\b(tesco|asda|sainsbury\w*|waitrose|morrisons|aldi|lidl|the delivery|the shopping|the order|my (daughter|son|neighbou?r|grandson|granddaughter|carer|niece|nephew))( is| are|'s)? (coming|comes|come|due|arriving|arrives|bringing|delivering|fetching|doing my shopping|doing the shopping|will (come|be here))\b/],
  // The cold met and handled: a cardigan on, the heating up.
  ['cold', /(?<!(afford to|not|n't|never|won't|can't|cannot) )\b(put|putting|turned|turn|switched|popped|pop|stick) (on )?(the |my |another |a |an extra )?(heating|fire|heater|electric blanket|hot water bottle|cardigan|jumper|layer|blanket|thermals|vest|fleece|slippers|dressing gown|socks|bed socks|shawl|throw|coat|hat|gloves|scarf)( on| up| higher)?\b(?!.{0,30}\b(afford|won't|doesn't|isn't|broken|not working)\b)|\b(hot water bottle|a cuppa|the kettle) will (sort|warm)\b|\bi'll (have|make|run|get|put|go and (have|make|put|sit)) (a |the |my |another )?(hot |warm )?(bath|drink|cuppa|cup of tea|soup|fire|heating|water bottle|cardigan|jumper)\b|\bwarm(ing|ed)? (them|myself|my \w+|it)( up)?\b|\b(by|in front of) the fire\b|\b(i'm|i am) (at|staying (at|with)) (my \w+'s|a friend's|my \w+)\b|\btill it('s| is) fixed\b|\b(being|getting) fixed\b|\b(got|have|'ve got) (the |my )?(fire|heater|electric blanket|heating) on\b(?!.{0,40}\b(save|saving|money|afford|cost|bills?|pension|only|an hour)\b)|\b(man|engineer|plumber|someone|gas man|repair ?man|electrician)('s| is| will be)? (coming|due|here) (today|this (afternoon|morning|evening)|tomorrow|later|soon|in an hour)\b|\b(just )?(come|came|got|been) in from\b|\bfrom the (cold )?(walk|garden|shops|outside|bus stop|school run)\b/],
  // A limb that went to sleep from lying on it.
  ['stroke', /\b(arm|leg|foot|hand)( has| is|'s)? (gone|went|fallen) (to sleep|dead)\b.{0,30}\b(lying|sitting|leaning|slept)\b/],
  // Weather talk, the kettle, tiredness, plans and thrift: only the trained model is kept from asking about them.
  ['talk', /\b(put|putting|popping|pop) the kettle on\b|\bwon't be a (moment|minute|tick|sec)\b|\b(dead on my feet|dead beat|worn out|shattered|knackered|pooped|done in)\b|\bwon't be (here|in|around|home)( much| long)? (on |next |this )?(\w+day|week|weekend|tomorrow)\b|\b(ran off|knock(ed)? and ran|knock down ginger)\b|\b(eaten too much|i'm stuffed|full up|couldn't eat another)\b|\b(read (my|the) meter|meter reading)\b|\bmorning,? noon and night\b|\bforgetting to (water|feed|post|ring|buy)\b|\bhelp (me )?(move|shift|lift|carry|put up|take down|clear|sort|paint|fix)\b|\b(saving|put|putting|set|setting) (a bit of |some )?(money|cash|pennies) (aside|by|away)\b|\b(i'm|i am) (going|off|popping) (out|to the|round)\b|\b(heating|fire|heater)( is|'s)? (up|on) (nice|high|full|lovely)\b|\bmoved in (next door|across|over the road|downstairs|upstairs)\b|\bhelp (me )?with (my|the) (garden|shopping|cleaning|forms?|computer|emails?|crossword|ironing|hoovering|windows|bins|washing)\b/],
  // Her glasses or keys mislaid, as everyone does ("that's just me"): neither confusion nor the model's question.
  ['talk', /\b(keep|kept|always) (forgetting|losing) where i('ve| have)? (put|left) (my|the) (glasses|specs|reading glasses|keys|purse|pen|phone|remote|handbag|bag|book)\b/],
  // Out of breath as a figure of busyness ("running around like a headless chicken", "out of breath just thinking about it").
  ['breathing', /\bout of breath (just )?(thinking|with it all|with all (the|this|that)|rushing|running (around|about)|chasing)\b|\b(headless chicken|run(ning)? off my feet|rushed off my feet)\b.{0,40}\b(out of breath|puffed|breathless)\b/],
  ['breathing', /\b(puffed|out of breath|breathless|winded)( out)?\b.{0,40}\b(after|from) (the |my |a )?(\w+ )?(class|zumba|aerobics|keep fit|yoga|pilates|aqua\w*|dance|bowls|tennis|badminton|swim)\b|\b(puffed|out of breath|breathless|tired)( out)? (just )?(listening|thinking|hearing) (to|about) (all|you|that|it|what)\b/],
  // A new tablet that suits her, a medicine that agrees with her: good news, not "are you hurt?".
  ['talk', /\b(tablets?|pills?|medicine|medication|inhaler|cream|patch)\b.{0,40}\b(suit|suits|suiting|agrees? with|agreeing with|doing me good|working (well|a treat|wonders))\b/],
  // Not long to talk because something of hers is starting: her programme, her tea, the bus.
  ['talk', /\b(can't|cannot) (talk|stop|stay|chat) (long|for long|now)\b.{0,40}\b(programme|program|show|soap|tea|dinner|lunch|bus|taxi|visitor|hairdresser|appointment|going out|on in|starting|due)\b/],
  ['talk', /\b(a (cold|wet|windy|grey|chilly|nippy|parky|raw|miserable|bitter) (one|day|morning|night|spell)|(cold|wet|windy|nippy|chilly|parky|raw) (out|outside|out there))\b/],
  // Furniture, a fire in the grate: only the model is kept from asking (a real fire's smoke is still heard).
  ['talk', /\bchest of drawers\b|\b(real|open|log|coal) fire\b.{0,30}\b(cosy|lovely|nice|tonight|lit|going|roaring)\b|\b(lit|light|lighting) the (fire|candles)\b/],
  // Someone expected at the door: the postman, a neighbour's lad, a salesman sent away.
  ['intruder', /\b(back|be back|with you) in a (tick|minute|sec|second|mo|moment|jiffy)\b|\b(hang|hold) on\b|\bone (sec|second|moment|minute|tick)\b|\bgive me a (sec|second|minute|moment|mo)\b|\bexcuse me\b|\bwon't be a (minute|moment|tick|sec)\b|\bsend (him|her|them) (packing|away|on (his|her|their) way)\b|\b(clipboard|leaflets?|survey)\b/],
  ['intruder', /\b(it'll be|that'll be|must be|it is (only|just|probably)|i bet it is|probably|expecting)( the| my| our| a| that)? \w+|\b(postman|postie|mailman|milkman|paper ?boy|delivery|parcel|meter reader)\b|\b(selling|collecting for|canvass\w*|jehovah|window cleaner|the lad next door|wants his ball|carol singers|trick or treat)\b|\bi'll (just )?(get|answer) (it|the door)\b|\bi'll tell (him|her|them) no\b/],
  // A knock or a ring at the door told in passing, on her way to answer it: a visitor (a stranger, force, fear or the night still count, UNLESS and the red flags).
  ['intruder', /\b(someone|somebody|there is someone|there is somebody)( is)? (at|knocking (at|on)|ringing) (the|my) (front |back )?(door|doorbell|bell)\b(?!.{0,40}\b(stranger|won't go|trying|at night|in the dark|again and again|all night)\b)|\b(someone|somebody)( is)? knocking[.!]?$|\b(doorbell|the door|the bell)( is|'s)? (going|ringing|just went)\b|\bi('d| had) better (see|get|answer|go and see)\b|\bsee who (it is|that is|that'?ll be)\b|\bwon't be (long|a jiffy|two ticks)\b|\bbe right back\b/],
  ['talk', /\b(someone|somebody|there is someone|there is somebody)( is)? (at|knocking (at|on)|ringing) (the|my) (front |back )?(door|doorbell|bell)\b(?!.{0,40}\b(stranger|won't go|trying|at night|in the dark|again and again|all night)\b)|\b(someone|somebody)( is)? knocking[.!]?$|\b(doorbell|the door|the bell)( is|'s)? (going|ringing|just went)\b|\bi('d| had) better (see|get|answer|go and see)\b|\bsee who (it is|that is|that'?ll be)\b|\bwon't be (long|a jiffy|two ticks)\b|\bbe right back\b/],
  ['scam', /\b(gift cards?|vouchers?|gift vouchers?)\b.{0,40}\bfor (the |my |a |her |his |our )?(\w+'?s? )?(birthdays?|christmas|presents?|grand\w+|niece|nephew|wedding|anniversary)\b/],
  // A busy head, ready to go out: not confusion, not a wish to die.
  ['confusion', /\b(too much|so much) (going on|to do|on my (plate|mind))\b|\bbusy (with|getting)\b|\brun(ning)? off my feet\b/],
  // Rope and line for the garden, the washing, a boat: household uses.
  // Embarrassment told afterwards: "I was mortified, I wanted to curl up and die", "wanted the ground to swallow me".
  ['self-harm', /\b(embarrass\w*|mortified|ashamed|the shame|red as a (beetroot|tomato)|blush\w*|went (bright |beetroot |scarlet )?red|in front of (everyone|everybody|the whole|all)|(slip|knickers|skirt|trousers|wig|teeth|dentures) (fell|came) (down|off|out))\b.{0,80}\b(wanted to|could have|could've|nearly|would have|felt like i('d| would)) (curl up and |crawl (under|into) \w+( \w+)? and |just )?(die|died|dying)\b|\b(wanted to|could have|could've) (curl up and |just )?(die|died)\b.{0,60}\b(embarrass\w*|mortified|ashamed|the shame|blush\w*)\b/],
  ['self-harm', /\b(rope|line)\b.{0,40}\b(washing|clothes|boat|swing|tent|tree house|climbing|tow(ing)?|hammock|bell|parcel|luggage|trunk|skipping)\b/],
  ['self-harm', /\bready to go\b.{0,60}\b(coat|shoes|hat|bag|picking me up|pick me up|taking me|taxi|bus|car|lift|out|shops|church|lunch|appointment)\b/],
  // Her card details refused, banking a son set up: not a scam in progress.
  ['scam', /\b(don't|do not|never|wouldn't|won't|didn't) give (my|out my|them my|him my|her my|anyone my) (details|card|bank|pin|number)|\b(give|giving) (my|them|out) (details|numbers)? ?out\b|\b(put the phone down|hung up|hang up on|told (him|her|them) (where to go|to get lost|no))\b/],
  ['scam', /\bmy (son|daughter|grandson|granddaughter|nephew|niece|husband|family)( has| had)? (set up|sorted|arranged|does|did|fixed|installed|helps? me with)\b/],
];

/** Signs of real trouble that keep a match whatever else the clause says. */
export const UNLESS = /\b(can't breathe|chest (pain|is tight|hurts)|down my arm|sweat\w*|clammy|blood everywhere|on the floor|can't get up|right now|help me|scared|frightened|not expecting|don't know (who|him|her|them)|gift cards?|secret|bail|courier|safe account|read (out|him|her|them)|pin|(gave|given|read|told) (him|her|them|the man|the lady|the caller) (my|the))\b/;
