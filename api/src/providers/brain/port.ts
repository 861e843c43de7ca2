import type { TranscriptLine } from '../../db/schema/index.js';
import type { CallPlan } from '../../calls/conversation/call-plan.js';

/**
 * The brain port: what the companion says next. Any OpenAI-compatible chat API when
 * OPENAI_API_KEY is set (streaming, so speech starts before the reply is complete), else
 * a scripted companion that follows the call plan, deterministic for tests and demos.
 */
export interface TurnInput {
  transcript: TranscriptLine[];
  /** 'closing' once the call should wrap up (time, or the plan is done). */
  phase: 'conversation' | 'closing';
  elapsedMs: number;
  signal?: AbortSignal;
}

export interface BrainSession {
  /** Streams the companion's next words, token by token. */
  reply(input: TurnInput): AsyncIterable<string>;
  /** True once the companion has said goodbye: the engine hangs up after it is played. */
  readonly finished: boolean;
  /** Questions asked in this call, remembered so they are not asked again. */
  readonly askedQuestions: string[];
}

export interface CallMemoryNotes {
  summary: string;
  facts: string[];
}

export interface Brain {
  readonly kind: 'openai' | 'local';
  startSession(plan: CallPlan): BrainSession;
  /** After the call: a short summary and facts worth remembering for the next one. */
  remember(plan: CallPlan, transcript: TranscriptLine[]): Promise<CallMemoryNotes>;
  /** Speech to text for telephone audio (Twilio media streams); the local brain has none. */
  transcribe?(wav: Uint8Array, signal?: AbortSignal): Promise<string>;
}

/** The marker a model adds when it has said goodbye; never spoken. */
export const END_OF_CALL = '<end_call>';
