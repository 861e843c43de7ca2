import type { CallChannel, ChannelEvent, CompanionSpeech } from '../../../calls/pipeline/conversation/channel.js';
import { Listener } from '../../../calls/pipeline/listening/listener.js';
import { HerRecording } from '../../../calls/pipeline/listening/recording.js';
import type { Transcriber, TranscriberHints, TranscriptionStream } from '../../../calls/pipeline/ports/transcriber.js';

/**
 * One Twilio bidirectional Media Stream as a call channel. Caller audio arrives as 20 ms
 * frames of 8 kHz mu-law and goes to the listening front end (api/src/calls/pipeline/listening/):
 * Silero finds her speech, which streams to the call's transcriber while she speaks, and the
 * turn policy says when her turn is over. Companion audio goes back as media messages followed by a mark; Twilio
 * echoes the mark when it has been played, and `clear` drops what is buffered.
 */
export interface MediaSocket {
  send(data: string): void;
  close(): void;
}

export interface TwilioMediaOptions {
  /** Speech to text (providers/transcriber): one stream per call, opened when she first speaks. */
  transcriber: Transcriber;
  hangup: () => Promise<void>;
}

export class TwilioMediaChannel implements CallChannel {
  readonly audioFormat = 'ulaw_8000' as const;
  private streamSid: string | null = null;
  private listeners: Array<(e: ChannelEvent) => void> = [];
  private pending = new Map<string, (r: 'played' | 'cleared') => void>();
  private closed = false;
  readonly endpointing = true;
  /** The listening front end: voice detection and turn-taking in audio time. */
  readonly listener: Listener;
  /** Her rhythm: the listener keeps her pauses. */
  get rhythm(): Listener {
    return this.listener;
  }
  onFirstAudio?: (speechId: string) => void;
  /** Her turns' voice, heard as the listener hears it. */
  readonly recording = new HerRecording();
  private stream: TranscriptionStream | null = null;
  private hints: TranscriberHints = { language: 'en', names: [], topics: [] };

  constructor(
    private readonly socket: MediaSocket,
    private readonly opts: TwilioMediaOptions,
  ) {
    this.listener = new Listener({
      rate: 8000,
      stream: () => (this.stream ??= this.opts.transcriber.open({ rate: 8000, hints: this.hints })),
      companionSpeaking: () => this.pending.size > 0,
      emit: (e) => {
        this.recording.heard(e, this.listener.audioMs);
        if (!this.closed) this.emit(e);
      },
    });
  }

  /** Her name, her people and the call's topics: the transcriber spells them better for knowing. */
  setHints(hints: TranscriberHints) {
    this.hints = hints;
  }

  start(streamSid: string) {
    this.streamSid = streamSid;
  }

  onEvent(listener: (e: ChannelEvent) => void) {
    this.listeners.push(listener);
  }

  private emit(e: ChannelEvent) {
    for (const l of this.listeners) l(e);
  }

  /** One inbound 20 ms frame (base64 mu-law). */
  media(payload: string) {
    const frame = Buffer.from(payload, 'base64');
    this.recording.hearMulaw(frame);
    this.listener.pushMulaw(frame);
  }

  /** She pressed a key (Twilio's `dtmf` message). */
  dtmf(digit: string) {
    if (!this.closed && /^[0-9*#]$/.test(digit)) this.emit({ type: 'key', digit });
  }

  /** Twilio played our audio up to this mark. */
  mark(name: string) {
    const resolve = this.pending.get(name);
    this.pending.delete(name);
    resolve?.('played');
  }

  stopped() {
    if (this.closed) return;
    this.closed = true;
    this.listener.close();
    this.stream?.close();
    this.clearPending();
    // The stream ended; whether the call did is for Twilio's status callback to say.
    this.emit({ type: 'lost' });
  }

  async play(speech: CompanionSpeech): Promise<'played' | 'cleared'> {
    if (this.closed || !this.streamSid) return 'cleared';
    const result = new Promise<'played' | 'cleared'>((resolve) => this.pending.set(speech.id, resolve));
    let first = true;
    if (speech.audio) {
      for await (const chunk of speech.audio) {
        if (this.closed || !this.pending.has(speech.id)) break;
        if (first) this.onFirstAudio?.(speech.id);
        first = false;
        this.socket.send(JSON.stringify({ event: 'media', streamSid: this.streamSid, media: { payload: Buffer.from(chunk).toString('base64') } }));
      }
    }
    if (this.pending.has(speech.id)) this.socket.send(JSON.stringify({ event: 'mark', streamSid: this.streamSid, mark: { name: speech.id } }));
    return result;
  }

  clear() {
    if (this.streamSid && !this.closed) this.socket.send(JSON.stringify({ event: 'clear', streamSid: this.streamSid }));
    this.clearPending();
  }

  private clearPending() {
    for (const resolve of this.pending.values()) resolve('cleared');
    this.pending.clear();
  }

  async hangup() {
    if (!this.closed) {
      this.closed = true;
      this.listener.close();
      this.stream?.close();
      this.clearPending();
    }
    await this.opts.hangup();
    this.socket.close();
  }
}
