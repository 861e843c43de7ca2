import type { CallChannel, ChannelEvent, CompanionSpeech } from '../../../calls/pipeline/conversation/channel.js';
import { Listener } from '../../../calls/pipeline/listening/listener.js';
import { HerRecording } from '../../../calls/pipeline/listening/recording.js';
import type { TranscriptionStream } from '../../../calls/pipeline/ports/transcriber.js';
import { collectAudio } from '../../../calls/pipeline/ports/voice.js';
import { wavDurationMs } from '../../../lib/audio-codec.js';
import { AttachedWords } from '../../transcriber/attached.js';
import type { RecipientScript } from './scripted-recipient.js';
import type { PhoneServerMessage } from '@fondly/contract/calls';

/** The operator's handset on /admin/phone, as the simulated line writes to it. */
export interface PhoneSocket {
  send(message: PhoneServerMessage): void;
}

/** Shared plumbing of the two simulated lines: events out, pending playbacks, clear. */
export abstract class BaseChannel implements CallChannel {
  abstract readonly audioFormat: CallChannel['audioFormat'];
  private listeners: Array<(e: ChannelEvent) => void> = [];
  protected pending = new Map<string, (r: 'played' | 'cleared') => void>();
  protected closed = false;
  onFirstAudio?: (speechId: string) => void;

  constructor(private readonly onHangup: () => Promise<void>) {}

  abstract play(speech: CompanionSpeech): Promise<'played' | 'cleared'>;

  onEvent(listener: (e: ChannelEvent) => void) {
    this.listeners.push(listener);
  }

  emit(e: ChannelEvent) {
    if (this.closed && e.type !== 'hangup') return;
    for (const l of this.listeners) l(e);
  }

  clear() {
    for (const resolve of this.pending.values()) resolve('cleared');
    this.pending.clear();
  }

  async hangup() {
    this.close();
    await this.onHangup();
  }

  close() {
    this.closed = true;
    this.clear();
  }
}

/**
 * The operator's browser: audio goes out as WAV (base64) with its text; the page reports when
 * it has played. The operator speaks by typing, or with the microphone: then her audio comes
 * in as Twilio's would, through the listening front end, with the words the browser's speech
 * recognition heard attached to it.
 */
export class OperatorChannel extends BaseChannel {
  readonly audioFormat = 'wav' as const;
  private listener: Listener | null = null;
  /** Words from the browser may follow the audio by a second or so. */
  private readonly attached = new AttachedWords({ waitMs: 1500 });
  private stream: TranscriptionStream | null = null;
  /** Her turns' voice once the microphone is on, heard as the listener hears it. */
  readonly recording = new HerRecording();

  /** Turn-taking follows the audio once the microphone is on; typed words are final as sent. */
  get endpointing(): boolean {
    return this.listener !== null;
  }

  media(payload: string) {
    if (this.closed) return;
    const listener = (this.listener ??= new Listener({
      rate: 8000,
      stream: () => (this.stream ??= this.attached.open({ rate: 8000, hints: { language: 'en', names: [], topics: [] } })),
      companionSpeaking: () => this.pending.size > 0,
      emit: (e) => {
        this.recording.heard(e, listener.audioMs);
        this.emit(e);
      },
    }));
    const frame = Buffer.from(payload, 'base64');
    this.recording.hearMulaw(frame);
    listener.pushMulaw(frame);
  }

  words(text: string, startMs: number, endMs: number) {
    if (text.trim()) this.attached.attach({ text: text.trim(), startMs, endMs: Math.max(startMs, endMs) });
  }

  override close() {
    this.listener?.close();
    this.stream?.close();
    super.close();
  }

  constructor(
    private readonly socket: PhoneSocket,
    private readonly callId: string,
    onHangup: () => Promise<void>,
  ) {
    super(onHangup);
  }

  async play(speech: CompanionSpeech): Promise<'played' | 'cleared'> {
    if (this.closed) return 'cleared';
    const audio = speech.audio ? await collectAudio(speech.audio) : null;
    if (this.closed) return 'cleared';
    this.onFirstAudio?.(speech.id);
    const result = new Promise<'played' | 'cleared'>((resolve) => this.pending.set(speech.id, resolve));
    this.socket.send({
      type: 'companion',
      callId: this.callId,
      utteranceId: speech.id,
      text: speech.text,
      audio: audio && audio.length > 44 ? Buffer.from(audio).toString('base64') : null,
      mime: audio && audio.length > 44 ? 'audio/wav' : null,
    });
    this.socket.send({ type: 'transcript', callId: this.callId, speaker: 'companion', text: speech.text, at: new Date().toISOString() });
    // A page that never reports back (tab in the background) must not stall the call.
    const expected = audio && audio.length > 44 ? wavDurationMs(audio) : speech.text.length * 65;
    const fallback = setTimeout(() => this.played(speech.id), expected + 4000);
    const r = await result;
    clearTimeout(fallback);
    return r;
  }

