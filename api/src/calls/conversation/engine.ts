import { randomUUID } from 'node:crypto';
import type { CallFlag, TranscriptLine, TurnLatency } from '../../db/schema/index.js';
import type { Brain, BrainSession } from '../../providers/brain/port.js';
import { collectAudio, type SpeechRate, type Voice } from '../../providers/voice/port.js';
import type { CallPlan } from './call-plan.js';
import type { CallChannel, ChannelEvent } from './channel.js';
import { isPardon } from '../listening/turn-policy.js';
import { answersCheck, assess, warmSafetyNet, CHECK_QUESTIONS, checkQuestion, CONSENT_QUESTION, uncertainAnswerIsYes, helpArrivedGoodbye, isBackchannel, isOptOut, MODEL_URGENT_CONFIDENCE, OPT_OUT_QUESTION, optOutResponse, SAFETY_CATEGORIES, stayGoodbye, stayLines, urgentResponse, type Concern, type SafetyCategory } from '../safety/index.js';

/**
 * One live conversation (docs/decisions/013-conversation.md), made for older speakers:
 * unhurried speech, a long pause allowed before it answers, "mm" and "yes" never taken
 * for interruptions, while a real barge-in stops its speech at once (the buffered audio
 * is cleared). Silence gets a gentle re-prompt, then a polite goodbye. No call passes 15
 * minutes. Every recipient utterance is checked for distress and opt-out first.
 */
export interface ConversationTiming {
  /** Speech this long while the companion talks is a real interruption, not a nod. */
  bargeInMs: number;
  /** After the recipient stops, wait this long for more before answering (they may be gathering a thought). */
  replyDelayMs: number;
  /** A dropped media stream may come back this long (Twilio redirects to the reconnect handler). */
  resumeMs: number;
  /** Silence this long after the companion spoke earns a gentle re-prompt. */
  silenceMs: number;
  /** Re-prompts before a polite goodbye. */
  maxReprompts: number;
  /** From here on, the companion wraps up. */
  softCapMs: number;
  /** The companion says goodbye by itself at this point... */
  goodbyeAtMs: number;
  /** ...and the line is closed here, whatever happens: never past 15 minutes. */
  hardCapMs: number;
  /** After an urgent concern, the companion stays with her this long (unless she or her family end the call). */
  stayMs: number;
}

export const DEFAULT_TIMING: ConversationTiming = {
  bargeInMs: 900,
  replyDelayMs: 800,
  silenceMs: 12_000,
  resumeMs: 20_000,
  maxReprompts: 2,
  softCapMs: 13 * 60_000,
  goodbyeAtMs: 14 * 60_000 + 20_000,
  hardCapMs: 15 * 60_000,
  stayMs: 10 * 60_000,
};

export type EndReason =
  | 'completed'
  | 'recipient-hung-up'
  | 'silence'
  | 'distress'
  | 'opt-out'
  | 'time-limit'
  | 'error'
  /** An answering machine took the call: the message was left over the stream. */
  | 'voicemail'
  /** The media stream dropped and did not come back. */
  | 'dropped'
  /** The process shut down at its limit: the companion said goodbye first. */
  | 'shutdown'
  /** A family member joined her call after an alert (press 1): the companion said who, and left the line to them. */
  | 'family-joined';

export interface ConversationHooks {
  /** Each line as it is said (persisted at once, so a crash loses nothing). */
  onLine(line: TranscriptLine): Promise<void> | void;
  /** Distress, opt-out, a note for the family or her consent: logged on the call (and the family told of distress) before the companion answers. */
  onFlag(flag: CallFlag): Promise<void>;
  onEnd(result: { reason: EndReason; transcript: TranscriptLine[]; session: BrainSession }): Promise<void> | void;
}

/** The soft sound of listening during a long pause. */
const BACKCHANNEL = 'Mm-hm.';
const REPROMPTS = ["Take your time. I'm still here whenever you're ready.", 'Are you still there? I’m happy to just listen if you’d like to talk.'];
/** The 9 key. */
export const STOP_QUESTION = 'Would you like me to stop calling?';

