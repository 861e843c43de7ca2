import { DateTime } from 'luxon';
import type { TranscriptLine } from '../../db/schema/index.js';
import { CHECK_IN_KINDS, type CallPlan } from '../../calls/index.js';
import { extractProfileUpdate } from '../../calls/index.js';
import { analyse, asGerund, contentWords, isPet, isPlural, pronounFor, type CheckIn, type Heard } from './listen.js';
import type { Brain, BrainEvent, BrainSession, CallMemoryNotes, TurnInput } from './port.js';

/**
 * The embedded companion (docs/decisions/070-a-companion-that-listens.md). It cannot think
 * like a model, but it listens: every reply is built from what she just said (sympathy for
 * pain, loss and worry, warmth for good news, a follow-up that names her person, place or
 * thing), a story gets several follow-ups before the next topic, goodbye ends the call at
 * once, "who is this?" gets a simple introduction, and "pardon?" or confusion leaves the
 * question pending and says it again, more simply.
 */

interface Question {
  text: string;
  kind: 'thread' | 'check-in' | 'topic' | 'follow-up';
  checkIn?: CheckIn;
  /** For a thread: the thread's text (closed after the call). */
  thread?: string;
  /** A plainer way to ask it, for when she is confused. */
  simpler?: string;
}

const SIMPLER: Record<CheckIn, string> = {
  feeling: 'Are you feeling well today?',
  sleep: 'Did you sleep well last night?',
  eating: 'Have you had something to eat today?',
  worry: 'Is anything troubling you?',
};

