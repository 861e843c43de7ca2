import { DateTime } from 'luxon';
import { emptyProfile, type OpenThread, type RecipientProfile } from '@fondly/contract/profile';

/**
 * The plan of one call (docs/decisions/013-conversation.md): an opening that names Fondly,
 * says it is an AI companion calling on behalf of the subscriber and that the call is
 * recorded for the family, then greets the recipient by name; a wellness check-in; the
 * chosen topics; a warm close that mentions the next call.
 */
export interface CallPlan {
  callId: string;
  /** The name she is called by (preferred name, else first name); never the full name. */
  recipientName: string;
  /** Her full name, for the family's pages and the model's context only. */
  fullName: string;
  subscriberName: string;
  agentType: 'loneliness' | 'stories';
  voice: 'female' | 'male';
  topics: string[];
  specialInstructions: string;
  opening: string;
  wellnessQuestions: string[];
  topicQuestions: string[];
  /** What the companion remembers of her: people, places, pets, health notes, likes. */
  profile: RecipientProfile;
  /** Open threads the call follows up on, newest first ("How is your knee today?"); one or two per call. */
  openThreads: OpenThread[];
  previousSummaries: string[];
  /** Questions earlier calls asked (none is asked again). */
  askedBefore: string[];
  /** Her IANA zone, for the date and local time the model is told. */
  timeZone: string;
  /** "I'll call you again on Thursday morning." or a softer line when nothing is planned. */
  nextCallLine: string;
  /** Calls aim for 10 to 15 minutes; the engine never lets one pass 15. */
  targetMinutes: number;
  /** Her first call: after the disclosure, the companion asks whether she is happy to be called (her own consent). */
  askConsent?: boolean;
  /** She has not yet said whether her voice may be kept: asked after the call's consent, or in the opening (docs/recordings.md). */
  askRecordingConsent?: boolean;
  /**
   * A call-back whose caller ID was not fully attested: nothing of her is said until she is
   * recognised (recognition.ts, decision 131); then `opening`.
   */
  recognise?: boolean;
  /** This call may ask the three loneliness questions (UCLA-3), when a calm moment comes (loneliness/, decision 156). */
  measureLoneliness?: boolean;
}

export interface Memory {
  summaries: string[];
  askedQuestions: string[];
  profile?: RecipientProfile;
}

export const WELLNESS_QUESTIONS: string[][] = [
  ['How are you feeling today?', 'How have you been feeling these last few days?', 'How is your health treating you this week?'],
  ['How have you been sleeping?', 'Did you get a good night’s rest?', 'Are you sleeping well at the moment?'],
  ['Have you been eating well?', 'What did you have to eat today?', 'Are you managing to get good meals in?'],
  ['Is there anything worrying you at the moment?', 'Is anything on your mind that you’d like to talk about?', 'Is there anything bothering you these days?'],
];

/** Questions per topic: the 12 schedule-page topics and the companionship themes. */
export const TOPIC_QUESTIONS: Record<string, string[]> = {
  'Childhood memories': ['What is one of your happiest memories from when you were little?', 'What games did you play as a child?', 'What was the house you grew up in like?', 'Who was your best friend growing up?'],
  'School and education': ['What do you remember about your school days?', 'Was there a teacher who made a difference to you?', 'What was your favourite subject at school?'],
  'Family traditions': ['What traditions did your family keep when you were growing up?', 'Is there a family recipe or custom that has been passed down?', 'How did your family celebrate birthdays?'],
  'Career and work life': ['What kind of work did you do over the years?', 'What was your very first job?', 'What are you proudest of from your working life?'],
  'Love and relationships': ['How did you meet someone special in your life?', 'What do you think makes a relationship last?', 'Who has been the greatest friend of your life?'],
  'Life lessons learned': ['What is the most important lesson life has taught you?', 'What would you tell your younger self?', 'What has surprised you most about life?'],
  'Favorite holidays': ['Which holiday did you love most, and why?', 'What is a holiday memory that still makes you smile?', 'How did you spend the holidays as a child?'],
  'Travel adventures': ['What is the most memorable place you have visited?', 'Is there a trip you still think about?', 'Where would you go if you could travel anywhere tomorrow?'],
  'Cooking and recipes': ['What dish are you known for making?', 'Who taught you to cook?', 'What meal reminds you of home?'],
  'Hobbies and interests': ['What do you enjoy doing in your spare time?', 'Is there a hobby you have loved for many years?', 'What have you been enjoying lately?'],
  'Historical events they lived through': ['What big event from history do you remember living through?', 'How has the world changed most in your lifetime?', 'Where were you when you heard some big news that everyone remembers?'],
  'Advice for younger generations': ['What advice would you give your grandchildren?', 'What do you wish young people knew?', 'What matters most in life, in your view?'],
  childhood: ['What is one of your happiest memories from when you were little?', 'What games did you play as a child?'],
  family: ['Tell me about your family. Who are you closest to?', 'What do you love most about your family?'],
  career: ['What kind of work did you do over the years?', 'What was your very first job?'],
  love: ['How did you meet someone special in your life?', 'What do you think makes love last?'],
  wisdom: ['What is the most important lesson life has taught you?', 'What would you tell your younger self?'],
  companionship: ['What have you been up to this week?', 'What made you smile recently?', 'Have you seen or talked to anyone nice lately?', 'Is there something you are looking forward to?', 'What is the weather like where you are today?'],
};

