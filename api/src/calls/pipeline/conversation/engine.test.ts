import { describe, expect, it } from 'vitest';
import type { CallFlag, TranscriptLine } from '../../../db/schema/index.js';
import { LocalBrain } from '../../../providers/brain/local.js';
import { SilentVoice } from '../../../providers/voice/local.js';
import { margaretsPlan } from '../../../testing/conversation-parts.js';
import type { CallChannel, ChannelEvent, CompanionSpeech } from './channel.js';
import { Conversation, isYes, speakableChunks, STOP_QUESTION, type ConversationTiming, type EndReason } from './engine.js';
import { TRIAGE } from '../safety/triage.js';

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
  /** The sentence now playing reaches its end. */
  endCurrent() {
    this.pending[0]?.('played');
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
  press(digit: string) {
    this.listener({ type: 'key', digit });
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
    if (Date.now() > end) throw new Error("timed out waiting");
    await wait(10);
  }
}

function converse(timing: Partial<ConversationTiming> = FAST, playMs = 60) {
  const line = new TestLine(playMs);
  const lines: TranscriptLine[] = [];
  const flags: CallFlag[] = [];
  const events: string[] = [];
  let ended: EndReason | null = null;
  const plan = margaretsPlan();
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
  it('opens by naming Fondly, saying it is an AI companion calling for the family and that the call is written down, then greets by name', async () => {
    const c = converse();
    await until(() => c.line.said.length >= 3);
    const opening = c.line.said.slice(0, 3).join(' ');
    expect(opening).toMatch(/^Hello, this is Fondly, an AI companion calling on behalf of Sarah\./);
    expect(opening).toContain('This call is written down so your family can share in it.');
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

  /** Plays the opening (three sentences) to its end, then she answers, and the reply starts to play. */
  async function intoFirstReply(c: ReturnType<typeof converse>, answer = 'Hello, yes, this is she.') {
    for (let i = 1; i <= 3; i++) {
      await until(() => c.line.said.length === i && c.line.playing);
      c.line.endCurrent();
    }
    c.line.say(answer);
    await until(() => c.line.said.length === 4 && c.line.playing);
  }

  it('hears the AI disclosure whole: a "Hello?" at pick-up does not cut it off', async () => {
    const c = converse(FAST, 30_000);
    await until(() => c.line.playing);
    c.line.say('Hello? Who is this?');
    await wait(300);
    expect(c.line.clears).toBe(0);
    c.line.endCurrent();
    await until(() => c.line.said.length === 2 && c.line.playing);
    expect(c.line.said.join(' ')).toContain('AI companion calling on behalf of Sarah. This call is written down');
    c.conversation.stop('completed');
  });

  it('stops speaking at once on a real barge-in and answers what was said', async () => {
    // A sentence far longer than the barge-in threshold: only the barge-in can cut it short.
    const c = converse(FAST, 30_000);
    await intoFirstReply(c);
    c.line.startSpeaking();
    await until(() => c.line.clears > 0);
    const spokenBefore = c.line.said.length;
    c.line.finishSpeaking('Sorry, I have to tell you my neighbour brought flowers');
    await until(() => c.line.said.length > spokenBefore);
    expect(c.lines.some((l) => l.text.includes('neighbour brought flowers'))).toBe(true);
    c.conversation.stop('completed');
  });

  it('keeps in the transcript only what was heard: the sentences played, the one cut off by a barge-in, not the one never said', async () => {
    const c = converse({ ...FAST, silenceMs: 60_000 }, 30_000);
    // Good news earns a warm word before the next question: a reply of two sentences.
    await intoFirstReply(c, 'I am very well today, thank you. My granddaughter visited and we baked a lovely cake.');
    const first = c.line.said[3]!;
    // The reply's first sentence plays to its end; the next is cut off.
    c.line.endCurrent();
    await until(() => c.line.said.length === 5 && c.line.playing);
    const second = c.line.said[4]!;
    c.line.startSpeaking();
    await until(() => c.line.clears > 0);
    c.line.finishSpeaking('Sorry, who did you say is calling?');
    await until(() => c.lines.filter((l) => l.speaker === 'companion').length >= 2);
    const reply = c.lines.filter((l) => l.speaker === 'companion')[1]!.text;
    expect(reply).toBe(`${first} ${second.replace(/[.!?…]+$/, '')}—`);
    c.conversation.stop('completed');
  });

  it('re-prompts gently after silence, then says a polite goodbye after repeated silence', async () => {
    const c = converse();
    await until(() => c.ended() !== null);
    expect(c.line.said.join(' ')).toContain("Take your time. I'm still here whenever you're ready.");
    expect(c.line.said.slice(-4).join(' ')).toMatch(/that's quite all right.*Goodbye!$/);
    expect(c.ended()).toBe('silence');
  });

  it('alerts the family before answering a distress call, tells her to call 911, and stays with her until help comes', async () => {
    const c = converse();
    await until(() => c.line.said.length >= 3 && !c.line.playing);
    c.line.say("I fell in the kitchen and I can't get up");
    await until(() => c.line.said.some((t) => t.includes('call 911')));
    expect(c.flags).toMatchObject([{ kind: 'distress', category: 'fall' }]);
    const alertAt = c.events.indexOf('alert:distress');
    const warnAt = c.events.findIndex((e) => e.startsWith('play:') && c.events.indexOf(e) > alertAt);
    expect(alertAt).toBeGreaterThan(-1);
    expect(warnAt).toBeGreaterThan(alertAt);
    expect(c.line.said.join(' ')).toContain("I'm getting your family right now");
    // She is not hung up on: calm lines while she waits, whatever she says.
    await until(() => c.line.said.some((t) => /door unlocked|right here with you/.test(t)));
    c.line.say('I am so cold down here');
    await until(() => c.line.said.length >= 6);
    expect(c.line.hungUp).toBe(false);
    expect(c.ended()).toBeNull();
    c.line.say('My daughter is here now.');
    await until(() => c.ended() !== null);
    expect(c.ended()).toBe('distress');
  });

  it('points to 988 for thoughts of self-harm, and stays', async () => {
    const c = converse();
    await until(() => c.line.said.length >= 3 && !c.line.playing);
    c.line.say("Some days I don't want to live anymore");
    await until(() => c.line.said.some((t) => t.includes('call or text 988')));
    await until(() => c.line.said.some((t) => /I'm right here with you|not alone/.test(t)));
    expect(c.line.hungUp).toBe(false);
    c.conversation.stop('completed');
  });

  it('asks the fall questions when it is not clear, and her answers decide: a hurt hip gets her family, "back up, not a scratch" is a note', async () => {
    const onFloor = TRIAGE.fall.questions[0]!.ask;
    const hurt = TRIAGE.fall.questions[1]!.ask;
    const yes = converse({ ...FAST, silenceMs: 60_000 });
    await until(() => yes.line.said.length >= 3 && !yes.line.playing);
    yes.line.say('I had a bit of a fall earlier');
    await until(() => yes.line.said.join(' ').includes(onFloor));
    expect(yes.flags).toEqual([]);
    yes.line.say('Yes, my hip hurts terribly');
    await until(() => yes.flags.some((f) => f.kind === 'distress'));
    yes.conversation.stop('completed');

    const no = converse({ ...FAST, silenceMs: 60_000 });
    await until(() => no.line.said.length >= 3 && !no.line.playing);
    no.line.say('I had a bit of a fall earlier');
    await until(() => no.line.said.join(' ').includes(onFloor));
    no.line.say("No, I'm fine, I got straight back up");
    await until(() => no.line.said.join(' ').includes(hurt));
    expect(no.flags).toEqual([]);
    no.line.say('No, not a scratch, thank goodness');
    await until(() => no.flags.length > 0);
    expect(no.flags).toMatchObject([{ kind: 'note', category: 'fall' }]);
    expect(no.ended()).toBeNull();
    no.conversation.stop('completed');
  });

  it('asks about thoughts of dying directly, then about a plan or the means; tablets saved up get her family at once, with 988', async () => {
    const asked = (said: string[]) => said.some((t) => t.startsWith('Are you having thoughts of ending your life'));
    const means = (said: string[]) => said.some((t) => t.startsWith('Have you thought about how you would do it'));
    const unsure = converse({ ...FAST, silenceMs: 60_000 });
    await until(() => unsure.line.said.length >= 3 && !unsure.line.playing);
    unsure.line.say("I feel like such a burden to my children these days");
    await until(() => asked(unsure.line.said));
    expect(unsure.line.said).not.toContain('Are you hurt? Do you need help right now?');
    unsure.line.say("I don't know. Maybe.");
    await until(() => means(unsure.line.said));
    expect(unsure.flags).toEqual([]);
    unsure.line.say("I've been putting a few of my sleeping tablets aside, just in case");
    await until(() => unsure.flags.some((f) => f.kind === 'distress'));
    expect(unsure.flags).toMatchObject([{ kind: 'distress', category: 'self-harm' }]);
    await until(() => unsure.line.said.some((t) => t.includes('988')));
    unsure.conversation.stop('completed');

    const no = converse({ ...FAST, silenceMs: 60_000 });
    await until(() => no.line.said.length >= 3 && !no.line.playing);
    no.line.say("I feel like such a burden to my children these days");
    await until(() => asked(no.line.said));
    no.line.say("No, nothing like that, I'm just a bit fed up with my knees");
    await until(() => no.flags.length > 0);
    expect(no.flags).toMatchObject([{ kind: 'note', category: 'self-harm' }]);
    expect(no.ended()).toBeNull();
    no.conversation.stop('completed');
  });

  it('asks whether a caller is after her money or card now; reading him the numbers tells the family and she is told to hang up', async () => {
    const c = converse({ ...FAST, silenceMs: 60_000 });
    await until(() => c.line.said.length >= 3 && !c.line.playing);
    c.line.say('A man rang from Microsoft saying my computer has a virus');
    await until(() => c.line.said.join(' ').includes(TRIAGE.scam.questions[0]!.ask));
    c.line.say('Well yes, I read him the numbers off my card');
    await until(() => c.flags.some((f) => f.kind === 'distress'));
    expect(c.flags).toMatchObject([{ kind: 'distress', category: 'scam' }]);
    await until(() => c.line.said.some((t) => t.includes('hang up')));
    c.conversation.stop('completed');
  });

  it('confirms before it stops calling: a yes stops the calls, anything else carries on', async () => {
    const c = converse({ ...FAST, silenceMs: 60_000 });
    await until(() => c.line.said.length >= 3 && !c.line.playing);
    c.line.say('Please stop calling me.');
    await until(() => c.line.said.includes('Would you like me to stop calling you?'));
    expect(c.flags).toEqual([]);
    c.line.say('Oh no, I was only joking, dear.');
    await until(() => c.line.said.length >= 5);
    expect(c.flags).toEqual([]);
    c.line.say("No, really, don't call me again.");
    await until(() => c.line.said.includes('Would you like me to stop calling you?') && c.line.said.filter((t) => t === 'Would you like me to stop calling you?').length === 2);
    c.line.say('Yes please.');
    await until(() => c.ended() !== null);
    expect(c.flags).toMatchObject([{ kind: 'opt-out' }]);
    expect(c.ended()).toBe('opt-out');
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

describe('keypresses', () => {
  it('says the last sentence again when she presses 0', async () => {
    const c = converse({ ...FAST, silenceMs: 5000 });
    await until(() => c.lines.some((l) => l.speaker === 'companion'));
    const before = c.line.said.length;
    c.line.press('0');
    await until(() => c.line.said.length > before);
    expect(c.line.said.at(-1)).toBe("It's so nice to talk with you, Margaret!");
    c.conversation.stop('completed');
  });

  it('asks "Would you like me to stop calling?" on 9, and a yes stops the calls (the family is told first)', async () => {
    const c = converse({ ...FAST, silenceMs: 5000 });
    await until(() => c.lines.some((l) => l.speaker === 'companion'));
    c.line.press('9');
    await until(() => c.line.said.includes(STOP_QUESTION));
    c.line.say('Yes please.');
    await until(() => c.ended() !== null);
    expect(c.ended()).toBe('opt-out');
    expect(c.flags).toMatchObject([{ kind: 'opt-out' }]);
    expect(c.events.indexOf('alert:opt-out')).toBeLessThan(c.events.findIndex((e) => e.startsWith('play:Of course')));
  });

  it('carries on when she answers the 9 question with a no', async () => {
    const c = converse({ ...FAST, silenceMs: 5000 });
    await until(() => c.lines.some((l) => l.speaker === 'companion'));
    c.line.press('9');
    await until(() => c.line.said.includes(STOP_QUESTION));
    const before = c.line.said.length;
    c.line.say("No, I don't want you to stop. I like our chats.");
    await until(() => c.line.said.length > before);
    expect(c.ended()).toBeNull();
    expect(c.flags).toEqual([]);
    c.conversation.stop('completed');
  });

  it('hears a yes however it is put, and never takes a no for one', () => {
    for (const yes of ['Yes.', 'Yeah, please do.', 'I would, yes.', 'Okay.', 'Please stop.', "That's right."]) expect(isYes(yes)).toBe(true);
    for (const no of ['No.', "No, don't stop.", 'Please keep calling.', 'Not really.', 'I like the calls.']) expect(isYes(no)).toBe(false);
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
