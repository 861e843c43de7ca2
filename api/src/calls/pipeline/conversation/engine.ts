import type { CallFlag, TranscriptLine } from '../../../db/schema/index.js';
import { LonelinessMeasure, measureAskedIn } from '../loneliness/measure.js';
import type { BrainSession } from '../ports/brain.js';
import { CONSENT_QUESTION, RECORDING_QUESTION, warmSafetyNet } from '../safety/index.js';
import type { CallChannel, ChannelEvent } from './channel.js';
import { Deadlines, realClock, type Clock } from './clock.js';
import { Dialogue } from './dialogue.js';
import { introductionIn } from './call-plan.js';
import { CRACKLY_LINE, fixedLines, shutdownGoodbye, silenceGoodbye, timeUpGoodbye } from './fixed-lines.js';
import { HerSay } from './her-say.js';
import { pressKey } from './keys.js';
import { cuesOf, NOT_RECOGNISED_GOODBYE, Recognition, RECOGNITION_ASK_AGAIN, RECOGNITION_GREETING } from './recognition.js';
import { SafetyGate } from './safety-gate.js';
import { single, Speaker } from './speaker.js';
import { DEFAULT_TIMING, type ConversationOptions, type ConversationTiming, type EndReason } from './terms.js';
import { Transcript } from './transcript.js';
import { Transport } from './transport.js';
import { TurnTaking } from './turn-taking.js';

export { CRACKLY_LINE, isYes, STOP_QUESTION } from './fixed-lines.js';
export { speakableChunks } from './speaker.js';
export { DEFAULT_TIMING, type ConversationHooks, type ConversationOptions, type ConversationTiming, type EndReason, type SpeakResult } from './terms.js';

/**
 * One live conversation (docs/decisions/013-conversation.md), made for older speakers: unhurried
 * speech, a long pause allowed, nods never taken for interruptions while a real barge-in stops it
 * at once; silence gets a gentle re-prompt, then a goodbye; no call passes 15 minutes; every
 * utterance passes the safety net before the companion answers.
 *
 * The voice pipeline, stage by stage (docs/engineering.md, "The voice pipeline"):
 *
 *   transport    transport.ts       the phone line now (a dropped stream may come back); keys.ts
 *   recognition  recognition.ts     a call-back from a number not fully attested: nothing of her until she is recognised
 *   listener     turn-taking.ts     whose turn it is: voice activity and the turn policy on
 *                                   the line (listening/listener.ts), the same rules here on a text line
 *   transcriber  heard.ts           her words as transcribed on the line, the turn's clock
 *   safety gate  safety-gate.ts     distress (safety/escalation.ts, a pure state machine), consent, opt-out
 *   dialogue     dialogue.ts        the brain's reply, re-prompts, "pardon?"
 *   voice        speaker.ts         sentences to the voice and onto the line; the transcript (transcript.ts)
 *
 * This class only wires them and owns the call's life: start, the time limits, the ways a call
 * ends. Its timers are the `clock`'s (real ones unless a test hands in its own).
 */
export class Conversation {
  private readonly timing: ConversationTiming;
  private readonly clock: Clock;
  private readonly session: BrainSession;
  private readonly transcript: Transcript;
  private readonly transport: Transport;
  private readonly speaker: Speaker;
  private readonly dialogue: Dialogue;
  private readonly turns: TurnTaking;
  private readonly gate: SafetyGate;
  private readonly herSay: HerSay;
  private readonly deadlines: Deadlines;
  /** Null unless a caller must be recognised first (plan.recognise). */
  private readonly recognition: Recognition | null;
  /** The loneliness questions, when this call may ask them (plan.measureLoneliness); consulted after her turns. */
  private readonly measure: LonelinessMeasure | null;
  private measureSaved: Promise<void> = Promise.resolve();
  private startedAt = 0;
  private ended = false;
  private busy: Promise<void> = Promise.resolve();
  private endedResolve!: () => void;
  readonly done = new Promise<void>((r) => (this.endedResolve = r));

