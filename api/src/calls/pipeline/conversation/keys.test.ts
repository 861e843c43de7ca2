import { describe, expect, it } from 'vitest';
import { companionMidSentence, conversationOn, FakeClock, ScriptedLine, settle } from '../../../testing/conversation-parts.js';
import { STOP_QUESTION } from './fixed-lines.js';

/** Keys on her phone, on a clock the test moves. */
describe('the phone keys', () => {
  it('0 cuts in and says the sentence she is hearing again; other keys do nothing', async () => {
    const { clock, line, conversation } = await companionMidSentence();
    const playing = line.said.at(-1)!;
    line.emit({ type: 'key', digit: '5' });
    await settle();
    expect(line.clears).toBe(0);
    line.emit({ type: 'key', digit: '0' });
    await settle();
    expect(line.clears).toBe(1);
    expect(line.said.at(-1)).toBe(playing);
    conversation.stop('completed');
  });

  it('9 asks whether she wants the calls to stop; "no" carries on, with nothing logged', async () => {
    const clock = new FakeClock();
    const line = new ScriptedLine();
    const { conversation, flags, ended, lastSaid } = conversationOn(line, clock);
    conversation.start();
    await settle();
    line.emit({ type: 'key', digit: '9' });
    await settle();
    expect(lastSaid()).toBe(STOP_QUESTION);
    line.say('No, I like our chats');
    await clock.advance(800);
    expect(flags).toEqual([]);
    expect(ended).toEqual([]);
    expect(lastSaid()).not.toBe(STOP_QUESTION);
    conversation.stop('completed');
  });
});
