/**
 * Listening on a real line, proven on audio (issue 12). Her voice is espeak speech made
 * here, through the project's mu-law codec, at a chosen level, with pauses, nods, a cough,
 * a fan or a television; it is sent as Twilio sends a caller, over the real media WebSocket
 * route, and her words are transcribed as she speaks by the real `@deepgram/sdk` against a
 * local stand-in that answers with the words of the fixture audio it was sent (interim words
 * as audio arrives, final words on Finalize); batch transcription through the real openai SDK
 * stands behind it, as in production. The line's far end holds each
 * companion sentence "playing" until the test lets it finish, as a phone would.
 */
import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { mediaTokenFor } from '../../lifecycle/call-engine.js';
import { makeCall, makeRecipient } from '../../lifecycle/test-fixtures.js';
import { calls, recipients, type TranscriptLine } from '../../../db/schema/index.js';
import { LocalBrain } from '../../../providers/brain/local.js';
import { OpenAiBrain } from '../../../providers/brain/real.js';
import type { Brain } from '../ports/brain.js';
import { parseWav } from '../../../lib/audio-codec.js';
import { LocalVoice } from '../../../providers/voice/local.js';
import { startTestServer } from '../../../testing/test-server.js';
import { makeFixture, wordsIn, type AudioFixture, type FixtureOptions, type Part } from '../../../testing/audio-fixtures.js';
import { startTranscriberStandIn, type TranscriberStandIn } from '../../../testing/transcriber-stand-ins.js';

const SID = 'AC' + '0123456789abcdef'.repeat(2);
const TOKEN = 'twilio-test-auth-token-0123456789';

/** Every fixture sent so far in a test; the stand-in finds which one a stretch of audio came from. */
let heard: AudioFixture[] = [];
let standIn: Server;
let standInUrl = '';
/** Batch transcription requests (the fallback behind the stream). */
let batchRequests = 0;
let deepgram: TranscriberStandIn;
/** Her words in a stretch of audio: those of the fixture it came from. */
const wordsOf = (pcm: Int16Array) => heard.map((f) => wordsIn(f, pcm)).find(Boolean) ?? '';
/** Twilio's REST API (the companion's hang-up): accepts and records. */
let twilioApi: Server;

