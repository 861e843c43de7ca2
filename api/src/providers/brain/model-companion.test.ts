import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallFlag, TranscriptLine } from '../../db/schema/index.js';
import { emptyProfile } from '@fondly/contract/profile';
import { buildCallPlan } from '../../calls/pipeline/conversation/call-plan.js';
import type { CallChannel, ChannelEvent, CompanionSpeech } from '../../calls/pipeline/conversation/channel.js';
import { Conversation, type EndReason } from '../../calls/pipeline/conversation/engine.js';
import { SilentVoice } from '../voice/local.js';
import { ResilientBrain } from '../resilience/brain.js';
import { LocalBrain } from './local.js';
import type { BrainEvent } from '../../calls/pipeline/ports/brain.js';
import { OpenAiBrain, OpenAiSession } from './real.js';

/**
 * The model path with the real openai SDK against a local stand-in for an OpenAI-compatible
 * server (node:http speaking the chat-completions wire format: SSE chunks, tool-call deltas).
 */
type Frame = { content: string } | { tool: { index: number; id?: string; name?: string; args?: string } } | { wait: Promise<void> };
interface Seen {
  messages: Array<{ role: string; content: string | null }>;
  tools?: Array<{ function: { name: string } }>;
  stream?: boolean;
  response_format?: { type: string; json_schema?: { name: string; strict: boolean } };
}

let server: Server;
let baseUrl = '';
let script: Array<Frame[] | 'hang' | { json: unknown }> = [];
const seen: Seen[] = [];
/** The safety model's readings (its own requests: a strict JSON schema), by her words. */
let reading: (words: string) => unknown | 'hang' = () => ({ category: 'none', urgency: 'none', confidence: 0.95, quote: '' });
const readings: Seen[] = [];
const hanging = new Set<ServerResponse>();

