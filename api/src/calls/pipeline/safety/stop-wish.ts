/**
 * A wish to stop the calls read by its parts, not by whole phrasings (decision 148). People say it
 * a thousand ways; what they say has three parts, each with far fewer forms:
 *
 *   the calls  what she wants over: the calls, the ringing, being rung, this service, you ringing me
 *   the wish   wanting it over: a want or need denied, an ending verb, enough of, a nuisance, not for
 *              me, rather you didn't, won't be picking up
 *   the tie    the wish is about the calls: the calls follow it within a few words, or come first
 *              and are judged ("these calls are a nuisance"), or are "them/it" after them in the turn
 *
 * and it is hers, now: not someone else's calls ("the bank keeps ringing"), not a plan she dropped
 * ("I thought about stopping them but I'd miss them"), not just today or a time of day ("not
 * before ten", "no call on Friday"). A wish found here is asked about ("Would you like me to stop
 * calling?"): nothing is stopped until she says yes.
 */

/** The calls in her words: a noun or a gerund, with or without a determiner, that is ours. */
const DET = '(?:these|the|your|this|those|all these|all this|all the|all your|any more of these|any of these|any more|any|of these|of the|my|our|such)';
/** Plural nouns stand alone ("no more calls"); a singular one needs its determiner ("this call", never "to call the doctor"). */
const PLURAL_NOUN = '(?:(?:phone |telephone |weekly |daily |little |regular )?(?:calls|chats|ring-?ups|conversations)|(?:phone|telephone) (?:visits|talks|natters|chats))';
const SINGULAR_NOUN = '(?:(?:phone |telephone |weekly |daily |little )?(?:call|chat|ring-?up)|(?:calling |phoning |ringing )?(?:service|scheme|arrangement|calling thing|calling business|calling lark|business|lark|carry-on))';
/** The service by name: "this programme" (never "that programme", the television's). */
const SERVICE = '(?:this|your|the whole|the calling|this calling|this phone) (?:programme|program|thing|scheme)';
/** What may follow a call verb or gerund that is about her: nothing, "again", a pause. Never an object ("calling the cat", "ringing the bell"). */
const AFTER_CALLING = "(?= *(?:again|any ?more|any longer|no more|ever|at all|every \\w+|each \\w+|from now on|in future|now|please|thanks|thank you|,|\\.|!|\\?|$|so\\b|because|as\\b|i\\b|i'm|it's|and\\b))";
const GERUND_WORD = '(?:calling|ringing|phoning|telephoning|talking on the phone|phoning up|ringing up|calling up|being rung|being called|being phoned)';
const GERUND = `(?:(?:the|all the|all this|this|your|any more|any|all that|that) ${GERUND_WORD}\\b|${GERUND_WORD}${AFTER_CALLING})`;
/** A verb of calling whose object is her: "ring me again", "calling here", "phone this house", "bothering me". */
const CALL_VERB = `(?:(?:ring|call|phone|telephone|ringing|calling|phoning|telephoning|rung|called|phoned|telephoned)(?: on| round to| up)? (?:me|here|this (?:house|number|home|flat)|us)(?: up)?${AFTER_CALLING}|bother(?:ing)? me${AFTER_CALLING})`;
const BEING_CALLED = '(?:being|to be|be|get|getting) (?:rung|called|phoned|bothered)(?: up)?';
const SOMEONE_CALLING = '(?:(?:you|anybody|anyone|somebody|someone|a computer|a machine|a robot|your lot) (?:to )?(?:be )?(?:ring|call|phone|ringing|calling|phoning)(?: me| here)?(?! (?:me )?(?:mrs|mr|miss|ms|dr|by my|old|names?|that|anything but)\\b)|(?:you|anybody|anyone|a computer|a machine) on the (?:phone|line|telephone))';
const THE_CALLS = `(?:(?:${DET} )?${PLURAL_NOUN}\\b|${DET} ${SINGULAR_NOUN}\\b|${SERVICE}\\b|${GERUND}|${CALL_VERB}|${BEING_CALLED}|${SOMEONE_CALLING})`;

