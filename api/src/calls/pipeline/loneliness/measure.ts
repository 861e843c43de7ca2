import type { TranscriptLine } from '../../../db/schema/index.js';
import { analyse, toldSomething } from '../understanding/listen.js';
import { readUcla3Answer, ucla3Total, UCLA3_ITEMS, UCLA3_OPTIONS, type Ucla3Answer } from './ucla3.js';

/** How a measure on a call ended (stored with the call; only `complete` is scored). */
export interface LonelinessReading {
  status: 'complete' | 'partial' | 'declined';
  items: Array<Ucla3Answer | null>;
  total: number | null;
}

/** What the conversation says instead of the companion's reply; `thenReply`: the companion's own reply follows it. */
export interface MeasureLine {
  line: string;
  thenReply: boolean;
}

/** Her turns before the questions may come: she has answered the opening and one question of the companion's. */
const SETTLED_AFTER = 2;
/** A turn this long is a story being told: the questions wait. */
const STORY_WORDS = 25;
const LOW = new Set(['loss', 'pain', 'worry', 'sad']);

/** The lines of the measure, each ending on the item and its answers as validated. */
export const measureLines = {
  first: (name: string) => `${name}, I ask everyone three short questions now and then, and you can always say you'd rather not. Here is the first. ${UCLA3_ITEMS[0]} ${UCLA3_OPTIONS}`,
  next: (item: number) => `Thank you. ${item === 2 ? 'And the last one. ' : ''}${UCLA3_ITEMS[item]} ${UCLA3_OPTIONS}`,
  again: (item: number) => `That's all right, take your time. ${UCLA3_ITEMS[item]} ${UCLA3_OPTIONS}`,
  done: (name: string) => `Thank you, ${name}. That's all three; it helps us see how you're keeping from month to month.`,
  declined: "Of course, that's quite all right. We'll leave those questions.",
  skipped: "That's quite all right, we can leave those questions there.",
};

/** True when the lines already said hold one of the measure's items (a call carried on after a restart is not asked again). */
export const measureAskedIn = (lines: readonly TranscriptLine[]) => lines.some((l) => l.speaker === 'companion' && UCLA3_ITEMS.some((q) => l.text.includes(q)));

/**
 * The loneliness measure on one call (decision 156): the conversation consults it after each of
 * her turns that the safety gate let through. It waits for a calm moment after the opening
 * exchange (not while she tells a story, not when she is low or unwell, never once a concern is
 * open or she has refused something), then asks the three UCLA items one turn each. An unclear
 * answer gets one gentle re-ask, then the measure stops unscored; "I'd rather not" is respected.
 * The call is only ever offered a measure when the month's rules allow (when-to-ask.ts).
 */
export class LonelinessMeasure {
  private stage: 'waiting' | 'asking' | 'over' = 'waiting';
  private item = 0;
  private tries = 0;
  private readonly items: Array<Ucla3Answer | null> = [null, null, null];
  private herTurns = 0;

  constructor(
    private readonly deps: {
      /** The name she is called by. */
      name: string;
      /** The measure is over (answered, stopped or declined): kept with the call. */
      onReading: (reading: LonelinessReading) => void;
    },
  ) {}

  /** Questions are being asked: her next words answer one. */
  get asking(): boolean {
    return this.stage === 'asking';
  }

  /**
   * Her words passed the safety gate: the line to say instead of the companion's reply, or null
   * (the companion replies as usual). `phase` is the dialogue's: no questions once it is closing.
   */
  hear(text: string, phase: 'conversation' | 'closing'): MeasureLine | null {
    if (this.stage === 'over') return null;
    if (this.stage === 'asking') return this.answer(text);
    this.herTurns++;
    const heard = analyse(text);
    // She is low or unwell, or would rather leave something: not a call for these questions.
    if (LOW.has(heard.feeling) || heard.ailment || heard.intent === 'refusing') {
      this.stage = 'over';
      return null;
    }
    const calm = heard.intent === 'statement' || heard.intent === 'greeting';
    // Only after a quiet answer: news she has just told (a visit, an operation, someone's health) is answered first, never talked over.
    if (this.herTurns < SETTLED_AFTER || phase !== 'conversation' || !calm || heard.words > STORY_WORDS || heard.past || toldSomething(heard)) return null;
    this.stage = 'asking';
    return { line: measureLines.first(this.deps.name), thenReply: false };
  }

  /** Something worrying came up (the safety net took a turn, an alert or a note was raised): no questions in this call; one under way stops, unscored. */
  concern() {
    if (this.stage === 'asking') this.finish('partial');
    this.stage = 'over';
  }

  /** The call is over: a measure cut short is kept unscored. */
  callEnded() {
    if (this.stage === 'asking') this.finish('partial');
    this.stage = 'over';
  }

  private answer(text: string): MeasureLine | null {
    const reading = readUcla3Answer(text);
    // Not an answer but news of her own, or anything else she chose to tell: the questions stop, unscored, and the
    // companion answers what she said (asking again over it is talking past her). A bare "yes" or "pardon?" is asked again.
    const heard = reading === 'unclear' ? analyse(text) : null;
    // Her goodbye, or a moment away, ends them too: the companion answers that.
    const elsewhere = heard && (heard.intent === 'goodbye' || heard.intent === 'pre-closing' || heard.intent === 'hold' || heard.intent === 'refusing');
    if (heard && (elsewhere || toldSomething(heard) || (heard.intent === 'statement' && heard.words >= 4))) {
      this.finish('partial');
      return null;
    }
    if (reading === 'declined') {
      this.finish('declined');
      return { line: measureLines.declined, thenReply: true };
    }
    if (reading === 'unclear') {
      if (this.tries === 0) {
        this.tries = 1;
        return { line: measureLines.again(this.item), thenReply: false };
      }
      this.finish('partial');
      return { line: measureLines.skipped, thenReply: true };
    }
    this.items[this.item] = reading;
    this.item++;
    this.tries = 0;
    if (this.item < UCLA3_ITEMS.length) return { line: measureLines.next(this.item), thenReply: false };
    this.finish('complete');
    return { line: measureLines.done(this.deps.name), thenReply: true };
  }

  private finish(status: LonelinessReading['status']) {
    this.stage = 'over';
    const items = [...this.items];
    this.deps.onReading({ status, items, total: status === 'complete' ? ucla3Total(items) : null });
  }
}
