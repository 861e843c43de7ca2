import type { KindRules } from '../concern.js';
import { all, ANY_PILLS, MONEY_TIGHT, near, PILLS, TOO_MUCH } from './words.js';

/** Painkillers and cold remedies from the chemist, some with paracetamol in them: stacked, they add up. */
const OTC = 'paracetamol|co-?codamol|ibuprofen|codeine|aspirin|nurofen|solpadeine|tylenol|advil|aleve|naproxen|anadin|migraleve|night nurse|lemsip|beechams|painkillers?';

/** Her home and her care: pills, gas, fire, cold, food, and a plain call for help. Each rule names a kind of trouble; the matcher (../matcher.ts) weighs the sentence around it. */
export const medication: KindRules = [
  'medication',
  [
    // Tablets taken less often than prescribed, or left for their price.
    [new RegExp(`\\b(only|just) (take|have|use) (my |the )?(${ANY_PILLS}|inhaler|puffer) (every other day|every few days|once a week|when i (can|remember)|now and then|some days)\\b|\\b(${ANY_PILLS}|inhaler|puffer|prescriptions?)\\b.{0,30}\\b(they're|they are|it's|it is) (that|so|too|very) (dear|expensive|pricey)\\b`), 'check'],
    // Tablets gone without for want of supply or a lid she cannot open (the blind round S).
    [new RegExp(`\\b(${ANY_PILLS}|prescription|inhaler|puffer)\\b.{0,60}\\b(ran out|run out|running out|none left|not got any|haven't got any|been without|gone without|going without|not been taking|haven't been taking|stopped taking|not taking|not had (them|it|any)|hasn't come|still hasn't come|not come|hasn't arrived|not arrived|isn't ready|wasn't ready|out of stock|haven't got (them|it) in|hasn't got (them|it|my \\w+) in)\\b|\\b(ran out of|run out of|been without|gone without|going without|not had|haven't had|not got)( my| the| any)? (${ANY_PILLS}|inhaler|puffer)\\b.{0,40}\\b(days|a week|since|weeks|for \\w+)\\b|\\b(chemist|pharmacy|surgery|doctor's|gp)\\b.{0,40}\\b(hasn't|haven't|didn't|couldn't|won't|not) (got|had|sent|given|done|do) (my |the |any )?([a-z]+ )?(${ANY_PILLS}|prescription|repeat)`), 'check'],
    [/\b(can't|cannot|couldn't|can not) (get|open|undo|manage|push|pop)( \w+){0,2} (lids?|tops?|caps?|packets?|blisters?|foil|bottles?|boxes)( off| open| out)?\b.{0,50}\b(not|haven't|stopped|without|skip\w*|miss\w*)\b/, 'check'],
    // Tablets rationed (the blind round R): halved, skipped or spaced out to make them last, or for money.
    [new RegExp(`\\b(cutting|cut|halving|halve|halved|splitting|split|skipping|skip|skipped|missing|miss|spacing out|space out|stretching|stretch|rationing|ration|every other day with) (my |the |some of my )?(${ANY_PILLS}|inhaler|puffer|doses?)( in half| in two| out)?\\b.{0,50}\\b(make (them|it|the \\w+) (last|go further|stretch|go round)|to last|till|until|${MONEY_TIGHT})\\b`), 'check'],
    [new RegExp(`\\b(can't|cannot|couldn't) afford (my|the|to get my|to get the) (${ANY_PILLS}|prescriptions?|inhaler|puffer|insulin)\\b`), 'check'],
    [/\b(whisk(y|ies)|wines?|gins?|brand(y|ies)|sherr(y|ies)|beers?|vodkas?|drinks|a drink)\b.{0,30}\b(with|on top of|and|after) (my |the )?(sleeping |pain |nerve )?(pills|tablets|painkillers)\b.{0,50}\b(seeing things|drowsy|sleepy|confused|can't stay awake|woozy|odd|strange|funny|dizzy|spinning|giddy|faint|light ?headed|wobbly|groggy|can't keep my eyes open)\b/, 'urgent'],
    [/\b(can't remember|don't know|do not know|lost count of|not sure) how many (of )?(my )?[a-z]+( tablets| pills)? (i've|i have|i) (had|taken|took)\b.{0,40}\b(sleepy|drowsy|woozy|odd|strange|can't stay awake|confused|dizzy)\b/, 'urgent'],
    [/\b(can't remember|don't know|do not know|lost count of) how many (of )?(my )?[a-z]+( tablets| pills)? (i've|i have|i) (had|taken|took)\b/, 'check'],
    [/\b(put|stuck|got) (on )?(two|three|four|five|several|\d|extra|more) (of )?(my )?(pain |fentanyl |morphine |hrt )?patches( on)?\b/, 'urgent'],
    [new RegExp(`\\b(took|taken|swallowed|had|taking) (too many|too much|all (of )?my|a whole (bottle|packet|box) of|double|twice (my|the)|two lots of|extra) ?(of )?(my )?(${PILLS})\\b`), 'urgent'],
    [/\b(took|taken|swallowed) (too many|too much of (my|the|them)|a whole (bottle|packet|box|lot))\b/, 'urgent'],
    [/\b(took|taken|had|given myself|injected) (a |an )?(double|extra|second|triple) (dose|lot|shot|helping)\b/, 'urgent'],
    [new RegExp(`\\b(took|taken|swallowed) (someone else's|my husband's|my wife's|the wrong|the dog's|the cat's) (${PILLS}|dose)\\b`), 'urgent'],
    [/\boverdos/, 'urgent'],
    // Not sure whether she took them (a double dose is the risk): a note for the family, not an alarm.
    [new RegExp(`\\b(keep|kept|i) (forget|forgetting|forgot|can't remember|don't remember|not sure)\\b.{0,12}\\b(whether|if) (i'?ve|i have|i) (had|taken|took)( my)? (${PILLS}|medicine|medication|meds)\\b`), 'note'],
    [new RegExp(`\\b(took|taken|swallowed|had) (two|three|four|five|six|seven|eight|ten|several|a few|loads|lots|a load|a lot) (of )?(my |the )?(${ANY_PILLS})\\b.{0,30}\\b(instead of|not|when i should|rather than|by mistake|too)\\b`), 'urgent'],
    [/\b(took|taken|swallowed|had) (the|a) whole (strip|packet|box|bottle|lot|tub|pot|blister|sheet|card)\b/, 'urgent'],
    // A child into her pills (the blind round P): urgent, however many.
    [new RegExp(`\\b(grandson|granddaughter|grandchild|grandbaby|great-?grand\\w*|little one|baby|babby|toddler|wee (one|lad|lass|fella)|bairn|wean|tot|kiddie|little (lad|lass|boy|girl)|(he's|she's) only (one|two|three|four|five|\\d))\\b.{0,60}\\b(got into|been into|been in|into|eaten|ate|swallowed|had some of|chewing|chewed)\\b.{0,30}\\b(my|the|nan's|gran's|granny's|nana's) (${ANY_PILLS}|(pill|tablet) (packets?|box|bottle|pot)|blister (packs?|packets?)|handbag|bag|pill ?box|dosette|medicine (cabinet|cupboard|drawer))\\b`), 'urgent'],
    [/\b(been in|got into|into) my (handbag|bag|pill ?box|dosette|medicine (cabinet|cupboard|drawer))\b.{0,50}\b(pills|tablets|capsules)\b.{0,25}\b(missing|gone|out|everywhere)\b/, 'urgent'],
    [new RegExp(`\\b(come|came|gone|went|coming|going) off (my|the|all my|all the) (${ANY_PILLS}|statins?)\\b(?!.{0,40}\\b(doctor|gp|consultant|nurse|hospital|specialist|surgery)\\b)`), 'check'],
    [new RegExp(`^(?!.*\\b(doctor|gp|pharmacist|chemist|nurse) (said|says|told|suggested|recommended)\\b).*\\b(${OTC})\\b.{0,80}\\b(on top|together|as well|at the same time|plus|and then|and a)\\b.{0,40}\\b(${OTC})\\b`), 'check'],
    [new RegExp(`\\b(stopped|quit|given up|gave up|packed in|binned|thrown away|threw away) (my|the|all my|all the) (${ANY_PILLS})\\b(?!.{0,40}\\b(doctor|gp|consultant|nurse|hospital|specialist|surgery) (said|told|says|stopped|changed)\\b)`), 'check'],
    // A low after insulin: shaky, sweaty, muddled (a hypo told by its signs).
    [/\b(insulin|my jab|my injection)\b.{0,60}\b(shaky|shaking|trembly|trembling|sweaty|sweating|clammy|muddled|confused|can't think|woozy)\b|\b(shaky|shaking|trembly|trembling|sweaty|sweating|clammy|muddled)\b.{0,50}\b(since|after) (my|the|i (did|had|took) my) (insulin|jab|injection)\b/, 'urgent'],
    // A prescribed drug let go on her own; painkillers stacked from the chemist.
    [new RegExp(`\\b(not|haven't|stopped|given up|not been|haven't been) (bothered|bothering|bothered taking|bothering taking) (with )?(my|the) (${ANY_PILLS})\\b`), 'check'],
    [/^(?!.*\b(doctor|gp|pharmacist|chemist|nurse) (said|says|told|suggested|recommended)\b).*\b(paracetamol|co-?codamol|ibuprofen|codeine|aspirin|nurofen|solpadeine|tylenol|advil|aleve|naproxen|anadin|migraleve|painkillers?)\b.{0,30}\b(and|with|on top of|plus) (the |my |some )?(paracetamol|co-?codamol|ibuprofen|codeine|aspirin|nurofen|solpadeine|tylenol|advil|aleve|naproxen|anadin|migraleve|painkillers?)\b.{0,40}\b(and (the |my )?(paracetamol|co-?codamol|ibuprofen|codeine|aspirin|nurofen|tylenol|advil)|together|on top|at the same time|all at once|as well)\b/, 'check'],
    [/\b(having|taking|been taking|been having)\b.{0,10}\b(a few |some |a couple of |the odd )?extra (of )?(the |my )?(painkillers|tablets|pills|paracetamol|co-?codamol|ibuprofen|codeine)\b.{0,50}\b(on top|as well|with my|from the chemist|over the counter|prescribed|prescription)\b/, 'check'],
    // Her treatment working less well than it did.
    [/\b(tablets|pills|medicine|medication|inhaler|puffer|cream|injections?|patch|patches|spray|drops)\b.{0,20}\b(don'?t|doesn'?t|aren'?t|isn'?t|not) (seem to be |seem to )?(work|working|help|helping|doing (much|anything|the job)|touch(ing)? it)\b.{0,20}\b(as well|like (they|it) (did|used to)|any ?more|these days|lately|now)\b/, 'check'],
    // Poison from the cupboard swallowed (the blind round N: overdoses played down).
    [/\b(drank|drunk|swallowed|had|took|taken|ate|eaten|sipped|gulped|swigged)\b.{0,30}\b(bleach|weed ?killer|anti-?freeze|white spirit|turps|turpentine|paraffin|cleaning (fluid|stuff)|disinfectant|detergent|(dishwasher|washing|laundry) (tablets?|tabs?|pods?|capsules?|liquid)|rat poison|slug pellets|descaler|oven cleaner|drain cleaner|lighter fluid|methylated spirits?|meths)\b/, 'urgent'],
    [new RegExp(`\\b(forgot|forgotten|missed|haven't taken|didn't take|not taken|not had|haven't had) (to take )?(my |any of my |the )?(${ANY_PILLS})\\b.{0,30}\\b(yesterday|days|day before|week|since|two|three|again|this week|for ages)\\b`), 'check'],
    [new RegExp(`\\b(${ANY_PILLS})\\b.{0,40}\\b(making me|make me|made me|giving me|gives me|gave me)\\b.{0,20}\\b(sick|dizzy|ill|poorly|confused|drowsy|wobbly|funny|a rash|swell|swollen|bleed|faint)\\b`), 'check'],
    [new RegExp(`\\b(not sure|unsure|can't be sure|no idea) (if|whether) i('ve| have)? (had|taken|took|done) (my |the )?(${ANY_PILLS})\\b`), 'check'],
    [new RegExp(`\\b(stopped|stopping|quit|given up|gave up|not) tak(ing|en) (the|my|any of my) (${ANY_PILLS})\\b`), 'check'],
    [new RegExp(`\\b(don't|do not|can't|cannot) (know|remember|recall|be sure|tell) (if|whether) i('ve| have)? (had|taken|took) (my |the )?(${ANY_PILLS})\\b`), 'check'],
    [new RegExp(`\\b(got|have|i've got|there are|there's) (none|nothing) (of my|left of my) (${ANY_PILLS})\\b`), 'check'],
    [new RegExp(`\\b(took|taken|swallowed|had|given myself|injected)\\b.{0,40}\\b(${ANY_PILLS})\\b.{0,30}\\b(${TOO_MUCH})\\b|\\b(${TOO_MUCH})\\b.{0,20}\\b(took|taken|swallowed|had|given myself|injected)\\b.{0,40}\\b(${ANY_PILLS})\\b|\\b(took|taken|swallowed|had) (${TOO_MUCH})\\b.{0,20}\\b(${ANY_PILLS})\\b`), 'urgent'],
    [new RegExp(`\\b(took|taken|swallowed|had|have had) my ${PILLS} (twice|two times|again by mistake|again)\\b`), 'urgent'],
    [new RegExp(`\\b(doubled up|double dosed|double-dosed|overdid it|overdone it) (on|with) (my |the )?${PILLS}\\b`), 'urgent'],
    [/\b(took|taken|swallowed|had) (a (whole )?handful|handfuls|a fistful|the whole (packet|box|bottle|lot)|loads) of (my )?(pills|tablets|painkillers|medicine)\b/, 'urgent'],
    [/\b(took|taken|swallowed|had) (double|twice) (my|the) (dose|tablets|pills|amount)\b/, 'urgent'],
    [new RegExp(`\\b(ran|run|running|am|i'm|i've run|have run) (right )?out of (my )?${PILLS}\\b`), 'check'],
    [new RegExp(`\\b(haven't|have not|didn't|not|forgot|forgot to take|forgotten) (taken |take |had |have )?(my )?${PILLS} (for|in|since) (days|a few days|two days|three days|four days|a week|ages|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|last week|\\w+ days)\\b`), 'check'],
    [new RegExp(`\\b(no|none of my|not got any|haven't got any|haven't any|got no) ${PILLS} (left|in the house|at all)\\b`), 'check'],
    [new RegExp(`\\b(can't|cannot|don't) remember (if|whether) i (took|had|'ve taken|have taken) my ${PILLS}\\b`), 'check'],
    [new RegExp(`\\b(ran|run|running|am) out of (my )?${PILLS}\\b`), 'check'],
    // Not sure she took it, so she took it again (and again): a double dose she may not know she had.
    [/\b(can't|cannot|couldn't|don't|didn't|wasn't|not) (remember|know|sure)\b.{0,50}\b(so|and|then) (i )?(took|had|taken|swallowed|did|done|gave myself|injected)( (it|my \w+|them|one|another|some more|more|an extra)( again| too| as well| another| and another)?| again| another)\b/, 'urgent'],
    // Her tablets muddled: not knowing what she took, or taking them twice over.
    [new RegExp(`\\b(muddl\\w*|mix\\w*|mixing|mixed) (up )?(my |the )?(${ANY_PILLS})( up)?\\b|\\b(${ANY_PILLS}) (are |get |got |have got |keep getting )?(all )?(muddled|mixed up|in a muddle)\\b|\\b(got|get|getting|gone|have) (my |the |all my )?(${ANY_PILLS})\\b.{0,30}\\b(all )?(muddled( up)?|mixed up|in a muddle)\\b`), 'check'],
    [/\b(don't|do not|can't|cannot|couldn't) (know|remember|tell|be sure)( if| whether) i('ve| have)? (took|taken|had) (them|it|those|these) (twice|already|again|or not|two times)\b/, 'check'],
    [new RegExp(`\\b(haven't|have not|didn't|forgot to|forgotten to) (taken|take|had) my ${PILLS} (for|in|since) (days|a few days|two days|three days|a week|ages)\\b`), 'check'],
    [new RegExp(`\\b(no|haven't got any|don't have any|none of my) ${PILLS} (left|in the house)\\b`), 'check'],
  ],
];

export const gas: KindRules = [
  'gas',
  [
    [/\b(smell|smells|smelling|i can smell|there's a smell of|stinks of) (of )?gas\b/, 'urgent'],
    [/\bgas (leak|leaking|is leaking|is on and|smell)\b/, 'urgent'],
    [/\b(carbon monoxide|co alarm|co detector)\b/, 'urgent'],
    [/\b(smell|smells|smelling|smelled|smelt|stink|stinks|whiff|reek|reeks)\b.{0,25}\b(like|of) (gas|rotten eggs)\b/, 'urgent'],
    [/\b(gas|the gas) (is |has been |'s )?(on|leaking|escaping|hissing)\b.{0,30}\b(smell|can't turn|won't turn|left)\b|\b(left|forgot to turn off) the gas on\b/, 'urgent'],
    [/\b(think|thought|worried|afraid) (the )?gas (is|might be|may be|'s) (leaking|escaping|on)\b/, 'urgent'],
    [/\b(smelt|smelled|smelling|whiff of|a smell of) (a bit of |some )?gas\b/, 'urgent'],
    [/\b(flame|flames)\b.{0,20}\b(yellow|orange|lazy|floppy)\b|\b(boiler|gas fire|heater|fire)\b.{0,30}\b(soot|sooty|black marks|stained|making a funny noise)\b/, 'check'],
    [all('gas fire|boiler|heater|fumes|carbon|cooker|stove|fire', "headaches?|head('s| is)? (pounding|thumping|banging|bad|sore|splitting|killing me)|(thumping|pounding|bad|sore|splitting) head", 'sick|nause\\w*|dizzy|drowsy|sleepy|confused|muddled|woozy'), 'urgent'],
    [near('headaches?|drowsy|sleepy|sick|nausea|dizzy', 'gas fire|boiler|heater|fumes|carbon', 70), 'check'],
    // The gas oven or hob left on for warmth: fumes in a closed kitchen; asked about.
    [/\b(gas )?(oven|cooker|hob|rings)\b.{0,40}\b(door open|to (warm|heat|keep warm)|for (warmth|the heat|heat)|keep (me|the kitchen|the room|myself|the place) warm)\b(?!.{0,20}\b(plate|plates|dinner|bread|dough|pie)\b)/, 'check'],
    [/\bpilot light\b.{0,20}\b(keeps going out|goes out|went out|won't stay|keeps blowing out)\b/, 'check'],
    [near('hissing|hiss|hisses', 'smell|smells|whiff|stink|stinks|odou?r|fumes', 40), 'urgent'],
    [/\b(cooker|stove|hob|gas|boiler|fire|heater|oven)\b.{0,20}\b(hissing|leaking)\b/, 'urgent'],
    [/\b(left the )?(stove|oven|cooker|hob|gas) (is |was )?(left )?on (all night|all day|and i can't|for hours)\b/, 'urgent'],
  ],
];

export const fire: KindRules = [
  'fire',
  [
    // A pan that went up, put out by her but still smoking; a socket sparking with heat or a smell (the blind round O: a fire she thinks she has contained).
    [/\b(chip pan|pan|fat|oil|toaster|grill|oven|cooker|microwave|heater|telly|tv|electric blanket)\b.{0,25}\b(went up|caught (fire|light|alight)|burst into flames|on fire|flared up)\b(?!.{0,60}\b(years|ago|last (year|month)|when i was)\b)/, 'urgent'],
    [all('socket|plug|wiring|fuse ?box|switch|extension lead|flex', 'spark\\w*|scorch\\w*|melt\\w*|smok\\w*', 'hot|smell\\w*|smok\\w*|burning|crackl\\w*|fizz\\w*|scorch\\w*'), 'urgent'],
    // Danger shown by what she did: the smoke alarm silenced, a frayed or scorched flex still used.
    [/\b(took|taken|take|pulled|disconnected|unplugged|switched off|turned off|taken down|took down)\b.{0,20}\b(the )?(batter(y|ies) (out of|from) )?(the |my )?(smoke|fire|co|carbon monoxide|heat) (alarm|detector)\b|\b(smoke|fire|co) (alarm|detector)\b.{0,30}\b(batter(y|ies) (out|taken out|removed)|disconnected|taken down)\b/, 'check'],
    [/\b(flex|cable|lead|wire|plug|socket)('s| is| are)? (all )?(frayed|bare|scorched|melted|burnt|burned|cracked|sparking|singed)\b/, 'check'],
    [/\b(pan|pot|saucepan|kettle|chip pan)\b.{0,25}\b(boiled dry|burnt dry|burned dry|caught fire|on fire|melted)\b|\b(kitchen|house|room)( is|'s)? (full of|thick with) (fumes|smoke)\b/, 'check'],
    [/\b(there's|there is|i see|i can see|full of|lots of|there's a lot of) (smoke|a fire|flames|fire)\b/, 'urgent'],
    [/\b(something|the (pan|pot|toaster|kitchen|curtains?|house|microwave|heater|blanket)) (is |are |has |have )?(caught |on )?(on fire|fire|burning|caught fire|in flames)\b/, 'urgent'],
    [/\bi can smell (something )?burning\b/, 'check'],
    [/\bsmoke (coming|pouring) (from|out of)\b/, 'urgent'],
    [/\b(the|my|a|our|this|that) ([a-z]+ )?([a-z]+) (is|are|has|have|has been|have been) (caught |on )?(on fire|caught fire|in flames|alight|burning up)\b/, 'urgent'],
    [/\b(full of|filling (up )?with|filled with|thick with) smoke\b/, 'urgent'],
    [/\b(pan|chip pan|frying pan|toaster|oven|curtains?|kitchen|cooker|stove|microwave|heater|bin|sofa|couch|bed|house|tea towel) (has |is |have |are )?(caught|caught fire|caught light|gone up|gone up in flames|alight)\b/, 'urgent'],
    [/\b(flames|fire|smoke) (is |are )?(coming|pouring|shooting|billowing) (out of|from|up)\b/, 'urgent'],
    [/\b(plug|socket|wire|wires|wiring|cable|fuse box|extension lead|lead|heater|telly|tv)\b.{0,30}\b(went bang|sparking|sparked|sparks|scorch|scorched|black mark|melted|melting|smoking|burning smell|fizzing|crackling)\b/, 'check'],
    [/\b(smoke|fire) (alarm|detector) (is |keeps |has been |was |just )?(going off|beeping|went off|ringing|sounding|screaming|shrieking|won't stop)\b/, 'urgent'],
    [/\b(smells?|smelling|smell of) (like )?(something('s| is)? |it is |it's )?(burning|smoke|smoky)\b/, 'check'],
  ],
];

export const cold: KindRules = [
  'cold',
  [
    // Heat done without, said cheerfully as thrift ("two jumpers instead of the heating, saves a fortune", "bed at seven to save putting the fire on"); a choice between heat and food.
    [/\binstead of (having|putting|turning|using|switching) (the |my )?(heating|fire|heater|gas|radiators?)( on)?\b|\b(to save|save on|saves on|saving on|so i (don't|do not) (need|have) to (put|have|turn)) (the |putting the |having the |on the )?(heating|gas|electric|electricity|fire|heater)\b|\beither the (electric|electricity|gas|heating|fuel|rent|bills?|phone|oil) or (the )?(food|shopping|food shop|groceries|meals?|eating)\b|\b(heat|heating|warm) or (eat|food|eating)\b/, 'check'],
    // Heat used sparingly for money, said any way ("only put the fire on in the evening, it's too dear"); warmth sought out of the house all day.
    [near("(only|just|hardly|barely|rarely|never) (put|have|turn|switch|use|light|run|got)( on)? (the |my )?(heating|fire|heater|gas fire|electric fire|radiators?|boiler)|(heating|fire|heater|radiators?)( is| are|'s)? (off|down low|on low|turned right down)|to save (on )?(the )?(gas|heating|electric|electricity|oil|fuel)", MONEY_TIGHT, 50), 'check'],
    [/\b(go|going|goes|went|sit|sitting|sat|spend|spending|stay|staying)\b( \w+){0,4} (library|libraries|shopping (centre|center|mall)|mall|shops|supermarket|bus(es)?|church|cafe|caf\u00e9|community (centre|center|hall)|warm (space|hub|bank|room))\b( \w+){0,5} (to|so i can|so i) (keep|stay|get|be) warm\b/, 'check'],
    // The heating rationed to an hour, a coat worn indoors all day, to save money.
    [/\b(heating|fire|heater|gas)\b.{0,30}\b(on )?(only |just )?(for )?(an|one|half an|two) hours?\b.{0,40}\b(save|saving|money|afford|cost|bills?|pension)\b|\b(only|just) (have|put|turn|switch) (the )?(heating|fire|heater) on (for )?(an|one|half an) hour\b/, 'check'],
    // A cold home kept for the money (the blind round P): to bed early to save the heating, the meter run dry, heat or eat.
    [/\b(go|going|gone|get|getting|went) (to bed|to my bed|under the covers|into bed|up to bed) (at (\w+|\d+)( o'clock)?|early|by (\w+|\d+)|(straight )?(after|before) (my )?(tea|supper|dinner|six|seven|\d+))\b.{0,40}\b(save|saving|keep warm|keep the (cost|bills?)|(bills?|cost) down|heating|gas|electric|the cost|money|afford)\b|\b(stay|staying|stop|stopping) in bed\b.{0,40}\b(keep warm|save|heating|afford|cost)\b/, 'check'],
    [/\b(meter|key|card|top-?up|electric|gas|emergency credit)('s| has| is)? (run|ran|running|gone|went) (out|dry|empty|low)\b.{0,60}\b(no (money|cash)|can't (afford|top)|till|until|dark|cold|no (heat|light|gas|electric)|nothing (left|to))\b|\b(no money|can't afford|nothing) to (top|put) (it|the meter|the key|the card)? ?(up|on)\b/, 'check'],
    [/\bno (credit|money|emergency credit|units)( left)? (on|in) (the|my) (electric|electricity|gas|meter|key|card)\b/, 'check'],
    [/\b(heat|heating|warm)\b.{0,25}\bor\b.{0,10}\b(eat\w*|food)\b|\b(eat|eating|food)\b.{0,20}\bor\b.{0,20}\b(heat|heating|keep warm)\b.{0,40}\b(can't|cannot|not) (do |afford )?both\b/, 'check'],
    [/\b(can't|cannot|couldn't) afford (to (put|have|turn) )?(the )?(heating|fire|gas|electric|electricity|heater)( on)?\b|\bsit(ting)? (here )?in my (coat|hat and coat|outdoor coat)\b/, 'check'],
    [/\b(electric|electricity|power|gas|heating)( has| is|'s)? (been )?(cut off|disconnected|turned off by|off since|gone off since)\b|\bcut (the|my) (electric|electricity|power|gas) off\b/, 'check'],
    [/\b(heating|heat|furnace|boiler|radiators?|heater) (is |has |'s )?(broken|broke|not working|stopped working|gone off|gone out|packed up|out|off|won't (come on|work|turn on)|isn't working|died)\b/, 'check'],
    [/\b(no|haven't got any|don't have any|cut off (the|my)|turned off (the|my)|shut off (the|my)) (heat|heating|electricity|electric|power|gas)\b/, 'check'],
    // So cold her body fails her: fingers that will not move, a body that will not warm.
    [/\b(so|too|that|that bloody|awful|terribly|bitterly|freezing) cold (that )?i (can't|cannot|can hardly|can barely|could hardly|could barely|couldn't) (move|feel|hold|bend|use|think|stop shaking|get up|speak|talk)\b|\b(can't|cannot|couldn't) (get|keep) warm\b.{0,40}\b(all day|for hours|since|still|even with|in bed|blankets?|coat)\b/, 'urgent'],
    [/\b(can't|cannot|couldn't) afford (to (put|turn|have|keep) )?(the |my )?(heat|heating|electric|electricity|gas|fire)( on)?\b/, 'check'],
    [/\b(so|very|freezing|terribly|really|bitterly|perishing|awfully) cold (in here|in the house|in my (house|flat|home|room|apartment)|inside)\b/, 'check'],
    [/\b(can't|cannot) (get|keep) warm\b/, 'check'],
    [/\b(shivering|shaking with cold|hypothermi)/, 'check'],
    [/\b(it's|it is) freezing (in here|in the house|inside|in my)\b/, 'check'],
    [/\bpower (is|has been|went|'s) (out|off)\b/, 'check'],
    [/\b(heating|heat|furnace|boiler|radiators?|heater)\b.{0,30}\b(broken|not working|stopped working|packed up|gone off|won't (come on|work)|stone cold|isn't working|died|on the blink)\b.{0,60}\b(freezing|cold|days|since|week)\b/, 'check'],
    [/\b(i'm|i am|i feel|i've been|feeling) (so |very |really |absolutely |bitterly )?(freezing|frozen|perished|chilled to the bone)\b(?! (my|the) )(?!.*\b(just (come|coming|came) in|from (outside|the garden|the yard|the shops|my walk)|put the kettle on|warm(ing)? up (now|by))\b)/, 'check'],
    [/\b(no|without) (heating|heat)\b/, 'check'],
    [/\bice (on|inside) (the )?(inside of )?(the |my )?(windows?|walls)\b/, 'check'],
    [/\blocked (myself )?out\b/, 'check'],
    [/\b(not|won't|can't|cannot|couldn't) (put|putting|turn|turning|have|having) (the|my) (heating|heat|fire|gas) on\b.{0,30}\b(afford|cost|expensive|price|bill|money)\b/, 'check'],
    [/\b(wear|wearing) my (coat|hat|gloves|scarf) (in|indoors|inside|in bed|in the house|all day)\b/, 'check'],
    [/\b(can't|cannot|couldn't) (seem to )?(get warm|keep warm|warm up|get warmed up|warm myself)\b|\blike (blocks|lumps) of ice\b/, 'check'],
    [/\b(electric|electricity|power|gas|heating|water|heat) (has been|was|is|got|have been) (cut off|disconnected|turned off|shut off|switched off|stopped)\b/, 'check'],
    [/\b(wearing|got|with|in) my (coat|hat|gloves|scarf) on (in bed|indoors|inside|in the house|all day)\b/, 'check'],
  ],
];

export const food: KindRules = [
  'food',
  [
    // Going without as a habit or a choice (set M): drinking little to avoid the night, tea and biscuits for meals, water cut off.
    [/\b(stopped|stop|not|don't|haven't been|have not been|hardly|barely) (drinking|drink)( much| anything| enough| water)?\b.{0,50}\b(so i (don't|won't|do not) have to|because of (the )?(toilet|loo|stairs|accidents?)|up in the night|get up at night|wet (myself|the bed))\b/, 'check'],
    [/\b(just|only|nothing but) (tea|biscuits|toast|a biscuit|crackers|cereal)( and (biscuits|toast|a biscuit|crackers))? (for (me|meals|dinner|my (meals|dinner|tea))|these days|now|all day|most days)\b|\bcan't be bothered (cooking|to cook|eating|to eat|with (food|meals))\b/, 'check'],
    [/\b(water)( has| is|'s)? (been )?(cut off|turned off|disconnected|gone off|stopped)\b|\bcut (the|my) water off\b/, 'check'],
    [/\b(haven't|have not|hasn't|didn't|not) (had|eaten|got|have) (anything|a thing|any food|food|a meal|a proper meal|much|a bite)( to eat)? (for|in|since) (two|three|four|several|a few|2|3|4|days|a day|a couple of days|yesterday|the weekend|friday|monday|tuesday|wednesday|thursday|saturday|sunday)\b/, 'check'],
    [/\b(no|there's no|there is no|nothing|haven't got any|don't have any|not a scrap of|run out of|ran out of) (food|groceries|milk and bread)( in the (house|fridge|cupboard|cupboards|flat))?\b/, 'check'],
    [/\b(can't|cannot|couldn't) (get|afford|go) (food|groceries|to the (shops|store|supermarket))\b/, 'check'],
    [/\b(i'm|i am) (starving|so hungry|really hungry|very hungry)\b(?!.*\b(i'll have|going to have|about to (have|eat)|(dinner|lunch|tea|supper) is (in|on|nearly|almost)|after (we|this)|in a (minute|bit|moment))\b)/, 'check'],
    [/\bnothing (to eat|in the fridge|in the cupboards?)\b/, 'check'],
    [/\b(haven't|have not|not|hasn't|didn't|did not) (eaten|had anything to eat|had a thing|had a bite|had any food|eat anything|eaten anything|eaten a thing|had a proper meal|had a meal)\b.{0,20}\b(since|for|in|all|today|this week)\b/, 'check'],
    [/\b(cupboards?|fridge|pantry|larder)\b.{0,10}\b(are|is) (bare|empty)\b/, 'check'],
    [/\bmeals on wheels\b.{0,20}\b(didn't|did not|hasn't|haven't|never|stopped|not) (come|came|turn(ed)? up|been|arrive\w*|deliver\w*)\b/, 'check'],
    [/\ball i('ve| have)? (had|eaten) (is|was|has been) (tea|toast|biscuits|crackers|bread|cereal|crisps|soup)\b|\bcan't be bothered (cooking|eating|to eat|to cook|making (food|meals|dinner|anything))\b/, 'check'],
    [/\b(eating|eaten|ate|had)\b.{0,50}\b(gone off|out of date|mouldy|moldy|past its date|gone bad|smelled funny)\b/, 'check'],
    [/\b(can't|cannot) keep (anything|water|food|fluids|it|a thing) down\b|\b(been|being) sick all (night|day|morning)\b|\bfood poisoning\b/, 'check'],
    [/\bliving on (tea|toast|biscuits|crackers|bread|nothing|water|cups of tea|crisps|cereal)\b/, 'check'],
    // Food made to stretch, said cheerfully: one hot meal a week, a bowl of porridge all day.
    [/\b(make do|making do|manage|get by|live|living|exist|existing) (with|on) (the |just the |only the )?(one|a single) (hot |proper |cooked )?(meal|dinner)\b|\b(a|one) (bowl|tin|packet|slice) of \w+ (does|lasts|keeps|sees) me (all day|the (whole )?day|going all day|till (tea|bedtime))\b|\bliving on a shoestring\b.{0,60}\b(meal|eat|food|porridge|toast|soup|tea)\b/, 'check'],
    // Food rationed for money (the blind round R): meals skipped or cut back, one meal a day, a tin made to do two days.
    [near("(skip|skipping|skipped|miss|missing|missed|go without|going without|gone without|went without|cut out|cutting out|cut back on|cutting back on|cut down on|not bought|haven't bought|stopped buying|do without|doing without) (my |the |a |any )?(lunch|lunches|dinner|dinners|breakfast|tea|supper|meals?|meat|food|milk|fruit|eating|a hot meal|proper meals?|vegetables|veg)", MONEY_TIGHT, 60), 'check'],
    [/\b(only|just) (have|eat|get|manage|cook|make) (the )?(one|a single|1) (meal|hot meal|proper meal|cooked meal)( a day| a week)?\b|\bone meal a day\b/, 'check'],
    [/\bmake (a|the|one|that|this|my) (\w+ ){0,3}(do|stretch|last) (for )?(two|three|four|five|a couple of|several|\d) (days|meals|dinners)\b/, 'check'],
    [/\b(haven't|have not|hasn't|didn't|did not|not) (had|eaten) (a |any )?([a-z]+ )?(meal|dinner|lunch|breakfast|supper|food)\b.{0,20}\b(since|for|in|all)\b/, 'check'],
    [/\b(there's|there is|there are|i've got|i have) nothing in\b(?! (the (post|news|paper)|common)\b)/, 'check'],
    [/\b(can't|cannot|couldn't) afford (to eat|food|to buy food|groceries|to feed myself)\b/, 'check'],
  ],
];

/** Someone with her now in the signs of a stroke, or collapsed and not answering: read before her own kinds, so "gone down on one side" is not taken for her fall. */
export const anotherNow: KindRules = [
  'emergency',
  [
    // The blind round O: another's emergency in the house read as theirs alone.
    [/\b(his|her|\w+'s) (face|mouth|smile)('s| has| is)?( looks?| looking| seems)? (gone |going |all |drooped |a bit |slipped |dropped |sagged |sagging |fallen )?(droop\w*|on one side|down one side|lopsided|crooked|twisted|gone down|down on one side)\b|\bone side of (his|her|\w+'s) (face|mouth)\b|\b(he|she) (can'?t|cannot|couldn'?t) (get (his|her) words out|speak|talk properly|lift (his|her) arm|move (his|her) (arm|leg|side))\b(?!.{0,30}\b(years|ago|since (the|his|her) stroke)\b)/, 'urgent'],
    // A stroke's signs in someone with her now said by name or by side ("Bob can't lift his right arm", "his words are coming out wrong"), not a stroke years ago.
    [/\b(he|she|[a-z]{3,}) (can'?t|cannot|couldn'?t) (lift|raise|move|feel|grip with) (his|her) (right |left )?(arm|leg|hand|side)\b(?!.{0,40}\b(years|ago|since (the|his|her) (stroke|op|operation)|arthritis|frozen shoulder)\b)|\b(his|her) (words|speech)( is| are|'s|'re)? (coming out |all |gone |going )?(wrong|slurred|slurry|jumbled|garbled|muddled|funny|gibberish|nonsense)\b(?!.{0,40}\b(years|ago|drink|pint|pints|wine|whisky|sherry|drunk)\b)/, 'urgent'],
    [/(?<!\b(my|the|a|her|his) )\b(he|she|(?!(face|mouth|smile|lips?|eyes?|arms?|legs?|hands?|body|side|it|that|this|everything|mine)\b)[a-z]{3,})('s| has| is)? (gone |going |all |gone all |a bit )?(droopy|drooping|lopsided|floppy|limp|numb) (on|down) (one|the (left|right)) side\b(?!.{0,40}\b(years|ago|since (the|his|her) stroke)\b)/, 'urgent'],
    [/\b(his|her|\w+'s) (arm|leg|hand|side)('s| has| is)? (gone |going |all |suddenly )?(weak|numb|dead|floppy|heavy|useless|limp)\b(?!.{0,40}\b(years|ago|since (the|his|her) (stroke|op|operation)|arthritis|slept on it|lying on it)\b)/, 'urgent'],
    // A small child who swallowed something dangerous: a button battery, a magnet, bleach, a dishwasher tablet.
    [/\b(baby|babby|little one|toddler|grandson|granddaughter|great-?grand\w*|grandchild|grandbaby|wee (one|lad|lass|fella)|bairn|wean|tot|kiddie|little (lad|lass|boy|girl)|(he's|she's) only (one|two|three|four|five|\d)|he|she)('s| has| have| is)?\b.{0,40}\b(swallowed|eaten|ate|drunk|drank|sucking|chewed|chewing|put|got)\b.{0,40}\b(dishwasher (liquid|powder|salt)|washing-?up liquid|fabric (conditioner|softener)|disinfectant|detergent|cleaning (fluid|stuff)|button batter\w*|batter(y|ies)|magnets?|bleach|dishwasher (tablets?|tabs?|pods?)|washing (tablets?|pods?|capsules?|liquid)|laundry (pods?|capsules?)|weed ?killer|anti-?freeze|white spirit|turps|e-?cig\w*( liquid)?|vape liquid|oven cleaner|drain cleaner|toilet cleaner|descaler|paraffin)\b/, 'urgent'],
    // A small child into her tablets.
    [/\b(baby|babby|little one|toddler|grandson|granddaughter|grandchild|wee (one|lad|lass)|little (lad|lass|boy|girl)|kiddie|bairn|tot)('s| has| is)?( \w+){0,3} (got into|been into|swallowed|eaten|ate|chewed|had) (some of |a few of |one of )?(my|the|some|her|his|grandad'?s|nana'?s) (tablets|pills|heart pills|sleeping pills|paracetamol|painkillers|iron tablets|medicine)\b/, 'urgent'],
    // A fit in someone else that goes on (over five minutes, or one after another).
    [/\b(fitting|seizures?|convuls\w*|(having|had|has had|'s had) (a|another) fit)\b.{0,40}\b((over|more than|for|nearly|about) (five|5|six|ten|10|several|a few|fifteen) minutes|going on and on|won'?t stop|will not stop|not stopping|still going|keeps going|another one straight|not coming round|won'?t come round|still (jerking|shaking|fitting|twitching)|been (ages|going on|a long time))\b|\b(fits|seizures) (one after (another|the other)|back to back|in a row)\b|\b(won'?t|will not|hasn'?t|has not|isn'?t|not) stop(ped|ping)? (fitting|shaking|jerking|convulsing)\b/, 'urgent'],
    // Someone crying out for help within her hearing; a small child gone into the road; someone down on the floor hurt.
    [/\b(hear|heard|hearing|can hear)\b.{0,40}\b(shouting|screaming|calling|crying|yelling|banging)( out)? (for help|help)\b|\b(shouting|screaming|calling|crying)( out)? for help\b(?!.{0,30}\b(film|telly|tv|programme|play|game|years ago)\b)/, 'urgent'],
    [/\b(little one|toddler|child|kiddie|kid|grandson|granddaughter|the baby|little (lad|lass|boy|girl)|wee (one|lad|lass))( has| is| had)? (run|ran|gone|wandered|toddled|got|climbed|crawled)( out)? (in|into|onto|on to|out into) (the )?(road|street|traffic|pond|river|canal|water)\b/, 'urgent'],
    [/\b(he|she|they)( is| has| are| have)( been)? (lying )?(on the (\w+ )?floor|on the ground|at the bottom of the stairs|in a heap)\b.{0,60}\b(funny angle|wrong way|can't (move|get up)|won't (move|get up)|blood|bleeding|hurt|crying|groaning|moaning|not (moving|answering|talking))\b/, 'urgent'],
    // Someone with her collapsing or fitting now, by pronoun or name (the blind round U: a collapse or a seizure in another asked about, not urgent).
    [/\b(he|she|they|(my|our) (husband|hubby|wife|partner|other half|son|daughter|sister|brother|friend|neighbou?r|lodger|carer|grandson|granddaughter|mum|mother|dad|father|cousin))(( has| have| is| are)( just)?| just) (collapsed|keeled over|passed out|fainted|blacked out|gone down in a heap)\b(?!.{0,40}\b(years|ago|last (year|month|week)|once|laughing|with laughter|tired|drunk)\b)|\b(he|she|they|(my|our) (husband|hubby|wife|partner|son|daughter|sister|brother|friend|neighbou?r|grandson|granddaughter|mum|dad)) (is|are|has been|have been) (fitting|having (a |another )?(fit|seizure|convulsion)|shaking all over and (not|won't) (answer|respond|wake))\b/, 'urgent'],
    // Someone with her who cannot be woken (not a teenager in the mornings).
    [/\b(can't|cannot|couldn't|can not) (wake|rouse|waken|get a (word|response|answer) out of|bring) (him|her|them|\w+)( up| round| to)?\b(?!.{0,40}\b(mornings?|teenagers?|lazy|lie-?in|weekends?|for school|for work|in time|early)\b)/, 'urgent'],
    [/\b(slumped|keeled over|gone down|collapsed|flaked out)\b.{0,50}\b(not answering|won'?t answer|won'?t wake|can'?t wake|not responding|not moving|not talking|not breathing)\b/, 'urgent'],
  ],
];

/** Someone she knows who may be in trouble and not with her: a neighbour not seen for days, a husband out at night. Asked about, never lowered as "someone else's". */
export const someoneMissing: KindRules = [
  'emergency',
  [
    [/\b(haven't|have not|not|never) (seen|heard) (a (sign|peep|sound) of )?(\w+ ){0,3}(next door|neighbou?r|across the (road|street|way)|over the road|mrs \w+|mr \w+|old \w+|the old (lady|man|boy|gentleman|fella))\b.{0,40}\b((for|since|in) (days|\w+ days|a week|over a week|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|last week)|(two|three|four|five|several|a few|a couple of) days)\b/, 'check'],
    [/\b(milk|post|papers?|letters|bottles|parcels?)('s| is| are| has been| have been)? (still )?(on (the|her|his) (door)?step|piling up|stacking up|sitting (there|on the step)|in the (door|letterbox))\b.{0,60}\b(days|since|not seen|haven't seen|no answer|curtains)\b|\b(her|his|their) curtains (haven't|have not|not|never) (been )?(opened|drawn|moved|open)\b.{0,30}\b(since|for|all|in)\b|\bcurtains (haven't|have not|not) (been )?(opened|drawn|moved)\b.{0,30}\b(since|for) \w+\b.{0,40}\b(old (lady|man)|next door|neighbou?r|across the (road|street))\b/, 'check'],
    [/\b(hasn't|has not|isn't|not) (answered|answering|come to) (his|her|the) (door|phone)\b.{0,30}\b(since|for|in) (days|\w+ days|a week|the weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/, 'check'],
    [all("neighbou?r|next door|upstairs|downstairs|across the (road|street|landing|way)|over the road|opposite|lives (alone|on (her|his) own)", "(not|never|haven't|have not) (seen|heard) (her|him|them|a (sign|peep|sound) of (her|him|them))( \\w+){0,3} (since|for|in) (days|\\w+ days|a week|over a week|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|last week)"), 'check'],
    [/\b(hasn't|haven't|has not|not|never) (taken|brought|put|had) (his|her|their|the) (bins|milk|post|paper|papers|washing) (in|out)\b.{0,60}\b(no answer|days|since|not seen|haven't seen|curtains)\b/, 'check'],
    [/\b(mrs \w+|mr \w+|miss \w+|old \w+|the (old )?(lady|man|gentleman|fella|couple) (next door|upstairs|downstairs|across the (road|street|way)|opposite)|(he|she))\b (hasn't|has not|'s not|haven't) been (out|seen|about|round)\b.{0,40}\b(for|since|in) (\w+ )?(days|a week|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend)\b.{0,40}\b((isn't|is not|not) like (her|him)|no answer|curtains|milk|on (her|his) own|alone)\b/, 'check'],
    // A husband or wife out of the house by night, in nightclothes, brought back.
    [/\b(my (husband|hubby|wife|partner|brother|sister|other half|fella|man)|he|she|(?!i\b)[a-z]{3,}) (keeps?|kept|has been|'s been|started|was|were) (getting up|going out|wandering|walking|going off)\b.{0,50}\b(at night|in the night|in the dark|middle of the night|early hours|(one|two|three|four|\d) (o'clock )?in the morning|in (his|her) (pyjamas|pajamas|nightie|nightdress|slippers|dressing gown))\b/, 'check'],
    [/\b(he|she|(?!i\b)[a-z]{3,}) (got|slipped|wandered|went|was) (out|off|walkabout)( of the house)?( again)?\b.{0,30}\b(in the night|at night|middle of the night|in the dark|early hours|(one|two|three|four|five|\d) (o'clock )?in the morning)\b|\b(police|someone|somebody|a neighbou?r|a stranger|a taxi driver|the neighbou?r) (found|brought|fetched|picked up) (him|her) (back|home|on the|in the|wandering|walking)\b/, 'check'],
  ],
];

export const emergency: KindRules = [
  'emergency',
  [
    [/\b(diarrh\w+|the runs|being sick|vomiting|sick)\b.{0,40}\b(all night|all day|since (last night|yesterday)|for (two|three|days))\b.{0,40}\b(weak|can't stand|dizzy|faint|can't get up|too weak)\b/, 'urgent'],
    [/\b(red|hot|swollen)\b.{0,30}\b(hot|swollen|red)\b.{0,40}\b(shiver\w*|the shivers|temperature|fever|shaking)\b/, 'urgent'],
    [/\b(coughing up|bringing up) (green|yellow|brown|thick|nasty)\b.{0,50}\b(breathless|hot|temperature|fever|shiver\w*|can't breathe)\b/, 'urgent'],
    // Illness that is urgent (set M): low sugar, fever with shivering or muddle, a belly rigid with pain, sick and unable to keep water down.
    [/\b(my )?(blood )?(sugars?|glucose)( has| is| have|'s)? (gone |dropped |very |really |so |too )?(low|down|dropped|crashed|through the floor)\b|\b(having|had|going into|gone into) a hypo\b/, 'urgent'],
    [/\b(high )?(temperature|fever|burning up)\b.{0,50}\b(shiver\w*|shaking|rigors|muddled|confused|can't (think|stand|get up)|mottled|not (passed|had a) (water|wee))\b|\b(shiver\w*|shaking)\b.{0,50}\b(temperature|fever|burning up)\b.{0,30}\b(muddled|confused|can't (think|stand))\b/, 'urgent'],
    [/\b(tummy|stomach|belly|abdomen)\b.{0,40}\b(agony|hard as a (board|rock)|rock hard|worst pain|doubled up|can't (stand|move|straighten))\b|\b(agony|doubled up)\b.{0,30}\b(tummy|stomach|belly)\b/, 'urgent'],
    [/\b(can't|cannot|couldn't) keep (anything|even water|water|a thing|fluids?|drinks?) down\b/, 'urgent'],
    // Illness said by its severity or its signs (the blind round N: illness played down): the worst pain of her life, a limb gone cold and white, no water passed, a rash that will not fade, blood or coffee grounds brought up, a racing heart with faintness.
    [/\b(pain|ache|headache)\b.{0,40}\bworst (i've|i have|i) ever (had|felt|known)\b|\bworst (\w+ )?(pain|ache|headache)( \w+)? (i've|i have|i've ever|i have ever|i ever|ever|of my life)\b|\bnever (had|felt|known) (a )?(pain|headache|anything) like (it|this|that)\b/, 'urgent'],
    [/\b(leg|foot|arm|hand|toes|fingers)('s| has| is| have| are)? (gone |turned |going |all )?(cold|white|blue|pale|icy|purple)( and (cold|white|blue|pale|icy|purple))?\b.{0,50}\b(can't feel|numb|agony|pain|hurts|no feeling|dead)\b/, 'urgent'],
    [/\b(haven't|have not|can't|cannot|couldn't|not|not been able to) (been able to )?(pass(ed)?|do|done|had|go|manage) (any )?(water|a wee|urine|wee|a pee)\b.{0,60}\b(since|all day|hours|pain|swollen|swelling|hard|awful|agony|bursting)\b|\bcan't (wee|pee)( at all)?\b.{0,40}\b(pain|awful|agony|since|all day|hours)\b/, 'urgent'],
    [/\b(rash|spots|blotches)\b.{0,60}\b(won't|doesn't|does not|didn't|don't) (fade|go|disappear)\b.{0,30}\b(press|glass)\b|\b(purple|dark red|blood) (spots|rash|blotches)\b.{0,40}\b(temperature|fever|hot|burning up|sky high)\b|\b(temperature|fever|burning up)\b.{0,60}\b(purple|dark red) (spots|rash|blotches)\b/, 'urgent'],
    [/\b(throwing up|thrown up|being sick|been sick|vomit\w*|brought up|bringing up|sick)\b.{0,40}\b(coffee grounds|blood|black)\b/, 'urgent'],
    [/\bheart\b.{0,40}\b(racing|pounding|going like|hammering|fluttering|thumping|all over the place|won't slow|skipping)\b.{0,50}\b(faint|dizzy|light ?headed|breathless|chest|pain|going to pass out|keel)\b/, 'urgent'],
    [/\b(pain|ache|agony)\b.{0,40}\b(belly|tummy|stomach)\b.{0,40}\b(swell\w*|balloon|bloat\w*|hard)\b|\b(belly|tummy|stomach)\b.{0,30}\b(swelling up|like a balloon|blown up)\b.{0,40}\b(pain|agony|awful|dreadful)\b/, 'urgent'],
    // Her throat or tongue swelling after something eaten or a sting: anaphylaxis.
    [/\b(throat|tongue|lips|mouth|face)('s| is| are| has| have)? (all )?(swelling|swollen|swelled|closing|puffing|puffed)( up)?\b.{0,60}\b(ate|eaten|eating|sting|stung|bite|bitten|nuts?|prawns?|shellfish|tablet|swallow|breathe|breathing)\b|\b(ate|eaten|stung|sting)\b.{0,60}\b(throat|tongue|lips)('s| is)? (swelling|swollen|closing|tight)\b/, 'urgent'],
    // Illness that is worth a question though no alarm word is said: a lump, a toe gone black, a swollen calf after a journey, weeks of a symptom.
    [/\b(found|got|there'?s|feel|felt|noticed|i'?ve got|i have) (a|this) ((little|small|hard|big|funny|strange|odd|new|tiny|sore) ){0,2}lump\b/, 'check'],
    [/\b(toe|toes|foot|feet|finger|fingers|leg|skin|nail|heel)('s| has| have| is| are)? (gone|turned|going|turning) (a )?(funny |strange |odd |bit |horrible |nasty )?(black|blue|purple|grey|gray|yellow|green|dark)( colou?r)?\b/, 'check'],
    // Yellowing of her skin or the whites of her eyes.
    [/\b(whites of my eyes|my eyes|my skin)( have| has|'s| are| is)? (gone |going |turned |turning |looking |look |gone a bit |a bit |all )?(yellow|yellowish|yellowy|jaundiced)\b|\bjaundiced?\b/, 'check'],
    [/\b(calf|calves|leg)\b.{0,30}\b(swollen|swelling|sore|tender|hot|red)\b.{0,60}\b(trip|flight|plane|coach|journey|drive|sitting|long)\b|\b(trip|flight|plane|coach|journey)\b.{0,60}\b(calf|calves)\b.{0,30}\b(swollen|swelling|sore|tender)\b/, 'check'],
    [/\b(cough|the runs|diarrh\w+|being sick|headaches?|pain|bleeding|dizz\w+|temperature|sore throat)\b.{0,40}\b(for|on and off for|these last|this last|over) (a fortnight|two weeks|three weeks|four weeks|weeks|\w+ weeks|a month|months)\b|\b(a fortnight|three weeks|weeks|a month) (now )?(of|with) (this|a|the) (cough|pain|headache|runs)\b|\b(won'?t|doesn'?t|will not) (shift|go away|clear|clear up)\b.{0,20}\b(weeks|a fortnight|a month)\b/, 'check'],
    [/\bblood in (my|the) (water|wee|urine|pee|stool|stools|poo)\b/, 'check'],
    [/^[\s,!.]*(oh,? )?(please,? )?help( me)?,?( please)?[\s,!.]*$/, 'check'],
    [/\b(please help me|help me please|somebody help|someone help|help me,? help)\b/, 'check'],
    [/\bi need help (right now|now|quickly|urgently|please|at once|right away|straight away|immediately|fast|quick|asap)\b/, 'urgent'],
    [/\b(i'm|i am) not (doing )?(well|good|so good|too good|great|so great|too well|so well|right)( at all)?\b(?! (at|with|when it comes|on)\b)/, 'check'],
    [/\b(i'm|i am|i've been) (hurting|aching|sore|in pain) all over\b/, 'check'],
    [/\b(need|call|get|send|ring|phone) (an |the |for an |for the |me an )?(ambulance|paramedics|police|fire brigade|fire department)\b/, 'urgent'],
    [/\b(call|ring|dial|phone) (911|999|112|for help)\b/, 'urgent'],
    [/\b(this is|it's|it is) an emergency\b/, 'urgent'],
    [/\b(i'm|i am|i've been|i got) (badly |really |very |seriously |quite )?(hurt|injured)\b(?! (that|by what|about|when|because|my feelings)\b)/, 'check'],
    [/\bsomething('s| is) (really |very |terribly )?wrong with me\b/, 'check'],
    [/\b(terrible|awful|unbearable|excruciating|agonising|agonizing) pain\b/, 'check'],
    [/\bi need (a )?doctor\b/, 'check'],
    [/\b(pressed|press|pushed|pressing) (my|the) (pendant|alarm|button|lifeline|medical alert|care line|careline)\b/, 'urgent'],
    [/\b(ring|call|dial|phone) (triple (zero|nine|0|9)|000|999|911|112|the emergency services|emergency)\b/, 'urgent'],
    [/\b(i'm|i am) in (real |big |serious |a lot of |such )?trouble( here)?\b(?! (with|for|at|over)\b)/, 'check'],
    [/\bi need help\b(?! (with|to|for|from|getting|on|in|at|around|choosing|finding|filling|sorting|writing|reading|carrying|moving|lifting)\b)/, 'check'],
    [new RegExp(`\\b(my|the) (husband|wife|partner|son|daughter|carer|friend|sister|brother|neighbou?r|lodger|grandson|granddaughter|mum|mother|dad|father)(( has| has just| just) (collapsed|fallen|stopped breathing|gone grey|gone blue)|( is|'s| is just) (on the floor|unconscious|not breathing|turning blue|not moving|not waking up|fitting|having a fit|choking|not responding)| (won't wake up|isn't breathing|isn't moving|isn't responding))\\b(?!.{0,40}\\b(years|last (year|month|week)|ago)\\b)`), 'urgent'],
    [/\b(he|she)( is|'s) (not breathing|unconscious|not moving|not responding|turning blue)\b|\b(he|she) (isn't breathing|won't wake up|isn't moving|isn't responding|has stopped breathing)\b/, 'urgent'],
    [/\b(hot and cold|shivery|the shivers|feverish|a temperature|a fever|burning up)\b/, 'check'],
    // Her own: not an animal's or another's ("the budgie's been off his food", "my cat's been poorly"), nor off her food alone.
    [/(?<!\b(he|she|it|they|cat|dog|budgie|bird|parrot|horse|rabbit|puppy|kitten|pup|husband|wife|son|daughter|sister|brother|friend|neighbou?r|mum|dad|[a-z]+'s) (has |have |had |'s )?)\b(feeling|feel|felt|i've been|been) (a bit |rather |quite |very |really |so |proper )?(off|off colou?r|under the weather|out of sorts|not myself|not right|peculiar|queer|rough|grotty|crook|poorly|rotten|lousy|awful|terrible|dreadful)\b(?! (about|for|that|to|his|her|their|its|the|my)\b)/, 'check'],
    [/\b(crook as|sick as) a dog\b/, 'check'],
    [/\bi need (a doctor|an ambulance|help|someone|somebody|a nurse|the doctor) (right now|now|urgently|quick|quickly|immediately|right away|straight away|at once)\b/, 'urgent'],
    [/\b(get|fetch|send|call) (me )?(some )?help\b(?! (with|to|from|me (with|to))\b)/, 'check'],
    [/\b(send|get|fetch) (someone|somebody|a doctor|a nurse)( here| round| over)?\b.{0,20}\b(please|now|quick|need help)\b|\bplease (send|get) (someone|somebody)\b/, 'urgent'],
    [/\b(don't|do not) feel (right|well|myself|good)( at all)?\b/, 'check'],
    [/\bsomething('s| is) (not|isn't) right( with me)?\b/, 'check'],
    [/\b(in (a lot of|so much|terrible|awful|real|such) pain|in agony|(the )?pain is (terrible|awful|unbearable|so bad|killing me|getting worse))\b/, 'check'],
    [/\b(i've|i have|i) (hurt|injured) myself\b/, 'check'],
    [/\b(i'm|i am|i feel|feeling) (really |very |so |terribly )?(poorly|ill|unwell|awful|terrible|dreadful|rough)\b(?! (about|for|that)\b)/, 'check'],
    [/\b(need|want) (someone|somebody|a doctor|a nurse) to come( round| over| here| now)?\b(?! (and|to) (fix|look at|mend|do|clean|cut|see to|read|service))/, 'urgent'],
    [/\b(i'm|i am) in (a|such a) (right|real|terrible|awful|bad|dreadful) (state|way|old state)\b/, 'check'],
    [/\b(can|could|would|will) you (please )?(get|fetch|send|ring|call|phone) (me )?(someone|somebody|help|a doctor|the doctor|an ambulance)( round| over| here)?\b(?! (to (?!help\b)\w+|about|for (the|my) \w+)\b)/, 'urgent'],
  ],
];
