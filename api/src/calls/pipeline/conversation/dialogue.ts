import type { TranscriptLine } from '../../../db/schema/index.js';
import type { BrainSession } from '../ports/brain.js';
import type { SpeechRate } from '../ports/voice.js';
import type { CallPlan } from './call-plan.js';
import { Timer, type Clock } from './clock.js';
import { REPROMPTS, silenceGoodbye } from './fixed-lines.js';
import { onFirst, single, type Speaker } from './speaker.js';
import type { ConversationTiming, EndReason, TurnClock } from './terms.js';
import type { Transcript } from './transcript.js';

/**
 * The dialogue stage: what the companion says back. A reply is the brain's (streamed, so the
 * voice starts on the first sentence); silence earns a gentle re-prompt, then a polite goodbye;
 * "pardon?" gets the last sentence again, slowly. Every line goes through the same queue, one
 * at a time, so nothing is said over anything else.
 */
export class Dialogue {
  /** The reply being made; aborted when she cuts in or something more pressing comes. */
  turn: AbortController | null = null;
  phase: 'conversation' | 'closing' = 'conversation';
  /** Re-prompts since she last spoke. */
  reprompts = 0;
  private readonly silence: Timer;
  /** A reply made from her words before her turn was judged over: played only if those stay her whole turn. */
  private draft: { text: string; turn: AbortController; go: (play: boolean) => void; clock: TurnClock | null } | null = null;

  constructor(
    private readonly deps: {
      plan: CallPlan;
      session: BrainSession;
      speaker: Speaker;
      transcript: Transcript;
      timing: ConversationTiming;
      clock: Clock;
      ended: () => boolean;
      /** When the call was answered (epoch ms). */
      startedAt: () => number;
      /** Queues work after what is being said (one thing at a time). */
      run: (task: () => Promise<void>) => void;
      /** Queues these last words; then the call ends. */
      lastWords: (reason: EndReason, words: string) => void;
      end: (reason: EndReason) => Promise<void>;
      /** Silence after something worrying is the safety net's to answer: true when it did. */
      silenceIsSafetys: () => boolean;
      /** The goodbye after too long a silence (a caller not yet recognised hears one without her name). */
      silenceGoodbye?: () => string;
    },
  ) {
    this.silence = new Timer(deps.clock);
  }

  /** Says a line when its turn in the queue comes, after `before` (an alert being recorded); then listens. */
  say(line: string | (() => string), how: { interruptible?: boolean; rate?: SpeechRate; before?: Promise<unknown> } = {}) {
    this.deps.run(async () => {
      if (how.before) await how.before;
      const result = await this.deps.speaker.speak(single(typeof line === 'string' ? line : line()), { interruptible: how.interruptible ?? true, rate: how.rate });
      if (result !== 'cleared') this.armSilence();
    });
  }

  /** The brain's reply to her turn; `holdBack` when she went on speaking before it began. */
  reply(turnOf: { holdBack: () => boolean; takeClock: () => TurnClock | null }) {
    const { transcript, speaker } = this.deps;
    const draft = this.draft;
    this.draft = null;
    const last = transcript.lines.at(-1);
    if (draft && !draft.turn.signal.aborted && last?.speaker === 'recipient' && last.text === draft.text) {
      // Made while her turn was being judged: it plays now.
      this.turn?.abort();
      this.turn = draft.turn;
      speaker.turnAudible = false;
      const clock = turnOf.takeClock();
      if (draft.clock && clock) Object.assign(draft.clock.latency, { transcript: clock.latency.transcript, decided: clock.latency.decided });
      draft.go(!turnOf.holdBack());
      return;
    }
    draft?.turn.abort();
    this.turn?.abort();
    const turn = new AbortController();
    this.turn = turn;
    speaker.turnAudible = false;
    this.make(turn, [...transcript.lines], () => (turnOf.holdBack() ? undefined : turnOf.takeClock()));
  }

  /**
   * Her words look finished (the listener still waits): the reply is made now, the brain's words
   * and the first sentence's voice, and played only if her turn ends on these words (`reply`).
   */
  prepare(text: string, clock: TurnClock | null) {
    const { transcript, clock: wall } = this.deps;
    this.dropDraft();
    const turn = new AbortController();
    let go!: (play: boolean) => void;
    const ready = new Promise<boolean>((r) => (go = r));
    turn.signal.addEventListener('abort', () => go(false));
    this.draft = { text, turn, go, clock };
    this.make(turn, [...transcript.lines, { speaker: 'recipient', text, at: new Date(wall.now()).toISOString() }], () => clock, ready);
  }

  /** The reply being prepared is not for this turn (she went on, or something else is said). */
  dropDraft() {
    this.draft?.turn.abort();
    this.draft = null;
  }

  private make(turn: AbortController, lines: TranscriptLine[], clockOf: () => TurnClock | null | undefined, ready?: Promise<boolean>) {
    const { session, speaker, clock: wall, ended, startedAt } = this.deps;
    this.deps.run(async () => {
      if (turn.signal.aborted || ended()) return;
      const clock = clockOf();
      if (clock === undefined) return;
      const reply = session.reply({ transcript: lines, phase: this.phase, elapsedMs: wall.now() - startedAt(), signal: turn.signal });
      const tokens = clock ? onFirst(reply, () => (clock.latency.firstToken ??= wall.now() - clock.speechEnd)) : reply;
      const result = await speaker.speak(tokens, { signal: turn.signal, clock: clock ?? undefined, ready });
      if (result === 'cleared' || ended()) return;
      if (result === 'played' && this.deps.session.finished) await this.deps.end('completed');
      else this.armSilence();
    });
  }

  /** "Pardon?": the last sentence again, more slowly; it is not an answer, so the question stays open. */
  sayAgainSlowly(text: string) {
    const { transcript, speaker, clock } = this.deps;
    transcript.add('recipient', text, new Date(clock.now()).toISOString());
    this.say(speaker.lastSentence!, { rate: 'slow' });
  }

  /** Wait the silence setting; then the safety net's answer, or a re-prompt, or after too many a goodbye. */
  armSilence() {
    this.silence.set(this.deps.timing.silenceMs, () => {
      if (this.deps.ended() || this.deps.speaker.speaking) return;
      if (this.deps.silenceIsSafetys()) return;
      this.reprompts++;
      if (this.reprompts > this.deps.timing.maxReprompts) {
        this.deps.lastWords('silence', this.deps.silenceGoodbye?.() ?? silenceGoodbye(this.deps.plan));
        return;
      }
      this.say(() => REPROMPTS[(this.reprompts - 1) % REPROMPTS.length]!);
    });
  }

  clearSilence() {
    this.silence.clear();
  }
}