const STORY_DEFAULTS = ['Childhood memories', 'Family traditions', 'Life lessons learned'];

/** Check-in questions per kind, in the order of WELLNESS_QUESTIONS. */
export const CHECK_IN_KINDS = ['feeling', 'sleep', 'eating', 'worry'] as const;

export function buildOpening(recipientName: string, subscriberName: string): string {
  return `Hello, this is Fondly, an AI companion calling on behalf of ${subscriberName}. This call is written down so your family can share in it. It's so nice to talk with you, ${recipientName}!`;
}

/** Who is calling, from the opening: "This is Fondly, an AI companion calling on behalf of Sarah." */
export function introductionIn(opening: string): string {
  const first = opening.split(/(?<=[.!?])\s+/).find((x) => /\bFondly\b/.test(x)) ?? 'This is Fondly, an AI companion.';
  return first.replace(/^(hello|hi),?\s+/i, '').replace(/^\w/, (c) => c.toUpperCase());
}

/** "on Thursday morning", "tomorrow afternoon": when the next call comes, in the recipient's words. */
export function describeNextCall(nextDueAt: Date | null, zone: string, now: Date): string {
  if (!nextDueAt) return 'I look forward to talking with you again soon.';
  const t = DateTime.fromJSDate(nextDueAt, { zone });
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const days = Math.round(t.startOf('day').diff(today, 'days').days);
  const part = t.hour < 12 ? 'morning' : t.hour < 17 ? 'afternoon' : 'evening';
  const when = days === 0 ? `later today` : days === 1 ? `tomorrow ${part}` : days < 7 ? `on ${t.toFormat('cccc')} ${part}` : `on ${t.toFormat('cccc, LLLL d')}`;
  return `I'll call you again ${when}.`;
}

const normalise = (q: string) => q.toLowerCase().replace(/[^a-z ]/g, '');

export function buildCallPlan(input: {
  callId: string;
  /** Her full name as the family entered it. */
  recipientName: string;
  /** What she likes to be called (from her profile); empty: her first name. */
  preferredName?: string;
  timeZone?: string;
  subscriberName: string;
  agentType: 'loneliness' | 'stories';
  voice: 'female' | 'male';
  topics: string[];
  specialInstructions: string;
  memory: Memory;
  nextCallLine: string;
  callNumber: number;
}): CallPlan {
  const asked = new Set(input.memory.askedQuestions.map(normalise));
  // Wellness questions come back every call, in a different wording each time.
  const wellnessQuestions = WELLNESS_QUESTIONS.map((variants) => variants[input.callNumber % variants.length]!);
  const topics = input.topics.length ? input.topics : input.agentType === 'stories' ? STORY_DEFAULTS : ['companionship'];
  const profile = input.memory.profile ?? emptyProfile();
  const pools = topics.map((t) => (TOPIC_QUESTIONS[t] ?? [`What comes to mind when you think about ${t.toLowerCase()}?`]).filter((q) => !asked.has(normalise(q))));
  // A story call never runs out of story questions: the general story topics follow the chosen ones.
  const more = input.agentType === 'stories' ? STORY_DEFAULTS.filter((t) => !topics.includes(t)).flatMap((t) => TOPIC_QUESTIONS[t]!.filter((q) => !asked.has(normalise(q)))) : [];
  if (input.agentType === 'loneliness' && !topics.includes('companionship')) {
    pools.push(TOPIC_QUESTIONS.companionship!.filter((q) => !asked.has(normalise(q))));
  }
  // Interleave the topics so one call touches several of them.
  const topicQuestions: string[] = [];
  for (let i = 0; pools.some((p) => p.length > i); i++) for (const p of pools) if (p[i]) topicQuestions.push(p[i]!);
  topicQuestions.push(...more.filter((q) => !topicQuestions.includes(q)));
  const calledBy = input.preferredName?.trim() || profile.preferredName.trim() || input.recipientName.trim().split(/\s+/)[0] || input.recipientName;
  return {
    callId: input.callId,
    recipientName: calledBy,
    fullName: input.recipientName,
    subscriberName: input.subscriberName,
    agentType: input.agentType,
    voice: input.voice,
    topics,
    specialInstructions: input.specialInstructions,
    opening: buildOpening(calledBy, input.subscriberName),
    wellnessQuestions,
    topicQuestions,
    profile,
    openThreads: [...profile.openThreads].reverse().slice(0, 2),
    previousSummaries: input.memory.summaries.slice(0, 3),
    askedBefore: input.memory.askedQuestions.slice(0, 300),
    timeZone: input.timeZone ?? 'America/New_York',
    nextCallLine: input.nextCallLine,
    targetMinutes: 10,
  };
}
