import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TranscriptLine } from '../db/schema/index.js';
import { createLogger } from '../lib/logger.js';
import { companionshipTranscript, storyTranscript } from '../notifications/testing/transcripts.js';
import { freePort } from '../testing/test-server.js';
import { saidByRecipient } from './faithful.js';
import { summarizeExtractively } from './local.js';
import { createOpenAiSummarizer } from '../providers/summarizer/real.js';
import { summarizeCall } from './summarize-call.js';
import { pronounFromRelationship } from './port.js';
import { formatKeepsakeDate } from '../keepsakes/brand.js';

const logger = createLogger({ level: 'silent' });
const recipientWords = (t: TranscriptLine[]) => t.filter((l) => l.speaker === 'recipient').map((l) => l.text).join(' ');

describe('Moments that are true', () => {
  const at = (i: number) => new Date(Date.UTC(2026, 10, 23, 15, 0, i * 20)).toISOString();
  const talk = (pairs: Array<[string, string]>): TranscriptLine[] =>
    pairs.flatMap(([companion, recipient], i) => [
      { speaker: 'companion' as const, text: companion, at: at(2 * i) },
      { speaker: 'recipient' as const, text: recipient, at: at(2 * i + 1) },
    ]);
  const bakery = talk([
    ['How are you feeling today?', 'Hello? Who is this?'],
    ['This is Fondly. How have you been feeling?', 'My knee is a bit stiff today.'],
    ['Have you been eating well?', 'My father had a bakery in Guadalajara and every Sunday we woke up to the smell of fresh bread.'],
    ['What did it smell like?', 'Cinnamon and sugar. My brother Luis and I used to sneak the sweet rolls when nobody was looking.'],
    ['What a memory.', 'Do you think he knew?'],
  ]);

  it('files nothing under a heading it is not about: a childhood bakery is not her appetite', () => {
    const s = summarizeExtractively({ kind: 'loneliness', recipientName: 'Rose Alvarez', transcript: bakery, durationSeconds: 840 });
    expect(s.wellness!.appetite).toBeNull();
    expect(s.wellness!.worries.join(' ')).not.toMatch(/bakery/);
    const eating = summarizeExtractively({
      kind: 'loneliness',
      recipientName: 'Rose Alvarez',
      transcript: talk([['Have you been eating well?', 'Yes, I had a bowl of soup for lunch.']]),
      durationSeconds: 60,
    });
    expect(eating.wellness!.appetite).toBe('“Yes, I had a bowl of soup for lunch.”');
  });

  it('carries what she asked to be passed on, in her words, in the Moment and in a story', () => {
    const transcript = talk([
      ['How have you been?', 'I have been well. My garden is full of roses this year and I am so proud of them.'],
      ['That sounds lovely.', 'Could you tell my daughter Sarah to ring me on Sunday?'],
    ]);
    const moment = summarizeExtractively({ kind: 'loneliness', recipientName: 'Rose Alvarez', transcript, durationSeconds: 300 });
    expect(moment.body).toContain('Rose asked for this to be passed on: “Could you tell my daughter Sarah to ring me on Sunday?”');
    const story = summarizeExtractively({ kind: 'stories', recipientName: 'Rose Alvarez', transcript, durationSeconds: 300 });
    expect(story.body).toContain('asked for this to be passed on: “Could you tell my daughter Sarah to ring me on Sunday?”');
    // A story about telling someone something is no message.
    const told = summarizeExtractively({ kind: 'loneliness', recipientName: 'Rose Alvarez', transcript: talk([['Tell me more.', 'I used to tell my daughter stories about the farm every night.']]), durationSeconds: 300 });
    expect(told.body).not.toContain('passed on');
  });

  it('never takes a question she asked as the highlight, or as a story title', () => {
    const s = summarizeExtractively({ kind: 'loneliness', recipientName: 'Rose Alvarez', transcript: bakery, durationSeconds: 840 });
    expect(s.quotes.length).toBeGreaterThan(0);
    for (const q of s.quotes) expect(q.endsWith('?')).toBe(false);
    expect(s.body).not.toMatch(/Who is this\?|Do you think he knew\?/);
    const story = summarizeExtractively({ kind: 'stories', recipientName: 'Rose Alvarez', transcript: bakery, durationSeconds: 840 });
    expect(story.title).not.toMatch(/\?/);
    for (const q of story.quotes) expect(q.endsWith('?')).toBe(false);
  });

  it('uses the name she is called by, her pronoun only when the family told us, and says "1-minute" right', () => {
    const rose = summarizeExtractively({ kind: 'loneliness', recipientName: 'Rose Alvarez', calledBy: 'Rosie', pronoun: 'her', transcript: bakery, durationSeconds: 840 });
    expect(rose.body.startsWith('Rosie had a 14-minute chat with her Fondly companion.')).toBe(true);
    expect(rose.body).toContain('Rosie said: “');
    const walter = summarizeExtractively({ kind: 'loneliness', recipientName: 'Walter Brooks', pronoun: 'his', transcript: bakery, durationSeconds: 50 });
    expect(walter.body.startsWith('Walter had a 1-minute chat with his Fondly companion.')).toBe(true);
    const sam = summarizeExtractively({ kind: 'loneliness', recipientName: 'Sam Lee', transcript: bakery, durationSeconds: 600 });
    expect(sam.body.startsWith('Sam had a 10-minute chat with the Fondly companion.')).toBe(true);
    expect(sam.body).not.toMatch(/\btheir\b/);
  });

  it('takes the pronoun from the relationship the family chose, and guesses none for "parent" or "other"', () => {
    expect(pronounFromRelationship('mom')).toBe('her');
    expect(pronounFromRelationship('grandpa')).toBe('his');
    expect(pronounFromRelationship('mother-in-law')).toBe('her');
    expect(pronounFromRelationship('parent')).toBeNull();
    expect(pronounFromRelationship('other')).toBeNull();
  });

  it('writes dates the way a US family does', () => {
    expect(formatKeepsakeDate(new Date('2026-11-23T15:00:00Z'), 'America/New_York')).toBe('November 23, 2026');
    // Late evening in Los Angeles is already the next day in UTC: the family's day counts.
    expect(formatKeepsakeDate(new Date('2026-11-24T05:00:00Z'), 'America/Los_Angeles')).toBe('November 23, 2026');
  });
});