/** "them", "it", "this" standing for the calls once they have been named in the turn. */
const PRONOUN = '(?:them|it|this|these|that|it all|the whole thing|everything)';

/** Wanting it over, said before what is over (the calls follow within a few words). */
const WISH_BEFORE = [
  // a want or a need denied
  "(?:would|do|could) you mind (?:awfully |terribly |very much |at all )?not",
  "(?:don't|do not|won't|will not|wouldn't|shan't|no longer|never|not|didn't|did not) (?:really |honestly |actually |particularly |much |even )?(?:want|need|be needing|be wanting|like|fancy|care for|require|ask for|asked for)",
  "(?:i've|i have|there's|there is|i've got|i have got) no (?:need|use|call|wish|time) (?:for|of)",
  "(?:don't|do not) (?:really )?think (?:i|we) (?:really )?(?:want|need)",
  "(?:no longer|don't|do not|never) (?:wish|care) to",
  "(?:had|have had|i've had) it(?: up to here)? with",
  '(?:leave|leaving) it (?:there|at that)(?: with)?|leave off',
  "(?:don't|do not|please don't|never|no need to|needn't|you needn't|please do not)",
  // idioms of letting it go: "let it go now, the calls", "give over ringing me", "leave the calls there"
  "(?:let|let's let) (?:it|them|the calls|the whole thing) (?:go|be|drop|lie)",
  "(?:let's |we'll |we will |i'll |i will |you can )?leave",
  '(?:give over|leave off|lay off|knock off|pack in)',
  "(?:don't|do not|no need to|needn't) trouble yourself",
  "(?:won't|will not|shan't|not going to|can't|cannot) (?:take|have|put up with|stand|abide|bear)",
  "(?:i'm|i am) not for(?: having| getting| taking)?",
  "(?:i'm|i am) past",
  '(?:could|can) (?:do|manage|live) without',
  // an ending, a leaving
  "(?:stop|cancel|end|quit|finish|scrap|drop|halt|cease|unsubscribe from|opt out of|give up|pack in|knock off|call it a day with|call time on|put a stop to|put an end to|have done with|be done with|get out of|want out of|be out of|be shot of|be rid of|get rid of|be free of)",
  '(?:done|finished|through|over) with',
  // enough of it
  '(?:had|have had|i\'ve had) (?:enough|my fill|plenty|it up to here)(?: now)? (?:of|with)',
  '(?:fed up|tired|sick|weary|bored|sick and tired) (?:of|with)',
  // a preference against
  "(?:rather|sooner|as soon|just as soon|prefer)(?: it)?(?: if)? (?:you|they|we)? ?(?:didn't|did not|don't|do not|wouldn't|would not|stopped|stop|not|never)(?: bother)?(?: to)?(?: have| get| be| take| receive| keep| go on)?",
  "(?:rather|sooner|prefer) not (?:to )?(?:have|get|receive|take|be|do|keep)",
  // no more of them
  "no (?:more|further)",
  // a no said to them, or not going on with them: "I'm going to say no to these calls", "I don't think I'll carry on with these chats"
  '(?:say|saying|said) no to',
  "(?:not|won't|will not|shan't|don't think i'll|don't think i will|do not think i will|not going to|i'll not|i will not) (?:carry on|keep on|go on|keep going|continue)(?: with)?",
  "(?:don't|do not|no need to|needn't|you needn't|don't ever|never) (?:bother|waste your time)(?: with)?",
];

/** Judged after they are named: "these calls are a nuisance", "the ringing isn't for me". */
const JUDGED_AFTER = [
  "(?:is|are|'s|'re|they're|it's|become|becoming|getting|seem|seems)? ?(?:a |such a |just a |bit of a |too much of a |an )?(?:nuisance|bother|pest|pain|waste of (?:time|money)|chore|imposition|intrusion)",
  "(?:is|are|'s|'re|isn't|aren't|is not|are not)? ?(?:not|n't)? ?for me",
  "(?:is|are|'s|'re) not (?:my cup of tea|my thing|helping|for the likes of me)",
  "(?:aren't|are not|isn't|is not|don't|do not|doesn't|does not) (?:really )?(?:doing|do) (?:anything|much|a lot|nothing|owt|a thing) for me",
  '(?:can|should|must|ought to) (?:stop|end|finish)',
  '(?:stopped|cancelled|canceled|ended|finished)(?: now| please| for good| altogether)?',
  ' up(?: now)?$',
  ' there(?:,| now| for good| shall we| if you don\'t mind)',
  ' in(?: now)?$',
];

