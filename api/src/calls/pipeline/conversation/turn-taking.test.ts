import { describe, expect, it } from 'vitest';
import { companionMidSentence, conversationOn, FakeClock, ScriptedLine, settle } from '../../../testing/conversation-parts.js';

/** The listener stage on the conversation's side, on a clock the test moves (no waiting in real time). */
describe('turn-taking', () => {
  it('on a text line, waits the reply pause before answering, and holds it while she goes on', async () => {
    const clock = new FakeClock();
    const line = new ScriptedLine();
    const { conversation } = conversationOn(line, clock);
    conversation.start();
    await settle();
    const opening = line.said.length;
    line.say('I made a cake this morning');
    await clock.advance(700);
    expect(line.said.length).toBe(opening);
    // She goes on: the reply waits three pauses for the rest of her thought.
    line.emit({ type: 'speech-start' });
    await clock.advance(2000);
    expect(line.said.length).toBe(opening);
    line.emit({ type: 'speech', text: 'with my granddaughter', final: true });
    await clock.advance(800);
    expect(line.said.length).toBeGreaterThan(opening);
    conversation.stop('completed');
  });

  it('lets a nod pass while the companion speaks, and stops for speech that goes on', async () => {
    const { clock, line, conversation } = await companionMidSentence();
    expect(line.playing).toBe(true);
    // A nod while it speaks: recorded, nothing cut off.
    line.say('mm');
    await clock.advance(2000);
    expect(line.clears).toBe(0);
    expect(conversation.lines.some((l) => l.speaker === 'recipient' && l.text === 'mm')).toBe(true);
    // Speech that goes on for the barge-in time stops the companion.
    line.emit({ type: 'speech-start' });
    await clock.advance(899);
    expect(line.clears).toBe(0);
    await clock.advance(1);
    expect(line.clears).toBe(1);
    conversation.stop('completed');
  });

  it('on a line that listens, answers at once when her turn is over and keeps where the time went', async () => {
    const clock = new FakeClock();
    const line = new ScriptedLine({ endpointing: true });
    const { conversation } = conversationOn(line, clock);
    conversation.start();
    await settle();
    line.emit({ type: 'speech-start' });
    line.emit({ type: 'speech', text: 'My son is visiting on Sunday.', final: true, timing: { speechEndedAgoMs: 600, transcriptAt: clock.now() - 300 } });
    await settle();
    const reply = conversation.lines.at(-1)!;
    expect(reply.speaker).toBe('companion');
    expect(reply.latency).toMatchObject({ transcript: 300, decided: 600 });
    conversation.stop('completed');
  });
});

/** A line that listens (issue 26): the listener says when her words look finished and when her turn is over. */
describe('a reply prepared while her turn is judged', () => {
  const timing = (clock: FakeClock) => ({ speechEndedAgoMs: 300, transcriptAt: clock.now() });
  /** A call on a line that listens, past its opening. */
  async function listeningCall(autoPlay = true) {
    const clock = new FakeClock();
    const line = new ScriptedLine({ endpointing: true, autoPlay });
    const { conversation } = conversationOn(line, clock);
    conversation.start();
    await line.playAll();
    return { clock, line, conversation, opening: line.said.length };
  }

  it('is made when her words look finished but not played until her turn is over', async () => {
    const { clock, line, conversation, opening } = await listeningCall();
    line.emit({ type: 'speech-start' });
    line.emit({ type: 'speech', text: 'My son is visiting on Sunday.', final: true, tentative: true, timing: timing(clock) });
    await clock.advance(2000);
    expect(line.said.length).toBe(opening);
    expect(conversation.lines.filter((l) => l.speaker === 'recipient')).toEqual([]);
    line.emit({ type: 'speech', text: 'My son is visiting on Sunday.', final: true, timing: timing(clock) });
    await settle();
    expect(line.said.length).toBeGreaterThan(opening);
    expect(conversation.lines.map((l) => l.speaker).slice(-2)).toEqual(['recipient', 'companion']);
    conversation.stop('completed');
  });

  it('is dropped when she goes on, and the reply follows her whole turn', async () => {
    const { clock, line, conversation, opening } = await listeningCall();
    line.emit({ type: 'speech-start' });
    line.emit({ type: 'speech', text: 'I went to the market.', final: true, tentative: true, timing: timing(clock) });
    await settle();
    line.emit({ type: 'speech-start' });
    await clock.advance(3000);
    expect(line.said.length).toBe(opening);
    line.emit({ type: 'speech', text: 'I went to the market. I bought apples for a pie.', final: true, timing: timing(clock) });
    await settle();
    expect(line.said.length).toBeGreaterThan(opening);
    expect(conversation.lines.filter((l) => l.speaker === 'recipient').map((l) => l.text)).toEqual(['I went to the market. I bought apples for a pie.']);
    conversation.stop('completed');
  });

  it('stops at once when she goes on as it begins, keeps nothing of it, and answers her whole turn', async () => {
    const { clock, line, conversation } = await listeningCall(false);
    const before = conversation.lines.filter((l) => l.speaker === 'companion').length;
    line.emit({ type: 'speech-start' });
    line.emit({ type: 'speech', text: 'We went to the lake.', final: true, timing: timing(clock) });
    await settle();
    expect(line.playing).toBe(true);
    // She goes on a moment after the reply began (a false end).
    line.emit({ type: 'interrupt', resumed: true });
    await settle();
    expect(line.clears).toBe(1);
    expect(conversation.lines.filter((l) => l.speaker === 'companion')).toHaveLength(before);
    line.emit({ type: 'speech-start' });
    line.emit({ type: 'speech', text: 'My father took us every summer.', final: true, timing: timing(clock) });
    await line.playAll();
    const after = conversation.lines.slice(-3).map((l) => l.speaker);
    expect(after).toEqual(['recipient', 'recipient', 'companion']);
    conversation.stop('completed');
  });

  it('never answers a nod the listener heard over its speech, however it is spelt', async () => {
    const { clock, line, conversation } = await listeningCall(false);
    line.emit({ type: 'speech-start' });
    line.emit({ type: 'speech', text: 'I made a cake.', final: true, timing: timing(clock) });
    await settle();
    expect(line.playing).toBe(true);
    for (const nod of ['Mm-hm.', 'I am home', 'uh huh yeah']) {
      line.emit({ type: 'speech-start' });
      line.emit({ type: 'speech', text: nod, final: true, nod: true, timing: timing(clock) });
      await settle();
    }
    expect(line.clears).toBe(0);
    expect(line.playing).toBe(true);
    conversation.stop('completed');
  });
});
