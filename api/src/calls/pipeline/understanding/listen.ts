import type { Document } from 'wink-nlp';
import { its, nlp } from './english.js';
import { GETTING_BETTER } from '../safety/context.js';
import { bearsStoryMarks } from '../safety/story-frame.js';

/**
 * What the embedded companion hears in one utterance (docs/decisions/070-a-companion-that-listens.md):
 * what she wants (to end the call, to know who is calling, to hear it again), how she
 * feels (loss, pain, worry, sadness, good news; negation read by wink-nlp, so "not bad"
 * is good and "not sleeping well" is not), and what she talked about (people with their
 * relationship, places, things), so a reply can name it.
 */

export type Intent = 'goodbye' | 'pre-closing' | 'hold' | 'who' | 'pardon' | 'lost-place' | 'refusing' | 'confused' | 'dont-know' | 'asks-back' | 'asks-day' | 'asks-limit' | 'asks-companion' | 'greeting' | 'statement';
/** What she asked of the companion that it cannot do: said honestly, with what it can do instead. */
export type Limit = 'weather' | 'news' | 'reminder' | 'our-calls' | 'call-someone' | 'errand';
export type Feeling = 'loss' | 'pain' | 'worry' | 'sad' | 'good' | 'neutral';
export type CheckIn = 'feeling' | 'sleep' | 'eating' | 'worry';

export interface Person {
  /** "father", "granddaughter"; empty for a bare name. */
  relationship: string;
  name: string;
  /** "your father", "your granddaughter Emily", "Emily". */
  phrase: string;
}

export interface Heard {
  text: string;
  intent: Intent;
  feeling: Feeling;
  /** Good news said alongside something hard ("my knee hurts, but my son visited"). */
  alsoGood: boolean;
  people: Person[];
  places: string[];
  /** Things she talked about, with whose they are: "your father's bakery". */
  things: { word: string; phrase: string }[];
  /** A body part that troubles her, and how: { part: 'knee', complaint: 'stiff' }. */
  ailment: { part: string; complaint: string } | null;
  /** Something coming up: "doctor's visit on Tuesday". */
  upcoming: { what: string; when: string } | null;
  /** "water my roses" in "I have to go and water my roses". */
  leavingTo: string | null;
  /** Check-in questions this already answers (she said how she slept: no need to ask). */
  answers: Set<CheckIn>;
  /** The feeling came from her words (not only the overall sentiment score). */
  lexical: boolean;
  /** Told in the past tense: a memory, not news. */
  past: boolean;
  words: number;
  /** An event worth its own question: a wedding, a birth, a visit. */
  event: 'wedding' | 'birth' | 'visit' | 'birthday' | 'holiday' | null;
  /** With intent 'asks-limit': what she asked for. */
  limit: Limit | null;
  /** People she spoke of as gone (died, lost, late), by name or relationship: never asked after as if alive. */
  gone: string[];
  /** Of her people, the ones the loss is about: named in the same part of the sentence as the loss ("I miss him, but my sister rings" mourns neither). */
  mourned: Person[];
  /** Someone of hers unwell now ("my son's got a bad chest", "our vicar had a fall"): whom, and how. */
  unwell: { who: string; they: string; how: 'hospital' | 'fall' | 'results' | 'memory' | 'ill' } | null;
}

/** She told something of her own (people, places, an event, a plan, more than a few words): it is answered, never talked over by a fixed question. */
export function toldSomething(heard: Heard): boolean {
  return heard.words > 8 || heard.people.length > 0 || heard.places.length > 0 || !!heard.event || !!heard.upcoming || heard.things.length > 1;
}

