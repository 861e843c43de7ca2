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

const logger = createLogger({ level: 'silent' });
const recipientWords = (t: TranscriptLine[]) => t.filter((l) => l.speaker === 'recipient').map((l) => l.text).join(' ');

describe('the local, extractive summary', () => {
  it('writes a Moment of 2-3 sentences whose quotes the recipient really said', () => {
    const transcript = companionshipTranscript();
    const s = summarizeExtractively({ kind: 'loneliness', recipientName: 'Rosa Rivera', transcript, durationSeconds: 840 });
    expect(s.body.startsWith('Rosa Rivera had a 14-minute chat with their Fondly companion.')).toBe(true);
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
