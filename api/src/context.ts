import type { UpgradeWebSocket } from 'hono/ws';
import type { Config } from './env.js';
import type { DatabaseHandle } from './db/client.js';
import type { Logger } from './lib/logger.js';
import type { Brain } from './calls/pipeline/ports/brain.js';
import type { Telephony } from './calls/pipeline/ports/telephony.js';
import type { Transcriber } from './calls/pipeline/ports/transcriber.js';
import type { Voice } from './calls/pipeline/ports/voice.js';
import type { MailPort } from './mail/port.js';
import type { PaymentsPort } from './payments/port.js';
import type { ProviderHealthRegistry } from './lib/circuit-breaker.js';
import type { Summarizer } from './summaries/port.js';
import type { FileStore } from './lib/file-store.js';

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
 *   files      (an S3-compatible store, to write) | files under DATA_DIR (lib/file-store.ts)
 * Domain code receives these interfaces and never imports an SDK.
 * Each port's interface belongs to the part that uses it (calls/pipeline/ports/, mail/port.ts,
 * payments/port.ts, summaries/port.ts); its adapters live in providers/<port>/ and are chosen in
 * providers/index.ts (createProviders).
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
  /** Uploaded files: the family's photos. */
  files: FileStore;
  /** The circuit breakers of the real providers (providers/resilience), for the operator view. */
  health?: ProviderHealthRegistry;
}

/** Everything a route or a worker needs, built once at start and passed down. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  providers: Providers;
  /** The clock, so tests and the planner can move time without sleeping. */
  now: () => Date;
}

export interface SessionInfo {
  kind: 'subscriber' | 'affiliate' | 'operator';
  subjectId: string;
  tokenHash: string;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    session: SessionInfo | null;
  };
}

/** What route factories may need besides deps: WebSocket upgrades are bound to the app (app.ts). */
export interface RouteKit {
  upgradeWebSocket: UpgradeWebSocket;
}

/** A background loop started by workers.ts: each domain's worker answers one. */
export interface Worker {
  name: string;
  stop(): Promise<void>;
}
