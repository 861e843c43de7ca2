import type { TranscriptLine } from '../../db/schema/index.js';
import { buildCallPlan, type CallPlan, type Memory } from '../../calls/pipeline/conversation/call-plan.js';
import { CompanionSession } from './local.js';

/**
 * Scripted calls for the embedded companion (the dialogue test and `pnpm bench companion`):
 * what an older person might say, in many phrasings, and what a person listening would
 * expect of the reply.
 */
export type Expectation =
  /** Meets pain, loss, worry or sadness: sorry, never cheerful. */
  | 'sympathy'
  /** Meets good news warmly, never with "sorry". */
  | 'warmth'
  /** Says who is calling again, simply. */
  | 'reintroduces'
  /** Says the pending question again (pardon, confusion). */
  | 'asks-again'
  /** Ends the call now, naming the next call. */
  | 'ends'
  /** Does not end the call. */
  | 'continues'
  /** Kind to confusion, "I don't know" or repetition: no correcting. */
  | 'kind'
  /** No check-in question about sleep, food or worries (a story call, mid-story). */
  | 'no-check-in';

export interface Turn {
  say: string;
  expect?: Expectation[];
  /** Words the reply must contain (any one of them): her person, place or thing. */
  names?: string[];
}

export interface Dialogue {
  title: string;
  mode: 'loneliness' | 'stories';
  topics: string[];
  turns: Turn[];
}

