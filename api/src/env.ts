import { z } from 'zod';

/**
 * The only place that reads process.env. Every value is validated once at start;
 * a bad value stops the process with a message naming the variable.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = z.url({ message: 'must be a URL such as http://localhost:3000' });

export const REMOTE_NAMES = ['marketing', 'onboarding', 'affiliates', 'admin-tools'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const DEFAULT_REMOTE_PORTS: Record<RemoteName, number> = {
  marketing: 3001,
  onboarding: 3002,
  affiliates: 3003,
  'admin-tools': 3004,
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PUBLIC_URL: url.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  SHELL_DIST: z.string().min(1).optional(),
  /** Base URL of each remote's static files; its versions live below it as /<version>/mf-manifest.json. */
  MFE_MARKETING_URL: url.optional(),
  MFE_ONBOARDING_URL: url.optional(),
  MFE_AFFILIATES_URL: url.optional(),
  MFE_ADMIN_TOOLS_URL: url.optional(),
  MFE_MARKETING_VERSION: z.string().regex(/^[\w.-]+$/).default('1.0.0'),
  MFE_ONBOARDING_VERSION: z.string().regex(/^[\w.-]+$/).default('1.0.0'),
  MFE_AFFILIATES_VERSION: z.string().regex(/^[\w.-]+$/).default('1.0.0'),
  MFE_ADMIN_TOOLS_VERSION: z.string().regex(/^[\w.-]+$/).default('1.0.0'),
  /** A long shared secret for scripts and CI to act as an operator (Authorization: Bearer). */
  OPERATOR_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Payments: setting STRIPE_SECRET_KEY takes payments through Stripe; unset, the local checkout page takes them. */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_test_… or sk_live_…)').optional(),
  /** The signing secret of the webhook endpoint (whsec_…); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Another Stripe API address (a local stand-in in tests); Stripe's own when unset. */
  STRIPE_API_URL: url.optional(),
  /** Run the call and mail workers inside the API process (the embedded default). */
  WORKERS_IN_PROCESS: bool.default(true),
  /**
   * How many proxies in front of the API append to X-Forwarded-For (docs/deploy.md): `false`/`0`
   * none, the socket's address counts; `true`/`1` one load balancer; `2` a CDN before it; at most 5.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|yes|no|[0-5])$/, 'must be false, true, or how many proxies append to X-Forwarded-For (0 to 5)')
    .transform((v) => (v === 'true' || v === 'yes' ? 1 : v === 'false' || v === 'no' ? 0 : Number(v)))
    .default(0),
  /** Share (0-100) of new visitors to /simple-onboarding shown Reading B, the single form. */
  SIGNUP_SPLIT_SINGLE_PERCENT: z.coerce.number().int().min(0).max(100).default(0),
  /** Texts with a code sent per hour across the whole service, before operators are told and the rest wait (security/texts-and-codes.ts). */
  TEXTS_PER_HOUR: z.coerce.number().int().min(1).default(200),
  /** Signups allowed per address per hour; 0 turns the limit off (load benchmarks only). */
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(0).default(60),
  /** Sign-in links redeemed per address per 15 minutes (a token is a guessable input); the end-to-end suite, all from one address, raises it. */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** The line that plays the sample call (E.164, e.g. +18005550123); unset hides the button's number. */
  SAMPLE_CALL_NUMBER: z.string().regex(/^\+1\d{10}$/, 'must be a North American number in E.164, e.g. +18005550123').optional(),
  /** Mail: setting SMTP_HOST sends real email through it; unset, mail stays in the local outbox (admin tools). */
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it. */
  SMTP_SECURE: bool.optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('Fondly <hello@fondly.local>'),
  /** Where support requests and operator copies of alerts go. */
  SUPPORT_EMAIL: z.email({ message: 'must be an email address' }).default('support@fondly.local'),
  /** Any OpenAI-compatible chat API. Setting OPENAI_API_KEY chooses it over the local defaults. */
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: url.optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** The model that writes Moments and stories after a call; defaults to OPENAI_MODEL. */
  OPENAI_SUMMARY_MODEL: z.string().min(1).optional(),
  /**
   * Which telephony provider carries calls (a name in api/src/providers/telephony/registered.ts:
   * twilio, simulated...). Unset: Twilio when the three TWILIO_* values are set, else the simulated phone.
   */
  TELEPHONY: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be the name of a telephony provider, such as twilio or simulated').optional(),
  /** Telephony: setting the three TWILIO_* values places real calls; unset, calls ring on the simulated phone (/admin/phone). */
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC\w{32}$/, 'must be a Twilio account SID (AC followed by 32 characters)').optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  TWILIO_FROM_NUMBER: z.string().regex(/^\+\d{8,15}$/, 'must be an E.164 phone number such as +15551234567').optional(),
  /** Voice: setting ELEVENLABS_API_KEY speaks with ElevenLabs; unset, offline espeak-ng synthesis. */
  ELEVENLABS_API_KEY: z.string().min(1).optional(),
  ELEVENLABS_BASE_URL: url.optional(),
  ELEVENLABS_VOICE_FEMALE: z.string().min(1).default('21m00Tcm4TlvDq8ikWAM'),
  ELEVENLABS_VOICE_MALE: z.string().min(1).default('pNInz6obpgDQGcFmaJgB'),
  ELEVENLABS_MODEL: z.string().min(1).default('eleven_flash_v2_5'),
  /** Batch speech to text (one request per stretch of speech; the fallback of a stream), through the OpenAI-compatible API. */
  OPENAI_TRANSCRIBE_MODEL: z.string().min(1).default('whisper-1'),
  /**
   * Streaming speech to text for telephone audio: `deepgram` (DEEPGRAM_API_KEY), `openai-realtime`
   * (OPENAI_API_KEY) or `whisper` (batch only). Default: deepgram when its key is set, else
   * openai-realtime when OPENAI_API_KEY is set. Batch Whisper stays behind a stream as its fallback.
   */
  TRANSCRIBER: z.enum(['deepgram', 'openai-realtime', 'whisper']).optional(),
  DEEPGRAM_API_KEY: z.string().min(1).optional(),
  /** ws(s):// address of a Deepgram-compatible server; unset, Deepgram's own. */
  DEEPGRAM_BASE_URL: url.optional(),
  DEEPGRAM_MODEL: z.string().min(1).default('nova-3'),
  /** The Realtime session's model (in its address) and the model that transcribes in it. */
  OPENAI_REALTIME_MODEL: z.string().min(1).default('gpt-realtime'),
  OPENAI_REALTIME_TRANSCRIBE_MODEL: z.string().min(1).default('gpt-4o-transcribe'),
  /**
   * How the simulated phone's scripted recipients speak: `audio` (speech through the listening
   * front end, like a caller on Twilio; the default) or `text` (their words directly: fast API tests).
   */
  SIMULATED_PHONE_SPEECH: z.enum(['audio', 'text']).default('audio'),
  /** How many calls one worker process places at once. */
  CALL_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(20),
  /** How long a call's dropped media stream may take to come back before the call counts as dropped. */
  CALL_STREAM_RESUME_SECONDS: z.coerce.number().min(0.1).max(120).default(20),
  /** A media socket that has not named its call within this long, or has gone silent this long, is closed. */
  CALL_MEDIA_IDLE_SECONDS: z.coerce.number().min(0.1).max(300).default(30),
  /**
   * A live call's lease (decision 132): the process running it renews it every third of this; a
   * lease this old means that process died, and another resumes the call or calls her back.
   */
  CALL_LEASE_SECONDS: z.coerce.number().min(0.1).max(120).default(10),
  /** On SIGTERM, how long live calls may go on before the companion says goodbye (keep under the platform's kill timeout). */
  CALL_SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(900).default(60),
  /**
   * Her recorded voice (docs/recordings.md): how long a kept passage of her voice is kept, in days
   * (the sweep deletes it after), and how long a /listen link in a mail or a PDF plays it.
   */
  RECORDING_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  LISTEN_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Keys the signed /listen links. Unset: a random secret made once and kept in the database, so
   * every process that shares the database signs alike. Set it to rotate or pin it.
   */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Ad tracking of the home page's conversion (Google Ads): set both to turn it on; unset, nothing is sent. */
  AD_TRACKING_GTAG_ID: z.string().regex(/^[A-Z]{1,3}-[A-Za-z0-9]+$/, 'must be a Google tag id such as AW-123456789').optional(),
  AD_TRACKING_GTAG_SEND_TO: z
    .string()
    .regex(/^[A-Z]{1,3}-[A-Za-z0-9]+\/[A-Za-z0-9_-]+$/, 'must be a conversion such as AW-123456789/AbCdEfGh')
    .optional(),
});

