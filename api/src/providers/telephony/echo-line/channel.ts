import type { CallChannel, ChannelEvent, CompanionSpeech } from '../../../calls/pipeline/conversation/channel.js';
import { Listener } from '../../../calls/pipeline/listening/listener.js';
import type { TranscriptionStream } from '../../../calls/pipeline/ports/transcriber.js';
import { collectAudio } from '../../../calls/pipeline/ports/voice.js';
import { parseWav, resample } from '../../../lib/audio-codec.js';
import { AttachedWords } from '../../transcriber/attached.js';
import { decodePcm, encodePcm, frames, RATE, type LineMessage } from './protocol.js';

/**
 * One Echo Line call's media as a call channel. Her audio (16-bit PCM frames) goes through
 * the same listening front end as a Twilio call's, with the words the carrier heard attached
 * to it; the companion's speech goes out as PCM frames and a mark the carrier answers once
 * it has played them.
 */
export class EchoLineChannel implements CallChannel {
  readonly audioFormat = 'wav' as const;
  readonly endpointing = true;
  readonly listener: Listener;
  /** Her rhythm: the listener keeps her pauses. */
  get rhythm(): Listener {
    return this.listener;
  }
  onFirstAudio?: (speechId: string) => void;
  private readonly words = new AttachedWords({ waitMs: 1500 });
  private stream: TranscriptionStream | null = null;
  private readonly listeners: Array<(e: ChannelEvent) => void> = [];
  private readonly pending = new Map<string, (r: 'played' | 'cleared') => void>();
  private closed = false;

  constructor(
    private readonly send: (message: LineMessage) => void,
    private readonly onHangup: () => Promise<void>,
  ) {
    this.listener = new Listener({
      rate: RATE,
      stream: () => (this.stream ??= this.words.open({ rate: RATE, hints: { language: 'en', names: [], topics: [] } })),
      companionSpeaking: () => this.pending.size > 0,
      emit: (e) => this.emit(e),
    });
  }

  onEvent(listener: (e: ChannelEvent) => void) {
    this.listeners.push(listener);
  }

  private emit(e: ChannelEvent) {
    if (this.closed && e.type !== 'hangup' && e.type !== 'lost') return;
    for (const l of this.listeners) l(e);
  }

  audio(pcm16: string) {
    if (!this.closed) this.listener.pushPcm(decodePcm(pcm16));
  }

  heard(text: string, startMs: number, endMs: number) {
    if (text.trim()) this.words.attach({ text: text.trim(), startMs, endMs: Math.max(startMs, endMs) });
  }

  played(id: string) {
    const resolve = this.pending.get(id);
    this.pending.delete(id);
    resolve?.('played');
  }

  /** The carrier says she hung up. */
  hungUp() {
    this.close();
    this.emit({ type: 'hangup' });
  }

  /** The socket went away without a word: the call may still be up (the carrier's events say). */
  dropped() {
    if (this.closed) return;
    this.close();
    this.emit({ type: 'lost' });
  }

  async play(speech: CompanionSpeech): Promise<'played' | 'cleared'> {
    if (this.closed) return 'cleared';
    const result = new Promise<'played' | 'cleared'>((resolve) => this.pending.set(speech.id, resolve));
    this.send({ type: 'start', id: speech.id });
    const wav = speech.audio ? await collectAudio(speech.audio) : null;
    if (this.closed || !this.pending.has(speech.id)) return result;
    this.onFirstAudio?.(speech.id);
    if (wav && wav.length > 44) for (const frame of frames(resample(parseWav(wav), RATE).samples)) this.send({ type: 'audio', pcm16: encodePcm(frame) });
    this.send({ type: 'mark', id: speech.id });
    return result;
  }

  clear() {
    if (!this.closed) this.send({ type: 'clear' });
    for (const resolve of this.pending.values()) resolve('cleared');
    this.pending.clear();
  }

  async hangup() {
    this.close();
    await this.onHangup();
  }

  private close() {
    if (this.closed) return;
    this.closed = true;
    this.listener.close();
    this.stream?.close();
    for (const resolve of this.pending.values()) resolve('cleared');
    this.pending.clear();
  }
}