function listen(server: Server): Promise<string> {
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as { port: number }).port}`)));
}

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  standIn = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    if (!req.url?.includes('/audio/transcriptions')) {
      res.writeHead(404).end();
      return;
    }
    // The multipart upload carries one WAV file: find it, read its samples, answer its words.
    batchRequests++;
    const riff = body.indexOf('RIFF');
    const pcm = riff >= 0 ? parseWav(new Uint8Array(body.subarray(riff))).samples : new Int16Array(0);
    const text = wordsOf(pcm);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ text }));
  });
  standInUrl = await listen(standIn);
  twilioApi = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ sid: 'CA0', status: 'completed', account_sid: SID }));
  });
  await listen(twilioApi);
  deepgram = await startTranscriberStandIn();
  deepgram.wordsFor = wordsOf;
  const transcriber = new OpenAiBrain({ apiKey: 'sk-test', baseUrl: `${standInUrl}/v1`, model: 'gpt-test', transcriptionModel: 'whisper-1' });
  // The embedded companion answers; the real openai SDK transcribes.
  const brain: Brain = Object.assign(new LocalBrain(), { transcribe: (wav: Uint8Array, signal?: AbortSignal) => transcriber.transcribe(wav, signal) });
  server = await startTestServer({
    env: {
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM_NUMBER: '+12125550000',
      OPENAI_API_KEY: 'sk-test',
      DEEPGRAM_API_KEY: 'dg-test',
      DEEPGRAM_BASE_URL: deepgram.url,
      CALL_STREAM_RESUME_SECONDS: '1',
    },
    providers: { voice: new LocalVoice(), brain },
  });
  server.deps.now = () => new Date('2026-11-24T15:00:00Z');
});

afterAll(async () => {
  await server?.close();
  await new Promise((r) => standIn.close(r));
  await new Promise((r) => twilioApi.close(r));
  await deepgram?.close();
});

const db = () => server.deps.database.db;

async function until(check: () => Promise<boolean> | boolean, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * A call in progress and Twilio's side of its media stream. Companion sentences stay
 * "playing" until `finishPlaying()`: what a phone does while the audio is heard.
 */
async function liveCall() {
  const { recipient } = await makeRecipient(db(), { phone: '+12125550142' });
  const callSid = `CA${crypto.randomUUID().replace(/-/g, '')}`;
  const call = await makeCall(db(), recipient.id, { state: 'ringing', dueAt: new Date(), providerCallId: callSid });
  const streamSid = `MZ${call.id.replace(/-/g, '')}`;
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/webhooks/twilio/media`);
  const marks: string[] = [];
  let clears = 0;
  ws.on('message', (d) => {
    const msg = JSON.parse(String(d)) as { event: string; mark?: { name: string } };
    if (msg.event === 'mark') marks.push(msg.mark!.name);
    if (msg.event === 'clear') {
      clears++;
      marks.length = 0;
    }
  });
  await new Promise((r) => ws.once('open', r));
  ws.send(JSON.stringify({ event: 'start', start: { streamSid, callSid, customParameters: { callId: call.id, token: mediaTokenFor(server.deps, call.id) } } }));
  const transcript = async (): Promise<TranscriptLine[]> => (await db().select({ t: calls.transcript }).from(calls).where(eq(calls.id, call.id)))[0]!.t;
  const line = {
    get clears() {
      return clears;
    },
    /** Sentences sent and not yet played to the end. */
    get playing() {
      return marks.length;
    },
    /** She speaks: the fixture's audio, as 20 ms media frames. */
    async say(parts: Part[], opts?: FixtureOptions) {
      const fixture = await makeFixture(parts, opts);
      heard.push(fixture);
      for (const payload of fixture.frames) ws.send(JSON.stringify({ event: 'media', streamSid, media: { track: 'inbound', payload } }));
      return fixture;
    },
    /** Everything sent so far has been heard to the end. */
    finishPlaying() {
      for (const name of marks.splice(0)) ws.send(JSON.stringify({ event: 'mark', streamSid, mark: { name } }));
    },
    transcript,
    companion: async () => (await transcript()).filter((l) => l.speaker === 'companion').map((l) => l.text),
    recipient: async () => (await transcript()).filter((l) => l.speaker === 'recipient').map((l) => l.text),
    close: () => ws.close(),
    /** Her pauses as kept for the next call. */
    keptPauses: async () => (await db().select({ p: recipients.pausesMs }).from(recipients).where(eq(recipients.id, recipient.id)))[0]!.p,
  };
  return line;
}

/** Lets the opening play out (three sentences) and waits until the companion is listening. */
async function pastOpening(line: Awaited<ReturnType<typeof liveCall>>) {
  await until(() => line.playing >= 1);
  while ((await line.companion()).length === 0) {
    line.finishPlaying();
    await new Promise((r) => setTimeout(r, 30));
  }
}

/** Plays whatever the companion says until it has spoken `n` lines in all. */
async function companionLines(line: Awaited<ReturnType<typeof liveCall>>, n: number) {
  await until(async () => {
    line.finishPlaying();
    return (await line.companion()).length >= n;
  });
}

