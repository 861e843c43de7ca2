import type { KindRules, SafetyCategory } from '../concern.js';
import { ALARM_SOUNDING, all, BODY_CHILLED, BREATH_CUT, BREATH_REMEDY, FOR_DAYS, near, NO_HEAT, REMEDY_FAILS, ROOM, SMOKE_SIGN } from './words.js';

/**
 * Signs described plainly or played down (docs/safety-net.md, "How trouble is said"): the
 * inhaler that is not helping, a sentence she cannot finish, lips gone a funny colour; heating
 * off for days and fingers she cannot feel; an alarm going and a haze in the kitchen; blood
 * passed, vomited, soaking a dressing; indigestion that goes down the arm with a sweat. Hard
 * negatives: the inhaler that does the trick, breath "always" short on the hill, a cardigan put
 * on against the cold, the toast that set the alarm off, steam from the bath, a blood test.
 */
export const breathSigns: KindRules = [
  'breathing',
  [
    [near(BREATH_REMEDY, REMEDY_FAILS, 40), 'urgent'],
    [new RegExp(`\\b(used|had|taken|tried|done|puffed|been on) (the |my )?(blue )?(${BREATH_REMEDY})\\b.{0,20}\\b(three|four|five|six|ten|several|a few|lots of|loads of|so many|a dozen|\\d+) times\\b`), 'urgent'],
    [near("breath|breathe|breathing|puff|air|wind|gasp\\w*|wheez\\w*", BREATH_CUT, 50), 'urgent'],
    [/\b(panting|puffing and panting)\b(?! (dog|like a dog after))/, 'check'],
    [/\b(lips|fingertips|fingernails|nails)\b.{0,25}\b(blue|bluish|bluey|blueish|grey|gray|purple|dusky)\b(?!.*\b(nail|painted|varnish|polish|lipstick|dye|paint)\b)/, 'urgent'],
    [/\b(lips|fingertips|fingernails|nails|fingers)( are| have| has|'ve)? ?(gone|going|turned|turning|look|looking)? ?(a )?(funny |bit |bit of a |sort of |kind of |slightly |all )?(blue|bluish|bluey|blueish|grey|gray|purple|dusky)\b(?!.*\b(nail|painted|varnish|polish|lipstick|dye|paint)\b)/, 'urgent'],
  ],
];

export const coldSigns: KindRules = [
  'cold',
  [
    [near(NO_HEAT, BODY_CHILLED, 60), 'urgent'],
    [near('cold|freezing|frozen|perished|icy|like ice|like a fridge|like an ice ?box', BODY_CHILLED, 50), 'urgent'],
    [all(NO_HEAT, FOR_DAYS, 'cold|freezing|frozen|perished|icy|chilly|shivering'), 'urgent'],
    [all('heating|boiler|furnace|radiators?|heater', 'been (off|out|broken|cold) (since|for)|off (since|for)', BODY_CHILLED), 'urgent'],
    [/\b(i'm|i am|i feel|feeling|i've been|it is|it is) (so|that|ever so|very|really|too|bitterly|perishing|absolutely|terribly|awfully|dreadfully) cold( in here| in the house| indoors| inside)?(?= *([.!?,]|$| and| i can't))/, 'check'],
    [all("(it is|it is|i'm|i am) (absolutely |so |that |bitterly |really )?(perishing|freezing|baltic|arctic|bitter|frozen)", "in here|indoors|inside|kitchen|lounge|front room|living room|bedroom|house|flat|in bed|my coat"), 'check'],
    [/\b(sitting|sat|wearing|in bed with|got) (in )?my (coat|hat|gloves|scarf)( and (my )?\w+)?( on)? (in|indoors|inside|in bed|in the (house|kitchen|lounge|front room|living room)|all day)\b/, 'check'],
    [/\b(house|flat|room|place|bedroom|lounge|front room|home|it)( is|'s| feels)? like (an? )?(ice ?box|fridge|freezer|igloo|ice|the arctic|the north pole)\b/, 'check'],
    [near('see my (own )?breath', `in (the|my|here)|indoors|inside|${ROOM}`, 20), 'check'],
    [/\bradiators? (are|is|have gone|has gone|gone|feel|feels) (stone|ice|freezing|completely) cold\b/, 'check'],
  ],
];

export const smokeSigns: KindRules = [
  'fire',
  [
    [near(ALARM_SOUNDING, SMOKE_SIGN, 80), 'urgent'],
    [near('hazy|haze|smoky|smokey|fog|foggy|grey cloud|smoke', `(in|from|coming (from|down|up|out of)|filling|all over) (the )?(${ROOM})|upstairs|downstairs`, 30), 'urgent'],
    [/\b(room|kitchen|house|lounge|hall|landing|bedroom|place|front room|living room|flat)( is|'s| has)? (gone |getting |going |all |full |thick |really |very )*(smoky|smokey|hazy|full of smoke|thick with smoke)\b/, 'urgent'],
    [new RegExp(`\\b(${ROOM})\\b.{0,20}\\bfull of (a )?(grey |black |thick )?(mist|fog|haze|cloud)\\b`), 'urgent'],
    [near('blanket|plug|socket|heater|telly|tv|television|toaster|kettle|wires?|lead|cooker|oven|microwave|fridge|lamp|charger|dryer|washing machine|fuse box|switch|bulb|extension', "smoking|smouldering|smoldering|sparking|giving off smoke|gone black|crackling|fizzing|burnt (smell|wires|plastic|rubber)|smell (like|of) burn\\w*( (wires|plastic|rubber))?", 40), 'urgent'],
  ],
];

export const gasSigns: KindRules = [
  'gas',
  [
    [near('eggy(?! bread)|rotten eggs?|sulphur|sulfur', 'smell|smells|smelling|whiff|stink|pong|cooker|boiler|kitchen|hob|oven|gas|fire', 30), 'urgent'],
    [/\b(is that|could (it|that) be|might be|maybe|think it is|wonder if it is|probably) (the )?gas\b(?! (bill|man|board|meter|company|fire is lovely))/, 'check'],
  ],
];

/** Blood, but not a test, pressure or sugar. */
const BLOOD = 'blood(?! (test|tests|pressure|sugar|sugars|results|donor|bank|orange|pudding|count|thinners?))|bloody|coffee grounds';
export const bloodSigns: KindRules = [
  'bleeding',
  [
    [/\b(passing|passed|pass|peeing|weeing|wee|pee) blood\b|\b(pee|wee|urine|water)( has| is)? (been |gone |going |turned )?(red|pink|bloody|brown|dark red)\b/, 'check'],
    [near(BLOOD, "won't stop|will not stop|doesn't stop|keeps coming|keeps pouring|running down|pouring|all down|dripping|filling|clots?|clotted|the pan", 50), 'urgent'],
    [near("(cut|gashed|sliced|nicked|caught|ripped|tore|torn|stabbed) (my|it)|(knocked|picked|pulled|caught) (the |a |my )?scab|a (cut|gash|wound)|(vein|ulcer|wound|blister)( has| is|'s)? (burst|split|opened|popped)", "spurting|gushing|pumping|pouring|won't stop|everywhere|dripping|soaking", 50), 'urgent'],
    [/\b(streaks?|flecks?|spots?|bits) of (blood|red)\b.{0,30}\b(cough\w*|hanky|tissue|phlegm|spit|sputum|sick|stool|poo|wee)\b|\b(cough\w*|hanky|tissue|phlegm|spit)\b.{0,30}\b(streaks?|flecks?|spots?|bits) of (blood|red)\b/, 'check'],
    [/\b(stools?|poos?|motions|bowel movements?|bowels)\b.{0,25}\b(black|tarry|like tar|bloody|blood|red)\b/, 'check'],
    [near("sick|vomit\\w*|throw(ing)? up|threw up|thrown up|brought up|bringing up|spew\\w*|heav(ed|ing)", BLOOD, 30), 'urgent'],
    [all('dressing|bandage|plaster|towel|tea towel|flannel|tissues?|gauze|sock|sleeve|cloth|kitchen roll|hanky', 'soaked|soaking|red through|through red|dripping|covered in blood|full of blood|gone red', 'blood|bleed\\w*|bled|cut|gash|wound|red|leg|arm|head|hand|skin|ulcer'), 'urgent'],
    [near("skin (has |is )?(come|came|torn|ripped|peeled|split)( right)?( off| open)?|torn (my|the) skin|ripped (my|the) skin|skin tear|gash(ed)?|cut (my \\w+|it) (open|deep)|deep cut|nasty cut|big cut", "pouring|gushing|spurting|pumping|dripping|won't stop|everywhere|soaked|soaking|lot of blood|so much blood", 40), 'urgent'],
    [/\bskin (has |is )?(come|came|torn|ripped|peeled|split)( right)? (off|open)\b|\b(torn|ripped) (my|the) skin\b|\bskin tear\b/, 'check'],
    [/\bthere('s| is) (blood|a lot of blood) (on|in|all|coming|down|dripping)\b/, 'check'],
  ],
];

export const chestSigns: KindRules = [
  'chest-pain',
  [
    [all('(left arm|my arm|jaw)', 'ach\\w*|hurt\\w*|pain\\w*|heavy|tight', 'sick|sweat\\w*|clammy|breathless|grey|gray|wind|indigestion|weight on (me|my chest)|pressure on (me|my chest)|heavy feeling|tightness'), 'urgent'],
    [near('(going|goes|spreading|spreads|moving|shooting|radiating|running) (up |down )?(into|to|along|up|down) (my )?(left )?(arm|jaw|neck)', 'sweat\\w*|clammy|cold sweat|sick|breathless|indigestion|heartburn|chest', 50), 'urgent'],
    // (A sweat denied, "I'm not sweating or anything", is not one.)
    [near('indigestion|heartburn|trapped wind|acid|my chest|tightness|heaviness|squeez\\w*|crushing', "(down|into|up|along|through) (to )?(my )?(left )?(arm|jaw|neck)|(?<!\\b(not|no|never|without|isn't|wasn't|i'm not|not been) )(sweat\\w*|clammy|cold sweat)", 40), 'urgent'],
  ],
];

/**
 * Played down in one clause and its sign in the next ("it's just my indigestion, but I'm wet with
 * sweat"): the clauses are read apart, so these are read across her whole turn (the blind round P).
 */
export const PLAYED_DOWN_ACROSS: ReadonlyArray<[SafetyCategory, RegExp]> = [
  ['chest-pain', /\b(just|only|probably|must be|it's|it is|bit of) (my |a bit of |some |the )?(indigestion|heartburn|wind|trapped wind|acid)\b.{0,80}\b(i'm|i am|i've|i have|i feel|i've come|and|but)\b((?!\b(not|no|never|without|isn't|aren't|don't|didn't|wasn't)\b).){0,25}\b(sweat\w*|clammy|wet with sweat|drenched|cold sweat|grey|gray|pouring off me)\b/],
];