export type RawEnv = z.infer<typeof envSchema>;

export interface RemoteDefault {
  name: RemoteName;
  baseUrl: string;
  version: string;
}

export interface Config {
  env: RawEnv['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  logLevel: RawEnv['LOG_LEVEL'];
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };
  /** Uploaded files (the family's photos): a folder under DATA_DIR, or kept in memory with DATA_DIR=:memory:. */
  files: { dir: string | null };
  shellDist: string | null;
  remotes: RemoteDefault[];
  operatorToken: string | null;
  workersInProcess: boolean;
  /** Proxies trusted to append the client's address to X-Forwarded-For (lib/rate-limit.ts clientIp). */
  trustedProxyHops: number;
  /** Stripe when configured; null means the local checkout (api/src/payments). */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | null } | null;
  /** Anti-automation for texts and codes (api/src/security/texts-and-codes.ts). */
  texts: { overallPerHour: number };
  /** The family signup funnel (api/src/accounts). */
  families: { signupSplitSinglePercent: number; signupRateLimitPerHour: number; signInRateLimitPer15Min: number; sampleCallNumber: string | null };
  openai: { apiKey: string; baseUrl: string | null; model: string; summaryModel: string } | null;
  mail: {
    from: string;
    supportEmail: string;
    smtp: { host: string; port: number; secure: boolean; user: string | null; pass: string | null } | null;
  };
  /** The telephony provider TELEPHONY names; null: chosen by the credentials set (api/src/providers/telephony/). */
  telephony: string | null;
  /** Twilio's credentials when configured; unset, the simulated phone (api/src/providers/telephony/simulated/). */
  twilio: { accountSid: string; authToken: string; fromNumber: string } | null;
  /** ElevenLabs when configured; null means offline synthesis. */
  elevenlabs: { apiKey: string; baseUrl: string | null; voices: { female: string; male: string }; model: string } | null;
  calls: { transcribeModel: string; workerConcurrency: number; streamResumeMs: number; mediaIdleMs: number; leaseMs: number; shutdownGraceMs: number; simulatedSpeech: 'audio' | 'text' };
  /** The streaming transcriber (providers/transcriber); null: batch Whisper when OpenAI is set, else none (the simulated phone). */
  transcriber:
    | { kind: 'deepgram'; apiKey: string; baseUrl: string | null; model: string }
    | { kind: 'openai-realtime'; model: string; transcriptionModel: string }
    | null;
  /** Her recorded voice: retention and the signed listen links (api/src/recordings); its files go to the file store (`files`). */
  recordings: { retentionDays: number; listenLinkDays: number; appSecret: string | null };
  /** The public site's conversion event (mfe-marketing/src/lib/ad-tracking.ts); off unless configured. */
  adTracking: { provider: 'off' } | { provider: 'gtag'; tagId: string; sendTo: string };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function transcriberConfig(e: RawEnv): Config['transcriber'] {
  const kind = e.TRANSCRIBER ?? (e.DEEPGRAM_API_KEY ? 'deepgram' : e.OPENAI_API_KEY ? 'openai-realtime' : null);
  if (kind === 'deepgram') return { kind, apiKey: e.DEEPGRAM_API_KEY!, baseUrl: e.DEEPGRAM_BASE_URL ?? null, model: e.DEEPGRAM_MODEL };
  if (kind === 'openai-realtime') return { kind, model: e.OPENAI_REALTIME_MODEL, transcriptionModel: e.OPENAI_REALTIME_TRANSCRIBE_MODEL };
  return null;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const twilioSet = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM_NUMBER].filter(Boolean).length;
  if (twilioSet > 0 && twilioSet < 3) {
    throw new ConfigError(['TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER: set all three to place real calls, or none for the simulated phone']);
  }
  if (twilioSet === 3 && !e.OPENAI_API_KEY && !e.DEEPGRAM_API_KEY) {
    // On a real line her words reach the companion only through a transcriber.
    throw new ConfigError(['DEEPGRAM_API_KEY or OPENAI_API_KEY: real calls (TWILIO_*) need a transcriber, or the companion would hear nothing she says; set DEEPGRAM_API_KEY (streaming) or OPENAI_API_KEY (OPENAI_BASE_URL for a compatible server), or unset TWILIO_* for the simulated phone']);
  }
  if (e.TRANSCRIBER === 'deepgram' && !e.DEEPGRAM_API_KEY) throw new ConfigError(['DEEPGRAM_API_KEY: TRANSCRIBER=deepgram needs it']);
  if ((e.TRANSCRIBER === 'openai-realtime' || e.TRANSCRIBER === 'whisper') && !e.OPENAI_API_KEY) throw new ConfigError([`OPENAI_API_KEY: TRANSCRIBER=${e.TRANSCRIBER} needs it`]);
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(['STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY, or webhooks could not be checked']);
  }
  if (!!e.AD_TRACKING_GTAG_ID !== !!e.AD_TRACKING_GTAG_SEND_TO) {
    throw new ConfigError(['AD_TRACKING_GTAG_ID and AD_TRACKING_GTAG_SEND_TO: set both to report conversions, or neither']);
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const remoteEnv: Record<RemoteName, { url?: string; version: string }> = {
    marketing: { url: e.MFE_MARKETING_URL, version: e.MFE_MARKETING_VERSION },
    onboarding: { url: e.MFE_ONBOARDING_URL, version: e.MFE_ONBOARDING_VERSION },
    affiliates: { url: e.MFE_AFFILIATES_URL, version: e.MFE_AFFILIATES_VERSION },
    'admin-tools': { url: e.MFE_ADMIN_TOOLS_URL, version: e.MFE_ADMIN_TOOLS_VERSION },
  };
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: e.DATA_DIR === ':memory:' ? null : e.DATA_DIR },
    files: { dir: e.DATA_DIR === ':memory:' || e.NODE_ENV === 'test' ? null : `${e.DATA_DIR.replace(/\/+$/, '')}/fondly-files` },
    shellDist: e.SHELL_DIST ?? null,
    remotes: REMOTE_NAMES.map((name) => ({
      name,
      baseUrl: (remoteEnv[name].url ?? `http://localhost:${DEFAULT_REMOTE_PORTS[name]}`).replace(/\/$/, ''),
      version: remoteEnv[name].version,
    })),
    operatorToken: e.OPERATOR_TOKEN ?? null,
    workersInProcess: e.WORKERS_IN_PROCESS,
    telephony: e.TELEPHONY ?? null,
    trustedProxyHops: e.TRUST_PROXY,
    texts: { overallPerHour: e.TEXTS_PER_HOUR },
    twilio: twilioSet === 3 ? { accountSid: e.TWILIO_ACCOUNT_SID!, authToken: e.TWILIO_AUTH_TOKEN!, fromNumber: e.TWILIO_FROM_NUMBER! } : null,
    elevenlabs: e.ELEVENLABS_API_KEY
      ? {
          apiKey: e.ELEVENLABS_API_KEY,
          baseUrl: e.ELEVENLABS_BASE_URL ?? null,
          voices: { female: e.ELEVENLABS_VOICE_FEMALE, male: e.ELEVENLABS_VOICE_MALE },
          model: e.ELEVENLABS_MODEL,
        }
      : null,
    calls: {
      transcribeModel: e.OPENAI_TRANSCRIBE_MODEL,
      workerConcurrency: e.CALL_WORKER_CONCURRENCY,
      streamResumeMs: Math.round(e.CALL_STREAM_RESUME_SECONDS * 1000),
      mediaIdleMs: Math.round(e.CALL_MEDIA_IDLE_SECONDS * 1000),
      leaseMs: Math.round(e.CALL_LEASE_SECONDS * 1000),
      shutdownGraceMs: Math.round(e.CALL_SHUTDOWN_GRACE_SECONDS * 1000),
      simulatedSpeech: e.SIMULATED_PHONE_SPEECH,
    },
    transcriber: transcriberConfig(e),
    recordings: {
      retentionDays: e.RECORDING_RETENTION_DAYS,
      listenLinkDays: e.LISTEN_LINK_DAYS,
      appSecret: e.APP_SECRET ?? null,
    },
    adTracking:
      e.AD_TRACKING_GTAG_ID && e.AD_TRACKING_GTAG_SEND_TO
        ? { provider: 'gtag', tagId: e.AD_TRACKING_GTAG_ID, sendTo: e.AD_TRACKING_GTAG_SEND_TO }
        : { provider: 'off' },
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET!, apiUrl: e.STRIPE_API_URL ?? null }
      : null,
    families: {
      signupSplitSinglePercent: e.SIGNUP_SPLIT_SINGLE_PERCENT,
      signupRateLimitPerHour: e.SIGNUP_RATE_LIMIT,
      signInRateLimitPer15Min: e.SIGN_IN_RATE_LIMIT,
      sampleCallNumber: e.SAMPLE_CALL_NUMBER ?? null,
    },
    openai: e.OPENAI_API_KEY
      ? {
          apiKey: e.OPENAI_API_KEY,
          baseUrl: e.OPENAI_BASE_URL ?? null,
          model: e.OPENAI_MODEL,
          summaryModel: e.OPENAI_SUMMARY_MODEL ?? e.OPENAI_MODEL,
        }
      : null,
    mail: {
      from: e.MAIL_FROM,
      supportEmail: e.SUPPORT_EMAIL,
      smtp: e.SMTP_HOST
        ? {
            host: e.SMTP_HOST,
            port: e.SMTP_PORT ?? (e.SMTP_SECURE ? 465 : 587),
            secure: e.SMTP_SECURE ?? e.SMTP_PORT === 465,
            user: e.SMTP_USER ?? null,
            pass: e.SMTP_PASS ?? null,
          }
        : null,
    },
  };
}
