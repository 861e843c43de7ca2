import type { Providers } from '../../context.js';
import { BatchTranscriber } from './batch.js';
import type { Transcriber } from '../../calls/pipeline/ports/transcriber.js';

export { BatchTranscriber, type TranscribeFile } from './batch.js';
export { DeepgramTranscriber } from './deepgram.js';
export { FallbackTranscriber } from './fallback.js';
export { OpenAiRealtimeTranscriber } from './openai-realtime.js';
export type { Transcriber, TranscriberHints, TranscriptionStream } from '../../calls/pipeline/ports/transcriber.js';

/**
 * The transcriber a call's audio goes to: the providers' (with its fallbacks), else batch
 * transcription through the model's API, else one that hears no words (only where no audio
 * line exists: the configuration refuses Twilio without a transcriber).
 */
export function transcriberOf(providers: Pick<Providers, 'transcriber' | 'brain'>): Transcriber {
  if (providers.transcriber) return providers.transcriber;
  const transcribe = providers.brain.transcribe?.bind(providers.brain);
  return new BatchTranscriber(transcribe ? (wav, o) => transcribe(wav, o.signal, { prompt: o.prompt, language: o.language }) : async () => '');
}
