/**
 * What each of her sentences is about, so a Moment files her words faithfully (issue 31):
 * nothing from the disclosure and consent at the start of the call, greetings or talk about the
 * call itself; each note (mood, sleep, appetite, anything worrying) only from a sentence about
 * that subject; one sentence in one place only; a note nobody spoke of is left out.
 *
 * Sentences are read by kind, by the words that make a sentence about a subject (a body part and
 * an ache make it about her health; "slept", "woke", "a nap" about sleep), never by matching
 * example lines.
 */

export type FieldKind = 'mood' | 'sleep' | 'appetite' | 'worry';

/** What the companion says first: who it is, that the call is recorded, may it go on. */
const DISCLOSURE = /\b(an? ai|artificial|ai companion|recorded|recording|written down|is it (alright|all right|okay|ok)|do you mind|would you mind|is now a good time|a good time to (talk|chat)|on behalf of|happy for me to (give you a )?(call|ring))\b/i;

/** Her yes to the disclosure, or to going on: consent, not news of her. */
const CONSENT =
  /\b(that'?s (fine|alright|all right|ok|okay|no problem|no bother)|that is (fine|alright|all right|ok|okay)|(it'?s|it is) (fine|alright|all right|ok|okay)( by me| with me)?|fine by me|go ahead|go on then|i don'?t mind|i do not mind|no,? not at all|you may|please do|carry on|yes,? (please|of course|certainly|fine|alright|ok|okay|go ahead)|of course,? (dear|love|go ahead)?|sure,? (dear|thing|go ahead)?|now is (fine|good|ok|okay))\b/i;

/** Talk about the call itself, the companion or the machine: her reaction to it is not how she is. */
const ABOUT_THE_CALL =
  /\b(computers?|robots?|machines?|an? ai\b|artificial|real person|a real (one|lady|man|woman)|recorded|recording|this call|the call|calling me|phone call|on the phone|the phone|you rang|you called|your call|fondly|companion|talking to (a|you)|speaking to (a|you)|talk(ing)? with you|technology|gadget|contraption)\b/i;

