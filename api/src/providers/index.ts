import type { Config } from '../env.js';
import { LocalBrain } from './brain/local.js';
import { OpenAiBrain } from './brain/real.js';
import { createTelephony } from './telephony/index.js';
import { LocalVoice } from './voice/local.js';
import { ElevenLabsVoice } from './voice/real.js';
import type { Logger } from '../lib/logger.js';
import { createLocalMail } from './mail/local.js';
import { createSmtpMail } from './mail/real.js';
import { createExtractiveSummarizer } from '../summaries/index.js';
import { createOpenAiSummarizer } from './summarizer/real.js';
import { createLocalPayments } from './payments/local.js';
import { createStripePayments } from './payments/real.js';
import { DeepgramTranscriber } from './transcriber/deepgram.js';
import { OpenAiRealtimeTranscriber } from './transcriber/openai-realtime.js';
import type { Transcriber } from '../calls/pipeline/ports/transcriber.js';
import type { Providers } from '../context.js';
import { createDiskFileStore, createMemoryFileStore } from './files/local.js';

export type { Providers };

export async function createProviders(config: Config, logger: Logger): Promise<Providers> {
  return {
    telephony: createTelephony(config, logger),
    voice: config.elevenlabs
      ? new ElevenLabsVoice({ apiKey: config.elevenlabs.apiKey, voices: config.elevenlabs.voices, modelId: config.elevenlabs.model, baseUrl: config.elevenlabs.baseUrl ?? undefined })
      : new LocalVoice(),
    brain: config.openai
      ? new OpenAiBrain({ apiKey: config.openai.apiKey, baseUrl: config.openai.baseUrl ?? undefined, model: config.openai.model, transcriptionModel: config.calls.transcribeModel })
      : new LocalBrain(),
    transcriber: streamingTranscriber(config),
    mail: config.mail.smtp ? createSmtpMail(config.mail.smtp) : createLocalMail(),
    summarizer: config.openai
      ? createOpenAiSummarizer({ apiKey: config.openai.apiKey, baseUrl: config.openai.baseUrl, model: config.openai.summaryModel }, logger)
      : createExtractiveSummarizer(),
    payments: config.stripe ? createStripePayments(config.stripe, logger) : createLocalPayments(),
    files: config.files.dir ? createDiskFileStore(config.files.dir) : createMemoryFileStore(),
  };
}

function streamingTranscriber(config: Config): Transcriber | undefined {
  const t = config.transcriber;
  if (t?.kind === 'deepgram') return new DeepgramTranscriber({ apiKey: t.apiKey, baseUrl: t.baseUrl ?? undefined, model: t.model });
  if (t?.kind === 'openai-realtime' && config.openai) {
    return new OpenAiRealtimeTranscriber({ apiKey: config.openai.apiKey, baseUrl: config.openai.baseUrl ?? undefined, model: t.model, transcriptionModel: t.transcriptionModel });
  }
  return undefined;
}