function sse(delta: Record<string, unknown>, finish: string | null = null) {
  return `data: ${JSON.stringify({ id: 'chatcmpl-t', object: 'chat.completion.chunk', created: 0, model: 'stand-in', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let raw = '';
    for await (const c of req) raw += c;
    const body = JSON.parse(raw || '{}') as Seen;
    if (body.response_format?.type === 'json_schema') {
      readings.push(body);
      const answer = reading(/Her last words: "(.*)"$/s.exec(body.messages.at(-1)?.content ?? '')?.[1] ?? '');
      if (answer === 'hang') return void hanging.add(res);
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ id: 'c', object: 'chat.completion', created: 0, model: 'stand-in', choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(answer) }, finish_reason: 'stop' }] }));
    }
    seen.push(body);
    const step = script.shift() ?? [{ content: 'Mm, I see. ' }];
    if (step === 'hang') {
      hanging.add(res);
      return;
    }
    if ('json' in step) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ id: 'c', object: 'chat.completion', created: 0, model: 'stand-in', choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(step.json) }, finish_reason: 'stop' }] }));
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const frame of step) {
      if ('wait' in frame) await frame.wait;
      else if ('content' in frame) res.write(sse({ content: frame.content }));
      else res.write(sse({ tool_calls: [{ index: frame.tool.index, ...(frame.tool.id ? { id: frame.tool.id, type: 'function' } : {}), function: { ...(frame.tool.name ? { name: frame.tool.name } : {}), arguments: frame.tool.args ?? '' } }] }));
    }
    res.write(sse({}, step.some((f) => 'tool' in f) ? 'tool_calls' : 'stop'));
    res.write('data: [DONE]\n\n');
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
});
afterAll(async () => {
  for (const r of hanging) r.destroy();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  script = [];
  seen.length = 0;
  readings.length = 0;
  reading = () => ({ category: 'none', urgency: 'none', confidence: 0.95, quote: '' });
});

// Tuesday 24 November 2026, 10:00 in New York.
const NOW = new Date('2026-11-24T15:00:00Z');
const brain = () => new OpenAiBrain({ apiKey: 'sk-test', baseUrl, model: 'companion-test', transcriptionModel: 'whisper-1' }, () => NOW);

function plan(agentType: 'loneliness' | 'stories' = 'loneliness') {
  return buildCallPlan({
    callId: 'm1',
    recipientName: 'Rose Alvarez',
    subscriberName: 'Sarah',
    agentType,
    voice: 'female',
    topics: ['Cooking and recipes'],
    specialInstructions: '',
    timeZone: 'America/New_York',
    memory: {
      summaries: [],
      askedQuestions: ['Who taught you to cook?'],
      profile: {
        ...emptyProfile(),
        people: [{ name: 'Emily', relationship: 'granddaughter', note: '' }],
        openThreads: [{ text: 'knee was stiff', question: 'How is your knee today?', source: 'call', since: NOW.toISOString() }],
      },
    },
    nextCallLine: "I'll call you again on Thursday morning.",
    callNumber: 1,
  });
}

const line = (speaker: TranscriptLine['speaker'], text: string): TranscriptLine => ({ speaker, text, at: NOW.toISOString() });
const words = (s: string) => s.split(/(?<= )/).map((content) => ({ content }));

async function collect(tokens: AsyncIterable<string>) {
  let out = '';
  for await (const t of tokens) out += t;
  return out;
}

/** The phone line as text: each sentence the engine hands it, played at once. */
class TextLine implements CallChannel {
  readonly audioFormat = 'none' as const;
  readonly played: string[] = [];
  hungUp = false;
  listener: (e: ChannelEvent) => void = () => {};
  onPlay: (text: string) => void = () => {};
  async play(s: CompanionSpeech) {
    this.played.push(s.text);
    this.onPlay(s.text);
    return 'played' as const;
  }
  clear() {}
  async hangup() {
    this.hungUp = true;
  }
  onEvent(l: (e: ChannelEvent) => void) {
    this.listener = l;
  }
  say(text: string) {
    this.listener({ type: 'speech-start' });
    this.listener({ type: 'speech', text, final: true });
  }
}

async function until(check: () => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

function converse(b: OpenAiBrain | ResilientBrain, p = plan()) {
  const phone = new TextLine();
  let ended: EndReason | null = null;
  const flags: CallFlag[] = [];
  const conversation = new Conversation({
    plan: p,
    brain: b,
    voice: new SilentVoice(),
    channel: phone,
    timing: { replyDelayMs: 10, silenceMs: 30_000, bargeInMs: 150 },
    hooks: { onLine: () => {}, onFlag: async (f) => void flags.push(f), onEnd: ({ reason }) => void (ended = reason) },
  });
  conversation.start();
  /** Waits for the opening (three sentences) to be on the line; returns how many sentences that was. */
  const opened = async () => {
    await until(() => phone.played.some((t) => t.startsWith("It's so nice to talk with you")));
    return phone.played.length;
  };
  return { phone, conversation, ended: () => ended, opened, flags };
}

describe('the model companion (openai SDK against a local OpenAI-compatible server)', () => {
  it('tells the model how to speak to her: short spoken sentences, her date and local time, no advice, no scams, her profile, open threads and tools', async () => {
    script = [words('Hello Rose. How is your knee today? ')];
    const reply = await collect(brain().startSession(plan()).reply({ transcript: [line('companion', plan().opening), line('recipient', 'Hello dear.')], phase: 'conversation', elapsedMs: 1000 }));
    expect(reply).toBe('Hello Rose. How is your knee today? ');
    const system = seen[0]!.messages[0]!.content!;
    expect(system).toContain('Today is Tuesday, November 24, 2026; her local time is 10:00 AM.');
    expect(system).toMatch(/one to three short sentences, then at most one question/);
    expect(system).toMatch(/Never give medical, legal or financial advice/);
    expect(system).toMatch(/Never ask for money, bank or card details, passwords/);
    expect(system).toMatch(/never argue/);
    expect(system).toContain('Call her Rose, never by her full name');
    expect(system).toContain('Emily (granddaughter)');
    expect(system).toContain('"How is your knee today?"');
    expect(system).toContain('never ask these again): Who taught you to cook?');
    expect(seen[0]!.tools!.map((t) => t.function.name)).toEqual(['end_call', 'flag_concern', 'remember']);
    expect(seen[0]!.messages.slice(1)).toEqual([
      { role: 'assistant', content: plan().opening },
      { role: 'user', content: 'Hello dear.' },
    ]);
    // A story call is told to ask story questions, not health check-ins.
    script = [words('Tell me more. ')];
    await collect(brain().startSession(plan('stories')).reply({ transcript: [line('recipient', 'Hello.')], phase: 'conversation', elapsedMs: 0 }));
    expect(seen[1]!.messages[0]!.content).toContain('This is a story call');
    expect(seen[1]!.messages[0]!.content).not.toContain('How have you been sleeping?');
  });

  it('streams into the voice sentence by sentence: the first sentence plays while the model is still writing', async () => {
    let release!: () => void;
    const rest = new Promise<void>((r) => (release = r));
    script = [[...words('Oh, I am sorry your knee is stiff. '), { wait: rest }, ...words('Is it making it hard to get about today? ')]];
    const c = converse(brain());
    const n = await c.opened();
    c.phone.say('My knee is a bit stiff today.');
    // The first sentence reaches the line before the stand-in has sent the second.
    await until(() => c.phone.played.length === n + 1);
    expect(c.phone.played[n]).toBe('Oh, I am sorry your knee is stiff.');
    release();
    await until(() => c.phone.played.length === n + 2);
    expect(c.phone.played[n + 1]).toBe('Is it making it hard to get about today?');
    c.conversation.stop('completed');
  });

  it('hangs up after the goodbye when the model calls end_call', async () => {
    script = [[...words("Of course, Rose. Enjoy your roses. I'll call you again on Thursday morning. Goodbye! "), { tool: { index: 0, id: 'call_1', name: 'end_call', args: '{}' } }]];
    const c = converse(brain());
    const n = await c.opened();
    c.phone.say('I have to go and water my roses now. Goodbye, dear.');
    await until(() => c.ended() !== null);
    expect(c.ended()).toBe('completed');
    expect(c.phone.hungUp).toBe(true);
    expect(c.phone.played.slice(n).join(' ')).toBe("Of course, Rose. Enjoy your roses. I'll call you again on Thursday morning. Goodbye!");
  });

  it('says a goodbye itself when the model ends the call without words, and never speaks the end marker', async () => {
    script = [[{ tool: { index: 0, id: 'call_1', name: 'end_call', args: '{}' } }], words('Goodbye, Rose! <end_call>')];
    const session = brain().startSession(plan());
    const events: BrainEvent[] = [];
    session.onEvent!((e) => events.push(e));
    const first = await collect(session.reply({ transcript: [line('recipient', 'Bye now.')], phase: 'conversation', elapsedMs: 0 }));
    expect(first).toBe("It's been so lovely talking with you, Rose. I'll call you again on Thursday morning. Goodbye!");
    expect(session.finished).toBe(true);
    expect(events).toEqual([{ type: 'end_call' }]);
    const marker = await collect(brain().startSession(plan()).reply({ transcript: [line('recipient', 'Bye.')], phase: 'conversation', elapsedMs: 0 }));
    expect(marker.trim()).toBe('Goodbye, Rose!');
  });

  describe('the safety model reads every utterance alongside the reply', () => {
    it('raises an alert the rules did not: she is kept on the line, and the model was asked with a strict schema and the call so far', async () => {
      const worrying = 'I have been down here on the tiles since the news came on and the getting up part is beyond me.';
      reading = (w) => (w === worrying ? { category: 'fall', urgency: 'now', confidence: 0.92, quote: 'the getting up part is beyond me' } : { category: 'none', urgency: 'none', confidence: 0.9, quote: '' });
      script = [words('Oh dear. '), words('I am here with you. ')];
      const c = converse(brain());
      await c.opened();
      c.phone.say(worrying);
      await until(() => c.flags.some((f) => f.kind === 'distress'));
      expect(c.flags.filter((f) => f.kind === 'distress')).toMatchObject([{ kind: 'distress', category: 'fall', utterance: worrying }]);
      // She is not hung up on: the companion says it is getting her family and stays.
      await until(() => c.phone.played.some((t) => /family/i.test(t)));
      expect(c.ended()).toBeNull();
      const asked = readings.at(-1)!;
      expect(asked.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'safety_reading', strict: true } });
      expect(asked.messages.at(-1)!.content).toContain('Companion: Hello, this is Fondly');
      c.conversation.stop('completed');
    });

    it('never silences the rules: the model reading "nothing" leaves a fall an urgent alert', async () => {
      reading = () => ({ category: 'none', urgency: 'none', confidence: 0.99, quote: '' });
      const c = converse(brain());
      await c.opened();
      c.phone.say("I fell in the kitchen and I can't get up.");
      await until(() => c.flags.length > 0);
      expect(c.flags).toMatchObject([{ kind: 'distress', category: 'fall' }]);
      c.conversation.stop('completed');
    });

    it('keeps a worry for the family as a note, not an alarm; an unsure "now" is not an alarm either', async () => {
      reading = (w) =>
        /sleep/.test(w) ? { category: 'wellbeing', urgency: 'soon', confidence: 0.8, quote: w } : /dizzy/.test(w) ? { category: 'fainting', urgency: 'now', confidence: 0.4, quote: w } : { category: 'none', urgency: 'none', confidence: 0.9, quote: '' };
      script = [words('I see. '), words('Mm. ')];
      const c = converse(brain());
      const n = await c.opened();
      c.phone.say('I have not been sleeping much since the clocks changed.');
      await until(() => c.flags.length > 0);
      expect(c.flags).toMatchObject([{ kind: 'note', category: 'wellbeing' }]);
      await until(() => c.phone.played.length > n);
      c.phone.say('I felt a little dizzy when I stood up, then it passed.');
      await until(() => readings.length >= 2);
      await until(() => c.phone.played.length > n + 1);
      expect(c.flags.filter((f) => f.kind === 'distress')).toEqual([]);
      c.conversation.stop('completed');
    });

    it('carries on when the safety model is late: the reply is not held for it', async () => {
      reading = () => 'hang';
      script = [words('That sounds lovely. What did you cook? ')];
      const resilient = new ResilientBrain(brain(), new LocalBrain(), { deadlines: { classifyMs: 300 } });
      const c = converse(resilient);
      const n = await c.opened();
      c.phone.say('I made a lovely soup today.');
      await until(() => c.phone.played.length > n);
      expect(c.phone.played.slice(n).join(' ')).toContain('What did you cook?');
      expect(c.flags).toEqual([]);
      c.conversation.stop('completed');
    });
  });

  it("alerts the family when the model flags a concern the rules did not hear (the model adds, never silences)", async () => {
    script = [
      [
        { tool: { index: 0, id: 'call_f', name: 'flag_concern', args: '{"category":"food","detail":"She says the cupboards have been bare since Sunday."}' } },
      ],
      words("Oh Rose, that worries me. I'll let your family know. "),
    ];
    const c = converse(brain());
    await c.opened();
    c.phone.say('Well, the cupboards have been looking rather sorry since Sunday.');
    await until(() => c.flags.length > 0);
    expect(c.flags).toMatchObject([{ kind: 'distress', category: 'food' }]);
    expect(c.flags[0]!.utterance).toContain('flagged by the companion model');
    // The model's words for the turn are heard before the call ends (no request left in flight).
    await until(() => c.phone.played.some((t) => t.includes('that worries me')));
    c.conversation.stop('completed');
  });

  it('passes on flag_concern and keeps remember notes (arguments streamed in pieces); a tools-only reply gets a second round for its words', async () => {
    script = [
      [
        { tool: { index: 0, id: 'call_a', name: 'flag_concern', args: '{"category":"fa' } },
        { tool: { index: 0, args: 'll","detail":"She fell in the garden yesterday."}' } },
        { tool: { index: 1, id: 'call_b', name: 'remember', args: '{"kind":"thread","text":"fell in the garden","detail":"How are you feeling after your fall?"}' } },
      ],
      words("Oh, Rose, I'm sorry you fell. Are you hurt at all? "),
    ];
    const session = brain().startSession(plan()) as OpenAiSession;
    const events: BrainEvent[] = [];
    session.onEvent((e) => events.push(e));
    const reply = await collect(session.reply({ transcript: [line('recipient', 'I fell in the garden yesterday.')], phase: 'conversation', elapsedMs: 0 }));
    expect(reply).toBe("Oh, Rose, I'm sorry you fell. Are you hurt at all? ");
    expect(events).toEqual([
      { type: 'flag_concern', category: 'fall', detail: 'She fell in the garden yesterday.' },
      { type: 'remember', kind: 'thread', text: 'fell in the garden', detail: 'How are you feeling after your fall?' },
    ]);
    expect(session.notes).toHaveLength(1);
    // The second round carries the tool calls and their answers.
    expect(seen[1]!.messages.slice(-3).map((m) => m.role)).toEqual(['assistant', 'tool', 'tool']);
    expect(session.finished).toBe(false);
  });

  it('falls back to the embedded companion for a turn the model does not start in time, and answers what she said', async () => {
    script = ['hang'];
    const resilient = new ResilientBrain(brain(), new LocalBrain(), { deadlines: { firstTokenMs: 300 } });
    const c = converse(resilient);
    const n = await c.opened();
    c.phone.say('My knee is a bit stiff today.');
    await until(() => c.phone.played.length >= n + 2);
    const reply = c.phone.played.slice(n).join(' ');
    expect(reply).toMatch(/sorry your knee is stiff/i);
    expect(reply).not.toMatch(/glad|wonderful|lovely/i);
    // The next turn goes back to the model.
    script = [words('That sounds lovely. What are you cooking today? ')];
    const before = c.phone.played.length;
    c.phone.say('I am making soup.');
    await until(() => c.phone.played.length > before);
    expect(c.phone.played.at(-1)).toBe('What are you cooking today?');
    c.conversation.stop('completed');
  });

  it("remembers the call for her profile: the model's notes, or the embedded extractor when the model says nothing useful", async () => {
    const transcript = [line('companion', 'How are you?'), line('recipient', 'My granddaughter Emily is visiting on Sunday and my hip is sore.')];
    script = [{ json: { summary: 'Rose talked about Emily.', facts: ['Emily visits on Sunday.'], profile: { people: [{ name: 'Emily', relationship: 'granddaughter', note: 'visits on Sunday' }], openThreads: [{ text: "Emily's visit on Sunday", question: 'How was Emily’s visit?' }] } } }];
    const notes = await brain().remember(plan(), transcript);
    expect(notes.summary).toBe('Rose talked about Emily.');
    expect(notes.profile!.people).toEqual([{ name: 'Emily', relationship: 'granddaughter', note: 'visits on Sunday' }]);
    expect(notes.profile!.openThreads.map((t) => t.question)).toEqual(['How was Emily’s visit?']);
    // Lists the model left out come from the extractor: her sore hip.
    expect(notes.profile!.health).toEqual(['Hip was sore']);

    script = [{ json: 'not an object' }];
    const fallback = await brain().remember(plan(), transcript);
    expect(fallback.profile!.people).toEqual([expect.objectContaining({ name: 'Emily', relationship: 'granddaughter' })]);
    expect(fallback.profile!.openThreads.map((t) => t.question)).toContain('How is your hip today?');
  });
});
