import { describe, expect, it } from 'vitest';
import type { CallFlag, TranscriptLine } from '../../db/schema/index.js';
import { LocalBrain } from '../../providers/brain/local.js';
import { SilentVoice } from '../../providers/voice/local.js';
import { buildCallPlan } from './call-plan.js';
import type { CallChannel, ChannelEvent, CompanionSpeech } from './channel.js';
import { Conversation, speakableChunks, type ConversationTiming, type EndReason } from './engine.js';

/**
 * A line under the test's control: each companion sentence "plays" for `playMs`, and the
 * test speaks as the recipient. It records what the companion said and every clear.
 */
class TestLine implements CallChannel {
  readonly audioFormat = 'none' as const;
  readonly said: string[] = [];
  clears = 0;
  hungUp = false;
  /** The line was closed while a sentence was still playing. */
  cutOffMidSentence = false;
  private listener: (e: ChannelEvent) => void = () => {};
  private pending: Array<(r: 'played' | 'cleared') => void> = [];
  playing = false;

  constructor(private readonly playMs = 60) {}

  play(speech: CompanionSpeech): Promise<'played' | 'cleared'> {
    this.said.push(speech.text);
    this.playing = true;
    return new Promise((resolve) => {
      const done = (r: 'played' | 'cleared') => {
        this.playing = false;
        this.pending = this.pending.filter((p) => p !== done);
        resolve(r);
      };
      this.pending.push(done);
      setTimeout(() => done('played'), this.playMs);
    });
  }
  clear() {
    this.clears++;
    for (const p of [...this.pending]) p('cleared');
  }
  async hangup() {
    this.hungUp = true;
    this.cutOffMidSentence = this.playing;
    this.clear();
  }
  onEvent(listener: (e: ChannelEvent) => void) {
    this.listener = listener;
  }
  say(text: string) {
    this.listener({ type: 'speech-start' });
    this.listener({ type: 'speech', text, final: true });
  }
  startSpeaking() {
    this.listener({ type: 'speech-start' });
  }
  finishSpeaking(text: string) {
    this.listener({ type: 'speech', text, final: true });
  }
}

const FAST: Partial<ConversationTiming> = { bargeInMs: 150, replyDelayMs: 20, silenceMs: 400, maxReprompts: 2, softCapMs: 60_000, goodbyeAtMs: 70_000, hardCapMs: 80_000 };
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits for a state of the conversation; the deadline only turns a hang into a clear failure. */
async function until(check: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await wait(10);
  }
}

function converse(timing: Partial<ConversationTiming> = FAST, playMs = 60) {
  const line = new TestLine(playMs);
  const lines: TranscriptLine[] = [];
  const flags: CallFlag[] = [];
  const events: string[] = [];
  let ended: EndReason | null = null;
  const plan = buildCallPlan({
    callId: 'c1',
    recipientName: 'Margaret',
    subscriberName: 'Sarah',
    agentType: 'loneliness',
    voice: 'female',
    topics: ['Cooking and recipes'],
    specialInstructions: '',
    memory: { facts: [], summaries: [], askedQuestions: [] },
    nextCallLine: "I'll call you again tomorrow morning.",
    callNumber: 0,
  });
  plan.targetMinutes = 0;
  const conversation = new Conversation({
    plan,
    brain: new LocalBrain(),
    voice: new SilentVoice(),
    channel: line,
    timing,
    hooks: {
      onLine: (l) => void lines.push(l),
      onFlag: async (f) => {
        events.push(`alert:${f.kind}`);
        flags.push(f);
      },
      onEnd: ({ reason }) => {
        ended = reason;
      },
    },
  });
  const originalPlay = line.play.bind(line);
  line.play = (s) => {
    events.push(`play:${s.text.slice(0, 20)}`);
    return originalPlay(s);
  };
  conversation.start();
  return { line, lines, flags, events, conversation, ended: () => ended };
}

