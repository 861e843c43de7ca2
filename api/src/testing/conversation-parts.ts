import { buildCallPlan } from '../calls/pipeline/conversation/call-plan.js';
import type { CallChannel, ChannelEvent, CompanionSpeech } from '../calls/pipeline/conversation/channel.js';
import type { Clock } from '../calls/pipeline/conversation/clock.js';
import { Conversation, type ConversationTiming, type EndReason } from '../calls/pipeline/conversation/engine.js';
import type { Brain } from '../calls/pipeline/ports/brain.js';
import type { CallFlag } from '../db/schema/index.js';
import { LocalBrain } from '../providers/brain/local.js';
import { SilentVoice } from '../providers/voice/local.js';

/**
 * A clock the test moves by hand: the conversation's waits (the reply pause, the silence
 * re-prompt, the time limits) happen when the test says time has passed, not on the wall.
 */
export class FakeClock implements Clock {
  private at = Date.parse('2026-11-26T10:00:00Z');
  private next = 1;
  private readonly pending = new Map<number, { due: number; fn: () => void }>();

  now() {
    return this.at;
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const id = this.next++;
    this.pending.set(id, { due: this.at + Math.max(0, ms), fn });
    return id;
  }

  clearTimeout(handle: unknown) {
    this.pending.delete(handle as number);
  }

  /** Moves time on, running every wait that falls due in order, and lets their promises settle. */
  async advance(ms: number) {
    const until = this.at + ms;
    for (;;) {
      const due = [...this.pending.entries()].filter(([, t]) => t.due <= until).sort((a, b) => a[1].due - b[1].due || a[0] - b[0])[0];
      if (!due) break;
      this.pending.delete(due[0]);
      this.at = due[1].due;
      due[1].fn();
      await settle();
    }
    this.at = until;
    await settle();
  }

  /** Waits still to come. */
  get waiting(): number {
    return this.pending.size;
  }
}

/** Lets queued promise callbacks run (no time passes). */
export async function settle() {
  for (let i = 0; i < 20; i++) await new Promise<void>((r) => setImmediate(r));
}

/**
 * A text line the test speaks on: each companion sentence plays until the test ends it (or
 * at once with `autoPlay`), and everything said and every clear is recorded.
 */
export class ScriptedLine implements CallChannel {
  readonly audioFormat = 'none' as const;
  readonly said: string[] = [];
  clears = 0;
  hungUp = false;
  endpointing?: boolean;
  private listener: (e: ChannelEvent) => void = () => {};
  private pending: Array<(r: 'played' | 'cleared') => void> = [];

  constructor(opts: { autoPlay?: boolean; endpointing?: boolean } = {}) {
    this.autoPlay = opts.autoPlay ?? true;
    if (opts.endpointing) this.endpointing = true;
  }
  private readonly autoPlay: boolean;

  play(speech: CompanionSpeech): Promise<'played' | 'cleared'> {
    this.said.push(speech.text);
    if (this.autoPlay) return Promise.resolve('played');
    return new Promise((resolve) => this.pending.push(resolve));
  }
  /** The sentence now playing reaches its end. */
  endCurrent() {
    this.pending.shift()?.('played');
  }
  /** Every sentence queued so far (and those that follow) plays to its end. */
  async playAll() {
    await settle();
    for (let i = 0; i < 50 && this.pending.length; i++) {
      this.endCurrent();
      await settle();
    }
  }
  get playing(): boolean {
    return this.pending.length > 0;
  }
  clear() {
    this.clears++;
    for (const p of this.pending.splice(0)) p('cleared');
  }
  async hangup() {
    this.hungUp = true;
    this.clear();
  }
  onEvent(listener: (e: ChannelEvent) => void) {
    this.listener = listener;
  }
  emit(e: ChannelEvent) {
    this.listener(e);
  }
  say(text: string) {
    this.emit({ type: 'speech-start' });
    this.emit({ type: 'speech', text, final: true });
  }
}

/** The plan of a call to Margaret (cooking, a companionship call) that may close at any time. */
export function margaretsPlan() {
  const plan = buildCallPlan({
    callId: 'c1',
    recipientName: 'Margaret',
    subscriberName: 'Sarah',
    agentType: 'loneliness',
    voice: 'female',
    topics: ['Cooking and recipes'],
    specialInstructions: '',
    memory: { summaries: [], askedQuestions: [] },
    nextCallLine: "I'll call you again tomorrow morning.",
    callNumber: 0,
  });
  plan.targetMinutes = 0;
  return plan;
}

/** A conversation with Margaret over `line`, on `clock`, with the embedded companion and a silent voice. */
export function conversationOn(line: CallChannel, clock: FakeClock, opts: { brain?: Brain; timing?: Partial<ConversationTiming>; askConsent?: boolean; askRecordingConsent?: boolean; recognise?: boolean } = {}) {
  const flags: CallFlag[] = [];
  const ended: EndReason[] = [];
  const plan = margaretsPlan();
  if (opts.askConsent) plan.askConsent = true;
  if (opts.askRecordingConsent) plan.askRecordingConsent = true;
  if (opts.recognise) plan.recognise = true;
  const conversation = new Conversation({
    plan,
    brain: opts.brain ?? new LocalBrain(),
    voice: new SilentVoice(),
    channel: line,
    clock,
    timing: { bargeInMs: 900, replyDelayMs: 800, silenceMs: 12_000, maxReprompts: 2, ...opts.timing },
    hooks: {
      onLine: () => {},
      onFlag: async (f) => void flags.push(f),
      onEnd: ({ reason }) => void ended.push(reason),
    },
  });
  /** The last thing the companion said, whole (the line hears it sentence by sentence). */
  const lastSaid = () => conversation.lines.filter((l) => l.speaker === 'companion').at(-1)?.text;
  return { conversation, flags, ended, plan, lastSaid };
}

/** A call on a clock the test moves, started, its opening said (the line plays at once). */
export async function startedConversation(opts: Parameters<typeof conversationOn>[2] = {}) {
  const clock = new FakeClock();
  const line = new ScriptedLine();
  const call = conversationOn(line, clock, opts);
  call.conversation.start();
  await settle();
  return { clock, line, ...call };
}

/**
 * A call under way on a clock the test moves, with the companion in the middle of a sentence
 * (its audio not played out yet): where barge-ins, nods and keys are tried.
 */
export async function companionMidSentence() {
  const clock = new FakeClock();
  const line = new ScriptedLine({ autoPlay: false });
  const { conversation } = conversationOn(line, clock);
  conversation.start();
  await line.playAll();
  line.say('Tell me about your garden');
  await clock.advance(800);
  return { clock, line, conversation };
}
