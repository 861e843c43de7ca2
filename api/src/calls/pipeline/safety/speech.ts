/**
 * What a transcriber writes, made regular before the safety net reads it (decision 119):
 * lower case, straight quotes, contractions with and without their apostrophes, "'s" as "is"
 * or "has", spoken forms ("wanna", "me knees"), fillers and repeated words.
 */
/** Contractions a transcriber writes without the apostrophe ("im", "cant", "dont"). */
const BARE_CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bim\b/g, "i'm"],
  [/\bive\b/g, "i've"],
  [/\bcant\b/g, "can't"],
  [/\b(don|didn|doesn|isn|wasn|aren|weren|couldn|wouldn|shouldn|haven|hasn|hadn)t\b/g, "$1't"],
  [/\bwont\b(?= (stop|go|let|come|work|get|move|leave|give|start|turn|answer|open))/g, "won't"],
  [/\b(there|that|what|it|he|she)s\b(?= (a|an|the|no|nothing|something|someone|somebody|smoke|blood|been|gone|got|not|on|in|all|so|very|really|too|my|bad|wrong|going|coming|happening|burning|leaking))/g, '$1 is'],
];
/** How people say it and a transcriber writes it: "wanna", "gonna", "dunno". */
const SPOKEN_FORMS: Array<[RegExp, string]> = [
  [/\bwanna\b/g, 'want to'],
  [/\bgonna\b/g, 'going to'],
  [/\bgotta\b/g, 'got to'],
  [/\bdunno\b/g, "don't know"],
  [/\bain't\b/g, 'am not'],
  [/\bcuz\b|\b'cause\b/g, 'because'],
  [/\bi been\b/g, "i've been"],
  [/\bi done\b/g, "i've done"],
  [/\bme (chest|knees?|feet|foot|legs?|arms?|hips?|head|hands?|back|heart|face|mouth|eyes?|side|tablets|pills|medicine|meds|insulin|inhaler|savings|money|purse|bag|handbag|wallet|card|bank|pension|nightie|nightdress|pendant|alarm|flat|house|home|room|bed|daughter|son|husband|wife|stomach|tummy|belly|lungs|throat|neck|shoulder|wrist|ankle|ribs?)\b/g, 'my $1'],
  [/\bmy ticker\b/g, 'my heart'],
  [/\bto (many|much)\b/g, 'too $1'],
  [/\b(i've|i have) took\b/g, "i've taken"],
  [/\b(\w+)((,)? \1\b)+/g, '$1'],
  [/\bmeself\b/g, 'myself'],
  [/\bme (leg|arm|hip|head|hand|back|heart)\b/g, 'my $1'],
];
/** "Um", "er", "you know": a transcriber keeps them; no rule needs them. */
const FILLERS = /(^|[\s,])(um+|uh+|erm*|er|ah+|hmm+|mm+)(?=[\s,.!?]|$)[,]?|,? you know,?|,? i mean,/g;
/** After "X's", the words that make it "X is" or "X has" rather than "X's own thing". */
const IS_AFTER = "not|on|off|in|out|broken|broke|full|going|coming|all|stuck|leaking|burning|smoking|stopped|packed|started|really|very|so|quite|too|freezing|stone|bleeding|hurting|aching|spinning|racing|pounding|tight|heavy|numb|weak|dead|funny|cold|empty|bare|bad|worse|getting|making|trying|fluttering|thumping|drooping|dropped|slurred|filling|alight|missing|gone|here|there|at|outside|upstairs|downstairs|inside|still|killing|screaming|beeping|ringing|sounding|hissing";
const HAS_AFTER = 'been|got|gone|had|taken|stopped|broken|caught|packed|started|left|run|come|died|collapsed|fallen';

export function normalise(text: string): string {
  let t = text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\bcan not\b/g, 'cannot')
    .replace(/\bi ?'m\b/g, "i'm");
  for (const [pattern, to] of BARE_CONTRACTIONS) t = t.replace(pattern, to);
  for (const [pattern, to] of SPOKEN_FORMS) t = t.replace(pattern, to);
  return t
    .replace(FILLERS, '$1')
    .replace(new RegExp(`\\b([a-z]+)'s (${HAS_AFTER})\\b`, 'g'), '$1 has $2')
    .replace(/\b(someone|somebody|there|he|she|it|that|who|what|everything|something)'s\b/g, '$1 is')
    .replace(new RegExp(`\\b([a-z]+)'s (${IS_AFTER})\\b`, 'g'), '$1 is $2')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,]+/, '')
    .trim();
}

