import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { margaretsPlan } from '../../testing/conversation-parts.js';
import type { CallChannel, ChannelEvent, CompanionSpeech } from '../../calls/pipeline/conversation/channel.js';
import { Conversation, CRACKLY_LINE, type EndReason } from '../../calls/pipeline/conversation/engine.js';
import type { TranscriptLine } from '../../db/schema/index.js';
import { utteranceFrames } from '../../testing/media-frames.js';
import { startProviderStandIns, STAND_IN_AUDIO_BYTE, type StandIns } from '../../testing/provider-stand-ins.js';
import { LocalBrain } from '../brain/local.js';
import { OpenAiBrain } from '../brain/real.js';
import { TwilioMediaChannel } from '../telephony/twilio/media.js';
import { transcriberOf } from '../transcriber/index.js';
import { LocalVoice } from '../voice/local.js';
import { ElevenLabsVoice } from '../voice/real.js';
import { ProviderHealthRegistry } from '../../lib/circuit-breaker.js';
import { ResilientBrain } from './brain.js';
import { ResilientVoice } from './voice.js';

/**
 * The fallback ladder with the real openai and ElevenLabs SDKs against local stand-ins
 * that fail on cue: each fault is heard as a fallback, never as dead air, and the
 * transcript holds what was actually played.
 */
let stand: StandIns;
const offline = new LocalVoice();
beforeAll(async () => {
  stand = await startProviderStandIns();
  await offline.warm();
});
afterAll(async () => {
  await stand.close();
  await offline.close();
});
beforeEach(() => {
  stand.model.fault = () => 'none';
  stand.voice.fault = () => 'none';
  stand.transcriber.fault = () => 'none';
  stand.seen.chat = 0;
  stand.seen.speech = [];
});

/** A telephone line that plays audio: it reads each sentence's audio to the end and notes whose voice it was. */
class AudioLine implements CallChannel {
  readonly audioFormat = 'ulaw_8000' as const;
  readonly played: Array<{ text: string; source: 'provider' | 'offline' | 'none' }> = [];
  private listener: (e: ChannelEvent) => void = () => {};
  async play(speech: CompanionSpeech): Promise<'played' | 'cleared'> {
    let bytes = 0;
    let provider = true;
    for await (const chunk of speech.audio ?? []) {
      bytes += chunk.length;
      if (chunk.some((b) => b !== STAND_IN_AUDIO_BYTE)) provider = false;
    }
    this.played.push({ text: speech.text, source: bytes === 0 ? 'none' : provider ? 'provider' : 'offline' });
    await new Promise((r) => setTimeout(r, 20));
    return 'played';
  }
  clear() {}
  async hangup() {}
  onEvent(listener: (e: ChannelEvent) => void) {
    this.listener = listener;
  }
  say(text: string) {
    this.listener({ type: 'speech-start' });
    this.listener({ type: 'speech', text, final: true });
  }
}

const plan = margaretsPlan;

function providers() {
  const registry = new ProviderHealthRegistry();
  const brain = new ResilientBrain(new OpenAiBrain({ apiKey: 'sk-test', baseUrl: `${stand.url}/v1`, model: 'gpt-test', transcriptionModel: 'whisper-1' }), new LocalBrain(), {
    registry,
    deadlines: { firstTokenMs: 400, transcriptMs: 400 },
  });
  const voice = new ResilientVoice(new ElevenLabsVoice({ apiKey: 'xi-test', voices: { female: 'f1', male: 'm1' }, modelId: 'eleven_test', baseUrl: stand.url }), offline, { registry, firstAudioMs: 400 });
  return { registry, brain, voice };
}

