import { clauses, HYPOTHETICAL, REPORTED } from './context.js';
import { normalise } from './speech.js';
import { isStopWish, NOT_HER_WISH } from './stop-wish.js';

// Opt-out: only when the calls themselves are what she wants to stop.
const OPT_OUT: RegExp[] = [
  // Said formally or as a question, with any verb for being rung (the blind round O: polite and indirect requests missed).
  /\b(ask|asking|tell|telling) you (not to|to stop) (call|ring|phone|telephone|contact|calling|ringing|phoning|telephoning)\w*( me| here| this number)?( again| any ?more| ever)\b/,
  /\b(can|could|would|will) you (please |possibly |kindly |just )?not (call|ring|phone|telephone|contact)( me| here| this number)? (again|any ?more)\b/,
  /\b(you )?(needn'?t|need not|don'?t need to) (bother|trouble yourself)( (calling|ringing|phoning))?( me)? (again|any ?more)\b/,
  /\bstop (checking up on|checking on|keeping tabs on) me\b/,
  /\b(telephone|contact|disturb) (me|here|this number) (again|any ?more)\b.{0,10}$/,
  /\b(stop|quit) (calling|phoning|ringing|bothering) (me|here|this number|this house)\b/,
  /\b(please )?(stop|quit|end|cancel) (these|the|your|all these|my|this) (phone )?calls\b/,
  /\b(don't|do not|never|please don't) (call|phone|ring|bother|contact|disturb|trouble) (me|here|this number|this house)\b(?! (now|today|tonight|this (morning|afternoon|evening)|till|until|before|after|at|on|while|when|for a)\b)/,
  /\b(don't|do not|no longer) want (these|your|any more|anymore|any|the|this|to get these|to receive these|to have these|you to call|you calling|any of these) ?(phone )?(calls|call|calling)?\b/,
  /\bno more (phone )?calls\b(?! (today|tonight|this (week|morning|afternoon|evening)|for (now|today|a (bit|while|week))|till|until|from (them|those|the))\b)/,
  /\b(not wanting|don't want|do not want|no longer want) these( calls| chats)? any ?more\b/,
  /\b(take|cross) me off (your|the|this|that) (list|calls|books)\b/,
  /\bunsubscribe\b/,
  /\b(i'm|i am) not interested( in (these|this|your|the) (calls|service|phone calls))?[.!]*$/,
  /\b(don't|do not) want to (talk|speak) to (you|a computer|a machine|a robot)( again| any ?more| ever)?\b/,
  /\bleave me (alone|be|in peace)\b(?! (for|while|whilst|till|until|a (minute|moment|sec|second|bit|tick)|to (finish|get|find|think|it)|with)\b)(?!,? i('ll| will| can) (manage|do|sort|get|cope with) (it|the|my|that|this))/,
];
/** The calls, this service, being rung: what an opt-out is about. */
const THE_CALLS = "calls|call|calling|phone calls|ringing|ringing-ups|ring-ups|rings|chats|chatting|these|this service|the service|this calling thing|this calling|being called|being rung|my number|my name|the phone calls";
/** Wanting them to end, said in many ways. */
const ENDING = "stop|stopped|stopping|end|ended|cancel|cancelled|canceled|quit|finish|finished with|done with|through with|had enough of|had my fill of|fed up with|tired of|sick of|no more|not wanting|don't want|do not want|don't need|no longer want|want out of|rather you didn't|rather you did not|rather not have|remove|take (my name|me|my number) off|don't bother|not bother|never asked for";
const OPT_OUT_CONCEPT: RegExp[] = [
  new RegExp(`\\b(${ENDING})\\b.{0,25}\\b(these|the|your|this|all these|any more|any ?more of these|any of these|of these|of the) (${THE_CALLS})\\b`),
  new RegExp(`\\b(these|the|your|this) (${THE_CALLS})\\b.{0,25}\\b(stopped|to stop|to end|cancelled|ended|to be cancelled|over|finished)\\b`),
  /\b(rather|prefer|sooner) (you|it if you) (didn't|did not|don't|wouldn't) (call|ring|phone)\b(?! (before|after|till|until|at|on|in|so|this|today|tonight|tomorrow|when|while|during|between|early|late|too|of a|at)\b)/,
  /\b(can|could|would|will) you (just )?(mind )?(not|stop|quit) (call|calling|ring|ringing|phone|phoning)( me)?( any ?more| again)\b/,
  /\b(don't|do not|no need to) (bother )?(call|calling|ring|ringing|phone|phoning)( me)? (next week|again|any ?more|any week|in future|from now on)\b/,
  /\b(remove|delete|take) (my|me|this) ((tele)?phone )?(number|name|details)( off| from)?\b(?! (down|for|from the (bingo|club|church|trip)))(?!.*\b(raffle|draw|rota|register|tombola|quiz|team|sweepstake|committee|waiting list|christmas card|bingo|club|church|trip|will)\b)/,
  /\btake (my name|me|my number) off (it|this|the list|your list|your books|the books)\b(?! for\b)/,
  /\b(want|wanting|like|need) (out of|to get out of|to leave|to end|to stop|to cancel) (this|the|these)( whole| entire)? (calling|calls|service|chats|thing|business|lark|arrangement|malarkey|carry-on)\b/,
  /\b(last|final) (call|one|chat)\b.{0,30}\b(don't want|no more|not want|stop|finish|any ?more)\b/,
  /\b(i'm|i am) not wanting (the|these|your|any) (calls|chats|ringing)\b/,
  /\b(don't|do not) want to be (called|rung|phoned|ringing)( by (you|a computer|a machine|a robot))?( any ?more\b| again\b|\s*([.!]|$))/,
  /\b(don't|do not|no longer|never) (need|want) (a |any |the |these |this |your |any more )?(companion|robot|machine|computer|calls?|phone calls?|ringing|chats?|service)\b(?! (to stop|to end|on|at|before|after|in the|from (the|them|those)))/,
  /\b(needn't|no need to|don't|do not|won't|not going to) (bother )?(calling|ringing|phoning|call|ring|phone)( me| here)?( any ?more| again| no more)?\s*[.!,]*$/,
  /\b(needn't|no need to|don't|do not) (bother )?(calling|ringing|phoning|call|ring|phone)( me| here)? (any ?more|again|no more)\b/,
  /\b(i'm|i am) not (doing|having|taking|answering) (these|this|the|your|any more|any of these) (calls|chats|phone calls)\b/,
  /^(please |i want to |i'd like to |i would like to |can you |could you |just )?(cancel|unsubscribe|opt out|stop)( me| it| this| them| these| it all)?( now| please| thanks| thank you)*(\s*[.!]*$|,? i (never|didn't|did not) (asked|ask|want|wanted|sign|signed) (for|up for)? ?(it|this|them|these|any of (it|this)))/,
  /\b(can|could) we (stop|end|cancel) (these|this|the calls|them)( now)?\b|\bplease stop (these|them|the calls)\b/,
  /\bgive (it|them|the (phone )?calls) a rest\b/,
  /\bno more of (this|these|it)( please| thanks| now)?[.!]*$/,
  /\b(prefer|rather) not (to be|be) (called|rung|phoned)\b|\bnever want to be (rung|called|phoned)\b/,
  /\bcount me out of (these|the|your|this) (calls|chats|service)\b|\bnothing (more )?to do with (these|the|your|this) (calls|service|chats)\b/,
  /\bcancel me\b|\b(end|cancel|stop) my (subscription|membership)\b|\bopt(ing)? out\b(?! of (the|a) (trip|bingo|raffle|outing|draw|club))/,
  /\b(don't|do not) want (a|any) (robot|machine|computer) (phoning|calling|ringing)( me)?\b/,
  /\b(don't|do not|never) (ring|call|phone) (here|me) (no more|any ?more|again)\b/,
  /\bstop (calling|ringing|phoning)( me| here)?( now| please| thanks)?\s*([.!,]|$)/,
  // Heard in their everyday forms (decision 137): remove me, don't call back, cancel this, no more phoning, my son says I don't need these, I'd rather not get them.
  // ("Call me back" reaches here as "call my back": the transcript reader makes "me back" a body part.)
  /^(please |just )?take me off( it| this| the list| your list)?\s*([.!,]|$)/,
  /\b(you )?(don't|do not) need to (call|ring|phone)( me| here)? (again|any ?more)\b/,
  /\bremove me( from (your|the|this) (list|calls|system|books|service|records|register))?( please| now| thanks)?\s*([.!,]|$)/,
  /\b(don't|do not|please don't|no need to|never) (bother )?(call|ring|phone|calling|ringing|phoning)( me| my)? back\b(?! (too|before|after|till|until|at|in|later|tomorrow|this|today|tonight|on|when|if|unless|for|just|yet|now|straight)\b)/,
  /^(please |just |so )?(cancel|end) (this|it|these|them|the (calls|service|whole thing)|everything|it all)( please| now| thanks| thank you)*\s*([.!,]|$)/,
  /\b(like|want|wish|ask) to be (removed|taken off|crossed off)( from| off)? (your|the|this) (list|calls|system|books|register)\b/,
  /\b(don't|do not|no longer) (want|need) (you|anyone|anybody|a computer|a machine|a robot|your lot|them) (to )?(ringing|calling|phoning|ring|call|phone)( me| here)?( any ?more| again| no more| ever again|\s*([.!,]|$))/,
  /\bno more (phoning|ringing|calling|phone calls|rings|chats|of these (calls|chats))\b/,
  /\b(rather|prefer|like|want) (it if )?you (stopped|stop|to stop|quit|to quit) (ringing|calling|phoning|the calls|the phone calls|these calls)\b(?! (so|before|after|early|late|on|at|during|in the))/,
  /\b(son|daughter|family|doctor|husband|wife|kids|children|nephew|niece|carer|they|everyone|grandson|granddaughter) (says|said|reckons|thinks|feels|tells me) (that )?i (don't|do not|no longer) need (these|this|them|it|you|the calls|the service|a companion)( (calls|chats|phone calls|service))?(\s*([.!,]|$)| any ?more| now| so)/,
  /\b(prefer|rather|like) not (to )?(get|have|receive|take|do|be getting|be having) (these|the|your|any more|any|this) (calls|chats|phone calls|service)\b/,
  /\b(want|like|would like) (these|the) calls (cancelled|canceled|stopped|ended)\b/,
  // Declining the calls as a whole, politely: "I'll pass on these calls from now on", "this calling isn't for me, I'd like it to stop".
  /\b(i'll|i will|i think i'll|i'd rather|i'd like to|i'm going to) (pass on|give) (these|the|your) (calls|chats|phone calls)( a miss)?( from now on| in future| thanks| thank you)?\b(?!.*\b(today|tonight|this week|next week|for now|for a (bit|while|week)|till|until|while|away|on holiday)\b)/,
  /\b(these (calls|chats)|this (calling|service)|the calls|this) (aren't|are not|isn't|is not|'s not|is n't) for me\b.{0,40}\b(stop|end|finish|cancel|no more)\b/,
  // On behalf of a relative or whoever pays (the blind round P): "my son says to stop the calls", "our Susan says I'm not to have these calls", "my daughter pays for this and wants it cancelled".
  /\b(says|said|wants|wanted|decided|has decided|have decided|reckons|thinks|tells me|told me)( that)? (i'm |i am |i |me )?(not to|shouldn't|should not|mustn't|must not|needn't|don't need to|no longer) (have|get|be having|be getting|take|keep|need) (these|the|this|your|any more|any) (calls|chats|phone calls|service|calling)\b/,
  /^(?=.*\b((set|sets|setting) (this|it|these|the calls) up|pays? for (this|it|these|the calls)|arranged (this|these|the calls)|signed me up)\b).*\b(says|said|wants|thinks|reckons|told me|has decided)( that)? (i'm|i am|i|me|we)? ?(to|should|must|ought to|need to|have to)? ?(cancel|stop|end|finish) (it|this|them|these|the calls|the service)\b/,
  /\b(pays|paying|paid|pay) for (this|it|these|the calls|them|the service|these calls)\b.{0,40}\b(wants?|would like|'d like|says|said|asked)\b.{0,25}\b(cancel\w*|stop\w*|ended|finished|no more)\b/,
  // Roundabout and formal: "there's no need for you to keep calling", "don't go putting yourself out phoning me", "I'll thank you not to ring this number".
  /\bno (real )?need (for (you|anyone|anybody) )?to (go on |keep( on)? |carry on )(calling|ringing|phoning)( me| here)?\b|\bno need for (you|anyone|anybody) to (keep )?(calling|ringing|phoning)( me| here)?\b|\bno need for (you|anyone|anybody) to (keep )?(call|ring|phone)( me| here)? (again|any ?more)\b/,
  /\b(don't|do not|no need to|needn't) (go )?(put|putting) yourself out\b.{0,25}\b(call|ring|phon)\w*/,
  /\b(needn't|need not|no need to|don't|do not) (go to|put yourself to) (the |any )?trouble (of|to) (ring|call|phon|telephon)\w*/,
  /\bthis (number|house|home|line) (not|never) (to )?be (called|rung|phoned|contacted|telephoned)\b/,
  /\b(possible|any way|a way)( for me)? (not to|to not|to stop|for you to stop|you could stop) (get |getting |have |having |receive |receiving )?(these|the|your|this|any more)? ?(calls|ringing|phoning|calling|phone calls)\b/,
  /\bthank you not to (call|ring|phone|telephone|contact)( me| here| this (number|house))?( again| any ?more)?(?= *([.!,]|$))/,
];
/** Other people's calls and plans: the insurance people, the charity, the bingo trip. */
const SOMEONE_ELSES_CALLS = /\b(insurance|charity|charities|sales|salesm[ae]n|scam|scammers|spam|marketing|cold call\w*|the bank|those people|them people|bingo|trip|club|church|council|newsagent|the paper|the doctor's|the surgery|telemarketers?|robocalls?)\b/;
/** She says she likes the calls, or someone else is the one who wants them stopped. */
const WANTS_THEM = /\b(but i (love|like|enjoy|want|look forward to) (them|it|the calls|these|you|our chats)|(my|his|her) (son|daughter|husband|wife|family|doctor) (wants|want|wanted|says|said|thinks|reckons) (me )?(to )?(stop|cancel|end)\b.{0,40}\b(but|i said no|told (him|her|them) no|i'm not (having|going to)|i won't|take no notice)|don't (you )?(dare )?stop|glad i didn't|not yours|i nearly|(ring|call|phone) (me )?(tomorrow|later|next week|another (day|time)|in the (morning|afternoon|evening)|back later))\b/;
/** Words said to a pet in the room. */
const TO_AN_ANIMAL = /\b(cat|dog|puss|pussy|kitty|moggy|budgie|bird|pup|puppy|kitten)\b|\b(get down|get off|off the (table|chair|bed|sofa|settee)|silly (boy|girl|thing|creature))\b/;
/** What may follow "call me" in an opt-out: nothing, or words that end the request. */
const OPT_OUT_TAIL = /^\s*(again|any ?more|ever( again)?|at all|please|now|thank you|thanks|okay|ok|i mean it)?\s*(again|any ?more|please|thank you|thanks|i mean it)?\s*([.!?,]|$)/;
/** ", dear" after the request is said to her companion; "me dear" (no comma) is what she wants to be called. */
const ADDRESS = /^\s*,\s*(dear|love|honey|sweetheart|darling|pet)\b/;

/** Wary that the call is selling something or after her money: who is calling is the answer, not an end to the calls. */
export const WARY_OF_A_SALE = /\bif (you'?re|you are|this is|it'?s|you'?re trying to) (selling|a sales|sales|trying to sell|one of those|after (money|my money))\b/i;

export function isOptOut(utterance: string): boolean {
  const text = normalise(utterance);
  if (WANTS_THEM.test(text) || NOT_HER_WISH.test(text) || /\bwish (they|he|she|those \w+)('d| would)\b/.test(text)) return false;
  // "If you're selling something, I'm not interested": wary of a sales call, answered by who is calling (the blind companion round K: the calls stopped at her third line).
  if (WARY_OF_A_SALE.test(text) && !/\b(stop|don'?t (call|ring|phone)|no more|take me off)\b/.test(text)) return false;
  for (const clause of clauses(text)) {
    if (/\b(don't|do not|never|please don't|wouldn't want you to) (stop|quit) (calling|phoning|ringing|the calls)\b/.test(clause)) continue;
    if (/\b(don't|do not|never) want (you |the calls |them |these calls |it )?to (stop|end)\b/.test(clause)) continue;
    if (HYPOTHETICAL.test(clause) || REPORTED.test(clause) || /\b(calls?|ringing|phoning|calling) (from|by) (?!you\b|your\b|fondly\b|now on\b|today\b|then\b|here\b)/.test(clause)) continue;
    // "I told the charity to stop ringing me", "stop the calls from those insurance people".
    if (SOMEONE_ELSES_CALLS.test(clause) || /\btold (the|my|those|them|him|her|\w+'s) \w*/.test(clause) && !/\btold (you|my (daughter|son))\b/.test(clause)) continue;
    for (const p of OPT_OUT) {
      const m = p.exec(clause);
      if (!m) continue;
      const tail = clause.slice(m.index + m[0].length).replace(ADDRESS, '');
      // "Leave me alone, you silly cat": said to the cat, not the companion.
      if (/^leave me/.test(m[0]) && TO_AN_ANIMAL.test(text)) continue;
      // "Stop calling me dear", "don't call me before ten", "not interested in football": other targets.
      if (/(call|phone|ring|calling|phoning|ringing|bother|bothering) (me|here|this number|this house)$/.test(m[0]) && !OPT_OUT_TAIL.test(tail)) continue;
      return true;
    }
    if (OPT_OUT_CONCEPT.some((p) => p.test(clause))) return true;
    // The phrasings above are the ones met; the reader by parts hears the ones not met yet (decision 148).
    if (isStopWish(clause, text)) return true;
  }
  return false;
}
