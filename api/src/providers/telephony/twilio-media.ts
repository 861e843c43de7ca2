import type { CallChannel, ChannelEvent, CompanionSpeech } from '../../calls/conversation/channel.js';
import { mulawToLinear, pcmToWav } from '../voice/audio-codec.js';

/**
 * One Twilio bidirectional Media Stream as a call channel. Caller audio arrives as 20 ms
 * frames of 8 kHz mu-law; a simple energy detector finds speech (start after 60 ms of
 * voice, end after a long pause, because older speakers pause mid-thought), and each
 * utterance is transcribed. Companion audio goes back as media messages followed by a
 * mark; Twilio echoes the mark when it has been played, and `clear` drops what is buffered.
 */
export interface MediaSocket {
  send(data: string): void;
  close(): void;
}

export interface TwilioMediaOptions {
  transcribe: (wav: Uint8Array) => Promise<string>;
  hangup: () => Promise<void>;
  /** Silence this long ends an utterance. */
  endOfSpeechMs?: number;
  /** Mean absolute amplitude above which a frame counts as voice. */
  voiceThreshold?: number;
}

const FRAME_MS = 20;

export class TwilioMediaChannel implements CallChannel {
  readonly audioFormat = 'ulaw_8000' as const;
  private streamSid: string | null = null;
  private listeners: Array<(e: ChannelEvent) => void> = [];
  private pending = new Map<string, (r: 'played' | 'cleared') => void>();
  private voicedFrames = 0;
  private silentMs = 0;
  private inSpeech = false;
  private utterance: Int16Array[] = [];
  private preroll: Int16Array[] = [];
  private closed = false;
  onFirstAudio?: (speechId: string) => void;

  constructor(
    private readonly socket: MediaSocket,
    private readonly opts: TwilioMediaOptions,
  ) {}

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
    const bytes = Buffer.from(payload, 'base64');
    const pcm = new Int16Array(bytes.length);
    let energy = 0;
    for (let i = 0; i < bytes.length; i++) {
      pcm[i] = mulawToLinear(bytes[i]!);
      energy += Math.abs(pcm[i]!);
    }
    const voiced = bytes.length > 0 && energy / bytes.length > (this.opts.voiceThreshold ?? 900);
    if (!this.inSpeech) {
      this.preroll.push(pcm);
      if (this.preroll.length > 10) this.preroll.shift();
      this.voicedFrames = voiced ? this.voicedFrames + 1 : 0;
      if (this.voicedFrames >= 3) {
        this.inSpeech = true;
        this.silentMs = 0;
        this.utterance = [...this.preroll];
        this.preroll = [];
        this.emit({ type: 'speech-start' });
      }
      return;
    }
    this.utterance.push(pcm);
    this.silentMs = voiced ? 0 : this.silentMs + FRAME_MS;
    if (this.silentMs >= (this.opts.endOfSpeechMs ?? 1200)) {
      this.inSpeech = false;
      this.voicedFrames = 0;
      const frames = this.utterance;
      this.utterance = [];
      void this.finishUtterance(frames);
    }
  }

  private async finishUtterance(frames: Int16Array[]) {
    const samples = new Int16Array(frames.reduce((n, f) => n + f.length, 0));
    let o = 0;
    for (const f of frames) {
      samples.set(f, o);
      o += f.length;
    }
    const text = await this.opts.transcribe(pcmToWav(samples, 8000)).catch(() => '');
    if (!this.closed) this.emit({ type: 'speech', text, final: true });
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
    this.clearPending();
    this.emit({ type: 'hangup' });
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
      this.clearPending();
    }
    await this.opts.hangup();
    this.socket.close();
  }
}