describe('the local, extractive summary', () => {
  it('writes a Moment of 2-3 sentences whose quotes the recipient really said', () => {
    const transcript = companionshipTranscript();
    const s = summarizeExtractively({ kind: 'loneliness', recipientName: 'Rosa Rivera', transcript, durationSeconds: 840 });
    expect(s.body.startsWith('Rosa had a 14-minute chat with the Fondly companion.')).toBe(true);
    const sentences = s.body.split(/(?<=[.”])\s+(?=[A-Z])/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(3);
    expect(s.quotes.length).toBeGreaterThan(0);
    for (const q of s.quotes) expect(recipientWords(transcript)).toContain(q);
  });

  it('notes mood, sleep, appetite and worries in the recipient’s words, and “not mentioned” stays empty', () => {
    const transcript = companionshipTranscript().filter((l) => !/soup|eating well/.test(l.text));
    const s = summarizeExtractively({ kind: 'loneliness', recipientName: 'Rosa', transcript, durationSeconds: 600 });
    expect(s.wellness).toEqual({
      mood: '“I\'m feeling quite cheerful today, really.”',
      sleep: '“I slept like a log last night.”',
      appetite: null,
      worries: ['“My knee has been aching on the stairs, but it is not too bad.”'],
    });
  });

  it('tells a story only with sentences from the recipient, each once, in the order told', () => {
    const transcript = storyTranscript(15);
    const s = summarizeExtractively({ kind: 'stories', recipientName: 'Rosa Rivera', transcript, durationSeconds: 900 });
    const sentences = s.body.split(/\n\n|(?<=[.!?])\s+(?=[A-Z])/).filter(Boolean);
    for (const sentence of sentences) expect(saidByRecipient(sentence, transcript)).toBe(true);
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(s.body).toContain('We were married two years later at St. Mary’s, and it rained all day.');
    expect(s.body).not.toContain('a little tired');
    expect(s.quotes.length).toBeGreaterThanOrEqual(1);
    expect(s.quotes.length).toBeLessThanOrEqual(2);
    expect(s.title.length).toBeGreaterThan(5);
    expect(s.wellness).toBeNull();
  });

  it('says plainly when there was nothing to write down', () => {
    const s = summarizeExtractively({
      kind: 'stories',
      recipientName: 'Rosa',
      transcript: [{ speaker: 'recipient', text: 'Hello? Yes. Bye.', at: new Date().toISOString() }],
      durationSeconds: 60,
    });
    expect(s.title).toBe('A story from Rosa');
    expect(s.body).toContain('There was no story to write down this time.');
  });
});

/** A stand-in for an OpenAI-compatible API: records each request and answers what the test says. */
let server: Server;
let baseUrl: string;
let requests: Array<Record<string, unknown>> = [];
let answer: (body: Record<string, unknown>) => { status: number; body: unknown } = () => ({ status: 500, body: {} });

function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(JSON.parse(data || '{}') as Record<string, unknown>));
  });
}

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  };
}