  played(utteranceId: string) {
    const resolve = this.pending.get(utteranceId);
    this.pending.delete(utteranceId);
    resolve?.('played');
  }

  override clear() {
    if (!this.closed) this.socket.send({ type: 'clear', callId: this.callId });
    super.clear();
  }

  override emit(e: ChannelEvent) {
    if (e.type === 'speech' && e.final) this.socket.send({ type: 'transcript', callId: this.callId, speaker: 'recipient', text: e.text, at: new Date().toISOString() });
    super.emit(e);
  }
}

/**
 * The automatic test recipient: hears each companion turn (taking as long as the audio
 * lasts, divided by the playback rate) and answers from its script.
 */
export class ScriptedChannel extends BaseChannel {
  readonly audioFormat;
  private step = 0;
  private turnTimer: NodeJS.Timeout | null = null;
  private spokeAt: number | null = null;
  /** Every companion sentence it heard, for tests. */
  readonly heard: string[] = [];

  constructor(
    private readonly script: RecipientScript,
    private readonly playbackRate: number,
    withAudio: boolean,
    onHangup: () => Promise<void>,
    private readonly onTurnLatency: (ms: number) => void = () => {},
  ) {
    super(onHangup);
    this.audioFormat = withAudio ? ('wav' as const) : ('none' as const);
  }

  async play(speech: CompanionSpeech): Promise<'played' | 'cleared'> {
    if (this.closed) return 'cleared';
    if (this.turnTimer) clearTimeout(this.turnTimer);
    const audio = speech.audio ? await collectAudio(speech.audio) : null;
    if (this.closed) return 'cleared';
    this.onFirstAudio?.(speech.id);
    if (this.spokeAt !== null) this.onTurnLatency(performance.now() - this.spokeAt);
    this.spokeAt = null;
    this.heard.push(speech.text);
    const durationMs = (audio && audio.length > 44 ? wavDurationMs(audio) : speech.text.length * 65) / this.playbackRate;
    const result = new Promise<'played' | 'cleared'>((resolve) => {
      this.pending.set(speech.id, resolve);
      setTimeout(() => {
        if (this.pending.delete(speech.id)) resolve('played');
      }, durationMs);
    });
    this.maybeInterrupt(durationMs);
    const r = await result;
    // The companion's turn is over when nothing follows within a beat; then it is our turn.
    if (r === 'played') this.turnTimer = setTimeout(() => this.answer(), 30);
    return r;
  }

  private maybeInterrupt(durationMs: number) {
    const line = this.script.lines[this.step];
    if (!line || (!line.interrupt && !line.nod)) return;
    this.step++;
    setTimeout(() => {
      if (this.closed) return;
      this.overSpeech(line.interrupt ?? line.nod!, !!line.nod, line.holdMs ?? 1200);
    }, Math.min(50, durationMs / 4));
  }

  private answer() {
    this.turnTimer = null;
    if (this.closed) return;
    const line = this.script.lines[this.step];
    if (!line) return; // Out of words: silence, as a person who has gone quiet.
    if (line.interrupt || line.nod) return;
    this.step++;
    if (line.hangup) return void this.emit({ type: 'hangup' });
    if (line.silent) return;
    setTimeout(() => {
      if (this.closed) return;
      this.spokeAt = performance.now();
      this.says(line.say!);
    }, (line.pauseMs ?? 300) / this.playbackRate);
  }

  /** Its turn: says a line. */
  protected says(text: string) {
    this.emit({ type: 'speech-start' });
    this.emit({ type: 'speech', text, final: true });
  }

  /** Speaks while the companion does: a nod (over quickly) or an interruption (goes on). */
  protected overSpeech(text: string, nod: boolean, holdMs: number) {
    this.emit({ type: 'speech-start' });
    setTimeout(() => this.emit({ type: 'speech', text, final: true }), nod ? 5 : holdMs);
  }
}
