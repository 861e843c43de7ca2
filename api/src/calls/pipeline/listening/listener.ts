import type { ChannelEvent } from '../conversation/channel.js';
import { mulawToLinear } from '../../../lib/audio-codec.js';
import { SileroStream, windowSamples, type VadRate } from './silero.js';
import type { TranscriptionStream } from '../ports/transcriber.js';
import { clauseOf } from './clause.js';
import { END_OF_TURN, isLeadIn, quietToEnd, worthPreparing, type TurnSoFar } from './end-of-turn.js';
import { contentWords, isBargeIn, isNod } from './nods.js';
import { Preroll } from './preroll.js';
import { endContour, pitchOf, type Contour, type VoicedWindow } from './prosody.js';
import { isNoiseHallucination, TURN_POLICY } from './turn-policy.js';

/**
 * The listening half of a call, for any line that carries her audio (Twilio's media stream,
 * the simulated phone's audio): Silero finds speech in each 32 ms window, the turn policy
 * decides when her turn is over, and only then does the conversation hear her words. All
 * timing is in audio time (see turn-policy.ts), so a recording always gives the same turns.
 *
 * Events out (the conversation's ChannelEvent): `speech-start` when her turn opens (words
 * or speech that goes on; noise that never yields words does not hold it), `speech` with
 * `final: false` for each stretch of speech transcribed, `interrupt` when she really cuts in
 * while the companion talks, `backchannel` once during a long pause after an unfinished
 * thought, and `speech` with `final: true` and all her words when her turn is over.
 *
 * When her turn is over is judged from her words, her voice and her habits (end-of-turn.ts).
 * Once her words look finished, a `speech` final with `tentative: true` lets the conversation
 * prepare its reply while the listener still waits; if she goes on, `speech-start` comes again
 * and that reply is dropped. A final heard while the companion spoke says whether it was a nod
 * (`nod`: short, or without words that are not nods, listening/nods.ts). When she goes on
 * within `resumeWindowMs` of the companion starting its reply, `interrupt` with `resumed`
 * stops it at once: the turn was not over, and she gets more room from then on.
 */
export interface ListenerOptions {
  rate: VadRate;
  /**
   * The call's transcription stream (providers/transcriber), opened on first use: her audio
   * goes to it while she speaks, and a flush gives the words of what was sent since the last.
   */
  stream: () => TranscriptionStream;
  /** True while companion audio is playing on the line (barge-in rules apply). */
  companionSpeaking: () => boolean;
  emit: (event: ChannelEvent) => void;
  /** Each window's speech probability, for measurements. */
  onWindow?: (probability: number, atMs: number) => void;
}

interface PendingSegment {
  text: string | null;
  failed: boolean;
}

/** Voiced windows kept for the end's prosody: the last ~0.3 s against the second before (prosody.ts). */
const VOICED_KEPT = 40;

export class Listener {
  private vad: Promise<SileroStream>;
  private queue: Promise<void> = Promise.resolve();
  private buffer: number[] = [];
  private readonly windowMs: number;
  /** Audio time: ms of her line heard so far. */
  audioMs = 0;
  private readonly preroll: Preroll;
  private inSpeech = false;
  private speechRunMs = 0;
  private quietRunMs = 0;
  /** Words of this stretch already flushed (an early look while the companion talked). */
  private segmentText = '';
  private segmentStartMs = 0;
  /** Speech without words went by (a television, a cough): speech must bring words before it holds the floor. */
  private doubtful = false;
  private probedAtMs = 0;
  private turnOpen = false;
  private turnAnnounced = false;
  private turnSegments: PendingSegment[] = [];
  private lastSpeechEndMs = 0;
  private capped = false;
  private backchannelled = false;
  private interrupted = false;
  /** Level (dB) of background speech heard before (a television), or null. */
  private backgroundDb: number | null = null;
  private segmentDb: number[] = [];
  /** Speech probabilities of the voiced windows of this stretch. */
  private segmentProbs: number[] = [];
  private backgroundProbeMs = 0;
  /** Pauses she took inside her turns and then went on (audio ms): her own rhythm. */
  readonly ownPausesMs: number[] = [];
  private closed = false;
  /** When the transcriber last gave words (epoch ms). */
  private lastWordsAt = 0;
  /** The last voiced windows of this stretch (only the end's pitch is ever needed), and how the last stretch ended. */
  private segmentVoice: Array<{ floats: Float32Array; db: number }> = [];
  private lastContour: Contour = 'unknown';
  /** The wait her turn so far earns (end-of-turn.ts), for the words it was judged on. */
  private judged: { text: string; waitMs: number; prepare: boolean; complete: boolean; leadIn: boolean } | null = null;
  /** Her voice in this turn so far (ms). */
  private turnSpeechMs = 0;
  /** Words of this turn already offered for a reply to be prepared. */
  private offered: string | null = null;
  /** The companion was speaking when this turn began (her words may be only a nod). */
  private overCompanion = false;
  private companionWas = false;
  private lastTurnEndMs = -1;
  /** Times she went on just after the companion began (false ends). */
  falseEnds = 0;
  /** Pauses in this call she went on from after a lead-in (audio ms). */
  private readonly afterLeadInMs: number[] = [];
  /** Short turns of hers in this call that were whole after the lead-in wait. */
  private briefAnswers = 0;
  /** The last turn she ended was a lead-in. */
  private lastTurnLeadIn = false;

