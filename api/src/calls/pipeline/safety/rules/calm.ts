import type { KindRules } from '../concern.js';
import { all, ANY_PILLS, MANY, near } from './words.js';

/**
 * Scams and overdoses told calmly (docs/safety-net.md, "How trouble is said"): she is not
 * alarmed, so there is no alarm word. A nice man who needs her card number to fix the computer,
 * a police officer who will send a courier, gift cards whose numbers she is to read out, a secret
 * from the family; tablets counted ("about eight", "three times", "another two") or taken "to help
 * me sleep". Hard negatives: the details she refused, banking her son set up, a gift card for a
 * birthday, tablets "twice a day" as prescribed, an extra cup of tea.
 */
const ASKER = "(he|she|they|the man|a man|the lady|a lady|the woman|a woman|the caller|the gentleman|a gentleman|the young man|a young man|this man|this lady|this woman|the girl|the lad|the chap|a chap|the fella|the person|the engineer|the officer|the bank|the company|someone|somebody)";
const SECRETS = "(card|bank card|credit card|debit card)( number| numbers| details)?|pin|bank details|account (number|details)|sort code|security (number|code)|password|passcode|the code|long number|(numbers?|digits) (off|on|from) (my |the )?(card|back)|three (numbers|digits) on the back|cvv|one-time code|login|card details";

