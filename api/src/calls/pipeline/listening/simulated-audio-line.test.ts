/**
 * The simulated phone as an audio line (issue 12): scripted recipients speak their lines as
 * 8 kHz speech through the same listening front end as a Twilio caller (Silero, the turn
 * policy, barge-in), with their words attached to the audio. The whole call goes through the
 * dialer and the call engine, as in the product.
 */
import { describe, expect, it } from 'vitest';
import { SCRIPTS } from '../../../providers/telephony/simulated/scripted-recipient.js';
import { makeCall, makeRecipient, settleCall } from '../../lifecycle/test-fixtures.js';
import { useSimulatedDialer } from '../../../testing/simulated-dialer.js';

const clock = new Date('2026-11-24T15:00:00Z');
const ctx = useSimulatedDialer(() => clock, { timing: { replyDelayMs: 20, silenceMs: 4000, maxReprompts: 1 }, line: { playbackRate: 8, scriptedSpeech: 'audio' } });
const { telephony } = ctx;

const settle = (callId: string, ms = 60_000) => settleCall(ctx.deps, callId, ms);

describe('the simulated phone as an audio line', () => {
  it('hears every line the cheerful recipient speaks, in order, and the call ends on her goodbye', async () => {
    const { recipient } = await makeRecipient(ctx.db, { phone: '+12125550103' });
    const call = await makeCall(ctx.db, recipient.id, { dueAt: clock });
    const done = await settle(call.id);
    expect(done.state).toBe('completed');
    const hers = done.transcript.filter((l) => l.speaker === 'recipient').map((l) => l.text);
    const script = SCRIPTS['0103']!.lines.map((l) => l.say!);
    expect(hers.length).toBeGreaterThan(3);
    expect(hers).toEqual(script.slice(0, hers.length));
    // Each reply says where its time went, measured from the end of her speech in the audio.
    const replies = done.transcript.filter((l) => l.speaker === 'companion' && l.latency);
    expect(replies.length).toBeGreaterThan(2);
    for (const r of replies) expect(r.latency!.decided).toBeGreaterThanOrEqual(600);
  });

  it('is not cut off by a nod, and stops for a real interruption', async () => {
    const { recipient } = await makeRecipient(ctx.db, { phone: '+12125550107' });
    const call = await makeCall(ctx.db, recipient.id, { dueAt: clock });
    const done = await settle(call.id);
    const lines = done.transcript.map((l) => `${l.speaker}: ${l.text}`);
    // The interruption is heard whole, and the reply it cut off is marked as cut off.
    const cut = lines.findIndex((l) => l.includes('my neighbour just brought me flowers'));
    expect(cut).toBeGreaterThan(0);
    expect(done.transcript.some((l) => l.speaker === 'companion' && l.text.endsWith('—'))).toBe(true);
    // Only one reply was cut off: the nod ("mm") stopped nothing.
    expect(done.transcript.filter((l) => l.speaker === 'companion' && l.text.endsWith('—'))).toHaveLength(1);
  });

  it('hears a fall in her own voice and raises the alarm', async () => {
    const { recipient } = await makeRecipient(ctx.db, { phone: '+12125550104' });
    const call = await makeCall(ctx.db, recipient.id, { dueAt: clock });
    const done = await settle(call.id);
    expect(done.flags).toMatchObject([{ kind: 'distress', category: 'fall' }]);
    expect(done.transcript.some((l) => l.speaker === 'recipient' && l.text === "I fell in the bathroom and I can't get up.")).toBe(true);
  });
});