  constructor(private readonly opts: ListenerOptions) {
    this.vad = SileroStream.open(opts.rate);
    this.windowMs = (windowSamples(opts.rate) / opts.rate) * 1000;
    this.preroll = new Preroll(this.windowMs);
  }

  /** 8 kHz mu-law bytes, as Twilio sends them. */
  pushMulaw(bytes: Uint8Array) {
    const pcm = new Int16Array(bytes.length);
    for (let i = 0; i < bytes.length; i++) pcm[i] = mulawToLinear(bytes[i]!);
    this.pushPcm(pcm);
  }

  /** 16-bit samples at the listener's rate. */
  pushPcm(pcm: Int16Array) {
    if (this.closed) return;
    for (const s of pcm) this.buffer.push(s);
    const n = windowSamples(this.opts.rate);
    while (this.buffer.length >= n) {
      const window = Int16Array.from(this.buffer.splice(0, n));
      this.queue = this.queue.then(() => this.onWindow(window)).catch(() => undefined);
    }
  }

  /** Resolves once every window received so far has been heard (tests and benchmarks). */
  settled(): Promise<void> {
    return this.queue;
  }

  close() {
    this.closed = true;
  }

  private async onWindow(window: Int16Array) {
    if (this.closed) return;
    const floats = new Float32Array(window.length);
    for (let i = 0; i < window.length; i++) floats[i] = window[i]! / 32768;
    const p = await (await this.vad).probability(floats);
    this.audioMs += this.windowMs;
    this.opts.onWindow?.(p, this.audioMs);
    let energy = 0;
    for (const f of floats) energy += f * f;
    const db = 10 * Math.log10(energy / floats.length + 1e-12);
    // Quieter than background heard before (a television): not her.
    const overBackground = this.backgroundDb === null || db >= this.backgroundDb + TURN_POLICY.aboveBackgroundDb;
    this.companionWas = this.opts.companionSpeaking();
    if (!this.inSpeech) {
      this.preroll.push(window, p, db);
      this.speechRunMs = p >= TURN_POLICY.speechStartProbability && overBackground ? this.speechRunMs + this.windowMs : 0;
      if (this.speechRunMs >= TURN_POLICY.minSpeechMs) this.startSegment();
      else this.evaluate();
      return;
    }
    this.opts.stream().send(window, this.audioMs);
    this.segmentDb.push(db);
    if (p >= TURN_POLICY.speechStopProbability) {
      this.segmentProbs.push(p);
      this.segmentVoice.push({ floats, db });
      if (this.segmentVoice.length > VOICED_KEPT) this.segmentVoice.shift();
    }
    this.quietRunMs = p < TURN_POLICY.speechStopProbability || !overBackground ? this.quietRunMs + this.windowMs : 0;
    const length = this.audioMs - this.segmentStartMs;
    // While the companion talks, what she has said so far is transcribed early: a real
    // interruption stops it at once. (Awaited here, so decisions follow the audio in order;
    // the windows that arrive meanwhile are heard right after, far faster than real time.)
    const speechMs = length - this.quietRunMs;
    if (this.opts.companionSpeaking() && !this.interrupted && speechMs >= TURN_POLICY.bargeInSpeechMs && length - this.probedAtMs >= TURN_POLICY.bargeInSpeechMs) {
      this.probedAtMs = length;
      const text = await this.flushSoFar().catch(() => this.segmentText);
      if (contentWords(text)) {
        this.doubtful = false;
        this.announceTurn();
      }
      if (!this.interrupted && this.opts.companionSpeaking() && isBargeIn(speechMs, text)) {
        this.interrupted = true;
        this.opts.emit({ type: 'interrupt' });
      }
    }
    // Long speech with no words in it is background: it lets go of the floor.
    if (length >= TURN_POLICY.backgroundAfterMs && length - this.backgroundProbeMs >= TURN_POLICY.backgroundAfterMs && this.quietRunMs === 0) {
      this.backgroundProbeMs = length;
      const text = await this.flushSoFar().catch(() => null);
      if (text !== null && !text.trim()) return this.dropBackground();
    }
    if (this.quietRunMs >= TURN_POLICY.segmentQuietMs) this.endSegment(false);
    else if (length >= TURN_POLICY.utteranceCapMs) this.endSegment(true);
  }

