import { randomUUID } from 'node:crypto';
import type { CallFlag, TranscriptLine } from '../../db/schema/index.js';
import type { Brain, BrainSession } from '../../providers/brain/port.js';
import type { Voice } from '../../providers/voice/port.js';
import type { CallPlan } from './call-plan.js';
import type { CallChannel, ChannelEvent } from './channel.js';
import { checkUtterance, distressResponse, isBackchannel, optOutResponse, type SafetyFinding } from './safety.js';

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
}

export const DEFAULT_TIMING: ConversationTiming = {
  bargeInMs: 900,
  replyDelayMs: 800,
  silenceMs: 12_000,
  maxReprompts: 2,
  softCapMs: 13 * 60_000,
  goodbyeAtMs: 14 * 60_000 + 20_000,
  hardCapMs: 15 * 60_000,
};

export type EndReason = 'completed' | 'recipient-hung-up' | 'silence' | 'distress' | 'opt-out' | 'time-limit' | 'error';

export interface ConversationHooks {
  /** Each line as it is said (persisted at once, so a crash loses nothing). */
  onLine(line: TranscriptLine): Promise<void> | void;
  /** Distress or opt-out: logged on the call and the family told, before the companion answers. */
  onFlag(flag: CallFlag, finding: NonNullable<SafetyFinding>): Promise<void>;
  onEnd(result: { reason: EndReason; transcript: TranscriptLine[]; session: BrainSession }): Promise<void> | void;
}