beforeAll(async () => {
  const port = await freePort();
  server = createServer(async (req, res) => {
    const body = await readJson(req);
    requests.push({ path: req.url, auth: req.headers.authorization, ...body });
    const { status, body: out } = answer(body);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(out));
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
  baseUrl = `http://127.0.0.1:${port}/v1`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

beforeEach(() => {
  requests = [];
});

describe('the language model summary (OpenAI-compatible, structured output)', () => {
  const summarizer = () => createOpenAiSummarizer({ apiKey: 'sk-test', baseUrl, model: 'summary-model', timeoutMs: 5_000 }, logger);
  const input = { kind: 'loneliness' as const, recipientName: 'Rosa Rivera', transcript: companionshipTranscript(), durationSeconds: 840 };

  it('asks for the summary with a strict JSON schema and returns what the model wrote', async () => {
    answer = () => ({
      status: 200,
      body: completion(
        JSON.stringify({
          title: 'A Moment with Rosa',
          body: 'Rosa told us her tomatoes are turning red. Lily is coming on Sunday to bake scones.',
          quotes: ['I picked the first three this morning.'],
          wellness: { mood: 'Cheerful', sleep: 'Slept well', appetite: 'Soup for lunch', worries: ['Knee aching on the stairs'] },
        }),
      ),
    });
    const s = await summarizer().summarize(input);
    expect(s.body).toBe('Rosa told us her tomatoes are turning red. Lily is coming on Sunday to bake scones.');
    expect(s.quotes).toEqual(['I picked the first three this morning.']);
    const [req] = requests;
    expect(req).toMatchObject({ path: '/v1/chat/completions', auth: 'Bearer sk-test', model: 'summary-model' });
    const format = req!.response_format as { type: string; json_schema: { strict: boolean; schema: { additionalProperties: boolean; required: string[] } } };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    expect(format.json_schema.schema.additionalProperties).toBe(false);
    expect(format.json_schema.schema.required).toEqual(['title', 'body', 'quotes', 'wellness']);
    expect(JSON.stringify(req!.messages)).toContain('Rosa Rivera: The tomatoes on the balcony');
  });

  it('drops a quote the recipient never said', async () => {
    answer = () => ({
      status: 200,
      body: completion(
        JSON.stringify({ title: 'A Moment', body: 'A good chat.', quotes: ['I won the lottery yesterday.', 'I slept like a log last night.'], wellness: null }),
      ),
    });
    const s = await summarizer().summarize(input);
    expect(s.quotes).toEqual(['I slept like a log last night.']);
  });

  it("adds what she asked to be passed on when the model's Moment left it out", async () => {
    answer = () => ({ status: 200, body: completion(JSON.stringify({ title: 'A Moment with Rosa', body: 'Rosa talked about her tomatoes.', quotes: [], wellness: null })) });
    const asked = { ...input, transcript: [...companionshipTranscript(), { speaker: 'recipient' as const, text: 'Oh, and tell my daughter to ring me on Sunday.', at: new Date().toISOString() }] };
    const s = await summarizeCall(summarizer(), asked, logger);
    expect(s.source).toBe('brain');
    expect(s.body).toBe('Rosa talked about her tomatoes.\n\nRosa asked for this to be passed on: “Oh, and tell my daughter to ring me on Sunday.”');
    const plain = await summarizeCall(summarizer(), input, logger);
    expect(plain.body).toBe('Rosa talked about her tomatoes.');
  });

  it('falls back to the faithful extractive summary when the model is down or answers nonsense', async () => {
    answer = () => ({ status: 200, body: completion('{"title": ""}') });
    const bad = await summarizeCall(summarizer(), input, logger);
    expect(bad.source).toBe('extractive');
    expect(bad.body).toBe(summarizeExtractively(input).body);

    answer = () => ({ status: 500, body: { error: { message: 'down' } } });
    const down = await summarizeCall(summarizer(), input, logger);
    expect(down.source).toBe('extractive');
  });
});