/** She will not take part: "I won't be picking up again", "I'm not answering any more". */
const WONT_ANSWER = "(?:won't|will not|shan't|not going to|i'm not|i am not|i'll not|i will not) (?:be )?(?:picking up|pick up|answering|answer|taking (?:them|these|your calls)|doing (?:this|these|them)|having (?:them|these|this))(?: (?:the phone|these calls|your calls|it|them))?(?= *(?:again|any ?more|any longer|from now on|when you (?:ring|call|phone)|,|\\.|!|$|so))";
/** The last one: "this will be my last call", said as an end and not of today. */
const LAST_ONE = "(?:this|that|today) (?:will be|is|'ll be|was)(?: my| the)(?: very)? (?:last|final) (?:call|one|chat|time)(?! (?:today|this week|before|for (?:now|a while|a bit)|till|until))";
/** Her name off the list. */
const TAKEN_OFF = '(?:my name|my number|my details|my phone number|this (?:phone )?number|me) (?:taken|crossed|struck|removed) (?:off|from|out)|(?:take|cross|strike|remove|taken|crossed|struck|removed|have|get) (?:me|my name|my number|my details|this (?:phone )?number)(?: taken| crossed| struck)? (?:off|from|out of)(?: (?:your|the|this) (?:list|books|system|register|records|service|calls))?(?= *(?:please|thanks|thank you|now|,|\\.|!|$))';

/** Between the wish and the calls only small words, never another verb ("don't want to miss your call"). */
const GAP = '(?:\\s+(?:to|be|have|get|getting|having|receive|receiving|take|taking|keep|keeping|keep getting|of|with|all|really|honestly|just|now|on|at all|going|doing|do|answering|answer|any more|anymore|more))' + '{0,3}';

/** Wanting them over, said of them: "I'd like these calls to come to an end", "I want them stopping". */
const ENDED = '(?:to (?:stop|end|finish|cease|come to an end|be stopped|be cancelled|be ended|be over)|stopping|stopped|ending|ended|cancelled|canceled|finished|over and done with)';
/** "I'm cancelling", "I want to unsubscribe": the service's own words, with no other object. */
const CANCELLING = "^(?:(?:so|well|right|then|ok|okay|look|listen|oh),? )?(?:i'm|i am|i'll|i will|i want to|i'd like to|i would like to|i'm going to|i need to|let me|can i|could i) (?:cancel|cancelling|canceling|unsubscribe|unsubscribing|opt out|opting out)(?: now| then| please| today| dear| love)?(?= *(?:[,.!?]|$))";

