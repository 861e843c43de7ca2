import { partsOfSpeech, taggedWords } from '../understanding/english.js';

/**
 * Is her clause finished, by its words (issue 26)? A small rule set, not a parser: what she
 * said ends on a word that cannot end an English clause ("and", "the", "my", "to"), on a verb
 * that still needs its object or complement ("I was thinking", "she told", "we bought", "I
 * remember"), on a helper verb after a noun ("the best part was"), on a subordinate clause with
 * no main clause yet ("When we moved to Ohio"), or on a phrase that promises more ("I was going
 * to say"). Some endings only may be
 * unfinished ("I know", "it was"): the audio's prosody decides those (end-of-turn.ts).
 *
 *   'complete'    a reply may follow a short quiet
 *   'maybe'       a verb that often ends a clause but often goes on: prosody and her rhythm decide
 *   'unfinished'  she is mid-thought: the long wait
 */
export type Clause = 'complete' | 'maybe' | 'unfinished';

const FUNCTION_END =
  /\b(and|but|or|nor|because|cause|'cause|then|when|while|if|unless|whether|though|although|that|which|who|whom|whose|where|the|a|an|my|his|her|their|our|your|its|this|these|those|some|every|each|another|any|such|both|either|to|of|in|on|at|for|with|from|about|into|onto|upon|than|as|by|through|until|till|towards|without|between|among|after|before|during|um+|uh+|er+|erm|like|be|been|being|i'?m|i|we|he|she|they|you're|we're|they're|it's|he's|she's|there's|that's|just|very|really|quite|rather|most|going to|gonna|wanna|gotta|used to|i mean|you know|i've|we've|i'd|we'd|also|even|only|almost)$/;
/** Words that end short answers ("Yes, it was.", "I did.", "I think so.") as often as they lead on: prosody decides. */
const MAY_END = /\b(was|were|is|are|am|had|has|have|could|would|should|will|can|might|must|did|do|does|not|never|too|always|still|well|so|more|less)$/;
/** Verbs that need an object or a complement to finish the clause. */
const NEEDS_MORE =
  /\b(thinking|wondering|saying|telling|told|tell|said|asked|asking|ask|wanted|want|wanting|need|needed|needing|going|trying|tried|try|planning|meaning|meant|hoping|wishing|bought|buying|buy|brought|bringing|bring|gave|giving|give|put|putting|took|taking|take|made|making|make|got|getting|get|found|finding|find|called|calling|saw|seeing|met|meeting|meet|visited|visiting|visit|feeling|feel|felt|looking|look|looked|use|used|using|started|starting|began|beginning|decided|deciding|love|loved|loving|like|liked|liking|miss|missed|missing|worried|thought|think|remember|remembered|remembering|recall|wonder|wondered|imagine|realised|realized|noticed)$/;