describe('listening on a real phone line', () => {
  it('hears the AI disclosure whole: a "Hello?" at pick-up does not cut it off', async () => {
    heard = [];
    const line = await liveCall();
    await until(() => line.playing >= 1);
    await line.say([{ say: 'Hello? Hello? Who is this?' }, { quiet: 1500 }]);
    await new Promise((r) => setTimeout(r, 500));
    expect(line.clears).toBe(0);
    await pastOpening(line);
    const [opening] = await line.companion();
    expect(opening).toMatch(/^Hello, this is Fondly, an AI companion calling on behalf of .+\. This call is written down so your family can share in it\. It's so nice to talk with you/);
    line.close();
  });

  for (const level of [-26, -34, -40]) {
    it(`hears every answer spoken at ${level} dBov`, async () => {
      heard = [];
      const line = await liveCall();
      await pastOpening(line);
      await line.say([{ say: 'I am feeling quite well today, thank you for asking.' }, { quiet: 1500 }], { levelDbov: level });
      await until(async () => (await line.recipient()).length === 1);
      expect(await line.recipient()).toEqual(['I am feeling quite well today, thank you for asking.']);
      await companionLines(line, 2);
      line.close();
    });
  }

  it('streams her words to the transcriber as she speaks, told her name; nothing goes to batch', async () => {
    heard = [];
    const before = { batch: batchRequests, flushes: deepgram.seen.flushes, interims: deepgram.seen.interims.length, connections: deepgram.seen.urls.length };
    const line = await liveCall();
    await pastOpening(line);
    await line.say([{ say: 'My daughter Sarah is coming over on Saturday with the children.' }, { quiet: 1500 }]);
    await until(async () => (await line.recipient()).length === 1);
    expect(await line.recipient()).toEqual(['My daughter Sarah is coming over on Saturday with the children.']);
    expect(batchRequests).toBe(before.batch);
    expect(deepgram.seen.flushes).toBeGreaterThan(before.flushes);
    expect(deepgram.seen.interims.length).toBeGreaterThan(before.interims);
    const url = new URL(deepgram.seen.urls[before.connections]!, 'ws://x');
    expect(url.searchParams.getAll('keyterm')).toContain('Margaret');
    // The reply records where its time went, from the end of her speech in the audio.
    await companionLines(line, 2);
    const reply = (await line.transcript()).filter((l) => l.speaker === 'companion')[1]!;
    expect(reply.latency).toBeDefined();
    const t = reply.latency!;
    // Her words were final before the turn was over; the turn waited the pause after a complete thought.
    expect(t.transcript).toBeLessThanOrEqual(t.decided);
    expect(t.decided).toBeGreaterThanOrEqual(600);
    expect(t.firstToken).not.toBeNull();
    expect(t.firstAudio!).toBeGreaterThanOrEqual(t.firstToken!);
    expect(t.firstSentencePlayed!).toBeGreaterThanOrEqual(t.firstAudio!);
    line.close();
  });

  it('still hears her when the streaming transcriber drops: batch transcription takes over', async () => {
    heard = [];
    const before = batchRequests;
    deepgram.fault = () => 'drop';
    try {
      const line = await liveCall();
      await pastOpening(line);
      await line.say([{ say: 'The roses in my garden are blooming again.' }, { quiet: 1500 }]);
      await until(async () => (await line.recipient()).length === 1);
      expect(await line.recipient()).toEqual(['The roses in my garden are blooming again.']);
      expect(batchRequests).toBeGreaterThan(before);
      await companionLines(line, 2);
      line.close();
    } finally {
      deepgram.fault = () => 'none';
    }
  });

  it('does not believe a stock "Thank you." made out of a murmur, but hears hers', async () => {
    heard = [];
    const line = await liveCall();
    await pastOpening(line);
    const sent = deepgram.seen.audioBytes;
    // A breath-quiet murmur the detector takes for speech, which a recogniser "hears" as thanks.
    const murmur = await line.say([{ say: 'mm hmm mm' }, { quiet: 1500 }], { levelDbov: -45 });
    deepgram.wordsFor = (pcm) => (wordsIn(murmur, pcm) ? 'Thank you.' : wordsOf(pcm));
    try {
      // The detector heard it: its audio went to the transcriber.
      await until(() => deepgram.seen.audioBytes > sent);
      // Her own, clear "Thank you." is hers.
      await line.say([{ say: 'Thank you.' }, { quiet: 1500 }], { levelDbov: -34 });
      await until(async () => (await line.recipient()).length >= 1);
      expect(await line.recipient()).toEqual(['Thank you.']);
      line.close();
    } finally {
      deepgram.wordsFor = wordsOf;
    }
  });

  for (const pause of [1500, 3000]) {
    it(`never talks over a ${pause / 1000} s pause in the middle of a thought`, async () => {
      heard = [];
      const line = await liveCall();
      await pastOpening(line);
      await line.say([{ say: 'When I was a little girl my father had a bakery, and' }, { quiet: pause }, { say: 'every Sunday we sold bread to the whole street.' }, { quiet: 1500 }]);
      await until(async () => (await line.recipient()).length >= 1);
      await companionLines(line, 2);
      // One turn, whole; the companion said nothing in her pause.
      expect(await line.recipient()).toEqual(['When I was a little girl my father had a bakery, and every Sunday we sold bread to the whole street.']);
      const t = await line.transcript();
      const herTurn = t.findIndex((l) => l.speaker === 'recipient');
      expect(t.slice(1, herTurn).filter((l) => l.speaker === 'companion')).toEqual([]);
      // Her rhythm is kept for the next call: the pause she went on from.
      line.close();
      await until(async () => (await line.keptPauses()).length > 0);
      const [kept] = await line.keptPauses();
      expect(kept).toBeGreaterThan(pause - 500);
      expect(kept).toBeLessThan(pause + 500);
    });
  }

  it('is not cut off by nods or a cough, and stops at once for a real interruption', async () => {
    heard = [];
    const line = await liveCall();
    await pastOpening(line);
    await line.say([{ say: 'I had a lovely walk in the park with my dog this morning.' }, { quiet: 1200 }]);
    // The reply is playing (its sentences are held on the line): she nods and coughs.
    await until(() => line.playing >= 1);
    // (Audio goes faster than real time here: the quiet puts the nods past the reply's first moments, where going on would be her turn.)
    await line.say([{ quiet: 1000 }, { say: 'mm' }, { quiet: 800 }, { say: 'yes' }, { quiet: 800 }, { cough: true }, { quiet: 1200 }]);
    await new Promise((r) => setTimeout(r, 800));
    expect(line.clears).toBe(0);
    // Now she really cuts in.
    await line.say([{ say: 'Oh wait, I wanted to tell you about my granddaughter Lily.' }, { quiet: 1500 }]);
    await until(() => line.clears > 0);
    await until(async () => (await line.recipient()).some((t) => t.includes('granddaughter Lily')));
    line.close();
  });

  it('never lets noise alone open or hold a turn: a fan, then a television, then her answer is heard', async () => {
    heard = [];
    const line = await liveCall();
    await pastOpening(line);
    await line.say([{ noiseOnly: 6000 }], { fanDbov: -30 });
    await line.say([{ noiseOnly: 9000 }], { tvDbov: -42 });
    await line.say([{ say: 'Sorry, the television was on. I am doing fine.' }, { quiet: 1500 }], { tvDbov: -42 });
    await until(async () => (await line.recipient()).length >= 1);
    expect(await line.recipient()).toEqual(['Sorry, the television was on. I am doing fine.']);
    await companionLines(line, 2);
    line.close();
  });

  it('says the last sentence again, more slowly, when she asks "Pardon?"', async () => {
    heard = [];
    const line = await liveCall();
    await pastOpening(line);
    await line.say([{ say: 'I am well, thank you.' }, { quiet: 1200 }]);
    await companionLines(line, 2);
    const reply = (await line.companion())[1]!;
    const last = reply.split(/(?<=[.!?])\s+/).pop()!;
    await line.say([{ say: 'Pardon? What did you say?' }, { quiet: 1200 }]);
    await companionLines(line, 3);
    expect((await line.companion())[2]).toBe(last);
    line.close();
  });
});
