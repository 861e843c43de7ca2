import type { TranscriptLine } from '../../../db/schema/index.js';
import type { CallPlan } from '../conversation/call-plan.js';
import type { ProfileUpdate } from '../memory/extract.js';
import type { Classification } from '../safety/classifier.js';

/**
 * The brain port: what the companion says next. Any OpenAI-compatible chat API when
 * OPENAI_API_KEY is set (streaming, so speech starts before the reply is complete), else
 * the embedded companion, which listens with an NLP library and follows the call plan
 * (docs/decisions/070-a-companion-that-listens.md).
 */
export interface TurnInput {
  transcript: TranscriptLine[];
  /** 'closing' once the call should wrap up (time, or the plan is done). */
  phase: 'conversation' | 'closing';
  elapsedMs: number;
  /** The clock (tests and benchmarks pin it); defaults to now. */
  now?: Date;
  signal?: AbortSignal;
}

/**
 * What the model asked for with a tool during a turn. `end_call`: hang up once the line
 * is said; `flag_concern`: something the family should hear about; `remember`: a note
 * for her profile.
 */
export type BrainEvent =
  | { type: 'end_call' }
  | { type: 'flag_concern'; category: string; detail: string }
  | { type: 'remember'; kind: 'person' | 'place' | 'pet' | 'health' | 'like' | 'thread'; text: string; detail: string };

export interface BrainSession {
  /** Streams the companion's next words, token by token. */
  reply(input: TurnInput): AsyncIterable<string>;
  /** True once the companion has said goodbye: the engine hangs up after it is played. */
  readonly finished: boolean;
  /** Questions asked in this call, remembered so they are not asked again. */
  readonly askedQuestions: string[];
  /** Open threads from earlier calls that this call asked about (closed afterwards). */
  readonly threadsAsked?: string[];
  /** Tool calls as they happen (the engine acts on them). */
  onEvent?(listener: (event: BrainEvent) => void): void;
  /** What the model asked to remember during the call (added to her profile afterwards). */
  readonly notes?: ReadonlyArray<Extract<BrainEvent, { type: 'remember' }>>;
}

export interface CallMemoryNotes {
  summary: string;
  facts: string[];
  /** What the call adds to her profile. */
  profile?: ProfileUpdate;
}

export interface Brain {
  readonly kind: 'openai' | 'local';
  startSession(plan: CallPlan): BrainSession;
  /** After the call: a short summary, facts, and what to add to her profile. */
  remember(plan: CallPlan, transcript: TranscriptLine[]): Promise<CallMemoryNotes>;
  /** Speech to text for telephone audio (Twilio media streams); the local brain has none. */
  transcribe?(wav: Uint8Array, signal?: AbortSignal, hints?: { prompt?: string; language?: string }): Promise<string>;
  /** The safety net's second tier: a structured reading of her last words (null when it could not say). */
  classify?(utterance: string, recent: TranscriptLine[], signal?: AbortSignal): Promise<Classification | null>;
}

/** The marker a model adds when it has said goodbye; never spoken. */
export const END_OF_CALL = '<end_call>';
