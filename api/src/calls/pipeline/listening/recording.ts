import { mulawToLinear } from '../../../lib/audio-codec.js';
import type { ChannelEvent, LineRecording } from '../conversation/channel.js';

/** One of her turns as she said it: her words and her voice (8 kHz, 16-bit). */
export interface HerTurnAudio {
  text: string;
  pcm: Int16Array;
}

/** The line's audio rate: every line that listens hears her at 8 kHz (Twilio's, the simulated phone's). */
export const RECORDING_RATE = 8000;

/**
 * Before the listener says her turn opened (speech-start) it has already heard this much of her:
 * the run of speech that opens a turn and the pre-roll it sends the transcriber (preroll.ts).
 */
const LEAD_MS = 500;
/** After the end of her speech the listener reports: the last syllable's tail is kept. */
const TAIL_MS = 250;
/** Bounds (memory): one turn keeps at most its first minute; a call keeps at most 15 minutes of her. */
const TURN_CAP_MS = 60_000;
const CALL_CAP_MS = 15 * 60_000;
/** Audio between her turns (the companion talking, silence) is kept only this long while no turn is open. */
const IDLE_KEPT_MS = 5_000;

const samples = (ms: number) => Math.round((ms * RECORDING_RATE) / 1000);

/**
 * Her voice on one call, keyed by her turns (docs/recordings.md). Fed from where a line already
 * receives her frames (the same samples, in the same order, as the listener), and told the
 * listener's events with the listener's audio time: a turn runs from a little before
 * `speech-start` to a little after the end of speech her final words report. Only her turns
 * are kept, in memory, within the bounds above; between turns the line's audio is let go.
 *
 * Whether any of it outlives the call is her choice: `discard()` (she said no) drops it all
 * and keeps nothing more; at the end of the call the call engine hands `turns()` on only with
 * her consent (api/src/recordings).
 */
export class HerRecording implements LineRecording {
  /** Audio heard and not yet let go, and the line's sample index of its first sample. */
  private chunks: Int16Array[] = [];
  private bufferedFrom = 0;
  private heardSamples = 0;
  private turnStart: number | null = null;
  private readonly kept: HerTurnAudio[] = [];
  private keptSamples = 0;
  private discarded = false;

  /** 8 kHz mu-law bytes, as Twilio sends them. */
  hearMulaw(bytes: Uint8Array) {
    if (this.discarded) return;
    const pcm = new Int16Array(bytes.length);
    for (let i = 0; i < bytes.length; i++) pcm[i] = mulawToLinear(bytes[i]!);
    this.hear(pcm);
  }

  /** 16-bit samples at 8 kHz, exactly as the line's listener is given them. */
  hear(pcm: Int16Array) {
    if (this.discarded) return;
    this.chunks.push(Int16Array.from(pcm));
    this.heardSamples += pcm.length;
    if (this.turnStart === null) this.letGoBefore(this.heardSamples - samples(IDLE_KEPT_MS));
  }

  /** The listener's event at its audio time (ms of her line heard when it was emitted). */
  heard(event: ChannelEvent, audioMs: number) {
    if (this.discarded) return;
    if (event.type === 'speech-start') {
      this.turnStart ??= Math.max(this.bufferedFrom, samples(audioMs - LEAD_MS));
      return;
    }
    if (event.type === 'unheard') return void (this.turnStart = null);
    if (event.type !== 'speech' || !event.final || event.tentative) return;
    const start = this.turnStart;
    this.turnStart = null;
    const end = Math.min(this.heardSamples, samples(audioMs - (event.timing?.speechEndedAgoMs ?? 0) + TAIL_MS));
    if (start !== null && event.text.trim() && !event.nod && end > start) this.keep(event.text.trim(), start, Math.min(end, start + samples(TURN_CAP_MS)));
    this.letGoBefore(end);
  }

  /** She would rather not be recorded: everything heard is dropped and nothing more is kept. */
  discard() {
    this.discarded = true;
    this.chunks = [];
    this.kept.length = 0;
    this.keptSamples = 0;
  }

  get isDiscarded(): boolean {
    return this.discarded;
  }

  /** Her turns so far, in order. */
  turns(): readonly HerTurnAudio[] {
    return this.kept;
  }

  private keep(text: string, start: number, end: number) {
    if (this.keptSamples >= samples(CALL_CAP_MS)) return;
    const from = Math.max(start, this.bufferedFrom);
    const pcm = new Int16Array(Math.max(0, end - from));
    let at = this.bufferedFrom;
    for (const chunk of this.chunks) {
      const a = Math.max(from, at);
      const b = Math.min(end, at + chunk.length);
      if (b > a) pcm.set(chunk.subarray(a - at, b - at), a - from);
      at += chunk.length;
      if (at >= end) break;
    }
    if (!pcm.length) return;
    this.kept.push({ text, pcm });
    this.keptSamples += pcm.length;
  }

  /** Audio before this sample is not needed any more. */
  private letGoBefore(sample: number) {
    while (this.chunks.length && this.bufferedFrom + this.chunks[0]!.length <= sample) {
      this.bufferedFrom += this.chunks.shift()!.length;
    }
  }
}