/** "Yes", "yes please", "I would", "please stop": a clear yes, with no "no" or "don't" in it. */
export function isYes(text: string): boolean {
  const t = text.toLowerCase().replace(/[’]/g, "'");
  if (/\b(no|nope|not|don'?t|do not|never|keep)\b/.test(t)) return false;
  return /\b(yes|yeah|yep|yup|aye|please|i would|i do|sure|ok(ay)?|that'?s right|correct|stop)\b/.test(t);
}

/** Said when her words could not be made out (the transcribers failed). */
export const CRACKLY_LINE = "I'm sorry, the line is a bit crackly, could you say that again?";

/** How a piece of speech ended: heard to the end, cut off (barge-in, hang-up), or not heard at all (a failure). */
export type SpeakResult = 'played' | 'cleared' | 'failed';

/** Splits streamed tokens into pieces worth synthesizing: whole sentences, or long clauses. */
export async function* speakableChunks(tokens: AsyncIterable<string>): AsyncIterable<string> {
  let buf = '';
  for await (const token of tokens) {
    buf += token;
    for (;;) {
      const m = /^(.*?[.!?…]["')\]]?)\s+(.*)$/s.exec(buf) ?? (buf.length > 60 ? /^(.{25,}?[,;:])\s+(.*)$/s.exec(buf) : null);
      if (!m) break;
      if (m[1]!.trim()) yield m[1]!.trim();
      buf = m[2]!;
    }
  }
  if (buf.trim()) yield buf.trim();
}

/** Starts pulling a stream now (synthesis of the next sentence overlaps playback of this one). */
function prefetch(source: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let done = false;
  let failure: unknown = null;
  let wake = null as (() => void) | null;
  void (async () => {
    try {
      for await (const c of source) {
        chunks.push(c);
        wake?.();
      }
    } catch (err) {
      failure = err;
    } finally {
      done = true;
      wake?.();
    }
  })();
  return {
    async *[Symbol.asyncIterator]() {
      let i = 0;
      for (;;) {
        if (i < chunks.length) {
          yield chunks[i++]!;
          continue;
        }
        if (done) {
          if (failure) throw failure;
          return;
        }
        await new Promise<void>((r) => (wake = r));
        wake = null;
      }
    },
  };
}

export class Conversation {
  private readonly timing: ConversationTiming;
  private readonly session: BrainSession;
  private readonly transcript: TranscriptLine[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly writes = new Set<Promise<unknown>>();
  private startedAt = 0;
  private speaking = false;
  private turn: AbortController | null = null;
  private bargeTimer: NodeJS.Timeout | null = null;
  private silenceTimer: NodeJS.Timeout | null = null;
  private replyTimer: NodeJS.Timeout | null = null;
  private reprompts = 0;
  /** Fixed lines synthesized before they are needed, so they play even when the voice fails. */
  private readonly prepared = new Map<string, Promise<Uint8Array | null>>();
  private phase: 'conversation' | 'closing' = 'conversation';
  private ended = false;
  private busy: Promise<void> = Promise.resolve();
  private endedResolve!: () => void;
  readonly done = new Promise<void>((r) => (this.endedResolve = r));

  constructor(
    private readonly opts: {
      plan: CallPlan;
      brain: Brain;
      voice: Voice;
      channel: CallChannel;
      hooks: ConversationHooks;
      timing?: Partial<ConversationTiming>;
      onError?: (err: unknown) => void;
      /** More fixed lines to synthesize ahead. */
      fixedLines?: string[];
      /** Left after the beep when an answering machine took the call. */
      voicemailMessage?: string;
      /**
       * Carries on a call that began elsewhere (another process, before a restart): what was
       * said so far, and when the call was answered, so the time limits still hold.
       */
      resumeFrom?: { transcript: TranscriptLine[]; answeredAt: number };
    },
  ) {
    this.timing = { ...DEFAULT_TIMING, ...opts.timing };
    warmSafetyNet();
    this.session = opts.brain.startSession(opts.plan);
    // The model can add an alert the rules did not raise (never silence one): its flag_concern tool.
    this.session.onEvent?.((e) => {
      if (e.type !== 'flag_concern' || this.ended) return;
      const category = (SAFETY_CATEGORIES as readonly string[]).includes(e.category) ? e.category : 'emergency';
      const raised = this.transcript.some((l) => l.speaker === 'recipient') && this.safety?.category === category;
      if (!raised) void this.flag(category === 'wellbeing' ? 'note' : 'distress', category, `${e.detail} (flagged by the companion model)`);
    });
    this.channel = opts.channel;
    if (opts.resumeFrom) this.transcript.push(...opts.resumeFrom.transcript);
  }

  /** The line the conversation speaks on now (a resumed stream replaces a dropped one). */
  private channel: CallChannel;
  /** The stream dropped: waiting for it to come back. */
  private detached: NodeJS.Timeout | null = null;

  private listen(channel: CallChannel) {
    // Events from a line that was replaced are stale.
    channel.onEvent((e) => {
      if (channel === this.channel) this.onEvent(e);
    });
  }

  get lines(): readonly TranscriptLine[] {
    return this.transcript;
  }

  /** Speaks the opening at once and then listens. Resolves when the opening has been handed to the line. */
  start(): void {
    const resumed = this.opts.resumeFrom;
    this.startedAt = resumed?.answeredAt ?? Date.now();
    const elapsed = Date.now() - this.startedAt;
    this.listen(this.channel);
    this.after(this.timing.softCapMs - elapsed, () => (this.phase = 'closing'));
    this.after(this.timing.goodbyeAtMs - elapsed, () => {
      // Cut in: whatever is playing stops, and the goodbye goes next.
      this.turn?.abort();
      this.channel.clear();
      this.run(() => this.finish('time-limit', this.timeUpGoodbye()));
    });
    this.after(this.timing.hardCapMs - elapsed, () => void this.end('time-limit'));
    const first = resumed ? this.resumeLine() : this.opts.plan.askConsent ? `${this.opts.plan.opening} ${CONSENT_QUESTION}` : this.opts.plan.opening;
    this.awaitingConsent = !resumed && !!this.opts.plan.askConsent;
    this.prepare(first);
    this.run(async () => {
      // The AI disclosure is heard whole: a "hello?" at pick-up does not cut it off.
      const result = await this.speak(single(first), undefined, false);
      if (result !== 'cleared') this.armSilence();
    });
    // While the opening plays, the other fixed lines are made ready.
    for (const line of this.fixedLines()) this.prepare(line);
  }

  /** The lines that must play whatever the providers do: goodbyes, safety answers, re-prompts. */
  private fixedLines(): string[] {
    const name = this.opts.plan.recipientName;
    return [
      ...REPROMPTS,
      CRACKLY_LINE,
      this.silenceGoodbye(),
      this.timeUpGoodbye(),
      this.shutdownGoodbye(),
      ...SAFETY_CATEGORIES.map((c) => urgentResponse(c, name)),
      ...stayLines('fall'),
      ...stayLines('self-harm'),
      stayGoodbye(name),
      helpArrivedGoodbye(name),
      ...CHECK_QUESTIONS,
      OPT_OUT_QUESTION,
      optOutResponse(name),
      STOP_QUESTION,
      ...(this.opts.voicemailMessage ? [this.opts.voicemailMessage] : []),
      ...(this.opts.fixedLines ?? []),
    ];
  }

  private silenceGoodbye() {
    return `It seems now isn't a good time, ${this.opts.plan.recipientName}, and that's quite all right. ${this.opts.plan.nextCallLine} Take care. Goodbye!`;
  }

  private shutdownGoodbye() {
    return `I'm so sorry, ${this.opts.plan.recipientName}, I have to go now. ${this.opts.plan.nextCallLine} Goodbye for now!`;
  }

  /**
   * The process is shutting down and this call ran out of its grace: whatever is playing
   * stops, a warm goodbye, then the line closes (memory and transcript are written as always).
   */
  wrapUp() {
    this.cutInWithLastWords('shutdown', this.shutdownGoodbye());
  }

  /** A family member is being put through (they pressed 1 on the alert call): say who is joining, then leave the line to them. */
  familyJoins(line: string): Promise<void> {
    this.cutInWithLastWords('family-joined', line);
    return this.done;
  }

  /** Whatever is playing or pending stops; these last words are said, then the line closes. */
  private cutInWithLastWords(reason: EndReason, words: string) {
    if (this.ended) return;
    this.turn?.abort();
    this.channel.clear();
    this.pendingReply = false;
    if (this.replyTimer) clearTimeout(this.replyTimer);
    this.replyTimer = null;
    this.clearSilence();
    this.phase = 'closing';
    this.run(() => this.finish(reason, words));
  }

  private timeUpGoodbye() {
    return `I'm afraid our time is up for today, ${this.opts.plan.recipientName}. ${this.opts.plan.nextCallLine} Goodbye for now!`;
  }

  /** Synthesizes a fixed line sentence by sentence, ahead of time (nothing to do on a text-only line). */
  private prepare(text: string) {
    const { voice, plan } = this.opts;
    const { channel } = this;
    // The offline voice runs here and cannot fail over a network; making its lines ahead
    // would only queue them before the opening on its one synthesis thread.
    if (channel.audioFormat === 'none' || voice.kind === 'local') return;
    const format = channel.audioFormat;
    void (async () => {
      for await (const sentence of speakableChunks(single(text))) {
        if (this.prepared.has(sentence)) continue;
        const audio = collectAudio(voice.synthesize({ text: sentence, voice: plan.voice, format, background: true })).then(
          (a) => (a.length ? a : null),
          () => null,
        );
        this.prepared.set(sentence, audio);
      }
    })();
  }

  /** A sentence's audio: made ahead when it is a fixed line, else streamed from the voice now. */
  private audioFor(sentence: string, signal?: AbortSignal, rate: SpeechRate = 'normal'): AsyncIterable<Uint8Array> | null {
    const { voice, plan } = this.opts;
    const { channel } = this;
    if (channel.audioFormat === 'none') return null;
    const format = channel.audioFormat;
    const ready = rate === 'normal' ? this.prepared.get(sentence) : undefined;
    if (!ready) return prefetch(voice.synthesize({ text: sentence, voice: plan.voice, format, signal, rate }));
    return (async function* () {
      const audio = await ready;
      if (audio) yield audio;
      else yield* voice.synthesize({ text: sentence, voice: plan.voice, format, signal });
    })();
  }

  /**
   * A real exchange has happened: she answered the companion at least twice. An answering
   * machine's greeting is one utterance; a verdict of "machine" after this is wrong.
   */
  get hadExchange(): boolean {
    let turns = 0;
    let companionSpoke = false;
    for (const l of this.transcript) {
      if (l.speaker === 'companion') companionSpoke = true;
      else if (companionSpoke && !isBackchannel(l.text)) {
        turns++;
        companionSpoke = false;
      }
    }
    return turns >= 2;
  }

  /** An answering machine, after its beep: whatever is playing stops, the message is left, then the line closes. */
  leaveVoicemail(message = this.opts.voicemailMessage ?? '') {
    this.cutInWithLastWords('voicemail', message);
  }

  /**
   * The media stream ended without a hang-up: it may come back (Twilio redirects the call
   * to the reconnect handler). Nothing is said meanwhile; after the resume window the call
   * ends as dropped.
   */
  streamLost() {
    if (this.ended || this.detached) return;
    this.turn?.abort();
    for (const t of [this.bargeTimer, this.silenceTimer, this.replyTimer]) if (t) clearTimeout(t);
    this.bargeTimer = this.silenceTimer = this.replyTimer = null;
    this.pendingReply = false;
    this.speaking = false;
    this.detached = setTimeout(() => void this.end('dropped'), this.timing.resumeMs);
  }

  /** True while the media stream is lost and the conversation waits for it. */
  get waitingForStream(): boolean {
    return this.detached !== null;
  }

  /** A new stream for this call: the same conversation goes on over it, with an apology. */
  resume(channel: CallChannel): boolean {
    if (this.ended) return false;
    if (this.detached) clearTimeout(this.detached);
    this.detached = null;
    const old = this.channel;
    this.channel = channel;
    this.listen(channel);
    if (old !== channel) old.clear();
    this.turn?.abort();
    this.run(async () => {
      const result = await this.speak(single(this.resumeLine()));
      if (result !== 'cleared') this.armSilence();
    });
    return true;
  }

  /** "Sorry, I lost you for a moment." and the last question again, if the companion had asked one. */
  private resumeLine() {
    const last = [...this.transcript].reverse().find((l) => l.speaker === 'companion')?.text ?? '';
    const question = /([^.!?—]*\?)\s*$/.exec(last)?.[1]?.trim();
    return `Sorry, I lost you for a moment.${question ? ` ${question}` : ''}`;
  }

  /** Ends the call from outside (operator, provider hang-up). */
  stop(reason: EndReason) {
    void this.end(reason);
  }

  private onEvent(e: ChannelEvent) {
    if (this.ended) return;
    if (e.type === 'hangup') return void this.end('recipient-hung-up');
    if (e.type === 'unheard') return this.unheard();
    if (e.type === 'lost') return this.streamLost();
    if (e.type === 'key') return this.keypress(e.digit);
    if (e.type === 'interrupt') return this.bargeIn();
    if (e.type === 'backchannel') return this.backchannel();
    this.clearSilence();
    if (e.type === 'speech-start' && this.channel.endpointing) {
      // Her turn is open: nothing is said over it. A reply still being made waits for the rest of her words.
      this.herTurnOpen = true;
      if (this.turn && !this.speaking && !this.turnAudible) {
        this.turn.abort();
        this.turn = null;
        this.heldReply = true;
      }
      return;
    }
    if (e.type === 'speech-start') {
      if (this.speaking && !this.bargeTimer) {
        // Only speech that goes on is an interruption; a nod ends before this fires.
        this.bargeTimer = setTimeout(() => this.bargeIn(), this.timing.bargeInMs);
      }
      if (this.replyTimer) this.holdReply();
      return;
    }
    const text = e.text.trim();
    if (this.channel.endpointing) {
      if (!e.final) return;
      this.herTurnOpen = false;
      this.backchannelled = false;
      if (!text) {
        // A cough or noise: a reply held back for it goes ahead now.
        if (this.heldReply) {
          this.heldReply = false;
          this.pendingReply = true;
          return this.replyNow();
        }
        return this.rearmSilence();
      }
      this.heldReply = false;
      if (this.speaking && isBackchannel(text)) return void this.addLine('recipient', text);
      if (isPardon(text) && this.lastSentence && !this.speaking) return this.sayAgainSlowly(text);
      if (this.speaking) this.bargeIn();
      const now = Date.now();
      const speechEnd = e.timing ? now - e.timing.speechEndedAgoMs : now;
      this.clock = e.timing ? { speechEnd, latency: { transcript: Math.max(0, e.timing.transcriptAt - speechEnd), decided: now - speechEnd, firstToken: null, firstAudio: null, firstSentencePlayed: null } } : null;
      return this.onUtterance(text);
    }
    if (!e.final) {
      if (this.speaking && !isBackchannel(text) && text.split(/\s+/).length >= 3) this.bargeIn();
      if (this.replyTimer) this.holdReply();
      return;
    }
    if (this.bargeTimer) clearTimeout(this.bargeTimer);
    this.bargeTimer = null;
    // A cough, a breath, an empty transcript: the silence clock starts again from here.
    if (!text) return this.rearmSilence();
    if (this.speaking && isBackchannel(text)) {
      this.addLine('recipient', text);
      return;
    }
    if (this.speaking) this.bargeIn();
    this.onUtterance(text);
  }

  private pendingReply = false;
  /** The turn being answered on a line that listens: where its time goes (stored on the reply's line). */
  private clock: TurnClock | null = null;

  private holdReply() {
    if (this.replyTimer) clearTimeout(this.replyTimer);
    this.replyTimer = setTimeout(() => this.replyNow(), this.timing.replyDelayMs * 3);
  }

  private onUtterance(text: string) {
    this.addLine('recipient', text);
    this.reprompts = 0;
    if (this.answersStopQuestion(text)) return;
    const concern = assess(text);
    if (this.safety) return this.stayWithHer(text, concern);
    if (concern?.urgency === 'urgent') return this.urgent(concern, text);
    this.readForDanger(text, concern);
    if (this.pendingCheck) {
      // Her answer to the check question ("Are you hurt? Do you need help right now?") decides.
      const asked = this.pendingCheck;
      this.pendingCheck = null;
      const answer = answersCheck(text);
      if (answer === 'yes' || (answer === 'unclear' && uncertainAnswerIsYes(asked.concern.category))) return this.urgent(asked.concern, `${asked.text} … ${text}`);
      this.flag('note', asked.concern.category, `${asked.text} … ${text}`);
    } else if (concern?.urgency === 'check') return this.askCheck(concern, text);
    else if (concern?.urgency === 'note') this.flag('note', concern.category, text);
    if (this.awaitingConsent) {
      this.awaitingConsent = false;
      if (isYes(text) && !isOptOut(text)) this.flag('consent', 'given', text);
      else if (isOptOut(text) || /\b(no|nope|not really|rather not|no thank you|don't|do not)\b/i.test(text)) return this.optOut(`${CONSENT_QUESTION} ${text}`);
    }
    if (isOptOut(text)) return this.ask(OPT_OUT_QUESTION, () => (this.stopQuestion = true));
    // Wait a moment: an older speaker may pause and go on. More speech restarts the wait.
    this.pendingReply = true;
    if (this.replyTimer) clearTimeout(this.replyTimer);
    if (this.channel.endpointing) return this.replyNow();
    this.replyTimer = setTimeout(() => this.replyNow(), this.timing.replyDelayMs);
  }

  /** Something is wrong now: the family is alerted first, then she hears who is coming and what she can do, and the companion stays with her. */
  private urgent(concern: Concern, text: string) {
    this.dropPendingReply();
    if (this.speaking) this.bargeIn();
    const alerted = this.flag('distress', concern.category, text);
    const name = this.opts.plan.recipientName;
    // A scam is urgent for the family but no danger on the line: the call goes on after the warning.
    if (concern.category !== 'scam') {
      this.safety = { category: concern.category, said: 0 };
      this.after(this.timing.stayMs, () => this.run(() => this.finish('distress', stayGoodbye(name))));
    }
    this.run(async () => {
      await alerted;
      const result = await this.speak(single(urgentResponse(concern.category, name)), undefined, false);
      if (result !== 'cleared') this.armSilence();
    });
  }

  /**
   * The second tier (decision 081): with a model configured, her words are also read by it,
   * in parallel with the reply. It can raise an alert the rules did not (she stays on the line
   * as for any urgent concern) or a note for the family; it never silences a rule.
   */
  private readForDanger(text: string, rule: Concern | null) {
    const classify = this.opts.brain.classify?.bind(this.opts.brain);
    if (!classify || this.ended) return;
    const recent = this.transcript.slice(-7, -1);
    void classify(text, recent)
      .then((reading) => {
        if (!reading || this.ended || this.safety || reading.urgency === 'none' || reading.category === 'none') return;
        const category: SafetyCategory = reading.category;
        if (reading.urgency === 'now' && reading.confidence >= MODEL_URGENT_CONFIDENCE) {
          this.pendingCheck = null;
          return this.urgent({ category, urgency: 'urgent', quote: reading.quote || text }, text);
        }
        if (!rule) void this.flag('note', category, `${text} (noted by the safety model)`);
      })
      .catch((err) => this.opts.onError?.(err));
  }

  /** While help comes: calm, short lines, one at a time; her goodbye (or her family arriving) ends the call kindly. */
  private stayWithHer(text: string, concern: Concern | null) {
    const safety = this.safety!;
    if (concern?.urgency === 'urgent' && concern.category !== safety.category) void this.flag('distress', concern.category, text);
    const name = this.opts.plan.recipientName;
    if (/\b(good ?bye|bye|hang up now|i have to go|i'll go now|(they|she|he)('s| is| are) here|(my )?(daughter|son|neighbou?r|husband|wife|family|grandson|granddaughter) (is|are) here|ambulance is here|paramedics are here|help is here|they've come|they have come)\b/i.test(text)) {
      this.run(() => this.finish('distress', helpArrivedGoodbye(name)));
      return;
    }
    this.sayStayLine();
  }

  private sayStayLine() {
    const safety = this.safety!;
    const lines = stayLines(safety.category);
    const line = lines[safety.said++ % lines.length]!;
    this.run(async () => {
      const result = await this.speak(single(line), undefined, false);
      if (result !== 'cleared') this.armSilence();
    });
  }

  /** Maybe something is wrong: one gentle, direct question; her answer (or silence) decides. */
  private askCheck(concern: Concern, text: string) {
    this.pendingCheck = { concern, text };
    this.ask(checkQuestion(concern.category));
  }

  private ask(question: string, then?: () => void) {
    this.dropPendingReply();
    then?.();
    this.run(async () => {
      const result = await this.speak(single(question));
      if (result !== 'cleared') this.armSilence();
    });
  }

  private optOut(utterance: string) {
    this.dropPendingReply();
    const recorded = this.flag('opt-out', 'opt-out', utterance);
    this.run(async () => {
      await recorded;
      await this.finish('opt-out', optOutResponse(this.opts.plan.recipientName));
    });
  }

  private dropPendingReply() {
    if (this.replyTimer) clearTimeout(this.replyTimer);
    this.replyTimer = null;
    this.pendingReply = false;
    this.turn?.abort();
  }

  /** Logs a finding on the call (the family is told of distress and opt-outs); resolves when recorded. */
  private flag(kind: CallFlag['kind'], category: string, utterance: string): Promise<void> {
    const flag: CallFlag = { kind, category, utterance, at: new Date().toISOString() };
    return this.opts.hooks.onFlag(flag).catch((err) => this.opts.onError?.(err));
  }

  /** An urgent concern is being handled: the companion stays with her. */
  private safety: { category: SafetyCategory; said: number } | null = null;
  /** The check question was asked about this. */
  private pendingCheck: { concern: Concern; text: string } | null = null;
  /** The first call asked whether she is happy to be called. */
  private awaitingConsent = false;

  private replyNow() {
    this.replyTimer = null;
    if (!this.pendingReply || this.ended) return;
    this.pendingReply = false;
    this.turn?.abort();
    const turn = new AbortController();
    this.turn = turn;
    this.turnAudible = false;
    this.run(async () => {
      if (turn.signal.aborted || this.ended) return;
      if (this.herTurnOpen && this.channel.endpointing) {
        // She started again before the reply began: it waits for the rest of her words.
        this.heldReply = true;
        return;
      }
      const clock = this.clock;
      this.clock = null;
      const reply = this.session.reply({ transcript: [...this.transcript], phase: this.phase, elapsedMs: Date.now() - this.startedAt, signal: turn.signal });
      const tokens = clock ? onFirst(reply, () => (clock.latency.firstToken ??= Date.now() - clock.speechEnd)) : reply;
      const result = await this.speak(tokens, turn.signal, true, 'normal', clock ?? undefined);
      if (result === 'cleared' || this.ended) return;
      if (result === 'played' && this.session.finished) await this.end('completed');
      else this.armSilence();
    });
  }

  private bargeIn() {
    if (this.bargeTimer) clearTimeout(this.bargeTimer);
    this.bargeTimer = null;
    if (!this.speaking) return;
    this.turn?.abort();
    this.channel.clear();
    this.speaking = false;
  }

  /** Her turn is open on a line that listens (speech heard, her turn not yet over). */
  private herTurnOpen = false;
  /** A reply was being made when she went on speaking: it was dropped, and follows her next words. */
  private heldReply = false;
  /** The current reply has started to play. */
  private turnAudible = false;
  private backchannelled = false;

  /** A long pause inside her unfinished thought: a soft "mm-hm", at most once a turn, never over her. */
  private backchannel() {
    if (this.ended || this.speaking || this.pendingReply || this.backchannelled) return;
    this.backchannelled = true;
    void this.channel.play({ id: randomUUID(), text: BACKCHANNEL, audio: this.audioFor(BACKCHANNEL) }).catch(() => undefined);
  }

  /** "Pardon?": the last sentence again, more slowly; it is not an answer, so the question stays open. */
  private sayAgainSlowly(text: string) {
    this.addLine('recipient', text);
    const again = this.lastSentence!;
    this.run(async () => {
      const result = await this.speak(single(again), undefined, true, 'slow');
      if (result !== 'cleared') this.armSilence();
    });
  }

  /** Nothing is being said or prepared: wait the silence setting again, then re-prompt. */
  private rearmSilence() {
    if (this.ended || this.speaking || this.pendingReply || this.replyTimer) return;
    this.armSilence();
  }

  /** Her words could not be made out: ask again, kindly, then wait as after any turn. */
  private unheard() {
    if (this.speaking || this.pendingReply) return;
    this.clearSilence();
    this.run(async () => {
      const result = await this.speak(single(CRACKLY_LINE));
      if (result !== 'cleared') this.armSilence();
    });
  }

  private armSilence() {
    this.clearSilence();
    this.silenceTimer = setTimeout(() => {
      this.silenceTimer = null;
      if (this.ended || this.speaking) return;
      // Silence after "Are you hurt?" may mean she cannot answer.
      if (this.pendingCheck) {
        const asked = this.pendingCheck;
        this.pendingCheck = null;
        return this.urgent(asked.concern, `${asked.text} … (no answer)`);
      }
      if (this.safety) return this.sayStayLine();
      this.reprompts++;
      if (this.reprompts > this.timing.maxReprompts) {
        this.run(() => this.finish('silence', this.silenceGoodbye()));
        return;
      }
      this.run(async () => {
        const result = await this.speak(single(REPROMPTS[(this.reprompts - 1) % REPROMPTS.length]!));
        if (result !== 'cleared') this.armSilence();
      });
    }, this.timing.silenceMs);
  }

  private clearSilence() {
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    this.silenceTimer = null;
  }

  /** Says the last words (not interruptible), then hangs up. */
  private async finish(reason: EndReason, words: string) {
    if (this.ended) return;
    this.turn?.abort();
    this.channel.clear();
    this.turn = null;
    await this.speak(single(words), undefined, false);
    await this.end(reason);
  }

  /**
   * Speaks streamed text: each sentence goes to the voice as soon as it is complete, and
   * the next is synthesized while this one plays. The transcript gets what was heard: the
   * sentences played to the end, and the one cut off by a barge-in (marked with a dash);
   * a sentence that failed to play, and those after it, are not recorded.
   */
  private async speak(tokens: AsyncIterable<string>, signal?: AbortSignal, interruptible = true, rate: SpeechRate = 'normal', clock?: TurnClock): Promise<SpeakResult> {
    if (this.ended) return 'cleared';
    this.speaking = interruptible;
    const at = new Date().toISOString();
    const heard: string[] = [];
    let outcome: SpeakResult = 'played';
    let chain: Promise<SpeakResult> = Promise.resolve('played');
    const { channel } = this;
    let queued = 0;
    try {
      for await (const sentence of speakableChunks(tokens)) {
        if (signal?.aborted || this.ended) break;
        queued++;
        const voiced = this.audioFor(sentence, signal, rate);
        const first = queued === 1 && clock;
        const audio = first && voiced ? onFirst(voiced, () => (clock.latency.firstAudio ??= Date.now() - clock.speechEnd)) : voiced;
        const id = randomUUID();
        chain = chain.then(async (r) => {
          if (r !== 'played' || signal?.aborted || this.ended) return r === 'played' ? 'cleared' : r;
          let played: 'played' | 'cleared';
          this.playingNow = sentence;
          this.turnAudible = true;
          try {
            played = await channel.play({ id, text: sentence, audio });
          } catch (err) {
            this.opts.onError?.(err);
            return 'failed';
          }
          if (first && played === 'played') clock.latency.firstSentencePlayed = Date.now() - clock.speechEnd;
          if (played === 'played') {
            heard.push(sentence);
            this.lastSentence = sentence;
          } else heard.push(`${sentence.replace(/[.!?…]+$/, '')}—`);
          return played;
        });
      }
    } catch (err) {
      if (!signal?.aborted) {
        this.opts.onError?.(err);
        outcome = 'failed';
      }
    }
    const result = await chain;
    if (heard.length) this.addLine('companion', heard.join(' '), at, clock?.latency);
    if (this.speaking) this.speaking = false;
    if (signal?.aborted || result === 'cleared') return 'cleared';
    if (result === 'failed' || (outcome === 'failed' && !queued)) return 'failed';
    return 'played';
  }

  /** The last sentence heard to the end, and the one playing now (the 0 key says it again). */
  private lastSentence: string | null = null;
  private playingNow: string | null = null;
  /** The 9 key asked "Would you like me to stop calling?": her next words answer it. */
  private stopQuestion = false;

  /**
   * Keypresses on the phone: 0 says the last sentence again, 9 asks whether she wants the
   * calls to stop (a yes is a confirmed opt-out). 1 belongs to the family-transfer ladder.
   */
  private keypress(digit: string) {
    if (this.ended) return;
    if (digit === '0') {
      const again = (this.speaking ? this.playingNow : null) ?? this.lastSentence ?? this.playingNow;
      if (!again) return;
      this.interruptForKey();
      this.run(async () => {
        const result = await this.speak(single(again));
        if (result !== 'cleared') this.armSilence();
      });
    } else if (digit === '9') {
      this.interruptForKey();
      this.stopQuestion = true;
      this.run(async () => {
        const result = await this.speak(single(STOP_QUESTION));
        if (result !== 'cleared') this.armSilence();
      });
    }
  }

  /** A key cuts in like a barge-in: what is playing stops, a pending reply is dropped. */
  private interruptForKey() {
    this.clearSilence();
    this.pendingReply = false;
    if (this.replyTimer) clearTimeout(this.replyTimer);
    this.replyTimer = null;
    this.turn?.abort();
    if (this.speaking) this.channel.clear();
    this.speaking = false;
  }

  /** Her answer to "Would you like me to stop calling?": a yes stops the calls (the opt-out path); anything else carries on. */
  private answersStopQuestion(text: string): boolean {
    if (!this.stopQuestion) return false;
    this.stopQuestion = false;
    if (!isYes(text)) return false;
    this.optOut(`${STOP_QUESTION} ${text}`);
    return true;
  }

  private addLine(speaker: TranscriptLine['speaker'], text: string, at = new Date().toISOString(), latency?: TurnLatency) {
    const line: TranscriptLine = latency ? { speaker, text, at, latency } : { speaker, text, at };
    // Kept in time order: a companion line is stamped when it began, though recorded when it ends.
    let i = this.transcript.length;
    while (i > 0 && this.transcript[i - 1]!.at > at) i--;
    this.transcript.splice(i, 0, line);
    const write = Promise.resolve(this.opts.hooks.onLine(line)).catch((err) => this.opts.onError?.(err));
    this.writes.add(write);
    void write.finally(() => this.writes.delete(write));
  }

  private run(task: () => Promise<void>) {
    this.busy = this.busy.then(task).catch((err) => {
      this.opts.onError?.(err);
      return this.end('error');
    });
  }

  private after(ms: number, fn: () => void) {
    const t = setTimeout(() => {
      this.timers.delete(t);
      if (!this.ended) fn();
    }, ms);
    this.timers.add(t);
  }

  private async end(reason: EndReason) {
    if (this.ended) return;
    this.ended = true;
    for (const t of this.timers) clearTimeout(t);
    for (const t of [this.bargeTimer, this.silenceTimer, this.replyTimer, this.detached]) if (t) clearTimeout(t);
    this.turn?.abort();
    try {
      // A family member joining keeps her line open: the call goes on without the companion.
      if (reason !== 'family-joined') await this.channel.hangup();
    } catch (err) {
      this.opts.onError?.(err);
    }
    // Lines still being saved land before the final transcript is written.
    await Promise.allSettled([...this.writes]);
    try {
      await this.opts.hooks.onEnd({ reason, transcript: [...this.transcript], session: this.session });
    } catch (err) {
      this.opts.onError?.(err);
    }
    this.endedResolve();
  }
}

async function* single(text: string): AsyncIterable<string> {
  yield text;
}

interface TurnClock {
  /** Epoch ms when her speech ended in the audio. */
  speechEnd: number;
  latency: TurnLatency;
}

/** Passes a stream through, calling `first` when its first item arrives. */
async function* onFirst<T>(source: AsyncIterable<T>, first: () => void): AsyncIterable<T> {
  let seen = false;
  for await (const item of source) {
    if (!seen) {
      seen = true;
      first();
    }
    yield item;
  }
}