/** Verbs that often end a clause ("I know.", "I hope so") but often go on ("I know the place…"). */
const MAY_GO_ON = /\b(know|knew|guess|suppose|hope|hoped|wish|wished|believe|believed|heard|hear|see|understand|reckon)$/;
/** A subject or helper verb shortly before: "I was thinking", "we bought", "my sister told". */
const SUBJECT = /^(i|we|he|she|they|you|it|mother|father|mum|mom|dad|husband|wife|son|daughter|sister|brother|friend|doctor|nurse|neighbour|neighbor|was|were|am|is|are|i'm|we're|they're|he's|she's|been|had|have|has|did|do|does|will|would|could|can|to|and)$/;
const ADVERB = /^(just|always|never|also|still|then|really|even|only|often|once|first)$/;
const TRAILING_OPEN = /(\.\.\.|…|,|;|:|-|—)\s*$/;
/** Searching for a word or a name ("oh, what's her name now", "I can't think of the word", "what do you call it"): it is still to come. */
const STARTED_NOT_FINISHED =
  /\b(i was going to say|what was i saying|let me (think|see)|where was i|how do you say|what'?s the word|what( is| was|'?s) (it|his|her|their|the) (name|word|place|street|village|town|film|programme|show|song)( called)?|what( is| was|'?s) (it|he|she|that|the \w+) called|what do (you|they) call (it|them|him|her)|what did (we|they|you) call (it|him|her|them)|(i )?(can'?t|cannot|could ?n'?t) (think of|remember|recall) (it|the|his|her|their)( \w+)?( name| word)?|it'?s on the tip of my tongue|(i'?ve |i have )?forgotten (his|her|its|their|the) (name|word)|i forget (his|her|its|their|the) (name|word)|the (name|word) (escapes|has gone|'s gone|is gone|won'?t come)( me| from me)?|it'?s gone( clean)? out of my head|(what|how) do (you|they|we) call (it|them|those|that)|(it )?begins with an? \w+|oh,? (um|er|erm),? the|(the|a|an) (um+|er+|erm)|what'?s (it|that|the thing) called|(oh )?(bother|dear|drat)?,? ?(it'?ll|it will) come( to me)?|thingummy|whatsit|what'?s-?(his|her|its)-?name|you know the one|hang on)( now| again| then| dear| love)?[.?!,]*$/;
/** A short answer: a yes, a no or an "oh", then a few words. */
const SHORT_ANSWER = /^((yes|yeah|yep|aye|no|nope|oh|ah|well|of course|indeed|mm+|mhm|right|ok|okay)\b[,.!]?\s*)+(\S+\s+){0,2}\S+$/;
/** What may stand before a helper verb that ends a short answer: "it was", "I did", "they never have". */
const ELLIPSIS_SUBJECT = /^(i|you|he|she|it|we|they|that|this|there|so|who|which|what|one|not|never|always|still|too|mine|yours|hers|his|ours|theirs|certainly|surely|indeed|really|course|yes|yeah|no|oh|well)$/;
/** A sentence that opens with a subordinate clause ("When we moved to Ohio", "Because my father"): its main clause is still to come. */
/** Words that may come before a subordinate clause or a time: "once when", "back before", "and after". */
const LEADING = String.raw`((once|back|way back|even|just|only|years ago|long ago|and|so)\s+)*`;
const FRONTED_SUBORDINATE = new RegExp(String.raw`^${LEADING}(when|whenever|if|because|'cause|cause|after|before|while|since|although|though|until|unless|as soon as|as long as|by the time)\b`);
/** A verb that gives or tells something to someone, ending on that someone ("She gave me", "He told us"): what was given or told is still to come. */
const TO_SOMEONE = /^(\w+ ){0,2}(gave|give|gives|told|tell|tells|showed|show|sent|send|brought|bought|handed|offered|taught|asked|promised|lent|left|wrote|made) (me|us|him|them)$/;
/** A main clause's subject after the subordinate clause's own: "When I was young *we* lived by the sea." */
const MAIN_SUBJECT = /^(i|we|he|she|they|you|it|there|i'd|we'd|i'm|we're|they're|he's|she's|it's|there's|i've|we've)$/;
/** Forms of "be": after a noun ("the best part was") the complement is still to come. */
const BE_END = /\b(was|were|is|are|am)$/;
const POSSESSIVE_END = /\b(?!let's|it's|that's|what's|he's|she's|there's|here's|who's)[a-z]+'s$/;

let last: { text: string; clause: Clause } | null = null;

export function clauseOf(text: string): Clause {
  // Asked about every 32 ms window while she pauses, for the same words.
  if (last?.text === text) return last.clause;
  const clause = readClause(text);
  last = { text, clause };
  return clause;
}

function readClause(text: string): Clause {
  const t = text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (!t) return 'unfinished';
  if (TRAILING_OPEN.test(t)) return 'unfinished';
  if (STARTED_NOT_FINISHED.test(t)) return 'unfinished';
  const bare = t.replace(/[.!?"')\]]+$/, '').trim();
  // "I was so proud of her", "I rang her": her as the one spoken of ends a clause as often as it leads to a noun ("her sister").
  if (/\b(of|with|to|for|about|at|from|by|called|rang|phoned|told|saw|see|love|miss|missed|visit|visited|help|helped) her$/.test(bare)) return 'maybe';
  if (FUNCTION_END.test(bare) || POSSESSIVE_END.test(bare)) return 'unfinished';
  const sentence = bare.split(/[.!?;]\s+/).pop()!.replace(/^(and|but|so|well|oh|now)\b,?\s*/, '');
  if (MAY_END.test(bare)) {
    // "Yes, it was." is over when her voice falls; "The best part was" after a noun has its complement still to come.
    const [twoBefore, before] = [sentence.split(' ').at(-3) ?? '', sentence.split(' ').at(-2) ?? ''];
    const subject = ELLIPSIS_SUBJECT.test(before) && !/^(of|to|in|for|with|about|at|on|from|by)$/.test(twoBefore);
    return BE_END.test(bare) && before && !subject ? 'unfinished' : 'maybe';
  }
  // "When we moved to Ohio": a subordinate clause with no comma and no second subject has no main clause yet.
  const words = sentence.split(' ');
  if (FRONTED_SUBORDINATE.test(sentence) && !sentence.includes(',') && words.length >= 3 && !words.slice(3).some((w) => MAIN_SUBJECT.test(w)) && !hasMainVerb(sentence)) return 'unfinished';
  // "It was a beautiful", "such a kind and gentle": a determiner, then words that describe, and the noun still to come.
  if (awaitsItsNoun(sentence)) return 'unfinished';
  // "She gave me", "My son bought us": the thing given is still to come.
  if (words.length <= 5 && TO_SOMEONE.test(sentence) && SUBJECT.test(words.at(-3) ?? '')) return 'unfinished';
  // The same at the end of a longer sentence ("For my birthday last year my daughter knitted me"), and a doing word with its doer in the last clause of one ("… and we finally found").
  const clausePart = lastClause(sentence);
  if (GIVEN_TO_SOMEONE.test(clausePart)) return 'unfinished';
  if (clausePart !== sentence && awaitsItsObject(clausePart)) return 'unfinished';
  // "We used to grow", "she would bake": a habit's doing word that takes a thing, the thing still to come.
  if (HABIT_TO_COME.test(clausePart)) return 'unfinished';
  // "It cost me nearly", "I was born in nineteen", "I lived there for twenty": the amount, the year or its unit still to come.
  if (AMOUNT_TO_COME.test(clausePart)) return 'unfinished';
  // A frame with no clause yet ("Back in the fifties", "Walking home from school", "Every summer at the lake"): the scene is set, what happened is to come.
  if (!ANSWER_OPENING.test(bare) && verbless(sentence) && isFrame(sentence)) return 'unfinished';
  // The last few words: a verb that still needs its object, with its subject just before.
  const tail = bare.split(/[.!?;]\s*/).pop()!.split(' ').slice(-4);
  const last = tail.at(-1)!;
  const [two, one] = [tail.at(-3) ?? '', tail.at(-2) ?? ''];
  const subjectBefore = SUBJECT.test(one) || (ADVERB.test(one) && SUBJECT.test(two));
  // "Yes, I remember." "Oh, I loved it... I think." An answer of a few words that ends on such a verb is as often over as not: her voice decides.
  if (NEEDS_MORE.test(last) && subjectBefore) return SHORT_ANSWER.test(bare) ? 'maybe' : 'unfinished';
  if (MAY_GO_ON.test(last) && subjectBefore) return 'maybe';
  // "My granddaughter painted", "We planted": a doing word with its doer just before and nothing done to yet.
  if (awaitsItsObject(sentence)) return SHORT_ANSWER.test(bare) ? 'maybe' : 'unfinished';
  // "We paid two", "She bought six": a number after a doing word, its noun still to come ("I'm eighty-seven" is whole).
  if (NUMBER_AFTER_A_DOING_WORD.test(sentence) && /^NUM$/.test(partsOfSpeech(sentence).at(-1) ?? '')) return 'unfinished';
  // "She picked it", "I put them": a verb that takes its particle after the thing ("picked it up", "put them away").
  if (PARTICLE_TO_COME.test(sentence)) return 'unfinished';
  // "We grew potatoes, carrots, onions": a list with no "and" before its last item is still going.
  if (listGoingOn(sentence)) return 'unfinished';
  // "The man who used to bring our milk": a subject and what is said of it in a relative clause, the main verb still to come.
  if (RELATIVE_SUBJECT.test(sentence) && finiteVerbs(sentence) <= 1) return 'unfinished';
  return 'complete';
}

const DETERMINER = /^(a|an|the|my|his|her|our|their|your|its|this|that|these|those|some|such|every|each|another)$/;
const NOT_BEFORE_A_NOUN = /^(same|usual|other|latest|best|worst|first|last|least|most|one|lot|rest|fine|little|bit|few|while)$/;
/** Describing words the tagger may take for nouns ("such a kind", "a lovely"): after a determiner, the noun is to come. */
const DESCRIBING = /^(kind|good|nice|lovely|sweet|gentle|clever|big|small|long|short|hard|sad|funny|strange|beautiful|wonderful|happy|busy|old|new|young|great|grand|proper|real|lucky|special|terrible|awful|horrible|dreadful|warm|cold|hot|quiet|pretty|bright|dark|huge|tiny|posh|smart|friendly|lonely|brilliant|marvellous|marvelous|smashing|gorgeous|lively|jolly|decent|handsome|fancy|famous|favourite|favorite|wee|proud|generous|simple|quick|slow|heavy|fresh|rich|poor|late|early|whole|kindly|cosy|cozy)$/;
/** The last clause of a long sentence: after its last comma or joining word. */
function lastClause(sentence: string): string {
  return sentence.split(/,\s*|\s(?:and|but|so|then|because|cause|when|while|till|until|after|before|since|where|though|although)\s/).pop()!.trim();
}
const GIVE_VERB = 'gave|give|gives|told|tell|tells|showed|show|sent|send|brought|bought|handed|offered|taught|asked|promised|lent|left|wrote|made|knitted|knit|sewed|sewn|baked|cooked|got|fetched|passed|paid|sold|read|found|booked|ordered|saved|posted|owed|owes';
const GIVEN_TO_SOMEONE = new RegExp(`(^|\\s)(?!(it|that|this|which)\\s)[\\w']+( (just|always|never|once|kindly|even|also|finally|then))? (${GIVE_VERB}) (me|us|him|them)$`);
/** A habit, "used to" or "would", with a doing word that takes a thing. */
const HABIT_TO_COME = /\b(used to|would|'d|we'd|i'd|she'd|he'd|always|never) (grow|make|bake|knit|sew|cook|buy|sell|take|bring|keep|feed|fix|build|paint|collect|breed|raise|own|wear|drive|ride|give|send|pick|catch|mend|milk|plant|brew|pickle|make up)$/;
/** An amount, a year or a length begun: "nearly", "in nineteen", "for twenty", "had three". */
const AMOUNT_TO_COME = /\b(nearly|almost|about|around|roughly|approximately|getting on for|upwards of|close to|just under|just over)$|\b(in|of|from|since|till|until) (nineteen|eighteen|twenty)$|\b(for|about|nearly|almost|over) (two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|\d+)$|(?<![\w'])(?!(i|we|you|they|he|she|it|i've|we've|they've|you've)\s)[a-z']+ (had|have|has|got|kept|raised) (two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|a hundred|\d+)$/;
/** The last words are a determiner and only words that describe ("a beautiful", "the most wonderful", "such a kind and gentle"): the noun is to come. */
function awaitsItsNoun(sentence: string): boolean {
  const words = sentence.split(' ');
  // "such a kind", "it was a lovely": a describing word straight after a determiner, whatever the tagger made of it.
  if (DESCRIBING.test(words.at(-1)!) && DETERMINER.test(words.at(-2) ?? '')) return true;
  const tags = partsOfSpeech(sentence);
  if (tags.length !== words.length || NOT_BEFORE_A_NOUN.test(words.at(-1)!) || tags.at(-1) !== 'ADJ') return false;
  for (let i = words.length - 2; i >= 0; i--) {
    if (DETERMINER.test(words[i]!)) return i < words.length - 1;
    // "kind and gentle": a word the tagger took for a noun, joined to the describing word after it.
    const joined = tags[i] === 'NOUN' && tags[i + 1] === 'CCONJ';
    if (!joined && !/^(ADJ|ADV|CCONJ)$/.test(tags[i]!) && !/^(so|very|really|most|more|quite|rather|too|and)$/.test(words[i]!)) return false;
  }
  return false;
}

/**
 * "After the war in 1946 my father came home": a time or place opened by after/before/since/until
 * has no verb of its own, so one verb is the main clause's; "When we moved to Ohio" needs a second.
 */
function hasMainVerb(sentence: string): boolean {
  return finiteVerbs(sentence) >= (AFTER_A_TIME.test(sentence) ? 1 : 2);
}

/** Her own verbs in the sentence: helpers, verbs but -ing forms, and contracted ones ("I'll", "we're"). */
function finiteVerbs(sentence: string): number {
  return taggedWords(sentence).filter(([w, t]) => t === 'AUX' || (t === 'VERB' && !/ing$/.test(w)) || (/^'(ll|m|re|ve|d|s)$/.test(w) && t !== 'PART')).length;
}

const AFTER_A_TIME = new RegExp(String.raw`^${LEADING}(after|before|since|until|till)\s+(the|a|an|my|his|her|our|their|that|this|\d|world|christmas|easter|dinner|lunch|breakfast|tea|church|school|work)`);

/** Verbs that end a clause well on their own ("We went", "She cried", "He phoned"): never waiting for an object. */
const WHOLE_WITHOUT_OBJECT = /^(went|came|cried|laughed|slept|died|left|arrived|stayed|sat|stood|walked|ran|fell|waited|smiled|agreed|moved|retired|recovered|rested|happened|worked|lived|married|danced|sang|swam|snored|phoned|rang|called|wrote|visited|rained|snowed|helped|tried|won|lost|ate|drank|prayed|knew|remembered|forgot|understood|changed|improved|grew|passed|talked|chatted|listened|spoke|shouted|waved|nodded|coped|managed|struggled|survived|returned|stopped|started|finished|began|ended|continued|settled|travelled|traveled|emigrated|complained|worried|behaved|apologised|apologized|is|was|were|are|am|do|did|does|has|had|have|be|been)$/;
/** The doer, just before a doing word that takes an object: a pronoun, a name, or a noun ("my granddaughter"). */
function awaitsItsObject(sentence: string): boolean {
  const tagged = taggedWords(sentence);
  if (tagged.length < 2 || tagged.length > 8) return false;
  const [verb, vtag] = tagged.at(-1)!;
  // "we finally found", "my husband always fixed": a word of how or when between the doer and the doing.
  const skip = tagged.length >= 3 && tagged.at(-2)![1] === 'ADV' && /^(finally|always|never|just|once|then|also|even|really|actually|eventually|soon|kindly|quickly|carefully|proudly|secretly)$/i.test(tagged.at(-2)![0]) ? 1 : 0;
  const [before, btag] = tagged.at(-2 - skip)!;
  if (vtag !== 'VERB' || /ing$/.test(verb) || WHOLE_WITHOUT_OBJECT.test(verb.toLowerCase())) return false;
  // A past tense, regular or not ("painted", "brought", "made", "sold", "took", "found", "wrote", "built", "kept").
  if (!/(ed|ought|aught|ew|ave|ade|old|ent|ook|ot|ound|ang|ung|oke|ote|ove|ode|uilt|eft|ept|elt)$/.test(verb.toLowerCase())) return false;
  return /^(PRON|PROPN|NOUN)$/.test(btag) && !/^(it|that|this|them|him|her|me|us|you|which|what)$/i.test(before);
}
const NUMBER_AFTER_A_DOING_WORD = /\b(paid|pay|bought|buy|made|make|baked|bake|sold|sell|spent|spend|needed|need|took|take|counted|ate|drank|knitted|grew|lost|won|saved|owed|owe|gave|give|brought|sent|wrote|cost|costs|about|nearly|almost|over|only|just|another) (about |nearly |almost |over |only |just |some )?(\w+[- ])?(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|dozen|\d+)$/;
/** Verbs whose particle comes after the thing: "picked it up", "put them away", "turned it off". */
const PARTICLE_TO_COME = /\b(picked|pick|put|puts|took|take|turned|turn|switched|switch|threw|throw|gave|give|brought|bring|filled|fill|cut|set|wrote|write|looked|look|tidied|tidy|sorted|sort|packed|pack|cleared|clear|washed|wash|handed|hand|called|call|rang|ring|let|letting|worked|work|figured|figure|kept|keep|showed|show|cheered|cheer|wrapped|wrap|tied|tie|hung|hang) (it|them)$/;
/** "potatoes, carrots, onions": items after commas, the last with no "and" or "or" before it. */
const LIST_GOING_ON = /(^|\s)[\w'-]+(\s[\w'-]+)?,\s[\w'-]+(\s[\w'-]+)?(,\s[\w'-]+(\s[\w'-]+)?)*$/;
function listGoingOn(sentence: string): boolean {
  const m = LIST_GOING_ON.exec(sentence);
  if (!m) return false;
  // Each item a thing ("potatoes, carrots"), never "bad, thank you" or "potatoes, mostly".
  const items = m[0].trim().split(/,\s/);
  return items.every((item) => /^(NOUN|PROPN)$/.test(partsOfSpeech(item).at(-1) ?? '') && !/^(thanks?|dear|love|mostly|really|though|anyway|please)$/i.test(item.split(' ').at(-1)!));
}
/** A subject with a relative clause: "The lady who lived next door", "my friend that I met at church". */
const RELATIVE_SUBJECT = /^(the|my|our|a|an|that|this|his|her|their) ([\w'-]+ ){0,3}(who|that|which|whose|whom)\b/;

/** Contractions that carry a verb ("I'm", "she's", "there's"): wink-nlp tags "I'm" as one proper noun. */
const VERB_CONTRACTION = /\b(i'm|you're|we're|they're|he's|she's|it's|that's|there's|here's|what's|who's|i've|you've|we've|they've|i'd|you'd|we'd|they'd|he'd|she'd|i'll|you'll|we'll|they'll|he'll|she'll|it'll|\w+n't)\b/;

/** Her sentence has no verb of its own yet: no helper verb, and no verb but an -ing form ("My husband", "Walking home from school"). */
function verbless(sentence: string): boolean {
  if (VERB_CONTRACTION.test(sentence)) return false;
  const tagged = taggedWords(sentence);
  return !tagged.some(([w, t], i) => t === 'AUX' || (t === 'VERB' && !/ing$/.test(w)) || seemsAVerb(tagged, i));
}

/** "My son lives in Denver", "My sister rings every Sunday": the tagger calls the verb a plural noun; after a singular noun, with more words to come, it is her verb. */
function seemsAVerb(tagged: Array<[string, string]>, i: number): boolean {
  const [w, t] = tagged[i]!;
  const before = tagged[i - 1];
  return t === 'NOUN' && /[^s]s$/.test(w) && !!before && /^(NOUN|PROPN)$/.test(before[1]) && !/s$/.test(before[0]) && i < tagged.length - 1;
}

/** A time, a place or an -ing scene before any clause: "In the spring of 1950", "Back then", "Last Tuesday", "Sitting in the garden". */
const FRAME_START = /^(back|way back|years ago|long ago|once|one (day|time|morning|evening|summer|winter|christmas)|that (day|morning|night|summer|year|winter|christmas)|last (week|year|summer|winter|christmas|monday|tuesday|wednesday|thursday|friday|saturday|sunday|night)|every (summer|winter|year|week|sunday|christmas|morning|day)|of all)\b|^\w+ing\b/;
/** A place or a time after a preposition ("In the spring of 1950", "At my sister's wedding"): with a time in it, or four words or more. */
const PLACE_OR_TIME = /^(in|on|at|during|after|before|from|since|until|over|across|around|outside|inside)\b/;
const TIME_WORD = /\b(\d{2,4}s?|\w+ties|war|spring|summer|autumn|fall|winter|christmas|easter|morning|evening|night|days|years|time|week|month|year|january|february|march|april|may|june|july|august|september|october|november|december|childhood|wedding)\b/;
function isFrame(sentence: string): boolean {
  const words = sentence.split(' ').length;
  // "Walking home from school" sets a scene, and "Watching the telly." answers what she has been doing: an -ing opening is a fragment, not a frame.
  if (/^\w+ing\b/.test(sentence)) return false;
  if (FRAME_START.test(sentence)) return words >= 3;
  // "In Ohio", "At the church hall", "In the summer": as often a whole answer ("Where did you grow up?").
  return PLACE_OR_TIME.test(sentence) && (words >= 5 || (words >= 4 && TIME_WORD.test(sentence)));
}

/**
 * "The new house was much bigger", "it's more modern": a comparison whose "than…" may follow. A
 * describing word that compares (-er, or more/less and one), never a question, never "better" or
 * "worse" (how she feels is answered so: "I'm a bit better.").
 */
export function endsOnComparison(text: string): boolean {
  const t = text.trim();
  if (/\?["')\]]*$/.test(t)) return false;
  const tagged = taggedWords(t.replace(/[.!"')\]]+$/, ''));
  const [last, tag] = tagged.at(-1) ?? ['', ''];
  const before = tagged.at(-2)?.[0]?.toLowerCase() ?? '';
  if (tag !== 'ADJ' || /^(better|worse|later|sooner|other|over|ever|never)$/i.test(last)) return false;
  return /[a-z]{2,}er$/i.test(last) || /^(more|less)$/.test(before);
}

/** Words that answer, thank, greet or take leave: a short turn opening so is a whole answer, not the start of a story. */
const ANSWER_OPENING = /^(yes|yeah|yep|aye|no|nope|not|nah|oh|ah|of course|indeed|mm+|mhm|right|ok|okay|sure|thank|thanks|hello|hi|bye|goodbye|good ?bye|good (morning|afternoon|evening|night)|sorry|pardon|please|maybe|perhaps|probably|i think so|i don't know|i'm not sure|fine|lovely|nice|good|great|wonderful|terrible|awful|same)\b/;
/** At most this many words: a short statement may be the first breath of something longer ("We married in 1956 … in a little chapel"). */
export const LEAD_IN_WORDS = 7;

/**
 * Her turn so far is one short statement that may be the first breath of a longer one: "I grew up
 * on a farm", "My husband was called Harold", "We married in 1956". Its words are complete, so
 * they cannot say whether more is coming; people open a story so, naming what it is about (a
 * place, a person, a year, a thing: it ends on a noun, a name or a number), and pause to find the
 * next words. A state ("We were very happy", "I slept badly"), a short answer ("Yes, it was
 * lovely", "Not too bad", "I am well, thank you") and a question are whole (end-of-turn.ts gives
 * a lead-in a longer wait; her habits in the call may take it away).
 */
export function mayBeLeadIn(text: string): boolean {
  // Asked for the wait, for whether to prepare a reply and for her habits, for the same words: read once.
  if (lastLeadIn?.text !== text) lastLeadIn = { text, leadIn: readLeadIn(text) };
  return lastLeadIn.leadIn;
}
let lastLeadIn: { text: string; leadIn: boolean } | null = null;

/**
 * Her whole turn so far is a noun phrase with no verb ("My husband", "The doctor at the clinic",
 * "Our neighbour's boy"): the subject is named, what it did is to come. An answer has this shape
 * too ("My daughter."), so it waits as a lead-in does, but her brief answers never shorten it.
 */
export function isFragment(text: string): boolean {
  const t = text.toLowerCase().replace(/[’]/g, "'").replace(/\s+/g, ' ').trim();
  const bare = t.replace(/[.!"')\]]+$/, '').trim();
  if (!bare || /\?["')\]]*$/.test(t) || /[.!?;,]\s/.test(bare) || ANSWER_OPENING.test(bare) || SHORT_FRAGMENT.test(bare)) return false;
  const words = bare.split(' ');
  // "In Ohio", "On Sunday", "At the church hall": where and when are answered so as often as they open a story.
  if (PLACE_OR_TIME.test(bare) && words.length <= 4) return false;
  return words.length >= 2 && words.length <= LEAD_IN_WORDS + 4 && clauseOf(text) === 'complete' && verbless(bare);
}
/** Short answers with no verb: "The usual.", "The same as ever", "Not much", "Just the two of us", "A bit better". */
const SHORT_FRAGMENT = /^(every (day|week|sunday|monday|tuesday|wednesday|thursday|friday|saturday|morning|night|evening)|twice|once|mostly|usually|sometimes|most (days|nights|mornings)|the (usual|same|same as (ever|always|usual)|one|lot)|not (much|really|bad|too bad|at all|today|yet|now|often)|just|only|all|nothing|none|both|neither|a (bit|little|lot)|quite|very|too|much|about|pretty|so|no|never|always|sometimes|every|all right|alright|much the same|same|fine|good|better|worse|lovely|nice|great|terrible|awful)\b/;

const STORY_OPENER = /^(so|anyway|anyhow|you know what|guess what|well anyway|now then)\b(?!-)(?! (so|much|far|long|what|that|i think|it seems))[,]? \S+ \S+/;

function readLeadIn(text: string): boolean {
  const t = text.toLowerCase().replace(/[’]/g, "'").replace(/\s+/g, ' ').trim();
  if (!t || /\?["')\]]*$/.test(t) || ANSWER_OPENING.test(t)) return false;
  const bare = t.replace(/[.!"')\]]+$/, '').trim();
  // One sentence: "We had soup. It was nice." has already said its piece and ended it.
  if (/[.!?;]\s/.test(bare)) return false;
  if (clauseOf(text) !== 'complete') return false;
  // "So my son rang yesterday", "Anyway, the doctor came": the words people start telling with.
  if (STORY_OPENER.test(bare) && bare.split(' ').length <= LEAD_IN_WORDS + 3) return true;
  if (bare.split(' ').length > LEAD_IN_WORDS) return false;
  return /^(NOUN|PROPN|NUM)$/.test(partsOfSpeech(bare).at(-1) ?? '');
}

/** Her words so far make a complete thought: a reply may follow a short quiet. */
export function isCompleteThought(text: string): boolean {
  return clauseOf(text) === 'complete';
}