async function until(check: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

function call(channel: CallChannel = new AudioLine(), p = providers()) {
  const lines: TranscriptLine[] = [];
  let ended: EndReason | null = null;
  const conversation = new Conversation({
    plan: plan(),
    brain: p.brain,
    voice: p.voice,
    channel,
    timing: { replyDelayMs: 20, silenceMs: 600, bargeInMs: 150, maxReprompts: 2, softCapMs: 60_000, goodbyeAtMs: 70_000, hardCapMs: 80_000 },
    hooks: {
      onLine: (l) => void lines.push(l),
      onFlag: async () => {},
      onEnd: ({ reason }) => void (ended = reason),
    },
  });
  conversation.start();
  const companion = () => lines.filter((l) => l.speaker === 'companion').map((l) => l.text);
  return { conversation, lines, companion, ended: () => ended, ...p };
}

describe('the model falls back to the embedded companion', () => {
  it('answers a turn with the embedded companion when the model does not answer in time, without a misleading "still here"', async () => {
    const line = new AudioLine();
    const c = call(line);
    await until(() => c.companion().length === 1);
    stand.model.fault = () => 'hang';
    line.say("I'm fine, thank you.");
    await until(() => c.companion().length === 2);
    const reply = c.companion()[1]!;
    // The embedded companion's turn: she already said how she feels, so it asks the next check-in.
    expect(reply).toContain('How have you been sleeping?');
    expect(reply).not.toContain("I'm still here");
    expect(line.played.map((p) => p.text).join(' ')).toContain('How have you been sleeping?');
    c.conversation.stop('completed');
  });

  it('keeps what the model said before it broke off mid-reply, never half a sentence, then carries on with the embedded line', async () => {
    const line = new AudioLine();
    const c = call(line);
    await until(() => c.companion().length === 1);
    stand.model.fault = () => 'error-mid-stream';
    stand.model.reply = () => 'That sounds lovely. What did you have for lunch today?';
    line.say('I went for a walk this morning.');
    await until(() => c.companion().length === 2);
    const reply = c.companion()[1]!;
    expect(reply.startsWith('That sounds lovely.')).toBe(true);
    expect(reply).not.toContain('lunch');
    // The embedded companion carries on from what she said (decision 146: her words said back, then an invitation).
    expect(reply.slice('That sounds lovely.'.length)).toMatch(/\bwalk\b.*\?|\bwalk\b.*Tell me/);
    // The transcript is what was played, sentence for sentence.
    const heard = line.played.slice(-reply.split(/(?<=[.!?])\s+/).length).map((p) => p.text).join(' ');
    expect(heard).toBe(reply);
    c.conversation.stop('completed');
  });

  it('marks a model that keeps failing as degraded, and later turns go straight to the embedded companion', async () => {
    const line = new AudioLine();
    const c = call(line);
    await until(() => c.companion().length === 1);
    stand.model.fault = () => 'error';
    for (const [i, said] of ['Fine, thanks.', 'I slept well.', 'I had eggs.'].entries()) {
      line.say(said);
      await until(() => c.companion().length === 2 + i);
    }
    expect(c.registry.list().find((h) => h.role === 'model')).toMatchObject({ state: 'degraded', consecutiveFailures: 3 });
    const asked = stand.seen.chat;
    line.say('Nothing is worrying me.');
    await until(() => c.companion().length === 5);
    expect(stand.seen.chat).toBe(asked);
    c.conversation.stop('completed');
  });
});

describe('the voice falls back to the offline voice', () => {
  it('speaks the second sentence offline when the voice fails on it, and the transcript keeps all three', async () => {
    const line = new AudioLine();
    stand.voice.fault = (text) => (text.startsWith('This call is written down') ? 'error' : 'none');
    const c = call(line);
    await until(() => c.companion().length === 1);
    const opening = line.played.slice(0, 3);
    expect(opening.map((p) => p.source)).toEqual(['provider', 'offline', 'provider']);
    expect(c.companion()[0]).toBe(plan().opening);
    c.conversation.stop('completed');
  });

  it('does not wait for slow first audio: the offline voice says the sentence', async () => {
    const line = new AudioLine();
    stand.voice.fault = (text) => (text.startsWith('Hello, this is Fondly') ? 'slow-first-audio' : 'none');
    const c = call(line);
    await until(() => c.companion().length === 1);
    expect(line.played[0]).toMatchObject({ text: 'Hello, this is Fondly, an AI companion calling on behalf of Sarah.', source: 'offline' });
    expect(c.companion()[0]).toBe(plan().opening);
    c.conversation.stop('completed');
  });

  it('has the distress answer ready before it is needed: it plays from the audio made at the start when the voice has gone down', async () => {
    const line = new AudioLine();
    const c = call(line);
    await until(() => c.companion().length === 1);
    await until(() => stand.seen.speech.some((t) => t.includes('please call 911')));
    stand.voice.fault = () => 'hang';
    const requests = stand.seen.speech.length;
    line.say("I fell and I can't get up.");
    await until(() => line.played.some((p) => p.text.includes('911')));
    const distress = line.played.filter((p) => p.text.includes('911'));
    expect(distress.every((p) => p.source === 'provider')).toBe(true);
    expect(stand.seen.speech.length).toBe(requests);
    // She is not hung up on: the companion stays with her.
    expect(c.ended()).toBeNull();
  });
});

/** A Twilio media stream in a test: marks are echoed as Twilio does once audio has played. */
function mediaLine(brain: ResilientBrain) {
  let channel!: TwilioMediaChannel;
  channel = new TwilioMediaChannel(
    {
      send: (data) => {
        const msg = JSON.parse(data) as { event: string; mark?: { name: string } };
        if (msg.event === 'mark') setTimeout(() => channel.mark(msg.mark!.name), 10);
      },
      close: () => {},
    },
    { transcriber: transcriberOf({ brain }), hangup: async () => {} },
  );
  channel.start('MZtest');
  return {
    channel,
    speak: () => {
      for (const f of utteranceFrames(900)) channel.media(f);
    },
  };
}

describe('the transcriber', () => {
  it('asks her to say it again when her words cannot be made out', async () => {
    const p = providers();
    const media = mediaLine(p.brain);
    const c = call(media.channel, p);
    await until(() => c.companion().length === 1);
    stand.transcriber.fault = () => 'error';
    media.speak();
    // On a loaded machine a "take your time" may come first; what matters is that she is asked again.
    await until(() => c.companion().includes(CRACKLY_LINE));
    expect(c.lines.filter((l) => l.speaker === 'recipient')).toEqual([]);
    c.conversation.stop('completed');
  });

  it('re-prompts after a cough (an empty transcript), as after any silence', async () => {
    const p = providers();
    const media = mediaLine(p.brain);
    const c = call(media.channel, p);
    await until(() => c.companion().length === 1);
    stand.transcriber.fault = () => 'empty';
    media.speak();
    await until(() => c.companion().length === 2);
    expect(c.companion()[1]).toContain("I'm still here whenever you're ready");
    c.conversation.stop('completed');
  });
});

describe('operators see provider health', () => {
  it('shows a degraded model on GET /api/calls/provider-health, and only to operators', async () => {
    const { createTestContext, operatorHeaders } = await import('../../testing/test-app.js');
    const p = providers();
    const ctx = await createTestContext({ providers: { brain: p.brain, voice: p.voice, health: p.registry } });
    try {
      stand.model.fault = () => 'error';
      const session = p.brain.startSession(plan());
      for (let i = 0; i < 3; i++) for await (const _ of session.reply({ transcript: [{ speaker: 'recipient', text: 'Hello', at: new Date().toISOString() }], phase: 'conversation', elapsedMs: 0 }));
      expect((await ctx.app.request('/api/calls/provider-health')).status).toBe(401);
      const res = await ctx.app.request('/api/calls/provider-health', { headers: operatorHeaders });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { providers: Array<{ role: string; state: string; lastFailure: { reason: string } | null }> };
      const model = body.providers.find((x) => x.role === 'model')!;
      expect(model.state).toBe('degraded');
      // Why, in a few words: the 500 (or, on a slow machine, the missed deadline).
      expect(model.lastFailure?.reason).toMatch(/500|did not arrive/);
      expect(body.providers.find((x) => x.role === 'voice')!.state).toBe('healthy');
    } finally {
      await ctx.close();
    }
  });
});