const REPROMPTS = ["Take your time. I'm still here whenever you're ready.", 'Are you still there? I’m happy to just listen if you’d like to talk.'];

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
    },
  ) {
    this.timing = { ...DEFAULT_TIMING, ...opts.timing };
    this.session = opts.brain.startSession(opts.plan);
  }

  get lines(): readonly TranscriptLine[] {
    return this.transcript;
  }

  /** Speaks the opening at once and then listens. Resolves when the opening has been handed to the line. */
  start(): void {
    this.startedAt = Date.now();
    this.opts.channel.onEvent((e) => this.onEvent(e));
    this.after(this.timing.softCapMs, () => (this.phase = 'closing'));
    this.after(this.timing.goodbyeAtMs, () => {
      // Cut in: whatever is playing stops, and the goodbye goes next.
      this.turn?.abort();
      this.opts.channel.clear();
      this.run(() => this.finish('time-limit', `I'm afraid our time is up for today, ${this.opts.plan.recipientName}. ${this.opts.plan.nextCallLine} Goodbye for now!`));
    });
    this.after(this.timing.hardCapMs, () => void this.end('time-limit'));
    this.run(async () => {
      const result = await this.speak(single(this.opts.plan.opening));
      if (result === 'played') this.armSilence();
    });
  }

  /** Ends the call from outside (operator, provider hang-up). */
  stop(reason: EndReason) {
    void this.end(reason);
  }

  private onEvent(e: ChannelEvent) {
    if (this.ended) return;
    if (e.type === 'hangup') return void this.end('recipient-hung-up');
    this.clearSilence();
    if (e.type === 'speech-start') {
      if (this.speaking && !this.bargeTimer) {
        // Only speech that goes on is an interruption; a nod ends before this fires.
        this.bargeTimer = setTimeout(() => this.bargeIn(), this.timing.bargeInMs);
      }
      if (this.replyTimer) this.holdReply();
      return;
    }
    const text = e.text.trim();
    if (!e.final) {
      if (this.speaking && !isBackchannel(text) && text.split(/\s+/).length >= 3) this.bargeIn();
      if (this.replyTimer) this.holdReply();
      return;
    }
    if (this.bargeTimer) clearTimeout(this.bargeTimer);
    this.bargeTimer = null;
    if (!text) return;
    if (this.speaking && isBackchannel(text)) {
      this.addLine('recipient', text);
      return;
    }
    if (this.speaking) this.bargeIn();
    this.onUtterance(text);
  }

  private pendingReply = false;

  private holdReply() {
    if (this.replyTimer) clearTimeout(this.replyTimer);
    this.replyTimer = setTimeout(() => this.replyNow(), this.timing.replyDelayMs * 3);
  }

  private onUtterance(text: string) {
    this.addLine('recipient', text);
    this.reprompts = 0;
    const finding = checkUtterance(text);
    if (finding) {
      if (this.replyTimer) clearTimeout(this.replyTimer);
      this.replyTimer = null;
      this.turn?.abort();
      if (this.speaking) this.bargeIn();
      const flag: CallFlag = { kind: finding.kind, category: finding.category, utterance: text, at: new Date().toISOString() };
      // The family is alerted before the companion says a word.
      const alerted = this.opts.hooks.onFlag(flag, finding).catch((err) => this.opts.onError?.(err));
      const words = finding.kind === 'distress' ? distressResponse(finding.category, this.opts.plan.recipientName) : optOutResponse(this.opts.plan.recipientName);
      this.run(async () => {
        await alerted;
        await this.finish(finding.kind === 'distress' ? 'distress' : 'opt-out', words);
      });
      return;
    }
    // Wait a moment: an older speaker may pause and go on. More speech restarts the wait.
    this.pendingReply = true;
    if (this.replyTimer) clearTimeout(this.replyTimer);
    this.replyTimer = setTimeout(() => this.replyNow(), this.timing.replyDelayMs);
  }

  private replyNow() {
    this.replyTimer = null;
    if (!this.pendingReply || this.ended) return;
    this.pendingReply = false;
    this.turn?.abort();
    const turn = new AbortController();
    this.turn = turn;
    this.run(async () => {
      if (turn.signal.aborted || this.ended) return;
      const tokens = this.session.reply({ transcript: [...this.transcript], phase: this.phase, elapsedMs: Date.now() - this.startedAt, signal: turn.signal });
      const result = await this.speak(tokens, turn.signal);
      if (result !== 'played' || this.ended) return;
      if (this.session.finished) await this.end('completed');
      else this.armSilence();
    });
  }

  private bargeIn() {
    if (this.bargeTimer) clearTimeout(this.bargeTimer);
    this.bargeTimer = null;
    if (!this.speaking) return;
    this.turn?.abort();
    this.opts.channel.clear();
    this.speaking = false;
  }

  private armSilence() {
    this.clearSilence();
    this.silenceTimer = setTimeout(() => {
      this.silenceTimer = null;
      if (this.ended || this.speaking) return;
      this.reprompts++;
      if (this.reprompts > this.timing.maxReprompts) {
        this.run(() => this.finish('silence', `It seems now isn't a good time, ${this.opts.plan.recipientName}, and that's quite all right. ${this.opts.plan.nextCallLine} Take care. Goodbye!`));
        return;
      }
      this.run(async () => {
        const result = await this.speak(single(REPROMPTS[(this.reprompts - 1) % REPROMPTS.length]!));
        if (result === 'played') this.armSilence();
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
    this.opts.channel.clear();
    this.turn = null;
    await this.speak(single(words), undefined, false);
    await this.end(reason);
  }

  /**
   * Speaks streamed text: each sentence goes to the voice as soon as it is complete, and
   * the next is synthesized while this one plays. Returns how playback ended.
   */
  private async speak(tokens: AsyncIterable<string>, signal?: AbortSignal, interruptible = true): Promise<'played' | 'cleared'> {
    if (this.ended) return 'cleared';
    this.speaking = interruptible;
    const at = new Date().toISOString();
    const said: string[] = [];
    let chain: Promise<'played' | 'cleared'> = Promise.resolve('played');
    const { channel, voice, plan } = this.opts;
    try {
      for await (const sentence of speakableChunks(tokens)) {
        if (signal?.aborted || this.ended) break;
        said.push(sentence);
        const audio = channel.audioFormat === 'none' ? null : prefetch(voice.synthesize({ text: sentence, voice: plan.voice, format: channel.audioFormat, signal }));
        const id = randomUUID();
        chain = chain.then((r) => (r === 'cleared' || signal?.aborted || this.ended ? 'cleared' : channel.play({ id, text: sentence, audio })));
      }
    } catch (err) {
      if (!signal?.aborted) this.opts.onError?.(err);
    }
    const result = await chain.catch((err) => {
      this.opts.onError?.(err);
      return 'cleared' as const;
    });
    if (said.length) this.addLine('companion', said.join(' '), at);
    if (this.speaking) this.speaking = false;
    return signal?.aborted ? 'cleared' : result;
  }

  private addLine(speaker: TranscriptLine['speaker'], text: string, at = new Date().toISOString()) {
    const line = { speaker, text, at };
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
    for (const t of [this.bargeTimer, this.silenceTimer, this.replyTimer]) if (t) clearTimeout(t);
    this.turn?.abort();
    try {
      await this.opts.channel.hangup();
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