const SMELLS = /\b(bakery|bread|bake|baking|kitchen|garden|flowers?|roses?|cake|pie|cooking|farm|market|orchard|cookies|coffee|shop|restaurant|café|cafe|barn|meals?|dinners?|soup|stew|tortillas?|pastries|lilacs?)\b/i;
const FOOD = /\b(tamales|bread|pies?|cakes?|cookies|biscuits|jam|soup|stew|roast|pudding|dumplings|pierogi|pasta|sauce|tortillas|pastries|turkey|ham|chili|curry|rice|beans)\b/i;
const SETTING = /\b(garden|lake|church|farm|house|beach|park|river|kitchen|school|village|town|city|field|barn|shop|bakery|dance|hall|ballroom|mountains?|sea|seaside|harbou?r|station|market)\b/;
const CONTINUE_NOW = ['Tell me more about that.', 'What do you enjoy most about it?', 'How long has it been that way?'];
const LONG_AGO = /\b(used to|when i was|ago|back then|in those days|grew up|as a (child|girl|boy|kid)|1[89]\d\d)\b/i;
/** An engagement: the wedding is still ahead. */
const ENGAGED = /\b(engaged|engagement)\b/i;
const FUTURE = /\b(getting|going to|will|'ll|next (week|month|year|summer)|soon|tomorrow|in (january|february|march|april|may|june|july|august|september|october|november|december))\b/i;
const CONTINUE_STORY = ['What happened next?', 'How did that make you feel?', 'Who else was there with you?', 'What do you remember most about that time?', 'What was that like for you?'];
const PAST_THING = ['what do you remember most about it?', 'what did it look like?', 'who else was there with you?', 'what was a day there like?'];
const PRESENT_THING = ['what do you love most about it?', 'how long have you had it?', 'tell me more. What is it like?'];

const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const norm = (q: string) => q.toLowerCase().replace(/[^a-z ]/g, '');

/** "my garden is lovely" -> "your garden is lovely". */
export function toSecondPerson(sentence: string): string {
  const map: Record<string, string> = { i: 'you', "i'm": "you're", "i've": "you've", "i'd": "you'd", "i'll": "you'll", me: 'you', my: 'your', mine: 'yours', am: 'are', was: 'were', myself: 'yourself', we: 'you', our: 'your', us: 'you' };
  return sentence
    .replace(/[’]/g, "'")
    .split(/(\s+)/)
    .map((w) => {
      const m = /^([A-Za-z']+)(\W*)$/.exec(w);
      if (!m) return w;
      const rep = map[m[1]!.toLowerCase()];
      return rep ? rep + m[2] : w;
    })
    .join('');
}

export class CompanionSession implements BrainSession {
  finished = false;
  askedQuestions: string[] = [];
  threadsAsked: string[] = [];
  private readonly queue: Question[];
  private pending: Question | null = null;
  private lastLine = '';
  private readonly answered = new Set<CheckIn>();
  private story: { key: Set<string>; followUps: number } | null = null;
  private readonly said: Array<Set<string>> = [];
  private turn = 0;
  private listeners: Array<(e: BrainEvent) => void> = [];
  /** Questions earlier calls asked: a follow-up is never one of them. */
  private readonly askedBefore: Set<string>;

  constructor(private readonly plan: CallPlan) {
    this.askedBefore = new Set(plan.askedBefore.map(norm));
    const threads: Question[] = plan.openThreads.slice(0, plan.agentType === 'stories' ? 1 : 2).map((t) => ({
      text: t.source === 'call' ? `Last time we spoke, you ${/\b(was|were)\b/.test(t.text) ? 'told me your' : 'mentioned your'} ${t.text.replace(/^(your|my) /i, '')}. ${t.question}` : t.question,
      kind: 'thread',
      thread: t.text,
    }));
    const checkIns: Question[] = plan.wellnessQuestions.map((text, i) => ({ text, kind: 'check-in', checkIn: CHECK_IN_KINDS[i], simpler: SIMPLER[CHECK_IN_KINDS[i]!] }));
    const topics: Question[] = plan.topicQuestions.map((text) => ({ text, kind: 'topic' }));
    // A story call asks how she is once, then tells stories; a companionship call checks in first.
    this.queue = plan.agentType === 'stories' ? [...threads, checkIns[0]!, ...topics] : [...threads, ...checkIns, ...topics];
  }

  onEvent(listener: (e: BrainEvent) => void) {
    this.listeners.push(listener);
  }

  async *reply(input: TurnInput): AsyncIterable<string> {
    const text = this.respond(input);
    this.lastLine = text;
    // Stream word by word, as a model would.
    for (const word of text.split(/(?<=\s)/)) {
      if (input.signal?.aborted) return;
      yield word;
    }
  }

  /** The next line, whole (the embedded companion needs no network). */
  respond(input: TurnInput): string {
    this.turn++;
    const heardText = herLastWords(input.transcript);
    const heard = heardText ? analyse(heardText) : null;
    const name = this.plan.recipientName;
    if (heard) for (const a of heard.answers) this.answered.add(a);
    if (heard?.intent === 'goodbye') return this.close(heard, true);
    if (input.phase === 'closing') return this.close(heard, false);
    if (!heard) return this.ask(this.next(), '');

    switch (heard.intent) {
      case 'pardon':
        // Not an answer: the same question again, plainly.
        return `Of course. ${this.pending ? this.pending.text : this.lastLine || `It's Fondly, calling for a chat, ${name}.`}`;
      case 'hold':
        // She is busy for a moment: no new question; the one waiting keeps.
        return "Of course, take your time. I'll be right here.";
      case 'who': {
        const intro = `This is Fondly, an AI companion. ${this.plan.subscriberName === 'the Fondly team' ? 'I' : `${this.plan.subscriberName} asked me to`} call you for a friendly chat, ${name}.`;
        return `${intro} ${this.pending ? this.pending.text : this.ask(this.next(), '')}`.trim();
      }
      case 'confused': {
        const q = this.pending;
        if (q?.simpler && norm(q.simpler) !== norm(this.lastLine)) return `That's quite all right, ${name}. Let me put it more simply. ${q.simpler}`;
        this.pending = null;
        return this.ask(this.next(), `That's quite all right, ${name}. It was a muddled question. Let's talk about something else.`);
      }
      case 'dont-know':
        this.story = null;
        return this.ask(this.next(), "That's quite all right. It doesn't matter at all.");
      case 'greeting':
        return this.ask(this.next(), this.turn === 1 ? `Hello, ${name}!` : '');
      case 'asks-day': {
        const now = DateTime.fromJSDate(input.now ?? new Date(), { zone: this.plan.timeZone }).setLocale('en-US');
        const said = /time/i.test(heard.text) ? `It's ${now.toFormat('h:mm a')} on ${now.toFormat('cccc')}.` : `Today is ${now.toFormat('cccc, LLLL d')}.`;
        return `${said} ${this.pending ? this.pending.text : this.ask(this.next(), '')}`.trim();
      }
      case 'asks-companion': {
        const answer = /\byour name\b/i.test(heard.text)
          ? "I'm Fondly, an AI companion. It's lovely to talk with you."
          : `That's kind of you to ask. I'm an AI companion, so I don't have a life like yours, but I love hearing about it.`;
        return this.pending ? `${answer} ${this.pending.text}` : this.ask(this.next(), answer);
      }
      case 'asks-back': {
        const ack = heard.feeling === 'good' ? "I'm glad you're well. " : heard.feeling !== 'neutral' ? `${this.acknowledge(heard)} ` : '';
        return this.ask(this.next(), `${ack}I'm very well, thank you for asking.`);
      }
      default:
        break;
    }

    // She has told this already, this call: no correcting, just a kind word and something new.
    const words = contentWords(heard.text);
    const repeated = words.size >= 3 && this.said.some((s) => [...words].filter((w) => s.has(w)).length / words.size >= 0.7);
    this.said.push(words);
    if (repeated) {
      this.story = null;
      return this.ask(this.next(), `Yes, you were telling me about that. I love hearing about it.`);
    }

    const ack = this.acknowledge(heard);
    const follow = this.followUp(heard, words);
    if (follow && !this.timeToClose(input) && !this.topicOverdue(input)) return this.ask({ text: follow, kind: 'follow-up' }, ack);
    this.story = null;
    if (this.timeToClose(input)) return this.close(heard, false);
    // Nothing to name and no feeling to meet: a quiet bridge, not a jump to the next question.
    const bridge = ack || (heard.words >= 4 ? ['I see.', 'Thank you for telling me.', 'That makes sense.'][this.turn % 3]! : '');
    return this.ask(this.next(), bridge);
  }

  /** The call has had its time and the family's chosen topic has not come up yet: it comes next, before more follow-ups. */
  private topicOverdue(input: TurnInput): boolean {
    if (!this.plan.topicQuestions.length || input.elapsedMs < this.plan.targetMinutes * 60_000) return false;
    if (this.queue.some((q) => q.kind === 'check-in' && !this.answered.has(q.checkIn!))) return false;
    return !this.askedQuestions.some((q) => this.plan.topicQuestions.includes(q));
  }

  private timeToClose(input: TurnInput): boolean {
    const targetReached = input.elapsedMs >= this.plan.targetMinutes * 60_000;
    // The check-in always happens; topics continue until the call has had its time.
    const checkInsLeft = this.queue.some((q) => q.kind === 'check-in' && !this.answered.has(q.checkIn!));
    // At least one of the family's chosen topics comes up, however short the call.
    const topicAsked = this.askedQuestions.some((q) => this.plan.topicQuestions.includes(q)) || !this.plan.topicQuestions.length;
    return targetReached && !checkInsLeft && topicAsked;
  }

  /** The next planned question she has not answered already. */
  private next(): Question | null {
    while (this.queue.length) {
      const q = this.queue.shift()!;
      if (q.kind === 'check-in' && this.answered.has(q.checkIn!)) continue;
      if (this.askedQuestions.some((a) => norm(a) === norm(q.text))) continue;
      return q;
    }
    return null;
  }

  private ask(q: Question | null, ack: string): string {
    if (!q) return this.close(null, false, ack);
    this.pending = q;
    this.askedQuestions.push(q.text);
    if (q.thread) this.threadsAsked.push(q.thread);
    return `${ack} ${q.text}`.trim();
  }

  private close(heard: Heard | null, sheIsLeaving: boolean, ack = heard ? this.acknowledge(heard) : ''): string {
    this.finished = true;
    this.pending = null;
    const name = this.plan.recipientName;
    if (sheIsLeaving) {
      const hard = heard && heard.feeling !== 'good' && heard.feeling !== 'neutral' ? `${this.acknowledge(heard)} ` : '';
      const enjoy = heard?.leavingTo && heard.feeling !== 'loss' ? ` Enjoy ${asGerund(heard.leavingTo)}.` : '';
      return `${hard}Of course, ${name}.${enjoy} It's been so lovely talking with you. ${this.plan.nextCallLine} Take good care until then. Goodbye!`;
    }
    return `${ack} It's been so lovely talking with you, ${name}. ${this.plan.nextCallLine} Take good care until then. Goodbye!`.trim();
  }

  /** Sympathy for what is hard, warmth for good news, a plain "I see" for the rest; never the other way round. */
  private acknowledge(h: Heard): string {
    const person = h.people.find((p) => p.relationship) ?? h.people[0];
    const t = this.turn;
    switch (h.feeling) {
      case 'loss':
        return person ? `Oh, I'm so sorry about ${person.phrase}. That is a great loss.` : "Oh, I'm so sorry. That is a great loss.";
      case 'pain': {
        if (!h.ailment && /\b(fall|fell|fallen)\b/i.test(h.text)) return h.alsoGood ? "Oh, I'm sorry you had a fall. I'm glad you're all right now." : "Oh, I'm sorry you had a fall. That must have been a shock.";
        const base = h.ailment
          ? `Oh, I'm sorry your ${h.ailment.part} ${/s$/.test(h.ailment.part) ? 'are' : 'is'} ${h.ailment.complaint}${/\btoday\b/i.test(h.text) ? ' today' : ''}.`
          : "Oh, I'm sorry you're not feeling well.";
        const news = h.alsoGood && (h.event || /\b(wonderful|lovely|happy|great|glad|won|visit|came)\b/i.test(h.text));
        return news ? `${base} I'm glad there is some good news too.` : `${base} That must be uncomfortable.`;
      }
      case 'worry': {
        if (h.upcoming) return `That sounds worrying. I hope your ${h.upcoming.what.replace(/^(my|the|a|an) /i, '')} ${h.upcoming.when} goes well.`.replace(/\s+goes/, ' goes');
        const about = /\bworr(?:ied|y|ying) about (?:the |my |our )?([a-z' ]{3,40}?)(?:[.,!?]|$| and | but )/i.exec(h.text)?.[1];
        return about && !/^(it|that|this|him|her|them|everything|things|you)$/i.test(about) ? `I'm sorry ${toSecondPerson(about).replace(/^(?!your )/, 'the ')} ${/s$/.test(about) ? 'are' : 'is'} worrying you. Thank you for telling me.` : 'That sounds worrying. Thank you for telling me about it.';
      }
      case 'sad':
        if (/\b(lonely|alone|isolated|on my own|by myself)\b/i.test(h.text)) return "I'm sorry you've been feeling lonely. I'm glad we're talking now.";
        if (/\b(sleep|slept|sleeping|nights?)\b/i.test(h.text)) return "I'm sorry you're not sleeping well. That can make everything harder.";
        if (/\b(tired|exhausted|worn out)\b/i.test(h.text)) return h.alsoGood ? "I'm sorry you're feeling tired. I'm glad you're all right otherwise." : "I'm sorry you're feeling so tired. That's hard.";
        return h.alsoGood ? "I'm sorry some of it has been hard. I'm glad there was some good in it too." : "I'm sorry to hear that. That sounds hard.";
      case 'good':
        if (h.event === 'wedding' && ENGAGED.test(h.text)) return person ? `${capitalise(person.name || person.phrase)} is engaged! How wonderful.` : 'An engagement! How wonderful.';
        if (h.event === 'wedding') return person?.name ? `${person.name} ${FUTURE.test(h.text) ? 'is getting' : 'got'} married! How wonderful.` : 'A wedding! How wonderful.';
        if (h.event === 'birth') return 'A new baby! What wonderful news.';
        if (h.event === 'visit' && person) return /\b(coming|will|going to)\b/i.test(h.text) ? `How lovely that ${person.phrase} is coming.` : `How lovely that ${person.phrase} came to see you.`;
        if (h.event === 'birthday') return 'A birthday! How lovely.';
        // Only her own words make a reply warm; the sentiment score alone gets a plain, interested word.
        if (!h.lexical) return h.event ? 'That sounds lovely.' : 'How interesting.';
        if (LONG_AGO.test(h.text) || h.past) return /beautiful/i.test(h.text) ? 'How beautiful.' : LONG_AGO.test(h.text) ? ['What a happy memory.', 'That sounds lovely.'][t % 2]! : 'That sounds lovely.';
        if (/\b(fine|alright|all right|okay|ok|not (too |so )?bad|can'?t complain|so-so|mustn'?t grumble|could be worse)\b/i.test(h.text)) return "I'm glad to hear it.";
        return ["That's lovely to hear.", "Oh, I'm glad.", 'How wonderful.'][t % 3]!;
      default:
        if (h.event === 'visit' && person && /\b(coming|will|going to)\b/i.test(h.text)) return `How lovely that ${person.phrase} is coming.`;
        if (h.event === 'wedding' && ENGAGED.test(h.text)) return person ? `${capitalise(person.name || person.phrase)} is engaged! How wonderful.` : 'An engagement! How wonderful.';
        if (h.event === 'wedding') return person?.name && /\bmarried\b/i.test(h.text) ? `${person.name} ${FUTURE.test(h.text) ? 'is getting' : 'got'} married! How wonderful.` : 'A wedding!';
        if (/\b(doctor|blood pressure|hospital|surgery|operation|tests?|scan|medication|medicine|pills|nurse)\b/i.test(h.text)) return 'Thank you for telling me about that.';
        return '';
    }
  }

  /** A question about what she just told, or null when it is time for the next topic. */
  private followUp(h: Heard, words: Set<string>): string | null {
    // A loss is never followed by a cheerful new topic: one gentle question about the person first.
    const limit = (this.plan.agentType === 'stories' ? 3 : 2) + (h.feeling === 'loss' ? 1 : 0);
    const storyLike = h.words >= 9 || (h.past && h.words >= 6);
    const focus = [...h.people.map((p) => p.name || p.relationship), ...h.places, ...h.things.filter((t) => !t.phrase.startsWith('the ')).map((t) => t.word)].map((w) => w.toLowerCase());
    const newFocus = focus.some((f) => !f.split(' ').some((w) => this.story?.key.has(w.replace(/s$/, ''))));
    // The same story goes on: it shares words with it, or she carries on with "he", "we", "it".
    const continuing = !!this.story && ([...words].some((w) => this.story!.key.has(w)) || (/^(oh,? )?(he|she|we|they|it|that|his|her|and|but|then|so)\b/i.test(h.text) && !newFocus));
    if (!continuing) this.story = null;
    if (this.story && this.story.followUps >= limit) return null;
    const pet = h.things.some((t) => isPet(t.word));
    // "I had porridge for breakfast" answers the check-in; it is not a story to dig into.
    const checkInAnswer = (h.answers.has('eating') || h.answers.has('sleep') || h.answers.has('feeling')) && !LONG_AGO.test(h.text) && !h.people.length && !h.places.length && !h.ailment;
    if (checkInAnswer && !this.story) return null;
    const hasFocus = h.people.length || h.places.length || h.things.length || h.ailment;
    if (!hasFocus && !(this.story && storyLike)) return null;
    // Hard news is met with a question about the person or the ailment, not about a passing noun.
    if ((h.feeling === 'sad' || h.feeling === 'worry') && !h.people.length && !h.places.length) return null;
    if (!storyLike && !h.people.length && !h.places.length && !h.ailment && !pet && h.feeling !== 'loss') return null;
    const q = this.composeFollowUp(h);
    if (!q) return null;
    if (!this.story) this.story = { key: new Set(), followUps: 0 };
    for (const w of words) this.story.key.add(w);
    for (const f of focus) for (const w of f.split(' ')) this.story.key.add(w.replace(/s$/, ''));
    this.story.followUps++;
    return q;
  }

  private unused(candidates: string[]): string | null {
    return candidates.find((c) => !this.askedQuestions.some((a) => norm(a) === norm(c)) && !this.askedBefore.has(norm(c))) ?? null;
  }

  private composeFollowUp(h: Heard): string | null {
    const person = h.people.find((p) => p.relationship) ?? h.people[0];
    const pr = pronounFor(person?.relationship ?? '');
    const them = person && !person.relationship ? person.name : pr.them;
    if (h.ailment && h.feeling === 'pain') {
      return this.unused([`${/s$/.test(h.ailment.part) ? 'Are' : 'Is'} your ${h.ailment.part} making things hard today?`, `Have you been able to rest a little today?`]);
    }
    if (h.feeling === 'loss') {
      const who = person ? them : (/\b(him|her)\b/i.exec(h.text)?.[1]?.toLowerCase() ?? 'them');
      return this.unused([`What do you miss most about ${who}?`, `What was ${person ? (person.relationship ? pr.they : person.name) : 'that time'} like?`.replace(/^What was they like/, 'What were they like'), 'What is a favourite memory you have together?']);
    }
    if (person && h.event && h.event !== 'holiday') {
      const byEvent: Record<NonNullable<Heard['event']>, string[]> = {
        wedding: FUTURE.test(h.text) || ENGAGED.test(h.text) ? ['When is the wedding?', 'Will you be going to the wedding?'] : ['What was the wedding like?', `How did you celebrate?`],
        birth: ["What is the baby's name?", 'Have you been able to hold the baby yet?'],
        visit: /\b(coming|will|going to|next|tomorrow)\b/i.test(h.text) ? ['What will you do together?', `When did you last see ${them}?`] : ['What did you do together?', `How was it to see ${them}?`],
        birthday: ['How did you celebrate?', 'Was there a cake?'],
        holiday: [],
      };
      const q = this.unused(byEvent[h.event]);
      if (q) return q;
    }
    // "I made tamales with my mother": the tamales are the story, her mother her company in it.
    const withPerson = /\bwith (my|our|his|her) /i.test(h.text);
    // A passing "the X" is only worth a question in a story she is telling, not mid-story (then: what happened next).
    const plain = h.past && (!this.story || SETTING.test(h.things[0]?.word ?? '')) ? h.things[0] : undefined;
    const thing = h.things.find((t) => !t.phrase.startsWith('the ')) ?? (h.people.length && !withPerson ? undefined : plain);
    const place = h.places[0];
    // Good news about a passing thing ("I won at bingo"): ask about the news, not the thing.
    const news = h.feeling === 'good' && h.lexical && h.words >= 4 && !/\b(i'?m|i am|feel|feeling|doing|slept|sleep|eat|ate)\b/i.test(h.text);
    if (news && !this.story && (!thing || (thing.phrase.startsWith('the ') && !SETTING.test(thing.word))) && !person) {
      const q = this.unused(h.past ? ['Tell me all about it! What was the best part?'] : ['Tell me more! What are you looking forward to most?']);
      if (q) return q;
    }
    if (thing) {
      const where = place && !thing.phrase.includes(place) ? ` in ${place}` : '';
      const subject = `${cap(thing.phrase)}${where}`;
      const day = /\b(Sunday|Saturday|Monday|Tuesday|Wednesday|Thursday|Friday)s?\b/.exec(h.text)?.[1];
      const sensory = SMELLS.test(thing.word) || FOOD.test(thing.word) ? [`what did it smell like${day ? ` on a ${day} morning` : ''}?`] : [];
      let qs = h.past ? [...sensory, ...PAST_THING] : [...sensory.map((s) => s.replace('did it smell', 'does it smell')), ...PRESENT_THING];
      if (isPlural(thing.word.split(' ').pop()!)) qs = qs.map((x) => x.replace(/\bdid it\b/, 'did they').replace(/\bdoes it\b/, 'do they').replace(/\babout it\b/, 'about them').replace(/\bhad it\b/, 'had them').replace(/\bWhat is it like\b/, 'What are they like').replace(/\bdid it look\b/, 'did they look'));
      const q = this.unused(qs.map((x) => `${subject}: ${x}`));
      if (q) return q;
    }
    if (person) {
      const who = person.phrase;
      // "What was your daughter like?" is for someone long ago or gone, not for yesterday's shopping trip.
      const longAgo = LONG_AGO.test(h.text);
      if (h.past && !longAgo) {
        const q = this.unused(['What did you do together?', `How is ${who} doing these days?`]);
        if (q) return q;
      }
      const qs = h.past && longAgo
        ? [`What was ${who} like?`, `What do you remember most about ${them}?`, `${cap(who)}: what did you love most about ${them}?`]
        : [`How ${pr.they === 'they' && person.relationship ? 'are' : 'is'} ${who} doing these days?`, `When did you last see ${them}?`, `What do you enjoy doing together?`];
      const q = this.unused(qs.map((x) => x.replace(/^What was (your|his|her|their) (grandchildren|grandkids|children|kids|parents|family) like/, 'What were $1 $2 like')));
      if (q) return q;
    }
    if (place) {
      const q = this.unused(h.past ? [`${place}! What was life like there?`, `What do you remember most about ${place}?`] : [`What do you like about ${place}?`, `How long have you known ${place}?`]);
      if (q) return q;
    }
    if (/\b(doctor|blood pressure|hospital|surgery|operation|tests?|scan|medication)\b/i.test(h.text) && h.feeling === 'neutral') return this.unused(['How are you feeling about it?']);
    if (h.feeling === 'good' && h.lexical && h.words >= 4 && !/\b(i'?m|i am|feel|feeling|doing|slept|sleep|eat|ate)\b/i.test(h.text)) {
      const q = this.unused(h.past ? ['Tell me all about it! What was the best part?'] : ['Tell me more! What are you looking forward to most?']);
      if (q) return q;
    }
    if (this.story) {
      const pet = [...this.story.key].find((w) => isPet(w));
      const him = /\b(he|him|his)\b/i.test(h.text) ? 'him' : /\b(she|her)\b/i.test(h.text) ? 'her' : 'them';
      if (pet && !h.past) return this.unused([`How long have you had ${him}?`, `What does ${him === 'them' ? 'your ' + pet : him} get up to during the day?`, ...CONTINUE_NOW]);
      return this.unused(h.past ? CONTINUE_STORY : CONTINUE_NOW);
    }
    return null;
  }
}

/** What she said since the companion last spoke (she may have said it in pieces). */
export function herLastWords(transcript: TranscriptLine[]): string {
  const out: string[] = [];
  for (let i = transcript.length - 1; i >= 0; i--) {
    const l = transcript[i]!;
    if (l.speaker === 'companion') {
      if (out.length) break;
      continue;
    }
    out.unshift(l.text);
  }
  // "mm" while the companion spoke is not an answer.
  return out.filter((t) => !/^(mm+|hmm+|uh-?huh|yes|yeah|right|okay|ok)[.!]?$/i.test(t.trim()) || out.length === 1).join(' ').trim();
}

export class LocalBrain implements Brain {
  readonly kind = 'local' as const;

  startSession(plan: CallPlan): BrainSession {
    return new CompanionSession(plan);
  }

  async remember(plan: CallPlan, transcript: TranscriptLine[]): Promise<CallMemoryNotes> {
    const profile = extractProfileUpdate(transcript, new Date(transcript.at(-1)?.at ?? Date.now()));
    const said = transcript.filter((l) => l.speaker === 'recipient').map((l) => l.text.trim());
    const facts = said.flatMap((s) => s.split(/(?<=[.!?])\s+/)).filter((s) => s.split(/\s+/).length >= 4 && /\bmy\b/i.test(s) && !s.endsWith('?')).slice(0, 5);
    const topics = [...profile.people.map((p) => `${p.relationship ? `her ${p.relationship}` : ''}${p.name ? ` ${p.name}` : ''}`.trim()), ...profile.places.map((p) => p.name)].slice(0, 3);
    const summary = `${plan.recipientName} talked about ${topics.length ? topics.join(', ') : plan.topics.join(', ').toLowerCase()}.`;
    return { summary, facts, profile };
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