/** Hellos, goodbyes and thanks: the frame of a call, never its news. */
const GREETING = /\b(hello|hiya|good (morning|afternoon|evening)|goodbye|bye( now| bye)?|talk to you|speak to you|nice to (hear|talk|speak)|thank you for (calling|ringing|the chat|phoning)|thanks for (calling|ringing|the chat)|who is this|is that you|take care|same to you|and you|let you go|(i'?d|i had) better (go|get on|be off)|(must|have to|got to|need to) (go|get on|be off|dash)|i'?ll be off|i'?m off now|i'?ll say (goodbye|bye|cheerio)|cheerio|ta-?ra)\b/i;
/** Talk of the weather, said in passing: small talk, not her news. */
const WEATHER_CHAT = /\b(weather|rain(ing|y)?|sunny|sunshine|snow(ing|y)?|windy|frost(y)?|chilly|drizzl\w*|foggy|forecast|cold (out|outside|today|this morning)|warm (out|outside|today)|nice day|lovely day|grey (day|out))\b/i;
/** Someone else is the one the sentence is about ("My husband slept badly", "She's ever so down"). */
const SOMEONE_ELSE_FIRST = /^([Oo]h,? |[Ww]ell,? |[Aa]nd |[Bb]ut )?(([Mm]y|[Oo]ur|[Hh]er|[Hh]is) (late )?(husband|wife|son|daughter|sister|brother|neighbou?r|friend|grandson|granddaughter|mother|father|mum|dad|carer|cat|dog)|[Hh]e|[Ss]he|[Tt]hey|(?!(It|That|This|There|What|Here|Today|Yesterday|Everything|Nothing|We|You|They|He|She|My|Our)\b)[A-Z][a-z]+)('s| is| was| has| had| were| are|'d| slept| sleeps| feels| felt| seems| seemed| ate| eats| hasn'?t| doesn'?t| didn'?t| can'?t| won'?t)\b/;
/** "No, nothing really", "not much": a denial is no answer to quote. */
const DENIAL = /^(oh,? |well,? )?(no|nope|nothing|not really|not much|none|not at all|no,? nothing)( (really|much|at all|to speak of|in particular|dear|love))*[\s,.!]*$/i;

/** A word of politeness alone ("Not bad, thank you."): the reply to "how are you", not an answer about anything. */
const POLITE = /\b(thank you|thanks|dear|love)\b/i;

/** A bare reply ("Yes.", "Oh, lovely."), which says nothing on its own. */
const FILLER =
  /^(yes|yeah|yep|no|nope|oh|ah|well|hello|hi|bye|goodbye|thank you|thanks|okay|ok|mm+|hmm+|uh+|um+|right|sure|of course|that's nice|lovely|i see|really|indeed|dear|oh dear|oh my|goodness|is that so|fine)\b([\s,]*(yes|yeah|no|oh|well|thank you|thanks|dear|love|lovely|right|sure|indeed|my|so|then|i see|okay|ok|really|goodness|me)\b)*[\s,.!?]*$/i;

/** A memory ("my father's bakery when I was a girl") is not a note on how she is now. */
const THEN =
  /\b(used to|when i was|years ago|as a (child|girl|boy|kid|young)|growing up|grew up|back then|in those days|in the old days|long ago|my (late )?(father|mother|dad|mom|mum|grandmother|grandfather|granny|grandma|grandpa)('s)?\b|in (19|18)\d\d)\b/i;

/** Words that make a sentence about sleep. */
const SLEEP =
  /\b(sleep|sleeps|sleeping|slept|asleep|sleepless|sleepy|naps?|napped|napping|doze|dozed|dozing|insomnia|woke|wake|waking|awake|up all night|up in the night|in the night|night'?s rest|bedtime|went to bed|go to bed|in bed|dreams?|dreamt|dreamed|restless night|rested|tossing and turning|nightmares?)\b/i;

/** Words that make a sentence about eating. */
const APPETITE =
  /\b(eat|eats|ate|eaten|eating|appetite|hungry|hunger|starving|peckish|breakfast|lunch|dinner|supper|meals?|soup|porridge|cereal|toast|sandwich(es)?|food|cooked( myself)?|snacks?|stew|casserole|leftovers|drink|drinking|thirsty|a bite|my plate|off my food|takeaway)\b/i;

/** Parts of the body, said as hers ("my knee", "my back's"), or an ache of one. */
const BODY =
  /\b(my|her|his|bad|stiff|sore|achy|aching|swollen|dodgy|poor)\s+(left\s+|right\s+|bad\s+|old\s+|lower\s+)?(knees?|back(?!\s+(garden|yard|door|porch|room|home|then|in|to|from))|hips?|legs?|feet|foot|ankles?|arms?|shoulders?|neck|hands?|wrists?|fingers?|joints?|head|chest|heart|stomach|tummy|eyes?|ears?|hearing|eyesight|teeth|tooth|lungs?|bladder|skin|blood pressure|sugars?|bones?)('s|s)?\b/i;
/** What a part of the body is doing, when no word of pain is said ("my hip's playing up again"). */
const BODY_STATE = /\b(playing up|giving me|bothering|not (great|good|right|so good|what it was)|bad|worse|better|again|still|gone|keeps|acting up|won'?t)\b/i;

/** Words of pain, illness, care and fear: something the family would want to know. */
const TROUBLE =
  /\b(ache|aches|aching|achy|sore|stiff|stiffness|pain|pains|painful|hurt|hurts|hurting|swollen|swelling|dizzy|dizziness|faint|fainted|fell(?! asleep)|fallen|had a fall|falling over|tripped|slipped|cough|coughing|a cold|the flu|fever|poorly|unwell|infection|bruised?|breathless|out of breath|short of breath|arthritis|doctor|doctor'?s|gp|nurse|hospital|clinic|appointment|operation|surgery|physio|pills|tablets|medicine|medication|prescription|inhaler|worried|worry|worries|worrying|anxious|nervous|scared|afraid|frightened|fretting|trouble|struggling|can'?t manage|bills|money|scam|forgot|forgetting|forgetful|confused|muddled|lost my|locked out|leak|leaking|burst|playing up)\b/i;
/** "Nothing to worry about", "no pain at all": said, but not a worry. */
const NO_TROUBLE = /\b(no|not|nothing|never|n't|without)\b[^.,;]{0,20}\b(worr\w*|pain|trouble|complaints?|aches?|problems?)\b/i;

/** Words of how she feels in herself: strong ones anywhere, mild ones ("fine", "tired") only said of herself. */
const MOOD_STRONG =
  /\b(mood|spirits|happy|happier|happiest|sad|sadder|lonely|cheerful|cheery|chirpy|feeling (down|low|blue)|a (bit|little) (down|low|blue)|so (down|low)|bored|content|grumpy|glad|fed up|miserable|upset|excited|thrilled|delighted|pleased|chuffed|gloomy|cross|angry|frustrated|tearful|cried|crying|laugh(ed|ing)?|smil(ed|ing)|on top of the world|not myself|myself again|in good form|can'?t complain|mustn'?t grumble|up and down|looking forward)\b/i;
const MOOD_MILD = /\b(good|great|well|fine|better|brighter|worse|tired|weary|exhausted|worn out|lovely|wonderful|ok|okay|alright|all right|not bad|not too bad|so-so)\b/i;
const OF_HERSELF = /\b(i'?m|i am|i feel|i felt|i'?ve been|i have been|feeling|i was|keeping|doing)\b/i;

/** "Not bad at all, thank you": a polite answer carries a mood only when it says more than that. */
const BARE_MOOD = /^(oh,?\s*|well,?\s*|i'?m\s*|i am\s*)?(very |quite |pretty |not too |not so |really )?(fine|well|good|ok|okay|alright|all right|not bad|not too bad|can'?t complain|mustn'?t grumble)( at all| thanks| thank you| dear| love|,)*[\s,.!]*$/i;

/** What the companion asked about, read the same way (for short answers that do not name the subject). */
const ASKED: Array<[FieldKind, RegExp]> = [
  ['sleep', /\b(sleep|sleeping|slept|night|rest|rested|bed|nap)\b/i],
  ['appetite', /\b(eat|eating|ate|appetite|breakfast|lunch|dinner|supper|meal|food|cook)\b/i],
  ['worry', /\b(worr(y|ied|ies|ying)|on your mind|trouble|pain|hurt|ache|doctor|knee|hip|health)\b/i],
  ['mood', /\b(feel|feeling|mood|spirits|in yourself)\b/i],
];
/** "How are you?", "How have you been?": about her mood only when nothing more particular is asked. */
const HOW_ARE_YOU = /\b(how are you|how have you been|how's your day|how is your day|how are things)\b/i;

export interface ReadSentence {
  text: string;
  /** The companion line she answered. */
  prompt: string;
  words: number;
}

/** True when the sentence is the frame of the call (disclosure, consent, greetings, the call itself), not news of her. */
export function isFrameOfTheCall(s: ReadSentence): boolean {
  const text = s.text.trim();
  if (FILLER.test(text)) return true;
  if (ABOUT_THE_CALL.test(text)) return true;
  if (CONSENT.test(text) && s.words <= 14) return true;
  if (GREETING.test(text) && s.words <= 12) return true;
  // Answering the disclosure: a short reply is her yes or her hello, whatever its words.
  if (DISCLOSURE.test(s.prompt) && s.words <= 8 && !kindsByWords(text).length) return true;
  if (POLITE.test(text) && BARE_MOOD.test(text.replace(POLITE, '').replace(/\s+/g, ' ').trim())) return true;
  // The weather in passing (a short sentence about nothing else) is small talk.
  if (WEATHER_CHAT.test(text) && s.words <= 14 && !kindsByWords(text).length && !/\b(was|were|used to|when i was)\b/i.test(text)) return true;
  return false;
}

/** Kinds a sentence is about by its own words, most telling first (an ache before a feeling). */
export function kindsByWords(text: string): FieldKind[] {
  const kinds: FieldKind[] = [];
  if (((BODY.test(text) && BODY_STATE.test(text)) || TROUBLE.test(text)) && !NO_TROUBLE.test(text)) kinds.push('worry');
  if (SLEEP.test(text)) kinds.push('sleep');
  if (APPETITE.test(text)) kinds.push('appetite');
  const mood = MOOD_STRONG.test(text) || (MOOD_MILD.test(text) && OF_HERSELF.test(text));
  if (mood && !BARE_MOOD.test(text.trim())) kinds.push('mood');
  return kinds;
}

/** What the companion's question was about, when it was about exactly one subject. */
export function askedAbout(prompt: string): FieldKind | null {
  if (DISCLOSURE.test(prompt)) return null;
  const asked = ASKED.filter(([, re]) => re.test(prompt)).map(([kind]) => kind);
  if (asked.length) return asked.length === 1 ? asked[0]! : null;
  // "How have you been sleeping?" is about sleep; "how have you been?" alone, about her mood.
  return HOW_ARE_YOU.test(prompt) ? 'mood' : null;
}

/**
 * The one field a sentence belongs to, or null. Her own words decide first: a sentence that
 * names two subjects goes where the companion's question pointed if that is one of them, else to
 * the most telling (an ache is worth more than a mood). A short answer that names none is filed
 * under what she was asked, when she was asked about one thing only.
 */
export function fieldOf(s: ReadSentence): FieldKind | null {
  const text = s.text.trim();
  if (text.endsWith('?') || THEN.test(text) || isFrameOfTheCall(s)) return null;
  // Someone else's sleep or mood is not hers; a worry about them still is one.
  const theirs = SOMEONE_ELSE_FIRST.test(text) && !/\b(i|i'?m|i'?ve|me|my)\b/i.test(text.replace(/^(oh,? |well,? |and |but )?(my|our) /i, ''));
  const byWords = kindsByWords(text).filter((k) => !theirs || k === 'worry');
  const asked = askedAbout(s.prompt);
  if (DENIAL.test(text)) return null;
  if (theirs && !byWords.length) return null;
  if (byWords.length) {
    // "Tired" and "well" are mood words too: a sentence that says more than a mood is about that.
    if (asked && byWords.includes(asked)) return asked;
    return byWords[0]!;
  }
  if (asked && s.words <= 15) return asked;
  return null;
}

/** A question she asked, a memory, or the frame of the call: never a highlight of the Moment either. */
export function isHers(s: ReadSentence): boolean {
  const text = s.text.trim();
  if (text.endsWith('?') || isFrameOfTheCall(s)) return false;
  // Her first reply to the disclosure is how she took the call, not what she told.
  if (DISCLOSURE.test(s.prompt) && s.words < 12 && !kindsByWords(text).length) return false;
  return true;
}

export const MOMENT_LIMITS = { worries: 4 } as const;
