import { describe, expect, it } from 'vitest';
import { conversationOn, FakeClock, ScriptedLine, settle } from '../../../testing/conversation-parts.js';
import { REPROMPTS, silenceGoodbye, timeUpGoodbye } from './fixed-lines.js';

/** The dialogue stage, on a clock the test moves: twelve seconds of silence take no time at all. */
describe('the dialogue', () => {
  it('re-prompts gently after each silence, then says a polite goodbye and ends the call', async () => {
    const clock = new FakeClock();
    const line = new ScriptedLine();
    const { conversation, ended, plan, lastSaid } = conversationOn(line, clock);
    conversation.start();
    await settle();
    await clock.advance(11_999);
    expect(lastSaid()).not.toBe(REPROMPTS[0]);
    await clock.advance(1);
    expect(lastSaid()).toBe(REPROMPTS[0]);
    await clock.advance(12_000);
    expect(lastSaid()).toBe(REPROMPTS[1]);
    await clock.advance(12_000);
    expect(lastSaid()).toBe(silenceGoodbye(plan));
    expect(ended).toEqual(['silence']);
    expect(line.hungUp).toBe(true);
  });

  it('says the last sentence again when she asks "pardon?" on a line that listens', async () => {
    const clock = new FakeClock();
    const line = new ScriptedLine({ endpointing: true });
    const { conversation } = conversationOn(line, clock);
    conversation.start();
    await settle();
    const last = line.said.at(-1)!;
    line.emit({ type: 'speech', text: 'Pardon?', final: true });
    await settle();
    expect(line.said.at(-1)).toBe(last);
    conversation.stop('completed');
  });

  it('wraps up at the time limit with the time-up goodbye, whatever is happening', async () => {
    const clock = new FakeClock();
    const line = new ScriptedLine();
    const { conversation, ended, plan, lastSaid } = conversationOn(line, clock, { timing: { silenceMs: 60_000, softCapMs: 100_000, goodbyeAtMs: 110_000, hardCapMs: 120_000 } });
    conversation.start();
    await settle();
    line.say('Tell me a story');
    await clock.advance(110_000);
    expect(lastSaid()).toBe(timeUpGoodbye(plan));
    expect(ended).toEqual(['time-limit']);
    expect(clock.waiting).toBe(0);
  });
});
