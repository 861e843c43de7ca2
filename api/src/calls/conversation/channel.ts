import type { AudioFormat } from '../../providers/voice/port.js';

/**
 * The media side of a live call, whatever carries it: Twilio's media stream, the
 * operator's simulated phone, or the scripted test recipient. The conversation engine
 * only talks to this.
 */
export type ChannelEvent =
  /** The recipient began to speak (voice activity, or the operator started typing). */
  | { type: 'speech-start' }
  /** Words the recipient said; `final` once they have finished the utterance. */
  | { type: 'speech'; text: string; final: boolean }
  /** The line went dead: the recipient hung up. */
  | { type: 'hangup' };

export interface CompanionSpeech {
  id: string;
  text: string;
  /** Streamed audio in the channel's format, or null when speaking text only. */
  audio: AsyncIterable<Uint8Array> | null;
}

export interface CallChannel {
  /** The audio format this line plays; 'none' for text-only channels. */
  readonly audioFormat: AudioFormat | 'none';
  /** Plays companion speech; resolves 'played' once heard to the end, 'cleared' if cut off by `clear`. */
  play(speech: CompanionSpeech): Promise<'played' | 'cleared'>;
  /** Barge-in: drop whatever audio is buffered, at once. */
  clear(): void;
  /** The companion hangs up. */
  hangup(): Promise<void>;
  onEvent(listener: (event: ChannelEvent) => void): void;
  /** First audio of a speech actually left for the line (for latency measurements). */
  onFirstAudio?: (speechId: string) => void;
}
