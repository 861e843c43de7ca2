import type { KindRules } from '../concern.js';
import { all, near } from './words.js';

/**
 * Food and water neglect as it is said (docs/safety-net.md, "How trouble is said"): understated
 * ("a biscuit today, that is about it"), as a diet ("living on cream crackers"), as thrift
 * ("skipping meals to pay the electric"), as a journey she can no longer make ("can't get down
 * to the shops"), as a pantry ("not much left in the cupboard"), as thirst kept down so as not
 * to need the loo. Hard negatives: "I could eat a horse", fasting for a blood test, a diet, a
 * big lunch at the club, the delivery that comes tomorrow.
 */
const NO_FOOD = "(hardly|barely) (had a bite|eaten|eating|had anything)|not eating|(haven't|have not|hasn't|not|didn't|did not) (had|eaten|eat|had a (bite|thing|meal|proper meal)|had anything( to eat)?)|had nothing( to eat| at all)?|nothing (to eat|in the (house|fridge|cupboards?))|no food";
export const neglect: KindRules = [
  'food',
  [
    [near(`${NO_FOOD}|nothing but (water|tea|biscuits|toast|crackers)`, "(so |too |very |ever so |that )?weak|(gone|going|turned) to jelly|give way|pass(ing)? out|black(ing)? out|keel(ing)? over|can (hardly|barely) stand|can't stand|(keep |keeps )?(going )?dizzy|faint|keep falling|collaps\\w*|shaky", 60), 'urgent'],
    [/\b(had|eaten|drunk) nothing( at all)?( to (eat|drink)( or (eat|drink))?)? (for|since|in|all)\b/, 'check'],
    // Drink: nothing since, a dry mouth, thirst, fluids cut for the loo.
    [/\b(hardly|barely|not|haven't|hasn't) (touched|had|drunk) a drop\b/, 'check'],
    [/\b(not|haven't|hasn't|hardly|barely|didn't) (had|drunk|drink|have|had a drink of) (anything|a drop|much|a (cup|glass|sip|drink) of anything|any (water|fluids?|drinks?)|a drink|a cup of (tea|anything))( to drink)?( today| all day| since| for| in| this)\b/, 'check'],
    [/\b(don't|do not|not|stopped|cut down on|cutting down on|try not to|haven't been|not been) (like )?(drink|drinking|drinks|fluids|having drinks)( much| enough| anything| so much)?\b.{0,60}\b(loo|toilet|wee|accidents?|bathroom|commode|pads?|up in the night|getting up)\b/, 'check'],
    [/\b(so|that|ever so|always|really|very|terribly|awfully|dreadfully|constantly) thirsty\b(?!.{0,20}\b(after (the|that|my|a|all)|from the)\b)/, 'check'],
    [/\bmouth (is |feels |has been )?(so |ever so |really |very |bone |that |terribly )?(dry|parched)\b/, 'check'],
    [/\b(can't|cannot|couldn't) (reach|get to|turn) the (tap|sink|kettle|fridge)\b/, 'check'],
    [/\b(not|haven't|never|don't|didn't) (really )?(bother|bothered) (with|about|to) (food|eating|meals|cooking|dinner|lunch|tea|eat|cook)\b|\b(going|gone|been going|went|go) hungry\b|\b(had|got|been) nothing in (since|for)\b/, 'check'],
    [all("that is all (that is |that has |i've got |there is |i have )?(left|in)|all i've got (left )?is|only thing (left )?in", 'tins?|bread|kitchen|fridge|cupboards?|food|eat|larder|pantry|milk|peaches|beans|soup'), 'check'],
    [/\b(picking|nibbling|pecking) at (\w+ )?(crisps|biscuits|bread|bits|food|things|toast|crackers)\b|\b(no|haven't (had|got) the|not got the|haven't the) energy to (make|cook|eat|get) (anything|food|a meal|dinner|myself)\b|\b(rationing|making (it|the food|the tins) last|stretching (the|my) (food|tins))\b/, 'check'],
    [/\b(old )?mother hubbard\b|\b(not|haven't|never|didn't) (fancied|felt like|wanted) (anything|food|eating|a thing|a bite)( since| for| all| in)\b|\beating (the )?(dog's|cat's|dog|cat|pet) (food|biscuits)\b/, 'check'],
    [all("(stopped|given up|cut out|not|don't|stop) (having|drinking|taking) (it|water|drinks|tea|fluids|anything)", 'go (too often|to the (loo|toilet))|wee|loo|toilet|bladder|accidents|too often|in the night'), 'check'],
    // Understated intake: one thing since yesterday, one meal a day.
    [/\b(had|eaten|managed) (only |just )?(one|a|half a|a single|a bit of|a few|a couple of|a slice of|a cup of|half a cup of) [a-z ]{1,25}since (yesterday|\w+day|breakfast|lunch|last night|the weekend|this morning|i (got up|woke))\b/, 'check'],
    [/\b(one|a single) (meal|proper meal|hot meal) a (day|week)\b|\bnothing but (water|tea|biscuits|toast|crackers|bread)\b|\b(had|got) no (shopping|groceries|food)\b/, 'check'],
    [/\b(had|eaten|managed) (a|one|half a|the one) (\w+ ){0,2}(biscuit|cracker|slice of toast|piece of toast|bit of toast|yoghurt|yogurt|banana|cup of tea|apple|mouthful|spoonful)( today| all day| since \w+)?,? (and )?(that is|that is) (about |all |really )?(it|all)\b/, 'check'],
    [/\b(only|just) (had|eaten|managed) (a|one|half a|a bit of|a slice of|a cup of|a few) (\w+ ){0,2}(biscuits?|crackers?|toast|tea|yoghurt|yogurt|banana|mouthful|spoonful|soup)( (today|all day|since (yesterday|\w+day)|this week|for days))\b/, 'check'],
    [/\b(living|surviving|getting by|managing|existing) on (\w+ ){0,2}(tea|toast|biscuits|crackers|bread|bread and butter|cereal|porridge|soup|tins|crisps|water|nothing)\b/, 'check'],
    // Going without.
    [/\b(skipping|skip|skipped|missing|miss|go(ing)? without|went without|gone without|doing without|do without|cut(ting)? (back|down) on) (meals|my meals|(my )?(dinner|tea|lunch|breakfast|supper)s?|food|eating|dinners|lunches)\b(?!.{0,40}\b(brunch|out for|going out|blood test|fasting|test|scan|operation|procedure|diet|excited|trip|outing|party|big (lunch|dinner)|later|lunch out)\b)/, 'check'],
    [near('going without|gone without|do without|doing without|went without', 'food|meals?|eat\\w*|dinner|money|afford|electric|gas|bills?|pay', 40), 'check'],
    // The shops she cannot get to.
    [near("(can't|cannot|couldn't|not been able to|haven't been able to|unable to|not able to|no way to|can no longer|can't manage to|too (poorly|ill|weak|unwell|tired|frail|bad|wobbly) to|(legs|knees|hips?|feet) (won't|can't|don't|will not) (carry|take|get)( me)?) (get|go|walk|make it|carry|manage|me)( out| down| up| over| round| in)?( to)?", '(the )?(shops?|store|supermarket|grocer\\w*|market|corner shop|co-?op|tesco|aldi|lidl|shopping|groceries|food|bags|any (groceries|food|shopping))', 30), 'check'],
    [/\b(not much|nothing much|very little|hardly anything|not a lot|nowt|nothing|not a (crumb|scrap|morsel|bite|thing to eat)) (left )?in (the |my )?(pantry|fridge|refrigerator|icebox|cupboards?|larder|freezer|kitchen|house|flat|place)\b/, 'check'],
    [/\b(fridge|refrigerator|icebox|freezer|cupboards?|cabinets?|pantry|larder)( is|'s| are)? (completely |totally |nearly |almost |practically )?(empty|bare)\b/, 'check'],
    [/\b(delivery|van|shopping|groceries|grocery \w+|meals on wheels|the order|food parcel|home help)( has| have)? (didn't|did not|never|hasn't|has not|haven't|won't) (come|show|shown up|turn(ed)? up|arrive[ds]?|been)\b/, 'check'],
    [/\b(there is|there is|i've got|i have|got) (nothing much|not much|very little|hardly anything|nowt) (left )?in\b(?! (the (post|news|paper))|common)/, 'check'],
    // Weight falling off.
    [/\b(lost|losing) (so much( weight)?|a lot of (weight|pounds)|a stone|stones|weight|pounds)\b(?!.{0,40}\b(diet|slimming|trying|weight ?watchers|on purpose|pleased|glad)\b)|\b(clothes|trousers|skirts?|dress|dresses|rings?|everything) (are |is )?(falling|hanging) off me\b/, 'check'],
  ],
];
