import type { Limit } from '../../calls/pipeline/understanding/listen.js';

// The embedded companion's fixed lines and word lists (local.ts builds every reply from what she
// said; these are what it says when honesty, patience or restraint is the right answer).
/**
 * What it cannot do, said honestly with what it can do instead (issue 28): never a change of
 * subject, never a promise the product does not keep.
 */
export const LIMITS: Record<Limit, string[]> = {
  weather: ["I'm afraid I can't see the weather from where I am. What's it like outside your window?", "I can't check the weather, I'm sorry. Is it looking nice out there?"],
  news: ["I'm afraid I don't follow the news, so I can't tell you. Is there something in the news on your mind?", "I can't look up the news, I'm sorry. What have you heard?"],
  reminder: ["I'm sorry, I can't give reminders; I can only chat when I call. Your family could help with that. Is there something you're worried about forgetting?", "I can't set reminders, I'm afraid. A note by the kettle might help. What is it you want to remember?"],
  // When the calls come is the family's to set: the next call said, and her wish passed on in the note.
  'our-calls': ["{next} I'll tell {family} in my note that you asked; they can change when I ring. Is that all right?", "{next} I'll let {family} know what you'd like, as they choose the times."],
  // The family's note after the call quotes what she asked to be passed on (summaries/local.ts `messagesFrom`).
  'call-someone': ["I can't ring anyone myself, I'm afraid, but I'll pass that on: {family} gets a note from me after our call, and it will say what you asked. Is there anything you'd like to add to it?", "I can't make calls for you, but I'll make sure {family} hears it in the note after our call. Would you like to tell me more?"],
  errand: ["I'm sorry, that's something I can't do; I'm only a voice on the phone. Is there someone nearby who could help with it?", "I can't do that, I'm afraid. Who usually helps you with things like that?"],
};

/** An open invitation after low spirits: no fix, no cheer, no new topic. */
export const STAY_WITH_IT = ["Would you like to tell me a bit more about how it's been?", "What's been weighing on you most?", "I'm listening. What would help today, do you think?", "That sounds hard. Is there anyone you can talk to about it?"];

export const HOLDS = ["Of course, take your time. I'll be right here.", "No rush at all. I'll wait.", "That's fine, I'll hold on.", "Go ahead, I'm not going anywhere."];

/** Nouns that are not interests: a question about what she "loves most" about them makes no sense. */
export const NOT_AN_INTEREST = /\b(pills?|tablets?|medicines?|medications?|meds|prescriptions?|inhaler|insulin|blood pressure|sugar|diabetes|cancer|arthritis|dementia|operation|surgery|hospital|appointment|doctor|dentist|clinic|scan|tests?|results?|bills?|bank|money|pension|benefits|taxes|insurance|rent|glasses|hearing aid|walker|stick|cane|wheelchair|commode|catheter|bandage|plaster|cast|stairs|steps|toilet|bathroom|bins?|rubbish|post|letters?|forms?|kettle|door|phone|telly|tv|radio|news|weather|rain|heating|boiler|fridge|washing|laundry|hoover|vacuum|mess|noise|traffic|queue|bus|funeral|grave|ashes|cemetery|hospice|ward|infection|cold|flu|cough|virus|fall|bruise|wound|sore|rash|lump)s?\b/i;

/** What is plainly an interest of hers: a question about what she loves most about it makes sense. */
export const INTEREST = /\b(garden|gardening|roses?|flowers?|plants?|vegetables|allotment|tomatoes|dog|cat|puppy|kitten|bird|birds|budgie|horse|chickens|hens|piano|guitar|violin|music|songs?|choir|singing|dancing|dance|painting|paintings|drawing|knitting|sewing|quilt|quilting|crochet|embroidery|baking|cooking|recipes?|cakes?|bread|pies?|jam|books?|reading|novel|poetry|crossword|puzzles?|jigsaw|cards|bridge|bingo|chess|scrabble|golf|bowls|fishing|football|cricket|baseball|tennis|swimming|walking|walks|bicycle|bike|car|cars|boat|trains?|railway|stamps|coins|photos?|photographs|album|church|chapel|temple|club|bakery|shop|farm|market|holiday|trip|seaside|beach|lake|mountains?|travel|films?|movies?|theatre|radio show|programme|birds|woodwork|carving|model|models|kitchen|dress|wedding dress|cardigan|scarf)\b/i;

/** Words that make cheer wrong, whatever else is said. */
export const HARD_NEARBY = /\b(died|dead|death|passed|lost|loss|gone|funeral|buried|widow|late|miss(ing)?|alone|lonely|sad|cry|cried|tears|sick|ill|hospital|pain|hurt|worse|worried|afraid|scared|tired|not really|not (so |that |very )?(good|great|well)|honest(ly)?|put (him|her|it) down|put to sleep|fell(?! in love| for)|(had|took) a (fall|tumble)|bruis\w*|stroke|dementia|ambulance|accident|broke|broken|operation)\b/i;
