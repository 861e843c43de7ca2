/**
 * The transcriber adapters with the real SDKs (`@deepgram/sdk`, `openai`) against local
 * stand-ins that answer with the words of the fixture audio they are sent (issue 12).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeFixture, wordsIn, type AudioFixture } from '../../testing/audio-fixtures.js';
import { startTranscriberStandIn, type TranscriberStandIn } from '../../testing/transcriber-stand-ins.js';
import { BatchTranscriber } from './batch.js';
import { DeepgramTranscriber } from './deepgram.js';
import { FallbackTranscriber } from './fallback.js';
import { OpenAiRealtimeTranscriber } from './openai-realtime.js';
import type { Transcriber, TranscriberHints } from '../../calls/pipeline/ports/transcriber.js';
import { ProviderHealthRegistry } from '../../lib/circuit-breaker.js';
import { parseWav } from '../../lib/audio-codec.js';

let stand: TranscriberStandIn;
let fixture: AudioFixture;
const hints: TranscriberHints = { language: 'en', names: ['Margaret Okonkwo', 'Lily', 'Biscuit'], topics: ['Gardening'] };

beforeAll(async () => {
  stand = await startTranscriberStandIn();
  fixture = await makeFixture([{ say: 'My granddaughter Lily came to see me on Sunday.' }, { quiet: 300 }]);
  stand.wordsFor = (pcm) => wordsIn(fixture, pcm);
});
afterAll(() => stand.close());
beforeEach(() => {
  stand.fault = () => 'none';
  stand.seen.interims = [];
});

const deepgram = () => new DeepgramTranscriber({ apiKey: 'dg-test', baseUrl: stand.url, model: 'nova-3' });
const realtime = () => new OpenAiRealtimeTranscriber({ apiKey: 'sk-test', baseUrl: `${stand.httpUrl}/v1`, model: 'gpt-realtime', transcriptionModel: 'gpt-4o-transcribe' });
/** Batch transcription the way Whisper answers: the words of the file it was sent. */
const whisper = () => new BatchTranscriber(async (wav) => wordsIn(fixture, parseWav(wav).samples));

/** Sends the fixture in 20 ms frames, as the listener does while she speaks. */
function speak(stream: ReturnType<Transcriber['open']>) {
  for (let i = 0; i < fixture.pcm.length; i += 160) stream.send(fixture.pcm.subarray(i, i + 160));
}

describe.each([
  ['Deepgram live', deepgram],
  ['OpenAI Realtime', realtime],
])('%s', (_name, make) => {
  it('hears her words as she speaks and gives them whole on a flush', async () => {
    const interims: string[] = [];
    const stream = make().open({ rate: 8000, hints, onInterim: (t) => interims.push(t) });
    speak(stream);
    expect(await stream.flush()).toBe('My granddaughter Lily came to see me on Sunday.');
    expect(interims.length).toBeGreaterThan(0);
    expect('My granddaughter Lily came to see me on Sunday.').toContain(interims[0]!);
    // A flush with no new audio hears nothing, and asks the provider nothing.
    const flushes = stand.seen.flushes;
    expect(await stream.flush()).toBe('');
    expect(stand.seen.flushes).toBe(flushes);
    stream.close();
  });

  it('fails a flush when the provider drops the line', async () => {
    const stream = make().open({ rate: 8000, hints });
    stand.fault = () => 'drop';
    speak(stream);
    await expect(stream.flush()).rejects.toThrow();
    stream.close();
  });
});

describe('hints', () => {
  it('tells Deepgram the names to expect and OpenAI a prompt with them, in English', async () => {
    const before = stand.seen.urls.length;
    for (const make of [deepgram, realtime]) {
      const stream = make().open({ rate: 8000, hints });
      speak(stream);
      await stream.flush();
      stream.close();
    }
    const [dgUrl, oaUrl] = stand.seen.urls.slice(before);
    const q = new URL(dgUrl!, 'ws://x').searchParams;
    expect(q.get('encoding')).toBe('mulaw');
    expect(q.get('sample_rate')).toBe('8000');
    expect(q.get('language')).toBe('en');
    expect(q.getAll('keyterm').join(' ')).toContain('Lily');
    expect(oaUrl).toContain('/v1/realtime');
    const session = stand.seen.sessions.at(-1) as { type: string; audio: { input: { format: { type: string }; transcription: { prompt: string; language: string }; turn_detection: null } } };
    expect(session.type).toBe('transcription');
    expect(session.audio.input.format.type).toBe('audio/pcmu');
    expect(session.audio.input.turn_detection).toBeNull();
    expect(session.audio.input.transcription.language).toBe('en');
    expect(session.audio.input.transcription.prompt).toContain('Margaret Okonkwo');
  });
});

describe('the fallback', () => {
  it('hears her through batch transcription when the stream is refused, and the breaker says so', async () => {
    stand.fault = () => 'refuse';
    const registry = new ProviderHealthRegistry();
    const t = new FallbackTranscriber(deepgram(), whisper(), { registry, deadlineMs: 3000 });
    const stream = t.open({ rate: 8000, hints });
    speak(stream);
    expect(await stream.flush()).toBe('My granddaughter Lily came to see me on Sunday.');
    // The rest of the call goes straight to batch.
    speak(stream);
    expect(await stream.flush()).toBe('My granddaughter Lily came to see me on Sunday.');
    stream.close();
    const [health] = registry.list();
    expect(health).toMatchObject({ role: 'transcriber', provider: 'deepgram', failures: 1 });
  });

  it('does not wait forever on a stream that stopped answering', async () => {
    stand.fault = () => 'hang';
    const t = new FallbackTranscriber(realtime(), whisper(), { deadlineMs: 500 });
    const stream = t.open({ rate: 8000, hints });
    speak(stream);
    expect(await stream.flush()).toBe('My granddaughter Lily came to see me on Sunday.');
    stream.close();
  });
});

describe('a stream that stalls mid-call, with no other transcriber (issue 26)', () => {
  it('is replaced by a new stream sent her audio again: her words are heard, the health view says degraded, and the call goes on hearing', async () => {
    const registry = new ProviderHealthRegistry();
    const t = new FallbackTranscriber(deepgram(), null, { registry });
    const stream = t.open({ rate: 8000, hints });
    const connections = stand.seen.connections;
    const stalled = stand.seen.flushes + 1;
    stand.fault = () => (stand.seen.flushes === stalled ? 'hang' : 'none');
    speak(stream);
    expect(await stream.flush()).toBe('My granddaughter Lily came to see me on Sunday.');
    expect(stand.seen.connections).toBe(connections + 2);
    expect(registry.list()[0]).toMatchObject({ role: 'transcriber', provider: 'deepgram', state: 'degraded' });
    speak(stream);
    expect(await stream.flush()).toBe('My granddaughter Lily came to see me on Sunday.');
    stream.close();
    // A new call still gets a stream: a single provider is never given up.
    const next = t.open({ rate: 8000, hints });
    speak(next);
    expect(await next.flush()).toBe('My granddaughter Lily came to see me on Sunday.');
    next.close();
  });
});