/** Someone of hers unwell now: in hospital, poorly, waiting on an operation or results (the companion and the memory read it alike). */
const SOMEONE_ILL = /\b((in|into|taken to|rushed to) (the )?hospital|in hospice|in (a|the) (care |nursing |residential )?home\b|(dementia|alzheimer'?s)(?! (is|was) (a|the))|poorly|unwell|not (been )?(well|good|herself|himself)|bad with (his|her|their) \w+|(got|has|had|'s got) (a )?(bad|nasty|poorly|terrible) (chest|back|cough|cold|hip|knee|heart|leg|stomach)|had a (fall|stroke|heart attack|operation|turn)|(having|had|waiting (on|for)|got) (a |an |her |his |their |the )?(results of (a |an |the |her |his )?)?(biopsy|operation|surgery|tests?|scan|results|treatment|chemo\w*)|in a bad way|under the weather|(got|has|with) (the )?(dementia|alzheimer'?s|cancer|pneumonia|flu|covid|shingles))\b/i;
const SOMEONE = /\b(?:[Mm]y|[Oo]ur) (late )?((?:great-)?(?:grand)?(?:son|daughter|husband|wife|sister|brother|mother|father|mum|dad|friend|neighbou?r|cousin|niece|nephew|aunt|uncle|vicar|pastor|priest|doctor|carer|son-in-law|daughter-in-law|grandson|granddaughter))(?:'s)?(?: ([A-Z][a-z]+))?\b/;
/** "My son's got", "our vicar has": someone of hers as the subject. */
const SOMEONE_HAS = new RegExp(`${SOMEONE.source}('s| has| is)( got)?`);
/** Relations that do not say whether they are a he or a she. */
const NEUTRAL_RELATIONS = new Set(['vicar', 'pastor', 'priest', 'doctor', 'carer', 'friend', 'neighbour', 'neighbor', 'cousin']);

const RELATIONS = [
  'mother', 'mom', 'mum', 'mama', 'father', 'dad', 'papa', 'husband', 'wife', 'son', 'daughter', 'grandson', 'granddaughter',
  'grandchildren', 'grandkids', 'grandchild', 'sister', 'brother', 'aunt', 'uncle', 'cousin', 'niece', 'nephew', 'friend',
  'neighbor', 'neighbour', 'grandmother', 'grandfather', 'grandma', 'grandpa', 'nana', 'granny', 'boyfriend', 'girlfriend',
  'son-in-law', 'daughter-in-law', 'great-granddaughter', 'great-grandson', 'great-grandchild', 'great-grandchildren', 'spouse', 'children', 'kids', 'parents', 'family', 'doctor', 'nurse', 'carer', 'caregiver', 'pastor', 'priest',
];
const RELATION_SET = new Set(RELATIONS);
const MALE = new Set(['great-grandson', 'father', 'dad', 'papa', 'husband', 'son', 'grandson', 'brother', 'uncle', 'nephew', 'grandfather', 'grandpa', 'boyfriend', 'son-in-law']);
const FEMALE = new Set(['great-granddaughter', 'mother', 'mom', 'mum', 'mama', 'wife', 'daughter', 'granddaughter', 'sister', 'aunt', 'niece', 'grandmother', 'grandma', 'nana', 'granny', 'girlfriend', 'daughter-in-law']);
const PLURAL = new Set(['great-grandchildren', 'grandchildren', 'grandkids', 'children', 'kids', 'parents', 'family']);
const PETS = new Set(['dog', 'cat', 'puppy', 'kitten', 'bird', 'budgie', 'parrot', 'canary', 'horse', 'rabbit', 'fish', 'hamster', 'collie', 'terrier', 'spaniel', 'labrador', 'poodle', 'moggy', 'tabby', 'pup', 'greyhound', 'whippet', 'dachshund']);
/** "The dog's got", "my cat has": a pet as the subject. */
const PET_SUBJECT = new RegExp(`^(the|my|our) (${[...PETS].join('|')})('s| has| is)( got)?\\b`, 'i');
const BODY = ['knee', 'knees', 'hip', 'hips', 'back', 'shoulder', 'shoulders', 'neck', 'leg', 'legs', 'foot', 'feet', 'ankle', 'hand', 'hands', 'wrist', 'arm', 'arms', 'head', 'chest', 'stomach', 'tummy', 'eyes', 'eye', 'ears', 'teeth', 'tooth', 'joints', 'fingers', 'toes', 'heart'];
const BODY_SET = new Set(BODY);
const MY_BODY = new RegExp(`\\bmy (${BODY.join('|')})\\b`);
const DAYS = /^((monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter|today|tomorrow|yesterday)$/i;
/** Nouns too general to follow up on. */
const DULL = new Set([
  'day', 'days', 'today', 'week', 'weeks', 'year', 'years', 'time', 'times', 'thing', 'things', 'lot', 'bit', 'morning', 'afternoon', 'evening',
  'night', 'way', 'something', 'anything', 'nothing', 'everything', 'kind', 'sort', 'moment', 'while', 'minute', 'minutes', 'hour', 'hours',
  'lady', 'dear', 'honey', 'love', 'fine', 'call', 'phone', 'question', 'idea', 'sense', 'life', 'people', 'person', 'one', 'ones', 'end',
  'age', 'month', 'months', 'weekend', 'tonight', 'yesterday', 'tomorrow', 'lots', 'side', 'part', 'place', 'home', 'house', 'stuff',
  'pain', 'ache', 'sleep', 'trouble', 'news', 'health', 'weather', 'mind', 'memory', 'story', 'problem', 'worry', 'fun', 'course',
  'truth', 'fact', 'world', 'company', 'lot', 'matter', 'reason', 'number', 'anyone', 'everyone', 'someone', 'nobody', 'everybody', 'somebody',
  'dance', 'use', 'help', 'care', 'attention', 'difference', 'chance', 'point', 'rest', 'use', 'turn', 'start', 'look', 'word', 'words',
]);

const GOODBYE_RE = /\b(good\s?-?bye|adi[oó]s|ciao|cheerio|ta-?ta|toodle-?oo|hasta luego|au revoir|slainte|tatty bye|bye(\s?-?bye)?( now| then| dear| love)?|(talk|speak) (to you )?(later|soon|tomorrow|next time|then|another time|next week)|(have|got|need|must|'ve got|gotta|going) (to )?(go|get going|run|hang up)|i'?ll let you go|i must be going|that'?s (enough|all) for (today|now)|see you (later|soon|next time)|cheerio|ta-?ta|take care now|i'?ll say (good\s?-?bye|bye|cheerio|so long)( now| then)?|i'?d better (go|get off|let you go|be off)|i'?ll be off|i'?m off now|(?<!\b(ever|are|is|was|were|been|too|for|how|that|this|it's|not|quite|very|really|take|takes|took|taking) )so long( now)?(?! (as|since|ago|to|for|that|before|without))|i'?ll leave it there|that'?ll do for (today|now)|i'?m going to (go|hang up|get off|love you and leave you)( now)?|(i'?ll )?let you get on|ta-?ra|ta ra|night,? night|until next time|see (ya|you)( then| now| again)?(?=[\s,.!]*$)|catch you later|(i'?ll )?love you and leave you|god bless( you)?( now| then| dear| love)?(?=[\s,.!]*$)|i'?m away to my bed|i'?m off to (my )?bed|off to bed now|bye-?bye|(talk|speak) (again )?(soon|tomorrow|next week|on \w+day)|cheers,? (then|now|love|dear))\b/i;
/**
 * A remark that invites the end of the call without leaving ("That was a lovely chat.", "Thank
 * you for calling."): in a conversation the other side answers it and offers to close; only a
 * goodbye or a yes to that offer ends the call. Said at the start, it is a thank-you, not an end.
 */
/** Getting on with her day: the end of the call said as her leaving ("I must get on with the ironing"). */
const GETTING_ON = /^((anyway|well|right|ok(ay)?|so|oh),? )*(i|we)('d| had| must| need to| have to| should|'ve got to| better|'ll have to| will have to| really must| really should)( better)? (get on|be getting on|crack on|get going|be off|be going|go and get on|let you go)( (with|now|then)\b[\w' ,]*)?[.!]*$/i;
const PRE_CLOSING_RE = /\b((i )?(mustn'?t|won'?t|shan'?t|don'?t want to|shouldn'?t) keep you(?! long\b| a (minute|moment|sec|second|tick)\b)( any longer| too long| from your (work|day|others))?|you('ve| have)? (must have|probably have|'ll have|will have|got) (other|lots of|plenty of) (people|folk|calls|ladies|others)( to (ring|call|see|get to))?|(i'?ve|i have) (kept you|rattled on|gone on|nattered on|talked your ear off|bent your ear)( long enough| for long enough| too long| enough)?|that'?s (enough|plenty of) (chatter|nattering|talk|gossip)( for (one day|today|now))?|i'?ll leave you to it|i'?d best be (going|off|getting on)|(i )?must dash|(i'?d|i had) best (go|get on|get going)|(my|the) (tea|dinner|supper|lunch|potatoes|spuds|soup|stew|show|programme|program|soap|film|match|game|serial|quiz)('s| is| has)( just)? (on|on the stove|boiling|ready|burning|starting|about to start|coming on|run)|i (should|ought to) (go|get going|be going|be off|let you go|get on)|(i'?d|i had|i'?d really) better (get on|be getting on|crack on|get going|get moving|get off the phone|go and \w+|see to \w+)|i (must|should|ought to) (get on|be getting on|get going|crack on)|i'?ll let you (get on|go now)|(i'?m|i am) (getting|feeling|ever so|so|really|a bit) (tired|sleepy|weary|worn out) now|(i'?m|i am) (flagging|fading) (now|a bit)|that'?s me (done|for (today|now))|(that was|that'?s been|it'?s been|this was|this has been|what) a (lovely|nice|good|wonderful|grand|really nice|really lovely) (chat|talk|call|natter)|thank(s| you)( very much| so much)? for (calling|the call|ringing|the chat|phoning|the talk|talking|chatting)|(it'?s been |it was |it is |it'?s )?(lovely|nice|good|wonderful|a pleasure) (talking|chatting|speaking|to talk|to chat|to hear from you)( to| with)?( you)?|i (really )?enjoyed (our|this|that) (chat|talk|call)|(i'?ve|i have|i think i'?ve) had enough (for (today|now|one day)|talking)|that'?ll do (me|for me)( for (today|now))?)\b/i;
/** She says she is going now: "I'll say goodbye now", "I'm tired now. I'll go." */
const SELF_GOODBYE = /\bi'?ll (say|be saying) (good\s?-?bye|bye|cheerio|so long)\b|\bi'?ll (go|get off|hang up|ring off)( now| then)?[\s,.!]*(dear|love)?[\s.!]*$|\bi'?ll (go|get off|hang up|ring off) now\b/i;
const NOT_A_GOODBYE = /\b(said|say|saying|waved|wave|kissed|to say) (good\s?-?bye|bye)\b|\bgoodbye to (him|her|them|my|the)\b/i;
const WHO_RE = /\b(what (do|did) you want( from me| with me)?(?=\s*[?!.]*$)|who wants to know|what('?s| is) (this|it) (all )?(about|for)(?=\s*[?!.]*$)|who('?s| is| are) (this|that|you|calling|speaking|it)|who am i (talking|speaking) (to|with)|who('?s| is) (on the (line|phone)|ringing)|who are you|what('?s| is) (this|that) (about|call)|what is this\b|what('?s| is) fondly|who (did you say|sent you)|is this a (real|computer|robot|machine|person)|are you (a )?(real|robot|computer|machine|person|human)|do i know you|how do you know (me|my name)|why are you calling)\b/i;
const PARDON_RE = /\b(didn'?t|did not|couldn'?t|could not) (quite )?(catch|hear|get) the (last|first|end|middle) (bit|part|word|words|of that|question|thing)\b|\bwhat (did|was it) you (ask|asked|say|said|want to know)\b|\b(i was|sorry,? i was) (miles away|away with the fairies|not listening|drifting)\b|^(pardon( me)?|sorry|what|eh|huh|come again|excuse me|say again|you what|(you )?what('?s| was| did you say)( that| you said)?|what now|beg pardon|i beg your pardon|sorry love|sorry dear|say what)(,? (dear|love|pet|hon|honey|duck|sweetheart|darling|lovey|flower|hen))?\s*[?!.]*$|^(sorry|oh|pardon),? what (was|did) (that|you say)|^what was that\b|^((oh|sorry|eh|pardon),? )?what'?s that( you (say|said))?(,? (dear|love|pet|hon|honey|duck|sweetheart))?\s*\?|^(sorry|eh|pardon|oh sorry),? what\s*\?|\b(run|read) (that|it) (by|past|to) me again|\bsay (that|it) (again|slower|more slowly|louder|a (bit|little) (slower|louder))|\b(you('ve| have)?|it|the line) (went|gone|going|go) (all )?(crackly|fuzzy|quiet|faint|funny)|\byou('re| are) (cutting|breaking) (out|up)|\b(you )?(cut|cutting) out\b|\bdidn'?t (quite )?(follow|hear) (that|you|a word|what you)|\b(pardon\??|didn'?t (quite )?(catch|hear|get) (that|you|it|what you)|couldn'?t hear|can'?t hear (you|that)|say (that|it) again|repeat (that|it|the question|yourself)|speak up|(talk|speak) (up|louder|slower|more slowly|a (bit|little) (louder|slower))|(a bit|little|bit) louder|what did you (just )?say|come again|(once|one more time) more|didn'?t (catch|get|hear) a (word|thing)|missed (that|what you said)|hearing aid|deaf as a post|hard of hearing|you'?re breaking up|(the )?line'?s (bad|terrible|crackly)|i can'?t make (you|that) out|you('?re| are) (very )?(faint|quiet|mumbling)|what were (we|you) (talking|saying|on) about|where (was i|were we)|(lost|lose) (my|the) (thread|place)|what was the question)\b/i;
/** She has lost her own thread (after a hold, mid-story): "where were we?", "what was I saying?". */
const LOST_PLACE_RE = /\b(where (was i|were we)|what was i (saying|telling you|on about)|what were we (talking|saying|on) about|(lost|lose) (my|the) (thread|place|train of thought))\b/i;
/** She does not want to talk about it: a kind yes and another subject, never a question about it. */
const REFUSING_RE = /\b((i )?(don'?t|do not|rather not|would rather not|'d rather not) (want to |wish to |like to )?(talk|speak|go on|chat|think) about (it|that|this|him|her|them)|i'?d rather not (say|talk|go into it)|let'?s (not talk about|talk about something else|change the subject)|change the subject|not (something|a thing) i (talk|like to talk) about|leave it (there|at that)|(i )?(don'?t|do not) want to (talk|go into it)|(i'?d |i would )?rather not (go into|talk about|discuss|dwell on) (it|that|this|my \w+|his \w+|her \w+)|let'?s not (talk about|go into|go there|get into|dwell on)|drop it|never mind (that|about (it|that))|never you mind|(that'?s|that is|it'?s|it is) (my|none of your|nobody'?s|no-one'?s|no one'?s) (own )?business|(i'?d|i would|i had) (sooner|rather) not( (go into|get into|say|talk about|discuss|dwell on|rake (it|that) up|go there)( it| that| all that)?)?|not (going|gonna) (to )?(go into|talk about|get into|rake up) (it|that|all that)|(let'?s|i'?d like to) (leave|keep) (it|that|that one|him|her) (be|alone|out of it|aside|for now)|(i )?(don'?t|do not) (care|wish) to (talk|say|discuss|go into)|rather keep (that|it) to myself|keep (that|it) to myself|least said,? soonest mended|(it'?s|that'?s) (private|personal)|mind your (own )?business|none of your (business|concern)|what'?s it to you|(you'?re|you are|don'?t be) (so |very )?nos(e)?y)\b/i;
const CONFUSED_RE = /\b(i don'?t understand|what do you mean|i'?m (confused|lost|muddled|mixed up)|i (don'?t|didn'?t) (quite )?follow|not sure what you('?re| are) (asking|saying)|you'?ve lost me|i'?m not sure what you mean)\b/i;
const DONT_KNOW_RE = /^(oh,? |well,? |hmm,? )?(i )?(don'?t|do not|can'?t|cannot|couldn'?t) (really )?(know|remember|recall|say|think of (any|one|anything))\b(?![,.]? +(i|i'm|i'd|i've|but|we|my|he|she|it'?s|they)\b)|^(no idea|not sure|i'?m not sure|i forget|i forgot)\b/i;
const ASKS_BACK_RE = /\b(and how are you|how are you( doing| today)?\s*\?|and you\s*\?|what about you\s*\?|how about you\s*\?)/i;
const HOLD_RE = /^((wait|hang on|hold on)[,.!]|wait (a|one|just)\b|(one|half a) (sec|second|mo|moment|minute|tick|jiffy)\b|just a (sec|second|mo|moment|minute|tick)\b)|\bi (need|have|'ve got|got) to (let the (dog|cat) (out|in)|turn (the|that|my) \w+ (off|down|on)|get the door|answer the door|take (this|my) (pills|tablets)|go to the (loo|toilet|bathroom))\b|\b(hang on|hold on|hold the line|just a (minute|moment|mo|sec|second|tick)|wait a (minute|moment|mo|sec|second|tick)|give me a (minute|moment|sec|second)|(someone|somebody|there'?s someone)'?s? at the (door|gate)|(door ?bell|the door|the bell)'?s? (just )?(gone|going|ringing|went)|that'?s the door|one moment|bear with me|the (other )?phone'?s ringing|(kettle|oven|timer|pan|pot)'?s? (is )?(boiling|whistling|going|gone|on|ringing|burning)|let me (just )?(get|turn|sit|grab|find|answer|put)|back in a (minute|moment|tick|jiffy|sec)|won'?t be a (minute|moment|tick|sec)|i'?ll be right back)\b/i;
/** What she may ask of the companion that it cannot do, by kind (answered honestly, never by a change of subject). */
const LIMIT_RES: Array<[RegExp, Limit]> = [
  // "Will you ring me tomorrow as well?", "Can you call me a bit later, about four?": when the calls come, which the family sets.
  [/\b(can|could|would|will) you (please )?(call|ring|phone|try) (me )?(back |again )*(tomorrow|later|next|another|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|at|about|in the|every|more|earlier|a bit|as well|too)\b|\b(ring|call|phone) me (again|back|tomorrow|later|more often|every day|earlier)\b/i, 'our-calls'],
  [/\b(is it|will it|is it going to|going to) be (cold|warm|hot|wet|dry|nice|fine|sunny|windy|frosty|icy|raining|snowing)\b.{0,30}\b(today|tomorrow|tonight|later|this (weekend|week|afternoon|evening)|at the weekend|next week)\b/i, 'weather'],
  [/\bwhat'?s the (\w+ )?(score|result)\b|\bwho won (the|last)\b/i, 'news'],
  [/\b(can|could|would|will) you (please )?(look up|find out|check|read( me)?|put (the|my|on)|turn (the|on|off|up|down)|switch (the|on|off)|write|post|google|search)\b/i, 'errand'],
  [/\b(what'?s|what is|how'?s|how is|is it going to|will it|going to) (the )?(weather|forecast|rain|snow|sunny|cold|hot|warm)\b|\bweather (like|today|tomorrow|forecast)\b|\b(is it|will it be) (raining|rain|snowing|sunny|cold|warm|nice) (out|outside|today|tomorrow|later)\b|\bshould i take (an|my) (umbrella|coat)\b/i, 'weather'],
  [/\b(what'?s|what is|anything|any) (in )?the news\b|\b(news|headlines) today\b|\bwhat'?s (going on|happening) in the world\b|\b(did you (hear|see)|have you heard) (about|what)\b.*\b(president|government|election|war|queen|king|prime minister)\b|\bwho (won|is winning) (the|last)\b|\b(did|have) you (see|seen|hear|heard|watch|watched|catch|read) (the news|the paper|the headlines|(about|on) the (news|telly|tv|radio|storm|fire|floods?|election|game|match|strike|crash|accident|hurricane|tornado|earthquake))\b|\bwhat do you (make|think) of (the|this|that|all this|all that) (news|election|government|president|war|storm)\b/i, 'news'],
  [/\b(remind me|can you remind|will you remind|could you remind|set (a|an|me a) (reminder|alarm)|tell me when (to|it'?s time)|make sure i (take|remember))\b/i, 'reminder'],
  [/\b(can|could|would|will) you (please )?(call|ring|phone|text|tell|let|ask|get (hold of|in touch with)|get (my|our) \w+ to|contact|message|pass (on )?(a message|my love|that|this|it)) (on )?(to )?(my|our|her|his|the|to|[A-Z]\w+)\b|\b(put me through|connect me) to\b|\bask (my|our) \w+ to (call|ring|phone|come)\b|(^|[.!?]\s+)((oh|and|well|now|also|actually|dear|love),? )*(please )?(tell|ask) (my|our) \w+(-in-law)? (to|that|i|i'?m|i'?d)\b|(^|[.!?]\s+)((oh|and|well|now|also|actually|dear|love),? )*(please )?(have|get) (my|our) \w+ (to )?(call|ring|phone)\b|\bpass (a message|my love|that|this|it) (on )?to (my|our)\b|\b(let|tell) (my|our) \w+ know\b/i, 'call-someone'],
  [/\b(can|could|would|will) you (please )?(order|book|buy|fetch|bring|send|pay|fix|arrange|make (me|an appointment)|come (round|over|and))\b/i, 'errand'],
];
const GREETING_RE = /^(oh,? )?(hello|hi|hey|hiya|good (morning|afternoon|evening)|(yes|yeah|yep),? hello|hello there|well hello)[\s,.!?]*(dear|there|love|yes)?[\s,.!?]*$/i;

const LOSS_RE = /\b((he|she|they|\w+) (drowned|was killed|were killed|got killed|never came (home|back))|killed in (the|a|an|action)|lost at sea|didn'?t make it|we lost (him|her|them)|had (to have )?(\w+ ){1,3}put (down|to sleep)|(dog|cat|puppy|kitten|budgie|bird|horse)( \w+)? (died|passed|was put down)|died|dead|passed (away|on)|(he|she|they|\w+) passed( \w+)?( \w+)? (years?|months?|weeks?|days?) ago|(he|she|they) passed(?= *([.,!;]|$| (suddenly|peacefully|quietly|last|in (19|20|the|her|his|their|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter))))|passing|lost (my|our|her|his|their) |lost (him|her|them)\b|widow(ed|er)?|no longer with us|(he'?s|she'?s|he has|she has) been gone|gone (now|these|for|since|(\w+ )?years)|buried|since (he|she) (died|went|passed)|(when|after|before) (he|she) (died|went|passed)|miss (him|her|them|my)|late (husband|wife|father|mother|sister|brother|son|daughter|partner|friend)|put (him|her|them|it) (down|to sleep)|put to sleep|had to have (him|her) put|took (him|her) from (me|us)|on my own since|rest (his|her) soul|god rest)\b/i;
const PAIN_WORDS = new Set(['pain', 'painful', 'pains', 'hurt', 'hurts', 'hurting', 'ache', 'aches', 'aching', 'achy', 'sore', 'stiff', 'swollen', 'arthritis', 'sick', 'ill', 'poorly', 'dizzy', 'cough', 'coughing', 'flu', 'cold', 'fever', 'headache', 'nauseous', 'weak', 'bruised', 'sprained', 'broke', 'broken', 'injured', 'fell', 'unwell', 'infection', 'throbbing', 'numb', 'bleeding', 'breathless']);
const WORRY_WORDS = new Set(['worried', 'worry', 'worries', 'worrying', 'anxious', 'nervous', 'scared', 'afraid', 'frightened', 'concerned', 'fretting', 'dread', 'dreading', 'uneasy', 'stressed', 'upset']);
const SAD_WORDS = new Set(['sad', 'lonely', 'alone', 'down', 'low', 'blue', 'depressed', 'miserable', 'unhappy', 'cry', 'cried', 'crying', 'tears', 'bored', 'tired', 'exhausted', 'awful', 'terrible', 'horrible', 'bad', 'rough', 'hard', 'difficult', 'gloomy', 'fed', 'grumpy', 'struggling', 'missing', 'isolated', 'forgotten', 'useless', 'rotten', 'dreadful', 'lousy', 'poorly', 'worse']);
const GOOD_WORDS = new Set(['good', 'great', 'wonderful', 'lovely', 'happy', 'glad', 'fine', 'well', 'better', 'excited', 'delighted', 'marvellous', 'marvelous', 'fantastic', 'grand', 'super', 'brilliant', 'pleased', 'thrilled', 'proud', 'beautiful', 'nice', 'fun', 'enjoyed', 'enjoy', 'love', 'loved', 'loves', 'cheerful', 'content', 'blessed', 'lucky', 'won', 'perfect', 'excellent', 'splendid', 'alright', 'okay', 'ok', 'smile', 'laughed', 'laugh']);
/** Words that can only be read with what comes after them ("well, I...", "good morning"). */
const SOFT = /^(well|good|fine|okay|ok|alright|hard|down|low|cold|bad|fell)$/;

const EVENTS: Array<[RegExp, Heard['event']]> = [
  // "Coming home for Christmas": the visit is the news, the holiday its time.
  [/\b(coming|come|flying|driving) (home|back home|to stay|over|round|up|down)( from [a-z]+( [a-z]+)?)? (for|at|in|next|this)\b/i, 'visit'],
  [/\b(coming|come|flying|driving) (home|back home|to stay|over|round|up|down) (for|at)\b/i, 'visit'],
  [/\b(married|wedding|engaged)\b/i, 'wedding'],
  [/\b(new baby|had (a|the|her|their) baby|(?<!\bi )(was|were) born (on|last|this|yesterday|today|early|at|in the night)|(baby|she|he|they) (was|were) born (last|this|on|yesterday|today|early|at)|is (pregnant|expecting)|'?s (pregnant|expecting)|(expecting|having) (a baby|a little one|twins|her first|his first|their first|another)|expecting in \w+|(baby|she|he)('s| is) due (in|on|next|any)|a baby on the way|new great-?grand(son|daughter|child)|just (had|become) a (grand|great))/i, 'birth'],
  [/\b(birthday)\b/i, 'birthday'],
  [/\b(christmas|thanksgiving|easter|holiday|vacation)\b/i, 'holiday'],
  [/\b(visit(ed|ing)?|came (over|round|to see)|come (over|round|to see)|coming (home|back home|on|over|round|to see|to visit|to stay|this|next|tomorrow|to help|for|(on )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)|at the weekend)|come (to stay|and stay)|staying with me|stopped by|popped in|dropped by)\b/i, 'visit'],
];

const SLEEP_RE = /\b(sleep|slept|sleeping|asleep|nap|napped|insomnia|woke|awake|night'?s rest|rested|bed)\b/i;
const EATING_RE = /\b(eat|ate|eaten|eating|appetite|hungry|breakfast|lunch|dinner|supper|meal|meals|soup|food|cooked|snack|toast|sandwich|porridge|cereal|egg|eggs|stew|fancied|a bite|a bowl of|a plate of|a sandwich)\b/i;
const FEELING_RE = /\b(i('?m| am) (feeling |doing )?(fine|well|good|great|grand|champion|okay|ok|alright|all right|not (too |so )?(bad|good|great|well)|so-so|tired|better|worse|lonely|sad|happy|middling|fair to middling|bearing up|getting by|keeping well)|i feel|feeling|can'?t complain|not bad|mustn'?t grumble)\b/i;
const WORRY_ANSWER_RE = /\b(worr(y|ied|ies|ying)|on my mind|bother(ing|s)? me|concern(ed|s)?|nothing really|no,? nothing|not really)\b/i;

/** An ache that is over: long ago, a habit of the past ("I'd come home with my feet killing me"), or healed. */
const AILMENT_OVER = /\b(used to|i'?d (come|get|go|be|end up)|(we|i) would (come|get|go|be)|when i was|years ago|back then|in those days|as a (child|girl|boy)|in '\d\d|in (19|20)\d\d|last (year|winter|summer|spring|autumn|fall)|healed( up)?|mended|(better|fine|grand|ok|okay|alright) now|all better|cleared up|good as new|right as rain|got better)\b/;
/** Still, today, these days: the ache is now after all. */
const AILMENT_NOW = /\b(still|today|this morning|tonight|right now|at the moment|these days|again)\b/;

/** A change in someone's life: a move, a new home, a new job, retiring, starting school. */
export const LIFE_CHANGE = /\b(moving|moved|is moving|'s moving|relocat\w+|emigrat\w+|selling (the|his|her|their) (house|home|place)|(bought|found|got) (a|the|their|his|her) (new )?(house|home|flat|apartment|place)|(new|got a) job|retir(ing|ed|es)|starting (school|university|college|a new|work|at)|going (off )?to (university|college))\b/i;
/** Someone of hers wants her to change her life: move, sell up, give something up, have help in. */
export const WANTS_ME = /\b(wants?|would like|'d like|keeps? (telling|asking|on at)|is (trying|pushing) (to get )?|thinks?|says?) (me (that )?i should|me|i should|that i should) (to )?(move|sell|go (into|in)|give up|stop|get (a|an|some|rid)|have (a|someone|carers?|help)|downsize|live with|come and live)\b/i;
/** Money, bank details or a scam: her worry about the call, answered with the plain promise. */
export const ABOUT_MONEY = /\b(scams?|con|fraud|money|bank|card|password|pin)\b/i;

/** A baby not yet born: news to ask after, never a baby to ask the name of. */
export const EXPECTING = /\b(expecting|pregnant|due (in|on|next|any)|on the way|having (a baby|twins|her first|his first))\b/i;
/** A small hurt of her own: a cut, a burn, a bump. */
export const MINOR_HURT = /\b(i|i've|i have|just|went and)\s+(cut|nicked|burnt|burned|scalded|bumped|banged|scraped|grazed|stubbed|twisted|jarred|pricked|trapped|bashed)\s+(my|myself)\b/i;

export function analyse(text: string): Heard {
  const clean = text.replace(/[’]/g, "'").replace(/\s+/g, ' ').trim();
  const doc = nlp.readDoc(clean);
  const tokens = doc.tokens();
  const words = tokens.out(its.normal) as string[];
  const pos = tokens.out(its.pos) as string[];
  const negated = tokens.out(its.negationFlag) as boolean[];
  const raw = tokens.out() as string[];
  const lower = clean.toLowerCase();

  const intent = intentOf(clean, lower, words);
  const { feeling, alsoGood, lexical } = feelingOf(lower, words, pos, negated, doc);
  const people = peopleIn(words, raw, pos);
  const places = placesIn(words, raw, pos, people);
  // An ache told of long ago, out of a habit that is over, or healed since is a memory, not how she is now.
  // "My son's got a bad chest": his chest, not hers.
  // "Buster's got a bad leg", "the dog has a sore paw": a name or a pet as the subject is not her.
  const othersSubject = /^(?!(I|My|The|It|This|That|There|What|We)\b)[A-Z][a-z]+('s| has| is)( got)?\b/.test(clean) || PET_SUBJECT.test(clean);
  const someoneElsesAilment = (SOMEONE_HAS.test(clean) || othersSubject || /^(he|she)('s| has| is)( got)?\b/i.test(clean)) && !/\b(i|i'm|i've|i have|i am|me)\b/i.test(clean) && !MY_BODY.test(lower);
  // "It broke my heart", "my heart sank": sorrow, said with the body's words, never an ailment.
  const heartIdiom = /\b(broke|breaks|break|broken|breaking) my heart\b|\bmy heart (sank|sinks|went out|goes out|bleeds|bled|was in my mouth|leapt|lifted|swelled|melted|was broken)\b|\bheart-?broken\b|\bheartbreak\w*\b/.test(lower);
  const ailment = ((AILMENT_OVER.test(lower) || bearsStoryMarks(clean)) && !AILMENT_NOW.test(lower)) || someoneElsesAilment || heartIdiom ? null : ailmentIn(words, negated);
  const hurting = ailment && feeling !== 'loss' ? ('pain' as const) : heartIdiom && feeling === 'pain' ? ('sad' as const) : feeling;
  const mourned = feeling === 'loss' ? mournedIn(clean, people) : [];
  // Someone unwell now; one she says is all right again is met with relief elsewhere.
  const unwell = feeling === 'loss' || (bearsStoryMarks(clean) && !/\b(now|these days|at the moment|currently|still)\b/i.test(clean)) || /\b(fine|all right|alright|okay|ok|on the mend|better|recovered|(?<!(in a|in the|care|nursing|residential) )home now|right as rain|good as new)\b/i.test(clean) ? null : unwellIn(clean);
  const things = thingsIn(words, raw, pos, people, places, ailment);
  const answers = new Set<CheckIn>();
  if (SLEEP_RE.test(lower)) answers.add('sleep');
  if (EATING_RE.test(lower)) answers.add('eating');
  if (FEELING_RE.test(lower) || (lexical && feeling !== 'neutral' && feeling !== 'loss' && intent === 'statement' && words.length <= 12)) answers.add('feeling');
  if (WORRY_ANSWER_RE.test(lower) || feeling === 'worry') answers.add('worry');
  const past = /\b(was|were|had|used to|did|ago|when i was|back then|in those days|remember|grew up|yesterday|last (week|night|month|year|summer|winter|spring|autumn|fall)|made|went|saw|took|came|got|gave|told|said|found|won|lost|met|ate|drank|sang|wrote|bought|built|grew|knew|left|ran|sat|spent|taught|thought|wore|\w{3,}ed)\b/i.test(lower) && !/\b(today|this morning|now|at the moment|these days)\b/i.test(lower);
  return {
    text: clean,
    intent,
    feeling: hurting,
    alsoGood: alsoGood || (hurting !== feeling && feeling === 'good'),
    lexical: lexical || hurting !== feeling,
    people,
    places,
    things,
    ailment,
    upcoming: upcomingIn(clean),
    leavingTo: intent === 'goodbye' ? leavingTo(clean) : null,
    answers,
    past,
    words: words.filter((w, i) => pos[i] !== 'PUNCT').length,
    event: EVENTS.find(([re]) => re.test(lower))?.[1] ?? null,
    limit: intent === 'asks-limit' ? (LIMIT_RES.find(([re]) => re.test(lower))?.[1] ?? null) : null,
    gone: mourned.map((p) => (p.name || p.relationship).toLowerCase()),
    mourned,
    unwell,
  };
}

/** "My neighbour Doris is in hospital", "our vicar had a fall": who (as "your neighbour Doris") and how. */
function unwellIn(clean: string): Heard['unwell'] {
  const ill = SOMEONE_ILL.exec(clean);
  const who = SOMEONE.exec(clean);
  if (!ill || !who || who.index > ill.index) return null;
  const relation = who[2]!.toLowerCase();
  const name = who[3] && !/^(I|He|She|It|They|We)$/.test(who[3]) ? ` ${who[3]}` : '';
  const they = NEUTRAL_RELATIONS.has(relation) ? (/\b(she|her)\b/i.test(clean) ? 'she' : /\b(he|him|his)\b/i.test(clean) ? 'he' : 'they') : pronounFor(relation).they;
  const how = /dementia|alzheimer/i.test(clean) ? 'memory' : /hospital|hospice/i.test(ill[0]) ? 'hospital' : /fall/i.test(ill[0]) ? 'fall' : /biopsy|results|tests?|scan/i.test(ill[0]) ? 'results' : 'ill';
  return { who: `your ${relation}${name}`, they, how };
}

/** "The house is quiet since Jim went", "since my husband was taken": a loss told gently (the name keeps its capital: "since the bus went" is none). */
const SINCE_THEY_WENT = /\b(since|after|before) ([A-Z][a-z]+|[Mm]y (husband|wife|hubby|man|partner|mother|father|mum|mom|dad|son|daughter|sister|brother|Jim|[A-Z][a-z]+)) (went|passed|left us|was taken|got taken|was gone|went into the ground)\b/;

/** The people named in the part of the sentence that tells the loss: "my husband died, and my sister came" mourns the husband only. */
function mournedIn(clean: string, people: Person[]): Person[] {
  const parts = clean.split(/[,;:.!?]|\s(?:but|and|though|although|so|because)\s/i).filter((x) => LOSS_RE.test(x));
  return people.filter((p) => parts.some((part) => new RegExp(`\\b(${[p.relationship, p.name].filter(Boolean).map((w) => w.replace(/[^\w\s'-]/g, '')).join('|')})\\b`, 'i').test(part)));
}

function intentOf(clean: string, lower: string, words: string[]): Intent {
  // The last sentence decides a goodbye: "Goodbye, dear." after a story still ends the call.
  const sentences = clean.split(/(?<=[.!?])\s+/);
  const tail = sentences.slice(-2).join(' ');
  if (SELF_GOODBYE.test(tail) && !/\b(don'?t|do not|not) (have to |need to )?(go|hang up)\b/i.test(tail)) return 'goodbye';
  // "Anyway, I must get on with the ironing", "I'll let you go": leaving, said as leaving.
  if (GETTING_ON.test(sentences.at(-1)!) && words.length <= 20) return 'goodbye';
  if (GOODBYE_RE.test(tail) && !NOT_A_GOODBYE.test(tail) && !/\b(don'?t|do not|not) (have to |need to )?(go|hang up)\b/i.test(tail)) return 'goodbye';
  // "That was a lovely chat. Thank you, dear.": the remark, or the remark and a short thanks after it.
  const last = sentences.at(-1)!;
  // "Hold on, my tea's on the stove": a hold, she is coming back.
  if ((PRE_CLOSING_RE.test(last) || (last.split(/\s+/).length <= 4 && PRE_CLOSING_RE.test(tail))) && words.length <= 24 && !HOLD_RE.test(lower)) return 'pre-closing';
  // Words, not punctuation, count towards how short a hold or a pardon is.
  const said = words.filter((w) => /[a-z0-9]/i.test(w)).length;
  // "Where were we last time?": the last call asked about, not her place lost in this one.
  if (LOST_PLACE_RE.test(lower) && words.length <= 14 && !/\b(last (time|call|week)|before)\b/.test(lower)) return 'lost-place';
  if (HOLD_RE.test(lower) && said <= 18) return 'hold';
  if (LIMIT_RES.some(([re]) => re.test(lower))) return 'asks-limit';
  // "Where were we last time?", "What did we talk about before?": the last call asked about.
  if (/\?\s*$/.test(clean) && /\b(we|i)\b/.test(lower) && /\b(last (time|call|week)|before)\b/.test(lower) && /\b(where|what)\b/.test(lower)) return 'asks-companion';
  // "Eh? What's that?", "Sorry? Say again?": an interjection said first, as its own sentence.
  if ((PARDON_RE.test(clean) || PARDON_RE.test(clean.replace(/^((eh|oh|sorry|what|pardon|huh|hmm|ooh)[?!.,]*\s+)+/i, ''))) && said <= 14) return 'pardon';
  if (REFUSING_RE.test(lower) && said <= 16) return 'refusing';
  if (WHO_RE.test(lower)) return 'who';
  if (CONFUSED_RE.test(lower)) return 'confused';
  if (DONT_KNOW_RE.test(lower) && words.length <= 10) return 'dont-know';
  if (ASKS_BACK_RE.test(lower) && words.length <= 14) return 'asks-back';
  if (/\b(what (day|date) is (it|today)|what'?s the date|what day of the week|what time is it|what'?s the time|is it (monday|tuesday|wednesday|thursday|friday|saturday|sunday)( today)?\s*\?|is today (monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i.test(lower) || /^(is it|is today) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i.test(lower)) return 'asks-day';
  // A question to the companion itself ("Do you like gardening?"): answered, not ignored.
  if (/\?\s*$/.test(clean) && /\b(do|did|have|are|were|can|could|would|will) you\b|\byour (name|favou?rite)\b|\bwhere are you\b|\byou('ll| will|'d| would) (remember|call|ring|phone|keep|tell)\b/i.test(tail)) return 'asks-companion';
  // A question put to the companion in any words, even with a remark after it ("Have we spoken before? I can't remember", "Did my son tell you to ring me?", "Where does all this go?").
  const question = sentences.slice(-2).find((x) => /\?\s*$/.test(x));
  if (question && (/\b(you|your|yourself)\b/i.test(question) || /\b(have|did|do) we\b|\bwhere (does|do|will) (all )?(this|it|that|they|what i (say|tell you)|my (words|stories))\b/i.test(question)) && !/\bhow (are|about|have) you\b|\band you\b/i.test(question)) return 'asks-companion';
  // About the calls themselves: who pays, whether it is recorded, whether it is a scam.
  if (/\?\s*$/.test(clean) && /\b(who('s| is)? pay(s|ing)?|who pays|how much (does|do|is|are) (this|it|these|the calls)|cost (me|anything)|is (this|it) free|(is|are) (this|these|the|our) (call|calls|chat|chats)? ?(being )?record(ed|ing)|are you recording|scams?|con|fraud|who (gets to |will |can |else )?(see|sees|read|reads|hear|hears|listen to|listens to)|how did you get my (number|name))\b/i.test(tail)) return 'asks-companion';
  if (GREETING_RE.test(clean)) return 'greeting';
  // "Oh hello! How nice of you to call.": a hello, not an answer about how she feels.
  if (/^(oh,? |well,? |yes,? )?(hello|hi|hey|hiya|good (morning|afternoon|evening))\b/i.test(clean) && words.length <= 12 && !/\b(feel|feeling|fine|well|tired|sleep|slept|hurt|pain)\b/i.test(lower)) return 'greeting';
  return 'statement';
}

function feelingOf(lower: string, words: string[], pos: string[], negated: boolean[], doc: Document): { feeling: Feeling; alsoGood: boolean; lexical: boolean } {
  // "The cold's gone", "my back's much better": an ailment over is good news, not pain.
  if (GETTING_BETTER.test(lower) && !/\b(but|except|still|worse)\b/.test(lower)) return { feeling: 'good', alsoGood: false, lexical: true };
  // Loneliness in everyday words: the days long, nobody ringing, the telly for company.
  const lonely = /\b((days|nights|evenings|weekends|afternoons) (are|feel|seem|get|go) (\w+ ){0,2}(long|endless|empty|quiet)|(nobody|no one|no-one|not a soul) (rings|calls|comes|visits|phones|pops in|bothers)|(haven'?t|hasn'?t|didn'?t|don'?t|never) (seen|see|spoken to|talked to) (a soul|anyone|anybody|a living soul)|talk to the (telly|tv|television|walls|radio|cat|dog)|rattling around|on my own (all|every|most)|(four|same) walls|don'?t bother (getting dressed|going out|cooking|eating))\b/.test(lower);
  const hopeless = lonely || /\b(nobody (needs|wants|cares about) me|no use to anyone|(i'?m|i am) (just )?a burden|tired of (everything|it all)|sick of (everything|it all))\b/.test(lower) || /\b((don'?t|can'?t|do not|cannot) see the point|what'?s the point|no point (in|to) (anything|it all|much)|nothing to look forward to|nothing seems worth)\b/.test(lower);
  const hits = { loss: (LOSS_RE.test(lower) || SINCE_THEY_WENT.test(doc.out())) && !/\b(lost (my|his|her|their|our|your|the) (\w+ )?(keys|glasses|purse|wallet|handbag|bag|phone|ring|hat|umbrella|coat|gloves|teeth|way|place|temper|train of thought|job|work|business|house|home|money|savings|pension|licen[cs]e|hearing|sight|eyesight|voice|appetite|weight|balance|footing|bearings|nerve|mind|marbles|patience|touch|confidence|seat|game|match|bet|luggage|suitcase|ticket|car|shop|farm))\b/.test(lower), pain: false, worry: false, sad: false, good: false };
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const neg = negated[i]!;
    const next = words[i + 1] ?? '';
    const prev = words[i - 1] ?? '';
    if (SOFT.test(w)) {
      // "Well, I..." and "Good morning" are not feelings; "down the road" is not low spirits.
      if (w === 'well' && (i === 0 || next === ',' || prev === 'as' || next === 'as')) continue;
      if (w === 'good' && /^(morning|afternoon|evening|night|heavens|grief|lord|gracious|bye)$/.test(next)) continue;
      if ((w === 'down' || w === 'low') && !/^(feel|feeling|felt|bit|so|very|quite|really|am|'m|been|little|rather)$/.test(prev)) continue;
      if (w === 'cold' && !/^(a|bad|the|caught|got|have|had|nasty|heavy)$/.test(prev)) continue;
      if (w === 'hard' && !/^(been|so|very|really|is|was|it's|quite|pretty|bit|found)$/.test(prev)) continue;
      if (w === 'fell' && /^(asleep|in)$/.test(next)) continue;
    }
    // "my terrible cooking", "a hard winter": the word describes a thing, not how she feels;
    // "a bad back" is pain.
    if ((SAD_WORDS.has(w) || GOOD_WORDS.has(w)) && pos[i] === 'ADJ' && pos[i + 1] === 'NOUN' && !/^(day|week|night|time|morning|year|month|spell|today|tonight|lately|now|recently|afternoon|evening)s?$/.test(next)) {
      if (BODY_SET.has(next) && SAD_WORDS.has(w)) hits.pain = true;
      continue;
    }
    if (PAIN_WORDS.has(w)) {
      if (neg) hits.good = true;
      else hits.pain = true;
    } else if (WORRY_WORDS.has(w)) {
      // "Nothing's worrying me", "no worries": the worry is denied.
      const denied = words.slice(Math.max(0, i - 4), i).some((x) => /^(nothing|nothin|no|not|never|nobody|n't|none)$/.test(x)) || /^no$/.test(prev);
      if (!neg && !denied) hits.worry = true;
    } else if (SAD_WORDS.has(w)) {
      if (neg) hits.good = true;
      else hits.sad = true;
    } else if (GOOD_WORDS.has(w)) {
      // "not good", "not sleeping well", "I don't feel great": the good word, negated, is a bad sign.
      if (neg) hits.sad = true;
      else if (!(w === 'love' || w === 'loved') || pos[i] === 'VERB') hits.good = true;
    }
  }
  if (/\b(can'?t|couldn'?t|cannot) (sleep|eat|get (up|out|about|around)|walk|breathe|manage)\b/.test(lower) || hopeless) hits.sad = true;
  if (/\b(not|n't) (sleeping|eating|managing|coping)\b/.test(lower)) hits.sad = true;
  if (/\b(under the weather|off colou?r|out of sorts|not myself|not feeling myself|been better|seen better days|not (really|great|so good|so great|the best|brilliant|wonderful|much(?! (to (report|tell|say)|going on|happening|new|doing|changed?|different)\b))|(if i'?m|to be) (honest|truthful)|can'?t say (i am|i'?m|that i)|could be better|so-so|middling|fair to middling|nothing to look forward to|what'?s the point|no point|not much to (live|get up) for|days are long|nobody (comes|calls|rings|visits))\b/.test(lower)) hits.sad = true;
  if (/^(no|nope|not really|not much|nah)\b/.test(lower) && !/\b(no (worries|problem|complaints)|not bad|not too bad)\b/.test(lower)) hits.good = false;
  // "Couldn't be better", "never better", "can't complain": negated words that mean good.
  if (/\b(can'?t complain|mustn'?t grumble|not too shabby|not (so|that|too|all that|half|really that) bad|(couldn'?t|could not|can'?t|never) (be|been|have been) better|never better|could be worse|couldn'?t be happier)\b/.test(lower)) {
    hits.good = true;
    if (!/\b(but|though|except)\b/.test(lower)) hits.sad = false;
  }
  if (/\b(i|i've|i have) (had a )?(fall|fell|fallen)\b|\bfell (down|over|off)\b/.test(lower)) hits.pain = true;
  // A small hurt of her own ("I cut my finger", "burnt my hand on the oven"): pain, however lightly she says it.
  if (MINOR_HURT.test(lower)) hits.pain = true;
  if (/\b(cried|crying|tears|wept) (with|of) (joy|happiness)|happy tears|over the moon|couldn'?t be (prouder|happier)|so proud\b/.test(lower)) {
    hits.sad = false;
    hits.good = true;
  }
  // "Could be better", "not really, if I'm honest": the good word is part of the low answer, not good news.
  const lowIdiom = /\b(could be better|been better|seen better days|not (really|great|so good|so great|the best|brilliant|wonderful|much)|(if i'?m|to be) (honest|truthful))\b/.test(lower);
  if (lowIdiom && !/\b(but|though|except)\b/.test(lower)) hits.good = false;
  let feeling: Feeling = hits.loss ? 'loss' : hits.pain ? 'pain' : hits.worry ? 'worry' : hits.sad ? 'sad' : hits.good ? 'good' : 'neutral';
  const lexical = feeling !== 'neutral';
  if (feeling === 'neutral') {
    const score = doc.out(its.sentiment) as number;
    if (score < -0.55) feeling = 'sad';
    else if (score > 0.55) feeling = 'good';
  }
  return { feeling, lexical, alsoGood: feeling !== 'good' && hits.good && !/\b(not|n't)\b/.test(lower.split(/\bbut\b/).pop() ?? '') };
}

const capitalised = (w: string) => /^[A-Z][a-z'-]+$/.test(w);

function peopleIn(words: string[], raw: string[], pos: string[]): Person[] {
  const out: Person[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!RELATION_SET.has(w)) continue;
    // "my father", "my late husband", "my three children", "my dear old friend".
    let k = i - 1;
    while (k > 0 && i - k < 3 && /^(late|dear|old|little|big|eldest|oldest|youngest|younger|older|two|three|four|five|six|seven|eight|nine|ten|best|lovely|only|new)$/.test(words[k]!)) k--;
    // "my great-granddaughter": the hyphen split by the tokenizer.
    let relation = w;
    if (words[k] === '-' && words[k - 1] === 'great') {
      relation = `great-${w}`;
      k -= 2;
    }
    const owner = words[k];
    // "my father", "our son", "his wife" (a stranger's "the doctor" is not her person).
    if (!owner || !/^(my|our|me|his|her|their)$/.test(owner)) continue;
    let name = '';
    if (capitalised(raw[i + 1] ?? '') && pos[i + 1] === 'PROPN') {
      name = raw[i + 1]!;
      if (capitalised(raw[i + 2] ?? '') && pos[i + 2] === 'PROPN' && !DAYS.test(raw[i + 2]!)) name += ` ${raw[i + 2]}`;
    }
    if (name && DAYS.test(name)) name = '';
    const whose = owner === 'my' || owner === 'me' ? 'your' : owner === 'our' ? 'your' : owner;
    out.push({ relationship: relation, name, phrase: `${whose} ${relation}${name ? ` ${name}` : ''}` });
  }
  // A name on its own ("Emily came by"): a capitalised proper noun that is not the start of a place.
  for (let i = 0; i < raw.length; i++) {
    if (pos[i] !== 'PROPN' || !capitalised(raw[i]!) || DAYS.test(raw[i]!) || raw[i] === 'I') continue;
    if (/^(in|at|from|to|near|of|on|visit|visited|around)$/i.test(words[i - 1] ?? '')) continue;
    if (pos[i - 1] === 'PROPN') continue;
    if (out.some((p) => p.name.split(' ')[0] === raw[i])) continue;
    // A contraction a transcriber wrote without its apostrophe ("Im", "Ive"), or part of a place
    // ("St Ives", "Lake Como", "Mount Pleasant", "Fort William"), is not a person.
    if (/^(Im|Ive|Id|Ill|Ive|Youre|Hes|Shes|Its|Thats|Dont|Cant|Wont)$/.test(raw[i]!)) continue;
    if (/^(st|saint|lake|mount|mt|port|fort|loch|lough|cape|glen|new|north|south|east|west|upper|lower|great|little)$/i.test(raw[i - 1] ?? '')) continue;
    if (/^(lake|bay|street|st|road|rd|avenue|lane|church|chapel|hospital|school|park|river|hill|beach|island|station|bridge|hall|house|farm|falls|county|city|town)$/i.test(raw[i + 1] ?? '')) continue;
    if (/^(God|Lord|Jesus|Mr|Mrs|Ms|Dr|Oh|Well|Yes|No|Fondly|Hello|Hi|Dear|OK|Okay|Mm|Hmm|Sister|Nurse|Doctor|Father|Mother|Vet|Postman|Weather|Bench|Christmas|Easter|England|Scotland|Wales|Ireland|America|Canada|France|Spain|Italy|Germany|India|Australia|Mexico|Poland|Jamaica|Church|Chapel|Hospital|Council|Sir|Madam|Miss|Love|Darling|Pet|Duck|Hun)$/i.test(raw[i]!) && !RELATION_SET.has(words[i]!)) continue;
    // "Father Miguel", "Sister Agnes": a title before a name is a priest or a nun, not her own father or sister.
    if (/^(Father|Mother|Sister|Brother|Uncle|Auntie|Aunt)$/.test(raw[i]!) && capitalised(raw[i + 1] ?? '') && !DAYS.test(raw[i + 1]!)) {
      const title = `${raw[i]} ${raw[i + 1]}`;
      if (!out.some((p) => p.name === title)) out.push({ relationship: '', name: title, phrase: title });
      i++;
      continue;
    }
    // "Mother was ill": a relationship said as a name is that relationship, not a friend called Mother.
    if (RELATION_SET.has(words[i]!)) {
      // "Kids used to wait for me at the corner", "his children": children in general or someone else's, not hers.
      if (PLURAL.has(words[i]!) && !/^(my|our|the)$/.test(words[i - 1] ?? '') && !/^grand/.test(words[i]!)) continue;
      if (!out.some((p) => p.relationship === words[i])) out.push({ relationship: words[i]!, name: '', phrase: `your ${words[i]}` });
      continue;
    }
    // "Emily came", "with Emily", "Emily and I": a person, judged by the verb or company near it.
    const after = words[i + 1] ?? '';
    const before = words[i - 1] ?? '';
    // "a cat called Smudge": a pet's name, not a person.
    if (/^(called|named)$/.test(before) && PETS.has(words[i - 2] ?? '')) continue;
    if (/^(came|comes|called|rang|rings|phoned|phones|visited|visits|said|says|told|tells|brought|sent|lives|lived|died|passed|married|cooked|drove|wrote|sang|laughed|cried|popped|dropped)$/.test(after) || /^(with|saw|met|visited|named|called|see|miss|missed|love|loved)$/.test(before)) {
      out.push({ relationship: '', name: raw[i]!, phrase: raw[i]! });
    }
  }
  return out;
}

function placesIn(words: string[], raw: string[], pos: string[], people: Person[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    if (!/^(in|at|from|to|near|visit|visited|around|outside)$/.test(words[i] ?? '')) continue;
    let j = i + 1;
    if (words[j] === 'the') j++;
    const parts: string[] = [];
    while (j < raw.length && capitalised(raw[j]!) && (pos[j] === 'PROPN' || pos[j] === 'NOUN') && !DAYS.test(raw[j]!)) parts.push(raw[j++]!);
    const place = parts.join(' ');
    // "the Mexican place", "the Chinese restaurant": a word that describes the noun after it, not a place.
    if (parts.length && pos[j] === 'NOUN' && !capitalised(raw[j] ?? '')) continue;
    if (place && !people.some((p) => p.name === place) && !out.includes(place)) out.push(place);
  }
  return out;
}

const AILMENT_WORDS = new Set([...PAIN_WORDS, 'tight', 'weak', 'numb', 'swollen', 'bad', 'playing', 'acting', 'giving', 'killing', 'sore']);
/** "hurts" -> "hurting": said back as "your back is hurting". */
const COMPLAINT: Record<string, string> = { hurts: 'hurting', hurt: 'hurting', aches: 'aching', ache: 'aching', pain: 'painful', pains: 'painful', playing: 'playing up', acting: 'acting up', giving: 'giving you trouble', killing: 'hurting', bad: 'bad', broke: 'broken', fell: 'hurt' };

function ailmentIn(words: string[], negated: boolean[]): Heard['ailment'] {
  const part = words.findIndex((w, i) => BODY_SET.has(w) && /^(my|the|me|both|bad|left|right)$/.test(words[i - 1] ?? ''));
  if (part === -1) return null;
  // The complaint near the body part: "my knee is a bit stiff", "a pain in my back".
  for (let d = 1; d <= 5; d++) {
    for (const k of [part + d, part - d]) {
      const w = words[k];
      if (w && AILMENT_WORDS.has(w) && !negated[k] && !(w === 'bad' && k < part && words[k - 1] !== 'a')) return { part: words[part]!, complaint: COMPLAINT[w] ?? w };
    }
  }
  return null;
}

function thingsIn(words: string[], raw: string[], pos: string[], people: Person[], places: string[], ailment: Heard['ailment']): Heard['things'] {
  const out: Heard['things'] = [];
  for (let i = 0; i < words.length; i++) {
    if (pos[i] !== 'NOUN') continue;
    const w = words[i]!;
    if (DULL.has(w) || RELATION_SET.has(w) || BODY_SET.has(w) || w.length < 3 || DAYS.test(w) || PAIN_WORDS.has(w) || SAD_WORDS.has(w) || GOOD_WORDS.has(w)) continue;
    if (ailment?.part === w) continue;
    if (places.some((p) => p.toLowerCase().split(' ').includes(w))) continue;
    // "the smell of bread" is about bread; compound nouns stay together ("apple pie").
    if (pos[i + 1] === 'NOUN' && !DULL.has(words[i + 1]!) && !RELATION_SET.has(words[i + 1]!)) continue;
    const adjective = pos[i - 1] === 'NOUN' && !DULL.has(words[i - 1]!) && !RELATION_SET.has(words[i - 1]!) ? `${words[i - 1]} ` : '';
    const noun = `${adjective}${w}`;
    // Whose is it? "my roses" -> "your roses"; "my father had a bakery" -> "your father's bakery".
    let phrase = noun;
    const det = words[i - 1 - (adjective ? 1 : 0)] ?? '';
    const owner = people.find((p) => {
      if (!p.relationship) return false;
      const at = words.indexOf(p.relationship);
      return at !== -1 && at < i && i - at <= 6 && /\b(had|has|owned|owns|ran|runs|kept|keeps|built|made|makes|grew|grows|baked|bakes|'s)\b/.test(words.slice(at, i).join(' '));
    });
    if (owner) phrase = `${owner.phrase.replace(/ [A-Z].*$/, '')}'s ${noun}`;
    else if (det === 'my' || det === 'our' || /\bi (made|baked|cooked|grew|knitted|built|painted|sewed|planted|wrote|bought)\b/i.test(words.join(' ').replace(/ ' /g, "'"))) phrase = `your ${noun}`;
    else if (det === 'his' || det === 'her' || det === 'their') phrase = `${det} ${noun}`;
    else phrase = `the ${noun}`;
    if (!out.some((t) => t.word === noun)) out.push({ word: noun, phrase });
    void raw;
  }
  // A pet is the best thing to ask about; anything owned next; plain nouns last.
  const rank = (t: Heard['things'][number]) => (PETS.has(t.word) ? 0 : t.phrase.startsWith('the ') ? 2 : 1);
  return out.sort((a, b) => rank(a) - rank(b));
}

const UPCOMING_GENERAL = /\b(?:my|a|an|the)\s+((?:[\w'-]+\s+){0,2}?(?:surgery|operation|appointment|visit|check-?up|tests?|scan|x-ray|procedure|party|wedding|trip))\s+(on|this|next|tomorrow|later|in)\b\s*([\w ]{0,20})/i;
const UPCOMING_RE = /\b(?:i have|i've got|i got|there'?s|i'?m going to|i'?m having|i'?ll have|going to|have got) (?:a |an |my |the )?((?:doctor'?s?|dentist'?s?|hospital|eye|hair|hearing|clinic|check-?up|physio)[\w' -]{0,30}?|[\w'-]+ (?:appointment|visit|check-?up|party|lunch|dinner))\s+(on|this|next|tomorrow|later|in)\b\s*([\w ]{0,20})/i;

/** A trip or an outing to come ("my grandson is taking me to Whitby next week"), or the vet ("the cat has to go to the vet on Tuesday"). */
const UPCOMING_TRIP = /\b(?:taking me|take me|driving me|i'?m going|we'?re going|i am going|we are going|going|go|goes|off|heading|i'?ll be going)\s+(?:to|on)\s+((?:the\s+)?(?:seaside|coast|beach|[A-Z][a-z]+(?:\s[A-Z][a-z]+)?|vet'?s?|vets)|a (?:trip|holiday|cruise|coach trip|day out|outing)|holiday)\s+(on|this|next|tomorrow|in|for)\b\s*([\w ]{0,20})/;

function upcomingIn(text: string): Heard['upcoming'] {
  const trip = UPCOMING_TRIP.exec(text);
  const m = UPCOMING_RE.exec(text) ?? UPCOMING_GENERAL.exec(text) ?? trip;
  if (!m) return null;
  const place = m === trip ? m[1]!.trim().replace(/^the\s+/, '') : null;
  const what = place ? (/^vet/.test(place) ? 'visit to the vet' : /^a /.test(place) ? place.replace(/^a /, '') : place === 'holiday' ? 'holiday' : `trip to ${/^(seaside|coast|beach)$/.test(place) ? `the ${place}` : place}`) : m[1]!.trim().replace(/\s+/g, ' ');
  // "on Thursday about my cataract": the day, not the rest of the sentence, and never half a word.
  const rest = (m[3] ?? '').split(/\s+/).filter(Boolean);
  if (m[3]?.length === 20 && !/\s$/.test(m[3]) && text.slice(m.index + m[0].length).match(/^\w/)) rest.pop();
  const when = `${m[2]} ${rest.join(' ')}`.replace(/[.!?,].*$/, '').replace(/\s+\b(about|for|with|because|to|at|and|but|so|when|if|as|which|that)\b.*$/i, '').trim();
  return { what, when: m[2]!.toLowerCase() === 'tomorrow' || m[2]!.toLowerCase() === 'later' ? m[2]!.toLowerCase() : when };
}

function leavingTo(text: string): string | null {
  const m = /\b(?:have to|has to|got to|need to|must|gotta|going to)\s+(?:go\s+(?:and\s+)?)?(?!go\b|get going\b|hang up\b|run\b|be going\b)([a-z]+(?:\s+(?:my|the|some|a|her|his|our|to|for|out|on|in|up|down)\b)?(?:\s+[a-z]+){0,2})/i.exec(text);
  if (!m) return null;
  const phrase = m[1]!.replace(/\b(now|then|dear|love|soon|goodbye|bye)\b.*$/i, '').trim();
  if (!phrase || /^(go|hang|be|bye|goodbye|run|say|let|leave|stop|have|has|love|ring off|get off|dash|love you|get on|getting on|crack on|get going)\b/i.test(phrase)) return null;
  return phrase;
}

/** "water my roses" -> "watering your roses". */
export function asGerund(phrase: string): string {
  const [verb, ...rest] = phrase.split(' ');
  const v = verb!.toLowerCase();
  const DOUBLE = new Set(['get', 'sit', 'put', 'run', 'shop', 'stop', 'set', 'cut', 'swim', 'dig', 'plan', 'chat', 'let', 'hop', 'jog', 'mop', 'nap', 'pat', 'skip', 'tip', 'trim', 'wrap']);
  const ing = v.endsWith('ie') ? `${v.slice(0, -2)}ying` : DOUBLE.has(v) ? `${v}${v.at(-1)}ing` : v.endsWith('e') && !v.endsWith('ee') ? `${v.slice(0, -1)}ing` : `${v}ing`;
  return [ing, ...rest.map((w) => ({ my: 'your', our: 'your', me: 'you', i: 'you' })[w.toLowerCase()] ?? w)].join(' ');
}

export function pronounFor(relationship: string): { they: string; them: string } {
  if (MALE.has(relationship)) return { they: 'he', them: 'him' };
  if (FEMALE.has(relationship)) return { they: 'she', them: 'her' };
  if (PLURAL.has(relationship)) return { they: 'they', them: 'them' };
  return { they: 'they', them: 'them' };
}

export const isPet = (word: string) => PETS.has(word);

/** "roses", "men", "children": asked about as "they". */
export const isPlural = (word: string) => /(men|children|people|feet|teeth|geese|mice)$/.test(word) || (/[^s]s$/.test(word) && !/(ss|us|is)$/.test(word));

/** Words that carry the content of a line (for "did the reply name what she said" and repetition). */
export function contentWords(text: string): Set<string> {
  const doc = nlp.readDoc(text.replace(/[’]/g, "'"));
  const ws = doc.tokens().out(its.normal) as string[];
  const ps = doc.tokens().out(its.pos) as string[];
  const stop = doc.tokens().out(its.stopWordFlag) as boolean[];
  const out = new Set<string>();
  ws.forEach((w, i) => {
    if (!stop[i] && (ps[i] === 'NOUN' || ps[i] === 'PROPN' || ps[i] === 'VERB' || ps[i] === 'ADJ') && w.length > 2) out.add(w.replace(/s$/, ''));
  });
  return out;
}
