import type { TranscriberHints } from '../ports/transcriber.js';
import type { AudioFormat } from '../ports/voice.js';

/**
 * The media side of a live call, whatever carries it: Twilio's media stream, the
 * operator's simulated phone, or the scripted test recipient. The conversation engine
 * only talks to this.
 */
export type ChannelEvent =
  /** The recipient began to speak (voice activity, or the operator started typing). */
  | { type: 'speech-start' }
  /**
   * Words the recipient said; `final` once they have finished the utterance. A line that
   * listens to audio says, with the final words, how long ago her speech ended (audio ms) and
   * when the last words came back from the transcriber (epoch ms): where the turn's time went.
   */
  | {
      type: 'speech';
      text: string;
      final: boolean;
      timing?: { speechEndedAgoMs: number; transcriptAt: number };
      /** Her words look finished but her turn is not judged over yet: a reply may be prepared, not played. */
      tentative?: boolean;
      /** Heard while the companion spoke, and only a nod by its sound and length (listening/nods.ts). */
      nod?: boolean;
    }
  /** She spoke but her words could not be made out (every transcriber failed or was late). */
  | { type: 'unheard' }
  /** The media stream ended but the call may not have: it can come back (Twilio's reconnect). */
  | { type: 'lost' }
  /**
   * She really cut in while the companion spoke (long enough, with words that are not nods): stop
   * talking. `resumed`: she went on with her turn just as the reply began; what little of it was
   * played is not kept, and the reply is made again on her whole turn.
   */
  | { type: 'interrupt'; resumed?: boolean }
  /** A long pause inside an unfinished thought: a soft "mm-hm" is welcome, a reply is not. */
  | { type: 'backchannel' }
  /** She pressed a key on her phone (DTMF): '0' to '9', '*' or '#'. */
  | { type: 'key'; digit: string }
  /** The line went dead: the recipient hung up. */
  | { type: 'hangup' };

/** Her turns' voice as a line kept it during the call (listening/recording.ts HerRecording). */
export interface LineRecording {
  /** Her turns so far: her words and her voice (8 kHz, 16-bit). */
  turns(): ReadonlyArray<{ text: string; pcm: Int16Array }>;
  /** Drops everything and keeps nothing more (she would rather not be recorded). */
  discard(): void;
  readonly isDiscarded: boolean;
}

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
  /**
   * True when the line decides the end of her turn itself (the listening front end: a voice
   * detector and the turn policy in audio time); a `speech` final then comes when her turn is
   * over, and the conversation answers without a further wait.
   */
  readonly endpointing?: boolean;
  /** Her rhythm on a line that listens: pauses she went on from, seeded from earlier calls and read at the end. */
  readonly rhythm?: { seed(pausesMs: readonly number[]): void; pausesMs(): number[] };
  /** A line that carries her audio keeps her turns' voice while the call runs (listening/recording.ts). */
  readonly recording?: LineRecording;
  /** A line that transcribes her audio is told the names and topics to expect. */
  setHints?(hints: TranscriberHints): void;
  /** First audio of a speech actually left for the line (for latency measurements). */
  onFirstAudio?: (speechId: string) => void;
}
