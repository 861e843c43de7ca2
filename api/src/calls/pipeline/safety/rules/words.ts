/** Words the rules share: who she is, her family, her pills, death wished for, people in her home. */
export const ME = "(?:i|i'm|i am|i've|i have|i was|i had|i just|i've just|i have just|i'd|i)";
export const PART = '(?:arm|leg|hand|foot|side|face|fingers|arms|legs)';
export const FAMILY = '(?:carer|caregiver|aide|helper|son|daughter|nephew|niece|grandson|granddaughter|husband|wife|neighbou?r|son-in-law|daughter-in-law|brother|sister|lodger|boyfriend|girlfriend)';
export const PILLS = "(?:(?:heart|blood pressure|water|sleeping|pain|morning|evening|night|diabetes|diabetic|thyroid|nerve|anxiety|depression|blood|[a-z]+'s) )?(?:pills|tablets|medicine|medicines|medication|medications|meds|insulin|painkillers|warfarin|digoxin|metformin|morphine|insulin pens?|doses?|paracetamol|acetaminophen|tylenol|ibuprofen|aspirin|co-codamol|codeine|tramadol|diazepam|valium|xanax|ambien|zopiclone|sleepers|nitro|nitroglycerin|amitriptyline|sertraline|prozac|lithium|oxycodone|blood thinners?|capsules|patches|pain patches|fentanyl|oramorph|liquid morphine)";

/** Two kinds of words in either order within `span` characters: a kind of trouble, not one phrasing of it. */
export function near(a: string, b: string, span = 40): RegExp {
  return new RegExp(`\\b(?:${a})\\b.{0,${span}}\\b(?:${b})\\b|\\b(?:${b})\\b.{0,${span}}\\b(?:${a})\\b`);
}
/** Wanting, wishing, being ready: what turns a word about death into a wish for it (who is to die is checked in `assessText`). */
export const LONGING = "relief|a blessing|a mercy|a release|welcome it|glad to|could just|might as well|want|wanted|wanting|wish|wishing|wished|ready|pray|praying|prayed|hope|hoping|longing|long|rather|sooner|can't wait|thinking about|thinking of|think about|thought about|thought of";
/** Death as something wished for; thinking about death in general ("at my age you think about it") is not. */
export const DEATH = "die|dead|death|dying|waiting to die|(don't|do not) want to wake up(?! (early|at|before|so early|till|until|in the night))|waiting for (the end|my time|god to take me)|end it|end it all|end things|ending it|ending things|ending it all|end my life|ending my life|take my (own )?life|kill myself|killing myself|suicide|not wake up|never wake up|don't wake up|didn't wake up|not to wake up|never to wake up|go to sleep forever|sleep forever|slip away|be gone|were gone|was gone|not be here|not here any ?more|not being here|be with (my )?(late|dead) \\w+|join (him|her|them|my late \\w+) (up there|in heaven)|be in heaven|six feet under|pushing up daisies|do myself in|do away with myself|finish myself off|top myself|off myself|disappear (forever|for good|for ever)|stop existing|not exist|meet my maker|be with (god|the lord|jesus)|in my grave|in the ground|be done with (it|it all|everything|life)|not be around|not around any ?more|go to sleep for good|not long for this world";
export const LONGING_FOR_DEATH = near(LONGING, DEATH, 30);
export const DEATH_WORD = new RegExp(`\\b(?:${DEATH})\\b`);
/** Words about death that, alone with "thinking", are reflection rather than a wish. */
export const DEATH_IN_GENERAL = /^(die|dead|death|dying)$/;
export const A_PERSON = "a fella|a fellow|a chap|someone|somebody|a man|a guy|a bloke|a woman|a stranger|strangers|people|men|a person|a lad|lads|a boy|boys|a fella|a fellow|a couple of men|two men|some men|an intruder|intruders";
export const MY_HOME = "(in|inside) (my|the) (house|home|flat|apartment|living room|lounge|front room|sitting room|kitchen|bedroom|bathroom|hall|hallway|basement|cellar|garage|attic)|upstairs|downstairs|in here|in the house";
export const LIMB = "hand|hands|arm|arms|leg|legs|fingers|foot|feet|side";
export const LIMB_FAILS = "won't work|won't move|doesn't work|does not work|isn't working|is not working|not working|won't do (what|anything)|(wouldn't|would not|won't|will not) (do (what|as|anything)|obey|listen|answer|grip|hold on|move|work)|gone dead|gone numb|gone weak|went dead|went numb|went weak|is numb|is weak|is dead|feels dead|feels numb|feels weak|useless";
export const ANY_PILLS = `${PILLS}|blood thinners?|water pills|[a-z]+(pril|olol|statin|dipine|formin|oxin|farin|azole|cillin|zepam|azepam|codone|morphone)`;
export const TOO_MUCH = "twice(?! (a|per|each|every|daily)\\b)|two times|double|doubled|two lots|too many|too much|the whole (packet|box|bottle|lot|strip)|a handful|handfuls|all (of )?(my|the|them) (pills|tablets|lot)|all at once|extra|again by mistake|by mistake|by accident|accidentally|in the morning too|at night too|the wrong (ones|pills|tablets)";