  constructor(private readonly opts: ConversationOptions) {
    const timing = (this.timing = { ...DEFAULT_TIMING, ...opts.timing });
    const clock = (this.clock = opts.clock ?? realClock);
    const { plan, brain } = opts;
    const onError = (err: unknown) => opts.onError?.(err);
    const ended = () => this.ended;
    warmSafetyNet();
    this.session = brain.startSession(plan);
    this.deadlines = new Deadlines(clock);
    const transcript = (this.transcript = new Transcript((l) => opts.hooks.onLine(l), onError, opts.resumeFrom?.transcript));
    this.recognition = plan.recognise ? new Recognition(cuesOf(plan), opts.resumeFrom?.transcript) : null;
    const unrecognised = () => this.recognition?.pending === true;
    this.transport = new Transport(opts.channel, clock, (e) => this.onEvent(e));
    const line = () => this.transport.line;
    const speaker = (this.speaker = new Speaker({ voice: opts.voice, voiceName: plan.voice, line, transcript, clock, ended, onError }));
    const lastWords = (reason: EndReason, words: string, before?: Promise<unknown>) => this.lastWords(reason, words, before);
    const dialogue = (this.dialogue = new Dialogue({ plan, session: this.session, speaker, transcript, timing, clock, ended, startedAt: () => this.startedAt, run: (task) => this.run(task), lastWords, end: (reason) => this.end(reason), silenceIsSafetys: () => this.gate.silence(), silenceGoodbye: () => (unrecognised() ? NOT_RECOGNISED_GOODBYE : silenceGoodbye(plan)) }));
    const turns = (this.turns = new TurnTaking({ timing, clock, line, speaker, dialogue, transcript, ended, mayPrepare: () => !unrecognised(), heard: (text) => this.heard(text) }));
    this.measure =
      plan.measureLoneliness && !measureAskedIn(opts.resumeFrom?.transcript ?? [])
        ? new LonelinessMeasure({ name: plan.recipientName, onReading: (r) => (this.measureSaved = Promise.resolve(opts.hooks.onLoneliness?.(r)).catch(onError)) })
        : null;
    // Any alert or note on the call is a concern open: no loneliness questions after it.
    const onFlag = (f: CallFlag) => (f.kind === 'distress' || f.kind === 'note' ? this.measure?.concern() : undefined, opts.hooks.onFlag(f));
    const hooks = { onFlag, lastWords, after: (ms: number, fn: () => void) => this.after(ms, fn), ended, onError };
    this.gate = new SafetyGate({ brain, name: plan.recipientName, introduction: introductionIn(plan.opening), stayMs: timing.stayMs, clock, transcript, speaker, turns, dialogue, ...hooks });
    this.session.onEvent?.((e) => this.gate.onBrainEvent(e));
    const family = plan.subscriberName === 'the Fondly team' ? 'your family' : plan.subscriberName;
    this.herSay = new HerSay({ transcript, family, ...opts.herSay, onError }, opts.resumeFrom?.keptPrivate);
  }

  get lines(): readonly TranscriptLine[] {
    return this.transcript.lines;
  }

  /** A real exchange has happened: she answered the companion at least twice (an answering machine's greeting is one utterance). */
  get hadExchange(): boolean {
    return this.transcript.hadExchange;
  }

  /** True while the media stream is lost and the conversation waits for it. */
  get waitingForStream(): boolean {
    return this.transport.waiting;
  }

  /** Speaks the opening at once and then listens. */
  start(): void {
    const { plan, resumeFrom: resumed } = this.opts;
    this.startedAt = resumed?.answeredAt ?? this.clock.now();
    const elapsed = this.clock.now() - this.startedAt;
    this.transport.listen();
    this.after(this.timing.softCapMs - elapsed, () => (this.dialogue.phase = 'closing'));
    this.after(this.timing.goodbyeAtMs - elapsed, () => {
      // Cut in: whatever is playing stops, and the goodbye goes next.
      this.dialogue.turn?.abort();
      this.transport.line.clear();
      this.lastWords('time-limit', this.recognition?.pending ? NOT_RECOGNISED_GOODBYE : timeUpGoodbye(plan));
    });
    this.after(this.timing.hardCapMs - elapsed, () => void this.end('time-limit'));
    const first = resumed ? this.transcript.resumeLine() : this.recognition?.pending ? RECOGNITION_GREETING : this.opening();
    this.gate.awaitingConsent = !resumed && !this.recognition?.pending && !!plan.askConsent;
    if (!resumed && !this.recognition?.pending) this.askRecording();
    this.speaker.prepare(first);
    // The AI disclosure is heard whole: a "hello?" at pick-up does not cut it off.
    this.dialogue.say(first, { interruptible: false });
    // While the opening plays, the other fixed lines are made ready.
    for (const line of fixedLines(plan, this.opts)) this.speaker.prepare(line);
  }