export const CHEERFUL = /\b(wonderful|lovely to hear|that's lovely|how lovely|great to hear|how nice|fantastic|delightful)\b|\bI'm glad\b(?! we're| there| you told)/i;
export const SORRY = /\b(sorry|that must be|sounds hard|sounds worrying|great loss)\b/i;
export const CHECK_IN = /\b(sleeping|sleep|eating|eat|worrying you|bothering you|on your mind)\b/i;

export const DIALOGUES: Dialogue[] = [
  {
    title: 'a companionship call that starts confused and ends when she has to go',
    mode: 'loneliness',
    topics: [],
    turns: [
      { say: 'Hello? Who is this?', expect: ['reintroduces', 'continues'] },
      { say: "Oh, that's nice. I'm alright, I suppose.", expect: ['continues'] },
      { say: 'My knee is a bit stiff today.', expect: ['sympathy'], names: ['knee'] },
      { say: "I'm not sleeping well, to tell you the truth.", expect: ['sympathy'] },
      { say: 'My father had a bakery in Guadalajara and every Sunday we woke up to the smell of fresh bread.', names: ['bakery', 'Guadalajara'] },
      { say: 'Oh, cinnamon and sugar. My brother Luis and I used to sneak the sweet rolls when he was not looking.', names: ['Luis', 'brother', 'rolls'] },
      { say: 'Pardon? I didn\'t catch that.', expect: ['asks-again', 'continues'] },
      { say: 'Luis passed away last spring. I miss him terribly.', expect: ['sympathy'], names: ['Luis', 'him'] },
      { say: 'I have to go and water my roses now. Goodbye, dear.', expect: ['ends'], names: ['roses'] },
    ],
  },
  {
    title: 'good news and mixed feelings',
    mode: 'loneliness',
    topics: ['Hobbies and interests'],
    turns: [
      { say: 'Good morning!', expect: ['continues'] },
      { say: 'Not bad at all, thank you.', expect: ['warmth'] },
      { say: 'My granddaughter Emily got married last Saturday!', expect: ['warmth'], names: ['wedding', 'Emily', 'married'] },
      { say: 'It was beautiful, in a little garden by the lake.', names: ['garden', 'lake', 'wedding'] },
      { say: 'My back has been aching all week, but my son came to visit yesterday.', expect: ['sympathy'], names: ['back'] },
      { say: "I don't know, really.", expect: ['kind', 'continues'] },
      { say: "I've been feeling a bit lonely since the winter started.", expect: ['sympathy'] },
      { say: "What do you mean? I don't understand.", expect: ['kind', 'continues'] },
      { say: 'I have a doctor\'s appointment on Tuesday and I am worried about it.', expect: ['sympathy'] },
      { say: 'Oh, and my grandson just got engaged!', expect: ['warmth'], names: ['engaged'] },
      { say: 'Well, I must be going now. Talk to you later.', expect: ['ends'] },
    ],
  },
  {
    title: 'a story call about a first love, and no check-in after it',
    mode: 'stories',
    topics: ['Love and relationships'],
    turns: [
      { say: 'Hello dear.', expect: ['continues'] },
      { say: "I'm doing fine, thank you.", expect: ['warmth'] },
      { say: 'I met my husband Harold at a dance in Chicago in 1952. He stepped on my toes all night.', names: ['Harold', 'husband', 'Chicago'], expect: ['no-check-in'] },
      { say: 'He was so shy, but he asked me to dance again the very next week.', expect: ['no-check-in', 'continues'] },
      { say: 'We got married a year later at the little church on Main Street.', expect: ['no-check-in', 'warmth'] },
      { say: 'Oh, he was kind. He passed away ten years ago and I still miss him.', expect: ['sympathy', 'no-check-in'], names: ['him', 'Harold'] },
      { say: 'His laugh. He laughed at everything, even my terrible cooking.', expect: ['no-check-in', 'continues'] },
      { say: 'Sorry, what was that?', expect: ['asks-again', 'no-check-in'] },
      { say: 'I suppose patience, and a good sense of humour.', expect: ['no-check-in', 'continues'] },
      { say: 'Bye now, love. Speak soon.', expect: ['ends'] },
    ],
  },
  {
    title: 'a story call about work, with repetition and a question back',
    mode: 'stories',
    topics: ['Career and work life'],
    turns: [
      { say: 'Yes, hello?', expect: ['continues'] },
      { say: 'Oh, a bit tired, but fine. How are you?', expect: ['continues'] },
      { say: 'I worked at the shipyard in Baltimore for thirty years, building tug boats.', names: ['shipyard', 'Baltimore', 'boats'], expect: ['no-check-in'] },
      { say: 'It was loud and cold, but the men there were like family to me.', expect: ['no-check-in', 'continues'] },
      { say: 'I worked at the shipyard in Baltimore for thirty years, you know.', expect: ['kind', 'no-check-in'] },
      { say: 'My first job was delivering newspapers on my bicycle.', names: ['bicycle', 'newspapers'], expect: ['no-check-in'] },
      { say: 'Is this a real person I am talking to?', expect: ['reintroduces', 'continues'] },
      { say: 'I am proud of my three children, all of them.', names: ['children'], expect: ['warmth', 'no-check-in'] },
      { say: "I've got to go, the nurse is here. Cheerio!", expect: ['ends'] },
    ],
  },
  {
    title: 'a companionship call with worry, grief and a pet',
    mode: 'loneliness',
    topics: ['Cooking and recipes'],
    turns: [
      { say: 'Hi there.', expect: ['continues'] },
      { say: "Honestly, not so good. My sister died on Friday.", expect: ['sympathy'], names: ['sister', 'her'] },
      { say: 'She was always the strong one. She looked after all of us when Mother was ill.', expect: ['continues'] },
      { say: "I'm worried about the money for the funeral.", expect: ['sympathy'] },
      { say: 'My cat Whiskers keeps me company, at least.', names: ['cat', 'Whiskers'] },
      { say: 'He sleeps on my feet every night and purrs like an engine.', expect: ['continues'] },
      { say: 'What did you say?', expect: ['asks-again'] },
      { say: 'What day is it today, dear? I lose track.', expect: ['continues'], names: ['Tuesday'] },
      { say: 'Do you have a cat too?', expect: ['continues'], names: ['AI companion'] },
      { say: 'I used to make tamales with my mother every Christmas.', names: ['tamales', 'mother'] },
      { say: 'Thank you for calling, dear. I need to go and lie down now. Goodbye.', expect: ['ends'] },
    ],
  },
  {
    title: 'the cheerful recipient of the simulated phone: check-in answers taken as answers, a lovely chat answered with an offer to close, her yes ends the call',
    mode: 'loneliness',
    topics: ['Cooking and recipes'],
    turns: [
      { say: 'Oh hello! How nice of you to call.', expect: ['continues'], names: ['feeling'] },
      { say: "I'm feeling pretty good today, thank you.", expect: ['warmth', 'continues'] },
      { say: 'I slept well, better than last week.', expect: ['warmth', 'continues'] },
      { say: 'I had porridge for breakfast and a nice soup for lunch.', expect: ['continues'], names: ['worrying'] },
      { say: "Nothing's worrying me really. My granddaughter Emma is starting school next week.", expect: ['continues'], names: ['Emma'] },
      { say: 'That was a lovely chat. Thank you, dear.', expect: ['continues'] },
      { say: 'Yes, I think so. Bye now, dear.', expect: ['ends'] },
    ],
  },
];

/** A plan for a corpus dialogue (Rose Alvarez, the family's Sarah). */
export function corpusPlan(d: Pick<Dialogue, 'mode' | 'topics'>, memory: Memory = { summaries: [], askedQuestions: [] }, callNumber = 0): CallPlan {
  return buildCallPlan({
    callId: `corpus-${callNumber}`,
    recipientName: 'Rose Alvarez',
    subscriberName: 'Sarah',
    agentType: d.mode,
    voice: 'female',
    topics: d.topics,
    specialInstructions: '',
    memory,
    nextCallLine: "I'll call you again on Thursday morning.",
    callNumber,
    timeZone: 'America/New_York',
  });
}

/** Tuesday, November 24, 2026, 10:00 in New York. */
export const CORPUS_NOW = new Date('2026-11-24T15:00:00Z');

export interface PlayedTurn {
  said: string;
  reply: string;
  ended: boolean;
  /** The pending question before this turn (for "asks again"). */
  before: string;
  ms: number;
}

/** Plays a dialogue through the embedded companion, as the engine would (the opening first). */
export function play(d: Dialogue, plan = corpusPlan(d)): { turns: PlayedTurn[]; session: CompanionSession; transcript: TranscriptLine[] } {
  const session = new CompanionSession(plan);
  const at = () => new Date().toISOString();
  const transcript: TranscriptLine[] = [{ speaker: 'companion', text: plan.opening, at: at() }];
  const turns: PlayedTurn[] = [];
  let last = plan.opening;
  for (const t of d.turns) {
    if (session.finished) break;
    transcript.push({ speaker: 'recipient', text: t.say, at: at() });
    const started = performance.now();
    const reply = session.respond({ transcript, phase: 'conversation', elapsedMs: 60_000, now: CORPUS_NOW });
    const ms = performance.now() - started;
    transcript.push({ speaker: 'companion', text: reply, at: at() });
    turns.push({ said: t.say, reply, ended: session.finished, before: last, ms });
    last = reply;
  }
  return { turns, session, transcript };
}

/** The question a line ends with ("…? "), or ''. */
export function questionOf(line: string): string {
  return /([^.!?]*\?)\s*$/.exec(line)?.[1]?.trim() ?? '';
}
