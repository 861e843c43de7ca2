import type { CallFlag, KeptPrivatePart, TranscriptLine, TurnLatency } from '../../../db/schema/index.js';
import type { LonelinessReading } from '../loneliness/measure.js';
import type { Brain, BrainSession } from '../ports/brain.js';
import type { Voice } from '../ports/voice.js';
import type { CallPlan } from './call-plan.js';
import type { CallChannel } from './channel.js';
import type { Clock } from './clock.js';

/** The words the conversation's stages share: its timing, how it ends, what it tells its owner. */
export interface ConversationTiming {
  /** Speech this long while the companion talks is a real interruption, not a nod. */
  bargeInMs: number;
  /** After the recipient stops, wait this long for more before answering (they may be gathering a thought). */
  replyDelayMs: number;
  /** A dropped media stream may come back this long (Twilio redirects to the reconnect handler). */
  resumeMs: number;
  /** Silence this long after the companion spoke earns a gentle re-prompt. */
  silenceMs: number;
  /** Re-prompts before a polite goodbye. */
  maxReprompts: number;
  /** From here on, the companion wraps up. */
  softCapMs: number;
  /** The companion says goodbye by itself at this point... */
  goodbyeAtMs: number;
  /** ...and the line is closed here, whatever happens: never past 15 minutes. */
  hardCapMs: number;
  /** After an urgent concern, the companion stays with her this long (unless she or her family end the call). */
  stayMs: number;
}

export const DEFAULT_TIMING: ConversationTiming = {
  bargeInMs: 900,
  replyDelayMs: 800,
  silenceMs: 12_000,
  resumeMs: 20_000,
  maxReprompts: 2,
  softCapMs: 13 * 60_000,
  goodbyeAtMs: 14 * 60_000 + 20_000,
  hardCapMs: 15 * 60_000,
  stayMs: 10 * 60_000,
};

export type EndReason =
  | 'completed'
  | 'recipient-hung-up'
  | 'silence'
  | 'distress'
  | 'opt-out'
  | 'time-limit'
  | 'error'
  /** An answering machine took the call: the message was left over the stream. */
  | 'voicemail'
  /** The media stream dropped and did not come back. */
  | 'dropped'
  /** The process shut down at its limit: the companion said goodbye first. */
  | 'shutdown'
  /** A family member joined her call after an alert (press 1): the companion said who, and left the line to them. */
  | 'family-joined'
  /** A call-back whose caller was never recognised (recognition.ts): a neutral goodbye, nothing of her said or kept. */
  | 'not-recognised';

export interface ConversationHooks {
  /** Each line as it is said (persisted at once, so a crash loses nothing). */
  onLine(line: TranscriptLine): Promise<void> | void;
  /** Distress, opt-out, a note for the family or her consent: logged on the call (and the family told of distress) before the companion answers. */
  onFlag(flag: CallFlag): Promise<void>;
  /** `keptPrivate`: the parts she asked to keep from her family (decision 155). */
  onEnd(result: { reason: EndReason; transcript: TranscriptLine[]; session: BrainSession; keptPrivate?: KeptPrivatePart[] }): Promise<void> | void;
  /** The loneliness questions were asked and are over (answered, stopped or declined): kept with the call before it ends. */
  onLoneliness?(reading: LonelinessReading): Promise<void> | void;
}

/** How a piece of speech ended: heard to the end, cut off (barge-in, hang-up), or not heard at all (a failure). */
export type SpeakResult = 'played' | 'cleared' | 'failed';

/** Where one turn's time goes, from the end of her speech (stored on the reply's line). */
export interface TurnClock {
  /** Epoch ms when her speech ended in the audio. */
  speechEnd: number;
  latency: TurnLatency;
}

/** What a conversation is made with (calls/lifecycle/call-engine.ts makes one per answered call). */
export interface ConversationOptions {
  plan: CallPlan;
  brain: Brain;
  voice: Voice;
  channel: CallChannel;
  hooks: ConversationHooks;
  timing?: Partial<ConversationTiming>;
  onError?: (err: unknown) => void;
  /** More fixed lines to synthesize ahead. */
  fixedLines?: string[];
  /** Left after the beep when an answering machine took the call. */
  voicemailMessage?: string;
  /**
   * Carries on a call that began elsewhere (another process, before a restart): what was
   * said so far, and when the call was answered, so the time limits still hold.
   */
  resumeFrom?: { transcript: TranscriptLine[]; answeredAt: number; keptPrivate?: KeptPrivatePart[] };
  /** Her say over what the family reads (conversation/her-say.ts, decision 155): where marks and her no are saved, and this call's note. */
  herSay?: {
    keepPrivate?: (parts: KeptPrivatePart[]) => Promise<void>;
    readNote?: (lines: TranscriptLine[], keptPrivate: KeptPrivatePart[]) => Promise<string | null>;
    declineNote?: () => Promise<void>;
  };
  /** The wall clock and timers (tests may drive their own). */
  clock?: Clock;
}
