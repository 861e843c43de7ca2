import { randomUUID } from 'node:crypto';
import { collectAudio, type SpeechRate, type Voice } from '../ports/voice.js';
import type { CallPlan } from './call-plan.js';
import type { CallChannel } from './channel.js';
import type { Clock } from './clock.js';
import type { SpeakResult, TurnClock } from './terms.js';
import type { Transcript } from './transcript.js';

/**
 * The voice stage: the companion's words, sentence by sentence, to the voice and onto the line.
 * Fixed lines are synthesized ahead so they play even when the voice fails; the transcript gets
 * what she heard (a sentence cut off by a barge-in ends in a dash).
 */
export class Speaker {
  /** Companion speech that she may interrupt is playing. */
  speaking = false;
  /** The reply being made has started to play. */
  turnAudible = false;
  /** The last sentence heard to the end, and the one playing now (the 0 key says it again). */
  lastSentence: string | null = null;
  playingNow: string | null = null;
  /** She went on with her turn just as this reply began: the sentence cut off is not kept (she heard a word of it at most). */
  dropCut = false;
  /** Fixed lines synthesized before they are needed, so they play even when the voice fails. */
  private readonly prepared = new Map<string, Promise<Uint8Array | null>>();

  constructor(
    private readonly deps: {
      voice: Voice;
      voiceName: CallPlan['voice'];
      line: () => CallChannel;
      transcript: Transcript;
      clock: Clock;
      ended: () => boolean;
      onError: (err: unknown) => void;
    },
  ) {}

  /** Synthesizes a fixed line sentence by sentence, ahead of time (nothing to do on a text-only line). */
  prepare(text: string) {
    const { voice, voiceName } = this.deps;
    const channel = this.deps.line();
    // The offline voice runs here and cannot fail over a network; making its lines ahead
    // would only queue them before the opening on its one synthesis thread.
    if (channel.audioFormat === 'none' || voice.kind === 'local') return;
    const format = channel.audioFormat;
    void (async () => {
      for await (const sentence of speakableChunks(single(text))) {
        if (this.prepared.has(sentence)) continue;
        const audio = collectAudio(voice.synthesize({ text: sentence, voice: voiceName, format, background: true })).then(
          (a) => (a.length ? a : null),
          () => null,
        );
        this.prepared.set(sentence, audio);
      }
    })();
  }

  /** A sentence's audio: made ahead when it is a fixed line, else streamed from the voice now. */
  audioFor(sentence: string, signal?: AbortSignal, rate: SpeechRate = 'normal'): AsyncIterable<Uint8Array> | null {
    const { voice, voiceName } = this.deps;
    const channel = this.deps.line();
    if (channel.audioFormat === 'none') return null;
    const format = channel.audioFormat;
    const ready = rate === 'normal' ? this.prepared.get(sentence) : undefined;
    if (!ready) return prefetch(voice.synthesize({ text: sentence, voice: voiceName, format, signal, rate }));
    return (async function* () {
      const audio = await ready;
      if (audio) yield audio;
      else yield* voice.synthesize({ text: sentence, voice: voiceName, format, signal });
    })();
  }

  /** One short sound over the line, not recorded (the "mm-hm" of listening). */
  murmur(text: string) {
    void this.deps
      .line()
      .play({ id: randomUUID(), text, audio: this.audioFor(text) })
      .catch(() => undefined);
  }

  /**
   * Speaks streamed text: each sentence goes to the voice as soon as it is complete, and
   * the next is synthesized while this one plays. The transcript gets what was heard: the
   * sentences played to the end, and the one cut off by a barge-in (marked with a dash);
   * a sentence that failed to play, and those after it, are not recorded.
   */
  async speak(tokens: AsyncIterable<string>, how: { signal?: AbortSignal; interruptible?: boolean; rate?: SpeechRate; clock?: TurnClock; ready?: Promise<boolean> } = {}): Promise<SpeakResult> {
    const { signal, interruptible = true, rate = 'normal', clock, ready } = how;
    const { ended, onError, transcript, clock: wall } = this.deps;
    if (ended()) return 'cleared';
    this.dropCut = false;
    let at = new Date(wall.now()).toISOString();
    const heard: string[] = [];
    let outcome: SpeakResult = 'played';
    // A reply prepared early is made (words and voice) at once but plays only once `ready` says so.
    const begin = (): SpeakResult => {
      this.speaking = interruptible;
      at = new Date(wall.now()).toISOString();
      return 'played';
    };
    if (!ready) begin();
    let chain: Promise<SpeakResult> = ready ? ready.then((go) => (go && !signal?.aborted ? begin() : 'cleared')) : Promise.resolve('played');
    const channel = this.deps.line();
    let queued = 0;
    try {
      for await (const sentence of speakableChunks(tokens)) {
        if (signal?.aborted || ended()) break;
        queued++;
        const voiced = this.audioFor(sentence, signal, rate);
        const first = queued === 1 && clock;
        const audio = first && voiced ? onFirst(voiced, () => (clock.latency.firstAudio ??= wall.now() - clock.speechEnd)) : voiced;
        const id = randomUUID();
        chain = chain.then(async (r) => {
          if (r !== 'played' || signal?.aborted || ended()) return r === 'played' ? 'cleared' : r;
          let played: 'played' | 'cleared';
          this.playingNow = sentence;
          this.turnAudible = true;
          try {
            played = await channel.play({ id, text: sentence, audio });
          } catch (err) {
            onError(err);
            return 'failed';
          }
          if (first && played === 'played') clock.latency.firstSentencePlayed = wall.now() - clock.speechEnd;
          if (played === 'played') {
            heard.push(sentence);
            this.lastSentence = sentence;
          } else if (!this.dropCut) heard.push(`${sentence.replace(/[.!?…]+$/, '')}—`);
          return played;
        });
      }
    } catch (err) {
      if (!signal?.aborted) {
        onError(err);
        outcome = 'failed';
      }
    }
    const result = await chain;
    if (heard.length) transcript.add('companion', heard.join(' '), at, clock?.latency);
    if (this.speaking) this.speaking = false;
    if (signal?.aborted || result === 'cleared') return 'cleared';
    if (result === 'failed' || (outcome === 'failed' && !queued)) return 'failed';
    return 'played';
  }
}

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

export async function* single(text: string): AsyncIterable<string> {
  yield text;
}

/** Passes a stream through, calling `first` when its first item arrives. */
export async function* onFirst<T>(source: AsyncIterable<T>, first: () => void): AsyncIterable<T> {
  let seen = false;
  for await (const item of source) {
    if (!seen) {
      seen = true;
      first();
    }
    yield item;
  }
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
