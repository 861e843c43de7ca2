import { DateTime } from 'luxon';
import type { TranscriptLine } from '../../db/schema/index.js';
import { CHECK_IN_KINDS, type CallPlan } from '../../calls/pipeline/conversation/call-plan.js';
import { extractProfileUpdate } from '../../calls/pipeline/memory/extract.js';
import { ABOUT_MONEY, analyse, asGerund, contentWords, EXPECTING, isPet, isPlural, LIFE_CHANGE, MINOR_HURT, pronounFor, WANTS_ME, type CheckIn, type Heard } from '../../calls/pipeline/understanding/listen.js';
import type { Brain, BrainEvent, BrainSession, CallMemoryNotes, TurnInput } from '../../calls/pipeline/ports/brain.js';
import { keepPrivateIn, keptPrivateReply } from '../../calls/pipeline/understanding/her-say.js';
import { RECORDING_ASK } from '../../calls/pipeline/safety/index.js';
import { isYes, saysNoToRecordings, saysYesToRecordings } from '../../calls/pipeline/conversation/fixed-lines.js';
import { bearsStoryMarks, WHEN_QUESTION } from '../../calls/pipeline/safety/story-frame.js';
import { HARD_NEARBY, HOLDS, INTEREST, LIMITS, NOT_AN_INTEREST, STAY_WITH_IT } from './companion-lines.js';

/**
 * The embedded companion (docs/decisions/070-a-companion-that-listens.md). It cannot think
 * like a model, but it listens: every reply is built from what she just said (sympathy for
 * pain, loss and worry, warmth for good news, a follow-up that names her person, place or
 * thing), a story gets several follow-ups before the next topic, goodbye ends the call at
 * once, "who is this?" gets a simple introduction, and "pardon?" or confusion leaves the
 * question pending and says it again, more simply.
 */