  /** The opening (with her own consent question on her first call, or else the recording question while she has not answered it). */
  private opening(): string {
    const { plan } = this.opts;
    if (plan.askConsent) return `${plan.opening} ${CONSENT_QUESTION}`;
    return plan.askRecordingConsent ? `${plan.opening} ${RECORDING_QUESTION}` : plan.opening;
  }

  /** Whether her voice may be kept is asked beside the call's consent (after her answer to it), or in the opening. */
  private askRecording() {
    const { plan } = this.opts;
    this.gate.recordingQuestion = !plan.askRecordingConsent ? null : plan.askConsent ? 'after-consent' : 'asked';
  }

  /** The process is shutting down and this call ran out of its grace: a warm goodbye, then the line closes. */
  wrapUp() {
    this.cutInWithLastWords('shutdown', this.recognition?.pending ? NOT_RECOGNISED_GOODBYE : shutdownGoodbye(this.opts.plan));
  }

  /** A family member is being put through (they pressed 1 on the alert call): say who is joining, then leave the line to them. */
  familyJoins(line: string): Promise<void> {
    this.cutInWithLastWords('family-joined', line);
    return this.done;
  }

  /** An answering machine, after its beep: whatever is playing stops, the message is left, then the line closes. */
  leaveVoicemail(message = this.opts.voicemailMessage ?? '') {
    this.cutInWithLastWords('voicemail', message);
  }

  /** The media stream ended without a hang-up: nothing is said while it may come back; after the resume window the call ends as dropped. */
  streamLost() {
    if (this.ended || this.transport.waiting) return;
    this.dialogue.turn?.abort();
    this.turns.stop();
    this.dialogue.clearSilence();
    this.speaker.speaking = false;
    this.transport.waitForReturn(this.timing.resumeMs, () => void this.end('dropped'));
  }

  /** A new stream for this call: the same conversation goes on over it, with an apology. */
  resume(channel: CallChannel): boolean {
    if (this.ended) return false;
    this.transport.replace(channel);
    this.dialogue.turn?.abort();
    this.dialogue.say(() => this.transcript.resumeLine());
    return true;
  }

  /**
   * What a process killed mid-call leaves behind (calls/lifecycle/leases.ts): the conversation goes
   * silent at once, says nothing more, writes nothing more and leaves the line as it is, for
   * another process to carry on. Only a stand-in for `kill -9` in tests and benchmarks.
   */
  abandon() {
    if (this.ended) return;
    this.ended = true;
    this.deadlines.clearAll();
    this.turns.stop();
    this.dialogue.clearSilence();
    this.dialogue.turn?.abort();
  }

  /** Ends the call from outside (operator, provider hang-up). */
  stop(reason: EndReason) {
    void this.end(reason);
  }

  /** Whatever is playing or pending stops; these last words are said, then the line closes. */
  private cutInWithLastWords(reason: EndReason, words: string) {
    if (this.ended) return;
    this.dialogue.turn?.abort();
    this.transport.line.clear();
    this.turns.forgetReply();
    this.dialogue.clearSilence();
    this.dialogue.phase = 'closing';
    this.lastWords(reason, words);
  }

  private onEvent(e: ChannelEvent) {
    if (this.ended) return;
    if (e.type === 'hangup') return void this.end('recipient-hung-up');
    if (e.type === 'unheard') return this.unheard();
    if (e.type === 'lost') return this.streamLost();
    // Keys stop calls or repeat what was said: not for a caller who has not been recognised.
    if (e.type === 'key' && this.recognition?.pending) return;
    if (e.type === 'key') return pressKey(e.digit, { line: this.transport.line, speaker: this.speaker, dialogue: this.dialogue, turns: this.turns, gate: this.gate });
    if (e.type === 'interrupt') return this.turns.bargeIn(e.resumed);
    if (e.type === 'backchannel') return this.turns.backchannel();
    this.dialogue.clearSilence();
    this.turns.onSpeech(e);
  }