  /** The words of this stretch so far (flushes the stream: what was sent is final). */
  private async flushSoFar(): Promise<string> {
    const more = (await this.opts.stream().flush()).trim();
    if (more) this.segmentText = this.segmentText ? `${this.segmentText} ${more}` : more;
    return this.segmentText;
  }

  /** The stretch now heard is background: forget it, learn its level, give the floor back. */
  private dropBackground() {
    if (!this.inSpeech) return;
    const sorted = [...this.segmentDb].sort((a, b) => a - b);
    const level = sorted[Math.floor(sorted.length * 0.8)] ?? null;
    if (level !== null) this.backgroundDb = this.backgroundDb === null ? level : Math.max(this.backgroundDb, level);
    this.inSpeech = false;
    this.speechRunMs = 0;
    this.segmentText = '';
    this.segmentDb = [];
    this.doubtful = true;
    if (this.turnOpen && !this.turnSegments.length) {
      const announced = this.turnAnnounced;
      this.closeTurn();
      if (announced) this.opts.emit({ type: 'speech', text: '', final: true });
    } else this.lastSpeechEndMs = this.audioMs;
  }

  private startSegment() {
    this.inSpeech = true;
    this.segmentDb = [];
    this.segmentProbs = [];
    this.segmentVoice = [];
    this.backgroundProbeMs = 0;
    this.quietRunMs = 0;
    this.probedAtMs = 0;
    this.segmentText = '';
    this.opts.stream().send(this.preroll.take(this.speechRunMs), this.audioMs);
    this.segmentStartMs = this.audioMs - this.speechRunMs;
    if (this.turnOpen) {
      // She went on after a pause: that pause is part of her rhythm; after a lead-in, it says how long she may pause so.
      this.ownPausesMs.push(this.segmentStartMs - this.lastSpeechEndMs);
      if (this.judged?.leadIn) this.afterLeadInMs.push(this.segmentStartMs - this.lastSpeechEndMs);
      this.backchannelled = false;
      if (this.offered !== null) {
        // Her words had looked finished: the reply being prepared waits for the rest of them.
        this.offered = null;
        if (this.turnAnnounced) this.opts.emit({ type: 'speech-start' });
      }
    } else {
      // In audio time (a line may deliver faster than real time): the reply plays from the moment her turn was judged over.
      const resumed = this.companionWas && this.lastTurnEndMs >= 0 && this.segmentStartMs - this.lastTurnEndMs <= TURN_POLICY.resumeWindowMs;
      this.turnOpen = true;
      this.turnAnnounced = false;
      this.interrupted = false;
      this.capped = false;
      this.backchannelled = false;
      this.turnSegments = [];
      this.turnSpeechMs = 0;
      this.offered = null;
      this.overCompanion = this.companionWas && !resumed;
      if (resumed) {
        // She went on just as the companion began: it stops at once; her turn was not over.
        this.ownPausesMs.push(this.segmentStartMs - this.lastTurnEndMs);
        if (this.lastTurnLeadIn) {
          this.afterLeadInMs.push(this.segmentStartMs - this.lastSpeechEndMs);
          this.briefAnswers = Math.max(0, this.briefAnswers - 1);
        }
        this.falseEnds++;
        this.interrupted = true;
        this.opts.emit({ type: 'interrupt', resumed: true });
      }
    }
    // Her voice holds the floor at once, unless earlier speech in this turn was only noise
    // (a television): then it must bring words first.
    if (!this.doubtful) this.announceTurn();
  }

  private announceTurn() {
    if (this.turnAnnounced || !this.turnOpen) return;
    this.turnAnnounced = true;
    this.opts.emit({ type: 'speech-start' });
  }

  private endSegment(capped: boolean) {
    this.inSpeech = false;
    this.speechRunMs = 0;
    this.lastSpeechEndMs = this.audioMs - this.quietRunMs;
    this.turnSpeechMs += this.lastSpeechEndMs - this.segmentStartMs;
    this.judged = null;
    this.lastContour = endContour(this.segmentVoice.map((w): VoicedWindow => ({ f0: pitchOf(w.floats, this.opts.rate), db: w.db })));
    const before = this.segmentText;
    const stretch = {
      loudestDb: Math.max(-120, ...this.segmentDb),
      meanProbability: this.segmentProbs.length ? this.segmentProbs.reduce((a, b) => a + b, 0) / this.segmentProbs.length : 0,
    };
    this.segmentText = '';
    if (capped) this.capped = true;
    const pending: PendingSegment = { text: null, failed: false };
    this.turnSegments.push(pending);
    const segments = this.turnSegments;
    this.opts
      .stream()
      .flush()
      .then(
        (more) => {
          this.lastWordsAt = Date.now();
          const text = `${before} ${more.trim()}`.trim();
          // A stock phrase out of near silence is the recogniser's, not hers.
          pending.text = isNoiseHallucination(text, stretch) ? '' : text;
          if (!pending.text) this.doubtful = true;
          if (pending.text) {
            this.doubtful = false;
            if (segments === this.turnSegments) {
              this.announceTurn();
              this.opts.emit({ type: 'speech', text: this.turnText(), final: false });
            }
          }
        },
        () => {
          // The words heard before the failure still count; with none, she is asked again.
          pending.text = before;
          pending.failed = !before;
        },
      )
      .finally(() => {
        if (!this.closed && segments === this.turnSegments) this.queue = this.queue.then(() => this.evaluate());
      });
  }

