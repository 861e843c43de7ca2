import { isBackchannel, isNod } from '../listening/nods.js';
import { isPardon } from '../listening/turn-policy.js';
import type { CallChannel, ChannelEvent } from './channel.js';
import { Timer, type Clock } from './clock.js';
import type { Dialogue } from './dialogue.js';
import { BACKCHANNEL } from './fixed-lines.js';
import { heardAt } from './heard.js';
import type { Speaker } from './speaker.js';
import type { ConversationTiming, TurnClock } from './terms.js';
import type { Transcript } from './transcript.js';

type Speech = Extract<ChannelEvent, { type: 'speech-start' } | { type: 'speech' }>;

/**
 * The listener stage, on the conversation's side: whose turn it is. A line that listens to her
 * audio decides the end of her turn itself (listening/listener.ts: voice activity and the turn
 * policy, in audio time) and the reply follows at once; on a text line (the scripted recipient,
 * the operator's typed phone) the same rules run here on the wall clock: a short pause before
 * answering, held while she goes on, and only speech that lasts cuts the companion off.
 */
export class TurnTaking {
  /** A reply is due once the pause is over. */
  pendingReply = false;
  private readonly replyPause: Timer;
  private readonly bargeTimer: Timer;
  /** Her turn is open on a line that listens (speech heard, her turn not yet over). */
  private herTurnOpen = false;
  /** A reply was being made when she went on speaking: it was dropped, and follows her next words. */
  private heldReply = false;
  private backchannelled = false;
  /** The turn being answered on a line that listens: where its time goes. */
  private turnClock: TurnClock | null = null;

  constructor(
    private readonly deps: {
      timing: ConversationTiming;
      clock: Clock;
      line: () => CallChannel;
      speaker: Speaker;
      dialogue: Dialogue;
      transcript: Transcript;
      ended: () => boolean;
      /** Whether a reply may be made before her turn is over (not for a caller not yet recognised: her words reach no model). */
      mayPrepare?: () => boolean;
      /** Her words, her turn over: on to the safety gate and the dialogue. */
      heard: (text: string) => void;
    },
  ) {
    this.replyPause = new Timer(deps.clock);
    this.bargeTimer = new Timer(deps.clock);
  }

  onSpeech(e: Speech) {
    const { line, speaker, dialogue } = this.deps;
    const endpointing = !!line().endpointing;
    if (e.type === 'speech-start' && endpointing) {
      // Her turn is open: nothing is said over it. A reply still being made waits for the rest of her words.
      this.herTurnOpen = true;
      dialogue.dropDraft();
      if (dialogue.turn && !speaker.speaking && !speaker.turnAudible) {
        dialogue.turn.abort();
        dialogue.turn = null;
        this.heldReply = true;
      }
      return;
    }
    if (e.type === 'speech-start') {
      // Only speech that goes on is an interruption; a nod ends before this fires.
      if (speaker.speaking && !this.bargeTimer.armed) this.bargeTimer.set(this.deps.timing.bargeInMs, () => this.bargeIn());
      if (this.replyPause.armed) this.holdReply();
      return;
    }
    const text = e.text.trim();
    if (endpointing) return this.turnOver(e, text);
    if (!e.final) {
      if (speaker.speaking && !isNod(Number.POSITIVE_INFINITY, text)) this.bargeIn();
      if (this.replyPause.armed) this.holdReply();
      return;
    }
    this.bargeTimer.clear();
    // A cough, a breath, an empty transcript: the silence clock starts again from here.
    if (!text) return this.rearmSilence();
    if (speaker.speaking && isBackchannel(text)) return this.nod(text);
    if (speaker.speaking) this.bargeIn();
    this.deps.heard(text);
  }

  /** A line that listens said her turn is over. */
  private turnOver(e: Extract<Speech, { type: 'speech' }>, text: string) {
    const { speaker, dialogue, clock } = this.deps;
    if (!e.final) return;
    if (e.tentative) {
      // Her words look finished: the reply is made now and played only if her turn ends on them.
      if (text && !speaker.speaking && !isPardon(text) && !this.deps.ended() && (this.deps.mayPrepare?.() ?? true)) dialogue.prepare(text, heardAt(e.timing, clock.now()));
      return;
    }
    this.herTurnOpen = false;
    if (e.nod) {
      // A nod while the companion spoke (by its sound and length): kept, never answered.
      dialogue.dropDraft();
      return this.nod(text);
    }
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
    if (speaker.speaking && isBackchannel(text)) return this.nod(text);
    if (isPardon(text) && speaker.lastSentence && !speaker.speaking) return dialogue.sayAgainSlowly(text);
    if (speaker.speaking) this.bargeIn();
    this.turnClock = heardAt(e.timing, clock.now());
    this.deps.heard(text);
  }

  private nod(text: string) {
    this.deps.transcript.add('recipient', text, new Date(this.deps.clock.now()).toISOString());
  }

  /** Her words went through the safety gate: the reply follows her pause (at once on a line that listens). */
  replyWhenDue() {
    // Wait a moment: an older speaker may pause and go on. More speech restarts the wait.
    this.pendingReply = true;
    this.replyPause.clear();
    if (this.deps.line().endpointing) return this.replyNow();
    this.replyPause.set(this.deps.timing.replyDelayMs, () => this.replyNow());
  }

  private holdReply() {
    this.replyPause.set(this.deps.timing.replyDelayMs * 3, () => this.replyNow());
  }

  private replyNow() {
    this.replyPause.clear();
    if (!this.pendingReply || this.deps.ended()) return;
    this.pendingReply = false;
    this.deps.dialogue.reply({
      // She started again before the reply began: it waits for the rest of her words.
      holdBack: () => {
        if (!this.herTurnOpen || !this.deps.line().endpointing) return false;
        this.heldReply = true;
        return true;
      },
      takeClock: () => {
        const clock = this.turnClock;
        this.turnClock = null;
        return clock;
      },
    });
  }

  /** She really cut in: the companion stops at once. `resumed`: she went on with her turn as the reply began; it is not kept. */
  bargeIn(resumed = false) {
    this.bargeTimer.clear();
    const { speaker } = this.deps;
    if (!speaker.speaking) return;
    if (resumed) speaker.dropCut = true;
    this.deps.dialogue.turn?.abort();
    this.deps.line().clear();
    speaker.speaking = false;
  }

  /** A reply being prepared is dropped (a question or an alert comes instead). */
  dropPendingReply() {
    this.replyPause.clear();
    this.pendingReply = false;
    this.deps.dialogue.dropDraft();
    this.deps.dialogue.turn?.abort();
  }

  /** A long pause inside her unfinished thought: a soft "mm-hm", at most once a turn, never over her. */
  backchannel() {
    if (this.deps.ended() || this.deps.speaker.speaking || this.pendingReply || this.backchannelled) return;
    this.backchannelled = true;
    this.deps.speaker.murmur(BACKCHANNEL);
  }

  /** Nothing is being said or prepared: wait the silence setting again, then re-prompt. */
  rearmSilence() {
    if (this.deps.ended() || this.deps.speaker.speaking || this.pendingReply || this.replyPause.armed) return;
    this.deps.dialogue.armSilence();
  }

  /** No reply is due any more (a key, last words cut in). */
  forgetReply() {
    this.replyPause.clear();
    this.pendingReply = false;
  }

  /** Everything waiting stops (the stream was lost, the call ends). */
  stop() {
    this.bargeTimer.clear();
    this.forgetReply();
  }
}
