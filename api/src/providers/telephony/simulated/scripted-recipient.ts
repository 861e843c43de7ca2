/**
 * Scripted test recipients of the simulated phone. The numbers 555-0100 to 555-0199 are
 * reserved for fiction in North America, so none of them can be a real person. Any area
 * code works: +1 212 555 0103 and +1 416 555 0103 are both the cheerful recipient.
 */
export interface ScriptLine {
  /** What the recipient says when it is their turn. */
  say?: string;
  /** Thinking time before they speak (ms, real time). */
  pauseMs?: number;
  /** Says nothing this turn (the companion's silence handling takes over). */
  silent?: boolean;
  hangup?: boolean;
  /** Talks over the companion's next sentence (a real barge-in). */
  interrupt?: string;
  /** How long the interruption goes on before its words are final. */
  holdMs?: number;
  /** A nod ("mm") during the companion's next sentence: not an interruption. */
  nod?: string;
}

export interface RecipientScript {
  kind: 'conversation' | 'no-answer' | 'busy' | 'voicemail';
  name: string;
  lines: ScriptLine[];
}

const CHEERFUL: ScriptLine[] = [
  { say: "Oh hello! Yes, that's fine. How nice of you to call." },
  { say: "I'm feeling pretty good today, thank you." },
  { say: 'I slept well, better than last week.' },
  { say: 'I had porridge for breakfast and a nice soup for lunch.' },
  { say: "Nothing's worrying me really. My granddaughter Emma is starting school next week." },
  { say: 'I grew up on a farm in Ohio. We had cows and a big red barn.' },
  { say: 'My mother taught me to bake bread when I was seven.' },
  { say: 'I used to work as a nurse at the county hospital.' },
  { say: 'That was a lovely chat. Thank you, dear.' },
  { say: 'Yes, I think so. Bye now, dear.' },
];

export const SCRIPTS: Record<string, RecipientScript> = {
  '0100': { kind: 'no-answer', name: 'Never answers', lines: [] },
  '0101': { kind: 'busy', name: 'Always busy', lines: [] },
  '0102': { kind: 'voicemail', name: 'Answering machine', lines: [] },
  '0103': { kind: 'conversation', name: 'Cheerful', lines: CHEERFUL },
  '0104': {
    kind: 'conversation',
    name: 'Has fallen',
    lines: [
      { say: 'Hello? Oh, thank goodness.' },
      { say: "I fell in the bathroom and I can't get up." },
      { say: 'Yes, the front door is unlocked.' },
      { say: 'My neighbour is here now. Thank you, dear. Goodbye.' },
    ],
  },
  '0105': {
    kind: 'conversation',
    name: 'Wants no more calls',
    lines: [{ say: 'Hello, who is this?' }, { say: 'Please stop calling me. I do not want these calls.' }, { say: 'Yes, please.' }],
  },
  '0106': { kind: 'conversation', name: 'Silent', lines: [] },
  '0107': {
    kind: 'conversation',
    name: 'Nods and interrupts',
    lines: [
      { say: "Hello dear. Yes, that's fine." },
      { nod: 'mm' },
      { say: "I'm well, thank you." },
      { interrupt: 'Sorry to cut in, but my neighbour just brought me flowers!', holdMs: 1500 },
      { say: 'I slept like a log.' },
    ],
  },
  // Her voice (decision 154): her yes, or her no, to the recording question asked after the call's consent.
  '0112': {
    kind: 'conversation',
    name: 'Glad to be recorded',
    lines: [{ say: 'Yes, that is fine. How nice of you to call.' }, { say: 'Yes, that would be lovely.' }, ...CHEERFUL.slice(1)],
  },
  '0113': {
    kind: 'conversation',
    name: 'Rather not be recorded',
    lines: [{ say: 'Yes, that is fine. How nice of you to call.' }, { say: 'No, I would rather you did not.' }, ...CHEERFUL.slice(1)],
  },
  '0108': { kind: 'conversation', name: 'Hangs up', lines: [{ say: 'Hello?' }, { hangup: true }] },
  '0109': {
    kind: 'conversation',
    name: 'Has fallen, waits for help',
    lines: [{ say: 'Hello?' }, { say: "I've fallen on the kitchen floor and I can't get up." }, { say: 'Yes, please get my family.' }],
  },
  // Her say over what the family reads (decision 155): a passage kept private, and her no to the call's note.
  '0110': {
    kind: 'conversation',
    name: 'Keeps something private',
    lines: [
      { say: "Oh hello! Yes, that's fine. How nice of you to call." },
      // Her answer to the recording question her first call asks (decision 154).
      { say: "Yes, that's fine." },
      { say: "I'm feeling pretty good today, thank you." },
      { say: "I've been stepping out with a gentleman from church called Harold." },
      { say: "Don't tell my daughter. Keep that between us." },
      { say: 'I grew up on a farm in Ohio. We had cows and a big red barn.' },
      { say: 'That was a lovely chat. Thank you, dear.' },
      { say: 'Yes, I think so. Bye now, dear.' },
    ],
  },
  '0111': {
    kind: 'conversation',
    name: 'Hears the note and says no to it',
    lines: [
      { say: "Oh hello! Yes, that's fine. How nice of you to call." },
      { say: "No, I'd rather not." },
      { say: 'I grew up on a farm in Ohio. We had cows and a big red barn.' },
      { say: 'My mother taught me to bake bread when I was seven.' },
      { say: 'What will you tell my daughter?' },
      { say: "No, don't send it." },
      { say: 'Bye now, dear.' },
    ],
  },
};

/**
 * Scripts for one whole number (the area code 212 is typed by hand in tests, never generated for a
 * signup, so these numbers stay theirs). The loneliness questions (decision 156): her second turn
 * is a calm one, so a call that may ask them asks there; on other calls her answers meet the
 * companion's own questions.
 */
export const WHOLE_NUMBER_SCRIPTS: Record<string, RecipientScript> = {
  '+12125550180': {
    kind: 'conversation',
    name: 'Often lonely',
    lines: [
      { say: "Yes, that's fine. Hello dear, how nice of you to call." },
      { say: "I'm alright today, thank you." },
      { say: 'Often, to be honest.' },
      { say: 'Some of the time.' },
      { say: 'Often.' },
      { say: 'I had a nice soup for lunch.' },
      { say: 'Thank you, dear. Goodbye now.' },
    ],
  },
  '+12125550181': {
    kind: 'conversation',
    name: 'Less lonely lately',
    lines: [
      { say: "Yes, that's fine. Hello dear, how nice of you to call." },
      { say: "I'm alright today, thank you." },
      { say: 'Some of the time.' },
      { say: 'Some of the time.' },
      { say: 'Hardly ever, these days.' },
      { say: 'I had a nice soup for lunch.' },
      { say: 'Thank you, dear. Goodbye now.' },
    ],
  },
};

/** The script for a reserved test number, or null for a number that rings on the operator's phone. */
export function scriptForNumber(e164: string): RecipientScript | null {
  if (WHOLE_NUMBER_SCRIPTS[e164]) return WHOLE_NUMBER_SCRIPTS[e164];
  const m = /^\+1\d{3}555(01\d\d)$/.exec(e164);
  if (!m) return null;
  return SCRIPTS[m[1]!] ?? SCRIPTS['0103']!;
}
