import type { Config } from '../env.js';
import type { ProviderHealthRegistry } from './resilience/breaker.js';
import { LocalBrain } from './brain/local.js';
import type { Brain } from './brain/port.js';
import { OpenAiBrain } from './brain/real.js';
import { SimulatedTelephony } from './telephony/local.js';
import type { Telephony } from './telephony/port.js';
import { TwilioTelephony } from './telephony/real.js';
import { LocalVoice } from './voice/local.js';
import type { Voice } from './voice/port.js';
import { ElevenLabsVoice } from './voice/real.js';
import type { Logger } from '../lib/logger.js';
import { createLocalMail } from './mail/local.js';
import type { MailPort } from './mail/port.js';
import { createSmtpMail } from './mail/real.js';
import { createExtractiveSummarizer } from '../summaries/index.js';
import type { Summarizer } from '../summaries/index.js';
import { createOpenAiSummarizer } from './summarizer/real.js';
import { createLocalPayments } from './payments/local.js';
import type { PaymentsPort } from './payments/port.js';
import { createStripePayments } from './payments/real.js';
import { DeepgramTranscriber } from './transcriber/deepgram.js';
import { OpenAiRealtimeTranscriber } from './transcriber/openai-realtime.js';
import type { Transcriber } from './transcriber/port.js';

/**
 * The ports to the outside world. Each port has a real adapter (chosen by setting its
 * credentials in the environment) and a local one, the embedded default:
 *   telephony  Twilio            | simulated phone (admin tools) and scripted test recipient
 *   voice      ElevenLabs        | offline synthesis (espeak-ng)
 *   brain      OpenAI-compatible | scripted companion
 *   transcriber Deepgram / OpenAI Realtime streaming, Whisper batch behind it | none (the
 *              simulated phone sends words; see docs/decisions/082-streaming-transcriber.md)
 *   mail       SMTP (nodemailer) | the outbox itself, browsable in the admin tools
 *   payments   Stripe            | local checkout page
 * Domain code receives these interfaces and never imports an SDK.
 * Each port lives in providers/<port>/{port,real,local}.ts and adds its field here.
 */
export interface Providers {
  /** Phone calls and SMS: Twilio, or the simulated phone on /admin/phone. */
  telephony: Telephony;
  /** The companion's voice: ElevenLabs, or offline espeak-ng. */
  voice: Voice;
  /** What the companion says: an OpenAI-compatible model, or the scripted companion. */
  brain: Brain;
  /** Her words on a line that carries audio (providers/transcriber); withFallbacks puts batch transcription behind it. */
  transcriber?: Transcriber;
  mail: MailPort;
  /** Moments and stories after a call: the language model, or the faithful extractive summary. */
  summarizer: Summarizer;
  payments: PaymentsPort;
  /** The circuit breakers of the real providers (providers/resilience), for the operator view. */
  health?: ProviderHealthRegistry;
}

export async function createProviders(config: Config, logger: Logger): Promise<Providers> {
  return {
    telephony: config.twilio ? new TwilioTelephony({ ...config.twilio, logger }) : new SimulatedTelephony({ logger, scriptedSpeech: config.calls.simulatedSpeech }),
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