  /** Her turn is over: her words are recorded, pass the safety gate, and (if it lets them) get a reply. */
  private heard(text: string) {
    this.transcript.add('recipient', text, this.now());
    this.dialogue.reprompts = 0;
    if (this.recognition?.pending) return this.recognise(text);
    // What she asked to keep private is marked before anything else reads it.
    const own = this.herSay.hear(text);
    if (!this.gate.hear(text)) {
      this.measure?.concern();
      return this.dialogue.dropDraft();
    }
    if (own) {
      this.turns.dropPendingReply();
      this.dialogue.say(own.line, { before: own.before });
      return;
    }
    const measured = this.measure?.hear(text, this.dialogue.phase);
    if (!measured) return this.turns.replyWhenDue();
    // One of the loneliness questions (or its thank-you) instead of the reply.
    this.turns.dropPendingReply();
    this.dialogue.say(measured.line);
    if (measured.thenReply) this.turns.replyWhenDue();
  }

  /** A caller not yet recognised answered: recognised, the call-back's own opening; otherwise ask once more, then a neutral goodbye. */
  private recognise(text: string) {
    this.dialogue.dropDraft();
    const verdict = this.recognition!.hear(text);
    if (verdict === 'give-up') return this.lastWords('not-recognised', NOT_RECOGNISED_GOODBYE);
    if (verdict === 'ask-again') return this.dialogue.say(RECOGNITION_ASK_AGAIN);
    this.gate.awaitingConsent = !!this.opts.plan.askConsent;
    this.askRecording();
    this.dialogue.say(this.opening(), { interruptible: false });
  }

  /** Her words could not be made out: ask again, kindly, then wait as after any turn. */
  private unheard() {
    if (this.speaker.speaking || this.turns.pendingReply) return;
    this.dialogue.clearSilence();
    this.dialogue.say(CRACKLY_LINE);
  }

  private now() {
    return new Date(this.clock.now()).toISOString();
  }

  /** Queues the last words (after `before`: an alert being recorded); then the call ends. */
  private lastWords(reason: EndReason, words: string, before?: Promise<unknown>) {
    if (before) this.run(async () => void (await before, await this.finish(reason, words)));
    else this.run(() => this.finish(reason, words));
  }

  /** Says the last words (not interruptible), then hangs up. */
  private async finish(reason: EndReason, words: string) {
    if (this.ended) return;
    this.dialogue.turn?.abort();
    this.transport.line.clear();
    this.dialogue.turn = null;
    await this.speaker.speak(single(words), { interruptible: false });
    await this.end(reason);
  }

  /** Runs `fn` after `ms` unless the call has ended by then; all such waits stop when it ends. */
  private after(ms: number, fn: () => void) {
    this.deadlines.after(ms, () => {
      if (!this.ended) fn();
    });
  }

  private run(task: () => Promise<void>) {
    this.busy = this.busy.then(task).catch((err) => {
      this.opts.onError?.(err);
      return this.end('error');
    });
  }

  private async end(reason: EndReason) {
    if (this.ended) return;
    this.ended = true;
    this.deadlines.clearAll();
    this.turns.stop();
    this.dialogue.clearSilence();
    this.transport.close();
    this.dialogue.turn?.abort();
    try {
      // A family member joining keeps her line open: the call goes on without the companion.
      if (reason !== 'family-joined') await this.transport.line.hangup();
    } catch (err) {
      this.opts.onError?.(err);
    }
    // A wish to stop the calls heard during an emergency reaches the family, unconfirmed.
    await this.gate.unansweredStopRequest();
    // Lines still being saved land before the final transcript is written; a measure cut short is kept too.
    this.measure?.callEnded();
    await this.measureSaved;
    await this.transcript.saved();
    await this.herSay.saved();
    try {
      await this.opts.hooks.onEnd({ reason, transcript: [...this.transcript.lines], session: this.session, keptPrivate: this.herSay.keptPrivate });
    } catch (err) {
      this.opts.onError?.(err);
    }
    this.endedResolve();
  }
}
