/**
 * The voice port: text to speech. ElevenLabs when ELEVENLABS_API_KEY is set, else offline
 * synthesis with espeak-ng (WASM), so the simulated phone and the sample call really speak.
 */
export type AudioFormat = 'wav' | 'ulaw_8000' | 'mp3';
export type VoiceGender = 'female' | 'male';

/** 'slow' when she asked to hear it again ("Pardon?"). */
export type SpeechRate = 'normal' | 'slow';

export interface SynthesisRequest {
  text: string;
  voice: VoiceGender;
  /** 'ulaw_8000' for telephone lines, 'wav' or 'mp3' for browsers. */
  format: AudioFormat;
  /** Slower for a repeat; normal otherwise. */
  rate?: SpeechRate;
  signal?: AbortSignal;
  /**
   * Made ahead of need (the fixed lines): a failing voice gives nothing rather than its
   * fallback, so a voice outage does not queue a dozen lines on the offline voice; the line
   * falls back when it is played.
   */
  background?: boolean;
}

export interface Voice {
  readonly kind: 'elevenlabs' | 'local';
  /** Streams audio as it is made, so playback starts before the sentence is fully synthesized. */
  synthesize(req: SynthesisRequest): AsyncIterable<Uint8Array>;
  /** Gets ready before the first call (an offline engine starts up); resolves when ready. */
  warm?(): Promise<void>;
}

/** MIME type of each format, for data: URLs and the simulated phone. */
export const AUDIO_MIME: Record<AudioFormat, string> = { wav: 'audio/wav', ulaw_8000: 'audio/basic', mp3: 'audio/mpeg' };

export async function collectAudio(stream: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}