const RE = {
  wishThenCalls: new RegExp(`\\b(?:${WISH_BEFORE.join('|')})\\b${GAP}\\s+${THE_CALLS}`),
  wishThenPronoun: new RegExp(`\\b(?:${WISH_BEFORE.join('|')})\\b(?:\\s+(?:with|of|to|all))?\\s+${PRONOUN}\\b`),
  callsThenJudged: new RegExp(`${THE_CALLS}(?:\\s+(?:every|each|once a|twice a) \\w+)?(?:,?\\s*(?:it's|it is|they're|they are|that's|that is))?\\s*(?:${JUDGED_AFTER.join('|')})\\b`),
  findJudged: new RegExp(`\\b(?:find|finding|found|think|call)\\s+${THE_CALLS}\\s+(?:a |such a |bit of a )?(?:nuisance|bother|pest|pain|chore|waste of time)\\b`),
  wontAnswer: new RegExp(`\\b${WONT_ANSWER}`),
  lastOne: new RegExp(`\\b${LAST_ONE}\\b`),
  takenOff: new RegExp(`\\b${TAKEN_OFF}`),
  mentionsCalls: new RegExp(`\\b${THE_CALLS}`),
  wantCallsEnded: new RegExp(`\\b(?:want|like|need|wish|prefer)(?: for)? ${THE_CALLS} ${ENDED}`),
  wantThemEnded: new RegExp(`\\b(?:want|like|need|wish|prefer)(?: for)? (?:them|it|these|that|it all) ${ENDED}`),
  letGo: /\b(?:let|let's let|we'll let|i'll let) (?:it|them|this|that|the whole thing) (?:go|be|drop|lie)\b/,
  /** "It's not really for me, these calls": judged first, the calls named after. */
  pronounJudged: /\b(?:it's|it is|that's|that is|they're|they are|it isn't|they aren't)( not|n't)? (?:really |quite |honestly |truly )?(?:for me|my cup of tea|my thing|for the likes of me)\b/,
  ratherYouDidnt: new RegExp(`\\b(?:rather|sooner|as soon|just as soon|prefer)(?: it)?(?: if)? you (?:didn't|did not|wouldn't|would not|stopped|don't|do not) (?:bother )?(?:to )?(?:ring|call|phone|telephone)(?:ing)?${AFTER_CALLING}`),
  cancelling: new RegExp(`${CANCELLING}|\\b(?:want|like|would like) (?:it|this|it all|the whole thing|everything) (?:cancelled|canceled)\\b`),
  givenUp: new RegExp(`\\b(?:give|giving|pack|packing|jack|jacking|knock|knocking) (?:${THE_CALLS}|${PRONOUN}|the lot) (?:up|in|on the head)\\b`),
};

/** Someone else's calls, or calls to someone else: the bank, sales people, her brother. */
const OTHERS_CALLS = new RegExp(
  [
    '\\b(?:calls?|ringing|phoning|calling|chats?)\\s+(?:(?:to|for) (?:my|his|her|their|the|a|an|our|mum|dad)\\b|(?:from|by|with)\\s+(?!you\\b|your\\b|fondly\\b|this\\b|now on\\b|today\\b|then\\b|here\\b))',
    "\\b(?:my \\w+|the \\w+|he|she|they|someone|somebody|people|everyone|everybody) (?:calls|rings|phones|rang|called|phoned) (?:me|us|here)\\b",
    '\\b(?:his|her|their|hers|theirs|mum\'s|dad\'s) (?:calls?|chats?|phone calls?)\\b',
    "(?<!\\b(?:like|want|need|wish|prefer|have|get|had|got) )\\b(?:they|he|she|it|the phone|the telephone|that phone|the bank|people|those \\w+|them people) (?:never |don't |doesn't |won't |just |always |still )*(?:stops|stopped|keeps? (?:ringing|calling|phoning|on))\\b",
    '\\b(?:they|he|she|people|them|those \\w+) (?:keep |keeps |always |still )*(?:ringing|calling|phoning|rings|calls)\\b',
    "\\b(?:wish|hope) (?:they|he|she|it|those)(?:'d| would| will)\\b",
    '\\b(?:insurance|charity|charities|sales|salesm[ae]n|scam\\w*|spam|marketing|cold call\\w*|the bank|the council|the surgery|the doctor\'?s|telemarketers?|robocalls?|double glazing|those people|them people)\\b',
  ].join('|'),
);
/** A plan dropped, a wish reversed, or hers the other way: "I thought about stopping but I'd miss them". */
export const NOT_HER_WISH = /\b(don't|do not|never|please don't)( you)?( ever)? (stop|cancel|end|quit|give up)\b|\b(thought about|thinking about|think about|was going to|were going to|nearly|almost|considered|wondered about|wondering about|tempted to|used to want to) (stop|stopping|cancel|cancelling|canceling|end|ending|give up|giving up|quit|quitting|finish|finishing|pack)\w*|\b(i'd|i would|i will|i'll) miss (them|it|you|the calls|our chats|these|the chats|your calls)\b|\bchanged my mind\b|\b(hate|sorry|sad|shame|pity|miss it) (for|if|to see|when) (these|the|your|our) (calls|chats|phone calls) (to )?(end|stop|finish)|(?<!\b(won't|shan't|not|never|wouldn't) (be )?)\bmiss(ing)?(?: (your|the|our|a|any|my|these|of|one|a single|any more)){1,3} (call|calls|chat|chats)\b|\bkeep(ing)? (mine|them|you|the calls|it going|going)\b|\b(i|i really|i do|i do really|i quite|i rather) (love|like|enjoy|look forward to) (them|it|you|the calls|our chats|these calls|your calls|talking to you|our talks)\b(?! (stopped|to stop|cancelled|ended|to end|if))|\blooking forward to (them|it|you|the calls|our chats|your calls)\b|\bglad (i didn't|you called|you rang)\b|\b(don't|do not|never) (want|need) (them|the calls|these calls|it|you|this) to (stop|end|finish)\b|\b(don't|do not|never|please don't) (stop|quit|give up|cancel)\b/;
/** A time, not an end: today, a day, an hour. The calls go on another time. */
const ONLY_A_TIME = /\b(for (today|tonight|now|this week|the (day|week|moment|minute|time being)|a (bit|while|week|few days|day or two|couple of (days|weeks)))|just (today|this once|now)|today|tonight|this (week|morning|afternoon|evening)|on (mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?)|(next|this) (week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|before (ten|nine|eleven|noon|\d)|after (six|seven|eight|nine|\d)|so early|so late|at (lunch|dinner|tea)|in the (morning|afternoon|evening)|while i'm away|when i'm away|till i'm (back|better|home)|until i'm (back|better|home)|later|tomorrow|back later|call back|ring back|phone back)\b/;
/** Ending for good overrides a time word: "next week or any week", "from now on". */
const FOR_GOOD = /\b(any ?more|any longer|ever again|for good|at all|from now on|altogether|any week|every week|in future|never again|no more|again)\b/;

/** A list she is on that is not ours: the raffle, the rota, the bingo. */
const NOT_OUR_LIST = /\b(raffle|draw|rota|register for|tombola|quiz|team|sweepstake|committee|waiting list|bingo|club|church|trip|will|coat|shoes|hat)\b/;
/** What a last call is said with when it is the end, not today's last: thanks, goodbye, no more. */
const FAREWELL = /\b(but|thank|thanks|goodbye|bye|don't|no more|i'm done|that's it|for good)\b/;

/**
 * One sentence (normalised, lower case) of her turn: does she ask, in her own way, for the calls
 * to end? The turn's own checks (a plan dropped, a wish the other way: NOT_HER_WISH) are made
 * once by the caller (opt-out.ts).
 */
export function isStopWish(s: string, turn: string = s): boolean {
  if (ONLY_A_TIME.test(s) && !FOR_GOOD.test(s)) return false;
  // Her name off our list, or the service's own word: no one else's calls to mistake them for.
  if ((RE.takenOff.test(s) && !NOT_OUR_LIST.test(s)) || RE.cancelling.test(s)) return true;
  if (OTHERS_CALLS.test(s)) return false;
  if (RE.wishThenCalls.test(s) || RE.callsThenJudged.test(s) || RE.findJudged.test(s) || RE.wantCallsEnded.test(s) || RE.wontAnswer.test(s)) return true;
  if (RE.ratherYouDidnt.test(s) && !ONLY_A_TIME.test(s)) return true;
  if (RE.lastOne.test(s) && FAREWELL.test(turn)) return true;
  if (RE.givenUp.test(s) && RE.mentionsCalls.test(turn)) return true;
  // "I want them stopped", "let it go", "don't want it": the calls named elsewhere in her turn, and not someone else's.
  return (RE.wantThemEnded.test(s) || RE.letGo.test(s) || RE.wishThenPronoun.test(s) || (RE.pronounJudged.test(s) && /\bnot\b|n't\b/.test(s))) && RE.mentionsCalls.test(turn) && !OTHERS_CALLS.test(turn);
}