describe('the conversation', () => {
  it('opens by naming Fondly, saying it is an AI companion calling for the family and that the call is recorded, then greets by name', async () => {
    const c = converse();
    await until(() => c.line.said.length >= 3);
    const opening = c.line.said.slice(0, 3).join(' ');
    expect(opening).toMatch(/^Hello, this is Fondly, an AI companion calling on behalf of Sarah\./);
    expect(opening).toContain('This call is recorded so your family can share in it.');
    expect(opening).toContain('Margaret');
    c.conversation.stop('completed');
  });

  it('checks in on wellness, talks about a chosen topic, and closes warmly naming the next call', async () => {
    // No silence handling here: a slow machine must not turn a late answer into a re-prompt.
    const c = converse({ ...FAST, silenceMs: 30_000 });
    const answers = ['Hello!', 'I feel fine.', 'I slept well.', 'I ate soup.', 'Nothing worries me.', 'My mother baked bread.', 'Thank you.'];
    // Each answer comes once the companion's previous turn is in the transcript, said in full.
    const companionTurns = () => c.lines.filter((l) => l.speaker === 'companion').length;
    await until(() => companionTurns() >= 1);
    for (const a of answers) {
      if (c.ended()) break;
      const before = companionTurns();
      c.line.say(a);
      await until(() => c.ended() !== null || companionTurns() > before);
    }
    await until(() => c.ended() !== null);
    const all = c.line.said.join(' ');
    expect(all).toContain('How are you feeling today?');
    expect(all).toContain('How have you been sleeping?');
    expect(all).toContain('Have you been eating well?');
    expect(all).toMatch(/worrying you/);
    expect(all).toMatch(/dish are you known for|Who taught you to cook|meal reminds you of home/);
    expect(c.line.said.slice(-3).join(' ')).toMatch(/I'll call you again tomorrow morning\. Take good care until then\. Goodbye!$/);
    expect(c.ended()).toBe('completed');
    expect(c.line.hungUp).toBe(true);
  });

  it('does not treat "mm" during its speech as an interruption', async () => {
    const c = converse(FAST, 400);
    await until(() => c.line.playing);
    c.line.say('mm');
    await wait(250);
    expect(c.line.clears).toBe(0);
    expect(c.lines.some((l) => l.speaker === 'recipient' && l.text === 'mm')).toBe(true);
    c.conversation.stop('completed');
  });

  it('stops speaking at once on a real barge-in and answers what was said', async () => {
    // A sentence far longer than the barge-in threshold: only the barge-in can cut it short.
    const c = converse(FAST, 30_000);
    await until(() => c.line.playing);
    c.line.startSpeaking();
    await until(() => c.line.clears > 0);
    const spokenBefore = c.line.said.length;
    c.line.finishSpeaking('Sorry, I have to tell you my neighbour brought flowers');
    await until(() => c.line.said.length > spokenBefore);
    expect(c.lines.some((l) => l.text.includes('neighbour brought flowers'))).toBe(true);
    c.conversation.stop('completed');
  });

  it('re-prompts gently after silence, then says a polite goodbye after repeated silence', async () => {
    const c = converse();
    await until(() => c.ended() !== null);
    expect(c.line.said.join(' ')).toContain("Take your time. I'm still here whenever you're ready.");
    expect(c.line.said.slice(-4).join(' ')).toMatch(/that's quite all right.*Goodbye!$/);
    expect(c.ended()).toBe('silence');
  });

  it('alerts the family before answering a distress call, tells them to call 911, and frees the line', async () => {
    const c = converse();
    await until(() => c.line.said.length >= 3 && !c.line.playing);
    c.line.say("I fell in the kitchen and I can't get up");
    await until(() => c.ended() !== null);
    expect(c.flags).toMatchObject([{ kind: 'distress', category: 'fall' }]);
    const alertAt = c.events.indexOf('alert:distress');
    const warnAt = c.events.findIndex((e) => e.startsWith('play:') && c.events.indexOf(e) > alertAt);
    expect(alertAt).toBeGreaterThan(-1);
    expect(warnAt).toBeGreaterThan(alertAt);
    expect(c.line.said.join(' ')).toContain('Please call 911 right now');
    expect(c.ended()).toBe('distress');
  });

  it('points to 988 for thoughts of self-harm', async () => {
    const c = converse();
    await until(() => c.line.said.length >= 3 && !c.line.playing);
    c.line.say("Some days I don't want to live anymore");
    await until(() => c.ended() !== null);
    expect(c.line.said.join(' ')).toContain('call or text 988');
  });

  it('ends the call by itself at the time limit, whatever is happening', async () => {
    // Every sentence would play for a minute: the goodbye cuts into the opening, and the
    // hard cap closes the line in the middle of the goodbye itself.
    const c = converse({ ...FAST, silenceMs: 30_000, softCapMs: 200, goodbyeAtMs: 400, hardCapMs: 700 }, 60_000);
    await until(() => c.ended() !== null);
    expect(c.ended()).toBe('time-limit');
    expect(c.line.said).toHaveLength(2);
    expect(c.line.said[0]).toMatch(/^Hello, this is Fondly/);
    expect(c.line.said[1]).toContain('our time is up for today');
    expect(c.line.cutOffMidSentence).toBe(true);
  });
});

describe('speech chunks', () => {
  it('hands whole sentences to the voice as soon as they are complete', async () => {
    async function* tokens() {
      for (const t of ['That', "'s lovely", '. How', ' are', ' you?', ' Tell me more']) yield t;
    }
    const out: string[] = [];
    for await (const chunk of speakableChunks(tokens())) out.push(chunk);
    expect(out).toEqual(["That's lovely.", 'How are you?', 'Tell me more']);
  });
});