/** Her yes to "Shall we leave it there for today?". */
const AGREES_TO_CLOSE = /^\s*(oh,? )?(yes|yeah|yep|aye|ok(ay)?|alright|all right|fine|sure|i think so|i suppose so|that'?s (all|it|fine|right|enough)|let'?s|we (can|could|should|shall|might as well)|that would be (fine|best|good)|go on then|why not|i'?d better|probably|good ?bye|bye)\b/i;

interface Question {
  text: string;
  kind: 'thread' | 'check-in' | 'topic' | 'follow-up' | 'close-offer';
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
const CONTINUE_NOW = ['What else can you tell me about that?', 'What do you enjoy most about it?', 'How long has it been that way?'];
/** Someone dear who is ill now, in care, or no longer knows her. */
const LOVED_ONE_ILL = /\b(dementia|alzheimer'?s|care home|nursing home|hospice|(doesn'?t|does not|don'?t|didn'?t) (always |even )?(know|recogni[sz]e) (me|us|who i am)|in (the )?hospital|had a stroke|cancer|chemo\w*|not (so|too) good|not well|very (ill|poorly|sick))\b/i;
const LONG_AGO = /\b(used to|when i was|ago|back then|in those days|grew up|as a (child|girl|boy|kid)|1[89]\d\d)\b/i;
/** An engagement: the wedding is still ahead. */
const ENGAGED = /\b(engaged|engagement)\b/i;
/** Good news after a worry: a clear scan, nothing wrong after all. */
const RELIEF = /\b(all clear|(was|came back|were|are|is) (all )?(clear|fine|normal|negative|benign)|nothing (wrong|to worry about|sinister|serious)|(so|very|such a|what a|i was|i'm so|i am so) relie(f|ved)|good news from the (doctor|hospital|consultant))\b/i;
/** Something achieved: a test passed, a prize won, a place or a job got. */
const ACHIEVED = /\b(passed (his|her|my|their|the) (\w+ )?(test|exams?|course|audition|interview)|won (a|the|first|second|third|best|top) ?\w*|got (the|a|her|his|their) (job|place|promotion|scholarship)|got (into|accepted)|graduat\w+|(been |got |was )promoted|came (first|top)|(first|top) prize|a (prize|medal|rosette|trophy|cup))\b/i;
/** A trip or an outing ahead. */
const TRIP = /\b(off to|going to|heading to|taking me to|take me to|go to|going on) (the |a )?(seaside|coast|beach|lake|mountains|country|countryside|city|theatre|concert|show|holiday|trip|cruise|wedding|party|garden centre|[A-Z]\w+) ?(\w+ )?(next|on|this|tomorrow|at the weekend|for|in)\b/;
const FUTURE_PLAN = /\b(coming|will|'ll|going to|next|tomorrow|this (weekend|week|month)|at the end of)\b/i;
const MEDICAL = /\b(appointment|hospital|doctor'?s?|surgery|operation|scan|dentist|clinic|consultant|tests?|check-?up|x-?ray|procedure)\b/i;
const FUTURE = /\b(getting|going to|will|'ll|next (week|month|year|summer)|soon|tomorrow|in (january|february|march|april|may|june|july|august|september|october|november|december))\b/i;
/**
 * Someone of hers not there for her as before: not heard from, not visiting, moved away, too
 * busy. The absence is what she told, not the person's news: "How is your son doing these
 * days?" after "I haven't heard from my son in months" misses it.
 */
const ABSENT = /\b((haven'?t|hasn'?t|have not|has not|hardly ever|never|rarely|seldom|don'?t|doesn'?t|didn'?t|not) (heard from|seen|spoken to|talked to|called|rung|phoned|visited|visits?|comes?( round| over| by)?|came( round| over| by)?|been (round|over|by|in touch)|gets? in touch|keeps? in touch|writes?)( me| us)?( (in|for) (months|weeks|ages|years|a long time|a while))?|used to (come|visit|call|ring|phone|pop|drop|stop)( by| round| over| in)?|(moved|went|has gone|'s gone) (away|off|into|to) (?!(see|visit|stay with|meet|have|get|the (shops?|doctor|hospital|church|park|store|market)))|too busy|so busy|always busy|busy with (his|her|their) (own|work|job|family|life)|lost touch|(don'?t|doesn'?t|never) (see|hear from) (him|her|them) (much|often|any ?more))/i;
/** Her appetite gone: said as a worry of hers, not as an answer to tick. */
const POOR_APPETITE = /\b((not|don'?t|doesn'?t|haven'?t) (got |have |had )?(much |any |a big |a great )?(appetite|hungry|feel like eating|fancy (anything|much|food))|(no|lost (my)?|off my|poor|little) appetite|can'?t face (food|eating|anything|a meal)|(only|just) (pick|picking|nibbl\w+)|(hardly|barely) (eat|eating|touch\w*))\b/i;
/** Someone wants her to do something she is not ready for: her feeling first, their wish second. */
const NOT_READY = /\b(wants?|keeps? (telling|asking|on at)|says? i should|think?s? i should|would like me to|trying to get me to)\b.{0,80}\b(i'?m not ready|i am not ready|not ready yet|i don'?t want to|i'?m not sure|i don'?t feel (like it|ready)|not for me|i can'?t face it)\b/i;
const CONTINUE_STORY = ['What happened next?', 'How did that make you feel?', 'Who else was there with you?', 'What do you remember most about that time?', 'What was that like for you?'];
/** Her question is about the calls: who hears or reads them, the recordings, who is calling. */
const ABOUT_THE_CALLS = /\b(record\w*|hear[sd]?|reads?|listens?|sees?|notes?|calls?|ringing|phoning|this (call|chat)|who('?s| is| are)|anyone|anybody|everyone)\b/i;

/** Something she did lately: how it went. */
const RECENT_THING = ['How did it go?', 'How did you get on?', 'What was the best part?'];
const PAST_THING = ['what do you remember most about it?', 'what did it look like?', 'who else was there with you?', 'what was a day there like?'];
const PRESENT_THING = ['what do you love most about it?', 'how long have you had it?', 'tell me more. What is it like?'];

/** Good news said so that no one could mistake it. */
const UNMISTAKABLE = /\b(won|winning|thrilled|excited|delighted|over the moon|so proud|proud of|wonderful news|good news|great news|best day|passed (my|her|his|the) (test|exam|driving)|got (the|a) (job|place|house)|promotion|graduated|can'?t wait)\b/i;
const PLURAL_PEOPLE = /^(grandchildren|grandkids|children|kids|parents|family|great-grandchildren|twins)$/;
/**
 * Her own short statement about herself said back ("I used to play the trumpet" -> "You used
 * to play the trumpet."), for a line no template understood: reflecting beats guessing.
 */
export function reflect(text: string): string | null {
  // "Been thinking about getting a dog": the "I" she left out.
  const sentences = text.split(/(?<=[.!?])\s+/).filter((x) => !/\?$/.test(x)).map((x) => x.replace(/^(been|had|got|went|just|made|did|found|saw|bought|kept)\b/i, (v) => (v.toLowerCase() === 'been' ? "I've been" : `I ${v.toLowerCase()}`)));
  const last = sentences.find((x) => /^(i|i'm|i've|i'd|we|we've|we're|my|our)\b/i.test(x.replace(/^(oh|well|yes|no|and|but|so),?\s+/i, '')));
  if (!last) return null;
  let core = last.replace(/^(oh|well|yes|no|and|but|so),?\s+/i, '').replace(/[.!]+$/, '').split(/,\s*|\s+(?:but|though|because|so)\s+/)[0]!.replace(/\s+(though|anyway|really|you know)$/i, '').trim();
  const n = core.split(/\s+/).length;
  if (n < 3 || n > 12) return null;
  // Not a feeling, a name or a question said back: only what she did, does or has.
  if (/\b(feel|feeling|think|suppose|guess|know|mean|sorry|hope|wish)\b/i.test(core)) return null;
  core = core.replace(/\b(i|we) (was|am|were)\b/gi, (_m, _w, v: string) => `you ${v.toLowerCase() === 'am' ? 'are' : 'were'}`).replace(/\bi'm\b/gi, "you're");
  const swap: Record<string, string> = { i: 'you', "i've": "you've", "i'd": "you'd", "i'll": "you'll", me: 'you', my: 'your', mine: 'yours', myself: 'yourself', we: 'you', "we've": "you've", "we'd": "you'd", "we're": "you're", our: 'your', us: 'you' };
  core = core.replace(/[A-Za-z']+/g, (w) => swap[w.toLowerCase()] ?? w);
  return `${cap(core)}.`;
}

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

/** "Wasn't that kind?", "isn't that lovely?": she asks for agreement. */
const AGREE_WITH_HER = /\b(wasn|isn)'?t (that|it|he|she|they) (kind|lovely|nice|good|sweet|thoughtful|grand|something|wonderful|marvellous|clever|funny|good of (him|her|them))\b/i;
/** Her way of bearing a loss or a hard time. */
const RESILIENCE = /\b(you (have|got|'ve got|just have) to|you just|i just|got to|have to) (keep going|get on( with it)?|carry on|soldier on|keep on|make the best of it)\b|\blife goes on\b|^\W*(well,? |ah,? |oh,? )*(that'?s life|ah well|oh well,? (there you go|never mind))\b|\bno use (crying|complaining|moping|dwelling)\b/i;
/** What the doctor said it is ("he says it's arthritis"). */
const DIAGNOSIS = /\b(?:doctor|doc|gp|consultant|specialist|nurse)\b[^.!?]{0,20}\b(?:says|said|thinks|reckons|told me|confirmed)\b(?: that)?(?: it'?s| it is| i'?ve got| i have| i'?ve| i had| i)? (?:a |an )?(arthritis|angina|gout|shingles|pneumonia|an infection|a chest infection|chest infection|an? (?:urine|water|kidney|ear|eye) infection|sciatica|diabetes|bronchitis|vertigo|a virus|cataracts?|glaucoma|osteoporosis|high blood pressure|a trapped nerve|trapped nerve|tendonitis|a sprain|cancer|a tumou?r|tumou?r|dementia|alzheimer'?s|a stroke|heart failure|parkinson'?s|leuka?emia|lymphoma)\b/i;

/** The words of an open thread that name nothing of it ("your friend Joan unwell" is about Joan). */
const THREAD_FILLER = new Set(['call', 'calls', 'called', 'calling', 'last', 'your', 'my', 'her', 'his', 'their', 'the', 'was', 'were', 'had', 'has', 'have', 'been', 'being', 'unwell', 'poorly', 'ill', 'playing', 'feeling', 'doing', 'going', 'coming', 'friend', 'about', 'with', 'and', 'for', 'that', 'this', 'not', 'very', 'bit', 'worried', 'worry', 'trouble', 'giving', 'hospital', 'again', 'still', 'week', 'time', 'today', 'new', 'some', 'things', 'thing', 'mentioned', 'told', 'said', 'bad', 'sore', 'hurting', 'aching', 'stiff', 'visit', 'visiting', 'appointment', 'soon', 'next', 'get', 'got', 'see', 'seeing', 'well', 'better', 'worse', 'husband', 'wife', 'son', 'daughter', 'sister', 'brother', 'grandson', 'granddaughter', 'neighbour', 'neighbor']);

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
  /** Turns left in which grief or low spirits she told keep the check-in questions away (the blind round N: "how have you been sleeping?" after a loss). */
  private heavyTurns = 0;
  /** The one she mourned this call, for a gentle question about them. */
  private mournedWho: string | null = null;
  private listeners: Array<(e: BrainEvent) => void> = [];
  /** Questions earlier calls asked: a follow-up is never one of them. */
  private readonly askedBefore: Set<string>;

  constructor(private readonly plan: CallPlan) {
    this.askedBefore = new Set(plan.askedBefore.map(norm));
    // How she is comes before news of others: an ailment's thread first, then the rest, newest first.
    // What mattered most comes first (the blind companion round J: a stiff knee was asked after before a loss or a visit):
    // a loss, someone of hers unwell, how low she had been, news to come, a worry, then an ailment of her own.
    const weight = (t: { text: string; question: string; source: string }) =>
      t.source === 'alert' ? -1 : /^the loss of\b/.test(t.text) ? 0 : / unwell$/.test(t.text) ? 1 : t.text === 'how she had been feeling' ? 2 : /'s (visit|baby)$|\b(operation|surgery|replacement|appointment|wedding|birthday)\b/.test(t.text) ? 3 : /^worried about\b/.test(t.text) ? 4 : 5;
    const ordered = [...plan.openThreads].sort((a, b) => weight(a) - weight(b));
    const threads: Question[] = ordered.slice(0, plan.agentType === 'stories' ? 1 : 2).map((t) => ({
      text: t.source === 'call' && !/^Last time\b/.test(t.question) ? `Last time we spoke, you ${/\b(was|were)\b/.test(t.text) ? 'told me your' : 'mentioned your'} ${t.text.replace(/^(your|my) /i, '')}. ${t.question}` : t.question,
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

  /** The next line, whole (the embedded companion needs no network); no sentence said twice in a call. */
  respond(input: TurnInput): string {
    const line = this.once(this.compose(input));
    this.lastReply = line;
    return line;
  }

  /** Her story invited on in a row (at most two, then the plan's next question). */
  private storyInvites = 0;

  /** What the companion said last (for "pardon?": that is what she did not catch). */
  private lastReply = '';

  /** Sentences said so far this call, folded for comparison. */
  private readonly spoken = new Set<string>();

  /** Saying again what she did not catch: said whole, never cut as said before. */
  private repeating = false;

  /**
   * Drops a sentence already said this call (a stock line the second time sounds like a
   * machine); a reply whose every sentence was said keeps its last one, the question.
   */
  private once(reply: string): string {
    if (this.repeating) {
      this.repeating = false;
      return reply;
    }
    const sentences = reply.split(/(?<=[.!?])\s+/).filter(Boolean);
    // The question waiting for her answer may come again (after "pardon?", "who is this?"): that is the point.
    const waiting = this.pending ? norm(this.pending.text) : null;
    const kept = sentences.filter((x) => !this.spoken.has(norm(x)) || norm(x) === waiting || (waiting !== null && waiting.endsWith(norm(x))));
    const out = kept.length ? kept : sentences.slice(-1);
    for (const x of out) this.spoken.add(norm(x));
    return out.join(' ');
  }

  /** Her lines of this call already read for threads she told. */
  private linesReadForThreads = 0;

  /**
   * Drops the queued follow-ups from the last call whose person or subject her words spoke of,
   * reading each of her lines once (a turn the loneliness questions took is still something she said).
   */
  private dropThreadsTold(transcript: readonly TranscriptLine[]) {
    const hers = transcript.filter((l) => l.speaker === 'recipient');
    const fresh = hers.slice(this.linesReadForThreads);
    this.linesReadForThreads = hers.length;
    if (!fresh.length) return;
    const said = new Set(fresh.map((l) => l.text).join(' ').toLowerCase().replace(/[’]/g, "'").match(/[a-z']+/g) ?? []);
    for (let i = this.queue.length - 1; i >= 0; i--) {
      const q = this.queue[i]!;
      if (q.kind !== 'thread' || !q.thread) continue;
      const keys = (q.thread.match(/[A-Za-z']+/g) ?? []).map((w) => w.toLowerCase().replace(/'s$/, '')).filter((w) => !THREAD_FILLER.has(w) && w.length > 2);
      if (keys.some((k) => said.has(k) || said.has(`${k}'s`))) this.queue.splice(i, 1);
    }
  }

  /** The first (what to say, what to ask) pair whose question is fresh: not said this call nor asked in an earlier one. */
  private freshPair(lines: Array<[string, string]>): [string, string] | null {
    const question = this.fresh(lines.map(([, q]) => q));
    return lines.find(([, q]) => q === question) ?? null;
  }

  /** The question that was waiting, asked again after her own: "Anyway, …" once it has been said word for word (the blind round O: 22 sentences said twice in a call). */
  private waitingAgain(): string {
    const text = this.pending!.text;
    return this.spoken.has(norm(text)) && /^[A-Z]/.test(text) && !/^(I|I'm|I'd|I've)\b/.test(text) ? `Anyway, ${text[0]!.toLowerCase()}${text.slice(1)}` : text;
  }

  /** The first of these lines not yet said this call, or null. */
  private fresh(lines: string[]): string | null {
    // Nor a question an earlier call asked her (the invitations and honest answers end on one).
    return lines.find((l) => !l.split(/(?<=[.!?])\s+/).some((x) => this.spoken.has(norm(x)) || this.askedBefore.has(norm(x)))) ?? null;
  }

  private compose(input: TurnInput): string {
    this.turn++;
    const heardText = herLastWords(input.transcript);
    const heard = heardText ? this.withHerPeople(analyse(heardText)) : null;
    const name = this.plan.recipientName;
    if (heard) for (const a of heard.answers) this.answered.add(a);
    if (heard) for (const g of heard.gone) this.goneThisCall.add(g);
    // What last call left open, told before it was asked ("Joan's better now"): never asked after she has said it.
    this.dropThreadsTold(input.transcript);
    if (heard?.intent === 'goodbye') return this.close(heard, true);
    if (input.phase === 'closing') return this.close(heard, false);
    if (!heard) return this.ask(this.next(), '');
    // Grief or low spirits told: the next few turns stay with her, never back to the checklist.
    if (this.heavyTurns > 0) this.heavyTurns--;
    if (heard.feeling === 'loss' || (heard.feeling === 'sad' && LOW_SPIRITS_TOLD.test(heard.text))) {
      this.heavyTurns = 3;
      const m = heard.mourned[0];
      if (m) this.mournedWho = m.relationship ? pronounFor(m.relationship).them : m.name;
    }
    if (this.pending?.kind === 'close-offer') {
      // Her answer to "Shall we leave it there for today?": a yes ends the call, a plain no goes on, anything more is heard as usual.
      this.pending = null;
      if (AGREES_TO_CLOSE.test(heard.text) && heard.words <= 10 && !/\bbut\b/i.test(heard.text)) return this.close(heard, true);
      if (/^\s*(no|oh no|not yet|no,? no|well,? no)[\s,.!]*(dear|love)?[\s,.!]*$/i.test(heard.text)) return this.ask(this.next(), 'Lovely, we have plenty of time.');
    }

    // "Don't tell my daughter", "keep that between us": said kindly, and her safety told honestly (decision 155).
    const keep = keepPrivateIn(heard.text);
    if (keep) {
      this.story = null;
      const family = this.plan.subscriberName === 'the Fondly team' ? 'your family' : this.plan.subscriberName;
      const reply = keptPrivateReply(input.transcript, keep, family, name);
      if (keep.covers === 'after' || reply.safety) {
        this.pending = null;
        return reply.line;
      }
      return this.ask(this.next(), reply.line);
    }

    // Her yes or no to the recording question (decision 154): taken kindly in a word, then on with the chat.
    const askedLast = [...input.transcript].reverse().find((l) => l.speaker === 'companion');
    if (askedLast && endsOnRecordingQuestion(askedLast.text) && heard.words <= 10) {
      if (saysNoToRecordings(heard.text)) return this.ask(this.next(), "Of course. I won't keep any recordings of your voice.");
      if (saysYesToRecordings(heard.text)) return this.ask(this.next(), 'Thank you. Your family will love hearing your voice.');
    }

    // Back from the door or the kettle: welcomed back, and what was waiting asked again (not a new check-in).
    if (HOLDS.includes(this.lastReply) && heard.intent === 'statement' && heard.words <= 12 && heard.feeling !== 'loss' && heard.feeling !== 'pain' && heard.feeling !== 'worry') {
      const waiting = this.pending;
      const back = heard.feeling === 'sad' ? 'Welcome back.' : this.fresh(['Welcome back!', "There you are. No trouble at all."]) ?? 'Welcome back.';
      if (waiting && waiting.kind !== 'close-offer') return `${back} ${waiting.text}`;
      return this.ask(this.next(), back);
    }
    // "Who reads all this?", "Does anyone else hear it?": a question about the calls that the intents missed is answered as one.
    if (heard.intent === 'statement' && /\?\s*$/.test(heard.text) && ABOUT_THE_CALLS.test(heard.text)) {
      const about = aboutMe(heard.text, this.plan.subscriberName);
      return this.pending ? `${about.answer} ${this.waitingAgain()}` : this.ask(this.next(), about.answer);
    }
    switch (heard.intent) {
      case 'pre-closing': {
        // A thank-you at the start is a thank-you. Later it is answered and the end offered, never imposed: only her goodbye or her yes ends the call.
        const thanks = /\bthank/i.test(heard.text);
        if (this.turn <= 2) return this.ask(this.pending ?? this.next(), thanks ? `You're very welcome, ${name}. I've been looking forward to our chat.` : `It's lovely to talk with you too, ${name}.`);
        const offer = "Shall we leave it there for today, or is there something else you'd like to tell me?";
        this.pending = { text: offer, kind: 'close-offer' };
        // "I'd better get on", "I'm getting tired now": she is going, not praising the chat.
        if (!thanks && !/\b(lovely|nice|good|wonderful|grand|pleasure|enjoyed)\b/i.test(heard.text)) return `Of course, ${name}. ${offer}`;
        return `${thanks ? `You're very welcome, ${name}. It's been lovely for me too.` : `It's been lovely for me too, ${name}.`} ${offer}`;
      }
      case 'pardon': {
        // Not an answer: what it just asked, again, plainly (an honest answer's own question too).
        const lastQ = /([^.!?]*\?)\s*$/.exec(this.lastReply)?.[1]?.trim();
        // The whole of what she missed, not only its last question ("How is he getting on?" alone says nothing of who):
        // the reply said again without its fillers, its last two sentences when it was long (the blind round J).
        const missed = this.lastReply.split(/(?<=[.!?])\s+/).filter((x) => x && !/^(I see|Thank you for telling me|I understand|Mm, I hear you|Of course|Oh|Lovely)[.!,]/.test(x));
        if (lastQ && missed.length > 1 && !/^(Hello|And may I keep)/.test(this.lastReply)) {
          this.pending = { text: lastQ, kind: 'follow-up' };
          this.repeating = true;
          return `Of course. ${(missed.join(' ').split(/\s+/).length > 30 ? missed.slice(-2) : missed).join(' ')}`;
        }
        if (lastQ && (!this.pending || norm(lastQ) !== norm(this.pending.text))) {
          this.pending = { text: lastQ, kind: 'follow-up' };
          return `Of course. ${lastQ}`;
        }
        return `Of course. ${this.pending ? this.pending.text : this.lastLine || `It's Fondly, calling for a chat, ${name}.`}`;
      }
      case 'lost-place': {
        // She lost her own thread: remind her what she was telling, then let her go on.
        const topic = this.lastTopic;
        if (topic) return `You were telling me about ${topic}.${this.pending ? ` ${this.waitingAgain()}` : ' Do go on.'}`;
        return `Of course. ${this.pending ? this.pending.text : this.lastLine || `It's Fondly, calling for a chat, ${name}.`}`;
      }
      case 'refusing':
        // No question about what she would rather leave; a kind yes, then something else.
        this.story = null;
        this.grief = null;
        this.pending = null;
        // "Mind your own business", "What's it to you?": she felt pried into; sorry, and no pressing.
        if (/\b(business|nosy|nosey|pry|prying|what'?s it to you)\b/i.test(heard.text)) return this.ask(this.next(), "Sorry, I didn't mean to pry. You needn't tell me anything you'd rather not.");
        return this.ask(this.next(), this.fresh(["Of course, we don't have to talk about that.", "That's quite all right. We can leave that there."]) ?? '');
      case 'hold':
        // She is busy for a moment: no new question; the one waiting keeps.
        return this.fresh(HOLDS) ?? HOLDS[0]!;
      case 'asks-limit': {
        const family = this.plan.subscriberName === 'the Fondly team' ? 'your family' : this.plan.subscriberName;
        const lines = LIMITS[heard.limit ?? 'errand'].map((l) => l.replace('{family}', family).replace('{next}', this.plan.nextCallLine));
        const honest = this.fresh(lines) ?? lines[0]!;
        // The honest answer ends on its own small question; what was waiting comes back next turn.
        this.askedQuestions.push(honest);
        return honest;
      }
      case 'who': {
        let intro = `This is Fondly, an AI companion. ${this.plan.subscriberName === 'the Fondly team' ? 'I' : `${this.plan.subscriberName} asked me to`} call you for a friendly chat, ${name}.`;
        // "Are you a real person?" after the introduction: the plain truth, in other words than before.
        const real = /\b(real|robot|computer|machine|person|human)\b/i.test(heard.text);
        if (real && !this.spoken.has(norm('This is Fondly, an AI companion.'))) intro = `No, I'm not a person. ${intro}`;
        else if (this.spoken.has(norm('This is Fondly, an AI companion.'))) {
          intro = /\b(real|robot|computer|machine|person|human)\b/i.test(heard.text)
            ? "No, I'm not a real person. I'm Fondly, an AI companion: a computer voice that calls for a chat."
            : `I'm Fondly, an AI companion, ringing for a chat on behalf of ${this.plan.subscriberName === 'the Fondly team' ? 'your family' : this.plan.subscriberName}.`;
        }
        return `${intro} ${this.pending ? this.waitingAgain() : this.ask(this.next(), '')}`.trim();
      }
      case 'confused': {
        const q = this.pending;
        if (q?.simpler && norm(q.simpler) !== norm(this.lastLine)) return `That's quite all right, ${name}. Let me put it more simply. ${q.simpler}`;
        this.pending = null;
        return this.ask(this.next(), `That's quite all right, ${name}. It was a muddled question. Let's talk about something else.`);
      }
      case 'dont-know':
        this.story = null;
        // "I don't really know", after low spirits: no brush-off, and her choice of where to go.
        if (this.heavyTurns > 0) return this.ask({ text: 'Would it help to talk about something else for a bit, or shall we stay with it?', kind: 'follow-up' }, "That's all right. It can be hard to put into words, and I'm glad we're talking.");
        return this.ask(this.next(), "That's quite all right. It doesn't matter at all.");
      case 'greeting':
        return this.ask(this.next(), this.turn === 1 ? `Hello, ${name}!` : '');
      case 'asks-day': {
        const now = DateTime.fromJSDate(input.now ?? new Date(), { zone: this.plan.timeZone }).setLocale('en-US');
        const said = /time/i.test(heard.text) ? `It's ${now.toFormat('h:mm a')} on ${now.toFormat('cccc')}.` : `Today is ${now.toFormat('cccc, LLLL d')}.`;
        return `${said} ${this.pending ? this.waitingAgain() : this.ask(this.next(), '')}`.trim();
      }
      case 'asks-companion': {
        // "What did we talk about last time?": what she told, from the notes kept, or honestly that there are few.
        // "Have I told you about my Arthur?": honestly, from the notes kept, and an invitation.
        const toldAbout = /\bhave i (told|mentioned|said)( to)? you (about |of )?(my |our )?([A-Z][a-z]+|\w+)/i.exec(heard.text);
        if (toldAbout) {
          const who = toldAbout[5]!;
          const known = this.plan.profile.people.some((p) => p.name.toLowerCase() === who.toLowerCase() || p.relationship.toLowerCase() === who.toLowerCase());
          const answer = known ? `You have, a little, and I'd love to hear more about ${/^[A-Z]/.test(who) ? who : `your ${who}`}.` : `Not yet, I don't think. I'd love to hear about ${/^[A-Z]/.test(who) ? who : `your ${who}`}.`;
          // The invitation is the answer's last words; what waits for her reply is the wish to hear.
          this.pending = { text: `Tell me about ${/^[A-Z]/.test(who) ? who : `your ${who}`}?`, kind: 'follow-up' };
          return answer;
        }
        if (/\bwhat (did|have) we (talk|talked|chat|chatted|speak|spoke) (about|of)\b|\bwhat did i (tell|say to) you\b|\bwhere (were|did) we (get to|leave off|leave it|stop|finish)?\b.*\b(last time|last call|last week|before)\b/i.test(heard.text)) {
          const kept = [...this.plan.profile.openThreads.map((x) => x.text), ...this.plan.profile.people.map((p) => (p.relationship && p.relationship !== 'someone she mentioned' ? `your ${p.relationship}${p.name ? ` ${p.name}` : ''}` : p.name)), ...this.plan.profile.likes].filter(Boolean).slice(0, 2);
          const truth = kept.length
            ? `Last time you told me about ${kept.join(' and ')}.`
            : this.plan.previousSummaries.length
            ? "We had a lovely chat last time, though I only keep a few notes, I'm afraid."
            : "I think this is the first time we've spoken, so we've everything still to talk about.";
          const invite = 'What has been happening since?';
          return this.pending ? `${truth} ${this.waitingAgain()}` : this.ask(this.next(), `${truth} ${invite}`);
        }
        if (/\b(have we|did we) (spoken|talked|speak|talk|met)\b|\b(do|will|can|would) you remember\b|\byou('ll| will) remember\b|\byou remember (me|what)\b|\bhave you called (me )?before\b/i.test(heard.text)) {
          const told = [...this.plan.profile.people.map((p) => (p.relationship && p.relationship !== 'someone she mentioned' ? `your ${p.relationship}${p.name ? ` ${p.name}` : ''}` : p.name)), ...this.plan.profile.pets.map((p) => (p.name ? `${p.name}` : `your ${p.kind}`))].filter(Boolean).slice(0, 2);
          const truth = /\b(will|would) you remember\b|\byou('ll| will) remember\b/i.test(heard.text)
            ? "Yes, I keep notes of what you tell me, so I can ask after it next time."
            : this.plan.previousSummaries.length || told.length
            ? `Yes, we've spoken before${told.length ? `, and I remember you telling me about ${told.join(' and ')}` : ''}.`
            : "This is the first time we've spoken, I think, so I don't know much about you yet. I'd love to.";
          return this.pending ? `${truth} ${this.waitingAgain()}` : this.ask(this.next(), truth);
        }
        const about = aboutMe(heard.text, this.plan.subscriberName);
        const { back } = about;
        const answer = this.fresh([about.answer, ...ABOUT_ME_AGAIN]) ?? about.answer;
        // Her question, honestly answered, and asked back to her when it can be ("Do you ever get lonely?").
        if (back && !this.askedQuestions.some((q) => norm(q) === norm(back))) {
          this.pending = { text: back, kind: 'follow-up' };
          this.askedQuestions.push(back);
          return `${answer} ${back}`;
        }
        // The question that was waiting, said again word for word after her own question, sounds like a machine: on to the next.
        const waiting = this.pending && !this.pending.text.split(/(?<=[.!?])\s+/).some((x) => this.spoken.has(norm(x))) ? this.pending : null;
        return waiting ? `${answer} ${waiting.text}` : this.ask(this.next(), answer);
      }
      case 'asks-back': {
        const ack = heard.feeling === 'good' ? "I'm glad you're well. " : heard.feeling !== 'neutral' ? `${this.acknowledge(heard)} ` : '';
        return this.ask(this.next(), `${ack}I'm very well, thank you for asking.`);
      }
      default:
        break;
    }

    const named = heard.people.find((p) => p.relationship || p.name)?.phrase ?? (heard.places[0] ? heard.places[0] : heard.things.find((t) => !t.phrase.startsWith('the '))?.phrase);
    if (named) this.lastTopic = named;
    // She has told this already, this call: no correcting, just a kind word and something new.
    const words = contentWords(heard.text);
    const repeated = words.size >= 3 && this.said.some((s) => [...words].filter((w) => s.has(w)).length / words.size >= 0.7);
    this.said.push(words);
    if (repeated) {
      this.story = null;
      return this.ask(this.next(), `Yes, you were telling me about that. I love hearing about it.`);
    }

    // Idioms of craving and laughter are met as what they mean, never as news or harm.
    const craving = /\b(?:dying|gasping|desperate|parched) for (?:a |an |some |my )?((?:nice |hot |proper )?(?:cup of \w+|cuppa|brew|cup|drink|biscuit|sit ?down|\w+))\b/i.exec(heard.text);
    if (craving && !this.timeToClose(input)) return this.ask(this.next(), `Ooh, ${/^(cuppa|brew|cup|drink|biscuit|sit ?down)$|^cup of|^nice|^hot|^proper/i.test(craving[1]!) ? 'a ' : ''}${craving[1]!.toLowerCase()} sounds just the thing.`);
    if (/\b((nearly |almost )?(killed|wet) (myself|ourselves) laughing|died laughing|in stitches|laughed (till|until) (i|we) cried|cracked (me|us) up|laughing (my|our) heads? off|nearly died laughing)\b/i.test(heard.text) && !/\b(fell|fall|fallen|tumble)\b/i.test(heard.text) && !this.timeToClose(input)) {
      const funny = this.unused(['What was so funny?', 'What set you off?']);
      if (funny) return this.ask({ text: funny, kind: 'follow-up' }, 'That sounds like a proper good laugh!');
    }
    // "Oh, you don't want to hear about my ailments", "I won't bore you": modesty, an invitation to be asked.
    if (/\byou (don'?t|wouldn'?t) want to (hear|listen to|know) (about )?(me|my|all (that|this)|that|this|an old)|\bi won'?t bore you\b|\bboring (old )?(me|stuff)\b|\bnothing (very )?interesting (about me|to tell|happens)\b/i.test(heard.text) && !this.timeToClose(input)) {
      const ailing = /\b(ailments?|aches?|pains?|health|knees?|hips?|back|legs?|chest|troubles?|moans?|grumbles?)\b/i.test(heard.text);
      return this.followUpLine(ailing ? `Oh, but I do, ${name}. What's been troubling you?` : `Oh, but I'd love to hear it, ${name}. Go on.`);
    }
    const ack = this.acknowledge(heard);
    // Low spirits or loneliness said plainly: stay with it (an open invitation), not on to sleep or meals.
    if ((heard.feeling === 'sad' || heard.feeling === 'worry') && heard.lexical && this.staysWithFeeling < 2 && !this.timeToClose(input)) {
      const invite = this.fresh(STAY_WITH_IT);
      if (invite) {
        this.staysWithFeeling++;
        this.pending = null;
        this.askedQuestions.push(invite);
        return `${ack} ${invite}`.trim();
      }
    }
    if (heard.feeling !== 'sad' && heard.feeling !== 'worry') this.staysWithFeeling = 0;
    if (heard.feeling === 'loss') {
      const pet = heard.things.find((t) => isPet(t.word));
      const person = heard.people.find((p) => p.relationship) ?? heard.people[0];
      const pr = pronounFor(person?.relationship ?? '');
      const him = /\b(he|him|his)\b/i.test(heard.text) ? { they: 'he', them: 'him' } : /\b(she|her)\b/i.test(heard.text) ? { they: 'she', them: 'her' } : null;
      const who = person ? (person.relationship ? pr : { they: person.name, them: person.name }) : (him ?? (pet ? { they: 'she', them: 'her' } : { they: 'they', them: 'them' }));
      if (person || pet || him) this.grief = { ...who, turns: 3 };
    } else if (this.grief && this.grief.turns > 0 && !this.timeToClose(input)) {
      // After a loss, what she says next is still about them unless she names someone or something new.
      this.grief.turns--;
      const aboutThem = /\b(he|him|his|she|her|hers|they|them|their|we|us|our)\b/i.test(heard.text);
      // "I watch the ball game most nights": something of her own days now, with no word of them in it.
      const herOwnDays = !aboutThem && /^((oh|well|yes|and|but),?\s+)?i\s+(?!(miss|still|can'?t|cannot|think|remember|wish|feel|felt|keep|just|don'?t|didn'?t|never|was|am|'m)\b)\w+/i.test(heard.text) && heard.things.length > 0;
      const moved = herOwnDays || heard.event || heard.upcoming || heard.places.length || heard.things.some((t) => t.phrase.startsWith('your ') || isPet(t.word)) || heard.people.some((p) => !this.isGone(p.name, p.relationship) && !heard.gone.length && (p.relationship || p.name) && !/^(he|she)$/i.test(p.name)) || heard.intent !== 'statement';
      // She has moved on to someone or something else: the loss is no longer what her "he" or "she" means.
      if (moved) this.grief = null;
      else if (heard.feeling !== 'good') {
        const { they, them } = this.grief;
        const were = they === 'they' ? 'were' : 'was';
        const line = this.fresh([
          `It sounds like ${they} ${were} very dear to you. What else do you remember about ${them}?`,
          `I can hear how much you miss ${them}. What was a favourite time you had together?`,
          `Tell me more about ${them}, if you'd like to.`,
        ]);
        if (line) {
          this.story = null;
          this.pending = { text: line.split(/(?<=[.!?])\s+/).at(-1)!, kind: 'follow-up' };
          this.askedQuestions.push(this.pending.text);
          const sad = heard.feeling === 'sad' ? `${this.fresh(["That must be so hard, especially now.", "It's hard when a place goes quiet."]) ?? ''} ` : '';
          return `${sad}${line}`.trim();
        }
      }
    }
    // "Don't be so daft, I'm not an invalid": a rebuke, taken with a sorry, never "how do you feel about that?".
    if (REBUKE.test(heard.text) && heard.words <= 20) return this.ask(this.next(), /\b(lecture|pity|sorry for|patroni[sz]e|fuss)\b/i.test(heard.text) ? "Fair enough, and sorry. I didn't mean to lecture you." : "Sorry, of course you're not. I didn't mean it like that.");
    // "Wasn't that kind?": her own question about what she told is agreed with first, never passed over.
    const agreed = AGREE_WITH_HER.exec(heard.text);
    const agreeing = agreed ? `It ${agreed[1] === 'isn' ? 'is' : 'was'}!` : '';
    // "Ah well, you have to keep going", "that's life": her way of bearing it, met as brave and never with a check-in.
    if (RESILIENCE.test(heard.text) && heard.words <= 16 && !this.timeToClose(input)) {
      const line = this.fresh(["That's a brave way to look at it, though it can't always be easy. What helps you keep going?", "You're right, though it isn't always easy. Who do you lean on when it's hard?"]);
      if (line) return this.followUpLine(line);
    }
    // What the doctor said it is: a word of sympathy in proportion, and what was done about it.
    const told = DIAGNOSIS.exec(heard.text);
    if (told && !this.timeToClose(input)) {
      const serious = /\b(cancer|tumou?r|dementia|alzheimer'?s|a stroke|heart failure|parkinson'?s|leukaemia|leukemia|lymphoma|motor neurone|kidney failure)\b/i.test(told[0]);
      const line = this.fresh(serious ? ["Oh, that's a lot to take in. How are you feeling about it?"] : [`Oh dear, ${told[1]!.toLowerCase()} can be such a nuisance. Did the doctor give you anything to help with it?`]);
      if (line) return this.followUpLine(line);
    }
    // Kinds where what she told is a feeling of hers, easily passed over for a person or a check-in.
    const felt = !this.timeToClose(input) && heard.feeling !== 'loss' ? this.herSideOfIt(heard) : null;
    if (felt) {
      this.story = null;
      this.pending = { text: felt.question, kind: 'follow-up' };
      this.askedQuestions.push(felt.question);
      return `${felt.said} ${felt.question}`;
    }
    // News and plans are met as news and plans: relief, something achieved, something ahead.
    const news = heard.feeling !== 'loss' && heard.feeling !== 'sad' && !this.timeToClose(input) ? this.newsOrPlan(heard) : null;
    if (news) {
      this.story = null;
      this.pending = { text: news.question, kind: 'follow-up' };
      this.askedQuestions.push(news.question);
      return `${news.said} ${news.question}`;
    }
    // A pastime or an everyday thing of hers ("watching the snooker", "got three books from the library", "a power cut"): a question a friend would ask about that very thing.
    const topical = heard.intent === 'statement' && !['loss', 'sad', 'worry', 'pain'].includes(heard.feeling) && !this.timeToClose(input) && !this.story && !heard.people.length && !heard.answers.size && !/\b(finished|done|at last|finally|completed)\b/i.test(heard.text) ? this.topicalQuestion(heard.text) : null;
    if (topical) return this.ask({ text: topical.question, kind: 'follow-up' }, `${agreeing} ${topical.said}`.trim());
    const follow = this.followUp(heard, words);
    if (follow && !this.timeToClose(input) && !this.topicOverdue(input)) return this.ask({ text: follow, kind: 'follow-up' }, `${agreeing} ${ack}`.trim());
    this.story = null;
    if (this.timeToClose(input)) return this.close(heard, false);
    // A short thing she told about herself that no template understood: her own words said back, and an invitation.
    const mirror = !ack && heard.intent === 'statement' && !heard.answers.size && (heard.feeling === 'neutral' || (heard.feeling === 'good' && !heard.lexical)) ? reflect(heard.text) : null;
    if (mirror && !this.topicOverdue(input)) {
      const invite = this.fresh(heard.past ? ['Tell me more about that.', 'What was that like?', 'What do you remember most about it?'] : ['Tell me more about that.', 'How has that been for you?', "What's that like?"]);
      if (invite) {
        this.pending = { text: invite, kind: 'follow-up' };
        this.askedQuestions.push(invite);
        return `${mirror} ${invite}`;
      }
    }
    // Nothing to name and no feeling to meet: a quiet bridge, not a jump to the next question.
    const bridge = `${agreeing} ${ack || (!agreed && heard.words >= 4 ? (this.fresh(['I see.', 'Thank you for telling me.', 'I understand.', 'Mm, I hear you.']) ?? '') : '')}`.trim();
    // A story of hers is invited on (twice at most), not followed by "have you been eating well?".
    // Once she is telling one (the last reply invited it on, or this is a story call), a shorter piece of it carries on the story too.
    const telling = this.storyInvites > 0 || this.plan.agentType === 'stories' || (this.pending?.kind === 'follow-up' && /^(Tell me more about that|What was that like|What do you remember most about it)/.test(this.pending.text));
    const story = heard.intent === 'statement' && heard.feeling !== 'loss' && !MINOR_HURT.test(heard.text) && !heard.answers.size && heard.words >= (telling ? 5 : 8) && (bearsStoryMarks(heard.text) || (heard.past && (LONG_AGO.test(heard.text) || heard.words >= 14 || telling)) || (telling && heard.feeling === 'neutral'));
    if (story && this.storyInvites < (this.plan.agentType === 'stories' ? 4 : 2) && !this.topicOverdue(input)) {
      const hard = HARD_NEARBY.test(heard.text) || heard.feeling === 'pain' || heard.feeling === 'worry';
      const invite = this.fresh(hard ? ['How did you get through it?', 'What was that like for you?', 'Who was there to help you then?'] : ['What happened next?', 'What was that like for you?', 'What do you remember most about it?', 'How old were you then?', "And then? I'm all ears."]);
      if (invite) {
        this.storyInvites++;
        this.pending = { text: invite, kind: 'follow-up' };
        this.askedQuestions.push(invite);
        return `${bridge} ${invite}`.trim();
      }
    }
    if (!story) this.storyInvites = 0;
    // Something she told that nothing above understood (the blind round L: a stock check-in after it, 23 times): asked about before the check-ins, a few times a call.
    // Never on a question of hers (a topic she declined is her refusing, answered above: the blind round M's "How do you feel about that?" after "I'd rather not go into it").
    const toldSomething = heard.intent === 'statement' && heard.words >= 8 && (!heard.answers.size || heard.words >= 12) && heard.feeling !== 'loss' && heard.feeling !== 'pain' && !MINOR_HURT.test(heard.text) && !/\?\s*$/.test(heard.text);
    if (toldSomething && this.toldInvites < 3 && !this.topicOverdue(input)) {
      const justDone = /\b(this morning|today|earlier|this afternoon)\b/i.test(heard.text) && /\b(went|made|had|did|ran|took|got|put|sat|saw|met|\w{3,}ed)\b/i.test(heard.text);
      const done = (heard.past || justDone) && !LONG_AGO.test(heard.text) && !/\b(still|yet|haven'?t|hasn'?t|won'?t|keeps?|always)\b/i.test(heard.text);
      const invite = this.fresh(done ? ['How was that?', 'And how did that go?'] : ['How do you feel about that?', 'Tell me more about that.', 'How has that been for you?']);
      if (invite) {
        this.toldInvites++;
        this.pending = { text: invite, kind: 'follow-up' };
        this.askedQuestions.push(invite);
        return `${bridge} ${invite}`.trim();
      }
    }
    return this.ask(this.next(), bridge);
  }
  /** Questions about something she told that no template understood, this call. */
  private toldInvites = 0;

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
    // After a loss or low spirits: a gentle question that stays with her, not "have you been eating well?".
    if (this.heavyTurns > 0 && this.queue[0]?.kind === 'check-in') {
      const who = this.mournedWho;
      const they = who === 'him' ? 'he' : who === 'her' ? 'she' : who === 'them' ? 'they' : who;
      const gentle = this.fresh([...(who ? [they === 'they' ? 'What were they like?' : `What was ${they} like?`, `What do you miss most about ${who}?`] : []), 'What helps, on the hard days?', 'Is there someone you can talk to about it?', "I'm here, and there's no rush. Would you like to tell me more?"]);
      if (gentle) return { text: gentle, kind: 'follow-up' };
    }
    while (this.queue.length) {
      const q = this.queue.shift()!;
      if (q.kind === 'check-in' && this.answered.has(q.checkIn!)) continue;
      if (this.askedQuestions.some((a) => norm(a) === norm(q.text))) continue;
      return q;
    }
    return null;
  }

  /** A line whose last sentence is a question about what she just told: that question now waits for her answer. */
  private followUpLine(line: string): string {
    this.story = null;
    const sentences = line.split(/(?<=[.!?])\s+/);
    const question = sentences.pop()!;
    return this.ask({ text: question, kind: 'follow-up' }, sentences.join(' '));
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
    // Someone of hers unwell now: sympathy for them, by name, never "I'm sorry your chest is bad".
    if (h.unwell) {
      const { who, they, how } = h.unwell;
      const is = they === 'they' ? 'are' : 'is';
      const s = they === 'they' ? "they're" : `${they}'s`;
      if (how === 'hospital') return `Oh dear, I'm sorry ${who} ${is} in hospital. I hope ${s} comfortable.`;
      const poor = who.startsWith('your ') ? `your poor ${who.slice(5)}` : `poor ${who}`;
      if (how === 'fall') return h.past && !/\b(today|this morning)\b/i.test(h.text) ? `Oh dear, ${poor}. I hope ${s} on the mend.` : `Oh dear, ${poor}. I hope ${s} not badly hurt.`;
      if (how === 'results') return "That's a worrying wait for you all. I hope the news is good.";
      if (how === 'memory') return 'That must be so hard, when someone dear to you forgets.';
      return `I'm sorry ${who} ${is} poorly. I hope ${they} ${they === 'they' ? 'feel' : 'feels'} better soon.`;
    }
    // Her fall told in any words ("a little tumble in the garden, but I'm right as rain"): sympathy in proportion, never "what happened next?".
    if (!h.ailment && FALL_TOLD.test(h.text) && !LAUGHED_AT.test(h.text) && !SOMEONE_ALL_RIGHT.test(h.text)) return fallLine(h);
    // Cheer only when it is unmistakable: a good word beside a hard one ("married fifty years
    // before he went", "lovely, but I'm so tired") gets no cheer at all.
    if (h.feeling === 'good' && HARD_NEARBY.test(h.text)) {
      // Someone's mishap and then that they are all right: relief, said as relief.
      const ok = SOMEONE_ALL_RIGHT.exec(h.text);
      if (ok) return `Oh dear. I'm glad ${ok[1]!.toLowerCase()}${ok[1]!.toLowerCase() === 'they' ? "'re" : "'s"} all right.`;
      return h.words >= 6 ? 'Thank you for telling me.' : '';
    }
    switch (h.feeling) {
      case 'loss':
      {
        // Happy news with the one who is gone in it ("Katie got married; her grandad would have been so proud"): the day first, and him tenderly, never only condolence (the blind round P).
        const missedAtJoy = /\b(would have|'d have|would've) (loved|been (so |that |very )?proud|been (so |over the moon|thrilled|delighted))|\bwish(ed)? (he|she|they|(my |our |her |his )?\w+) (had been|could have been|was|were|could'?ve been) (there|here|with us)\b/i.exec(h.text);
        if (missedAtJoy && (h.event || h.alsoGood || /\b(married|wedding|born|baby|graduat\w*|passed|won|birthday|christening|engaged)\b/i.test(h.text))) {
          const he = /\b(he|him|his|grandad|grandpa|husband|father|dad|son|brother)\b/i.test(h.text) ? 'he' : /\b(she|her|nan|nana|granny|mother|mum|mom|wife|sister|daughter)\b/i.test(h.text) ? 'she' : 'they';
          return `What a special day. ${he === 'they' ? "They'd" : `${he[0]!.toUpperCase()}${he.slice(1)}'d`} have been so proud, I'm sure.`;
        }
        const pet = h.things.find((x) => isPet(x.word));
        const mourned = h.mourned[0];
        // "It's a year today since I lost my Tom": the day itself is hard.
        const anniversary = /\b(a year|a month|six months|(two|three|four|five|six|ten|twenty) years) (today|this week|tomorrow)\b|\banniversary\b/i.test(h.text);
        if (anniversary) return mourned ? `Oh, I'm so sorry about ${mourned.phrase}. That must make today a hard day.` : "Oh, I'm so sorry. That must make today a hard day.";
        if (mourned) return `Oh, I'm so sorry about ${mourned.phrase}. That is a great loss.`;
        // "I miss him every day": someone of an earlier sentence, not whoever else this one names.
        const missed = /\bmiss (him|her|them)\b/i.exec(h.text);
        if (missed) return `Oh, I'm so sorry. You must miss ${missed[1]!.toLowerCase()} very much.`;
        if (pet) return `Oh, I'm so sorry about ${pet.phrase.replace(/^the /, 'your ')}. That is a real loss.`;
        return "Oh, I'm so sorry. That is a great loss.";
      }
      case 'pain': {
        if (!h.ailment && /\b(fall|fell|fallen)\b/i.test(h.text)) return fallLine(h);
        // A small hurt said lightly ("cut my finger, it's fine"): sympathy in proportion, never "that sounds lovely".
        if (MINOR_HURT.test(h.text)) return h.alsoGood || /\b(fine|nothing|only|just|bit of a)\b/i.test(h.text) ? "Ouch! Good that it's nothing worse." : 'Ouch, that sounds sore. I hope it heals quickly.';
        // Sickness in a story of long ago, or someone else's ("men were sick for days"): sympathy, not "you're not feeling well".
        if (!h.ailment && (LONG_AGO.test(h.text) || h.past || /\bscared stiff\b/i.test(h.text) || !/\b(i|i'?m|i'?ve|me|my)\b/i.test(h.text.replace(/\bi (was|were|had|got)\b.*\b(years|ago|when)\b/i, '')))) return h.past || LONG_AGO.test(h.text) ? 'That sounds hard.' : "I'm sorry to hear that.";
        const base = h.ailment
          ? `Oh, I'm sorry your ${h.ailment.part} ${isPlural(h.ailment.part) ? 'are' : 'is'} ${h.ailment.complaint}${/\btoday\b/i.test(h.text) ? ' today' : ''}.`
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
        if (!h.lexical) return this.fresh(['Oh dear.', 'Oh, what a shame.']) ?? '';
        if (/\b(lonely|alone|isolated|on my own|by myself)\b/i.test(h.text)) return "I'm sorry you've been feeling lonely. I'm glad we're talking now.";
        if (/\b(sleep|slept|sleeping|nights?)\b/i.test(h.text)) return "I'm sorry you're not sleeping well. That can make everything harder.";
        // "Just tired of everything": weary of life, not tired in body.
        if (/\b(tired|sick|weary|fed up) (of|with) (everything|it all|life|living|all of it)\b/i.test(h.text)) return "I'm sorry it all feels so heavy just now. I'm glad you told me.";
        // "They're tired of us old folk", "fed up of the rain": weary of something, not tired in body.
        if (/\b(tired|sick|weary|fed up) (of|with) (us|me|old|the likes|having|seeing|visiting|coming)\b/i.test(h.text)) return /\b(us|me|old folk|old people|the likes of)\b/i.test(h.text) ? "Oh, that must hurt, feeling like that. I'm sure you mean more to them than you know." : "I'm sorry, that sounds wearing.";
        if (/\b(broke|breaks|break|broken|breaking) my heart\b|\bheart-?broken\b|\bheartbreak/i.test(h.text)) return "Oh, that must have been so sad. I'm sorry.";
        if (/\b(tired|exhausted|worn out)\b/i.test(h.text)) return h.alsoGood ? "I'm sorry you're feeling tired. I'm glad you're all right otherwise." : "I'm sorry you're feeling so tired. That's hard.";
        if (h.alsoGood) return "I'm sorry some of it has been hard. I'm glad there was some good in it too.";
        return this.fresh(["I'm sorry to hear that. That sounds hard.", "That sounds really hard.", "I'm sorry it's been like that.", "That can't be easy."]) ?? '';
      case 'good':
        if (h.event === 'wedding' && ENGAGED.test(h.text)) return person ? `${capitalise(person.name || person.phrase)} is engaged! How wonderful.` : 'An engagement! How wonderful.';
        if (h.event === 'wedding') return ownMarriage(h.text) ?? (person?.name ? `${person.name} ${FUTURE.test(h.text) ? 'is getting' : 'got'} married! How wonderful.` : 'A wedding! How wonderful.');
        if (h.event === 'birth') return EXPECTING.test(h.text) ? 'A baby on the way! How exciting.' : 'A new baby! What wonderful news.';
        if (h.event === 'visit' && person) return /\b(coming|will|going to)\b/i.test(h.text) ? `How lovely that ${person.phrase} is coming.` : `How lovely that ${person.phrase} came to see you.`;
        if (h.event === 'birthday') return 'A birthday! How lovely.';
        // Only her own words make a reply warm; the sentiment score alone gets a plain, interested word.
        if (!h.lexical) return h.event ? 'That sounds lovely.' : '';
        if (LONG_AGO.test(h.text) || h.past) return /beautiful/i.test(h.text) ? 'How beautiful.' : LONG_AGO.test(h.text) ? ['What a happy memory.', 'That sounds lovely.'][t % 2]! : 'That sounds lovely.';
        if (/\b(fine|alright|all right|okay|ok|not (too |so )?bad|can'?t complain|so-so|mustn'?t grumble|could be worse)\b/i.test(h.text)) return "I'm glad to hear it.";
        return ["That's lovely to hear.", "Oh, I'm glad.", 'How wonderful.'][t % 3]!;
      default:
        if (h.event === 'birth' && EXPECTING.test(h.text)) return 'A baby on the way! How exciting.';
        if (h.event === 'visit' && person && /\b(coming|will|going to)\b/i.test(h.text)) return `How lovely that ${person.phrase} is coming.`;
        if (h.event === 'wedding' && ENGAGED.test(h.text)) return person ? `${capitalise(person.name || person.phrase)} is engaged! How wonderful.` : 'An engagement! How wonderful.';
        if (h.event === 'wedding') return ownMarriage(h.text) ?? (person?.name && /\bmarried\b/i.test(h.text) ? `${person.name} ${FUTURE.test(h.text) ? 'is getting' : 'got'} married! How wonderful.` : 'A wedding!');
        // Someone dear ill now, in a home, not knowing her: hard, said as hard.
        if (LOVED_ONE_ILL.test(h.text) && !LONG_AGO.test(h.text)) return this.fresh(['That must be so hard.', "That's hard. I'm sorry.", 'That sounds very hard.']) ?? '';
        if (/\b(doctor|blood pressure|hospital|surgery|operation|tests?|scan|medication|medicine|pills|nurse)\b/i.test(h.text)) return 'Thank you for telling me about that.';
        return '';
    }
  }

  /**
   * What she told is her side of it: someone not there for her any more, her appetite gone, a
   * wish of the family's she is not ready for. Met as that, with a question about it, or null.
   */
  private herSideOfIt(h: Heard): { said: string; question: string } | null {
    const t = h.text;
    const pick = (lines: Array<[string, string]>) => this.freshPair(lines);
    if (NOT_READY.test(t)) {
      const line = pick([["That's completely understandable. There's no rush at all.", 'What would feel right for you?'], ['You know your own mind best.', 'How do you feel about it yourself?']]);
      return line && { said: line[0], question: line[1] };
    }
    // The family's wish for her life (to move, to sell up, to give up driving): a big thing, her view asked, not the wisher's health.
    if (WANTS_ME.test(t) && !LONG_AGO.test(t)) {
      const line = pick([["That's a big thing to think about.", 'How do you feel about it?'], ['That would be quite a change.', 'What would you like to do yourself?']]);
      return line && { said: line[0], question: line[1] };
    }
    const person = h.people.find((p) => p.relationship || p.name);
    if (person && ABSENT.test(t) && !LONG_AGO.test(t.replace(/\bused to (come|visit|call|ring|phone|pop|drop|stop)\b/i, '')) && !this.isGone(person.name, person.relationship)) {
      // By name when she gave one; else as she spoke of them ("she moved"), else by the relationship.
      const spoken = /\b(he|him|his)\b/i.test(t) ? 'him' : /\b(she|her)\b/i.test(t) ? 'her' : null;
      const them = person.name || spoken || pronounFor(person.relationship).them;
      const line = pick([
        [/\b(months|weeks|ages|years|a long time|a while)\b/i.test(t) ? "That's a long time." : 'That must leave a gap.', `Do you miss ${them}?`],
        ["I'm sorry. That's hard.", 'Is there someone else who drops in on you?'],
      ]);
      return line && { said: line[0], question: line[1] };
    }
    if (POOR_APPETITE.test(t) && !LONG_AGO.test(t)) {
      const line = pick([["I'm sorry your appetite's been low.", 'Has it been like that for a while?'], ['That does sound like a small appetite.', 'Is there anything you do fancy?']]);
      return line && { said: line[0], question: line[1] };
    }
    return null;
  }

  /** Relief, something achieved or something ahead in what she said: what to say and what to ask, or null. */
  private newsOrPlan(h: Heard): { said: string; question: string } | null {
    const t = h.text;
    if (LONG_AGO.test(t)) return null;
    const person = h.people.find((p) => p.relationship || p.name);
    const who = person ? (person.relationship ? `your ${person.relationship}` : person.name) : null;
    const pick = (lines: Array<[string, string]>) => this.freshPair(lines);
    const gone = h.people.find((p) => this.isGone(p.name, p.relationship));
    if (gone && /\b(birthday|anniversary)\b/i.test(t)) {
      const them = gone.relationship ? pronounFor(gone.relationship).them : gone.name;
      const line = pick([['That can be a tender day.', `How do you like to remember ${them} on the day?`], ['Days like that bring it all back.', 'Will anyone be with you that day?']]);
      return line && { said: line[0], question: line[1] };
    }
    if (RELIEF.test(t)) {
      const line = pick([["Oh, what a relief! That's wonderful news.", 'How are you feeling now?'], ['That must be such a weight off your mind.', 'Have you told the family?']]);
      return line && { said: line[0], question: line[1] };
    }
    // "I'm going to be a great-grandmother!": a baby on the way, said by who she will be.
    const becoming = /\bgoing to be an? ((great[- ])*(grand)?(mother|mum|ma|nan|nana|nanna|granny|grandma|father|dad|grandad|grandpa|auntie|aunt|uncle|gran))\b/i.exec(t);
    if (becoming) {
      const line = pick([[`A ${becoming[1]!.toLowerCase()}! Congratulations!`, 'When is the baby due?'], ['What wonderful news!', 'Do they know yet if it will be a boy or a girl?']]);
      return line && { said: line[0], question: line[1] };
    }
    // Asked to judge the show, to open the fete: an honour.
    if (/\b(been |being |was |were |got )?(asked|invited|chosen|picked|voted) to (judge|open|present|speak|sing|read|lead|run|organise|organize|be (on|in|the|a))\b/i.test(t) && !/\b(didn'?t|not|never|refused|said no)\b/i.test(t)) {
      const line = pick([['What an honour!', 'What will you be doing on the day?'], ['How exciting!', 'How do you feel about it?']]);
      return line && { said: line[0], question: line[1] };
    }
    // Something long worked at, done at last ("I finally finished that thousand-piece jigsaw").
    if (/\b(finally|at last|at long last|just) (finished|done|completed|got through)\b/i.test(t)) {
      const line = pick([['Well done, you!', 'How long did it take you?'], ["That's quite an achievement.", 'What will you do next?']]);
      return line && { said: line[0], question: line[1] };
    }
    // Someone of hers by name achieving ("Our Katie got into university"): their news, not hers.
    const named = /\b(?:our|my)?\s*((?!I\b|The\b|It\b|We\b|This\b|That\b|She\b|He\b|They\b|My\b|Our\b)[A-Z][a-z]+) (?:has |have |just )?(?:got|passed|won|graduated|finished|qualified|was (?:picked|chosen|promoted))\b/.exec(t)?.[1];
    if (ACHIEVED.test(t) && !/\b(didn't|did not|failed|not)\b/i.test(t) && !who && named) {
      const line = pick([[`How wonderful for ${named}! You must be so proud.`, `How did ${named} celebrate?`], ['What lovely news.', `What is ${named} going to do next?`]]);
      return line && { said: line[0], question: line[1] };
    }
    if (ACHIEVED.test(t) && !/\b(didn't|did not|failed|not)\b/i.test(t)) {
      const line = who
        ? pick([[`Oh, how wonderful! You must be so proud of ${who}.`, `How did ${pronounFor(person?.relationship ?? '').they} celebrate?`], ['What lovely news.', `What ${pronounFor(person?.relationship ?? '').they === 'they' ? 'are they' : `is ${pronounFor(person?.relationship ?? '').they}`} going to do next?`]])
        : pick([["Oh, well done! That's wonderful.", 'Tell me all about it. How did it feel?'], ['What lovely news.', 'How did you celebrate?']]);
      return line && { said: line[0], question: line[1] };
    }
    if (who && LIFE_CHANGE.test(t) && !/\b(didn'?t|did not|not|never|no longer)\b/i.test(t)) {
      const them = person?.relationship ? pronounFor(person.relationship).them : person!.name;
      const away = /\b(moving|moved|move|going) (away|abroad|to|out)\b/i.test(t);
      const line = pick([[`That's big news for ${person!.name || who}.`, 'How do you feel about it?'], ['Quite a change.', away ? `Will you still get to see ${them} much?` : 'What do you make of it all?']]);
      return line && { said: line[0], question: line[1] };
    }
    const ahead = h.upcoming || TRIP.test(t) || (h.event === 'visit' && FUTURE_PLAN.test(t));
    if (!ahead) return null;
    if (MEDICAL.test(t)) {
      const line = pick([['I hope it goes well.', 'Will someone be going with you?'], ['I hope it all goes smoothly.', 'How are you feeling about it?']]);
      return line && { said: line[0], question: line[1] };
    }
    if (h.event === 'visit' && who) {
      const line = pick([[`How lovely that ${who} is coming.`, 'What would you like to do together?'], ['Something to look forward to.', 'When did you last see them?']]);
      return line && { said: line[0], question: line[1] };
    }
    const line = pick([['How lovely, something to look forward to.', 'What are you looking forward to most?'], ['That sounds lovely.', 'Have you been there before?']]);
    return line && { said: line[0], question: line[1] };
  }

  /** A question about what she just told, or null when it is time for the next topic. */
  private followUp(h: Heard, words: Set<string>): string | null {
    // A loss is never followed by a cheerful new topic: one gentle question about the person first.
    const limit = (this.plan.agentType === 'stories' ? 3 : 2) + (h.feeling === 'loss' ? 1 : 0);
    const storyLike = h.words >= 9 || (h.past && h.words >= 6);
    const focus = [...h.people.map((p) => p.name || p.relationship), ...h.places, ...h.things.filter((t) => !t.phrase.startsWith('the ')).map((t) => t.word)].map((w) => w.toLowerCase());
    const newFocus = focus.some((f) => !f.split(' ').some((w) => this.story?.key.has(w.replace(/s$/, ''))));
    // The same story goes on: it shares words with it, or she carries on with "he", "we", "it".
    const onStory = !!this.story && ([...words].some((w) => this.story!.key.has(w)) || (/^(oh,? )?(he|she|we|they|it|that|his|her|and|but|then|so)\b/i.test(h.text) && !newFocus));
    // A short answer to the companion's own follow-up ("What's your dog's name?" "Buster. He's a beagle.") carries that topic on.
    const answersFollowUp = this.pending?.kind === 'follow-up' && h.words <= 12 && !h.people.some((p) => p.relationship) && h.intent === 'statement';
    const continuing = onStory || answersFollowUp;
    if (!continuing) this.story = null;
    else if (!this.story) this.story = { key: new Set(words), followUps: 1 };
    if (this.story && this.story.followUps >= limit) return null;
    const pet = h.things.some((t) => isPet(t.word));
    // "I had porridge for breakfast" answers the check-in; it is not a story to dig into.
    const checkInAnswer = (h.answers.has('eating') || h.answers.has('sleep') || h.answers.has('feeling')) && !LONG_AGO.test(h.text) && !h.people.length && !h.places.length && !h.ailment;
    if (checkInAnswer && !this.story) return null;
    const hasFocus = h.people.length || h.places.length || h.things.length || h.ailment;
    // A short answer that carries on what she was telling ("She's due in March.", "Yeah, it was good."): stay with it, not on to a check-in.
    if (continuing && !hasFocus && !storyLike && h.intent === 'statement' && h.feeling !== 'sad' && h.feeling !== 'worry' && h.feeling !== 'pain') {
      const ahead = FUTURE.test(h.text) || /\b(due|coming|next|soon)\b/i.test(h.text);
      const q = this.unused(ahead ? ['Not long now! How are you feeling about it?', 'Something to look forward to. What are you looking forward to most?'] : h.past ? (h.feeling === 'good' ? ['What was the best part?', 'What made it so good?'] : ['What was that like for you?', 'How did that feel?']) : ['Tell me more.', 'How are you feeling about it all?']);
      if (q) {
        for (const w of words) this.story!.key.add(w);
        this.story!.followUps++;
        return q;
      }
    }
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

  /** Someone she spoke of as gone, this call or in her profile ("passed away"). */
  private isGone(name: string, relationship: string): boolean {
    const key = (name || relationship).toLowerCase();
    if (this.goneThisCall.has(key)) return true;
    return this.plan.profile.people.some((p) => /passed|died|late|gone/i.test(p.note) && ((name && p.name.toLowerCase() === name.toLowerCase()) || (!name && relationship && p.relationship === relationship)));
  }

  /**
   * Her people by name, as she told of them before ("Peter found a house" after "my son Peter"):
   * a name at the start of a sentence or before 's is one of hers when the profile knows it.
   */
  private withHerPeople(h: Heard): Heard {
    for (const p of h.people) if (p.name && /^[A-Z][a-z'-]+$/.test(p.name) && !this.namedThisCall.some((q) => q.name === p.name)) this.namedThisCall.push({ name: p.name, relationship: p.relationship });
    const known = [...this.plan.profile.people, ...this.namedThisCall].filter((p) => p.name && /^[A-Z][a-z'-]+$/.test(p.name) && !h.people.some((q) => q.name.toLowerCase() === p.name.toLowerCase()) && new RegExp(`\\b${p.name}('s)?\\b`).test(h.text));
    if (!known.length) return h;
    const rel = (r: string) => (r && r !== 'someone she mentioned' ? r : '');
    return { ...h, people: [...h.people, ...known.map((p) => ({ name: p.name, relationship: rel(p.relationship), phrase: p.name }))] };
  }

  /** A bare name the profile knows as one of her people. */
  private known(name: string): boolean {
    return !!name && this.plan.profile.people.some((p) => p.name.toLowerCase() === name.toLowerCase());
  }

  private readonly goneThisCall = new Set<string>();
  /** People she named this call ("my grandson Ben"), known by name when she speaks of them again. */
  private readonly namedThisCall: Array<{ name: string; relationship: string }> = [];
  /** What she was last telling about ("your granddaughter Lucy"), for "where were we?". */
  private lastTopic = '';
  /** Someone (or a pet) she has just lost: the next turns stay with them, never a new topic. */
  private grief: { them: string; they: string; turns: number } | null = null;
  /** Turns in a row spent on how she feels (two at most before the conversation moves gently on). */
  private staysWithFeeling = 0;

  private unused(candidates: string[]): string | null {
    // Nor a question whose words were said already this call ("Dundee! What was life like there?" then the same for another town).
    const asked = (c: string) => c.split(/(?<=[.!?:])\s+/).some((x) => /\?$/.test(x) && this.spoken.has(norm(x)));
    return candidates.find((c) => !this.askedQuestions.some((a) => norm(a) === norm(c)) && !this.askedBefore.has(norm(c)) && !asked(c)) ?? null;
  }

  /** The first pastime or everyday thing she names that a friend would ask about, with a question not yet asked this call. */
  private topicalQuestion(text: string): { said: string; question: string } | null {
    for (const [pattern, said, questions] of TOPICS) {
      const m = pattern.exec(text);
      if (!m) continue;
      const question = this.fresh(questions);
      if (!question) continue;
      const word = m[0].toLowerCase();
      return { said: said ?? `${/^(the|a|an|my|some)\b/.test(word) ? cap(word) : cap(word)}!`, question };
    }
    return null;
  }

  private composeFollowUp(h: Heard): string | null {
    const person = h.people.find((p) => p.relationship) ?? h.people[0];
    const pr = pronounFor(person?.relationship ?? '');
    const them = person && !person.relationship ? person.name : pr.them;
    if (h.ailment && h.feeling === 'pain') {
      return this.unused([`${isPlural(h.ailment.part) ? 'Are' : 'Is'} your ${h.ailment.part} making things hard today?`, `Have you been able to rest a little today?`]);
    }
    if (h.feeling === 'loss') {
      const pet = h.things.find((x) => isPet(x.word));
      // The one mourned, or, when the loss is told with "him" or "her", someone of an earlier sentence.
      const lost = h.mourned[0] ?? (/\bmiss (him|her|them)\b/i.test(h.text) ? undefined : person);
      const lpr = pronounFor(lost?.relationship ?? '');
      const who = lost ? (lost.relationship ? lpr.them : lost.name) : /\b(he|him|his)\b/i.test(h.text) ? 'him' : /\b(she|her)\b/i.test(h.text) ? 'her' : pet ? `your ${pet.word}` : 'them';
      return this.unused([`What do you miss most about ${who}?`, `What was ${lost ? (lost.relationship ? lpr.they : lost.name) : 'that time'} like?`.replace(/^What was they like/, 'What were they like'), 'What is a favourite memory you have together?']);
    }
    if (person && h.event && h.event !== 'holiday') {
      const byEvent: Record<NonNullable<Heard['event']>, string[]> = {
        wedding: FUTURE.test(h.text) || ENGAGED.test(h.text) ? ['When is the wedding?', 'Will you be going to the wedding?'] : ['What was the wedding like?', `How did you celebrate?`],
        birth: EXPECTING.test(h.text) ? ['When is the baby due?', 'Do you know yet if it will be a boy or a girl?'] : ["What is the baby's name?", 'Have you been able to hold the baby yet?'],
        visit: /\b(coming|will|going to|next|tomorrow|might|may|hopes? to|at christmas|for christmas)\b/i.test(h.text) ? ['What will you do together?', `When did you last see ${them}?`] : ['What did you do together?', `How was it to see ${them}?`],
        birthday: ['How did you celebrate?', 'Was there a cake?'],
        holiday: [],
      };
      const q = this.unused(byEvent[h.event]);
      if (q) return q;
    }
    // Her pet, said as "the dog": hers, and a question about the animal, never "what do you love most about it".
    const petNow = !h.past ? h.things.find((x) => isPet(x.word)) : undefined;
    if (petNow && !person) {
      // Named as she spoke ("my budgie Joey"): not asked its name, and called by it.
      const name = new RegExp(`\\b${petNow.word} ([A-Z][a-z]+)\\b`).exec(h.text)?.[1] ?? this.plan.profile.pets.find((p) => p.kind === petNow.word && p.name)?.name;
      const it = name ?? (/\b(she|her)\b/i.test(h.text) ? 'her' : /\b(he|him|his)\b/i.test(h.text) ? 'him' : null);
      const q = this.unused([...(name ? [] : [`What's your ${petNow.word}'s name?`]), `How long have you had ${it ?? `your ${petNow.word}`}?`, `What's ${name ?? (it === 'her' ? 'she' : it === 'him' ? 'he' : `your ${petNow.word}`)} like?`]);
      if (q) {
        this.story = { key: new Set([petNow.word, ...contentWords(h.text)]), followUps: 0 };
        return q;
      }
    }
    // "I made tamales with my mother": the tamales are the story, her mother her company in it.
    const withPerson = /\bwith (my|our|his|her) /i.test(h.text);
    // A passing "the X" is only worth a question in a story she is telling, not mid-story (then: what happened next).
    const plain = h.past && (!this.story || SETTING.test(h.things[0]?.word ?? '')) ? h.things[0] : undefined;
    const thing = h.things.find((t) => !t.phrase.startsWith('the ')) ?? (h.people.length && !withPerson ? undefined : plain);
    const place = h.places[0];
    // Good news about a passing thing ("I won at bingo"): ask about the news, not the thing.
    const news = h.feeling === 'good' && h.lexical && h.words >= 4 && (!!h.event || UNMISTAKABLE.test(h.text)) && !HARD_NEARBY.test(h.text) && !/\b(i'?m|i am|feel|feeling|doing|slept|sleep|eat|ate)\b/i.test(h.text);
    if (news && !this.story && (!thing || (thing.phrase.startsWith('the ') && !SETTING.test(thing.word))) && !person) {
      const q = this.unused(h.past ? ['Tell me all about it! What was the best part?'] : ['Tell me more! What are you looking forward to most?']);
      if (q) return q;
    }
    if (thing && !NOT_AN_INTEREST.test(thing.word) && (INTEREST.test(thing.word) || (h.past && SETTING.test(thing.word))) && !(h.feeling === 'pain' || h.feeling === 'sad' || h.feeling === 'worry')) {
      const where = place && !thing.phrase.includes(place) ? ` in ${place}` : '';
      const subject = `${cap(thing.phrase)}${where}`;
      const day = /\b(Sunday|Saturday|Monday|Tuesday|Wednesday|Thursday|Friday)s?\b/.exec(h.text)?.[1];
      const sensory = SMELLS.test(thing.word) || FOOD.test(thing.word) ? [`what did it smell like${day ? ` on a ${day} morning` : ''}?`] : [];
      // "I finished that big jigsaw at last", "I ran the cake stall on Saturday": something just done is asked how it went, never what she remembers of it.
      if (h.past && !LONG_AGO.test(h.text) && /\b(today|this morning|yesterday|last (night|week|weekend)|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|at last|finally|just (finished|done|made|got))\b/i.test(h.text)) {
        const q = this.unused(RECENT_THING);
        if (q) return q;
      }
      let qs = h.past ? [...sensory, ...PAST_THING] : [...sensory.map((s) => s.replace('did it smell', 'does it smell')), ...PRESENT_THING];
      if (isPlural(thing.word.split(' ').pop()!)) qs = qs.map((x) => x.replace(/\bdid it\b/, 'did they').replace(/\bdoes it\b/, 'do they').replace(/\babout it\b/, 'about them').replace(/\bhad it\b/, 'had them').replace(/\bWhat is it like\b/, 'What are they like').replace(/\bdid it look\b/, 'did they look'));
      // Each question's form once a call ("…: what did it smell like?" twice reads as a machine).
      const q = this.unused(qs.filter((x) => !this.askedQuestions.some((a) => a.endsWith(`: ${x}`))).map((x) => `${subject}: ${x}`));
      if (q) return q;
    }
    const gone = person && (h.gone.includes((person.name || person.relationship).toLowerCase()) || this.isGone(person.name, person.relationship));
    if (person && gone) {
      const q = this.unused([`What was ${person.relationship ? pr.they : person.name} like?`.replace(/^What was they like/, 'What were they like'), `What do you miss most about ${them}?`, 'What is a favourite memory you have together?']);
      if (q) return q;
    }
    // Someone of hers unwell: how she is managing, and whether she has seen them; not "how is he doing?" just after being told.
    if (h.unwell) {
      const them = h.unwell.they === 'he' ? 'him' : h.unwell.they === 'she' ? 'her' : 'them';
      const q = this.unused(h.unwell.how === 'results' ? ['How are you holding up while you wait?', 'When do they expect to know?'] : ['How are you managing with it all?', h.unwell.how === 'hospital' ? `Have you been able to visit ${them}?` : `Have you been able to see ${them}?`]);
      if (q) return q;
    }
    if (person && !gone && (person.relationship || this.known(person.name))) {
      const who = person.phrase;
      // "What was your daughter like?" is for someone long ago or gone, not for yesterday's shopping trip.
      const longAgo = LONG_AGO.test(h.text);
      // "Tom came, he fixed my television": their kindness, said back, before what they did together.
      if (h.past && !longAgo && /\b(fixed|mended|helped|brought|cooked|made me|took me|drove me|did my|cleaned|sorted|tidied|repaired|put up|dug|mowed|painted|carried|fetched|bought me|got me)\b/i.test(h.text) && !/\b(didn'?t|never|wouldn'?t|won'?t|couldn'?t)\b/i.test(h.text)) {
        const q = this.unused([`How kind of ${who.replace(/^your \w+ (?=[A-Z])/, '')}! What else did you two get up to?`, 'What did you do together?']);
        if (q) return q;
      }
      if (h.past && !longAgo && h.event === 'visit') {
        const q = this.unused(['What did you do together?', `How is ${who} doing these days?`]);
        if (q) return q;
      }
      // "How is he doing?" only about someone she spoke of in the present; a past mention may be someone long gone.
      const many = PLURAL_PEOPLE.test(person.relationship) && !person.name;
      const qs = h.past && longAgo
        ? [/\b(mother|father|mum|mom|dad|mam|mama|papa|grand\w*|aunt|auntie|uncle)\b/.test(person.relationship) ? `What was ${who} like?` : `What was ${who} like in those days?`, `What do you remember most about ${them}?`, `${cap(who)}: what did you love most about ${them}?`]
        : h.past
          ? [`What can you tell me about ${who}?`, `What ${many ? 'are' : 'is'} ${who} like?`]
          : [`How ${many ? 'are' : 'is'} ${who} doing these days?`, `When did you last see ${them}?`, `What do you enjoy doing together?`];
      const q = this.unused(qs.map((x) => x.replace(/^What was (your|his|her|their) (grandchildren|grandkids|children|kids|parents|family) like/, 'What were $1 $2 like')));
      if (q) return q;
    }
    if (place) {
      const at = new RegExp(`\\bat (the )?${place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).exec(h.text);
      // "He lives in Florida now", "she's at university in Leeds": their place, asked about as theirs.
      const theirs = theirPlace(h.text, place);
      // "I went to Brighton last week": a trip, not where she lived.
      const trip = h.past && new RegExp(`\\b(went|been|go|visited|trip|day out|drove|took me|popped|nipped|over) (up |down |over |out )?(to|in|into) (\\w+ )?${place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(h.text);
      const q = this.unused(trip ? [`How was ${place}?`, `What did you get up to in ${place}?`] : theirs ? [`${place}! How is ${theirs.he} finding it there?`, `Do you get to visit ${theirs.him} in ${place}?`] : at ? [`What was ${at[1] ? 'the ' : ''}${place} like?`, `What do you remember most about ${at[1] ? 'the ' : ''}${place}?`] : h.past ? [`${place}! What was life like there?`, `What do you remember most about ${place}?`] : [`What do you like about ${place}?`, `How long have you known ${place}?`]);
      if (q) return q;
    }
    if (/\b(doctor|blood pressure|hospital|surgery|operation|tests?|scan|medication)\b/i.test(h.text) && h.feeling === 'neutral') return this.unused(['How are you feeling about it?']);
    if (h.feeling === 'good' && h.lexical && h.words >= 4 && (!!h.event || UNMISTAKABLE.test(h.text)) && !HARD_NEARBY.test(h.text) && !/\b(i'?m|i am|feel|feeling|doing|slept|sleep|eat|ate)\b/i.test(h.text)) {
      const q = this.unused(h.past ? ['Tell me all about it! What was the best part?'] : ['Tell me more! What are you looking forward to most?']);
      if (q) return q;
    }
    if (this.story) {
      const pet = [...this.story.key].find((w) => isPet(w));
      const him = /\b(he|him|his)\b/i.test(h.text) ? 'him' : /\b(she|her)\b/i.test(h.text) ? 'her' : 'them';
      if (pet && !h.past) return this.unused([`How long have you had ${him}?`, `What does ${him === 'them' ? 'your ' + pet : him} get up to during the day?`, ...CONTINUE_NOW]);
      if (LOVED_ONE_ILL.test(h.text) && !h.past) return this.unused(['How are you managing with it all?', 'How often do you get to see them?', ...CONTINUE_NOW.slice(0, 1)]);
      return this.unused(h.past ? CONTINUE_STORY : CONTINUE_NOW);
    }
    return null;
  }
}

/** She puts the companion in its place: "don't be so daft", "I'm not an invalid", "stop fussing". */
const REBUKE = /\b(don'?t be (so )?(daft|silly|soft|ridiculous|stupid)|i'?m not (an invalid|a child|senile|daft|stupid|helpless|gaga|doolally|past it|useless)|stop (fussing|fretting|mithering|mothering)|you sound like my (daughter|son|doctor)|i'?m perfectly capable|don'?t (you )?lecture me|(i )?(don'?t|do not) want (your |anyone'?s )?pity|don'?t (you )?(feel sorry for|pity) me|don'?t (you )?patroni[sz]e me|no need to (fuss|feel sorry))\b/i;

/** Low spirits said of herself: lonely, low, fed up, of no use to anyone. */
const LOW_SPIRITS_TOLD = /\b(low|down|lonely|alone|miserable|depressed|fed up|tired of (everything|it all)|sick of (everything|it all)|nobody (needs|wants|cares about) me|no use to anyone|a burden|(days|nights) are (very |so )?long|what'?s the point|empty|blue|not myself)\b/i;

/**
 * Pastimes and everyday things a friend asks about by name (the blind companion round N: "answer"
 * and "telling" turns met with "tell me more about that"): the thing, and what a friend would ask.
 * `said` is the word of welcome; null says the thing back ("The snooker!").
 */
const TOPICS: Array<[RegExp, string | null, string[]]> = [
  [/\b(cat|dog|budgie|puppy|kitten|parrot|rabbit|pony|horse|moggy)\b.{0,40}\b(off (his|her|its|their) food|poorly|not (well|right|herself|himself|itself)|limping|to the vets?|at the vets?|vet'?s)\b/i, 'Oh, the poor thing. I hope the vet can help.', ['Is the poor thing eating anything at all?', 'How long have you had your pet?']],
  [/\b(tomatoes|runner beans|broad beans|potatoes|courgettes|marrows|strawberries|raspberries|gooseberries|rhubarb|sweet peas|dahlias|veg|vegetables)\b.{0,40}\b(treat|lovely|grand|brilliant|wonderful|champion|lots|loads|so many|bumper|come up|coming up|doing well|ripe|ripening)\b/i, 'How lovely.', ['What will you do with them all?', 'What do you grow the most of?']],
  [/\b(the )?(snooker|football|cricket|rugby|tennis|golf|darts|bowls|wimbledon|the racing|the horses|the grand national|the match|the rugby)\b/i, null, ['Who were you hoping would win?', 'Have you always followed it?']],
  [/\b(the )?(library|library books?|new books?|a good book|my book)\b/i, null, ['What are you reading at the moment?', 'What sort of books do you like best?']],
  [/\b(the )?(radio|wireless)\b/i, null, ['What do you like to listen to?', 'Is there a programme you never miss?']],
  [/\b(crossword|jigsaw|sudoku|word ?search|puzzle book)\b/i, null, ['Did you manage to finish it?', 'Do you do one every day?']],
  [/\b(knitting|sewing|crochet\w*|embroidery|quilting|tapestry) (a|an|the|my|some)\b/i, 'How lovely.', ['Who is it for?', 'How is it coming along?']],
  [/\b(knitting|sewing|crochet\w*|embroidery|quilting|tapestry)\b/i, null, ['What are you making at the moment?', 'Who taught you?']],
  [/\b(scones|home-?made (cake|bread|jam|soup)|baking|a cake|fruit cake|sponge|shortbread|biscuits)\b/i, null, ['Were they home-made?', 'Do you do much baking yourself?']],
  [/\b(soup|stew|casserole|shepherd'?s pie|a roast|roast dinner|fish and chips)\b/i, null, ['Did you make it yourself?', "What's your favourite thing to cook?"]],
  [/\b(the )?(birds|bird table|bird feeder|robins?|blackbirds?|blue ?tits?|sparrows|squirrels?)\b/i, null, ['Which ones come to visit you?', 'Do you put food out for them?']],
  [/\b(bingo|whist|bridge|dominoes|a game of cards|cribbage|scrabble)\b/i, null, ['Did you have any luck?', 'Who do you play with?']],
  [/\b(power cut|the power went|the lights went out|the electric went off)\b/i, 'Oh, what a nuisance.', ['Did you manage all right in the dark?', 'How long were you without it?']],
  [/\b(hairdresser'?s?|had my hair (done|cut|set)|got my hair (done|cut))\b/i, 'How lovely.', ['Did you have it done differently?', 'Do you always go to the same place?']],
  [/\b(photos|photographs|old pictures|the album|photo album)\b/i, null, ['Is there one you especially love?', 'Who was in them?']],
  [/\b(tea dance|dancing|ballroom)\b/i, null, ['What was your favourite dance?', 'Who did you dance with?']],
  [/\b(the choir|hymns|singing|the piano|my music|old songs)\b/i, null, ['Do you have a favourite song?', 'What sort of music do you love?']],
  [/\b(the market|the shops|the supermarket|a bit of shopping)\b/i, null, ['Did you get everything you needed?', 'Do you go every week?']],
  [/\b(quiz shows?|countdown|strictly|antiques roadshow|the soaps|coronation street|eastenders|emmerdale|a good film|an old film)\b/i, null, ['What do you enjoy watching most?', 'Who do you like best on it?']],
];

/** Her own long marriage ("Betty and I were married fifty-two years"), met as hers, never as someone's wedding. */
function ownMarriage(text: string): string | null {
  if (!/\b(and i|we|i)( were| was|'ve been| have been| had been|'d been| got| been)? married\b/i.test(text)) return null;
  const years = /\bmarried (for )?(almost |nearly |over |more than )?([a-z-]+(?: [a-z-]+)?|\d+) years\b/i.exec(text)?.[3];
  return years ? `${years.replace(/^\w/, (c) => c.toUpperCase())} years together! What a wonderful thing.` : 'Your wedding! How lovely.';
}

/** A place that is someone else's: where he lives, studies or works now. */
function theirPlace(text: string, place: string): { he: string; him: string } | null {
  const p = place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const clause = text.split(/(?<=[.!?;,])\s+|\s(?=(?:and|but|so) )/).find((x) => new RegExp(`\\b${p}\\b`).test(x)) ?? '';
  if (/\b(I|we|I'm|we're|I've|we've|us)\b/.test(clause.replace(/\b(I|we) (think|suppose|reckon|believe)\b/g, ''))) return null;
  const who = /\b(he|she|they|his|her|their|[A-Z][a-z]+)('s| is| are| has| have| was| were| lives| lived| moved| works| studies| goes| went)?\b/.exec(clause.replace(new RegExp(`\\b${p}\\b`, 'g'), ''));
  if (!who || /^(The|A|An|It|There|That|This|In|At|To|From|Now|Then|So|And|But|Oh|Well|Yes|No)$/.test(who[1]!)) return null;
  const w = who[1]!.toLowerCase();
  const she = w === 'she' || w === 'her' || /\b(she|her)\b/.test(clause);
  const they = w === 'they' || w === 'their';
  return they ? { he: 'they', him: 'them' } : she ? { he: 'she', him: 'her' } : { he: 'he', him: 'him' };
}

/** Her further questions about the companion, once its own answers are said: the same truth in other words. */
const ABOUT_ME_AGAIN = ["I'm only a computer voice, so there isn't much to tell about me. I'd much rather hear about you.", "There's not much to tell about me, being an AI companion. You're far more interesting.", 'Being an AI, I can only imagine it, but I love hearing what it is like for you.'];

/** What she said since the companion last spoke (she may have said it in pieces). */
/**
 * An honest answer to her question about the companion itself, by what it asks (likes, family,
 * food, feelings, where, age, the weather), and, where it reads well, the same question asked back.
 */
function aboutMe(text: string, family: string): { answer: string; back: string | null } {
  const t = text.toLowerCase().replace(/[’]/g, "'");
  const question = text.split(/(?<=[.!?])\s+/).find((x) => /\?\s*$/.test(x) && /\byou\b/i.test(x))?.trim() ?? '';
  const asked = /^(do|did|have|are|were|would|what|how)\b/i.test(question) && !/\b(calling|ringing|phoning|your name|real|robot|computer|machine|human|person)\b/i.test(question)
    ? question.replace(/,? (yourself|dear|love|pet|hon|honey|duck)\b/gi, '').replace(/^(and|so|well),? /i, '')
    : null;
  // Her question asked back, never in her own words ("Do you like cake?" back to the one who asked): "Do you have a favourite?"
  const echo = asked && /^do you (like|love|enjoy|prefer)\b/i.test(asked) ? 'Do you have a favourite?' : asked ? `And you? ${asked.replace(/^\w/, (c) => c.toUpperCase())}` : null;
  const fam = family && family !== 'the Fondly team' ? family : 'your family';
  if (ABOUT_MONEY.test(t) || /\btrust you\b|\b(sell|selling|sales|salesman|buy anything)\b/.test(t)) return { answer: `That's a very sensible question. I'm Fondly, and ${fam === 'your family' ? 'your family' : fam} set up these calls for you. I will never ask you for money, bank details or passwords; if anyone on the phone ever does, just hang up.`, back: null };
  if (/\b(who('s| is)? pay(s|ing)?|who pays|how much|cost|free)\b/.test(t)) return { answer: `${fam === 'your family' ? 'Your family' : fam} arranged these calls for you, so there's nothing for you to pay, and I'll never ask you for money.`, back: null };
  if (/\b(my (phone )?number|my name)\b/.test(t) && /\b(get|got|find|found|know|have)\b/.test(t)) return { answer: `${fam === 'your family' ? 'Your family' : fam} gave me your number and asked me to give you a ring now and then.`, back: null };
  // Who set the calls up: the family member who did, by name.
  if (/\b(who (sent|asked|told|got|put|pays?) you|(did|has|have) (my |our )?[a-z]+ (tell|ask|send|get|put|pay) you|who('s| is)? (set|put|arranged) (this|these|you|it) up|who arranged|who (set|signed) me up)\b/.test(t)) return { answer: `${fam === 'your family' ? 'Your family' : fam} set up these calls for you, so we could have a chat now and then.`, back: null };
  // Help to write her stories down: what the calls are for.
  if (/\b(write|writing|put|putting|get|getting|set|jot)( \w+){0,2} (down|up)\b.{0,30}\b(stories|memories|life|story)\b|\b(stories|memories|life story)\b.{0,30}\b(written|write|writing|down|book)\b/.test(t)) return { answer: `Gladly. Everything you tell me is written down, and ${fam === 'your family' ? 'your family gets' : `${fam} gets`} your stories after our calls, to keep.`, back: 'Which one shall we start with?' };
  // Whether it likes this work: honest, and glad.
  if (/\b(do|don't) you (like|enjoy|mind|get fed up( with)?|get bored( of| with)?) (doing )?(this|these calls|it|ringing|calling|phoning|talking|chatting|your (job|work)|old \w+)\b|\bis (this|it) your job\b/.test(t)) return { answer: "I'm only an AI, but calls like this one are what I'm here for, and I'm glad of every one.", back: null };
  if (/\b(who|anyone|anybody|everyone)\b.{0,20}\b(sees?|reads?|hears?|gets?|listens?( to| in)?)\b|\b(notes?|what i (say|tell you))\b.{0,20}\b(go|goes|sent|shared|private)\b|\bwhere (does|do|will) (all )?(this|it|that|they|what i (say|tell you)|my (words|stories))( \w+)? go\b/.test(t)) return { answer: `${fam === 'your family' ? 'Your family' : fam} gets a short note after each call with a few of your words, and nobody else. If there's something you'd rather keep between us, just say so.`, back: null };
  if (/\brecord(ed|ing)?\b/.test(t)) return { answer: "Yes: our chats are written down so your family can share in them, and your voice is recorded only if you've said yes. If there's something you'd rather keep between us, just say so.", back: null };
  if (/\byour name\b/.test(t)) return { answer: "I'm Fondly, an AI companion. It's lovely to talk with you.", back: null };
  // "Are you a man or a woman?": the truth, and the voice she hears.
  if (/\b(man or (a )?woman|woman or (a )?man|boy or (a )?girl|girl or (a )?boy|are you a (man|woman|lady|fella|fellow|bloke|gentleman|girl|boy))\b/.test(t)) return { answer: "Neither, really: I'm an AI companion, a computer programme with a voice to chat in.", back: null };
  // "Do you think animals know things?", "Do you believe in God?": her question is about the world, not the companion; her own view is asked for, not an opinion made up.
  if (/^\W*(and |so |well,? )?(do|don'?t) you (think|reckon|believe|suppose|ever wonder)\b|\bwhat do you (think|reckon|make) (of|about)\b|\bwhat'?s your (view|opinion)\b/.test(t)) return { answer: "Oh, that's a good question, and a big one for a computer like me.", back: 'What do you think?' };
  // "Do you sing?", "Do you dance?": an honest no, and whether she did.
  const pastime = /^\W*(and |so |well,? )?(do|can) you (sing|dance|knit|cook|bake|garden|paint|draw|swim|play (the )?\w+)\b/.exec(question.toLowerCase());
  if (pastime) return { answer: `I can't ${pastime[3]}, I'm afraid, being an AI companion!`, back: `Did you ever ${pastime[3]}?` };
  if (/\bwhere (are you|do you (live|come from)|is fondly)\b|\bwhere.*\b(calling|ringing|phoning) from\b/.test(t)) {
    const asked = family && family !== 'the Fondly team' ? `${family} asked me to give you a ring` : 'I ring to keep you company';
    return { answer: `I'm an AI companion, so I don't live anywhere in particular. ${asked}.`, back: null };
  }
  if (/\b(family|children|kids|married|husband|wife|grandchildren|brothers?|sisters?)\b/.test(t)) return { answer: "I don't have a family of my own; I'm an AI companion. But I love hearing about yours.", back: null };
  if (/\b(eat|ate|breakfast|lunch|dinner|supper|tea|food|hungry|drink)\b/.test(t)) return { answer: "I don't eat, I'm afraid, being an AI companion!", back: echo };
  if (/\b(lonely|sad|happy|feel|feelings|tired|bored|sleep)\b/.test(t)) return { answer: "I don't have feelings the way you do, being an AI companion, but I always look forward to our chats.", back: echo };
  if (/\bwhat (do|did) you (do|get up to|been doing)\b|\bhow do you (spend|pass)\b|\bwhat are you (doing|up to)\b|\bare you (busy|working)\b/.test(t)) return { answer: 'My days are spent on calls like this one, and I enjoy every one of them.', back: 'What does a usual day look like for you?' };
  if (/\b(how old|your age|old are you|birthday)\b/.test(t)) return { answer: "I'm an AI companion, so I don't have an age like you do.", back: null };
  if (/\b(weather|raining|sunny|cold|warm) (there|where you are)\b|\bwhat'?s it like (there|where you are)\b/.test(t)) return { answer: "I can't see out of a window, I'm afraid!", back: "What's it like where you are?" };
  if (/\b(like|love|enjoy|watch|read|listen|play|sing|garden|cook|bake|dance|follow)\b/.test(t)) return { answer: "I don't have pastimes the way you do, being an AI companion, but I love hearing about yours.", back: echo };
  // Said once a call at most (a reply of only said sentences is cut to its last): other words for the same truth.
  return { answer: "That's kind of you to ask. I'm an AI companion, so I don't have a life like yours, but I love hearing about it.", back: null };
}

/**
 * Sympathy for a fall, to whoever fell: "my husband fell on the dance floor once and we laughed
 * till we cried" is about him, and laughter; never "I'm sorry you had a fall".
 */
/** Someone's mishap, and that they are all right. */
const SOMEONE_ALL_RIGHT = /\b(she|he|they)('s| is|'re| are) (alright|all right|fine|okay|ok|doing (well|fine)|on the mend|grand|home now)\b/i;
/** A fall, said the way people say it. */
const FALL_TOLD = /\b(I|I've|I'd|[Ss]he|[Hh]e|[Mm]y \w+|(?!(The|A|An|It|This|That|Its|Our|Your|Their|What|Something|Everything)\b)[A-Z][a-z]+)( \w+)? (fell|fallen|had a (little |bit of a |nasty |silly |small )?(fall|tumble|spill)|took a (little |bit of a |nasty )?(tumble|fall|spill)|went flying|came a cropper|went (over|down) on (my|his|her) \w+)\b/;
/** A fall laughed at, or a figure of speech ("fell about laughing", "fell for it"). */
const LAUGHED_AT = /\bfell (about|for|in love|asleep|out with|behind|through|apart|short)\b/i;
function fallLine(h: Heard): string {
  // "But I'm right as rain": all right after it, whatever the feeling read.
  const wellAfter = h.alsoGood || /\b(right as rain|(i'?m|i am|i was|she'?s|he'?s|they'?re) (fine|all right|alright|ok(ay)?|grand|none the worse)|no harm done|not hurt|nothing broken)\b/i.test(h.text);
  const who = /\b([Mm]y (?:late )?([a-z-]+)|[Hh]e|[Ss]he|(?!My\b)[A-Z][a-z]+) (?:\w+ )?(?:fell|had a (?:little |bit of a |nasty |silly |small )?(?:fall|tumble|spill)|has fallen|had fallen|took a (?:little |bit of a |nasty )?(?:tumble|fall|spill))\b/.exec(h.text);
  const laughed = /\b(laugh\w*|giggl\w*|in stitches|funny|hoot)\b/i.test(h.text);
  const someoneElse = who && !/^(I|It|The|That|This|Then|And|But|So|We)$/.test(who[1]!) ? (who[2] ? `your ${who[2]}` : who[1]!) : null;
  const longAgo = h.past || LONG_AGO.test(h.text) || bearsStoryMarks(h.text);
  if (who && /^(he|she)$/i.test(who[1]!)) return laughed ? "Oh dear! I'm glad you could laugh about it." : 'Oh dear, that must have been a shock.';
  const poor = someoneElse?.startsWith('your ') ? `your poor ${someoneElse.slice(5)}` : `poor ${someoneElse}`;
  if (someoneElse) return laughed ? `Oh, ${poor}! I'm glad you could laugh about it together.` : wellAfter ? `Oh, ${poor}. I'm glad all was well.` : `Oh, ${poor}. That must have been a shock.`;
  if (laughed) return "Oh dear! I'm glad you can laugh about it.";
  if (longAgo && !/\b(today|this morning|yesterday|last night|this week)\b/i.test(h.text)) return wellAfter ? "Oh, what a fright. I'm glad you were all right." : 'Oh, that must have been quite a fright at the time.';
  return wellAfter ? "Oh, I'm sorry you had a fall. I'm glad you're all right now." : "Oh, I'm sorry you had a fall. That must have been a shock.";
}

/**
 * Whether the companion's line ended on the recording question: heard whole, or cut off by her
 * answer (a yes said over "Just say yes or no" is a yes; the cut sentence ends in a dash).
 */
function endsOnRecordingQuestion(line: string): boolean {
  // Asked whole ("And may I keep…") or once more after her question about it ("May I keep…").
  const ask = RECORDING_ASK.slice(1);
  if (line.endsWith(ask)) return true;
  return line.endsWith('—') && line.includes(ask.slice(0, ask.indexOf('?')));
}

export function herLastWords(transcript: TranscriptLine[]): string {
  const out: string[] = [];
  for (let i = transcript.length - 1; i >= 0; i--) {
    const l = transcript[i]!;
    if (l.speaker === 'companion') {
      // "Was that recently, or a long time ago?" answered "years ago": the reply is to her story and her answer together.
      if (out.length && l.text === WHEN_QUESTION && !out.includes(WHEN_QUESTION)) {
        out.unshift(WHEN_QUESTION);
        continue;
      }
      if (out.length) break;
      continue;
    }
    out.unshift(l.text);
  }
  if (out.includes(WHEN_QUESTION)) out.splice(out.indexOf(WHEN_QUESTION), 1);
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