export const calmScam: KindRules = [
  'scam',
  [
    [new RegExp(`\\b${ASKER} ((on the (phone|line|other line|landline|mobile)|from (the )?\\w+( \\w+)?|at the door) )?(needs|needed|wants|wanted|(is |was )?(going to )?(take|taking|get|getting|have|collect|collecting|check|checking|verify|verifying|confirm|confirming|renew|update|updating)|asked (me )?for|is asking (me )?for|was asking (me )?for|asks (me )?for|asked me to (read|give|tell|confirm)|wants me to (read|give|tell|confirm)|needs me to (read|give|tell|confirm)) (\\w+ ){0,3}(${SECRETS})\\b`), 'urgent'],
    [new RegExp(`\\b(read|give|tell|reading|giving|telling) (out )?(him|her|them|the man|the lady|the caller|the bank) (out )?(the|my|what) (\\w+ )?(${SECRETS}|codes?|numbers)\\b`), 'urgent'],
    [near('gift cards?|gift vouchers?|itunes( cards?)?|google play( cards?)?|steam cards?|apple cards?|vouchers', 'read (out )?(him|her|them)?|scratch|the numbers|the codes?|on the back|(he|she|they) (said|says|told|wants|needs)|told me to|asked me to|wants me to|needs me to|the man|the lady|the caller|(have|had|need|needed) to (buy|get|pay with)|keep (the|my) money safe|sort (it|this|everything) out|(it|all)( will|\'ll) be sorted', 60), 'urgent'],
    [near("police(man|woman)?|officer|detective|inspector|the bank|my bank|fraud (team|department|squad|investigat\\w*)|investigator|hmrc|irs|the tax( office| people)?|courier", "take (my |the |all my |all the )?(money|cash|savings) out|draw (it |my \\w+ |the \\w+ )?out|withdraw|get (\\w+ ){0,2}(out|cash)|collect (it|the (money|cash|card|cards))|will collect|coming to collect|come (round )?(and|to) (collect|pick)|keep (it )?(a )?secret|not to tell|don't tell|move my (money|savings)", 60), 'urgent'],
    [new RegExp(`\\b(waiting|holding|hanging on|on hold) (on the line |on the phone |there )?for (my |the )?(${SECRETS}|numbers|details)\\b`), 'urgent'],
    [/\b(fine|fee|charge|penalty|customs|duty) (for|on) (a|my|the) (parcel|package|delivery)\b/, 'check'],
    [near("(grandson|granddaughter|son|daughter|nephew|niece|grandchild)( has| is|'s)? (been )?(in|had) (a )?(car crash|crash|accident|trouble|hospital|jail|prison|arrested)", 'money|wire|wired|send|pay|transfer|cash|bail|fees?', 60), 'urgent'],
    [all('download|install', 'refund|the man|a man|caller|ringing|rang|microsoft|bt|amazon|energy company|bank|virus'), 'check'],
    [/\b(control|access) (of|to) (my|the) (computer|laptop|screen|mouse|tablet|ipad|bank)\b|\b(he is|she is|they're|they are) in my (bank|account|online banking)\b/, 'urgent'],
    [/\b(hand|give|pass|handing|giving) (over )?my (card|bank card|cards|cash|money|pin|jewell?ery|savings) to (his|her|their|the|a) (driver|courier|colleague|man|officer|friend|associate|taxi)\b/, 'urgent'],
    [all('computer|laptop|screen|ipad|internet', 'pay (him|her|them)|on my card|card number|gift cards?|remote|access', 'frozen|locked|virus|hacked|number to ring|pop ?up|warning'), 'urgent'],
    [all('rang|called|phoned|cold call\\w*|a firm|a company|a man|a woman|they', 'pension|savings|life savings', 'invest\\w*|returns|opportunity|scheme|crypto|bitcoin'), 'check'],
    [near('log (in|into|on)|logging (in|on)|sign in|online banking|my banking app', "while (he|she|they) (watch|watches|is watching|are watching|look)|(he|she|they) can see|share (my|the) screen|remote|(he is|she is|they're) (watching|on the line)|refund", 50), 'urgent'],
    [near("says (he is|she is|they're|they are|it is) my|said (he|she|they) (was|were) my|claiming to be my|pretending to be|new number|lost (his|her) phone|broke(n)? (his|her) phone", 'money|pounds|dollars|hundred|thousand|transfer|send|pay|bank', 60), 'urgent'],
    [near('won|winner|winning|prize', 'pay (the |a )?(tax|fee|duty|charge|processing|admin)|send (the |a )?(fee|money)|(send|pay|wire|transfer) (\\w+ ){0,3}(for|to) (the )?(lawyer|solicitor|fees?|tax|release|courier|processing|admin|charges?|customs)', 60), 'urgent'],
    [/\b(spanish|foreign|overseas|international|canadian|australian|irish) (lottery|sweepstakes?)\b/, 'check'],
    [/\bsend (the )?(cash|money|notes) (in|by) (a |the )?(parcel|post|envelope|courier|letter|box)\b/, 'urgent'],
    [near(`my ([a-z]+'s )?(carer|son|daughter|grandson|granddaughter|nephew|niece|son-in-law|daughter-in-law|lodger|neighbou?r)|he|she|they`, '(takes|took|taking|keeps|has) my (pension|money|bank card|savings|benefits|cash)', 40), 'urgent'],
    [near("mustn't tell|must not tell|not (supposed|allowed|meant) to tell|can't tell (my|anyone|anybody)|not to tell|keep (it|this) (a )?secret|undercover|secret (investigation|operation)", 'money|cash|bank|card|withdraw|take out|draw out|thousand|pounds|dollars|savings|gift', 60), 'urgent'],
    [/\b(told|asked|said|made me promise|wants|wanted|begged)( me)? (to |not to |i (should|must|mustn't|shouldn't) )?(keep (it |this |everything )?(a |our )?secret|not tell|tell no ?one|say nothing|not say anything)\b/, 'check'],
    [near('(told|asked|said|wants|needs|made) me|(he|she|they) (said|told|wants|needs)', "(go|going) to the bank (now|today|right away|straight away)|(get|take|draw|withdraw) (out )?(\\w+ )?(thousand|grand|hundred|\\d{3,}|all my savings|my savings|the lot)", 60), 'urgent'],
    [near('text|texted|link|email|message|website|pop-?up|fee', '(put|typed|entered|filled in|keyed|gave) (in )?my (card|bank|account|credit card|debit card) (details|number|numbers)', 60), 'check'],
    [/\b(pay|send|paid|sent|transfer|wire) (a |the |them |him |her )?(small )?(processing|release|admin|administration|handling|customs|delivery|redelivery|clearance|transfer|legal|unlocking) (fee|charge|payment)\b/, 'check'],
    [all("came round|came to the door|came by|came over|stopped by|called round|called by|showed up|knocked|turned up|doorstep|at the door|passing|in the area|noticed|said it was (urgent|dangerous)|out of the blue|cold call\\w*", 'roof|gutters?|driveway|drive|chimney|tarmac|paving|loft insulation|damp|slates?|tiles', 'cash|paid|pay|up front|deposit|thousand|grand|hundred'), 'check'],
  ],
];

export const calmOverdose: KindRules = [
  'medication',
  [
    [new RegExp(`\\b(took|taken|had|swallowed|downed|necked) (about |around |maybe |nearly |at least |over |more than |like |all )?(${MANY})( or (${MANY}))? (of )?(my |the |those |these |them )?([a-z-]+ )?(${ANY_PILLS}|(night|morning|heart|pain|sleeping|white|blue|pink|yellow|little|water|red) ones)\\b`), 'urgent'],
    [new RegExp(`\\b(took|taken|had|done|swallowed|gave myself|given myself|injected|did) (my |the |those )?([a-z]+ )?(${ANY_PILLS}|ones|dose) (twice|two times|three times|four times|again)\\b(?! (a|per|each|every|daily|a day|this week|last))|\\b(took|taken|swallowed) them (twice|three times|four times)\\b(?! (a|per|each|every|daily))`), 'urgent'],
    [new RegExp(`\\b(took|had|taken|swallowed) (a few|a couple|a couple of|some|two|three|one or two|an|a) extra( ones)?( of)?( my| the)?( [a-z]+)? (${ANY_PILLS}|ones)\\b`), 'urgent'],
    [new RegExp(`\\b(took|taken|had|swallowed) (a few|a couple|a lot|lots|two|three|some|loads|way|far)? ?more (of )?(the |my |them )?([a-z]+ )?(${ANY_PILLS}|ones)? ?than (i should|i'm (supposed|meant|allowed)|i was (supposed|meant)|the doctor|prescribed|i ought|it says|the label)`), 'urgent'],
    [/\b(best part of|most of|half|nearly all|almost all|the rest of) (a|the|my) (box|packet|bottle|strip|tub|pot|week's|month's)( worth)? of\b|\b(the |my )?(whole|entire) (week's|weeks|month's|months|day's|two days') (worth|lot|tablets|pills|supply)\b/, 'urgent'],
    // Taken on top of others: the "too" comes after what she took ("too much" before it is someone's worry).
    [new RegExp(`\\b(took|had|taken|swallowed) (all )?(the|my) (\\w+ )?(${ANY_PILLS}|ones)\\b.{0,40}\\b(as well|too(?= *([.!?,]|$| and| now| today| this| by mistake))|also|on top|with the (morning|evening|night) ones)\\b|\\b(also|on top of (that|those|them|the others)) (took|had|taken|swallowed) (all )?(the|my) (\\w+ )?(${ANY_PILLS}|ones)\\b`), 'urgent'],
    [new RegExp(`\\b(took|taken|swallowed|had) the lot( of)?( my| the)?( \\w+)? (${ANY_PILLS})\\b|\\bthere were (about |around |maybe )?(${MANY})( of them)? (in the (box|packet|bottle|strip|pot|tub|jar)|left)\\b`), 'urgent'],
    [new RegExp(`\\b(took|taken|had|swallowed) (a |one |two |three |\\w+ )?(of )?(my )?(husband's|wife's|sister's|brother's|friend's|neighbour's|son's|daughter's|someone else's|the dog's|the cat's) ([a-z-]+ )?(${ANY_PILLS})\\b`), 'urgent'],
    [new RegExp(`\\b(far|way|much|a lot|a bit) too (much|many)( of)?( my| the)?( \\w+)?( ${ANY_PILLS}|medicine|syrup|liquid)?\\b`), 'check'],
    [near('(took|had|taken) (the )?(old|new|both|all)', 'together|of each|both lots|at the same time', 40), 'urgent'],
    [/\b(twice|double|three times|more than|way more than) what (it says|the (box|label|doctor|chemist|leaflet|packet) says|i'm (told|meant|supposed)|i should)\b/, 'urgent'],
    [near('(had|took|taken|swallowed) them again|(had|took) (the same|those) again|and again (at|this|after|before|later|tonight)|too,? and again', `${ANY_PILLS}|ones|dose`, 60), 'urgent'],
    [/\bi('ve| have)? (doubled|tripled|upped|increased) (my|the) (own )?(dose|tablets|pills|medication|medicine)\b/, 'check'],
    [new RegExp(`\\b(took|taken|had|swallowed|downed) (a good few|a fair few|quite a few|a load|lots|loads|a lot|a bunch|a few too many)( of)? (my |the |them )?([a-z-]+ )?(${ANY_PILLS})\\b`), 'urgent'],
    [new RegExp(`\\b(took|taken|had|swallowed) (a couple|a few|two|three|some|one|an extra|another)( more)?( of)? (the |my )?([a-z-]+ )?(${ANY_PILLS}|ones|tablet|pill) on top of\\b`), 'urgent'],
    [new RegExp(`\\b(took|taken|had|swallowed) (a couple|a few|two|three|some) more( of)? (the |my )?([a-z-]+ )?(${ANY_PILLS}|ones)\\b`), 'check'],
    [new RegExp(`\\b(taking|took|taken|had|having|been on) (my )?(\\w+'s|someone else's) (old )?([a-z-]+ )?(${ANY_PILLS})\\b`), 'check'],
    [new RegExp(`\\b(took|taken|had|swallowed|done) (my |the )?([a-z]+ )?(${ANY_PILLS}|tablet|pill|dose) (two|three|four|five|several|a few|a couple of) times\\b(?! (a|per|each|every|daily)\\b)`), 'urgent'],
    [new RegExp(`\\bextra (${ANY_PILLS}|ones)\\b.{0,20}\\bto help me (sleep|drop off|get off|nod off|settle)\\b`), 'urgent'],
    [/\b(put|done|did|gave|given|injected|took|taken|had|used) (myself )?(a |an )?(double|extra|second|triple|two|twice the) (dose|lot|lots|shot|jab|injection|amount|units)\b/, 'urgent'],
    [near(`(then|and) (took|had) another|took another|had another|taken another|another (two|three|four|few|couple|lot|dose|handful)|took (some )?more`, `${ANY_PILLS}|ones|dose`, 40), 'check'],
  ],
];
