import type { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import type { SynthesisRequest, Voice } from '../../calls/pipeline/ports/voice.js';

export interface ElevenLabsOptions {
  apiKey: string;
  /** Voice ids for the family's choice of a female or male companion. */
  voices: { female: string; male: string };
  modelId: string;
  /** For tests: a local server standing in for api.elevenlabs.io. */
  baseUrl?: string;
}

const FORMATS = { ulaw_8000: 'ulaw_8000', wav: 'pcm_16000', mp3: 'mp3_44100_128' } as const;

/** ElevenLabs streaming text-to-speech; telephone calls get ulaw_8000 straight from it. */
export class ElevenLabsVoice implements Voice {
  readonly kind = 'elevenlabs' as const;
  /** The SDK is loaded on first use: importing it costs about two seconds, paid by every process that only might speak. */
  private client: Promise<ElevenLabsClient> | null = null;

  constructor(private readonly opts: ElevenLabsOptions) {}

  private sdk(): Promise<ElevenLabsClient> {
    this.client ??= import('@elevenlabs/elevenlabs-js').then(({ ElevenLabsClient }) => new ElevenLabsClient({ apiKey: this.opts.apiKey, ...(this.opts.baseUrl ? { baseUrl: this.opts.baseUrl } : {}) }));
    return this.client;
  }

  async *synthesize(req: SynthesisRequest): AsyncIterable<Uint8Array> {
    const format = req.format === 'wav' ? 'mp3' : req.format;
    const client = await this.sdk();
    const stream = await client.textToSpeech.stream(
      this.opts.voices[req.voice],
      {
        text: req.text,
        modelId: this.opts.modelId,
        outputFormat: FORMATS[format],
        // Calm, steady delivery for older listeners.
        voiceSettings: { stability: 0.6, similarityBoost: 0.75, speed: req.rate === 'slow' ? 0.75 : 0.9 },
      },
      { abortSignal: req.signal },
    );
    const reader = stream.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (value?.length) yield value;
      }
    } finally {
      reader.releaseLock();
    }
  }
}