/** Every part, in any order, somewhere in the clause: a situation told in pieces ("a man came round about the roof ... paid him cash"). */
export function all(...parts: string[]): RegExp {
  return new RegExp(`^${parts.map((p) => `(?=.*\\b(?:${p})\\b)`).join('')}.*`);
}

// Families of phrasing for the kinds the net heard worst on unseen speech (docs/safety-net.md, "How trouble is said").
/** Her usual remedy for her breath: when it stops working, it is urgent. */
export const BREATH_REMEDY = 'inhalers?|puffers?|the blue one|ventolin|salbutamol|albuterol|nebuli[sz]er|reliever|oxygen|spray';
export const REMEDY_FAILS = "(not|isn't|is not|aren't) (helping|working|doing (anything|a thing|much|any good)|touching it|making (any|a|much) difference|shifting it)|doing nothing|no (good|help|use)|(didn't|doesn't|hasn't|won't) (help|work|do anything|touch it|make (any|a) difference)|still (tight|wheezing|wheezy|struggling|gasping|can't)";
/** Speech cut short by breath ("I can't finish a sentence"). */
export const BREATH_CUT = "finish (a|my|the) (sentence|words?)|(stop|pause|stopping|pausing)( mid-?(word|sentence))? (to|and) (get|catch|grab) (air|my breath|a breath|breath)|only (say|manage|get out) (a few|two|three|a couple of) words|stop (and|to) (breathe|get my breath|catch my breath)|get (the|my) words out|(hardly|barely) (speak|talk|get a word out)|(can't|cannot) (speak|talk)|a word at a time|(every|after a) (few|couple of) words";
/** Hands and feet past cold, shaking that will not stop, drowsiness: the body losing heat. */
export const BODY_CHILLED = "(can't|cannot|couldn't) feel my (fingers|toes|hands|feet)|(fingers|toes|hands|feet) (have |are |has |is )?(gone |going |turned |turning )?(all )?(numb|white|blue|dead)|frozen (through|solid|stiff|to the bone)|(can't|cannot) stop (shaking|shivering)|shaking (all over|like a leaf)|sleepy|drowsy|(i've|i have|i'm|i am) (gone |going |all )?numb|all i want (to do )?is (to )?sleep|can't keep my eyes open";
/** The home's heat gone. */
export const NO_HEAT = "(heating|heat|furnace|boiler|radiators?|heater|heat pump|gas|electric|electricity|power)( has| is|'s| have)?( been)? (broken|broke|broken down|broke down|not working|off|out|gone (off|out)|packed (up|in)|died|run out|ran out|cut off|stopped( working)?|quit|gave up|given up|conked out|on the blink|playing up)|(no|not had any|haven't had any|without( any)?) (heat|heating|gas|electric)|(not|no|n't|never) (given|giving|putting|put|give|gave) (off|out) any heat";
/** Days, not hours: how long she has been without. */
export const FOR_DAYS = '(for|since) (\\w+ )?(days|a week|weeks|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|last week)|(two|three|four|five|six|several|a few|a couple of|\\d) days|all week';
/** An alarm sounding and a sign of smoke. */
export const ALARM_SOUNDING = "(alarm|detector|beeper|sounder)s?( is| are|'s| has been| keeps| keep| was| just| started)? (going( off)?|gone off|went off|beeping|bleeping|screaming|shrieking|screeching|ringing|sounding|wailing|won't stop)";
export const SMOKE_SIGN = 'haze|hazy|smoky|smokey|smoke|fog|foggy|mist|misty|fumes|burning smell|smell of burning|smells? (like )?burning|eyes (are )?(stinging|watering|burning)';
/** Rooms of her home. */
export const ROOM = 'kitchen|lounge|hall|hallway|landing|bedroom|house|stairs|upstairs|downstairs|front room|living room|sitting room|loft|attic|garage|flat';
/** Her mother or father, sought as if alive (she is in her eighties). */
export const PARENT = "(?<!(his|her|their|your|'s) )(my )?(mother|mum|mam|mom|mummy|mammy|father|dad|daddy)";
/** Her death, understated: "when I'm gone", "for when I go" (not "when I go to the shops"). */
export const IM_GONE = "(after|when) i'm gone|(after|when) i've gone|(for|before|when) i go(?! (to|out|in|on|and|shopping|away|home|back|up|down|over|round|into|for|with|abroad|through|past|by))|in case (i'm not here|i'm gone|i don't (see|wake)|you ring and i'm not)|won't be here( much longer| for long| any ?more)?(?= *([.!?,]|$))";
/** Many tablets, as a number. */
export const MANY = 'four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a dozen|[4-9]|\\d\\d';
/** Money tight: why she goes without (the blind round R: food, heat and tablets rationed). */
export const MONEY_TIGHT = "save|saves|saved|saving|to save|fortune|shoestring|make do|making do|(that|so|too) dear|cheaper|money|afford|cost|costs|costing|bills?|pension( day)?|too dear|so dear|that dear|expensive|the price|prices|can't justify|make (it|the money|them|the pension) (last|stretch|go round|go further)|doesn't stretch|won't stretch|don't stretch|tight|skint|hard up|strapped|pinch|budget|every penny|penny|pennies";
