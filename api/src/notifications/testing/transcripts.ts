import type { TranscriptLine } from '../../db/schema/index.js';

/** A short companionship call whose Moment and wellness notes are known in advance. */
export function companionshipTranscript(start = new Date(Date.now() - 14 * 60_000)): TranscriptLine[] {
  const lines: Array<[TranscriptLine['speaker'], string]> = [
    ['companion', "Hello Rosa, it's your Fondly companion. I'm an AI, calling for our chat. How are you today?"],
    ['recipient', 'Oh hello dear.'],
    ['recipient', "I'm feeling quite cheerful today, really."],
    ['companion', 'How have you been sleeping?'],
    ['recipient', 'I slept like a log last night.'],
    ['companion', 'And have you been eating well?'],
    ['recipient', 'I had a bowl of soup for lunch with some bread.'],
    ['companion', 'What have you been up to this week?'],
    ['recipient', 'The tomatoes on the balcony are finally turning red, and I picked the first three this morning.'],
    ['recipient', 'My granddaughter Lily is coming on Sunday and we are going to bake scones together.'],
    ['companion', 'That sounds lovely. Anything on your mind?'],
    ['recipient', 'My knee has been aching on the stairs, but it is not too bad.'],
    ['companion', 'Thank you for the chat, Rosa. Talk soon.'],
    ['recipient', 'Goodbye dear.'],
  ];
  return lines.map(([speaker, text], i) => ({ speaker, text, at: new Date(start.getTime() + i * 60_000).toISOString() }));
}

const MEMORIES = [
  'When I was nineteen we lived above the bakery on Mill Street in Dayton.',
  'Every Saturday my sister Joan and I walked to the Palais to dance.',
  'I remember the band played until midnight and my father waited up for us with the lamp on.',
  'That is where I met your grandfather, Walter, in the spring of 1958.',
  'He stepped on my feet twice and then asked if he could walk me home.',
  'We were married two years later at St. Mary’s, and it rained all day.',
  'My mother made the cake herself, three tiers with lemon icing.',
  'We used to take the train to the lake every August when the children were small.',
  'I loved the smell of the pine trees and the cold water in the mornings.',
  'Walter taught all three children to swim off the old wooden dock.',
  'I worked at the telephone exchange for eleven years before the children came.',
  'We had to wear white gloves and we were not allowed to laugh on the line.',
  'The best thing my father ever told me was to be kind first and clever second.',
  'I was so proud the day our Susan graduated from nursing school.',
  'We kept chickens in the back yard during the war years and I named every one.',
];

/**
 * A realistic 15-minute story call: greeting, a check-in, then long stretches of the
 * recipient remembering, with the companion's prompts in between (about 2,000 words).
 */
export function storyTranscript(minutes = 15, start = new Date(Date.now() - minutes * 60_000)): TranscriptLine[] {
  const lines: Array<[TranscriptLine['speaker'], string]> = [
    ['companion', "Hello Rosa, it's your Fondly companion, an AI, calling to hear another of your stories. Is now a good time?"],
    ['recipient', 'Oh yes, hello dear. Now is fine.'],
    ['companion', 'How are you feeling today?'],
    ['recipient', 'I feel well, thank you, a little tired.'],
    ['companion', 'Last time you mentioned dancing. Would you tell me more about those days?'],
  ];
  const prompts = ['What happened next?', 'How did that feel?', 'Who else was there?', 'What do you remember most?', 'Tell me more about that.'];
  let m = 0;
  while (lines.length < minutes * 9) {
    const story = MEMORIES[m % MEMORIES.length]!;
    const detail = MEMORIES[(m * 7 + 3) % MEMORIES.length]!;
    lines.push(['recipient', `${story} ${m % 3 === 0 ? 'Oh, it was such a long time ago now.' : ''} ${detail}`.replace(/\s+/g, ' ').trim()]);
    lines.push(['companion', prompts[m % prompts.length]!]);
    lines.push(['recipient', m % 2 ? 'Well, let me think.' : `Yes. ${MEMORIES[(m + 5) % MEMORIES.length]}`]);
    m++;
  }
  lines.push(['companion', 'Thank you for sharing that, Rosa. I will make sure your family hears it. Goodbye for now.']);
  lines.push(['recipient', 'Goodbye dear, thank you for calling.']);
  const step = (minutes * 60_000) / lines.length;
  return lines.map(([speaker, text], i) => ({ speaker, text, at: new Date(start.getTime() + i * step).toISOString() }));
}
