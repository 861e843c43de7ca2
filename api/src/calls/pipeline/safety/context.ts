import { FAMILY } from './rules/words.js';

/**
 * The sentence around a rule's match: what negates it, lowers it to a note (someone else, the
 * television, a hypothetical, the past and resolved) or keeps it pressing (now, still).
 */
export const NEGATION = /\b(no|not|never|didn't|did not|haven't|have not|hasn't|has not|wasn't|was not|isn't|is not|aren't|won't|don't|do not|doesn't|does not|without|nor|nothing like|no more|neither)\b(?:\s+\S+){0,3}\s*$/;
export const THIRD_PARTY_SUBJECT = new RegExp(
  `\\b(my (${FAMILY}|mother|father|mum|mom|dad|friend|friends|cousin|aunt|uncle|sister-in-law|brother-in-law|cat|dog|budgie|bird|pal|partner|late husband|late wife|husband's|wife's)|his|her|their|he|she|they|(one|this|that|some) (fellow|fella|chap|bloke|guy|lady|woman|man|girl|boy|lad)|the (baby|babby|wee one|little one|kids|children|dog|cat|grandchildren|grandkids|twins)|someone i know|(someone|somebody)(?= (had|has|was|got|took|fell|collapsed|died))|a friend|a lady|a man|the lady|the man|the woman|a woman|a neighbou?r|the (neighbou?r|neighbors|neighbours)|somebody at (church|the club)|mrs \\w+|mr \\w+|[a-z]+ from (church|the club|next door|down the road))\\b`,
);
export const FIRST_PERSON = /\b(i|i'm|i've|i'd|i'll|me|my|myself)\b/;
/** She as the one doing or undergoing ("my auntie" names someone else; "I" or "me" is her). */
export const FIRST_PERSON_SUBJECT = /\b(i|i'm|i've|i'd|i'll|me|myself)\b/;
/** A clause that starts with its verb ("Fell down the stairs at ninety"): its subject is the last sentence's. */
export const NO_SUBJECT = /^\s*((and|then|well|oh|anyway|still|once|even|also|just)\s+)*(fell|fallen|collapsed|fainted|passed out|blacked out|broke|had|got|went|took|couldn't|can't|wouldn't|didn't|was|ended up|used to|died|lost|burnt|burned|cut|slipped|tripped)\b/;
export const REPORTED = /\b(on the (tv|telly|television|news|radio)|the (tv|telly|television|news|radio|paper|newspaper|programme|program|show|film|movie|book|doctor on tv) (said|says|showed|was about|had)|in (the|a|my) (film|movie|book|story|programme|program|show|dream|novel|paper|newspaper)|i (read|watched|saw) (about|a|an|on|in|that)|they said on|a (film|movie|show|programme|story) about|i dreamt|i dreamed|i had a dream|crossword|quiz|on (eastenders|corrie|coronation street|emmerdale|neighbours|casualty|holby|the archers|hollyoaks|doctors|the soaps?)|in (the|that|a) (soap|serial|drama|detective (thing|one|show))|(watching|watched|saw|seen) (that|the|a|this) ([a-z]+ )?(programme|program|show|film|movie|documentary|drama|soap|series|episode))\b/;
/** A programme, a film, a dream that frames everything told after it in a long turn. */
export const REPORTED_FRAME = /\b((watching|watched|saw|seen) (that|the|a|this) ([a-z]+ )?(programme|program|show|film|movie|documentary|drama|soap|series|episode)|on the (tv|telly|television|news|radio)|in (the|a|my) (film|movie|book|story|dream)|i dreamt|i dreamed|i had a dream)\b/;
export const HYPOTHETICAL = /^(what if|if (i|ever|one day)|in case|suppose|supposing|imagine|i('m| am) (afraid|scared|worried|frightened) (that )?i (might|may|will|could|'ll)|i worry (that )?i (might|may|will|could|'ll)|i (might|may|could) (fall|have (a|another|one of))|one day i (might|may|will)|when i (die|go)|my (daughter|son) (worries|is worried) (that )?i)\b/;
export const DISTANT_PAST = /\b(years ago|years back|(a good |a long )?while back|long ago|a year ago|last year|months ago|a month ago|last month|(a few|some|two|three|several|many) (weeks|months|years) (ago|back)|back in (the |nineteen|\d{2,4}|(nineteen |twenty )?(ninety|eighty|seventy|sixty|fifty|forty)\w*)|in (19|20)\d\d|when i was (young|younger|a (girl|boy|child|kid|kiddie|kiddy|nipper|lass|lad|bairn|wean|youngster|teenager|tot|toddler|baby|young|wee (girl|boy|lass|lad|one|thing))|little|small|at school|in my|(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)( years old)?)|(till|until|before|by the time|up to when) (i|he|she|they|we) (was|were) (\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|young|little|small|grown|married|a (girl|boy|child|teenager))|when (he|she|they|we|[a-z]+) (was|were) (young|younger|little|small|a (girl|boy|child|kid|lad|lass|baby|toddler|teenager|nipper)|at school|(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen)( years old)?)|as a (child|girl|boy|kiddie|nipper|lass|lad|bairn|youngster|teenager|baby|toddler|tot)|in (the )?(war|fifties|sixties|seventies|eighties|nineties|19\d\d)|once,? long ago|long ago|ages ago|in my youth|decades ago|last (spring|summer|autumn|fall|winter|christmas|easter)|(in|of|since|from|back in) '\d\d|the (winter|summer|spring|autumn|fall|war|year) of (19\d\d|'\d\d))\b/;
/** An ailment over or mending ("the cold's gone", "my back's much better", "over the flu now"): news that she is better. */
export const GETTING_BETTER = /\b(cold|cough|flu|bug|sniffles|chest|tummy|stomach|back|knees?|hip|head(ache)?|throat|temperature|leg|foot|arm|ankle|wrist|shoulder)('s| has| have| is| are)? (gone|all gone|better|much better|a lot better|cleared( up)?|on the mend|improving|easing|eased off|settled)\b|\b(over|shaken off|shook off|got rid of|getting over) (the|my|that|this) (cold|cough|flu|bug|sniffles)\b/;
export const RECENT_PAST = /\b(yesterday|last night|this morning|earlier today|earlier|the other day|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|last week|a few days ago|two days ago|on the weekend|at the weekend|over the weekend)\b/;
export const RESOLVED = /\b(i'm|i am|i was|i feel|feeling|but i'm|and i'm|she's|she is|he is|he's|they're|they are|it's|it is|all)\s+(fine|ok|okay|alright|all right|grand|better|much better|fine now|okay now|right as rain|back to normal|on the mend|recovered|healed|good now|none the worse|perfectly well|well now)\b|\b(good as new|right as rain|tickety-?boo|none the worse( for it)?|no harm done|not hurt|wasn't hurt|didn't hurt myself|(it )?(doesn't|does not|didn't) hurt( much| now)?|no bones broken|nothing broken|got (straight )?back up|got up (fine|again|by myself|on my own)|the doctor (checked|said i'm fine|saw me|looked at it|isn't worried|is not worried|wasn't worried|knows about it|says it's (nothing|normal|my age))|(is|are|will be|'s) (bringing|getting|dropping off|doing) (some |my |the )?(shopping|food|groceries)|all sorted|sorted now|it passed|(it|the pain|that|the dizziness|the feeling|the ache) (went|has gone|soon went) away|cleared up|over it now|healed up|(it'?s |it is |it has |it'?s all )?healed( up)?( lovely| nicely| fine| well| beautifully| properly)?( now)?|mended|fixed now|they fixed it|been fixed|been fine (ever )?since|(,|and|but) (fine|all fine|right as rain|all better|better) now|took them (this morning|now|today|after all|later)|(i've|i have) (taken|had) them now|fine ever since|(it|that|everything) seems (fine|alright|all right|ok|okay|better) now)\b/;
/** "I'm alright I think", "nothing broken I don't think": a resolution she is not sure of is none. */
export const HEDGED = /\b(fine|ok|okay|alright|all right|better|nothing broken|no bones broken|not hurt)\b,? (i think|i don't think|i suppose|i hope|probably|hopefully|i'm not sure|maybe)\b|\b(told|tell|telling) (him|her|them|the doctor|the nurse|everyone|everybody|my \w+) (i'm|i was|i am) (fine|ok|okay|alright|all right)\b|\bbut (really|actually|honestly|to be honest|truth be told|if i'm honest)\b|\b(fine|ok|okay|alright|all right) really,? but\b|\b(bit|a bit|all|still|quite) (shook|shaken)( up)?\b/;
export const NOW = /\b(right now|just now|at the moment|at this moment|still|now|can't get up|this minute|currently|won't stop|keeps? (happening|getting worse)|getting worse|help me)\b/;
export const LAUGHTER = /\b(laugh|laughed|laughing|laughter|giggl\w*|in stitches|tears of laughter|so funny|hilarious|cracked me up|joke|joking|kidding)\b/;
/** A helper, a visit, the family: people in the house who are expected. */
export const EXPECTED_PEOPLE = /\b(fix|fixing|fixed|repair|repairing|mend|mending|plumber|electrician|engineer|gas man|workm[ae]n|builders?|decorators?|painters?|cleaners?|carers?|nurse|doctor|son|daughter|grand\w+|family|friends?|neighbou?rs?|to stay|visiting|visit|delivery|meter|for (tea|dinner|lunch|christmas)|party|my (husband|wife)|postman|postie|mailman|milkman|paper ?boy|window cleaner|meter|parcel|selling|collecting for|canvass\w*|jehovah|vicar|carol singers|the lad next door)\b/;
export const FEAR = /\b(scared|frightened|afraid|terrified|don't know (him|her|them|who|what)|stranger|broke|breaking|break in|help|shouldn't be|not expecting|live alone|on my own)\b/;
/** Long-standing, not sudden: a stroke comes on suddenly. */
export const CHRONIC = /\b(arthritis|rheumatism|gout|neuropathy|like (it|they) used to|these days|for years|always (been|have|had)|at my age|getting old|old age|in the cold|in the mornings)\b/;

/** "I'm fine now" is not the "now" of an emergency. */
export function withoutResolution(text: string): string {
  // "It's healed lovely now": the words of how well it mended go with it.
  return text.replace(new RegExp(`(${RESOLVED.source})(\\s+(lovely|nicely|beautifully|properly|again|up|a treat))*(\\s+now)?`, 'g'), ' ');
}

/** The same words without degree and filler adverbs ("my chest is really hurting"): read as well, never instead. */
const INTENSIFIERS = /\b(awfy|awful|mighty|wicked|powerful|fierce|dead|really|very|so|quite|terribly|awfully|rather|pretty|ever so|a bit|a little bit|a little|just|all|real|too|extremely|dreadfully|proper|right|absolutely|completely|totally|kind of|sort of|kinda|sorta|still|now and then|suddenly|all of a sudden)\b\s*/g;
export function withoutIntensifiers(text: string): string {
  return text.replace(INTENSIFIERS, '').replace(/\s+/g, ' ').trim();
}

/** Clauses: sentences, and the parts around "but", "although", "though", "however", ";". */
export function clauses(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\s*[;]\s*|,?\s+\b(?:but|although|though|however|except|yet)\b\s+/)
    .map((c) => c.trim())
    .filter(Boolean);
}
