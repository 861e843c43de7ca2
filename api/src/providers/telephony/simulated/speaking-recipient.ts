import { END_OF_TURN } from '../../../calls/pipeline/listening/end-of-turn.js';
import { Listener } from '../../../calls/pipeline/listening/listener.js';
import { HerRecording } from '../../../calls/pipeline/listening/recording.js';
import type { TranscriptionStream } from '../../../calls/pipeline/ports/transcriber.js';
import { AttachedWords } from '../../transcriber/attached.js';
import { LocalVoice, spokenPcm } from '../../voice/local.js';
import { ScriptedChannel } from './channels.js';
import type { RecipientScript } from './scripted-recipient.js';

/** Synthesised lines of scripted recipients (8 kHz samples), shared by every call. */
const spoken = new Map<string, Promise<Int16Array>>();
let recipientVoice: LocalVoice | null = null;

/** One sentence, spoken, with the silence espeak puts around it trimmed. */
function sentenceOf(text: string): Promise<Int16Array> {
  let hit = spoken.get(text);
  if (!hit) {
    recipientVoice ??= new LocalVoice();
    const voice = recipientVoice;
    hit = spokenPcm(voice, text, 'male');
    spoken.set(text, hit);
  }
  return hit;
}

/** The quiet between two sentences of one turn: a breath, shorter than the pause that ends a turn. */
const BETWEEN_SENTENCES_MS = 350;

/** A line as she says it: sentence by sentence, each with its words placed on its own audio. */
async function speechOf(text: string): Promise<{ pcm: Int16Array; spans: Array<{ text: string; startMs: number; endMs: number }> }> {
  const sentences = text.split(/(?<=[.!?])\s+/).filter(Boolean);
  const parts = await Promise.all(sentences.map(sentenceOf));
  const gap = Math.round(BETWEEN_SENTENCES_MS * 8);
  const pcm = new Int16Array(parts.reduce((n, p) => n + p.length, 0) + gap * (parts.length - 1));
  const spans: Array<{ text: string; startMs: number; endMs: number }> = [];
  let o = 0;
  parts.forEach((p, i) => {
    pcm.set(p, o);
    spans.push({ text: sentences[i]!, startMs: o / 8, endMs: (o + p.length) / 8 });
    o += p.length + gap;
  });
  return { pcm, spans };
}

/** Line audio is sent in 20 ms frames, as Twilio sends a caller's. */
const FRAME = 160;
/** Quiet sent after each line: longer than the turn policy's longest wait, so her turn ends in the audio. */
const QUIET_AFTER_MS = 3600;

/**
 * A scripted recipient on an audio line: its lines are spoken (offline espeak, 8 kHz) and sent
 * as 20 ms frames through the same listening front end as a Twilio call — Silero, the turn
 * policy, barge-in — with its words attached to the audio (the embedded transcriber). Only the
 * recognition of words is stood in for; when its turn ends is decided by the audio.
 */
export class SpeakingScriptedChannel extends ScriptedChannel {
  readonly endpointing = true;
  readonly listener: Listener;
  /** Her rhythm: the listener keeps her pauses. */
  get rhythm(): Listener {
    return this.listener;
  }
  private readonly words = new AttachedWords();
  /** Its turns' voice, heard as the listener hears it. */
  readonly recording = new HerRecording();
  private stream: TranscriptionStream | null = null;
  /** Line audio sent so far (ms). */
  private lineMs = 0;
  /**
   * Line time (ms) until which the companion is still talking over what she says now. Her audio
   * reaches the listener faster than real time while the companion's plays on a sped-up wall
   * clock; a nod or an interruption said over its reply is heard over it, as on a real line,
   * until the companion is cleared.
   */
  private companionUntilMs = 0;
  /** Lines are sent one after another, never mixed. */
  private sending: Promise<void> = Promise.resolve();

  constructor(script: RecipientScript, playbackRate: number, withAudio: boolean, onHangup: () => Promise<void>, onTurnLatency?: (ms: number) => void) {
    super(script, playbackRate, withAudio, onHangup, onTurnLatency);
    // Start synthesising the script now, so each line is ready when its turn comes.
    for (const line of script.lines) for (const text of [line.say, line.nod, line.interrupt]) if (text) void speechOf(text).catch(() => undefined);
    this.listener = new Listener({
      rate: 8000,
      stream: () => (this.stream ??= this.words.open({ rate: 8000, hints: { language: 'en', names: [], topics: [] } })),
      companionSpeaking: () => this.pending.size > 0 || this.listener.audioMs < this.companionUntilMs,
      emit: (e) => {
        this.recording.heard(e, this.listener.audioMs);
        this.emit(e);
      },
    });
  }

  protected override says(text: string) {
    this.send(text, QUIET_AFTER_MS);
  }

  protected override overSpeech(text: string, _nod: boolean, _holdMs: number) {
    // Quiet after it long enough for a finished thought to end her turn (listening/end-of-turn.ts).
    this.send(text, END_OF_TURN.tellingQuietMs + 500, true);
  }

  override clear() {
    this.companionUntilMs = 0;
    super.clear();
  }

  private send(text: string, quietMs: number, overCompanion = false) {
    this.sending = this.sending.then(async () => {
      const { pcm, spans } = await speechOf(text);
      if (this.closed) return;
      if (overCompanion && this.pending.size > 0) this.companionUntilMs = this.lineMs + (pcm.length / 8000) * 1000;
      for (const span of spans) this.words.attach({ text: span.text, startMs: this.lineMs + span.startMs, endMs: this.lineMs + span.endMs });
      const all = new Int16Array(pcm.length + Math.round(quietMs * 8));
      all.set(pcm);
      for (let i = 0; i < all.length; i += FRAME) {
        const frame = all.subarray(i, i + FRAME);
        this.recording.hear(frame);
        this.listener.pushPcm(frame);
      }
      this.lineMs += (all.length / 8000) * 1000;
      await this.listener.settled();
    });
  }

  override close() {
    this.listener.close();
    this.stream?.close();
    super.close();
  }
}