  private turnText() {
    return this.turnSegments
      .map((s) => s.text ?? '')
      .filter(Boolean)
      .join(' ');
  }

  /** Between her stretches of speech: is her turn over? */
  private evaluate() {
    if (this.closed || !this.turnOpen || this.inSpeech) return;
    if (this.turnSegments.some((s) => s.text === null)) return;
    const quiet = this.audioMs - this.lastSpeechEndMs;
    const text = this.turnText();
    if (!text) {
      if (quiet < END_OF_TURN.completeQuietMs && !this.capped) return;
      const failed = this.turnSegments.some((s) => s.failed);
      this.closeTurn();
      // Noise, a cough or a breath: nothing to answer (the silence clock starts again). Words nobody could make out: she is asked again.
      this.opts.emit(failed ? { type: 'unheard' } : { type: 'speech', text: '', final: true });
      return;
    }
    // The same words, voice and habits give the same wait: judged once, not every window.
    if (this.judged?.text !== text) {
      const turn: TurnSoFar = {
        text,
        contour: this.lastContour,
        speechMs: this.turnSpeechMs,
        ownPausesMs: this.ownPausesMs,
        falseEnds: this.falseEnds,
        stretches: this.turnSegments.length,
        afterLeadInMs: this.afterLeadInMs,
        briefAnswers: this.briefAnswers,
      };
      this.judged = { text, waitMs: quietToEnd(turn), prepare: worthPreparing(turn), complete: clauseOf(text) === 'complete', leadIn: isLeadIn(turn) };
    }
    const judged = this.judged;
    const timing = { speechEndedAgoMs: quiet, transcriptAt: this.lastWordsAt || Date.now() };
    if (this.capped || quiet >= judged.waitMs) {
      // A nod only while the companion still speaks: a short "yes" begun over the last of its question and
      // closed after it ended is her answer, and is answered (the blind listening round 9: a short answer never answered).
      const nod = this.overCompanion && !this.interrupted && isNod(this.turnSpeechMs, text) && this.opts.companionSpeaking();
      const { leadIn } = judged;
      // A short statement she left whole: one more sign that she answers briefly.
      if (leadIn && !nod && !this.capped) this.briefAnswers++;
      this.closeTurn();
      this.lastTurnLeadIn = leadIn;
      // A turn of hers (not a nod) is answered: going on at once after it is a false end.
      this.lastTurnEndMs = nod ? -1 : this.audioMs;
      this.opts.emit({ type: 'speech', text, final: true, timing, ...(nod ? { nod } : {}) });
      return;
    }
    if (this.offered === null && judged.prepare && !this.overCompanion && !this.opts.companionSpeaking()) {
      this.offered = text;
      this.opts.emit({ type: 'speech', text, final: true, tentative: true, timing });
    }
    if (!judged.complete && !this.backchannelled && quiet >= TURN_POLICY.backchannelAfterMs) {
      this.backchannelled = true;
      this.opts.emit({ type: 'backchannel' });
    }
  }

  private closeTurn() {
    this.judged = null;
    this.lastTurnEndMs = -1;
    this.offered = null;
    this.turnOpen = false;
    this.turnAnnounced = false;
    this.turnSegments = [];
    this.capped = false;
  }

  /** Her pauses from earlier calls: the wait after an unfinished thought follows her from the first turn. */
  seed(pausesMs: readonly number[]) {
    this.ownPausesMs.unshift(...pausesMs.filter((p) => Number.isFinite(p) && p > 0 && p < 10_000));
  }

  /** Her pauses so far, earlier calls' first (kept at the end of the call: `CallChannel.rhythm`). */
  pausesMs(): number[] {
    return [...this.ownPausesMs];
  }

  /** Her turn is open: she is speaking, or pausing inside a thought. */
  get herTurnOpen(): boolean {
    return this.turnOpen && this.turnAnnounced;
  }
}
