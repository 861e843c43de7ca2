import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWav } from '../lib/audio-codec.js';
import { createTestContext } from '../testing/test-app.js';
import { buildOpening } from '../calls/pipeline/conversation/call-plan.js';
import { CompanionSession } from '../providers/brain/local.js';
import { samplePlan } from './sample-call.js';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SAMPLE_CALL_NUMBER: '+18005550123' } });
});
afterAll(async () => ctx?.close());

describe('the sample call', () => {
  it('names the sample line as people read it', async () => {
    const res = await ctx.app.request('/api/sample-call');
    expect(await res.json()).toMatchObject({ phoneNumber: '+18005550123', phoneDisplay: '(800) 555-0123', audioUrl: '/api/sample-call/audio', durationSeconds: 30 });
  });

  it('sounds like a real call: the opening every call says, and the embedded companion’s own answers to Walter', async () => {
    const { transcript } = (await (await ctx.app.request('/api/sample-call')).json()) as { transcript: Array<{ speaker: string; text: string }> };
    expect(transcript[0]).toEqual({ speaker: 'companion', text: buildOpening('Walter', 'Sarah') });
    // The same replies a call gets: played through the embedded companion, line by line.
    const plan = samplePlan();
    const session = new CompanionSession(plan);
    const lines: Array<{ speaker: 'companion' | 'recipient'; text: string; at: string }> = [];
    for (const line of transcript) {
      if (line.speaker === 'companion' && lines.length) expect(line.text).toBe(session.respond({ transcript: lines, phase: 'conversation', elapsedMs: 60_000 }));
      lines.push({ speaker: line.speaker as 'companion' | 'recipient', text: line.text, at: '' });
    }
    expect(transcript.map((l) => l.text).join(' ')).toContain('Are your tomatoes ripe yet?');
  });

  it('plays 30 seconds of real speech made by the voice port, the same bytes every time', async () => {
    const res = await ctx.app.request('/api/sample-call/audio');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    const wav = new Uint8Array(await res.arrayBuffer());
    const pcm = parseWav(wav);
    expect(pcm.samples.length / pcm.sampleRate).toBeCloseTo(30, 1);
    // Speech, not silence: a good share of the samples carry sound.
    const loud = pcm.samples.filter((s) => Math.abs(s) > 500).length;
    expect(loud / pcm.samples.length).toBeGreaterThan(0.1);
    const again = new Uint8Array(await (await ctx.app.request('/api/sample-call/audio')).arrayBuffer());
    expect(Buffer.from(again).equals(Buffer.from(wav))).toBe(true);
  });

  it('has no line to dial when none is configured', async () => {
    const bare = await createTestContext();
    try {
      expect(await (await bare.app.request('/api/sample-call')).json()).toMatchObject({ phoneNumber: null, phoneDisplay: null });
    } finally {
      await bare.close();
    }
  });
});
